/**
 * @generated SignedSource<<c2d157b797c93f0ffbbc3f29cabca660>>
 * @relayHash 5894bb26a54d65a3794407d4eab85073
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 43dbc10f06aab42482286d5c294680d3e785ac405af2c330f5a4ce58adb325b5

import { ConcreteRequest } from 'relay-runtime';
export type PromoCodeOutcome = "INVALID" | "NOT_IN_CART" | "PARTIAL" | "VALID" | "%future added value";
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
    readonly productNotInCart: {
      readonly databaseId: string;
      readonly localName: string;
      readonly slug: string;
    } | null | undefined;
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
  "name": "outcome",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "promoCode",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "discountTotal",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "localName",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "concreteType": "PromoProductDiscount",
  "kind": "LinkedField",
  "name": "validProducts",
  "plural": true,
  "selections": [
    (v4/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Product",
      "kind": "LinkedField",
      "name": "product",
      "plural": false,
      "selections": [
        (v8/*:: as any*/),
        (v5/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "PromoCodeFormQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "PromoCodeCheck",
        "kind": "LinkedField",
        "name": "validatePromoCode",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Product",
            "kind": "LinkedField",
            "name": "productNotInCart",
            "plural": false,
            "selections": [
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/)
            ],
            "storageKey": null
          },
          (v9/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PromoCodeFormQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "PromoCodeCheck",
        "kind": "LinkedField",
        "name": "validatePromoCode",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Product",
            "kind": "LinkedField",
            "name": "productNotInCart",
            "plural": false,
            "selections": [
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/)
            ],
            "storageKey": null
          },
          (v9/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "43dbc10f06aab42482286d5c294680d3e785ac405af2c330f5a4ce58adb325b5",
    "metadata": {},
    "name": "PromoCodeFormQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e7e276e100050aa539e293c19832874d";

export default node;
