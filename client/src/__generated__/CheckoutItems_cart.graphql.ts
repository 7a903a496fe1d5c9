/**
 * @generated SignedSource<<076040576c3e963399cb69a9afa5dea1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CheckoutItems_cart$data = {
  readonly lines: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"CheckoutItem_line">;
  }>;
  readonly " $fragmentType": "CheckoutItems_cart";
};
export type CheckoutItems_cart$key = {
  readonly " $data"?: CheckoutItems_cart$data;
  readonly " $fragmentSpreads": FragmentRefs<"CheckoutItems_cart">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CheckoutItems_cart",
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
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "CheckoutItem_line"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Cart",
  "abstractKey": null
};

(node as any).hash = "204a1c4fdeca3a4ed3177e301aaf451c";

export default node;
