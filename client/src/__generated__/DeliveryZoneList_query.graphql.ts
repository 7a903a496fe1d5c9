/**
 * @generated SignedSource<<4e1680a3258f5b7f1163ad271ac8f2f8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DeliveryZoneList_query$data = {
  readonly deliveryZones: ReadonlyArray<{
    readonly id: string;
    readonly province: string;
    readonly served: boolean;
    readonly " $fragmentSpreads": FragmentRefs<"DeliveryZoneRow_zone" | "EditDeliveryZoneDialog_zone">;
  }>;
  readonly " $fragmentType": "DeliveryZoneList_query";
};
export type DeliveryZoneList_query$key = {
  readonly " $data"?: DeliveryZoneList_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"DeliveryZoneList_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DeliveryZoneList_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "DeliveryZone",
      "kind": "LinkedField",
      "name": "deliveryZones",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "province",
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
          "args": null,
          "kind": "FragmentSpread",
          "name": "DeliveryZoneRow_zone"
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "EditDeliveryZoneDialog_zone"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "0c0096a54ccfb5bba7fcede39a720344";

export default node;
