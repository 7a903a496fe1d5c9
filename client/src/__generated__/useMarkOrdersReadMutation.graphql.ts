/**
 * @generated SignedSource<<f90eaf68f6d4abe88e7cfd1923da31b3>>
 * @relayHash f8771c7ec8ca257be60ae2574695300d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e3d0a7be2426964088c97e3b5838660751d663bbc502e2ff9cced65814b22ccd

import { ConcreteRequest } from 'relay-runtime';
export type useMarkOrdersReadMutation$variables = Record<PropertyKey, never>;
export type useMarkOrdersReadMutation$data = {
  readonly markOrdersRead: {
    readonly __typename: "MarkOrdersReadPayload";
    readonly unreadOrders: {
      readonly count: number;
      readonly lastReadAt: string | null | undefined;
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useMarkOrdersReadMutation = {
  response: useMarkOrdersReadMutation$data;
  variables: useMarkOrdersReadMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "markOrdersRead",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
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
        ],
        "type": "MarkOrdersReadPayload",
        "abstractKey": null
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
    "name": "useMarkOrdersReadMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useMarkOrdersReadMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "e3d0a7be2426964088c97e3b5838660751d663bbc502e2ff9cced65814b22ccd",
    "metadata": {},
    "name": "useMarkOrdersReadMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "da530b6d4b78a339750344b924d31f11";

export default node;
