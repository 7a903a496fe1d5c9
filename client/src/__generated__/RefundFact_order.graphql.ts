/**
 * @generated SignedSource<<585a1bbb3c87e05805451fc249d0d6db>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RefundFact_order$data = {
  readonly payment: {
    readonly refund: {
      readonly __typename: "Refund";
    } | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"RefundText_payment">;
  };
  readonly " $fragmentType": "RefundFact_order";
};
export type RefundFact_order$key = {
  readonly " $data"?: RefundFact_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"RefundFact_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RefundFact_order",
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
          "concreteType": "Refund",
          "kind": "LinkedField",
          "name": "refund",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "__typename",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "RefundText_payment"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Order",
  "abstractKey": null
};

(node as any).hash = "79b71174edc81a7470e75a3809637919";

export default node;
