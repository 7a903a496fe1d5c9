/**
 * @generated SignedSource<<ed5ad081c057b9c05460a8529da25abb>>
 * @relayHash e001a18898c4ca588044c29a9392f426
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bbc20e6cbbb9b885eee75b2ebf65182427d9fcaf8bcff3c5f1c4815de3b763dd

import { ConcreteRequest } from 'relay-runtime';
export type NewOrderAlertsQuery$variables = {
  since: string;
};
export type NewOrderAlertsQuery$data = {
  readonly newOrdersSince: {
    readonly orders: ReadonlyArray<{
      readonly orderNumber: string;
    }>;
  };
};
export type NewOrderAlertsQuery = {
  response: NewOrderAlertsQuery$data;
  variables: NewOrderAlertsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "since"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "since",
    "variableName": "since"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "orderNumber",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "NewOrderAlertsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "NewOrders",
        "kind": "LinkedField",
        "name": "newOrdersSince",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Order",
            "kind": "LinkedField",
            "name": "orders",
            "plural": true,
            "selections": [
              (v2/*:: as any*/)
            ],
            "storageKey": null
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "NewOrderAlertsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "NewOrders",
        "kind": "LinkedField",
        "name": "newOrdersSince",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Order",
            "kind": "LinkedField",
            "name": "orders",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
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
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "bbc20e6cbbb9b885eee75b2ebf65182427d9fcaf8bcff3c5f1c4815de3b763dd",
    "metadata": {},
    "name": "NewOrderAlertsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "82175e3617e288c4b99289dd62e21b47";

export default node;
