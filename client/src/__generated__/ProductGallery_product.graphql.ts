/**
 * @generated SignedSource<<8517e2c0f9279383c8856d2720b7f390>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProductGallery_product$data = {
  readonly images: ReadonlyArray<string>;
  readonly name: string;
  readonly " $fragmentType": "ProductGallery_product";
};
export type ProductGallery_product$key = {
  readonly " $data"?: ProductGallery_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductGallery_product">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProductGallery_product",
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
      "name": "images",
      "storageKey": null
    }
  ],
  "type": "Product",
  "abstractKey": null
};

(node as any).hash = "ab48209787d1e69a0f060ba424b318c6";

export default node;
