/**
 * @generated SignedSource<<f90f0cec96af1fab77e2017f3ad466f8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SubCategoryFormDialog_subCategory$data = {
  readonly categories: ReadonlyArray<{
    readonly id: string;
  }>;
  readonly id: string;
  readonly image: string;
  readonly keywords: string;
  readonly name: string;
  readonly nameFr: string;
  readonly nameRw: string;
  readonly " $fragmentType": "SubCategoryFormDialog_subCategory";
};
export type SubCategoryFormDialog_subCategory$key = {
  readonly " $data"?: SubCategoryFormDialog_subCategory$data;
  readonly " $fragmentSpreads": FragmentRefs<"SubCategoryFormDialog_subCategory">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SubCategoryFormDialog_subCategory",
  "selections": [
    (v0/*:: as any*/),
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
      "name": "image",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "nameRw",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "nameFr",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "keywords",
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
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "SubCategory",
  "abstractKey": null
};
})();

(node as any).hash = "60a3329b5bb83e3393add5b849b7aaa7";

export default node;
