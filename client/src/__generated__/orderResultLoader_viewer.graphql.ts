/**
 * @generated SignedSource<<18cfcf5c491ead91ad35c5b05b3e436b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type orderResultLoader_viewer$data = {
  readonly id: string;
  readonly " $fragmentType": "orderResultLoader_viewer";
};
export type orderResultLoader_viewer$key = {
  readonly " $data"?: orderResultLoader_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"orderResultLoader_viewer">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "orderResultLoader_viewer"
};

(node as any).hash = "013bf99d45c4fe5473f4e850164115a8";

export default node;
