/**
 * @generated SignedSource<<31681388a98dfc6a8ad584864d3df7d3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Checkout_address$data = {
  readonly deliveryPromise: {
    readonly charge: number;
    readonly district: string | null | undefined;
    readonly estimatedDeliveryDate: string;
    readonly served: boolean;
    readonly servedDistricts: ReadonlyArray<string>;
  };
  readonly mobile: string;
  readonly " $fragmentType": "Checkout_address";
};
export type Checkout_address$key = {
  readonly " $data"?: Checkout_address$data;
  readonly " $fragmentSpreads": FragmentRefs<"Checkout_address">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "Checkout_address"
};

(node as any).hash = "327c4fae3924258356f6fb0d34fb59b0";

export default node;
