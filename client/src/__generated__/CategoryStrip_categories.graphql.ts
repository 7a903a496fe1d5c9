/**
 * @generated SignedSource<<21f1b00422f3d28d88da412c0b9b9897>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CategoryStrip_categories$data = ReadonlyArray<{
  readonly databaseId: string;
  readonly id: string;
  readonly image: string;
  readonly localName: string;
  readonly slug: string;
  readonly subCategories: ReadonlyArray<{
    readonly databaseId: string;
    readonly slug: string;
  }>;
  readonly " $fragmentType": "CategoryStrip_categories";
}>;
export type CategoryStrip_categories$key = ReadonlyArray<{
  readonly " $data"?: CategoryStrip_categories$data;
  readonly " $fragmentSpreads": FragmentRefs<"CategoryStrip_categories">;
}>;

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "CategoryStrip_categories",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "localName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "image",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SubCategory",
      "kind": "LinkedField",
      "name": "subCategories",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Category",
  "abstractKey": null
};
})();

(node as any).hash = "a26d53221fcd1f63c8eae433263aa13f";

export default node;
