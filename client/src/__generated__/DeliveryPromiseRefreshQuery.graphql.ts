/**
 * @generated SignedSource<<530a190791e054a83d186a45a48a3f71>>
 * @relayHash 0bdf7858f1d1740d714c1b8b9b0349de
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8b9bc12b2e8027868afe0d26f413706dfccef9f26030f85dd972f2c424947151

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

const node: ConcreteRequest = {
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
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "charge",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "leadDays",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "sameDayCutoffHour",
            "storageKey": null
          },
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
      }
    ]
  },
  "params": {
    "id": "8b9bc12b2e8027868afe0d26f413706dfccef9f26030f85dd972f2c424947151",
    "metadata": {},
    "name": "DeliveryPromiseRefreshQuery",
    "operationKind": "query",
    "text": null
  }
};

(node as any).hash = "dd4a1503831650ca748d48bec8b0bb99";

export default node;
