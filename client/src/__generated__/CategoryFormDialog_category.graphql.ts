/**
 * @generated SignedSource<<ed10145991c1f3d0a446b9ad0dc5451e>>
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
  readonly keywords: string;
  readonly name: string;
  readonly nameFr: string;
  readonly nameRw: string;
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "nameRw",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "nameFr",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "keywords",
      "storageKey": null
    }
  ],
  "type": "Category",
  "abstractKey": null
};

(node as any).hash = "376746d04674dfc9ff3899a16aa71265";

export default node;
