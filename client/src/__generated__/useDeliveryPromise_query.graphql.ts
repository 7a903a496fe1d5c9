/**
 * @generated SignedSource<<833c42997f1b79e4c2673ba7994fdcd4>>
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
    readonly leadDays: number;
    readonly localLabel: string;
    readonly sameDayCutoffHour: number | null | undefined;
    readonly served: boolean;
    readonly servedDistricts: ReadonlyArray<string>;
  };
  readonly " $fragmentType": "useDeliveryPromise_query";
};
export type useDeliveryPromise_query$key = {
  readonly " $data"?: useDeliveryPromise_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"useDeliveryPromise_query">;
};

import DeliveryPromiseRefreshQuery_graphql from './DeliveryPromiseRefreshQuery.graphql';

const node: ReaderFragment = {
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
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "dd4a1503831650ca748d48bec8b0bb99";

export default node;
