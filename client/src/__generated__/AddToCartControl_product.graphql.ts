/**
 * @generated SignedSource<<81e3f4ec090476de5151acbbb4370b75>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AddToCartControl_product$data = {
  readonly id: string;
  readonly name: string;
  readonly stock: number;
  readonly viewerCartLine: {
    readonly quantity: number;
  } | null | undefined;
  readonly " $fragmentType": "AddToCartControl_product";
};
export type AddToCartControl_product$key = {
  readonly " $data"?: AddToCartControl_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"AddToCartControl_product">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AddToCartControl_product",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
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
      "name": "stock",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CartLine",
      "kind": "LinkedField",
      "name": "viewerCartLine",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "quantity",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Product",
  "abstractKey": null
};

(node as any).hash = "ec5d5c19f9721a1b2110dc0566104e8e";

export default node;
