/**
 * @generated SignedSource<<78e87e6f937e3d40429b5582f8ccf01e>>
 * @relayHash 8af1518af4697f22a8c4938d36a1523a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 37d0fc1e562814f81351b499de5f1597cb7bcafce532a93d186b84f284c513b7

import { ConcreteRequest } from 'relay-runtime';
export type VerifyForgotPasswordOtpInput = {
  email: string;
  otp: string;
};
export type useVerifyForgotPasswordOtpMutation$variables = {
  input: VerifyForgotPasswordOtpInput;
};
export type useVerifyForgotPasswordOtpMutation$data = {
  readonly verifyForgotPasswordOtp: {
    readonly __typename: string;
    readonly expiresAt?: string;
    readonly field?: string | null | undefined;
    readonly message?: string;
    readonly resetToken?: string;
    readonly retryAfterSeconds?: number;
  };
};
export type useVerifyForgotPasswordOtpMutation = {
  response: useVerifyForgotPasswordOtpMutation$data;
  variables: useVerifyForgotPasswordOtpMutation$variables;
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
    "name": "verifyForgotPasswordOtp",
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
            "name": "resetToken",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "expiresAt",
            "storageKey": null
          }
        ],
        "type": "VerifyForgotPasswordOtpPayload",
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
    "name": "useVerifyForgotPasswordOtpMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useVerifyForgotPasswordOtpMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "37d0fc1e562814f81351b499de5f1597cb7bcafce532a93d186b84f284c513b7",
    "metadata": {},
    "name": "useVerifyForgotPasswordOtpMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "0e976945b1809fc9ea73420da9b1c091";

export default node;
