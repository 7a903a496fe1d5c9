/**
 * @generated SignedSource<<2b60231474d73664f410fa2413ac9e79>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OrderStatus = "CANCELLED" | "DELIVERED" | "PENDING" | "PROCESSING" | "SHIPPED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OrderFacts_order$data = {
  readonly cancelledAt: string | null | undefined;
  readonly deliveryCharge: number;
  readonly estimatedDeliveryDate: string;
  readonly orderNumber: string;
  readonly status: OrderStatus;
  readonly total: number;
  readonly " $fragmentType": "OrderFacts_order";
};
export type OrderFacts_order$key = {
  readonly " $data"?: OrderFacts_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderFacts_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrderFacts_order",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "orderNumber",
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
      "kind": "ScalarField",
      "name": "deliveryCharge",
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
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "estimatedDeliveryDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "cancelledAt",
      "storageKey": null
    }
  ],
  "type": "Order",
  "abstractKey": null
};

(node as any).hash = "87644819c5242b7b3c14f2039a72d612";

export default node;
