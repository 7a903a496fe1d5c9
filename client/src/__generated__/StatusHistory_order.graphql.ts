/**
 * @generated SignedSource<<a1a763f0c2b7094227f0147f666f293e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OrderStatus = "CANCELLED" | "DELIVERED" | "PENDING" | "PROCESSING" | "SHIPPED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type StatusHistory_order$data = {
  readonly statusHistory: ReadonlyArray<{
    readonly changedBy: {
      readonly name: string;
    } | null | undefined;
    readonly createdAt: string;
    readonly fromStatus: OrderStatus | null | undefined;
    readonly toStatus: OrderStatus;
  }>;
  readonly " $fragmentType": "StatusHistory_order";
};
export type StatusHistory_order$key = {
  readonly " $data"?: StatusHistory_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"StatusHistory_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StatusHistory_order",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "OrderStatusChange",
      "kind": "LinkedField",
      "name": "statusHistory",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "createdAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fromStatus",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "toStatus",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "User",
          "kind": "LinkedField",
          "name": "changedBy",
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Order",
  "abstractKey": null
};

(node as any).hash = "087aabf358b6462308dbd796267fb0dc";

export default node;
