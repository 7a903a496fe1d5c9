/**
 * @generated SignedSource<<158fd35959c159f832894c2f09591095>>
 * @relayHash 81b827ced61402ce79ce8e1502ce384a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 420614983734f87d5a378c39816277cee3dec7be343bcc2643232a993e4f7872

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UpdateSearchSynonymInput = {
  id: string;
  words: ReadonlyArray<string>;
};
export type useUpdateSearchSynonymMutation$variables = {
  input: UpdateSearchSynonymInput;
};
export type useUpdateSearchSynonymMutation$data = {
  readonly updateSearchSynonym: {
    readonly __typename: string;
    readonly message?: string;
    readonly searchSynonym?: {
      readonly " $fragmentSpreads": FragmentRefs<"SynonymGroupRow_synonym">;
    };
  };
};
export type useUpdateSearchSynonymMutation = {
  response: useUpdateSearchSynonymMutation$data;
  variables: useUpdateSearchSynonymMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUpdateSearchSynonymMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateSearchSynonym",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "SearchSynonym",
                "kind": "LinkedField",
                "name": "searchSynonym",
                "plural": false,
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "SynonymGroupRow_synonym"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "UpdateSearchSynonymPayload",
            "abstractKey": null
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateSearchSynonymMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateSearchSynonym",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "SearchSynonym",
                "kind": "LinkedField",
                "name": "searchSynonym",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "words",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "id",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "UpdateSearchSynonymPayload",
            "abstractKey": null
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "420614983734f87d5a378c39816277cee3dec7be343bcc2643232a993e4f7872",
    "metadata": {},
    "name": "useUpdateSearchSynonymMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "6cd9e1e42d2730ee9aff270503e0cce9";

export default node;
