/**
 * @generated SignedSource<<f79df393e64a9f447b50f702d7db1857>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProductQuickView_product$data = {
  readonly databaseId: string;
  readonly discountPercent: number;
  readonly effectivePrice: number;
  readonly images: ReadonlyArray<string>;
  readonly localDescription: string;
  readonly localName: string;
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
      "kind": "ScalarField",
      "name": "localDescription",
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

(node as any).hash = "79dca9d749d8963654e9d7f6cc445464";

export default node;
