/**
 * @generated SignedSource<<aeb1454e20ad3d661ab9c9deafdffcf0>>
 * @relayHash 0c32381edc002d3a0cd25c251f445bee
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8bff276a170248b68f6ac1e3bb5e5990622253a2e0969dcb54eb0acaa7c0b5fe

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
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "8bff276a170248b68f6ac1e3bb5e5990622253a2e0969dcb54eb0acaa7c0b5fe",
    "metadata": {},
    "name": "CategoryAdminRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "a1b775f08058c4916996da9e7d110ce9";

export default node;
