/**
 * @generated SignedSource<<999dd77c24c732e0ab83326008cd88a2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PaymentState = "FAILED" | "PAID" | "PENDING" | "REFUNDED" | "REFUND_DUE" | "UNPAID" | "%future added value";
export type RefundBy = "ADMIN" | "PROVIDER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CancelRefundNote_order$data = {
  readonly payment: {
    readonly amount: number | null | undefined;
    readonly phone: string | null | undefined;
    readonly provider: string | null | undefined;
    readonly refundBy: RefundBy | null | undefined;
    readonly state: PaymentState;
  };
  readonly total: number;
  readonly " $fragmentType": "CancelRefundNote_order";
};
export type CancelRefundNote_order$key = {
  readonly " $data"?: CancelRefundNote_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"CancelRefundNote_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CancelRefundNote_order",
  "selections": [
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Order",
  "abstractKey": null
};

(node as any).hash = "2b7f4baaf94955b1cb238195714a324c";

export default node;
