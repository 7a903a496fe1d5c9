/**
 * @generated SignedSource<<de0dd6d321cfc88c830064494ccc3f93>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CartBill_cart$data = {
  readonly deliveryCharge: number;
  readonly originalSubtotal: number;
  readonly savings: number;
  readonly subtotal: number;
  readonly total: number;
  readonly totalQuantity: number;
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "total",
      "storageKey": null
    }
  ],
  "type": "Cart",
  "abstractKey": null
};

(node as any).hash = "6748401ab3e1be34727e70093a11c188";

export default node;
