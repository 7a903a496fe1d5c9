import { z } from 'zod';
import type { RequestContext } from '../../context.js';
import { restRoute } from '../../rest/rest-route.js';
import { checkedInput } from '../../lib/validation.js';
import * as admin from './catalog-admin.service.js';
import { deleteInput, subCategoryInput, subCategoryUpdateInput } from './catalog.inputs.js';
import * as catalog from './catalog.service.js';
import { legacyCategorySchema, legacyDocs, legacyIdList, legacySubCategorySchema, toLegacySubCategory, withLegacyFieldNames } from './legacy-catalog.js';

const text = z.unknown();

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
    body: z.object({ name: text, image: text, category: text }).partial(),
    documentedBody: z.object({ name: legacyDocs.name80, image: legacyDocs.imageUrl, category: legacyDocs.references.min(1).max(20) }),
    response: 'data: the sub-category { _id, name, image, category: [{ _id, name }] }',
    data: legacySubCategorySchema,
    success: 201,
    refusals: [404, 409],
    handle: async ({ context, body }) => {
      const created = await withLegacyFieldNames(() =>
        admin.createSubCategory(context, checkedInput(subCategoryInput, { name: body.name, image: body.image, categoryIds: legacyIdList(body.category) })),
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
    body: z.object({ _id: text, name: text, image: text, category: text }).partial(),
    documentedBody: z.object({
      _id: legacyDocs.id,
      name: legacyDocs.name80.nullable().optional(),
      image: legacyDocs.imageUrl.nullable().optional(),
      category: legacyDocs.references.min(1).max(20).nullable().optional(),
    }),
    response: 'data: the sub-category { _id, name, image, category: [{ _id, name }] }',
    data: legacySubCategorySchema,
    refusals: [404, 409],
    handle: async ({ context, body }) => {
      const updated = await withLegacyFieldNames(() =>
        admin.updateSubCategory(
          context,
          checkedInput(subCategoryUpdateInput, {
            id: body._id,
            name: body.name ?? undefined,
            image: body.image ?? undefined,
            categoryIds: legacyIdList(body.category),
          }),
        ),
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
    documentedBody: z.object({ _id: legacyDocs.id }),
    response: 'data: the deleted sub-category { _id, name, image }',
    data: legacyCategorySchema,
    refusals: [404, 409],
    handle: async ({ context, body }) => {
      const deleted = await withLegacyFieldNames(() => admin.deleteSubCategory(context, checkedInput(deleteInput('Sub category'), { id: body._id })));
      return { message: 'Sub Category Deleted', data: { _id: deleted.id, name: deleted.name, image: deleted.image } };
    },
  }),
];
