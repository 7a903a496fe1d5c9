/**
 * @generated SignedSource<<cc6cc6a81f0ca577829a431c735c6ffd>>
 * @relayHash f1257129d5247a77eccfa74891bd4004
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c6c339ee11fa9e81bfb0d398e0ae973b1746b211058383f76687f69a6f26834b

import { ConcreteRequest } from 'relay-runtime';
export type ForgotPasswordInput = {
  email: string;
};
export type useForgotPasswordMutation$variables = {
  input: ForgotPasswordInput;
};
export type useForgotPasswordMutation$data = {
  readonly forgotPassword: {
    readonly __typename: string;
    readonly codeValidForMinutes?: number;
    readonly field?: string | null | undefined;
    readonly message?: string;
    readonly retryAfterSeconds?: number;
  };
};
export type useForgotPasswordMutation = {
  response: useForgotPasswordMutation$data;
  variables: useForgotPasswordMutation$variables;
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
    "name": "forgotPassword",
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
            "name": "codeValidForMinutes",
            "storageKey": null
          }
        ],
        "type": "ForgotPasswordPayload",
        "abstractKey": null
      },
      {
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
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "field",
            "storageKey": null
          }
        ],
        "type": "ValidationError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "retryAfterSeconds",
            "storageKey": null
          }
        ],
        "type": "RateLimitedError",
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
    "name": "useForgotPasswordMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useForgotPasswordMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "c6c339ee11fa9e81bfb0d398e0ae973b1746b211058383f76687f69a6f26834b",
    "metadata": {},
    "name": "useForgotPasswordMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "46b94acbf40faee9240b823f3d38ab8e";

export default node;
