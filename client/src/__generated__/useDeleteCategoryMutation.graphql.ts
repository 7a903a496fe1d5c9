/**
 * @generated SignedSource<<f5a3a69be4dd846c07f02a4aa94c6c27>>
 * @relayHash a175a8e564d670e2a5cb2ae4d8bdb9d0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID adec99aec69635efc1b44c31f5bd7e30e55ba6434590b97d0bb47fc188597b14

import { ConcreteRequest } from 'relay-runtime';
export type DeleteCategoryInput = {
  id: string;
};
export type useDeleteCategoryMutation$variables = {
  input: DeleteCategoryInput;
};
export type useDeleteCategoryMutation$data = {
  readonly deleteCategory: {
    readonly __typename: string;
    readonly deletedCategoryId?: string;
    readonly message?: string;
  };
};
export type useDeleteCategoryMutation = {
  response: useDeleteCategoryMutation$data;
  variables: useDeleteCategoryMutation$variables;
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
    "name": "deleteCategory",
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
            "name": "deletedCategoryId",
            "storageKey": null
          }
        ],
        "type": "DeleteCategoryPayload",
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
    "name": "useDeleteCategoryMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDeleteCategoryMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "adec99aec69635efc1b44c31f5bd7e30e55ba6434590b97d0bb47fc188597b14",
    "metadata": {},
    "name": "useDeleteCategoryMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "489a68cb47fd7bbe5192c9337529bdb3";

export default node;
