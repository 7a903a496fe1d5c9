/**
 * @generated SignedSource<<ee5dc5ef94af84715763e4c0aaf610b9>>
 * @relayHash 6cb733d62809c0cc2741f6fe11ecb286
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f0dafb5db8a25a7fa99d07c74009274d038a31a636c77474368b9de4b2f77fde

import { ConcreteRequest } from 'relay-runtime';
export type OrderStatus = "CANCELLED" | "DELIVERED" | "PENDING" | "PROCESSING" | "SHIPPED" | "%future added value";
export type PaymentFailureReason = "AMOUNT_NOT_ALLOWED" | "DECLINED" | "LIMIT_REACHED" | "NOT_COMPLETED" | "NOT_ENOUGH_FUNDS" | "NOT_OFFERED" | "NOT_STARTED" | "NO_ACCOUNT" | "ORDER_CANCELLED" | "ORDER_TIMED_OUT" | "PAID_LATE" | "PROVIDER_ERROR" | "REFUND_FAILED" | "REPLACED" | "REQUEST_REFUSED" | "SWITCHED_TO_CASH" | "TIMED_OUT" | "UNAVAILABLE" | "WRONG_PIN" | "%future added value";
export type PaymentMethod = "AIRTEL_MONEY" | "CASH_ON_DELIVERY" | "MTN_MOMO" | "%future added value";
export type PaymentState = "FAILED" | "PAID" | "PENDING" | "REFUNDED" | "REFUND_DUE" | "UNPAID" | "%future added value";
export type RetryOrderPaymentInput = {
  orderId: string;
  payerPhone?: string | null | undefined;
  paymentMethod: PaymentMethod;
};
export type useRetryOrderPaymentMutation$variables = {
  input: RetryOrderPaymentInput;
};
export type useRetryOrderPaymentMutation$data = {
  readonly retryOrderPayment: {
    readonly __typename: string;
    readonly message?: string;
    readonly order?: {
      readonly id: string;
      readonly payment: {
        readonly dueAt: string | null | undefined;
        readonly method: PaymentMethod;
        readonly payerPhone: string | null | undefined;
        readonly phone: string | null | undefined;
        readonly promptAgainAt: string | null | undefined;
        readonly provider: string | null | undefined;
        readonly reasonCode: PaymentFailureReason | null | undefined;
        readonly state: PaymentState;
      };
      readonly paymentMethod: PaymentMethod;
      readonly status: OrderStatus;
    };
    readonly provider?: string;
    readonly reason?: PaymentFailureReason;
    readonly retryAfterSeconds?: number;
  };
};
export type useRetryOrderPaymentMutation = {
  response: useRetryOrderPaymentMutation$data;
  variables: useRetryOrderPaymentMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "provider",
  "storageKey": null
},
v2 = [
  (v1/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "reason",
    "storageKey": null
  }
],
v3 = [
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
    "name": "retryOrderPayment",
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
            "concreteType": "Order",
            "kind": "LinkedField",
            "name": "order",
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
                "name": "status",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "paymentMethod",
                "storageKey": null
              },
              {
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
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "method",
                    "storageKey": null
                  },
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "phone",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "payerPhone",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "promptAgainAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "reasonCode",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "dueAt",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "RetryOrderPaymentPayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v2/*:: as any*/),
        "type": "PaymentRejectedError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v2/*:: as any*/),
        "type": "PaymentUnavailableError",
        "abstractKey": null
      },
      {
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
    "name": "useRetryOrderPaymentMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRetryOrderPaymentMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "f0dafb5db8a25a7fa99d07c74009274d038a31a636c77474368b9de4b2f77fde",
    "metadata": {},
    "name": "useRetryOrderPaymentMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "860750f9242cfea8af70cd961765bd6a";

export default node;
