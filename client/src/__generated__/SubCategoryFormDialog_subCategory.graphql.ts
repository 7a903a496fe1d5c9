/**
 * @generated SignedSource<<e41498a9f921607fa40ec445f302a761>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SubCategoryFormDialog_subCategory$data = {
  readonly categories: ReadonlyArray<{
    readonly id: string;
  }>;
  readonly id: string;
  readonly image: string;
  readonly name: string;
  readonly " $fragmentType": "SubCategoryFormDialog_subCategory";
};
export type SubCategoryFormDialog_subCategory$key = {
  readonly " $data"?: SubCategoryFormDialog_subCategory$data;
  readonly " $fragmentSpreads": FragmentRefs<"SubCategoryFormDialog_subCategory">;
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
  "name": "SubCategoryFormDialog_subCategory",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
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
      "concreteType": "Category",
      "kind": "LinkedField",
      "name": "categories",
      "plural": true,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "SubCategory",
  "abstractKey": null
};
})();

(node as any).hash = "27e5452b920e7f3dc28b86f707b15310";

export default node;
