/**
 * @generated SignedSource<<dca2d61d0aa87be29d058993f3cd5b0c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CategoryAdminTile_category$data = {
  readonly image: string;
  readonly name: string;
  readonly " $fragmentType": "CategoryAdminTile_category";
};
export type CategoryAdminTile_category$key = {
  readonly " $data"?: CategoryAdminTile_category$data;
  readonly " $fragmentSpreads": FragmentRefs<"CategoryAdminTile_category">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CategoryAdminTile_category",
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
      "name": "image",
      "storageKey": null
    }
  ],
  "type": "Category",
  "abstractKey": null
};

(node as any).hash = "cdb7ba366b4f00c17a4defa8c34e27be";

export default node;
