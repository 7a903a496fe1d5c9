/**
 * @generated SignedSource<<7eafce66d092ff8abcce8dccae0282b2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SubCategoryNav_category$data = {
  readonly databaseId: string;
  readonly image: string;
  readonly localName: string;
  readonly slug: string;
  readonly subCategories: ReadonlyArray<{
    readonly databaseId: string;
    readonly id: string;
    readonly image: string;
    readonly localName: string;
    readonly slug: string;
  }>;
  readonly " $fragmentType": "SubCategoryNav_category";
};
export type SubCategoryNav_category$key = {
  readonly " $data"?: SubCategoryNav_category$data;
  readonly " $fragmentSpreads": FragmentRefs<"SubCategoryNav_category">;
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
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "image",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SubCategoryNav_category",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    (v2/*:: as any*/),
    (v3/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "SubCategory",
      "kind": "LinkedField",
      "name": "subCategories",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        (v3/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Category",
  "abstractKey": null
};
})();

(node as any).hash = "3ba909f6591ecce9b6dd6c6d038962bc";

export default node;
