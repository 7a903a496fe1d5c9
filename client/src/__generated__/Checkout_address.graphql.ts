/**
 * @generated SignedSource<<9acc1fac92dd56ace87a58242a3c0270>>
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

(node as any).hash = "80b33f1a71ddf7cd2f36b16bf296cd73";

export default node;
