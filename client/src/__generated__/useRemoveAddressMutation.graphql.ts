/**
 * @generated SignedSource<<d49e06b2a7f70b380ba7da8f5fc7ce40>>
 * @relayHash 1519d33ba7127d149f6d8d1b476b0016
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 216cd940034f6912efb1b2b44856d850e4fca8d4f809262de7fef478471c7d88

import { ConcreteRequest } from 'relay-runtime';
export type RemoveAddressInput = {
  addressId: string;
};
export type useRemoveAddressMutation$variables = {
  connections: ReadonlyArray<string>;
  input: RemoveAddressInput;
};
export type useRemoveAddressMutation$data = {
  readonly removeAddress: {
    readonly __typename: string;
    readonly deletedAddressId?: string;
    readonly message?: string;
  };
};
export type useRemoveAddressMutation = {
  response: useRemoveAddressMutation$data;
  variables: useRemoveAddressMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deletedAddressId",
  "storageKey": null
},
v5 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    }
  ],
  "type": "Error",
  "abstractKey": "__isError"
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useRemoveAddressMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "removeAddress",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*:: as any*/)
            ],
            "type": "RemoveAddressPayload",
            "abstractKey": null
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useRemoveAddressMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "removeAddress",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "filters": null,
                "handle": "deleteEdge",
                "key": "",
                "kind": "ScalarHandle",
                "name": "deletedAddressId",
                "handleArgs": [
                  {
                    "kind": "Variable",
                    "name": "connections",
                    "variableName": "connections"
                  }
                ]
              }
            ],
            "type": "RemoveAddressPayload",
            "abstractKey": null
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "216cd940034f6912efb1b2b44856d850e4fca8d4f809262de7fef478471c7d88",
    "metadata": {},
    "name": "useRemoveAddressMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "bd1c90bf03e2058d9f86c7ee50f9c48b";

export default node;
