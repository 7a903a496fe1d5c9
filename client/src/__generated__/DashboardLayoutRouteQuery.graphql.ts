/**
 * @generated SignedSource<<fb11b68be387865b4d20e3827088c3ec>>
 * @relayHash 211296691421555d717081cc6583f474
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e2511472c26665079f29607559e03306e67f3945e62d9fe73a70b04667c65b2f

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DashboardLayoutRouteQuery$variables = Record<PropertyKey, never>;
export type DashboardLayoutRouteQuery$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"AccountLinks_viewer">;
  } | null | undefined;
};
export type DashboardLayoutRouteQuery = {
  response: DashboardLayoutRouteQuery$data;
  variables: DashboardLayoutRouteQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "DashboardLayoutRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "AccountLinks_viewer"
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
    "name": "DashboardLayoutRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
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
            "name": "mobile",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "role",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "e2511472c26665079f29607559e03306e67f3945e62d9fe73a70b04667c65b2f",
    "metadata": {},
    "name": "DashboardLayoutRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

(node as any).hash = "8ce0d7afc2839b86cc64686548515c05";

export default node;
