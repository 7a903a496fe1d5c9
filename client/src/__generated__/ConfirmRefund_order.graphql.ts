/**
 * @generated SignedSource<<387d9205633019b33fcf77ae92699b4b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PaymentFailureReason = "AMOUNT_NOT_ALLOWED" | "DECLINED" | "LIMIT_REACHED" | "NOT_COMPLETED" | "NOT_ENOUGH_FUNDS" | "NOT_OFFERED" | "NOT_STARTED" | "NO_ACCOUNT" | "ORDER_CANCELLED" | "ORDER_TIMED_OUT" | "PAID_LATE" | "PROVIDER_ERROR" | "REFUND_FAILED" | "REPLACED" | "REQUEST_REFUSED" | "SWITCHED_TO_CASH" | "TIMED_OUT" | "UNAVAILABLE" | "WRONG_PIN" | "%future added value";
export type PaymentState = "FAILED" | "PAID" | "PENDING" | "REFUNDED" | "REFUND_DUE" | "UNPAID" | "%future added value";
export type RefundBy = "ADMIN" | "PROVIDER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ConfirmRefund_order$data = {
  readonly id: string;
  readonly payment: {
    readonly amount: number | null | undefined;
    readonly history: ReadonlyArray<{
      readonly source: string;
      readonly toState: PaymentState;
    }>;
    readonly phone: string | null | undefined;
    readonly provider: string | null | undefined;
    readonly reasonCode: PaymentFailureReason | null | undefined;
    readonly refundBy: RefundBy | null | undefined;
    readonly state: PaymentState;
  };
  readonly total: number;
  readonly " $fragmentType": "ConfirmRefund_order";
};
export type ConfirmRefund_order$key = {
  readonly " $data"?: ConfirmRefund_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"ConfirmRefund_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ConfirmRefund_order",
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
      "name": "total",
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
          "name": "amount",
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
          "name": "refundBy",
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
          "concreteType": "PaymentEvent",
          "kind": "LinkedField",
          "name": "history",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "toState",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "source",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Order",
  "abstractKey": null
};

(node as any).hash = "e14c539e2d277b76a3f21a969f9e06eb";

export default node;
