/**
 * @generated SignedSource<<ff60fe7e55c2842ef724e04953a4908c>>
 * @relayHash 4751e6b35481ec04d32e61d3dc41ac2d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 79cde5d5ac795adbbcd09a77af9a8344171747d60e27ed93d61c53ebc82d98db

import { ConcreteRequest } from 'relay-runtime';
export type DiscountType = "FIXED" | "PERCENTAGE" | "%future added value";
export type CreateProductInput = {
  categoryIds: ReadonlyArray<string>;
  description: string;
  descriptionFr?: string | null | undefined;
  descriptionRw?: string | null | undefined;
  discount: number;
  images?: ReadonlyArray<string> | null | undefined;
  keywords?: string | null | undefined;
  maxPerOrder?: number | null | undefined;
  moreDetails?: ReadonlyArray<ProductDetailInput> | null | undefined;
  name: string;
  nameFr?: string | null | undefined;
  nameRw?: string | null | undefined;
  onPromotion?: boolean | null | undefined;
  price: number;
  promoCode?: PromoCodeInput | null | undefined;
  promotionEndTime?: string | null | undefined;
  promotionLabel?: string | null | undefined;
  promotionPrice?: number | null | undefined;
  promotionStartTime?: string | null | undefined;
  stock: number;
  stockAlertThreshold?: number | null | undefined;
  subCategoryIds?: ReadonlyArray<string> | null | undefined;
  unit: string;
};
export type ProductDetailInput = {
  name: string;
  value: string;
};
export type PromoCodeInput = {
  allowMultiple?: boolean | null | undefined;
  code: string;
  discountType: DiscountType;
  discountValue: number;
  expiresAt?: string | null | undefined;
  usageLimit?: number | null | undefined;
};
export type useCreateProductMutation$variables = {
  input: CreateProductInput;
};
export type useCreateProductMutation$data = {
  readonly createProduct: {
    readonly __typename: string;
    readonly field?: string | null | undefined;
    readonly message?: string;
    readonly product?: {
      readonly name: string;
    };
  };
};
export type useCreateProductMutation = {
  response: useCreateProductMutation$data;
  variables: useCreateProductMutation$variables;
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
  "name": "name",
  "storageKey": null
},
v4 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "field",
      "storageKey": null
    }
  ],
  "type": "ValidationError",
  "abstractKey": null
},
v5 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useCreateProductMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "createProduct",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Product",
                "kind": "LinkedField",
                "name": "product",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "CreateProductPayload",
            "abstractKey": null
          },
          (v4/*:: as any*/),
          (v5/*:: as any*/)
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
    "name": "useCreateProductMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "createProduct",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Product",
                "kind": "LinkedField",
                "name": "product",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "id",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "CreateProductPayload",
            "abstractKey": null
          },
          (v4/*:: as any*/),
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "79cde5d5ac795adbbcd09a77af9a8344171747d60e27ed93d61c53ebc82d98db",
    "metadata": {},
    "name": "useCreateProductMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "af0ea7823e07a4020a8ea275c95085d1";

export default node;
