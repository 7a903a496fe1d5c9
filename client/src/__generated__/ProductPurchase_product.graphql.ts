/**
 * @generated SignedSource<<78751b5fcabd5c46440cfac8622e2caf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProductPurchase_product$data = {
  readonly activePromotion: {
    readonly endsAt: string;
    readonly label: string;
  } | null | undefined;
  readonly discountPercent: number;
  readonly effectivePrice: number;
  readonly hasPromoCode: boolean;
  readonly id: string;
  readonly localName: string;
  readonly lowStock: boolean;
  readonly price: number;
  readonly reviewCount: number;
  readonly stock: number;
  readonly unit: string;
  readonly " $fragmentSpreads": FragmentRefs<"AddToCartControl_product" | "ProductPromoCode_product" | "ReviewSummary_product">;
  readonly " $fragmentType": "ProductPurchase_product";
};
export type ProductPurchase_product$key = {
  readonly " $data"?: ProductPurchase_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductPurchase_product">;
};

import ProductPurchaseRefetchQuery_graphql from './ProductPurchaseRefetchQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [
        "node"
      ],
      "operation": ProductPurchaseRefetchQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "ProductPurchase_product",
  "selections": [
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
      "name": "stock",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lowStock",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "price",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "effectivePrice",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "discountPercent",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasPromoCode",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reviewCount",
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
          "name": "endsAt",
          "storageKey": null
        },
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
      "name": "ReviewSummary_product"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "AddToCartControl_product"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ProductPromoCode_product"
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    }
  ],
  "type": "Product",
  "abstractKey": null
};

(node as any).hash = "7bfcb129f58286ca93929aba51186e22";

export default node;
