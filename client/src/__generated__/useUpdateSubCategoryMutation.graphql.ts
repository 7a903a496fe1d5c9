/**
 * @generated SignedSource<<3e784d6f5f3ba1f192ce13e276c6cb90>>
 * @relayHash 96473f5a795236d885a3d3640d110b6b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 80575c9cba91fe0f5a651cd6f81dfc9bebe3f642d12e39590a3c75dcc7083feb

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UpdateSubCategoryInput = {
  categoryIds?: ReadonlyArray<string> | null | undefined;
  id: string;
  image?: string | null | undefined;
  keywords?: string | null | undefined;
  name?: string | null | undefined;
  nameFr?: string | null | undefined;
  nameRw?: string | null | undefined;
};
export type useUpdateSubCategoryMutation$variables = {
  input: UpdateSubCategoryInput;
};
export type useUpdateSubCategoryMutation$data = {
  readonly updateSubCategory: {
    readonly __typename: string;
    readonly categories?: ReadonlyArray<{
      readonly subCategories: ReadonlyArray<{
        readonly id: string;
      }>;
    }>;
    readonly message?: string;
    readonly subCategory?: {
      readonly " $fragmentSpreads": FragmentRefs<"SubCategoryFormDialog_subCategory" | "SubCategoryRow_subCategory">;
    };
  };
};
export type useUpdateSubCategoryMutation = {
  response: useUpdateSubCategoryMutation$data;
  variables: useUpdateSubCategoryMutation$variables;
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
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "SubCategory",
  "kind": "LinkedField",
  "name": "subCategories",
  "plural": true,
  "selections": [
    (v3/*:: as any*/)
  ],
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
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUpdateSubCategoryMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateSubCategory",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "SubCategory",
                "kind": "LinkedField",
                "name": "subCategory",
                "plural": false,
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "SubCategoryRow_subCategory"
                  },
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "SubCategoryFormDialog_subCategory"
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Category",
                "kind": "LinkedField",
                "name": "categories",
                "plural": true,
                "selections": [
                  (v4/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "UpdateSubCategoryPayload",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateSubCategoryMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateSubCategory",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "SubCategory",
                "kind": "LinkedField",
                "name": "subCategory",
                "plural": false,
                "selections": [
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "image",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Category",
                    "kind": "LinkedField",
                    "name": "categories",
                    "plural": true,
                    "selections": [
                      (v3/*:: as any*/),
                      (v6/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v3/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Category",
                "kind": "LinkedField",
                "name": "categories",
                "plural": true,
                "selections": [
                  (v4/*:: as any*/),
                  (v3/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "UpdateSubCategoryPayload",
            "abstractKey": null
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "80575c9cba91fe0f5a651cd6f81dfc9bebe3f642d12e39590a3c75dcc7083feb",
    "metadata": {},
    "name": "useUpdateSubCategoryMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "79e73b49464d0a3447d95735ce8a2b83";

export default node;
