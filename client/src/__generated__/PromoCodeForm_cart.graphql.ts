/**
 * @generated SignedSource<<2f3cbdb610f47ca55a9153a55691b9a5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DiscountType = "FIXED" | "PERCENTAGE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PromoCodeForm_cart$data = {
  readonly lines: ReadonlyArray<{
    readonly product: {
      readonly activePromoCode: {
        readonly code: string;
        readonly discountType: DiscountType;
        readonly discountValue: number;
      } | null | undefined;
      readonly name: string;
    };
  }>;
  readonly " $fragmentType": "PromoCodeForm_cart";
};
export type PromoCodeForm_cart$key = {
  readonly " $data"?: PromoCodeForm_cart$data;
  readonly " $fragmentSpreads": FragmentRefs<"PromoCodeForm_cart">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PromoCodeForm_cart",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "CartLine",
      "kind": "LinkedField",
      "name": "lines",
      "plural": true,
      "selections": [
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
              "name": "name",
              "storageKey": null
            },
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
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Cart",
  "abstractKey": null
};

(node as any).hash = "d13ec92929faefbc1a81e1da35e4ab13";

export default node;
