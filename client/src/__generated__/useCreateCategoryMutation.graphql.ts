/**
 * @generated SignedSource<<f345ad768e79bdd49ac9c70bb957d861>>
 * @relayHash 5144ad974a5d59b6aa5a15b740792ebb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c8546d2979853356ff0d0dbbe058cecdae822115b5d57f44d4d51265676d1195

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CreateCategoryInput = {
  image: string;
  keywords?: string | null | undefined;
  name: string;
  nameFr?: string | null | undefined;
  nameRw?: string | null | undefined;
};
export type useCreateCategoryMutation$variables = {
  input: CreateCategoryInput;
};
export type useCreateCategoryMutation$data = {
  readonly createCategory: {
    readonly __typename: string;
    readonly category?: {
      readonly " $fragmentSpreads": FragmentRefs<"CategoryAdminTile_category" | "CategoryDeleteDialog_category" | "CategoryFormDialog_category">;
    };
    readonly message?: string;
  };
};
export type useCreateCategoryMutation = {
  response: useCreateCategoryMutation$data;
  variables: useCreateCategoryMutation$variables;
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
    "name": "useCreateCategoryMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "createCategory",
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
            "type": "CreateCategoryPayload",
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
    "name": "useCreateCategoryMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "createCategory",
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
            "type": "CreateCategoryPayload",
            "abstractKey": null
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "c8546d2979853356ff0d0dbbe058cecdae822115b5d57f44d4d51265676d1195",
    "metadata": {},
    "name": "useCreateCategoryMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "99e4211e86f4da8c545b2f1a0417c3da";

export default node;
