/**
 * @generated SignedSource<<d98b312979f8d06fea6a5ef37b0a9bf1>>
 * @relayHash 293b250b027f5d2185dfbb31163e301e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f6d8f308ad4bad800740fa6cd3bae244dabf5ba7e5d8acfec78ceaf0aa4d6a62

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SalesAnalyticsRouteQuery$variables = Record<PropertyKey, never>;
export type SalesAnalyticsRouteQuery$data = {
  readonly salesAnalytics: {
    readonly totalOrders: number;
    readonly totalSales: number;
    readonly " $fragmentSpreads": FragmentRefs<"SalesByMonth_analytics" | "TopCustomers_analytics" | "TopProducts_analytics">;
  };
};
export type SalesAnalyticsRouteQuery = {
  response: SalesAnalyticsRouteQuery$data;
  variables: SalesAnalyticsRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalSales",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalOrders",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SalesAnalyticsRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "SalesAnalytics",
        "kind": "LinkedField",
        "name": "salesAnalytics",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "SalesByMonth_analytics"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "TopProducts_analytics"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "TopCustomers_analytics"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SalesAnalyticsRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "SalesAnalytics",
        "kind": "LinkedField",
        "name": "salesAnalytics",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
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
              (v0/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "orderCount",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
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
                  (v2/*:: as any*/),
                  (v3/*:: as any*/),
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
          },
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
                  (v2/*:: as any*/),
                  (v3/*:: as any*/),
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
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "f6d8f308ad4bad800740fa6cd3bae244dabf5ba7e5d8acfec78ceaf0aa4d6a62",
    "metadata": {},
    "name": "SalesAnalyticsRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "28b82ba672c95950f2786f7675735b16";

export default node;
