/**
 * @generated SignedSource<<07163a967b2f5240a49a121aebe5cdc0>>
 * @relayHash cf8e30aaa6016294716a75125010328e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5c65f5d6234c37b44ecd0dff57a769e43ba52c43afec2ba1bc4ef706c7fbbbd0

import { ConcreteRequest } from 'relay-runtime';
export type Role = "ADMIN" | "USER" | "%future added value";
export type AdminGuardRouteQuery$variables = Record<PropertyKey, never>;
export type AdminGuardRouteQuery$data = {
  readonly viewer: {
    readonly role: Role | null | undefined;
  } | null | undefined;
};
export type AdminGuardRouteQuery = {
  response: AdminGuardRouteQuery$data;
  variables: AdminGuardRouteQuery$variables;
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
    "name": "AdminGuardRouteQuery",
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
    "name": "AdminGuardRouteQuery",
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
    "id": "5c65f5d6234c37b44ecd0dff57a769e43ba52c43afec2ba1bc4ef706c7fbbbd0",
    "metadata": {},
    "name": "AdminGuardRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "8ff2c917a9a9ef0ca3941c334c3e3274";

export default node;
