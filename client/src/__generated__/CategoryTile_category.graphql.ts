/**
 * @generated SignedSource<<1097eecb81adc0bbf753763093a7aa3a>>
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
  readonly name: string;
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
      "name": "name",
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

(node as any).hash = "c6804f50fdb7728a23877a4137badf55";

export default node;
