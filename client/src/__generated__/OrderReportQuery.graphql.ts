/**
 * @generated SignedSource<<7c985a3eb3c66beae7e3d5531f9f6be3>>
 * @relayHash 416d9b30ef20111b391524690d6c44c9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 798913d96999c9ccc89a3962c64027aa0cf65cda4d7c0fa412c6e44c1ada731a

import { ConcreteRequest } from 'relay-runtime';
export type OrderReportQuery$variables = {
  month: number;
  year?: number | null | undefined;
};
export type OrderReportQuery$data = {
  readonly orderExport: {
    readonly downloadUrl: string;
    readonly fileName: string;
  };
};
export type OrderReportQuery = {
  response: OrderReportQuery$data;
  variables: OrderReportQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "month"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "year"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "month",
        "variableName": "month"
      },
      {
        "kind": "Variable",
        "name": "year",
        "variableName": "year"
      }
    ],
    "concreteType": "OrderExport",
    "kind": "LinkedField",
    "name": "orderExport",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "downloadUrl",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "fileName",
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
    "name": "OrderReportQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OrderReportQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "798913d96999c9ccc89a3962c64027aa0cf65cda4d7c0fa412c6e44c1ada731a",
    "metadata": {},
    "name": "OrderReportQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "2c4faa4ef7c84aef1f1b672335838e10";

export default node;
