/**
 * @generated SignedSource<<abc7c258c665b65205f08313e75c9cd8>>
 * @relayHash 2a3565eb5eb7f960192fa10eb62e9d8a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bf653b12c83d365c3a8ec2ce9117b7a53497ffd39bc477ef32c5fd22d6585c1b

import { ConcreteRequest } from 'relay-runtime';
export type DeleteSubCategoryInput = {
  id: string;
};
export type useDeleteSubCategoryMutation$variables = {
  input: DeleteSubCategoryInput;
};
export type useDeleteSubCategoryMutation$data = {
  readonly deleteSubCategory: {
    readonly __typename: string;
    readonly deletedSubCategoryId?: string;
    readonly message?: string;
  };
};
export type useDeleteSubCategoryMutation = {
  response: useDeleteSubCategoryMutation$data;
  variables: useDeleteSubCategoryMutation$variables;
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
    "name": "deleteSubCategory",
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
            "name": "deletedSubCategoryId",
            "storageKey": null
          }
        ],
        "type": "DeleteSubCategoryPayload",
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
    "name": "useDeleteSubCategoryMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDeleteSubCategoryMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "bf653b12c83d365c3a8ec2ce9117b7a53497ffd39bc477ef32c5fd22d6585c1b",
    "metadata": {},
    "name": "useDeleteSubCategoryMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "34e7483a7b3b2eedd2a6c818251c7419";

export default node;
