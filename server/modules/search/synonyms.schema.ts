import { NotFoundError } from '../../errors.js';
import { countOf, edgeOf, totalCountOnly } from '../catalog/catalog.schema.js';
import type { SearchSynonym } from '../../generated/prisma/client.js';
import { builder } from '../../graphql/builder.js';
import { synonymWords } from './synonyms.js';
import * as synonyms from './synonyms.service.js';

export const SearchSynonymType = builder.prismaNode('SearchSynonym', {
  id: { field: 'id' },
  description: "Words that mean the same thing to a shopper ('milk', 'amata', 'lait'): a search for any of them finds products named with the others.",
  fields: (t) => ({
    words: t.stringList({ description: 'Lower case, in the order given.', resolve: (group) => synonymWords(group.words) }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const SearchSynonymEdge = builder.edgeObject({ type: SearchSynonymType, name: 'SearchSynonymEdge' });

builder.queryField('searchSynonyms', (t) =>
  t.prismaConnection(
    {
      type: 'SearchSynonym',
      cursor: 'id',
      maxSize: 100,
      defaultSize: 50,
      authScopes: { admin: true },
      description: 'The synonym groups search expands words with, newest first (admins).',
      totalCount: (_parent, _args, context) => synonyms.countSynonymGroups(context),
      resolve: (query, _root, _args, context) => context.db.prisma.searchSynonym.findMany({ ...query, orderBy: synonyms.newestSynonymsFirst }),
    },
    { name: 'SearchSynonymConnection', fields: (c) => ({ totalCount: c.int({ extensions: totalCountOnly, resolve: countOf }) }) },
  ),
);

const wordsDescription = 'Single words separated by commas or spaces (or one per item); at least two, at most 20.';

const CreateSearchSynonymInput = builder.inputType('CreateSearchSynonymInput', {
  fields: (t) => ({ words: t.stringList({ description: wordsDescription }) }),
});
const UpdateSearchSynonymInput = builder.inputType('UpdateSearchSynonymInput', {
  fields: (t) => ({ id: t.globalID({ for: SearchSynonymType }), words: t.stringList({ description: wordsDescription }) }),
});
const DeleteSearchSynonymInput = builder.inputType('DeleteSearchSynonymInput', {
  fields: (t) => ({ id: t.globalID({ for: SearchSynonymType }) }),
});

const CreateSearchSynonymPayload = builder.objectRef<{ group: SearchSynonym }>('CreateSearchSynonymPayload').implement({
  fields: (t) => ({
    searchSynonym: t.field({ type: SearchSynonymType, resolve: (payload) => payload.group }),
    searchSynonymEdge: t.field({ type: SearchSynonymEdge, resolve: (payload) => edgeOf(payload.group) }),
  }),
});
const UpdateSearchSynonymPayload = builder.objectRef<{ group: SearchSynonym }>('UpdateSearchSynonymPayload').implement({
  fields: (t) => ({ searchSynonym: t.field({ type: SearchSynonymType, resolve: (payload) => payload.group }) }),
});
const DeleteSearchSynonymPayload = builder.objectRef<{ group: SearchSynonym }>('DeleteSearchSynonymPayload').implement({
  fields: (t) => ({
    deletedSearchSynonymId: t.globalID({ description: 'For @deleteEdge.', resolve: (payload) => ({ type: 'SearchSynonym', id: payload.group.id }) }),
  }),
});

builder.mutationFields((t) => ({
  createSearchSynonym: t.field({
    type: CreateSearchSynonymPayload,
    description: 'Adds a synonym group; searches use it at once.',
    authScopes: { admin: true },
    errors: {},
    args: { input: t.arg({ type: CreateSearchSynonymInput }) },
    resolve: async (_root, { input }, context) => ({ group: await synonyms.createSynonymGroup(context, input.words) }),
  }),
  updateSearchSynonym: t.field({
    type: UpdateSearchSynonymPayload,
    authScopes: { admin: true },
    errors: { types: [NotFoundError] },
    args: { input: t.arg({ type: UpdateSearchSynonymInput }) },
    resolve: async (_root, { input }, context) => ({ group: await synonyms.updateSynonymGroup(context, input.id.id, input.words) }),
  }),
  deleteSearchSynonym: t.field({
    type: DeleteSearchSynonymPayload,
    authScopes: { admin: true },
    errors: { types: [NotFoundError] },
    args: { input: t.arg({ type: DeleteSearchSynonymInput }) },
    resolve: async (_root, { input }, context) => ({ group: await synonyms.deleteSynonymGroup(context, input.id.id) }),
  }),
}));
