/**
 * @generated SignedSource<<cf4649ade8e202e7817a8bd96102ad31>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SubCategoryDeleteDialog_subCategory$data = {
  readonly id: string;
  readonly name: string;
  readonly " $fragmentType": "SubCategoryDeleteDialog_subCategory";
};
export type SubCategoryDeleteDialog_subCategory$key = {
  readonly " $data"?: SubCategoryDeleteDialog_subCategory$data;
  readonly " $fragmentSpreads": FragmentRefs<"SubCategoryDeleteDialog_subCategory">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SubCategoryDeleteDialog_subCategory",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    }
  ],
  "type": "SubCategory",
  "abstractKey": null
};

(node as any).hash = "aa726d30fd9d41c605b04bb9adf50d65";

export default node;
