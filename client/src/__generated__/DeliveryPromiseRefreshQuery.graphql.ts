/**
 * @generated SignedSource<<7863c02d10196d73ee85b2a6c3c42c78>>
 * @relayHash 90ef92023368eecb4f8a8f505a8abd51
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b6aa2a4ada7a65e3838e779e8a1b086a97af59934121a21344f5e2a64b9f3545

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DeliveryPromiseRefreshQuery$variables = Record<PropertyKey, never>;
export type DeliveryPromiseRefreshQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"useDeliveryPromise_query">;
};
export type DeliveryPromiseRefreshQuery = {
  response: DeliveryPromiseRefreshQuery$data;
  variables: DeliveryPromiseRefreshQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "charge",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "leadDays",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "sameDayCutoffHour",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "DeliveryPromiseRefreshQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "useDeliveryPromise_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "DeliveryPromiseRefreshQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "DeliveryPromise",
        "kind": "LinkedField",
        "name": "deliveryPromise",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "district",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "served",
            "storageKey": null
          },
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "localLabel",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "estimatedDeliveryDate",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "servedDistricts",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": "servedZones",
        "args": [
          {
            "kind": "Literal",
            "name": "served",
            "value": true
          }
        ],
        "concreteType": "DeliveryZone",
        "kind": "LinkedField",
        "name": "deliveryZones",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": "deliveryZones(served:true)"
      }
    ]
  },
  "params": {
    "id": "b6aa2a4ada7a65e3838e779e8a1b086a97af59934121a21344f5e2a64b9f3545",
    "metadata": {},
    "name": "DeliveryPromiseRefreshQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "555d3356f5b7d387a702021cff8f6e7b";

export default node;
