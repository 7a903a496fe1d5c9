/**
 * @generated SignedSource<<ea4f38c08a0fb85494a25ad57d4c9afa>>
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Product",
  "abstractKey": null
};
})();

(node as any).hash = "885d9297aa90eff5864ae3ed0182d072";

export default node;
