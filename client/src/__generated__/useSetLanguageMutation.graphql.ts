/**
 * @generated SignedSource<<a5f6115005852621b09ae9e94f2f763e>>
 * @relayHash 219f98c802aaaf980010d3ad4fd0cf06
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c49cf6cb7dc348b33c3063e8744bf94d3e97d827ed45dd686de7873f77471e72

import { ConcreteRequest } from 'relay-runtime';
export type Language = "EN" | "FR" | "RW" | "%future added value";
export type SetLanguageInput = {
  language: Language;
};
export type useSetLanguageMutation$variables = {
  input: SetLanguageInput;
};
export type useSetLanguageMutation$data = {
  readonly setLanguage: {
    readonly __typename: string;
    readonly message?: string;
    readonly viewer?: {
      readonly id: string;
      readonly language: Language;
    };
  };
};
export type useSetLanguageMutation = {
  response: useSetLanguageMutation$data;
  variables: useSetLanguageMutation$variables;
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
    "name": "useSetLanguageMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSetLanguageMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "c49cf6cb7dc348b33c3063e8744bf94d3e97d827ed45dd686de7873f77471e72",
    "metadata": {},
    "name": "useSetLanguageMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "55a82dab12fb84a37330726d29c5b8b7";

export default node;
