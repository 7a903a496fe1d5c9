/**
 * @generated SignedSource<<9e4cd962f3ce237b051a88de15696ae4>>
 * @relayHash 72590359e37589f1f2c9d8628ab2931e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bd3195c07323bf0a75c2cae4a5a46c9d74acab16d5f817e276d0bccefb6e0536

import { ConcreteRequest } from 'relay-runtime';
export type AddressLocationFieldsSectorsQuery$variables = {
  district: string;
};
export type AddressLocationFieldsSectorsQuery$data = {
  readonly addressLocations: {
    readonly sectors: ReadonlyArray<string>;
  };
};
export type AddressLocationFieldsSectorsQuery = {
  response: AddressLocationFieldsSectorsQuery$data;
  variables: AddressLocationFieldsSectorsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "district"
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
          }
        ],
        "kind": "ScalarField",
        "name": "sectors",
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
    "name": "AddressLocationFieldsSectorsQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AddressLocationFieldsSectorsQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "bd3195c07323bf0a75c2cae4a5a46c9d74acab16d5f817e276d0bccefb6e0536",
    "metadata": {},
    "name": "AddressLocationFieldsSectorsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "abb90d7ab7e5fc805141875eadea05d5";

export default node;
