/**
 * @generated SignedSource<<c51489e77afbd74dc49b9caeb6d1cfb0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AddressOption_address$data = {
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
  readonly " $fragmentType": "AddressOption_address";
};
export type AddressOption_address$key = {
  readonly " $data"?: AddressOption_address$data;
  readonly " $fragmentSpreads": FragmentRefs<"AddressOption_address">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AddressOption_address",
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

(node as any).hash = "db88e5ae465831fa286f0e84fe9c8c21";

export default node;
