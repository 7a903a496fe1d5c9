/**
 * @generated SignedSource<<10b3f4d907dc2f69b5710987efbefa9d>>
 * @relayHash 50cc2edc20ab67092863d1027cd24e25
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 84f7551e3dc4658772536c06f8c5488632a0085084de4150508d3524f401b235

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CreateSubCategoryInput = {
  categoryIds: ReadonlyArray<string>;
  image: string;
  keywords?: string | null | undefined;
  name: string;
  nameFr?: string | null | undefined;
  nameRw?: string | null | undefined;
};
export type useCreateSubCategoryMutation$variables = {
  input: CreateSubCategoryInput;
};
export type useCreateSubCategoryMutation$data = {
  readonly createSubCategory: {
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
export type useCreateSubCategoryMutation = {
  response: useCreateSubCategoryMutation$data;
  variables: useCreateSubCategoryMutation$variables;
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
    "name": "useCreateSubCategoryMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "createSubCategory",
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
            "type": "CreateSubCategoryPayload",
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
    "name": "useCreateSubCategoryMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "createSubCategory",
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
            "type": "CreateSubCategoryPayload",
            "abstractKey": null
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "84f7551e3dc4658772536c06f8c5488632a0085084de4150508d3524f401b235",
    "metadata": {},
    "name": "useCreateSubCategoryMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "914385b6f14c133cbe4bf9cc99e8beaf";

export default node;
