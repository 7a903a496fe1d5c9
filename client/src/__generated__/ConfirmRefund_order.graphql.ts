/**
 * @generated SignedSource<<6e666cc2a441964cce5803ea0b504656>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PaymentState = "FAILED" | "PAID" | "PENDING" | "REFUNDED" | "REFUND_DUE" | "UNPAID" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ConfirmRefund_order$data = {
  readonly id: string;
  readonly payment: {
    readonly provider: string | null | undefined;
    readonly refundInProgress: boolean;
    readonly state: PaymentState;
  };
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
          "name": "refundInProgress",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Order",
  "abstractKey": null
};

(node as any).hash = "b3280926bb5ad9ea468608dee2f39db2";

export default node;
