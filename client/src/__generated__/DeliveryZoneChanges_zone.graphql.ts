/**
 * @generated SignedSource<<3432cdaf9b36a68fb01596fc1ca90e7a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DeliveryZoneChanges_zone$data = {
  readonly changes: ReadonlyArray<{
    readonly changedByName: string;
    readonly createdAt: string;
    readonly fields: ReadonlyArray<{
      readonly after: string;
      readonly before: string;
      readonly field: string;
    }>;
  }>;
  readonly " $fragmentType": "DeliveryZoneChanges_zone";
};
export type DeliveryZoneChanges_zone$key = {
  readonly " $data"?: DeliveryZoneChanges_zone$data;
  readonly " $fragmentSpreads": FragmentRefs<"DeliveryZoneChanges_zone">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DeliveryZoneChanges_zone",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "DeliveryZoneChange",
      "kind": "LinkedField",
      "name": "changes",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "changedByName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "createdAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "DeliveryZoneFieldChange",
          "kind": "LinkedField",
          "name": "fields",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "field",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "before",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "after",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "DeliveryZone",
  "abstractKey": null
};

(node as any).hash = "c0e414f4a9b5fe02014349d86cf5c327";

export default node;
