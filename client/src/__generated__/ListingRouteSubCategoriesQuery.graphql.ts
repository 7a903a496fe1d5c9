/**
 * @generated SignedSource<<a837bc06141e5268bbe8a68b434f956f>>
 * @relayHash 3b97ce75e5127aac3445c557951f666d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3d1c35a6a85558f5e040b3b400e19f2d24b391089836e50ca03fe4dc5ce49676

import { ConcreteRequest } from 'relay-runtime';
export type ListingRouteSubCategoriesQuery$variables = {
  categoryId: string;
};
export type ListingRouteSubCategoriesQuery$data = {
  readonly category: {
    readonly subCategories: ReadonlyArray<{
      readonly databaseId: string;
      readonly id: string;
    }>;
  } | null | undefined;
};
export type ListingRouteSubCategoriesQuery = {
  response: ListingRouteSubCategoriesQuery$data;
  variables: ListingRouteSubCategoriesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "categoryId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "databaseId",
    "variableName": "categoryId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "SubCategory",
  "kind": "LinkedField",
  "name": "subCategories",
  "plural": true,
  "selections": [
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "databaseId",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ListingRouteSubCategoriesQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Category",
        "kind": "LinkedField",
        "name": "category",
        "plural": false,
        "selections": [
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ListingRouteSubCategoriesQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Category",
        "kind": "LinkedField",
        "name": "category",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "3d1c35a6a85558f5e040b3b400e19f2d24b391089836e50ca03fe4dc5ce49676",
    "metadata": {},
    "name": "ListingRouteSubCategoriesQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "1eda468525b71f7996beac17cb353585";

export default node;
