/**
 * @generated SignedSource<<81d68f7c3fc4e3cf557a742420d4fa34>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PaymentState = "FAILED" | "PAID" | "PENDING" | "REFUNDED" | "REFUND_DUE" | "UNPAID" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PaymentHistory_order$data = {
  readonly payment: {
    readonly history: ReadonlyArray<{
      readonly createdAt: string;
      readonly fromState: PaymentState | null | undefined;
      readonly source: string;
      readonly toState: PaymentState;
    }>;
  };
  readonly " $fragmentType": "PaymentHistory_order";
};
export type PaymentHistory_order$key = {
  readonly " $data"?: PaymentHistory_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"PaymentHistory_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PaymentHistory_order",
  "selections": [
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
          "concreteType": "PaymentEvent",
          "kind": "LinkedField",
          "name": "history",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "fromState",
              "storageKey": null
            },
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
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "createdAt",
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

(node as any).hash = "32969186ed6359b42964a642aab1a1fd";

export default node;
