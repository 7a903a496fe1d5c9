/**
 * @generated SignedSource<<d869c1216ca3a23731b98b969afad99c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BottomNav_viewer$data = {
  readonly cart: {
    readonly totalQuantity: number;
  };
  readonly " $fragmentType": "BottomNav_viewer";
};
export type BottomNav_viewer$key = {
  readonly " $data"?: BottomNav_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"BottomNav_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BottomNav_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Cart",
      "kind": "LinkedField",
      "name": "cart",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalQuantity",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "18f9cf621fdf15df230f60bbd6f7b607";

export default node;
