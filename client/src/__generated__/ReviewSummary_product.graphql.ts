/**
 * @generated SignedSource<<3a69055b72e1dd728417bcea3e843616>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReviewSummary_product$data = {
  readonly averageRating: number | null | undefined;
  readonly reviewCount: number;
  readonly " $fragmentType": "ReviewSummary_product";
};
export type ReviewSummary_product$key = {
  readonly " $data"?: ReviewSummary_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReviewSummary_product">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReviewSummary_product",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "averageRating",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reviewCount",
      "storageKey": null
    }
  ],
  "type": "Product",
  "abstractKey": null
};

(node as any).hash = "f28cc6deedc99dd7a2dae895fa5ba8ac";

export default node;
