/**
 * @generated SignedSource<<8a6476b1c80c9655adb0e24f68948cab>>
 * @relayHash eb09fce64d8c5a93164674ef529a409b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b0e3cff078bdd2a8c2bf96a8bc726a512265efd02cfaab19f14880e62a23d9eb

import { ConcreteRequest } from 'relay-runtime';
export type AddressLocationFieldsDistrictsQuery$variables = Record<PropertyKey, never>;
export type AddressLocationFieldsDistrictsQuery$data = {
  readonly addressLocations: {
    readonly districts: ReadonlyArray<string>;
  };
};
export type AddressLocationFieldsDistrictsQuery = {
  response: AddressLocationFieldsDistrictsQuery$data;
  variables: AddressLocationFieldsDistrictsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "AddressLocations",
    "kind": "LinkedField",
    "name": "addressLocations",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "districts",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AddressLocationFieldsDistrictsQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AddressLocationFieldsDistrictsQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "b0e3cff078bdd2a8c2bf96a8bc726a512265efd02cfaab19f14880e62a23d9eb",
    "metadata": {},
    "name": "AddressLocationFieldsDistrictsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "78dd4d12471a515b2bef06fece7eada7";

export default node;
