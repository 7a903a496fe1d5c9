/**
 * @generated SignedSource<<aef6cc42bf9da6198c43d0e8ba49fafd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type RefundProgress = "SENDING" | "SENT_BACK" | "SENT_BY_HAND" | "SHOP_WILL_SEND" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type RefundText_payment$data = {
  readonly refund: {
    readonly amount: number;
    readonly phone: string | null | undefined;
    readonly progress: RefundProgress;
    readonly provider: string | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "RefundText_payment";
};
export type RefundText_payment$key = {
  readonly " $data"?: RefundText_payment$data;
  readonly " $fragmentSpreads": FragmentRefs<"RefundText_payment">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RefundText_payment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Refund",
      "kind": "LinkedField",
      "name": "refund",
      "plural": false,
      "selections": [
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
          "name": "progress",
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "OrderPayment",
  "abstractKey": null
};

(node as any).hash = "15ff4166e3bf5b8ab18ee2a107ee81d2";

export default node;
