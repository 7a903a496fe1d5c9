/**
 * @generated SignedSource<<366fca977f96703088f3c370d0813ced>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AdminProductTile_product$data = {
  readonly effectivePrice: number;
  readonly images: ReadonlyArray<string>;
  readonly name: string;
  readonly price: number;
  readonly stock: number;
  readonly unit: string;
  readonly " $fragmentType": "AdminProductTile_product";
};
export type AdminProductTile_product$key = {
  readonly " $data"?: AdminProductTile_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdminProductTile_product">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AdminProductTile_product",
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
      "name": "stock",
      "storageKey": null
    }
  ],
  "type": "Product",
  "abstractKey": null
};

(node as any).hash = "e9f39147a04af2250c7e6c96ca0beb07";

export default node;
