import { type RequestContext, requireAdmin } from '../../context.js';
import { NotFoundError } from '../../errors.js';
import type { Prisma, SearchSynonym } from '../../generated/prisma/client.js';
import { parseInput } from '../../lib/validation.js';
import { type SynonymGroupInput, synonymGroupInput } from './synonyms.js';

/** Synonym groups are listed newest first (admin). */
export const newestSynonymsFirst = [{ createdAt: 'desc' }, { id: 'desc' }] satisfies Prisma.SearchSynonymOrderByWithRelationInput[];

/** How many synonym groups there are (admin). */
export function countSynonymGroups(context: RequestContext): Promise<number> {
  requireAdmin(context);
  return context.db.prisma.searchSynonym.count();
}

/** Adds a group of words that mean the same thing to shoppers ('milk, amata, lait'); searches use it at once. */
export function createSynonymGroup(context: RequestContext, words: SynonymGroupInput): Promise<SearchSynonym> {
  requireAdmin(context);
  return context.db.prisma.searchSynonym.create({ data: { words: parseInput(synonymGroupInput, words) } });
}

/** Replaces a synonym group's words. */
export async function updateSynonymGroup(context: RequestContext, id: string, words: SynonymGroupInput): Promise<SearchSynonym> {
  requireAdmin(context);
  const parsed = parseInput(synonymGroupInput, words);
  await findGroup(context, id);
  return context.db.prisma.searchSynonym.update({ where: { id }, data: { words: parsed } });
}

/** Removes a synonym group. */
export async function deleteSynonymGroup(context: RequestContext, id: string): Promise<SearchSynonym> {
  requireAdmin(context);
  await findGroup(context, id);
  return context.db.prisma.searchSynonym.delete({ where: { id } });
}

async function findGroup(context: RequestContext, id: string): Promise<SearchSynonym> {
  const group = await context.db.prisma.searchSynonym.findUnique({ where: { id } });
  if (!group) throw new NotFoundError('Synonym group');
  return group;
}
