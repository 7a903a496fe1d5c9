/**
 * @generated SignedSource<<2a80c0da7cf205180215683106cb122c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OrderStatus = "CANCELLED" | "DELIVERED" | "PENDING" | "PROCESSING" | "SHIPPED" | "%future added value";
export type PaymentFailureReason = "AMOUNT_NOT_ALLOWED" | "DECLINED" | "LIMIT_REACHED" | "NOT_COMPLETED" | "NOT_ENOUGH_FUNDS" | "NOT_OFFERED" | "NOT_STARTED" | "NO_ACCOUNT" | "ORDER_CANCELLED" | "ORDER_TIMED_OUT" | "PAID_LATE" | "PROVIDER_ERROR" | "REFUND_FAILED" | "REPLACED" | "REQUEST_REFUSED" | "SWITCHED_TO_CASH" | "TIMED_OUT" | "UNAVAILABLE" | "WRONG_PIN" | "%future added value";
export type PaymentState = "FAILED" | "PAID" | "PENDING" | "REFUNDED" | "REFUND_DUE" | "UNPAID" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PaymentStatus_order$data = {
  readonly databaseId: string;
  readonly deliveryAddress: {
    readonly mobile: string;
  };
  readonly id: string;
  readonly orderNumber: string;
  readonly payment: {
    readonly dueAt: string | null | undefined;
    readonly payerPhone: string | null | undefined;
    readonly phone: string | null | undefined;
    readonly promptAgainAt: string | null | undefined;
    readonly provider: string | null | undefined;
    readonly reasonCode: PaymentFailureReason | null | undefined;
    readonly state: PaymentState;
  };
  readonly status: OrderStatus;
  readonly total: number;
  readonly " $fragmentType": "PaymentStatus_order";
};
export type PaymentStatus_order$key = {
  readonly " $data"?: PaymentStatus_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"PaymentStatus_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PaymentStatus_order",
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
      "name": "databaseId",
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
      "kind": "ScalarField",
      "name": "orderNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "total",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DeliveryAddress",
      "kind": "LinkedField",
      "name": "deliveryAddress",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "mobile",
          "storageKey": null
        }
      ],
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
          "name": "provider",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "phone",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "payerPhone",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "promptAgainAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reasonCode",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "dueAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Order",
  "abstractKey": null
};

(node as any).hash = "2f284edf1ef248d5da298ed8022f75d1";

export default node;
