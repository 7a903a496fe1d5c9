import { ConflictError, NotFoundError } from '../../errors.js';
import { builder } from '../../graphql/builder.js';
import * as admin from './catalog-admin.service.js';
import { CategoryType, DiscountTypeEnum, ProductType, SubCategoryType } from './catalog.schema.js';

const CategoryInput = builder.inputType('CategoryInput', {
  fields: (t) => ({ name: t.string(), image: t.string({ description: 'URL from uploadImage.' }) }),
});

const UpdateCategoryInput = builder.inputType('UpdateCategoryInput', {
  fields: (t) => ({ id: t.id(), name: t.string({ required: false }), image: t.string({ required: false }) }),
});

const SubCategoryInput = builder.inputType('SubCategoryInput', {
  fields: (t) => ({ name: t.string(), image: t.string(), categoryIds: t.idList() }),
});

const UpdateSubCategoryInput = builder.inputType('UpdateSubCategoryInput', {
  fields: (t) => ({
    id: t.id(),
    name: t.string({ required: false }),
    image: t.string({ required: false }),
    categoryIds: t.idList({ required: false }),
  }),
});

const ProductDetailInput = builder.inputType('ProductDetailInput', {
  fields: (t) => ({ name: t.string(), value: t.string() }),
});

const PromoCodeInput = builder.inputType('PromoCodeInput', {
  fields: (t) => ({
    code: t.string(),
    discountType: t.field({ type: DiscountTypeEnum }),
    discountValue: t.int(),
    expiresAt: t.field({ type: 'DateTime', required: false }),
    usageLimit: t.int({ required: false }),
    allowMultiple: t.boolean({ required: false }),
  }),
});

const productFields = (t: PothosSchemaTypes.InputFieldBuilder<PothosSchemaTypes.ExtendDefaultTypes<any>, 'InputObject'>) => ({
  name: t.string(),
  description: t.string(),
  unit: t.string(),
  images: t.stringList({ required: false }),
  categoryIds: t.idList(),
  subCategoryIds: t.idList({ required: false }),
  stock: t.int(),
  price: t.int({ description: 'RWF' }),
  discount: t.int({ description: 'Percent, 0-100' }),
  moreDetails: t.field({ type: [ProductDetailInput], required: false }),
  onPromotion: t.boolean({ required: false }),
  promotionStartTime: t.field({ type: 'DateTime', required: false }),
  promotionEndTime: t.field({ type: 'DateTime', required: false }),
  promotionPrice: t.int({ required: false }),
  promotionLabel: t.string({ required: false }),
  stockAlertThreshold: t.int({ required: false }),
  promoCode: t.field({ type: PromoCodeInput, required: false }),
});

const ProductInput = builder.inputType('ProductInput', { fields: (t) => productFields(t) });
const UpdateProductInput = builder.inputType('UpdateProductInput', { fields: (t) => ({ id: t.id(), ...productFields(t) }) });

/** GraphQL leaves omitted optional fields undefined and explicit ones null; the services treat both as absent. */
function withoutNulls<T extends object>(input: T): T {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null && value !== undefined)) as T;
}

const PromotionCleanupPayload = builder.objectRef<{ cleaned: number }>('PromotionCleanupPayload').implement({
  fields: (t) => ({ cleaned: t.exposeInt('cleaned', { description: 'How many promotions were ended.' }) }),
});

builder.mutationFields((t) => ({
  createCategory: t.field({
    type: CategoryType,
    authScopes: { admin: true },
    errors: { types: [ConflictError] },
    args: { input: t.arg({ type: CategoryInput }) },
    resolve: (_root, { input }, context) => admin.createCategory(context, input),
  }),
  updateCategory: t.field({
    type: CategoryType,
    authScopes: { admin: true },
    errors: { types: [ConflictError, NotFoundError] },
    args: { input: t.arg({ type: UpdateCategoryInput }) },
    resolve: (_root, { input }, context) => admin.updateCategory(context, withoutNulls(input)),
  }),
  deleteCategory: t.field({
    type: CategoryType,
    description: 'Refused, naming them, while products or sub-categories use the category.',
    authScopes: { admin: true },
    errors: { types: [ConflictError, NotFoundError] },
    args: { id: t.arg.id() },
    resolve: (_root, { id }, context) => admin.deleteCategory(context, { id: String(id) }),
  }),
  createSubCategory: t.field({
    type: SubCategoryType,
    authScopes: { admin: true },
    errors: { types: [ConflictError] },
    args: { input: t.arg({ type: SubCategoryInput }) },
    resolve: (_root, { input }, context) => admin.createSubCategory(context, { ...input, categoryIds: input.categoryIds.map(String) }),
  }),
  updateSubCategory: t.field({
    type: SubCategoryType,
    authScopes: { admin: true },
    errors: { types: [ConflictError, NotFoundError] },
    args: { input: t.arg({ type: UpdateSubCategoryInput }) },
    resolve: (_root, { input }, context) =>
      admin.updateSubCategory(context, withoutNulls({ ...input, categoryIds: input.categoryIds?.map(String) })),
  }),
  deleteSubCategory: t.field({
    type: SubCategoryType,
    authScopes: { admin: true },
    errors: { types: [ConflictError, NotFoundError] },
    args: { id: t.arg.id() },
    resolve: (_root, { id }, context) => admin.deleteSubCategory(context, { id: String(id) }),
  }),
  createProduct: t.field({
    type: ProductType,
    authScopes: { admin: true },
    errors: {},
    args: { input: t.arg({ type: ProductInput }) },
    resolve: (_root, { input }, context) => admin.createProduct(context, productArgs(input)),
  }),
  updateProduct: t.field({
    type: ProductType,
    description: 'Replaces every field of the product, as the edit form sends them.',
    authScopes: { admin: true },
    errors: { types: [ConflictError, NotFoundError] },
    args: { input: t.arg({ type: UpdateProductInput }) },
    resolve: (_root, { input }, context) => admin.updateProduct(context, { id: String(input.id), ...productArgs(input) }),
  }),
  deleteProduct: t.field({
    type: ProductType,
    description: 'Removes the product from the shop; past orders keep their lines.',
    authScopes: { admin: true },
    errors: { types: [NotFoundError] },
    args: { id: t.arg.id() },
    resolve: (_root, { id }, context) => admin.deleteProduct(context, { id: String(id) }),
  }),
  cleanupExpiredPromotions: t.field({
    type: PromotionCleanupPayload,
    description: 'Ends promotions past their end time, for one product or all. Also run by the server every 5 minutes.',
    errors: {},
    args: { productId: t.arg.id({ required: false }) },
    resolve: async (_root, { productId }, context) => ({
      cleaned: await admin.cleanupExpiredPromotions(context, productId === null || productId === undefined ? null : String(productId)),
    }),
  }),
}));

// The argument shape is checked by the service's zod schema; here it is only reshaped.
function productArgs(input: Record<string, any>) {
  const { id: _id, ...fields } = input;
  return {
    ...withoutNulls(fields),
    // Explicit nulls that mean "none" survive: no promo code, no promotion times.
    promoCode: input.promoCode ?? null,
    promotionStartTime: input.promotionStartTime ?? null,
    promotionEndTime: input.promotionEndTime ?? null,
    promotionPrice: input.promotionPrice ?? null,
    categoryIds: (input.categoryIds as unknown[]).map(String),
    subCategoryIds: ((input.subCategoryIds ?? []) as unknown[]).map(String),
    ...(input.promoCode ? { promoCode: withoutNulls(input.promoCode as object) } : {}),
  };
}
