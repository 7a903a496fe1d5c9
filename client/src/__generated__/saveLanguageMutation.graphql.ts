/**
 * @generated SignedSource<<fd73afb952563511026a451e61566f4f>>
 * @relayHash e4f769905de80a9c2f1f648b7aff53e6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d45f8d60924cb11b1136e31506733343bf0d0236c5050b7428c89553d88b8fc3

import { ConcreteRequest } from 'relay-runtime';
export type Language = "EN" | "FR" | "RW" | "%future added value";
export type SetLanguageInput = {
  language: Language;
};
export type saveLanguageMutation$variables = {
  input: SetLanguageInput;
};
export type saveLanguageMutation$data = {
  readonly setLanguage: {
    readonly __typename: string;
    readonly message?: string;
    readonly viewer?: {
      readonly id: string;
      readonly language: Language;
    };
  };
};
export type saveLanguageMutation = {
  response: saveLanguageMutation$data;
  variables: saveLanguageMutation$variables;
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
    "name": "setLanguage",
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
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "viewer",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "language",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "SetLanguagePayload",
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
    "name": "saveLanguageMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "saveLanguageMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "d45f8d60924cb11b1136e31506733343bf0d0236c5050b7428c89553d88b8fc3",
    "metadata": {},
    "name": "saveLanguageMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "5ca35628127a993e5f1c44de545cb621";

export default node;
