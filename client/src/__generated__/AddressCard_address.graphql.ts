/**
 * @generated SignedSource<<1fb371fa02a728ba843044580f4c8152>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AddressCard_address$data = {
  readonly deliveryPromise: {
    readonly " $fragmentSpreads": FragmentRefs<"AddressPromise_promise">;
  };
  readonly district: string;
  readonly houseNumber: string | null | undefined;
  readonly id: string;
  readonly mobile: string;
  readonly sector: string;
  readonly street: string;
  readonly village: string;
  readonly " $fragmentType": "AddressCard_address";
};
export type AddressCard_address$key = {
  readonly " $data"?: AddressCard_address$data;
  readonly " $fragmentSpreads": FragmentRefs<"AddressCard_address">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AddressCard_address",
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
      "name": "sector",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "village",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "houseNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "street",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "mobile",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DeliveryPromise",
      "kind": "LinkedField",
      "name": "deliveryPromise",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "AddressPromise_promise"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Address",
  "abstractKey": null
};

(node as any).hash = "bc7bbe07bbd5da1dcaf0f7f2a381980e";

export default node;
