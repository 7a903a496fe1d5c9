/**
 * @generated SignedSource<<04be87d73e5d78da4fa24de7cd1c4832>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CancelOrderButton_order$data = {
  readonly id: string;
  readonly orderNumber: string;
  readonly " $fragmentSpreads": FragmentRefs<"CancelRefundNote_order">;
  readonly " $fragmentType": "CancelOrderButton_order";
};
export type CancelOrderButton_order$key = {
  readonly " $data"?: CancelOrderButton_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"CancelOrderButton_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CancelOrderButton_order",
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
      "name": "orderNumber",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CancelRefundNote_order"
    }
  ],
  "type": "Order",
  "abstractKey": null
};

(node as any).hash = "bf4096dfbdedcaea926fe2ffe158b9e8";

export default node;
