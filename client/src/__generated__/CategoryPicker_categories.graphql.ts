/**
 * @generated SignedSource<<6a3cf9b4a563eaba89258b99fddb6782>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CategoryPicker_categories$data = ReadonlyArray<{
  readonly id: string;
  readonly name: string;
  readonly " $fragmentType": "CategoryPicker_categories";
}>;
export type CategoryPicker_categories$key = ReadonlyArray<{
  readonly " $data"?: CategoryPicker_categories$data;
  readonly " $fragmentSpreads": FragmentRefs<"CategoryPicker_categories">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "CategoryPicker_categories",
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
  "type": "Category",
  "abstractKey": null
};

(node as any).hash = "c4a95b87588c4637fee31575c1422feb";

export default node;
