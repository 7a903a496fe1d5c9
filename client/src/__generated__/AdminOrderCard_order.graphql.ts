/**
 * @generated SignedSource<<244ff30f0c9405530425d12bd1834c2b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OrderStatus = "CANCELLED" | "DELIVERED" | "PENDING" | "PROCESSING" | "SHIPPED" | "%future added value";
export type PaymentState = "FAILED" | "PAID" | "PENDING" | "REFUNDED" | "REFUND_DUE" | "UNPAID" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AdminOrderCard_order$data = {
  readonly customer: {
    readonly name: string;
  };
  readonly id: string;
  readonly payment: {
    readonly state: PaymentState;
  };
  readonly status: OrderStatus;
  readonly " $fragmentSpreads": FragmentRefs<"ConfirmRefund_order" | "OrderCard_order" | "PaymentHistory_order" | "StatusHistory_order">;
  readonly " $fragmentType": "AdminOrderCard_order";
};
export type AdminOrderCard_order$key = {
  readonly " $data"?: AdminOrderCard_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdminOrderCard_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AdminOrderCard_order",
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "customer",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "OrderCard_order"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "StatusHistory_order"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PaymentHistory_order"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ConfirmRefund_order"
    }
  ],
  "type": "Order",
  "abstractKey": null
};

(node as any).hash = "59400d629ec496067cde1d34f5e799d9";

export default node;
