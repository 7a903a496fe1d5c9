/**
 * @generated SignedSource<<57e1f8f18db4b9201b2380a23bee4346>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OrderStatus = "CANCELLED" | "DELIVERED" | "PENDING" | "PROCESSING" | "SHIPPED" | "%future added value";
export type PaymentState = "FAILED" | "PAID" | "PENDING" | "REFUNDED" | "REFUND_DUE" | "UNPAID" | "%future added value";
export type RefundBy = "ADMIN" | "PROVIDER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AdminOrderCard_order$data = {
  readonly customer: {
    readonly name: string;
  };
  readonly id: string;
  readonly payment: {
    readonly refundBy: RefundBy | null | undefined;
    readonly state: PaymentState;
  };
  readonly status: OrderStatus;
  readonly " $fragmentSpreads": FragmentRefs<"CancelRefundNote_order" | "ConfirmRefund_order" | "OrderCard_order" | "PaymentHistory_order" | "StatusHistory_order">;
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "refundBy",
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
      "name": "CancelRefundNote_order"
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

(node as any).hash = "cc40212e47b630f7da757ec4b8611fee";

export default node;
