/**
 * @generated SignedSource<<5547fd94838cc81403b9e3a39bb7e747>>
 * @relayHash b0474154938cc2f3455596c1f663c92c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7d40e0119fe3a6ca9709447b62732207f1ad1270e35b9924a40b5f7c5261d5b4

import { ConcreteRequest } from 'relay-runtime';
export type Role = "ADMIN" | "USER" | "%future added value";
export type OrdersRouteRoleQuery$variables = Record<PropertyKey, never>;
export type OrdersRouteRoleQuery$data = {
  readonly viewer: {
    readonly role: Role | null | undefined;
  } | null | undefined;
};
export type OrdersRouteRoleQuery = {
  response: OrdersRouteRoleQuery$data;
  variables: OrdersRouteRoleQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "role",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "OrdersRouteRoleQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/)
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
    "name": "OrdersRouteRoleQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
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
    "id": "7d40e0119fe3a6ca9709447b62732207f1ad1270e35b9924a40b5f7c5261d5b4",
    "metadata": {},
    "name": "OrdersRouteRoleQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "f61410bb82e2065e0790896448628af3";

export default node;
