/**
 * @generated SignedSource<<9b0250eeceaadd8d83037c6909f9efb2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OrderStatus = "CANCELLED" | "DELIVERED" | "PENDING" | "PROCESSING" | "SHIPPED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AdminOrderCard_order$data = {
  readonly id: string;
  readonly status: OrderStatus;
  readonly " $fragmentSpreads": FragmentRefs<"OrderCard_order" | "StatusHistory_order">;
  readonly " $fragmentType": "AdminOrderCard_order";
};
export type AdminOrderCard_order$key = {
  readonly " $data"?: AdminOrderCard_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdminOrderCard_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AdminOrderCard_order",
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
      "name": "status",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "OrderCard_order"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "StatusHistory_order"
    }
  ],
  "type": "Order",
  "abstractKey": null
};

(node as any).hash = "e3cb3d6c3206591c3a37c52c4640a1c9";

export default node;
