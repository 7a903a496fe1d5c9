/**
 * @generated SignedSource<<363a3f33b13086d55b86950c86db59a1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CartLineItem_line$data = {
  readonly lineTotal: number;
  readonly originalLineTotal: number;
  readonly originalUnitPrice: number;
  readonly product: {
    readonly activePromotion: {
      readonly label: string;
    } | null | undefined;
    readonly databaseId: string;
    readonly images: ReadonlyArray<string>;
    readonly localName: string;
    readonly slug: string;
    readonly unit: string;
    readonly " $fragmentSpreads": FragmentRefs<"AddToCartControl_product">;
  };
  readonly savings: number;
  readonly unitPrice: number;
  readonly waitingForConnection: boolean | null | undefined;
  readonly " $fragmentType": "CartLineItem_line";
};
export type CartLineItem_line$key = {
  readonly " $data"?: CartLineItem_line$data;
  readonly " $fragmentSpreads": FragmentRefs<"CartLineItem_line">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CartLineItem_line",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "unitPrice",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "originalUnitPrice",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lineTotal",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "originalLineTotal",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "savings",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Product",
      "kind": "LinkedField",
      "name": "product",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "databaseId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "slug",
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
          "name": "unit",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "images",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ActivePromotion",
          "kind": "LinkedField",
          "name": "activePromotion",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "label",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "AddToCartControl_product"
        }
      ],
      "storageKey": null
    },
    {
      "kind": "ClientExtension",
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "waitingForConnection",
          "storageKey": null
        }
      ]
    }
  ],
  "type": "CartLine",
  "abstractKey": null
};

(node as any).hash = "03e26bbaed12e4aada4e34ffd4f957f2";

export default node;
