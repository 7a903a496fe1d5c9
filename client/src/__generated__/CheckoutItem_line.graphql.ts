/**
 * @generated SignedSource<<246f09ff4da338554f0383c176d19d83>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CheckoutItem_line$data = {
  readonly lineTotal: number;
  readonly originalLineTotal: number;
  readonly product: {
    readonly images: ReadonlyArray<string>;
    readonly localName: string;
    readonly unit: string;
  };
  readonly quantity: number;
  readonly " $fragmentType": "CheckoutItem_line";
};
export type CheckoutItem_line$key = {
  readonly " $data"?: CheckoutItem_line$data;
  readonly " $fragmentSpreads": FragmentRefs<"CheckoutItem_line">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CheckoutItem_line",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "quantity",
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "CartLine",
  "abstractKey": null
};

(node as any).hash = "5cc1f3c62d6d9c71510793d5cd8a0efe";

export default node;
