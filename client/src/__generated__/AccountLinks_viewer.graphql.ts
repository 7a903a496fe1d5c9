/**
 * @generated SignedSource<<14f05369226122e5a0b6aa4de3d469a7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Role = "ADMIN" | "USER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AccountLinks_viewer$data = {
  readonly mobile: string | null | undefined;
  readonly name: string;
  readonly role: Role | null | undefined;
  readonly " $fragmentType": "AccountLinks_viewer";
};
export type AccountLinks_viewer$key = {
  readonly " $data"?: AccountLinks_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"AccountLinks_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AccountLinks_viewer",
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
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "fcf6a9ff621a38d72c38bb7379a92d6b";

export default node;
