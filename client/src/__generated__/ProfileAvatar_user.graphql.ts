/**
 * @generated SignedSource<<03dd812c7ce2985cffb5e43c3c3dc147>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProfileAvatar_user$data = {
  readonly avatar: string | null | undefined;
  readonly " $fragmentType": "ProfileAvatar_user";
};
export type ProfileAvatar_user$key = {
  readonly " $data"?: ProfileAvatar_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfileAvatar_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProfileAvatar_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "avatar",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "f1803d3450114c0c93b5f8fb46b344be";

export default node;
