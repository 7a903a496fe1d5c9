/**
 * @generated SignedSource<<26314f89dcc5ada670d69869277d7d9a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProductQuickView_product$data = {
  readonly databaseId: string;
  readonly description: string;
  readonly discountPercent: number;
  readonly effectivePrice: number;
  readonly images: ReadonlyArray<string>;
  readonly name: string;
  readonly price: number;
  readonly slug: string;
  readonly unit: string;
  readonly " $fragmentSpreads": FragmentRefs<"AddToCartControl_product">;
  readonly " $fragmentType": "ProductQuickView_product";
};
export type ProductQuickView_product$key = {
  readonly " $data"?: ProductQuickView_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductQuickView_product">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProductQuickView_product",
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
      "name": "name",
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
      "kind": "ScalarField",
      "name": "description",
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "AddToCartControl_product"
    }
  ],
  "type": "Product",
  "abstractKey": null
};

(node as any).hash = "ec3207396ab8573dd00c32ff546fb8bd";

export default node;
