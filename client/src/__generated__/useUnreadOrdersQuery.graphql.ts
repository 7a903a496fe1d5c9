/**
 * @generated SignedSource<<ecf640f0c134ebed1bc5285196ab020b>>
 * @relayHash df0c120f66174de61761f35388986150
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6338154116837999345f84b9ba7d4f7ed1dc2301ae8b5a1b0a6bbcbb5b3ab837

import { ConcreteRequest } from 'relay-runtime';
export type useUnreadOrdersQuery$variables = Record<PropertyKey, never>;
export type useUnreadOrdersQuery$data = {
  readonly unreadOrders: {
    readonly count: number;
    readonly lastReadAt: string | null | undefined;
  };
};
export type useUnreadOrdersQuery = {
  response: useUnreadOrdersQuery$data;
  variables: useUnreadOrdersQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "UnreadOrders",
    "kind": "LinkedField",
    "name": "unreadOrders",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "count",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "lastReadAt",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useUnreadOrdersQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useUnreadOrdersQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "6338154116837999345f84b9ba7d4f7ed1dc2301ae8b5a1b0a6bbcbb5b3ab837",
    "metadata": {},
    "name": "useUnreadOrdersQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "fc7d0841802fc4e113c174db914d4ccc";

export default node;
