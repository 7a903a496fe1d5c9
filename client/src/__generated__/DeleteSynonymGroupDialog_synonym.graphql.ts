/**
 * @generated SignedSource<<762ab1f432454b4994f8dbac72fe71d0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DeleteSynonymGroupDialog_synonym$data = {
  readonly id: string;
  readonly words: ReadonlyArray<string>;
  readonly " $fragmentType": "DeleteSynonymGroupDialog_synonym";
};
export type DeleteSynonymGroupDialog_synonym$key = {
  readonly " $data"?: DeleteSynonymGroupDialog_synonym$data;
  readonly " $fragmentSpreads": FragmentRefs<"DeleteSynonymGroupDialog_synonym">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DeleteSynonymGroupDialog_synonym",
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
      "name": "words",
      "storageKey": null
    }
  ],
  "type": "SearchSynonym",
  "abstractKey": null
};

(node as any).hash = "d0ec484ccdbc62489b8908b1049283ea";

export default node;
