/**
 * @generated SignedSource<<0db2fd5971949e5d8f5b5d4ae649b171>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProductReviews_product$data = {
  readonly " $fragmentSpreads": FragmentRefs<"ReviewForm_product" | "ReviewList_product" | "ReviewSummary_product">;
  readonly " $fragmentType": "ProductReviews_product";
};
export type ProductReviews_product$key = {
  readonly " $data"?: ProductReviews_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductReviews_product">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProductReviews_product",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ReviewSummary_product"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ReviewForm_product"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ReviewList_product"
    }
  ],
  "type": "Product",
  "abstractKey": null
};

(node as any).hash = "a017ef1eb9eaf71d38def481b9c5131e";

export default node;
