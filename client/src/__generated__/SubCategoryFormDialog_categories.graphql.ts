/**
 * @generated SignedSource<<348b6ea154db8be13907a45c3bd3a44f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SubCategoryFormDialog_categories$data = ReadonlyArray<{
  readonly " $fragmentSpreads": FragmentRefs<"CategoryPicker_categories">;
  readonly " $fragmentType": "SubCategoryFormDialog_categories";
}>;
export type SubCategoryFormDialog_categories$key = ReadonlyArray<{
  readonly " $data"?: SubCategoryFormDialog_categories$data;
  readonly " $fragmentSpreads": FragmentRefs<"SubCategoryFormDialog_categories">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "SubCategoryFormDialog_categories",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CategoryPicker_categories"
    }
  ],
  "type": "Category",
  "abstractKey": null
};

(node as any).hash = "c865181ac1f8b0d86c70ef1e263a0b78";

export default node;
