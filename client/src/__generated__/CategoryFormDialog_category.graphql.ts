/**
 * @generated SignedSource<<d62122c7aeb265f134c25d0bb46bc030>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CategoryFormDialog_category$data = {
  readonly id: string;
  readonly image: string;
  readonly name: string;
  readonly " $fragmentType": "CategoryFormDialog_category";
};
export type CategoryFormDialog_category$key = {
  readonly " $data"?: CategoryFormDialog_category$data;
  readonly " $fragmentSpreads": FragmentRefs<"CategoryFormDialog_category">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CategoryFormDialog_category",
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

(node as any).hash = "b08a68e6bc432173de03355105be8583";

export default node;
