/**
 * @generated SignedSource<<d1eb7e20e0f1cd6c20f3ea7729d2b880>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SalesByMonth_analytics$data = {
  readonly salesByMonth: ReadonlyArray<{
    readonly month: number;
    readonly orderCount: number;
    readonly totalSales: number;
    readonly year: number;
  }>;
  readonly " $fragmentType": "SalesByMonth_analytics";
};
export type SalesByMonth_analytics$key = {
  readonly " $data"?: SalesByMonth_analytics$data;
  readonly " $fragmentSpreads": FragmentRefs<"SalesByMonth_analytics">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SalesByMonth_analytics",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "MonthlySales",
      "kind": "LinkedField",
      "name": "salesByMonth",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "year",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "month",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalSales",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "orderCount",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "SalesAnalytics",
  "abstractKey": null
};

(node as any).hash = "8b2aa0e3bb017854fcb109fa9bcc0a90";

export default node;
