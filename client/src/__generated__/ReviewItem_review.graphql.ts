/**
 * @generated SignedSource<<4aabdf413f24b5bf6e0087eb93ee7ce7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReviewItem_review$data = {
  readonly comment: string;
  readonly createdAt: string;
  readonly reviewerName: string;
  readonly stars: number;
  readonly verifiedPurchase: boolean;
  readonly " $fragmentType": "ReviewItem_review";
};
export type ReviewItem_review$key = {
  readonly " $data"?: ReviewItem_review$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReviewItem_review">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReviewItem_review",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reviewerName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "stars",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "comment",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "verifiedPurchase",
      "storageKey": null
    }
  ],
  "type": "Review",
  "abstractKey": null
};

(node as any).hash = "55d892da96648efef6a289c099b7700b";

export default node;
