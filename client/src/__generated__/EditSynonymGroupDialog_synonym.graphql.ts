/**
 * @generated SignedSource<<4a265b4de11ddff03803c92281c90bdb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EditSynonymGroupDialog_synonym$data = {
  readonly id: string;
  readonly words: ReadonlyArray<string>;
  readonly " $fragmentType": "EditSynonymGroupDialog_synonym";
};
export type EditSynonymGroupDialog_synonym$key = {
  readonly " $data"?: EditSynonymGroupDialog_synonym$data;
  readonly " $fragmentSpreads": FragmentRefs<"EditSynonymGroupDialog_synonym">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EditSynonymGroupDialog_synonym",
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

(node as any).hash = "3aa03f9cd5427e83bb8ff3b1a0b4e205";

export default node;
