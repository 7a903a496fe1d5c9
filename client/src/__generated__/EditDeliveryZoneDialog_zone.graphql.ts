/**
 * @generated SignedSource<<94694fa8e6cbb60bdf169db7e59fe5f5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EditDeliveryZoneDialog_zone$data = {
  readonly charge: number;
  readonly district: string;
  readonly id: string;
  readonly label: string;
  readonly labelFr: string;
  readonly labelRw: string;
  readonly leadDays: number;
  readonly sameDayCutoffHour: number | null | undefined;
  readonly served: boolean;
  readonly " $fragmentType": "EditDeliveryZoneDialog_zone";
};
export type EditDeliveryZoneDialog_zone$key = {
  readonly " $data"?: EditDeliveryZoneDialog_zone$data;
  readonly " $fragmentSpreads": FragmentRefs<"EditDeliveryZoneDialog_zone">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EditDeliveryZoneDialog_zone",
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
    }
  ],
  "type": "DeliveryZone",
  "abstractKey": null
};

(node as any).hash = "fd392b20c74e0d41e1755da45a4a1bb8";

export default node;
