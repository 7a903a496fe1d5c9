/**
 * @generated SignedSource<<1e28ea635f9451042eecd3808a2181e9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OrderStatus = "CANCELLED" | "DELIVERED" | "PENDING" | "PROCESSING" | "SHIPPED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AdminOrderCard_order$data = {
  readonly customer: {
    readonly name: string;
  };
  readonly id: string;
  readonly status: OrderStatus;
  readonly " $fragmentSpreads": FragmentRefs<"ConfirmRefund_order" | "OrderCard_order" | "StatusHistory_order">;
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
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "customer",
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
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ConfirmRefund_order"
    }
  ],
  "type": "Order",
  "abstractKey": null
};

(node as any).hash = "8489d1ecad30c2a3ac0d99111867dccc";

export default node;
