import { z } from 'zod';
import { absentWhenNull, restRoute } from '../../rest/rest-route.js';
import * as admin from './catalog-admin.service.js';
import { categoryInput, categoryUpdateInput, deleteInput } from './catalog.inputs.js';
import * as catalog from './catalog.service.js';
import { LOCAL_NAME_FIELDS, catalogFieldNames, legacyCategorySchema, toLegacyCategory } from './legacy-catalog.js';

export const categoryRoutes = [
  restRoute({
    method: 'POST',
    path: '/category/add-category',
    tag: 'Category',
    summary: 'Add a category (admin)',
    auth: 'admin',
    input: { schema: categoryInput, omit: LOCAL_NAME_FIELDS },
    response: 'data: the category { _id, name, image }',
    data: legacyCategorySchema,
    success: 201,
    refusals: [409],
    handle: async ({ context, input }) => {
      const category = await admin.createCategory(context, input);
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
    input: { schema: categoryUpdateInput, rename: catalogFieldNames, adapt: { name: absentWhenNull, image: absentWhenNull }, omit: LOCAL_NAME_FIELDS },
    response: 'data: the category { _id, name, image }',
    data: legacyCategorySchema,
    refusals: [404, 409],
    handle: async ({ context, input }) => {
      const category = await admin.updateCategory(context, input);
      return { message: 'Updated Category', data: toLegacyCategory(category) };
    },
  }),
  restRoute({
    method: 'DELETE',
    path: '/category/delete',
    tag: 'Category',
    summary: 'Delete a category (admin); refused (409) while products or sub-categories use it',
    auth: 'admin',
    input: { schema: deleteInput('Category'), rename: catalogFieldNames },
    response: 'data: the deleted category { _id, name, image }',
    data: legacyCategorySchema,
    refusals: [404, 409],
    handle: async ({ context, input }) => {
      const category = await admin.deleteCategory(context, input);
      return { message: 'Category deleted', data: toLegacyCategory(category) };
    },
  }),
];
