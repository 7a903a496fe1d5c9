import { z } from 'zod';
import type { RequestContext } from '../../context.js';
import { absentWhenNull, restRoute } from '../../rest/rest-route.js';
import * as admin from './catalog-admin.service.js';
import { deleteInput, subCategoryInput, subCategoryUpdateInput } from './catalog.inputs.js';
import * as catalog from './catalog.service.js';
import { LOCAL_NAME_FIELDS, catalogFieldNames, legacyCategorySchema, legacyIdList, legacySubCategorySchema, toLegacySubCategory } from './legacy-catalog.js';

async function legacySubCategory(context: RequestContext, id: string) {
  return toLegacySubCategory(await admin.subCategoryWithCategories(context, id));
}

export const subCategoryRoutes = [
  restRoute({
    method: 'POST',
    path: '/subcategory/create',
    tag: 'Sub-category',
    summary: 'Add a sub-category in one or more categories (admin); category is a list of ids or { _id } objects',
    auth: 'admin',
    input: { schema: subCategoryInput, rename: catalogFieldNames, adapt: { categoryIds: legacyIdList }, omit: LOCAL_NAME_FIELDS },
    response: 'data: the sub-category { _id, name, image, category: [{ _id, name }] }',
    data: legacySubCategorySchema,
    success: 201,
    refusals: [404, 409],
    handle: async ({ context, input }) => {
      const created = await admin.createSubCategory(context, input);
      return { status: 201, message: 'Sub Category Created', data: await legacySubCategory(context, created.id) };
    },
  }),
  restRoute({
    method: 'POST',
    path: '/subcategory/get',
    tag: 'Sub-category',
    summary: 'Every sub-category, sorted by name, with its categories',
    auth: 'public',
    responseCache: true,
    response: 'data: [{ _id, name, image, category: [{ _id, name }] }]',
    data: z.array(legacySubCategorySchema),
    handle: async ({ context }) => {
      const rows = await catalog.listSubCategoriesWithCategories(context);
      return { data: rows.map(toLegacySubCategory) };
    },
  }),
  restRoute({
    method: 'PUT',
    path: '/subcategory/update',
    tag: 'Sub-category',
    summary: "Change a sub-category's name, image or categories (admin)",
    auth: 'admin',
    input: {
      schema: subCategoryUpdateInput,
      rename: catalogFieldNames,
      adapt: { name: absentWhenNull, image: absentWhenNull, categoryIds: legacyIdList },
      omit: LOCAL_NAME_FIELDS,
    },
    response: 'data: the sub-category { _id, name, image, category: [{ _id, name }] }',
    data: legacySubCategorySchema,
    refusals: [404, 409],
    handle: async ({ context, input }) => {
      const updated = await admin.updateSubCategory(context, input);
      return { message: 'Sub Category Updated', data: await legacySubCategory(context, updated.id) };
    },
  }),
  restRoute({
    method: 'DELETE',
    path: '/subcategory/delete',
    tag: 'Sub-category',
    summary: 'Delete a sub-category (admin); refused (409) while products use it',
    auth: 'admin',
    input: { schema: deleteInput('Sub category'), rename: catalogFieldNames },
    response: 'data: the deleted sub-category { _id, name, image }',
    data: legacyCategorySchema,
    refusals: [404, 409],
    handle: async ({ context, input }) => {
      const deleted = await admin.deleteSubCategory(context, input);
      return { message: 'Sub Category Deleted', data: { _id: deleted.id, name: deleted.name, image: deleted.image } };
    },
  }),
];
