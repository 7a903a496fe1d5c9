/**
 * @generated SignedSource<<330ddb35875de1e8ba7732fff92f7ff9>>
 * @relayHash cf9d8e9797a9d272ec029f3699e30621
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0e645379f0a618c78c78bf9b7e9f05a44f074ab841d8b78a1b98136063abdcb3

import { ConcreteRequest } from 'relay-runtime';
export type RefreshTokenInput = {
  refreshToken: string;
};
export type RefreshSessionMutation$variables = {
  input: RefreshTokenInput;
};
export type RefreshSessionMutation$data = {
  readonly refreshToken: {
    readonly __typename: "RefreshTokenPayload";
    readonly accessToken: string;
    readonly refreshToken: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type RefreshSessionMutation = {
  response: RefreshSessionMutation$data;
  variables: RefreshSessionMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "refreshToken",
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
            "kind": "ScalarField",
            "name": "accessToken",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "refreshToken",
            "storageKey": null
          }
        ],
        "type": "RefreshTokenPayload",
        "abstractKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "RefreshSessionMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RefreshSessionMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "0e645379f0a618c78c78bf9b7e9f05a44f074ab841d8b78a1b98136063abdcb3",
    "metadata": {},
    "name": "RefreshSessionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "61700666c881dec712f5d77a7b005e82";

export default node;
