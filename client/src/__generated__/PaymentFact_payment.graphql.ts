/**
 * @generated SignedSource<<d48214021896573a40bc03e9d5dc44dc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PaymentMethod = "AIRTEL_MONEY" | "CASH_ON_DELIVERY" | "MTN_MOMO" | "%future added value";
export type PaymentState = "FAILED" | "PAID" | "PENDING" | "REFUNDED" | "REFUND_DUE" | "UNPAID" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PaymentFact_payment$data = {
  readonly method: PaymentMethod;
  readonly state: PaymentState;
  readonly " $fragmentType": "PaymentFact_payment";
};
export type PaymentFact_payment$key = {
  readonly " $data"?: PaymentFact_payment$data;
  readonly " $fragmentSpreads": FragmentRefs<"PaymentFact_payment">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PaymentFact_payment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "method",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "state",
      "storageKey": null
    }
  ],
  "type": "OrderPayment",
  "abstractKey": null
};

(node as any).hash = "9b9b1bad021f61091e74b652938f5443";

export default node;
