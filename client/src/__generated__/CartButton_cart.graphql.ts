/**
 * @generated SignedSource<<8ca7300659e85dac9f418fefcb85bf09>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CartButton_cart$data = {
  readonly total: number;
  readonly totalQuantity: number;
  readonly " $fragmentType": "CartButton_cart";
};
export type CartButton_cart$key = {
  readonly " $data"?: CartButton_cart$data;
  readonly " $fragmentSpreads": FragmentRefs<"CartButton_cart">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CartButton_cart",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "totalQuantity",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "total",
      "storageKey": null
    }
  ],
  "type": "Cart",
  "abstractKey": null
};

(node as any).hash = "e07aec70796d852c455e47ba39e8887c";

export default node;
