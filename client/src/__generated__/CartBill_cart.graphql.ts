/**
 * @generated SignedSource<<538fc17d2c11473e2829ba1cf3cfb83d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CartBill_cart$data = {
  readonly total: number;
  readonly " $fragmentSpreads": FragmentRefs<"BillRows_cart">;
  readonly " $fragmentType": "CartBill_cart";
};
export type CartBill_cart$key = {
  readonly " $data"?: CartBill_cart$data;
  readonly " $fragmentSpreads": FragmentRefs<"CartBill_cart">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CartBill_cart",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "total",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "BillRows_cart"
    }
  ],
  "type": "Cart",
  "abstractKey": null
};

(node as any).hash = "ff3098bf32432db2cc3ce958d2177637";

export default node;
