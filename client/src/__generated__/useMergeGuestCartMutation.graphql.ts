/**
 * @generated SignedSource<<370f4b4330778e4ce906c8e2afe2823f>>
 * @relayHash 584cee13a76db303e50c20d7ca13455a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ecec4017fb07ca198c44e447cd6f03275c8044f2a4f44210d1801a0e69a34e39

import { ConcreteRequest } from 'relay-runtime';
export type MergeGuestCartInput = {
  lines: ReadonlyArray<GuestCartLineInput>;
};
export type GuestCartLineInput = {
  productId: string;
  quantity: number;
};
export type useMergeGuestCartMutation$variables = {
  input: MergeGuestCartInput;
};
export type useMergeGuestCartMutation$data = {
  readonly mergeGuestCart: {
    readonly __typename: string;
    readonly cart?: {
      readonly id: string;
      readonly total: number;
      readonly totalQuantity: number;
    };
    readonly message?: string;
    readonly unavailableProductIds?: ReadonlyArray<string>;
  };
};
export type useMergeGuestCartMutation = {
  response: useMergeGuestCartMutation$data;
  variables: useMergeGuestCartMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "mergeGuestCart",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Cart",
            "kind": "LinkedField",
            "name": "cart",
            "plural": false,
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
                "name": "totalQuantity",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "total",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "unavailableProductIds",
            "storageKey": null
          }
        ],
        "type": "MergeGuestCartPayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useMergeGuestCartMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useMergeGuestCartMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "ecec4017fb07ca198c44e447cd6f03275c8044f2a4f44210d1801a0e69a34e39",
    "metadata": {},
    "name": "useMergeGuestCartMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "fd891ece6f27dfcd31af8b1139bee0b3";

export default node;
