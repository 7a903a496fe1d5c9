/**
 * @generated SignedSource<<b2e0e9f88a613ffd10f531254a81d185>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DeliveryZoneRow_zone$data = {
  readonly charge: number;
  readonly district: string;
  readonly label: string;
  readonly labelFr: string;
  readonly labelRw: string;
  readonly leadDays: number;
  readonly sameDayCutoffHour: number | null | undefined;
  readonly served: boolean;
  readonly " $fragmentSpreads": FragmentRefs<"DeliveryZoneChanges_zone">;
  readonly " $fragmentType": "DeliveryZoneRow_zone";
};
export type DeliveryZoneRow_zone$key = {
  readonly " $data"?: DeliveryZoneRow_zone$data;
  readonly " $fragmentSpreads": FragmentRefs<"DeliveryZoneRow_zone">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DeliveryZoneRow_zone",
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
      "name": "label",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "labelRw",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "labelFr",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DeliveryZoneChanges_zone"
    }
  ],
  "type": "DeliveryZone",
  "abstractKey": null
};

(node as any).hash = "3e3e8e6dc307000541efdf047c744c98";

export default node;
