/**
 * @generated SignedSource<<9265ea8363a2f445107123ab3777fbe5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useDeliveryPromise_query$data = {
  readonly deliveryPromise: {
    readonly charge: number;
    readonly district: string | null | undefined;
    readonly estimatedDeliveryDate: string;
    readonly label: string;
    readonly leadDays: number;
    readonly localLabel: string;
    readonly sameDayCutoffHour: number | null | undefined;
    readonly served: boolean;
    readonly servedDistricts: ReadonlyArray<string>;
  };
  readonly servedZones: ReadonlyArray<{
    readonly charge: number;
    readonly label: string;
    readonly leadDays: number;
    readonly sameDayCutoffHour: number | null | undefined;
  }>;
  readonly " $fragmentType": "useDeliveryPromise_query";
};
export type useDeliveryPromise_query$key = {
  readonly " $data"?: useDeliveryPromise_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"useDeliveryPromise_query">;
};

import DeliveryPromiseRefreshQuery_graphql from './DeliveryPromiseRefreshQuery.graphql';

const node: ReaderFragment = (function(){
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
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [],
      "operation": DeliveryPromiseRefreshQuery_graphql
    }
  },
  "name": "useDeliveryPromise_query",
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
        (v3/*:: as any*/)
      ],
      "storageKey": "deliveryZones(served:true)"
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "555d3356f5b7d387a702021cff8f6e7b";

export default node;
