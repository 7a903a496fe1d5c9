/**
 * @generated SignedSource<<ad749c5f8b8fb2cac6767f8f25e57b96>>
 * @relayHash 77997de7751fdb4e36ff911f6f153723
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 82a40841f2b11675bc444ee2f25c2f83049524e8748f881bea94e6d637247a82

import { ConcreteRequest } from 'relay-runtime';
export type useLogoutMutation$variables = Record<PropertyKey, never>;
export type useLogoutMutation$data = {
  readonly logout: {
    readonly __typename: string;
  };
};
export type useLogoutMutation = {
  response: useLogoutMutation$data;
  variables: useLogoutMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "logout",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
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
    "name": "useLogoutMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useLogoutMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "82a40841f2b11675bc444ee2f25c2f83049524e8748f881bea94e6d637247a82",
    "metadata": {},
    "name": "useLogoutMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "dc4931b78050fac81e2bd47a3d91f367";

export default node;
