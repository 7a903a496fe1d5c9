/**
 * @generated SignedSource<<6eae20799d81d7fdfb63f24f8853b688>>
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
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "78c25c3267682396ec2dbd67d43f1db6";

export default node;
