/**
 * @generated SignedSource<<85f9e3bda73a7bae387515e74244ec86>>
 * @relayHash ec6a74317464f37893947ae405d7e6d7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b8bfcf6fd714b6b1c93f55b3e08610e32c17bab41986d7bccfbeaec4676a5883

import { ConcreteRequest } from 'relay-runtime';
export type UploadImageInput = {
  file: File;
};
export type useUploadImageMutation$variables = {
  input: UploadImageInput;
};
export type useUploadImageMutation$data = {
  readonly uploadImage: {
    readonly __typename: string;
    readonly message?: string;
    readonly url?: string;
  };
};
export type useUploadImageMutation = {
  response: useUploadImageMutation$data;
  variables: useUploadImageMutation$variables;
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
    "name": "uploadImage",
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
            "name": "url",
            "storageKey": null
          }
        ],
        "type": "UploadImagePayload",
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
    "name": "useUploadImageMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUploadImageMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "b8bfcf6fd714b6b1c93f55b3e08610e32c17bab41986d7bccfbeaec4676a5883",
    "metadata": {},
    "name": "useUploadImageMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "922351ecd97403229fe4f8d7f272d8e7";

export default node;
