/**
 * @generated SignedSource<<e2d043d1432f129a979531c00698e862>>
 * @relayHash 3f54d8008ee19eb3435a2131cbd496f8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 162bf92604468c911f1bbf7e55890e7014b94cf314dd792d76c9d5cda333703a

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SubCategoryAdminRouteQuery$variables = Record<PropertyKey, never>;
export type SubCategoryAdminRouteQuery$data = {
  readonly categories: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"SubCategoryFormDialog_categories">;
  }>;
  readonly subCategories: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"SubCategoryDeleteDialog_subCategory" | "SubCategoryFormDialog_subCategory" | "SubCategoryRow_subCategory">;
  }>;
};
export type SubCategoryAdminRouteQuery = {
  response: SubCategoryAdminRouteQuery$data;
  variables: SubCategoryAdminRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "concreteType": "Category",
  "kind": "LinkedField",
  "name": "categories",
  "plural": true,
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/)
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SubCategoryAdminRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "SubCategory",
        "kind": "LinkedField",
        "name": "subCategories",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "SubCategoryRow_subCategory"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "SubCategoryFormDialog_subCategory"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "SubCategoryDeleteDialog_subCategory"
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
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "SubCategoryFormDialog_categories"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SubCategoryAdminRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "SubCategory",
        "kind": "LinkedField",
        "name": "subCategories",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "image",
            "storageKey": null
          },
          (v2/*:: as any*/)
        ],
        "storageKey": null
      },
      (v2/*:: as any*/)
    ]
  },
  "params": {
    "id": "162bf92604468c911f1bbf7e55890e7014b94cf314dd792d76c9d5cda333703a",
    "metadata": {},
    "name": "SubCategoryAdminRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "774b014c07b875069266b7a1b5062c63";

export default node;
