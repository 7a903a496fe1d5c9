/**
 * @generated SignedSource<<7c2337bc0e5b3ad37ca809c790928061>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TopProducts_analytics$data = {
  readonly topProducts: ReadonlyArray<{
    readonly product: {
      readonly id: string;
      readonly images: ReadonlyArray<string>;
      readonly name: string;
    };
    readonly totalSold: number;
  }>;
  readonly " $fragmentType": "TopProducts_analytics";
};
export type TopProducts_analytics$key = {
  readonly " $data"?: TopProducts_analytics$data;
  readonly " $fragmentSpreads": FragmentRefs<"TopProducts_analytics">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TopProducts_analytics",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "TopProduct",
      "kind": "LinkedField",
      "name": "topProducts",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalSold",
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
              "name": "images",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "SalesAnalytics",
  "abstractKey": null
};

(node as any).hash = "2ef58ec3679e1fa98699b3bf1e4befd2";

export default node;
