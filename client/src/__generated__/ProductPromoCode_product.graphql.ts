/**
 * @generated SignedSource<<b233298b23403cdce50c27f7d0590baa>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DiscountType = "FIXED" | "PERCENTAGE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ProductPromoCode_product$data = {
  readonly activePromoCode: {
    readonly allowMultiple: boolean;
    readonly code: string;
    readonly discountType: DiscountType;
    readonly discountValue: number;
    readonly expiresAt: string | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "ProductPromoCode_product";
};
export type ProductPromoCode_product$key = {
  readonly " $data"?: ProductPromoCode_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductPromoCode_product">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProductPromoCode_product",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ActivePromoCode",
      "kind": "LinkedField",
      "name": "activePromoCode",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "code",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "discountType",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "discountValue",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "expiresAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "allowMultiple",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Product",
  "abstractKey": null
};

(node as any).hash = "d3cd23a7d466a5b040078a275cb91004";

export default node;
