import type { RequestContext } from '../../context.js';
import { ConflictError, NotFoundError } from '../../errors.js';
import type { Category, Product, SubCategory } from '../../generated/prisma/client.js';
import { builder, type InputFields } from '../../graphql/builder.js';
import { mirrorsInput } from '../../graphql/input-mirror.js';
import type { categoryInput, categoryUpdateInput, productInput, productUpdateInput, subCategoryInput, subCategoryUpdateInput } from './catalog.inputs.js';
import * as admin from './catalog-admin.service.js';
import * as catalog from './catalog.service.js';
import type { ProductInput } from './catalog.inputs.js';
import { CategoryType, DiscountTypeEnum, edgeOf, ProductEdge, ProductType, SubCategoryType } from './catalog.schema.js';

// Categories and sub-categories are listed as plain lists; their edges let a client's updater place a new one.
const CategoryEdge = builder.edgeObject({ type: CategoryType, name: 'CategoryEdge' });
const SubCategoryEdge = builder.edgeObject({ type: SubCategoryType, name: 'SubCategoryEdge' });

/** The shop's Pothos types, so that shared input fields keep their types. */

/** The optional Kinyarwanda and French names and search keywords; omitted keeps what is stored, '' clears. */
const localNameFields = (t: InputFields) => ({
  nameRw: t.string({ required: false, description: 'Kinyarwanda name, searched with the English one.' }),
  nameFr: t.string({ required: false, description: 'French name, searched with the English one.' }),
  keywords: t.string({ required: false, description: 'Extra search words in any language, comma-separated.' }),
});

const CreateCategoryInput = mirrorsInput<typeof categoryInput>()(
  builder.inputType('CreateCategoryInput', {
    fields: (t) => ({ name: t.string(), image: t.string({ description: 'URL from uploadImage.' }), ...localNameFields(t) }),
  }),
);

const UpdateCategoryInput = mirrorsInput<typeof categoryUpdateInput>()(
  builder.inputType('UpdateCategoryInput', {
    fields: (t) => ({ id: t.globalID({ for: CategoryType }), name: t.string({ required: false }), image: t.string({ required: false }), ...localNameFields(t) }),
  }),
);

const DeleteCategoryInput = builder.inputType('DeleteCategoryInput', {
  fields: (t) => ({ id: t.globalID({ for: CategoryType }) }),
});

const CreateSubCategoryInput = mirrorsInput<typeof subCategoryInput>()(
  builder.inputType('CreateSubCategoryInput', {
    fields: (t) => ({ name: t.string(), image: t.string(), ...localNameFields(t), categoryIds: t.globalIDList({ for: CategoryType }) }),
  }),
);

const UpdateSubCategoryInput = mirrorsInput<typeof subCategoryUpdateInput>()(
  builder.inputType('UpdateSubCategoryInput', {
    fields: (t) => ({
      id: t.globalID({ for: SubCategoryType }),
      name: t.string({ required: false }),
      image: t.string({ required: false }),
      ...localNameFields(t),
      categoryIds: t.globalIDList({ for: CategoryType, required: false }),
    }),
  }),
);

const DeleteSubCategoryInput = builder.inputType('DeleteSubCategoryInput', {
  fields: (t) => ({ id: t.globalID({ for: SubCategoryType }) }),
});

const ProductDetailInput = builder.inputType('ProductDetailInput', {
  fields: (t) => ({ name: t.string(), value: t.string() }),
});

const PromoCodeInput = builder.inputType('PromoCodeInput', {
  fields: (t) => ({
    code: t.string(),
    discountType: t.field({ type: DiscountTypeEnum }),
    discountValue: t.int({ description: 'Percent (PERCENTAGE) or francs off each unit (FIXED).' }),
    expiresAt: t.field({ type: 'DateTime', required: false }),
    usageLimit: t.int({ required: false }),
    allowMultiple: t.boolean({ required: false }),
  }),
});

const productFields = (t: InputFields) => ({
  name: t.string(),
  ...localNameFields(t),
  description: t.string(),
  descriptionRw: t.string({ required: false, description: "Kinyarwanda description; omitted keeps what is stored, '' clears." }),
  descriptionFr: t.string({ required: false, description: "French description; omitted keeps what is stored, '' clears." }),
  unit: t.string(),
  images: t.stringList({ required: false }),
  categoryIds: t.globalIDList({ for: CategoryType }),
  subCategoryIds: t.globalIDList({ for: SubCategoryType, required: false }),
  stock: t.int(),
  price: t.field({ type: 'Rwf' }),
  discount: t.int({ description: 'Percent, 0-100' }),
  moreDetails: t.field({ type: [ProductDetailInput], required: false }),
  onPromotion: t.boolean({ required: false }),
  promotionStartTime: t.field({ type: 'DateTime', required: false }),
  promotionEndTime: t.field({ type: 'DateTime', required: false }),
  promotionPrice: t.field({ type: 'Rwf', required: false }),
  promotionLabel: t.string({ required: false }),
  stockAlertThreshold: t.int({ required: false }),
  maxPerOrder: t.int({ required: false, description: 'The most one order may hold of the product; null for no limit beyond the stock, omitted keeps what is stored.' }),
  promoCode: t.field({ type: PromoCodeInput, required: false }),
});

const CreateProductInput = mirrorsInput<typeof productInput>()(builder.inputType('CreateProductInput', { fields: (t) => productFields(t) }));
const UpdateProductInput = mirrorsInput<typeof productUpdateInput>()(
  builder.inputType('UpdateProductInput', {
    fields: (t) => ({ id: t.globalID({ for: ProductType }), ...productFields(t) }),
  }),
);
const DeleteProductInput = builder.inputType('DeleteProductInput', {
  fields: (t) => ({ id: t.globalID({ for: ProductType }) }),
});

/** GraphQL leaves an omitted optional field undefined and an explicit one null; the services take both as absent. */
function absent<Value>(value: Value | null | undefined): Value | undefined {
  return value ?? undefined;
}

/** The optional local names and keywords of a category, sub-category or product input, null read as absent. */
function localNamesOf(input: { nameRw?: string | null; nameFr?: string | null; keywords?: string | null }) {
  return { nameRw: absent(input.nameRw), nameFr: absent(input.nameFr), keywords: absent(input.keywords) };
}

/** Database ids of decoded global ids. */
function idsOf(globalIds: readonly { id: string }[]): string[] {
  return globalIds.map((globalId) => globalId.id);
}

const CreateCategoryPayload = builder.objectRef<{ category: Category }>('CreateCategoryPayload').implement({
  fields: (t) => ({
    category: t.field({ type: CategoryType, resolve: (payload) => payload.category }),
    categoryEdge: t.field({ type: CategoryEdge, resolve: (payload) => edgeOf(payload.category) }),
  }),
});

const UpdateCategoryPayload = builder.objectRef<{ category: Category }>('UpdateCategoryPayload').implement({
  fields: (t) => ({ category: t.field({ type: CategoryType, resolve: (payload) => payload.category }) }),
});

const DeleteCategoryPayload = builder.objectRef<{ category: Category }>('DeleteCategoryPayload').implement({
  fields: (t) => ({
    deletedCategoryId: t.globalID({ description: 'The global id of the deleted category (for @deleteRecord).', resolve: (payload) => ({ type: 'Category', id: payload.category.id }) }),
  }),
});

/** A sub-category's write changes the sub-category lists of its categories: the payload returns them too. */
interface SubCategoryChange {
  subCategory: SubCategory;
  categoryIds: string[];
}

const changedCategoriesDescription = 'The categories whose sub-category lists changed (before and after the change), with their new lists.';

/** Loads the categories a sub-category change touched, with the client's selection. */
function changedCategories(query: object, payload: SubCategoryChange, context: RequestContext) {
  return context.db.prisma.category.findMany({ ...query, where: { id: { in: payload.categoryIds } }, orderBy: catalog.byName });
}

const CreateSubCategoryPayload = builder.objectRef<SubCategoryChange>('CreateSubCategoryPayload').implement({
  fields: (t) => ({
    subCategory: t.field({ type: SubCategoryType, resolve: (payload) => payload.subCategory }),
    subCategoryEdge: t.field({ type: SubCategoryEdge, resolve: (payload) => edgeOf(payload.subCategory) }),
    categories: t.prismaField({ type: ['Category'], description: changedCategoriesDescription, resolve: (query, payload, _args, context) => changedCategories(query, payload, context) }),
  }),
});

const UpdateSubCategoryPayload = builder.objectRef<SubCategoryChange>('UpdateSubCategoryPayload').implement({
  fields: (t) => ({
    subCategory: t.field({ type: SubCategoryType, resolve: (payload) => payload.subCategory }),
    categories: t.prismaField({ type: ['Category'], description: changedCategoriesDescription, resolve: (query, payload, _args, context) => changedCategories(query, payload, context) }),
  }),
});

const DeleteSubCategoryPayload = builder.objectRef<{ subCategory: SubCategory }>('DeleteSubCategoryPayload').implement({
  fields: (t) => ({
    deletedSubCategoryId: t.globalID({
      description: 'The global id of the deleted sub-category (for @deleteRecord).',
      resolve: (payload) => ({ type: 'SubCategory', id: payload.subCategory.id }),
    }),
  }),
});

const CreateProductPayload = builder.objectRef<{ product: Product }>('CreateProductPayload').implement({
  fields: (t) => ({
    product: t.field({ type: ProductType, resolve: (payload) => payload.product }),
    productEdge: t.field({ type: ProductEdge, resolve: (payload) => edgeOf(payload.product) }),
  }),
});

const UpdateProductPayload = builder.objectRef<{ product: Product }>('UpdateProductPayload').implement({
  fields: (t) => ({ product: t.field({ type: ProductType, resolve: (payload) => payload.product }) }),
});

const DeleteProductPayload = builder.objectRef<{ product: Product }>('DeleteProductPayload').implement({
  fields: (t) => ({
    deletedProductId: t.globalID({
      description: 'The global id of the product that left the shop (for @deleteEdge/@deleteRecord).',
      resolve: (payload) => ({ type: 'Product', id: payload.product.id }),
    }),
  }),
});


builder.mutationFields((t) => ({
  createCategory: t.field({
    type: CreateCategoryPayload,
    authScopes: { admin: true },
    errors: { types: [ConflictError] },
    args: { input: t.arg({ type: CreateCategoryInput }) },
    resolve: async (_root, { input }, context) => ({
      category: await admin.createCategory(context, { name: input.name, image: input.image, ...localNamesOf(input) }),
    }),
  }),
  updateCategory: t.field({
    type: UpdateCategoryPayload,
    authScopes: { admin: true },
    errors: { types: [ConflictError, NotFoundError] },
    args: { input: t.arg({ type: UpdateCategoryInput }) },
    resolve: async (_root, { input }, context) => ({
      category: await admin.updateCategory(context, { id: input.id.id, name: absent(input.name), image: absent(input.image), ...localNamesOf(input) }),
    }),
  }),
  deleteCategory: t.field({
    type: DeleteCategoryPayload,
    description: 'Refused, naming them, while products or sub-categories use the category.',
    authScopes: { admin: true },
    errors: { types: [ConflictError, NotFoundError] },
    args: { input: t.arg({ type: DeleteCategoryInput }) },
    resolve: async (_root, { input }, context) => ({ category: await admin.deleteCategory(context, { id: input.id.id }) }),
  }),
  createSubCategory: t.field({
    type: CreateSubCategoryPayload,
    authScopes: { admin: true },
    errors: { types: [ConflictError] },
    args: { input: t.arg({ type: CreateSubCategoryInput }) },
    resolve: async (_root, { input }, context) => {
      const categoryIds = idsOf(input.categoryIds);
      const subCategory = await admin.createSubCategory(context, { name: input.name, image: input.image, ...localNamesOf(input), categoryIds });
      return { subCategory, categoryIds };
    },
  }),
  updateSubCategory: t.field({
    type: UpdateSubCategoryPayload,
    authScopes: { admin: true },
    errors: { types: [ConflictError, NotFoundError] },
    args: { input: t.arg({ type: UpdateSubCategoryInput }) },
    resolve: async (_root, { input }, context) => {
      const before = await catalog.categoryIdsOfSubCategory(context, input.id.id);
      const subCategory = await admin.updateSubCategory(context, {
        id: input.id.id,
        name: absent(input.name),
        image: absent(input.image),
        ...localNamesOf(input),
        categoryIds: input.categoryIds ? idsOf(input.categoryIds) : undefined,
      });
      return { subCategory, categoryIds: [...new Set([...before, ...(await catalog.categoryIdsOfSubCategory(context, subCategory.id))])] };
    },
  }),
  deleteSubCategory: t.field({
    type: DeleteSubCategoryPayload,
    description: 'Refused, naming them, while products use the sub-category.',
    authScopes: { admin: true },
    errors: { types: [ConflictError, NotFoundError] },
    args: { input: t.arg({ type: DeleteSubCategoryInput }) },
    resolve: async (_root, { input }, context) => ({ subCategory: await admin.deleteSubCategory(context, { id: input.id.id }) }),
  }),
  createProduct: t.field({
    type: CreateProductPayload,
    authScopes: { admin: true },
    errors: {},
    args: { input: t.arg({ type: CreateProductInput }) },
    resolve: async (_root, { input }, context) => ({ product: await admin.createProduct(context, productInputOf(input)) }),
  }),
  updateProduct: t.field({
    type: UpdateProductPayload,
    description: 'Replaces every field of the product, as the edit form sends them.',
    authScopes: { admin: true },
    errors: { types: [ConflictError, NotFoundError] },
    args: { input: t.arg({ type: UpdateProductInput }) },
    resolve: async (_root, { input }, context) => ({ product: await admin.updateProduct(context, { id: input.id.id, ...productInputOf(input) }) }),
  }),
  deleteProduct: t.field({
    type: DeleteProductPayload,
    description: 'Removes the product from the shop; past orders keep their lines.',
    authScopes: { admin: true },
    errors: { types: [NotFoundError] },
    args: { input: t.arg({ type: DeleteProductInput }) },
    resolve: async (_root, { input }, context) => ({ product: await admin.deleteProduct(context, { id: input.id.id }) }),
  }),
}));

/** A product mutation's input as the catalogue service takes it (its schema then checks every field). */
function productInputOf(input: typeof CreateProductInput.$inferInput): ProductInput {
  return {
    name: input.name,
    ...localNamesOf(input),
    description: input.description,
    descriptionRw: absent(input.descriptionRw),
    descriptionFr: absent(input.descriptionFr),
    unit: input.unit,
    images: absent(input.images),
    categoryIds: idsOf(input.categoryIds),
    subCategoryIds: idsOf(input.subCategoryIds ?? []),
    stock: input.stock,
    price: input.price,
    discount: input.discount,
    moreDetails: absent(input.moreDetails),
    onPromotion: absent(input.onPromotion),
    // Explicit nulls that mean "none" survive: no promotion times or price, no promo code.
    promotionStartTime: input.promotionStartTime ?? null,
    promotionEndTime: input.promotionEndTime ?? null,
    promotionPrice: input.promotionPrice ?? null,
    promotionLabel: absent(input.promotionLabel),
    stockAlertThreshold: absent(input.stockAlertThreshold),
    maxPerOrder: input.maxPerOrder,
    promoCode: input.promoCode ? promoCodeInputOf(input.promoCode) : null,
  };
}

function promoCodeInputOf(code: typeof PromoCodeInput.$inferInput): NonNullable<ProductInput['promoCode']> {
  return {
    code: code.code,
    discountType: code.discountType,
    discountValue: code.discountValue,
    expiresAt: absent(code.expiresAt),
    usageLimit: absent(code.usageLimit),
    allowMultiple: absent(code.allowMultiple),
  };
}
