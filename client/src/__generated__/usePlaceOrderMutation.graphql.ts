/**
 * @generated SignedSource<<4db0828b9a3237a8ecff77380c2a089b>>
 * @relayHash 2acba7421a336034c283df6b4031c801
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e28860954f2856e73a10b363d28b53e13888ca0ebe3cdc9c66f310105718a3d1

import { ConcreteRequest } from 'relay-runtime';
export type ErrorCode = "CONFLICT" | "FORBIDDEN" | "INTERNAL" | "INVALID_CREDENTIALS" | "INVALID_TOKEN" | "NOT_DELIVERED" | "NOT_FOUND" | "OUT_OF_STOCK" | "PAYLOAD_TOO_LARGE" | "PAYMENT_REJECTED" | "PAYMENT_UNAVAILABLE" | "PERSISTED_QUERY_NOT_FOUND" | "PERSISTED_QUERY_ONLY" | "PRICE_CHANGED" | "QUERY_INVALID" | "QUERY_TOO_COMPLEX" | "RATE_LIMITED" | "REFUND_IN_PROGRESS" | "UNAUTHENTICATED" | "VALIDATION" | "%future added value";
export type PaymentFailureReason = "AMOUNT_NOT_ALLOWED" | "DECLINED" | "LIMIT_REACHED" | "NOT_COMPLETED" | "NOT_ENOUGH_FUNDS" | "NOT_OFFERED" | "NOT_STARTED" | "NO_ACCOUNT" | "ORDER_CANCELLED" | "ORDER_TIMED_OUT" | "PAID_LATE" | "PROVIDER_ERROR" | "REFUND_FAILED" | "REPLACED" | "REQUEST_REFUSED" | "SWITCHED_TO_CASH" | "TIMED_OUT" | "UNAVAILABLE" | "WRONG_PIN" | "%future added value";
export type PaymentMethod = "AIRTEL_MONEY" | "CASH_ON_DELIVERY" | "MTN_MOMO" | "%future added value";
export type PaymentState = "FAILED" | "PAID" | "PENDING" | "REFUNDED" | "REFUND_DUE" | "UNPAID" | "%future added value";
export type PlaceOrderInput = {
  addressId: string;
  idempotencyKey?: string | null | undefined;
  lines?: ReadonlyArray<PlaceOrderLineInput> | null | undefined;
  payerPhone?: string | null | undefined;
  paymentMethod?: PaymentMethod | null | undefined;
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
      readonly deliveryCharge: number;
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
    readonly district?: string;
    readonly field?: string | null | undefined;
    readonly message?: string;
    readonly order?: {
      readonly databaseId: string;
      readonly payment: {
        readonly state: PaymentState;
      };
    };
    readonly product?: {
      readonly id: string;
      readonly name: string;
      readonly stock: number;
    };
    readonly provider?: string;
    readonly reason?: PaymentFailureReason;
    readonly retryAfterSeconds?: number;
    readonly servedDistricts?: ReadonlyArray<string>;
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
  "concreteType": "OrderPayment",
  "kind": "LinkedField",
  "name": "payment",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "state",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "subtotal",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "total",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "concreteType": "Cart",
  "kind": "LinkedField",
  "name": "cart",
  "plural": false,
  "selections": [
    (v5/*:: as any*/),
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
    (v6/*:: as any*/),
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
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "deliveryCharge",
      "storageKey": null
    },
    (v7/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "CartLine",
      "kind": "LinkedField",
      "name": "lines",
      "plural": true,
      "selections": [
        (v5/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v9 = {
  "kind": "InlineFragment",
  "selections": [
    (v6/*:: as any*/),
    (v7/*:: as any*/)
  ],
  "type": "PriceChangedError",
  "abstractKey": null
},
v10 = {
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
        (v5/*:: as any*/),
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
v11 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "field",
    "storageKey": null
  }
],
v12 = {
  "kind": "InlineFragment",
  "selections": (v11/*:: as any*/),
  "type": "ConflictError",
  "abstractKey": null
},
v13 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "district",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "servedDistricts",
      "storageKey": null
    }
  ],
  "type": "NotDeliveredError",
  "abstractKey": null
},
v14 = {
  "kind": "InlineFragment",
  "selections": (v11/*:: as any*/),
  "type": "ValidationError",
  "abstractKey": null
},
v15 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "provider",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "reason",
    "storageKey": null
  }
],
v16 = {
  "kind": "InlineFragment",
  "selections": (v15/*:: as any*/),
  "type": "PaymentRejectedError",
  "abstractKey": null
},
v17 = {
  "kind": "InlineFragment",
  "selections": (v15/*:: as any*/),
  "type": "PaymentUnavailableError",
  "abstractKey": null
},
v18 = {
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
v19 = {
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
                  (v3/*:: as any*/),
                  (v4/*:: as any*/)
                ],
                "storageKey": null
              },
              (v8/*:: as any*/)
            ],
            "type": "PlaceOrderPayload",
            "abstractKey": null
          },
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v12/*:: as any*/),
          (v13/*:: as any*/),
          (v14/*:: as any*/),
          (v16/*:: as any*/),
          (v17/*:: as any*/),
          (v18/*:: as any*/),
          (v19/*:: as any*/)
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
                  (v4/*:: as any*/),
                  (v5/*:: as any*/)
                ],
                "storageKey": null
              },
              (v8/*:: as any*/)
            ],
            "type": "PlaceOrderPayload",
            "abstractKey": null
          },
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v12/*:: as any*/),
          (v13/*:: as any*/),
          (v14/*:: as any*/),
          (v16/*:: as any*/),
          (v17/*:: as any*/),
          (v18/*:: as any*/),
          (v19/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "e28860954f2856e73a10b363d28b53e13888ca0ebe3cdc9c66f310105718a3d1",
    "metadata": {},
    "name": "usePlaceOrderMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e35e5c0bb52327c722715111ff3a35da";

export default node;
