/**
 * @generated SignedSource<<d50b8169857ce30e4ed33baf88780b95>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProductEditDialog_query$data = {
  readonly " $fragmentSpreads": FragmentRefs<"ProductForm_query">;
  readonly " $fragmentType": "ProductEditDialog_query";
};
export type ProductEditDialog_query$key = {
  readonly " $data"?: ProductEditDialog_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductEditDialog_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProductEditDialog_query",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ProductForm_query"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "3950b936d474aa44a637b37522259ec7";

export default node;
