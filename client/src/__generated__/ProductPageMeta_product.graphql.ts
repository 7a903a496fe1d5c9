/**
 * @generated SignedSource<<e6a2dd5e51a399a0af3a534f5215ce2b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProductPageMeta_product$data = {
  readonly averageRating: number | null | undefined;
  readonly categories: ReadonlyArray<{
    readonly databaseId: string;
    readonly localName: string;
    readonly slug: string;
  }>;
  readonly databaseId: string;
  readonly effectivePrice: number;
  readonly images: ReadonlyArray<string>;
  readonly localDescription: string;
  readonly localName: string;
  readonly reviewCount: number;
  readonly slug: string;
  readonly stock: number;
  readonly subCategories: ReadonlyArray<{
    readonly categories: ReadonlyArray<{
      readonly databaseId: string;
    }>;
    readonly databaseId: string;
    readonly localName: string;
    readonly slug: string;
  }>;
  readonly " $fragmentType": "ProductPageMeta_product";
};
export type ProductPageMeta_product$key = {
  readonly " $data"?: ProductPageMeta_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductPageMeta_product">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "localName",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProductPageMeta_product",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "localDescription",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "images",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "effectivePrice",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "stock",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "averageRating",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reviewCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Category",
      "kind": "LinkedField",
      "name": "categories",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        (v2/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SubCategory",
      "kind": "LinkedField",
      "name": "subCategories",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "Category",
          "kind": "LinkedField",
          "name": "categories",
          "plural": true,
          "selections": [
            (v0/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Product",
  "abstractKey": null
};
})();

(node as any).hash = "c6ea2c568b9f3e48cd7ef503b69c11ec";

export default node;
