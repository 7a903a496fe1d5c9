import { z } from 'zod';
import { restRoute } from '../../rest/rest-route.js';
import { integerSchema } from '../../rest/doc-schemas.js';
import { legacyPage, legacyPageFields, legacyProductSchema, toLegacyProduct } from '../catalog/legacy-catalog.js';
import { searchProductPage } from './search.service.js';

/**
 * The old client sends the address bar's text as it is, never decoded ("baby%20oil"), and the old server's text
 * search ignored the escapes; so each run of valid %XX escapes is decoded. A lone "%" ("100%") or a run that is not
 * UTF-8 stays as typed.
 */
export function decodePercentEscapes(text: string): string {
  return text.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
}

/** The old client never checks the query: anything but text or a number searches for nothing in particular. */
const searchField = z
  .preprocess((value) => (typeof value === 'string' || typeof value === 'number' ? value : undefined), z.union([z.string(), z.number()]).optional())
  .meta({ description: 'Any text; empty lists every product' });

export const searchRoutes = [
  restRoute({
    method: 'POST',
    path: '/product/get',
    tag: 'Product',
    summary: "The admin list: products newest first, or a search's matches best first, with the shop search's forgiveness (page, limit 12, search)",
    auth: 'public',
    responseCache: true,
    body: z.object({ ...legacyPageFields, search: searchField }),
    response: 'data: products; also totalNoPage, totalCount, page',
    data: z.array(legacyProductSchema),
    extra: { totalNoPage: integerSchema.meta({ description: 'Number of pages' }), totalCount: integerSchema, page: integerSchema },
    handle: async ({ context, body }) => {
      const page = legacyPage(body, 12);
      const search = body.search === undefined ? '' : String(body.search);
      const found = await searchProductPage(context, search, { offset: page.skip, limit: page.limit });
      const now = new Date();
      const data = found.products.map((row) => toLegacyProduct(context, row, now, 'admin'));
      return { message: 'Product data', data, extra: { totalNoPage: Math.ceil(found.totalCount / page.limit), totalCount: found.totalCount, page: page.page } };
    },
  }),
  restRoute({
    method: 'POST',
    path: '/product/search-product',
    tag: 'Product',
    summary: 'Ranked full-text search (search, page; 12 a page); any text is accepted, an empty one lists every product newest first',
    auth: 'public',
    responseCache: true,
    body: z.object({ search: searchField, ...legacyPageFields }),
    response: 'data: products in rank order; also page, totalPage, totalCount',
    data: z.array(legacyProductSchema),
    extra: { page: integerSchema, totalPage: integerSchema, totalCount: integerSchema },
    handle: async ({ context, body }) => {
      const page = legacyPage(body, 12);
      const text = typeof body.search === 'string' ? decodePercentEscapes(body.search) : body.search === undefined ? '' : String(body.search);
      const found = await searchProductPage(context, text, { offset: page.skip, limit: page.limit });
      return {
        message: 'Product data',
        data: found.products.map((row) => toLegacyProduct(context, row)),
        extra: { page: page.page, totalPage: Math.ceil(found.totalCount / page.limit), totalCount: found.totalCount },
      };
    },
  }),
];
