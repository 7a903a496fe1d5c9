/**
 * @generated SignedSource<<1b6a774eeb5cbdab6e0e4a8a17245523>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AddressPromise_promise$data = {
  readonly charge: number;
  readonly district: string | null | undefined;
  readonly localLabel: string;
  readonly served: boolean;
  readonly " $fragmentType": "AddressPromise_promise";
};
export type AddressPromise_promise$key = {
  readonly " $data"?: AddressPromise_promise$data;
  readonly " $fragmentSpreads": FragmentRefs<"AddressPromise_promise">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AddressPromise_promise",
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
      "name": "localLabel",
      "storageKey": null
    }
  ],
  "type": "DeliveryPromise",
  "abstractKey": null
};

(node as any).hash = "c618052f2cbe3234a5f126b958000f77";

export default node;
