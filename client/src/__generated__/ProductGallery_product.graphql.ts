/**
 * @generated SignedSource<<5ec1c87ea34b3a8cc09c0b64c198248f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProductGallery_product$data = {
  readonly images: ReadonlyArray<string>;
  readonly localName: string;
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
      "name": "localName",
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

(node as any).hash = "3c81c9b4a3a858badf0aa6117deb8601";

export default node;
