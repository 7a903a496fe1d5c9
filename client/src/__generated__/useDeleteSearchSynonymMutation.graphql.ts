/**
 * @generated SignedSource<<1f747c1467e56e14c4e6123771087d05>>
 * @relayHash 50e14916f871728f160dc1941451d3fc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c387564e5d07563d1f5711cf9ee2438621b0ba04b9bd3cdf56fcf48243ef2d9b

import { ConcreteRequest } from 'relay-runtime';
export type DeleteSearchSynonymInput = {
  id: string;
};
export type useDeleteSearchSynonymMutation$variables = {
  connections: ReadonlyArray<string>;
  input: DeleteSearchSynonymInput;
};
export type useDeleteSearchSynonymMutation$data = {
  readonly deleteSearchSynonym: {
    readonly __typename: string;
    readonly deletedSearchSynonymId?: string;
    readonly message?: string;
  };
};
export type useDeleteSearchSynonymMutation = {
  response: useDeleteSearchSynonymMutation$data;
  variables: useDeleteSearchSynonymMutation$variables;
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
  "name": "deletedSearchSynonymId",
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
    "name": "useDeleteSearchSynonymMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "deleteSearchSynonym",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*:: as any*/)
            ],
            "type": "DeleteSearchSynonymPayload",
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
    "name": "useDeleteSearchSynonymMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "deleteSearchSynonym",
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
                "name": "deletedSearchSynonymId",
                "handleArgs": [
                  {
                    "kind": "Variable",
                    "name": "connections",
                    "variableName": "connections"
                  }
                ]
              }
            ],
            "type": "DeleteSearchSynonymPayload",
            "abstractKey": null
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "c387564e5d07563d1f5711cf9ee2438621b0ba04b9bd3cdf56fcf48243ef2d9b",
    "metadata": {},
    "name": "useDeleteSearchSynonymMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "1b40a92d939631b2f22bb8578f19238f";

export default node;
