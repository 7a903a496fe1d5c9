/**
 * @generated SignedSource<<b01a0245fb678569d6b1cf1baf4d0947>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CheckoutSummary_cart$data = {
  readonly " $fragmentSpreads": FragmentRefs<"BillRows_cart">;
  readonly " $fragmentType": "CheckoutSummary_cart";
};
export type CheckoutSummary_cart$key = {
  readonly " $data"?: CheckoutSummary_cart$data;
  readonly " $fragmentSpreads": FragmentRefs<"CheckoutSummary_cart">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CheckoutSummary_cart",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "BillRows_cart"
    }
  ],
  "type": "Cart",
  "abstractKey": null
};

(node as any).hash = "d92e8be1072383467d6bb68d40a3c41b";

export default node;
