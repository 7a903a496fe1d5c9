/**
 * @generated SignedSource<<2e546968084bc3d89f3bb8f2508310db>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Role = "ADMIN" | "USER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type BottomNav_viewer$data = {
  readonly cart: {
    readonly totalQuantity: number;
  };
  readonly role: Role | null | undefined;
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
      "kind": "ScalarField",
      "name": "role",
      "storageKey": null
    },
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

(node as any).hash = "f4e23dcc047b7a8979083a87dcdf8621";

export default node;
