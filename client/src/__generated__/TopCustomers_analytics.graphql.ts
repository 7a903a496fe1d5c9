/**
 * @generated SignedSource<<952be1fc28e418d4339303a690fbcca4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TopCustomers_analytics$data = {
  readonly topCustomers: ReadonlyArray<{
    readonly customer: {
      readonly email: string | null | undefined;
      readonly id: string;
      readonly name: string;
    };
    readonly totalSpent: number;
  }>;
  readonly " $fragmentType": "TopCustomers_analytics";
};
export type TopCustomers_analytics$key = {
  readonly " $data"?: TopCustomers_analytics$data;
  readonly " $fragmentSpreads": FragmentRefs<"TopCustomers_analytics">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TopCustomers_analytics",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "TopCustomer",
      "kind": "LinkedField",
      "name": "topCustomers",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalSpent",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "User",
          "kind": "LinkedField",
          "name": "customer",
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
              "name": "email",
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

(node as any).hash = "38d69b499762c538cbb15671aeab450e";

export default node;
