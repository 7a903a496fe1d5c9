/**
 * @generated SignedSource<<eb0abe48ebcfbb485fadad4d7e950ed9>>
 * @relayHash e363fa909bfa271cf931e65314970c93
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a6ad9af4798c17078809ad2d0756b62e76db9656ec580852498d421d2948be3a

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
        readonly name: string;
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
                "name": "name",
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
    "id": "a6ad9af4798c17078809ad2d0756b62e76db9656ec580852498d421d2948be3a",
    "metadata": {},
    "name": "PromoCodeFormQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "b0c94fed2916569874633daa36941776";

export default node;
