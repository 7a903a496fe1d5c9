/**
 * @generated SignedSource<<85fc5dcefdbd0e9ac2d3e8fe8f6aec1e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SubCategoryRow_subCategory$data = {
  readonly categories: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
  }>;
  readonly image: string;
  readonly name: string;
  readonly " $fragmentType": "SubCategoryRow_subCategory";
};
export type SubCategoryRow_subCategory$key = {
  readonly " $data"?: SubCategoryRow_subCategory$data;
  readonly " $fragmentSpreads": FragmentRefs<"SubCategoryRow_subCategory">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SubCategoryRow_subCategory",
  "selections": [
    (v0/*:: as any*/),
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
      "concreteType": "Category",
      "kind": "LinkedField",
      "name": "categories",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "SubCategory",
  "abstractKey": null
};
})();

(node as any).hash = "d7af6d1ac3b5c0a1a40a26c0d17d5e0e";

export default node;
