/**
 * @generated SignedSource<<004d430134397fa8ed1be28b0a80c162>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CategoryDeleteDialog_category$data = {
  readonly id: string;
  readonly " $fragmentType": "CategoryDeleteDialog_category";
};
export type CategoryDeleteDialog_category$key = {
  readonly " $data"?: CategoryDeleteDialog_category$data;
  readonly " $fragmentSpreads": FragmentRefs<"CategoryDeleteDialog_category">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CategoryDeleteDialog_category",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    }
  ],
  "type": "Category",
  "abstractKey": null
};

(node as any).hash = "b8165d210ca98ee99600ed496ca94c50";

export default node;
