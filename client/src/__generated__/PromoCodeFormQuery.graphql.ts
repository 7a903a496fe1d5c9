/**
 * @generated SignedSource<<62eb2ea9f6b24f5f9b5f3a4580841f59>>
 * @relayHash 61815aaee03460bcd84242539d551bad
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8aedf2b4d969a152267c04757893e25b75573e447810bcecd1c067e0207d3499

import { ConcreteRequest } from 'relay-runtime';
export type PromoCodeOutcome = "INVALID" | "PARTIAL" | "VALID" | "%future added value";
export type ValidatePromoCodeInput = {
  cart?: ReadonlyArray<PromoCartItemInput> | null | undefined;
  code: string;
};
export type PromoCartItemInput = {
  productId: string;
  quantity: number;
};
export type PromoCodeFormQuery$variables = {
  input: ValidatePromoCodeInput;
};
export type PromoCodeFormQuery$data = {
  readonly validatePromoCode: {
    readonly discountTotal: number;
    readonly outcome: PromoCodeOutcome;
    readonly promoCode: string;
    readonly validProducts: ReadonlyArray<{
      readonly discountTotal: number;
      readonly product: {
        readonly id: string;
        readonly localName: string;
      };
    }>;
  };
};
export type PromoCodeFormQuery = {
  response: PromoCodeFormQuery$data;
  variables: PromoCodeFormQuery$variables;
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
  "name": "discountTotal",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "PromoCodeCheck",
    "kind": "LinkedField",
    "name": "validatePromoCode",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "outcome",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "promoCode",
        "storageKey": null
      },
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "PromoProductDiscount",
        "kind": "LinkedField",
        "name": "validProducts",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Product",
            "kind": "LinkedField",
            "name": "product",
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
                "name": "localName",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
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
    "name": "PromoCodeFormQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PromoCodeFormQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "8aedf2b4d969a152267c04757893e25b75573e447810bcecd1c067e0207d3499",
    "metadata": {},
    "name": "PromoCodeFormQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "1ea55fa86e6f5031df0d6e4284089c96";

export default node;
