/**
 * @generated SignedSource<<261f8ed418e22fa281acccdf1008e557>>
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Order",
  "abstractKey": null
};

(node as any).hash = "cccccb2950bf0269103f385fe720769b";

export default node;
