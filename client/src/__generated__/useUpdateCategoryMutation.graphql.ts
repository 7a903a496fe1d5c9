/**
 * @generated SignedSource<<5ea4ef317b27ca2514d74a5ca479f8d5>>
 * @relayHash 5e8c09cede85b65d32180e80b7723e7d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c6dcd49c2c01dea9bc099b0b0e1d5fcf4c9a643e977f80d2e213c7aa5363bda1

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UpdateCategoryInput = {
  id: string;
  image?: string | null | undefined;
  keywords?: string | null | undefined;
  name?: string | null | undefined;
  nameFr?: string | null | undefined;
  nameRw?: string | null | undefined;
};
export type useUpdateCategoryMutation$variables = {
  input: UpdateCategoryInput;
};
export type useUpdateCategoryMutation$data = {
  readonly updateCategory: {
    readonly __typename: string;
    readonly category?: {
      readonly " $fragmentSpreads": FragmentRefs<"CategoryAdminTile_category" | "CategoryDeleteDialog_category" | "CategoryFormDialog_category">;
    };
    readonly message?: string;
  };
};
export type useUpdateCategoryMutation = {
  response: useUpdateCategoryMutation$data;
  variables: useUpdateCategoryMutation$variables;
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
    "name": "useUpdateCategoryMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateCategory",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Category",
                "kind": "LinkedField",
                "name": "category",
                "plural": false,
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "CategoryAdminTile_category"
                  },
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "CategoryFormDialog_category"
                  },
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "CategoryDeleteDialog_category"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "UpdateCategoryPayload",
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
    "name": "useUpdateCategoryMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateCategory",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Category",
                "kind": "LinkedField",
                "name": "category",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "name",
                    "storageKey": null
                  },
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
                    "kind": "ScalarField",
                    "name": "id",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "UpdateCategoryPayload",
            "abstractKey": null
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "c6dcd49c2c01dea9bc099b0b0e1d5fcf4c9a643e977f80d2e213c7aa5363bda1",
    "metadata": {},
    "name": "useUpdateCategoryMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "eef90c005adbe015fcd250cf9243f3eb";

export default node;
