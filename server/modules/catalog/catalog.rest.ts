import { z } from 'zod';
import type { RequestContext } from '../../context.js';
import { NotFoundError, ValidationError } from '../../errors.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { restRoute } from '../../rest/rest-route.js';
import * as admin from './catalog-admin.service.js';
import * as catalog from './catalog.service.js';
import {
  fromLegacyProduct,
  legacyId,
  legacyIdList,
  legacyPage,
  legacyProductInclude,
  legacyProductsByIds,
  toLegacyCategory,
  toLegacyProduct,
  toLegacySubCategory,
  withLegacyFieldNames,
} from './legacy-catalog.js';

const text = z.unknown();

const productFields = {
  name: text,
  image: text,
  category: text,
  subCategory: text,
  unit: text,
  stock: text,
  price: text,
  discount: text,
  description: text,
  more_details: text,
  onPromotion: text,
  promotionStartTime: text,
  promotionEndTime: text,
  promotionPrice: text,
  promotionLabel: text,
  stockAlertThreshold: text,
  promoCode: text,
};

const pageFields = { page: text, limit: text };

const newestFirst: Prisma.ProductOrderByWithRelationInput[] = [{ createdAt: 'desc' }, { id: 'desc' }];

/** One page of live products matching a filter, newest first (as the GraphQL connections order them). */
async function productPage(context: RequestContext, where: Prisma.ProductWhereInput, page: { skip: number; limit: number }) {
  const [rows, totalCount] = await Promise.all([
    context.db.product.findMany({ where, orderBy: newestFirst, skip: page.skip, take: page.limit, include: legacyProductInclude }),
    context.db.product.count({ where }),
  ]);
  return { data: rows.map((row) => toLegacyProduct(context, row)), totalCount, totalPage: Math.ceil(totalCount / page.limit) };
}

async function legacyProduct(context: RequestContext, id: string) {
  const row = await context.db.product.findFirst({ where: { id, deletedAt: null }, include: legacyProductInclude });
  if (!row) throw new NotFoundError('Product');
  return toLegacyProduct(context, row);
}

async function legacySubCategory(context: RequestContext, id: string) {
  const row = await context.db.subCategory.findUniqueOrThrow({ where: { id }, include: { categories: { orderBy: { name: 'asc' } } } });
  return toLegacySubCategory(row);
}

function requiredId(value: unknown, field: string, what: string): string {
  const id = legacyId(value);
  if (typeof id !== 'string' || id.trim() === '' || id.length > 64) throw new ValidationError(`${what} id is required`, field);
  return id.trim();
}

export const categoryRoutes = [
  restRoute({
    method: 'POST',
    path: '/category/add-category',
    tag: 'Category',
    summary: 'Add a category (admin)',
    auth: 'admin',
    body: z.object({ name: text, image: text }).partial(),
    response: 'data: the category { _id, name, image }',
    handle: async ({ context, body }) => {
      const category = await withLegacyFieldNames(admin.createCategory(context, { name: body.name, image: body.image }));
      return { status: 201, message: 'Category added', data: toLegacyCategory(category) };
    },
  }),
  restRoute({
    method: 'GET',
    path: '/category/get',
    tag: 'Category',
    summary: 'Every category, sorted by name',
    auth: 'public',
    response: 'data: [{ _id, name, image }]',
    handle: async ({ context }) => {
      const categories = await context.db.category.findMany({ orderBy: { name: 'asc' } });
      return { data: categories.map(toLegacyCategory) };
    },
  }),
  restRoute({
    method: 'PUT',
    path: '/category/update',
    tag: 'Category',
    summary: 'Rename a category or change its image (admin)',
    auth: 'admin',
    body: z.object({ _id: text, name: text, image: text }).partial(),
    response: 'data: the category { _id, name, image }',
    handle: async ({ context, body }) => {
      const category = await withLegacyFieldNames(admin.updateCategory(context, { id: body._id, name: body.name ?? undefined, image: body.image ?? undefined }));
      return { message: 'Updated Category', data: toLegacyCategory(category) };
    },
  }),
  restRoute({
    method: 'DELETE',
    path: '/category/delete',
    tag: 'Category',
    summary: 'Delete a category (admin); refused (409) while products or sub-categories use it',
    auth: 'admin',
    body: z.object({ _id: text }).partial(),
    response: 'data: the deleted category { _id, name, image }',
    handle: async ({ context, body }) => {
      const category = await withLegacyFieldNames(admin.deleteCategory(context, { id: body._id }));
      return { message: 'Category deleted', data: toLegacyCategory(category) };
    },
  }),
];

export const subCategoryRoutes = [
  restRoute({
    method: 'POST',
    path: '/subcategory/create',
    tag: 'Sub-category',
    summary: 'Add a sub-category in one or more categories (admin); category is a list of ids or { _id } objects',
    auth: 'admin',
    body: z.object({ name: text, image: text, category: text }).partial(),
    response: 'data: the sub-category { _id, name, image, category: [{ _id, name }] }',
    handle: async ({ context, body }) => {
      const created = await withLegacyFieldNames(
        admin.createSubCategory(context, { name: body.name, image: body.image, categoryIds: legacyIdList(body.category) }),
      );
      return { status: 201, message: 'Sub Category Created', data: await legacySubCategory(context, created.id) };
    },
  }),
  restRoute({
    method: 'POST',
    path: '/subcategory/get',
    tag: 'Sub-category',
    summary: 'Every sub-category, sorted by name, with its categories',
    auth: 'public',
    response: 'data: [{ _id, name, image, category: [{ _id, name }] }]',
    handle: async ({ context }) => {
      const rows = await context.db.subCategory.findMany({ orderBy: { name: 'asc' }, include: { categories: { orderBy: { name: 'asc' } } } });
      return { data: rows.map(toLegacySubCategory) };
    },
  }),
  restRoute({
    method: 'PUT',
    path: '/subcategory/update',
    tag: 'Sub-category',
    summary: "Change a sub-category's name, image or categories (admin)",
    auth: 'admin',
    body: z.object({ _id: text, name: text, image: text, category: text }).partial(),
    response: 'data: the sub-category { _id, name, image, category: [{ _id, name }] }',
    handle: async ({ context, body }) => {
      const updated = await withLegacyFieldNames(
        admin.updateSubCategory(context, {
          id: body._id,
          name: body.name ?? undefined,
          image: body.image ?? undefined,
          categoryIds: legacyIdList(body.category),
        }),
      );
      return { message: 'Sub Category Updated', data: await legacySubCategory(context, updated.id) };
    },
  }),
  restRoute({
    method: 'DELETE',
    path: '/subcategory/delete',
    tag: 'Sub-category',
    summary: 'Delete a sub-category (admin); refused (409) while products use it',
    auth: 'admin',
    body: z.object({ _id: text }).partial(),
    response: 'data: the deleted sub-category { _id, name, image }',
    handle: async ({ context, body }) => {
      const deleted = await withLegacyFieldNames(admin.deleteSubCategory(context, { id: body._id }));
      return { message: 'Sub Category Deleted', data: { _id: deleted.id, name: deleted.name, image: deleted.image } };
    },
  }),
];

export const productRoutes = [
  restRoute({
    method: 'POST',
    path: '/product/create',
    tag: 'Product',
    summary: 'Add a product (admin): image list, category/subCategory lists, more_details map, optional promoCode',
    auth: 'admin',
    body: z.object(productFields).partial(),
    response: 'data: the product',
    handle: async ({ context, body }) => {
      const created = await withLegacyFieldNames(admin.createProduct(context, fromLegacyProduct(body)));
      return { status: 201, message: 'Product Created Successfully', data: await legacyProduct(context, created.id) };
    },
  }),
  restRoute({
    method: 'POST',
    path: '/product/get',
    tag: 'Product',
    summary: 'The admin list: products newest first, filtered by a text in the name (page, limit 12, search)',
    auth: 'public',
    body: z.object({ ...pageFields, search: text }).partial(),
    response: 'data: products; also totalNoPage, totalCount, page',
    handle: async ({ context, body }) => {
      const page = legacyPage(body, 12);
      const search = typeof body.search === 'string' || typeof body.search === 'number' ? String(body.search) : '';
      const result = await productPage(context, catalog.adminListFilter(search), page);
      return { message: 'Product data', data: result.data, extra: { totalNoPage: result.totalPage, totalCount: result.totalCount, page: page.page } };
    },
  }),
  restRoute({
    method: 'POST',
    path: '/product/get-product-by-category',
    tag: 'Product',
    summary: 'Products of a category, newest first (id; optional page, limit 15)',
    auth: 'public',
    body: z.object({ id: text, ...pageFields }).partial(),
    response: 'data: products; also page, totalCount',
    handle: async ({ context, body }) => {
      const categoryId = requiredId(body.id, 'id', 'Category');
      // The old shop showed 15 products in a category strip.
      const page = legacyPage(body, 15);
      const result = await productPage(context, catalog.listingFilter({ categoryId }), page);
      return { message: 'category product list', data: result.data, extra: { page: page.page, totalCount: result.totalCount } };
    },
  }),
  restRoute({
    method: 'POST',
    path: '/product/get-pruduct-by-category-and-subcategory',
    tag: 'Product',
    summary: "Products of a category and sub-category ('all': every sub-category), newest first (page, limit 8); the path spelling is the old shop's",
    auth: 'public',
    body: z.object({ categoryId: text, subCategoryId: text, ...pageFields }).partial(),
    response: 'data: products; also page, limit, totalCount, totalPage',
    handle: async ({ context, body }) => {
      const categoryId = requiredId(body.categoryId, 'categoryId', 'Category');
      const subCategoryId = body.subCategoryId === undefined || body.subCategoryId === null ? 'all' : requiredId(body.subCategoryId, 'subCategoryId', 'Sub category');
      const page = legacyPage(body, 8);
      const result = await productPage(context, catalog.listingFilter({ categoryId, subCategoryId }), page);
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
    body: z.object(pageFields).partial(),
    query: z.object({ random: z.string().optional(), limit: z.string().optional() }),
    response: 'data: products; also page, totalCount, totalPage when not random',
    handle: async ({ context, body, query }) => {
      if (query.random === 'true') {
        const { limit } = legacyPage({ limit: body.limit ?? query.limit }, 16);
        return { message: 'Random products', data: await legacyProductsByIds(context, await catalog.randomProductIds(context, limit)) };
      }
      const page = legacyPage(body, 12);
      const result = await productPage(context, { deletedAt: null }, page);
      return { message: 'All products', data: result.data, extra: { page: page.page, totalCount: result.totalCount, totalPage: result.totalPage } };
    },
  }),
  restRoute({
    method: 'POST',
    path: '/product/get-product-details',
    tag: 'Product',
    summary: 'One product by id (productId)',
    auth: 'public',
    body: z.object({ productId: text }).partial(),
    response: 'data: the product',
    handle: async ({ context, body }) => ({
      message: 'product details',
      data: await legacyProduct(context, requiredId(body.productId, 'productId', 'Product')),
    }),
  }),
  restRoute({
    method: 'PUT',
    path: '/product/update-product-details',
    tag: 'Product',
    summary: 'Replace every field of a product (admin): _id plus the create fields; promoCode null removes the code',
    auth: 'admin',
    body: z.object({ _id: text, ...productFields }).partial(),
    response: 'data: the product',
    handle: async ({ context, body }) => {
      const updated = await withLegacyFieldNames(admin.updateProduct(context, { id: body._id, ...fromLegacyProduct(body) }));
      return { message: 'updated successfully', data: await legacyProduct(context, updated.id) };
    },
  }),
  restRoute({
    method: 'DELETE',
    path: '/product/delete-product',
    tag: 'Product',
    summary: 'Remove a product from the shop (admin); past orders keep their lines',
    auth: 'admin',
    body: z.object({ _id: text }).partial(),
    response: 'data: { _id }',
    handle: async ({ context, body }) => {
      const deleted = await withLegacyFieldNames(admin.deleteProduct(context, { id: body._id }));
      return { message: 'Delete successfully', data: { _id: deleted.id } };
    },
  }),
  restRoute({
    method: 'GET',
    path: '/product/new-arrivals',
    tag: 'Product',
    summary: 'The 8 newest products',
    auth: 'public',
    response: 'data: products',
    handle: async ({ context }) => {
      const rows = await context.db.product.findMany({ where: { deletedAt: null }, orderBy: newestFirst, take: 8, include: legacyProductInclude });
      return { message: 'New arrivals', data: rows.map((row) => toLegacyProduct(context, row)) };
    },
  }),
  restRoute({
    method: 'PUT',
    path: '/product/cleanup-expired-promotions',
    tag: 'Product',
    summary: 'End promotions past their end time, for one product (productId) or all; harmless at any time',
    auth: 'public',
    body: z.object({ productId: text }).partial(),
    response: 'data: { cleaned } (how many promotions were ended)',
    handle: async ({ context, body }) => {
      const productId = body.productId === undefined || body.productId === null || body.productId === '' ? null : legacyId(body.productId);
      const cleaned = await admin.cleanupExpiredPromotions(context, productId as string | null);
      return { message: cleaned > 0 ? 'Expired promotions cleaned up' : 'No expired promotions', data: { cleaned } };
    },
  }),
];

export const catalogRoutes = [...categoryRoutes, ...subCategoryRoutes, ...productRoutes];
