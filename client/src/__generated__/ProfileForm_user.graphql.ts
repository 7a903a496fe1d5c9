/**
 * @generated SignedSource<<790f24546827a19594009b548834b9ce>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProfileForm_user$data = {
  readonly email: string | null | undefined;
  readonly mobile: string | null | undefined;
  readonly name: string;
  readonly " $fragmentType": "ProfileForm_user";
};
export type ProfileForm_user$key = {
  readonly " $data"?: ProfileForm_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfileForm_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProfileForm_user",
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
      "name": "email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "mobile",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "bb6295652840df571025f28831ca5631";

export default node;
