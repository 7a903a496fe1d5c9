/**
 * @generated SignedSource<<a7db5844cc7c5cf5ffc9457941477a56>>
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
      readonly localName: string;
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
              "name": "localName",
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

(node as any).hash = "11aeb4571946fd69e1dd4ae93a528788";

export default node;
