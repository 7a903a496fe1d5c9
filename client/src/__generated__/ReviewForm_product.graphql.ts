/**
 * @generated SignedSource<<5bb1f797bc2c40a00339e97d10c97802>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReviewForm_product$data = {
  readonly id: string;
  readonly viewerReview: {
    readonly comment: string;
    readonly id: string;
    readonly stars: number;
  } | null | undefined;
  readonly " $fragmentType": "ReviewForm_product";
};
export type ReviewForm_product$key = {
  readonly " $data"?: ReviewForm_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReviewForm_product">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReviewForm_product",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Review",
      "kind": "LinkedField",
      "name": "viewerReview",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "stars",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "comment",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Product",
  "abstractKey": null
};
})();

(node as any).hash = "2a1120e9da84114bb4eca8232eaf42fb";

export default node;
