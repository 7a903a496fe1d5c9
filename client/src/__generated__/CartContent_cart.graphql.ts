/**
 * @generated SignedSource<<91049ae0dfa49b0d59dcbcbfed4f42c7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CartContent_cart$data = {
  readonly lines: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"CartLineItem_line">;
  }>;
  readonly savings: number;
  readonly total: number;
  readonly " $fragmentSpreads": FragmentRefs<"CartBill_cart">;
  readonly " $fragmentType": "CartContent_cart";
};
export type CartContent_cart$key = {
  readonly " $data"?: CartContent_cart$data;
  readonly " $fragmentSpreads": FragmentRefs<"CartContent_cart">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CartContent_cart",
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
          "name": "CartLineItem_line"
        }
      ],
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
      "kind": "ScalarField",
      "name": "total",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CartBill_cart"
    }
  ],
  "type": "Cart",
  "abstractKey": null
};

(node as any).hash = "2807e8f2b725f360961a5622af541a24";

export default node;
