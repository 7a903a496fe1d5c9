/**
 * @generated SignedSource<<ef34b56734eb23c867dcc0568d63f383>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
export type OrderStatus = "CANCELLED" | "DELIVERED" | "PENDING" | "PROCESSING" | "SHIPPED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type orderResultLoader_order$data = {
  readonly customer: {
    readonly id: string;
  };
  readonly status: OrderStatus;
  readonly " $fragmentType": "orderResultLoader_order";
};
export type orderResultLoader_order$key = {
  readonly " $data"?: orderResultLoader_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"orderResultLoader_order">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "orderResultLoader_order"
};

(node as any).hash = "855bf5bf372f09e98352b6b4176f39a1";

export default node;
