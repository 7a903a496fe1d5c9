/**
 * @generated SignedSource<<030db60f40f745093a26122e7737f132>>
 * @relayHash 58d63ae2aa2347862440145869deebc7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4a572bbc94612f5c44ea80f2d8b2b8f3d2a61fa4ec8cbdea42d4e279e4185355

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
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "nameRw",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "nameFr",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "keywords",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      (v2/*:: as any*/)
    ]
  },
  "params": {
    "id": "4a572bbc94612f5c44ea80f2d8b2b8f3d2a61fa4ec8cbdea42d4e279e4185355",
    "metadata": {},
    "name": "SubCategoryAdminRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "774b014c07b875069266b7a1b5062c63";

export default node;
