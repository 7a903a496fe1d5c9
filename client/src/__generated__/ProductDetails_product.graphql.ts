/**
 * @generated SignedSource<<bd578e9dc28e83e47988ebe9c615cd00>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProductDetails_product$data = {
  readonly localDescription: string;
  readonly moreDetails: ReadonlyArray<{
    readonly name: string;
    readonly value: string;
  }>;
  readonly " $fragmentType": "ProductDetails_product";
};
export type ProductDetails_product$key = {
  readonly " $data"?: ProductDetails_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductDetails_product">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProductDetails_product",
  "selections": [
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
      "concreteType": "ProductDetail",
      "kind": "LinkedField",
      "name": "moreDetails",
      "plural": true,
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
          "name": "value",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Product",
  "abstractKey": null
};

(node as any).hash = "91b60f44c4fd440fcaab1dfa3313ae0b";

export default node;
