/**
 * @generated SignedSource<<6a4d762052a9ebd1c33d4749327ba371>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OrderStatus = "CANCELLED" | "DELIVERED" | "PENDING" | "PROCESSING" | "SHIPPED" | "%future added value";
export type PaymentState = "FAILED" | "PAID" | "PENDING" | "REFUNDED" | "REFUND_DUE" | "UNPAID" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PayOrderLink_order$data = {
  readonly databaseId: string;
  readonly orderNumber: string;
  readonly payment: {
    readonly state: PaymentState;
  };
  readonly status: OrderStatus;
  readonly " $fragmentType": "PayOrderLink_order";
};
export type PayOrderLink_order$key = {
  readonly " $data"?: PayOrderLink_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"PayOrderLink_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PayOrderLink_order",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "databaseId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "orderNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "OrderPayment",
      "kind": "LinkedField",
      "name": "payment",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "state",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Order",
  "abstractKey": null
};

(node as any).hash = "f031c253ed1e0d70dbae2b6b73562c79";

export default node;
