/**
 * @generated SignedSource<<55ea72a0369aa8e7e562bd79dce778c2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CheckoutSummary_cart$data = {
  readonly deliveryCharge: number;
  readonly originalSubtotal: number;
  readonly savings: number;
  readonly subtotal: number;
  readonly totalQuantity: number;
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

(node as any).hash = "f6dfc1e757f44d3a42a26981db23b368";

export default node;
