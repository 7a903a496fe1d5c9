/**
 * @generated SignedSource<<ce8ec1adab3ba154dc3aee2e5177f8c6>>
 * @relayHash fde5aa9e375aa11a52aa26491c2b20ef
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID de8fb54cdb4272eef94d96c5fd9f3f442d676904fa6998b3088d809c3881555c

import { ConcreteRequest } from 'relay-runtime';
export type offlineCartQuery$variables = Record<PropertyKey, never>;
export type offlineCartQuery$data = {
  readonly viewer: {
    readonly cart: {
      readonly lines: ReadonlyArray<{
        readonly id: string;
        readonly product: {
          readonly id: string;
        };
        readonly quantity: number;
      }>;
    };
  } | null | undefined;
};
export type offlineCartQuery = {
  response: offlineCartQuery$data;
  variables: offlineCartQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "concreteType": "CartLine",
  "kind": "LinkedField",
  "name": "lines",
  "plural": true,
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "quantity",
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
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "offlineCartQuery",
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
            "concreteType": "Cart",
            "kind": "LinkedField",
            "name": "cart",
            "plural": false,
            "selections": [
              (v1/*:: as any*/)
            ],
            "storageKey": null
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
    "name": "offlineCartQuery",
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
            "concreteType": "Cart",
            "kind": "LinkedField",
            "name": "cart",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v0/*:: as any*/)
            ],
            "storageKey": null
          },
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "de8fb54cdb4272eef94d96c5fd9f3f442d676904fa6998b3088d809c3881555c",
    "metadata": {},
    "name": "offlineCartQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "725f1df142e6fa6006dbfda2d5544ac6";

export default node;
