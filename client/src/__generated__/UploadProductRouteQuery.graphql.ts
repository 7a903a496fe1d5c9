/**
 * @generated SignedSource<<837d78c452654c2efd4a201297bfff11>>
 * @relayHash 8009e82a02ac5a74af051a0922e82336
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4e264e58098eb85d4c57a44a61f8a984b60aee50342727969e9b6bdbe0fb44bd

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UploadProductRouteQuery$variables = Record<PropertyKey, never>;
export type UploadProductRouteQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"ProductForm_query">;
};
export type UploadProductRouteQuery = {
  response: UploadProductRouteQuery$data;
  variables: UploadProductRouteQuery$variables;
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
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "UploadProductRouteQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "ProductForm_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "UploadProductRouteQuery",
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
          (v1/*:: as any*/)
        ],
        "storageKey": null
      },
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
            "concreteType": "Category",
            "kind": "LinkedField",
            "name": "categories",
            "plural": true,
            "selections": [
              (v0/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "4e264e58098eb85d4c57a44a61f8a984b60aee50342727969e9b6bdbe0fb44bd",
    "metadata": {},
    "name": "UploadProductRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "693d256a85c967e46ed676da2f962630";

export default node;
