/**
 * @generated SignedSource<<4e51cbd9100e22e9bbab98ba47b8254e>>
 * @relayHash e54a0b25e766ae084f8bedb4b70b4b65
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 970bcfa5ac1cf9a2eceed8a3b1010e8ed16e5b48bd4b5d51d52b9f90f137d513

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CategoryAdminRouteQuery$variables = Record<PropertyKey, never>;
export type CategoryAdminRouteQuery$data = {
  readonly categories: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"CategoryAdminTile_category" | "CategoryDeleteDialog_category" | "CategoryFormDialog_category">;
  }>;
};
export type CategoryAdminRouteQuery = {
  response: CategoryAdminRouteQuery$data;
  variables: CategoryAdminRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CategoryAdminRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Category",
        "kind": "LinkedField",
        "name": "categories",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
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
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "CategoryAdminRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Category",
        "kind": "LinkedField",
        "name": "categories",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
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
      }
    ]
  },
  "params": {
    "id": "970bcfa5ac1cf9a2eceed8a3b1010e8ed16e5b48bd4b5d51d52b9f90f137d513",
    "metadata": {},
    "name": "CategoryAdminRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "a1b775f08058c4916996da9e7d110ce9";

export default node;
