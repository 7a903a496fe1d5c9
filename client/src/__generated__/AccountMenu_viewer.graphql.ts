/**
 * @generated SignedSource<<9e60a889b859d2c7486276c2d0e4bcc1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Role = "ADMIN" | "USER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AccountMenu_viewer$data = {
  readonly mobile: string | null | undefined;
  readonly name: string;
  readonly role: Role | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"AccountLinks_viewer">;
  readonly " $fragmentType": "AccountMenu_viewer";
};
export type AccountMenu_viewer$key = {
  readonly " $data"?: AccountMenu_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"AccountMenu_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AccountMenu_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
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
      "kind": "ScalarField",
      "name": "role",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "AccountLinks_viewer"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "9a3f25abdfad339f92eada9133d5f6c2";

export default node;
