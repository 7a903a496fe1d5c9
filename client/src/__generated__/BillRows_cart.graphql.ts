/**
 * @generated SignedSource<<e51ef0c5576c0681e4b1a3b19afa327a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BillRows_cart$data = {
  readonly deliveryCharge: number;
  readonly originalSubtotal: number;
  readonly savings: number;
  readonly subtotal: number;
  readonly totalQuantity: number;
  readonly " $fragmentType": "BillRows_cart";
};
export type BillRows_cart$key = {
  readonly " $data"?: BillRows_cart$data;
  readonly " $fragmentSpreads": FragmentRefs<"BillRows_cart">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BillRows_cart",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "subtotal",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "originalSubtotal",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "savings",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "totalQuantity",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "deliveryCharge",
      "storageKey": null
    }
  ],
  "type": "Cart",
  "abstractKey": null
};

(node as any).hash = "73eb775433ec1ad8f7ea4a548aab4512";

export default node;
