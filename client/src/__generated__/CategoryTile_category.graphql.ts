/**
 * @generated SignedSource<<e1bd513abc3797fbbc4d5819f70ee486>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CategoryTile_category$data = {
  readonly databaseId: string;
  readonly image: string;
  readonly localName: string;
  readonly slug: string;
  readonly " $fragmentType": "CategoryTile_category";
};
export type CategoryTile_category$key = {
  readonly " $data"?: CategoryTile_category$data;
  readonly " $fragmentSpreads": FragmentRefs<"CategoryTile_category">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CategoryTile_category",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "databaseId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "slug",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "localName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "image",
      "storageKey": null
    }
  ],
  "type": "Category",
  "abstractKey": null
};

(node as any).hash = "0af4e151e76fde2a9bc803fdb62b975b";

export default node;
