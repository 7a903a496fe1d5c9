/**
 * @generated SignedSource<<e2ef6d60a106b1f659920ff39a22707b>>
 * @relayHash f56e6bb3caea9e00c98b6efcd3aacc46
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6c69651485a9b2a87051229a1b11ac153d1081efd0832d5fb21ba090151d43ff

import { ConcreteRequest } from 'relay-runtime';
export type AddressLocationFieldsVillagesQuery$variables = {
  district: string;
  sector: string;
};
export type AddressLocationFieldsVillagesQuery$data = {
  readonly addressLocations: {
    readonly villages: ReadonlyArray<string>;
  };
};
export type AddressLocationFieldsVillagesQuery = {
  response: AddressLocationFieldsVillagesQuery$data;
  variables: AddressLocationFieldsVillagesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "district"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "sector"
  }
],
v1 = [
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
        "args": [
          {
            "kind": "Variable",
            "name": "district",
            "variableName": "district"
          },
          {
            "kind": "Variable",
            "name": "sector",
            "variableName": "sector"
          }
        ],
        "kind": "ScalarField",
        "name": "villages",
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
    "name": "AddressLocationFieldsVillagesQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AddressLocationFieldsVillagesQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "6c69651485a9b2a87051229a1b11ac153d1081efd0832d5fb21ba090151d43ff",
    "metadata": {},
    "name": "AddressLocationFieldsVillagesQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "de2523e785ebb27aefa081b19fa6ae40";

export default node;
