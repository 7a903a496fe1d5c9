/**
 * @generated SignedSource<<f555bb159fcf898429710c336138a6d5>>
 * @relayHash 6cd4703e3565be3047a181d2ea09208a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 39ecf33d965c7c3c305d3d378fb0df4b64806c5ff7b75ffbb4536a26fca1366e

import { ConcreteRequest } from 'relay-runtime';
export type ErrorCode = "CONFLICT" | "FORBIDDEN" | "INVALID_CREDENTIALS" | "INVALID_TOKEN" | "NOT_DELIVERED" | "NOT_FOUND" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "RATE_LIMITED" | "UNAUTHENTICATED" | "VALIDATION" | "%future added value";
export type PlaceOrderInput = {
  addressId: string;
  idempotencyKey?: string | null | undefined;
  lines?: ReadonlyArray<PlaceOrderLineInput> | null | undefined;
  promoCode?: string | null | undefined;
  subtotal: number;
  total: number;
};
export type PlaceOrderLineInput = {
  productId: string;
  quantity: number;
};
export type usePlaceOrderMutation$variables = {
  input: PlaceOrderInput;
};
export type usePlaceOrderMutation$data = {
  readonly placeOrder: {
    readonly __typename: string;
    readonly available?: number;
    readonly cart?: {
      readonly id: string;
      readonly lineCount: number;
      readonly lines: ReadonlyArray<{
        readonly id: string;
      }>;
      readonly originalSubtotal: number;
      readonly savings: number;
      readonly subtotal: number;
      readonly total: number;
      readonly totalQuantity: number;
    };
    readonly code?: ErrorCode;
    readonly field?: string | null | undefined;
    readonly message?: string;
    readonly order?: {
      readonly databaseId: string;
    };
    readonly product?: {
      readonly id: string;
      readonly name: string;
      readonly stock: number;
    };
    readonly retryAfterSeconds?: number;
    readonly subtotal?: number;
    readonly total?: number;
  };
};
export type usePlaceOrderMutation = {
  response: usePlaceOrderMutation$data;
  variables: usePlaceOrderMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "subtotal",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "total",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "concreteType": "Cart",
  "kind": "LinkedField",
  "name": "cart",
  "plural": false,
  "selections": [
    (v4/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lineCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "totalQuantity",
      "storageKey": null
    },
    (v5/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "originalSubtotal",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "savings",
      "storageKey": null
    },
    (v6/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "CartLine",
      "kind": "LinkedField",
      "name": "lines",
      "plural": true,
      "selections": [
        (v4/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v8 = {
  "kind": "InlineFragment",
  "selections": [
    (v5/*:: as any*/),
    (v6/*:: as any*/)
  ],
  "type": "PriceChangedError",
  "abstractKey": null
},
v9 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "available",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Product",
      "kind": "LinkedField",
      "name": "product",
      "plural": false,
      "selections": [
        (v4/*:: as any*/),
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
          "name": "stock",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "OutOfStockError",
  "abstractKey": null
},
v10 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "field",
    "storageKey": null
  }
],
v11 = {
  "kind": "InlineFragment",
  "selections": (v10/*:: as any*/),
  "type": "ConflictError",
  "abstractKey": null
},
v12 = {
  "kind": "InlineFragment",
  "selections": (v10/*:: as any*/),
  "type": "ValidationError",
  "abstractKey": null
},
v13 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "retryAfterSeconds",
      "storageKey": null
    }
  ],
  "type": "RateLimitedError",
  "abstractKey": null
},
v14 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "code",
      "storageKey": null
    },
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "usePlaceOrderMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "placeOrder",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Order",
                "kind": "LinkedField",
                "name": "order",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/)
                ],
                "storageKey": null
              },
              (v7/*:: as any*/)
            ],
            "type": "PlaceOrderPayload",
            "abstractKey": null
          },
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          (v13/*:: as any*/),
          (v14/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "usePlaceOrderMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "placeOrder",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Order",
                "kind": "LinkedField",
                "name": "order",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  (v4/*:: as any*/)
                ],
                "storageKey": null
              },
              (v7/*:: as any*/)
            ],
            "type": "PlaceOrderPayload",
            "abstractKey": null
          },
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          (v13/*:: as any*/),
          (v14/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "39ecf33d965c7c3c305d3d378fb0df4b64806c5ff7b75ffbb4536a26fca1366e",
    "metadata": {},
    "name": "usePlaceOrderMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "1ddd3f709a29d06eca510e5f0424325f";

export default node;
