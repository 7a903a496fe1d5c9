import { z } from 'zod';
import { restRoute } from '../../rest/rest-route.js';
import { checkedInput } from '../../lib/validation.js';
import * as admin from './catalog-admin.service.js';
import { categoryInput, categoryUpdateInput, deleteInput } from './catalog.inputs.js';
import * as catalog from './catalog.service.js';
import { legacyCategorySchema, legacyDocs, toLegacyCategory, withLegacyFieldNames } from './legacy-catalog.js';

const text = z.unknown();

export const categoryRoutes = [
  restRoute({
    method: 'POST',
    path: '/category/add-category',
    tag: 'Category',
    summary: 'Add a category (admin)',
    auth: 'admin',
    body: z.object({ name: text, image: text }).partial(),
    documentedBody: z.object({ name: legacyDocs.name80, image: legacyDocs.imageUrl }),
    response: 'data: the category { _id, name, image }',
    data: legacyCategorySchema,
    success: 201,
    refusals: [409],
    handle: async ({ context, body }) => {
      const category = await withLegacyFieldNames(() => admin.createCategory(context, checkedInput(categoryInput, { name: body.name, image: body.image })));
      return { status: 201, message: 'Category added', data: toLegacyCategory(category) };
    },
  }),
  restRoute({
    method: 'GET',
    path: '/category/get',
    tag: 'Category',
    summary: 'Every category, sorted by name',
    auth: 'public',
    responseCache: true,
    response: 'data: [{ _id, name, image }]',
    data: z.array(legacyCategorySchema),
    handle: async ({ context }) => {
      const categories = await catalog.listCategories(context);
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
    documentedBody: z.object({ _id: legacyDocs.id, name: legacyDocs.name80.nullable().optional(), image: legacyDocs.imageUrl.nullable().optional() }),
    response: 'data: the category { _id, name, image }',
    data: legacyCategorySchema,
    refusals: [404, 409],
    handle: async ({ context, body }) => {
      const changes = { id: body._id, name: body.name ?? undefined, image: body.image ?? undefined };
      const category = await withLegacyFieldNames(() => admin.updateCategory(context, checkedInput(categoryUpdateInput, changes)));
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
    documentedBody: z.object({ _id: legacyDocs.id }),
    response: 'data: the deleted category { _id, name, image }',
    data: legacyCategorySchema,
    refusals: [404, 409],
    handle: async ({ context, body }) => {
      const category = await withLegacyFieldNames(() => admin.deleteCategory(context, checkedInput(deleteInput('Category'), { id: body._id })));
      return { message: 'Category deleted', data: toLegacyCategory(category) };
    },
  }),
];
