/**
 * @generated SignedSource<<7a12b3b7c360b66c35551fcac37088e4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SynonymGroupList_query$data = {
  readonly searchSynonyms: {
    readonly __id: string;
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"DeleteSynonymGroupDialog_synonym" | "EditSynonymGroupDialog_synonym" | "SynonymGroupRow_synonym">;
      };
    }>;
    readonly totalCount: number;
  };
  readonly " $fragmentType": "SynonymGroupList_query";
};
export type SynonymGroupList_query$key = {
  readonly " $data"?: SynonymGroupList_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"SynonymGroupList_query">;
};

import SynonymGroupListPaginationQuery_graphql from './SynonymGroupListPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "searchSynonyms"
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "after"
    },
    {
      "defaultValue": 20,
      "kind": "LocalArgument",
      "name": "first"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "first",
        "cursor": "after",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "first",
          "cursor": "after"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [],
      "operation": SynonymGroupListPaginationQuery_graphql
    }
  },
  "name": "SynonymGroupList_query",
  "selections": [
    {
      "alias": "searchSynonyms",
      "args": null,
      "concreteType": "SearchSynonymConnection",
      "kind": "LinkedField",
      "name": "__SynonymGroupList_searchSynonyms_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "SearchSynonymConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "SearchSynonym",
              "kind": "LinkedField",
              "name": "node",
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
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "SynonymGroupRow_synonym"
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "EditSynonymGroupDialog_synonym"
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "DeleteSynonymGroupDialog_synonym"
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "__typename",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "cursor",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PageInfo",
          "kind": "LinkedField",
          "name": "pageInfo",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "endCursor",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "hasNextPage",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "kind": "ClientExtension",
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "__id",
              "storageKey": null
            }
          ]
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "81de6855ffe3df34f0ed20b781212bdd";

export default node;
