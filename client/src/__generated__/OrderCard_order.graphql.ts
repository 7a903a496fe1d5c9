/**
 * @generated SignedSource<<13ba5cb32c8c9b440bcdfb9b566ba461>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OrderStatus = "CANCELLED" | "DELIVERED" | "PENDING" | "PROCESSING" | "SHIPPED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OrderCard_order$data = {
  readonly canCancel: boolean;
  readonly createdAt: string;
  readonly deliveryAddress: {
    readonly district: string;
    readonly houseNumber: string | null | undefined;
    readonly mobile: string;
    readonly sector: string;
    readonly street: string;
    readonly village: string;
  };
  readonly deliveryCharge: number;
  readonly estimatedDeliveryDate: string;
  readonly id: string;
  readonly lines: ReadonlyArray<{
    readonly image: string | null | undefined;
    readonly lineNumber: number;
    readonly localName: string;
    readonly quantity: number;
  }>;
  readonly orderNumber: string;
  readonly payment: {
    readonly " $fragmentSpreads": FragmentRefs<"PaymentFact_payment">;
  };
  readonly status: OrderStatus;
  readonly total: number;
  readonly " $fragmentSpreads": FragmentRefs<"CancelOrderButton_order">;
  readonly " $fragmentType": "OrderCard_order";
};
export type OrderCard_order$key = {
  readonly " $data"?: OrderCard_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderCard_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrderCard_order",
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
      "name": "orderNumber",
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
      "name": "canCancel",
      "storageKey": null
    },
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
      "name": "estimatedDeliveryDate",
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
          "args": null,
          "kind": "FragmentSpread",
          "name": "PaymentFact_payment"
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CancelOrderButton_order"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DeliveryAddress",
      "kind": "LinkedField",
      "name": "deliveryAddress",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "houseNumber",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "street",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "village",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "sector",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "district",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "mobile",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "OrderLine",
      "kind": "LinkedField",
      "name": "lines",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lineNumber",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "localName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "image",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "quantity",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Order",
  "abstractKey": null
};

(node as any).hash = "7bb968854dbc83412fad633ab41f9413";

export default node;
