/**
 * @generated SignedSource<<1724ecf4098bdc20839e0df7a698be79>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SynonymGroupRow_synonym$data = {
  readonly words: ReadonlyArray<string>;
  readonly " $fragmentType": "SynonymGroupRow_synonym";
};
export type SynonymGroupRow_synonym$key = {
  readonly " $data"?: SynonymGroupRow_synonym$data;
  readonly " $fragmentSpreads": FragmentRefs<"SynonymGroupRow_synonym">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SynonymGroupRow_synonym",
  "selections": [
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

(node as any).hash = "e2250c2d7bcff7d5bc4747e37792a1c0";

export default node;
