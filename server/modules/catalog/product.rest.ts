import { z } from 'zod';
import type { RequestContext } from '../../context.js';
import { NotFoundError } from '../../errors.js';
import { restRoute } from '../../rest/rest-route.js';
import * as admin from './catalog-admin.service.js';
import { deleteInput, expiredPromotionsInput } from './catalog.inputs.js';
import * as catalog from './catalog.service.js';
import { integerSchema, legacyIdSchema } from '../../rest/doc-schemas.js';
import {
  catalogFieldNames,
  legacyId,
  legacyPage,
  legacyPageFields,
  legacyProductChangesInput,
  legacyProductInput,
  legacyProductSchema,
  legacyReference,
  toLegacyProduct,
} from './legacy-catalog.js';

const products = z.array(legacyProductSchema);
const pageCount = integerSchema.meta({ description: 'Number of pages' });

/** One page of a category listing, or of every product (null), newest first (as the GraphQL connections order them). */
async function productPage(context: RequestContext, listing: catalog.CategoryListing | null, page: { skip: number; limit: number }) {
  const pageOf = { skip: page.skip, take: page.limit };
  const [rows, totalCount] = await Promise.all(
    listing
      ? [catalog.readListingPageWithLinks(context, listing, pageOf), catalog.countListing(context, listing)]
      : [catalog.productPage(context, {}, pageOf), catalog.countProducts(context, {})],
  );
  return { data: rows.map((row) => toLegacyProduct(context, row)), totalCount, totalPage: Math.ceil(totalCount / page.limit) };
}

async function legacyProduct(context: RequestContext, id: string) {
  const row = await catalog.findProduct(context, id);
  if (!row) throw new NotFoundError('Product');
  return toLegacyProduct(context, row);
}

export const productRoutes = [
  restRoute({
    method: 'POST',
    path: '/product/create',
    tag: 'Product',
    summary: 'Add a product (admin): image list, category/subCategory lists, more_details map, optional promoCode',
    auth: 'admin',
    input: legacyProductInput,
    response: 'data: the product',
    data: legacyProductSchema,
    success: 201,
    refusals: [404, 409],
    handle: async ({ context, input }) => {
      const created = await admin.createProduct(context, input);
      return { status: 201, message: 'Product Created Successfully', data: await legacyProduct(context, created.id) };
    },
  }),
  restRoute({
    method: 'POST',
    path: '/product/get-product-by-category',
    tag: 'Product',
    summary: 'Products of a category, newest first (id; optional page, limit 15)',
    auth: 'public',
    responseCache: true,
    body: z.object({ id: legacyReference('Category').meta({ description: 'The category' }), ...legacyPageFields }),
    response: 'data: products; also page, totalCount',
    data: products,
    extra: { page: integerSchema, totalCount: integerSchema },
    handle: async ({ context, body }) => {
      const categoryId = body.id;
      // The old shop showed 15 products in a category strip.
      const page = legacyPage(body, 15);
      const result = await productPage(context, { categoryId }, page);
      return { message: 'category product list', data: result.data, extra: { page: page.page, totalCount: result.totalCount } };
    },
  }),
  restRoute({
    method: 'POST',
    path: '/product/get-pruduct-by-category-and-subcategory',
    tag: 'Product',
    summary: "Products of a category and sub-category ('all': every sub-category), newest first (page, limit 8); the path spelling is the old shop's",
    auth: 'public',
    responseCache: true,
    body: z.object({
      categoryId: legacyReference('Category'),
      subCategoryId: z
        .preprocess((value) => (value === null ? undefined : value), legacyReference('Sub category').optional())
        .meta({ description: "'all' (or absent) for every sub-category" }),
      ...legacyPageFields,
    }),
    response: 'data: products; also page, limit, totalCount, totalPage',
    data: products,
    extra: { page: integerSchema, limit: integerSchema, totalCount: integerSchema, totalPage: pageCount },
    handle: async ({ context, body }) => {
      const { categoryId, subCategoryId = 'all' } = body;
      const page = legacyPage(body, 8);
      const result = await productPage(context, { categoryId, subCategoryId }, page);
      return {
        message: 'Product list',
        data: result.data,
        extra: { page: page.page, limit: page.limit, totalCount: result.totalCount, totalPage: result.totalPage },
      };
    },
  }),
  restRoute({
    method: 'POST',
    path: '/product/get-all-products',
    tag: 'Product',
    summary: 'With ?random=true a random selection (limit, default 16); otherwise every product newest first (page, limit 12)',
    auth: 'public',
    // A random pick is meant to change at every call: only the newest-first pages are cached.
    responseCache: (query) => query.random !== 'true',
    body: z.object(legacyPageFields),
    query: z.object({ random: z.string().optional(), limit: z.string().optional() }),
    response: 'data: products; also page, totalCount, totalPage when not random',
    data: products,
    extra: { page: integerSchema.optional(), totalCount: integerSchema.optional(), totalPage: pageCount.optional() },
    handle: async ({ context, body, query }) => {
      if (query.random === 'true') {
        const { limit } = legacyPage({ limit: body.limit ?? query.limit }, 16);
        const rows = await catalog.randomProducts(context, limit);
        return { message: 'Random products', data: rows.map((row) => toLegacyProduct(context, row)) };
      }
      const page = legacyPage(body, 12);
      const result = await productPage(context, null, page);
      return { message: 'All products', data: result.data, extra: { page: page.page, totalCount: result.totalCount, totalPage: result.totalPage } };
    },
  }),
  restRoute({
    method: 'POST',
    path: '/product/get-product-details',
    tag: 'Product',
    summary: 'One product by id (productId)',
    auth: 'public',
    responseCache: true,
    body: z.object({ productId: legacyReference('Product') }),
    response: 'data: the product',
    data: legacyProductSchema,
    refusals: [404],
    handle: async ({ context, body }) => ({
      message: 'product details',
      data: await legacyProduct(context, body.productId),
    }),
  }),
  restRoute({
    method: 'PUT',
    path: '/product/update-product-details',
    tag: 'Product',
    summary:
      "Change a product (admin): _id plus any of the create fields. Only the fields sent change; every field the body leaves out keeps its value (the old edit form's body keeps the promotion, its label, the stock alert threshold, local names and the promo code). promoCode null (or an empty code) removes the code; an empty stockAlertThreshold keeps it. 409 when an order or another save changed the product meanwhile.",

    auth: 'admin',
    input: legacyProductChangesInput,
    response: 'data: the product',
    data: legacyProductSchema,
    refusals: [404, 409],
    handle: async ({ context, input }) => {
      const updated = await admin.changeProduct(context, input);
      return { message: 'updated successfully', data: await legacyProduct(context, updated.id) };
    },
  }),
  restRoute({
    method: 'DELETE',
    path: '/product/delete-product',
    tag: 'Product',
    summary: 'Remove a product from the shop (admin); past orders keep their lines',
    auth: 'admin',
    input: { schema: deleteInput('Product'), rename: catalogFieldNames },
    response: 'data: { _id }',
    data: z.object({ _id: legacyIdSchema }),
    refusals: [404],
    handle: async ({ context, input }) => {
      const deleted = await admin.deleteProduct(context, input);
      return { message: 'Delete successfully', data: { _id: deleted.id } };
    },
  }),
  restRoute({
    method: 'GET',
    path: '/product/new-arrivals',
    tag: 'Product',
    summary: 'The 8 newest products',
    auth: 'public',
    responseCache: true,
    response: 'data: products',
    data: products,
    handle: async ({ context }) => {
      const rows = await catalog.newArrivals(context);
      return { message: 'New arrivals', data: rows.map((row) => toLegacyProduct(context, row)) };
    },
  }),
  restRoute({
    method: 'PUT',
    path: '/product/cleanup-expired-promotions',
    tag: 'Product',
    summary: 'End promotions past their end time, for one product (productId) or all; harmless at any time',
    auth: 'public',
    // '' means every product, as absent or null does; the old client may send the product itself.
    input: { schema: expiredPromotionsInput, adapt: { productId: (value) => (value === '' ? null : legacyId(value)) } },
    response: 'data: { cleaned } (how many promotions were ended)',
    data: z.object({ cleaned: integerSchema }),
    handle: async ({ context, input }) => {
      const cleaned = await admin.cleanupExpiredPromotions(context, input);
      return { message: cleaned > 0 ? 'Expired promotions cleaned up' : 'No expired promotions', data: { cleaned } };
    },
  }),
];
