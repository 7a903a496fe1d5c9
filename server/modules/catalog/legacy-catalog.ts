import { z } from 'zod';
import { absentWhenNull, type RestInput } from '../../rest/rest-route.js';
import { productChangesInput, productInput } from './catalog.inputs.js';
import { dateTimeSchema, integerSchema, legacyIdSchema, namedReferenceSchema } from '../../rest/doc-schemas.js';
import type { RequestContext } from '../../context.js';
import { ValidationError } from '../../errors.js';
import type { Category, SubCategory } from '../../generated/prisma/client.js';
import { moreDetailsList, promoCodeUsable } from './catalog.service.js';
import type { ProductWithNamedLinks } from './catalog-reads.sql.js';
import { legacyShopperPricing } from './legacy-pricing.js';
import { productImages, productView } from './product-view.js';

/*
 * The old shop's catalogue shapes, both ways: what its axios client sends (ids as `_id`, lists of ids or
 * objects, more_details as a map, numbers typed into a form as text) and what it reads back.
 */


const legacyDiscountType = { PERCENTAGE: 'percentage', FIXED: 'fixed' } as const;


/** What toLegacyCategory answers, as JSON (the REST adapter's documentation and its tests read it). */
export const legacyCategorySchema = z.object({ _id: legacyIdSchema, name: z.string(), image: z.string() });

/** What toLegacySubCategory answers, as JSON. */
export const legacySubCategorySchema = z.object({ _id: legacyIdSchema, name: z.string(), image: z.string(), category: z.array(namedReferenceSchema) });

/** What toLegacyProduct answers, as JSON. */
export const legacyProductSchema = z.object({
  _id: legacyIdSchema,
  name: z.string(),
  image: z.array(z.string()),
  category: z.array(namedReferenceSchema),
  subCategory: z.array(namedReferenceSchema),
  unit: z.string(),
  stock: integerSchema,
  price: integerSchema,
  discount: z.number().min(0).max(100).nullable().meta({
    description: 'Percent off; null for none in shoppers\' reads, 0 in the admin list. A running promotion is carried as the percent (fractions included) that gives its price as price - ceil(price x discount / 100)',
  }),
  description: z.string(),
  more_details: z.record(z.string(), z.string()),
  onPromotion: z.boolean(),
  promotionStartTime: dateTimeSchema.nullable(),
  promotionEndTime: dateTimeSchema.nullable(),
  promotionPrice: integerSchema.nullable(),
  promotionLabel: z.string(),
  stockAlertThreshold: integerSchema,
  promoCode: z
    .object({
      _id: legacyIdSchema,
      code: z.string(),
      discountType: z.enum(['percentage', 'fixed']),
      discountValue: integerSchema,
      expiresAt: dateTimeSchema.nullable(),
      usageLimit: integerSchema.nullable(),
      allowMultiple: z.boolean(),
      usedCount: integerSchema,
    })
    .nullable()
    .meta({ description: 'The promo code, for admins only; null for others' }),
  hasPromoCode: z.boolean(),
  effectivePrice: integerSchema,
  averageRating: z.number().nullable(),
  reviewCount: integerSchema,
  createdAt: dateTimeSchema,
  updatedAt: dateTimeSchema,
});

/** A category as the old shop answered it. */
export function toLegacyCategory(category: Pick<Category, 'id' | 'name' | 'image'>) {
  return { _id: category.id, name: category.name, image: category.image };
}

/** A sub-category with its categories as `[{ _id, name }]`. */
export function toLegacySubCategory(subCategory: SubCategory & { categories: { id: string; name: string }[] }) {
  return {
    _id: subCategory.id,
    name: subCategory.name,
    image: subCategory.image,
    category: subCategory.categories.map((category) => ({ _id: category.id, name: category.name })),
  };
}

/**
 * Who a legacy product read is for. Shoppers' reads (listings, search, details) carry the price the shop charges
 * in the fields the old client prices with; the admin list (which the old edit form starts from) the stored values,
 * with 0 for no discount so the form's required Discount field is filled.
 */
export type LegacyAudience = 'shopper' | 'admin';

/** A product in the old shop's field names; the promo code itself is shown to admins only, as in GraphQL. */
export function toLegacyProduct(context: RequestContext, product: ProductWithNamedLinks, now: Date = new Date(), audience: LegacyAudience = 'shopper') {
  const view = productView(product, now);
  const code = product.promoCode;
  const pricing = audience === 'admin' ? { price: product.price, discount: product.discount } : legacyShopperPricing(product, now);
  return {
    _id: product.id,
    name: product.name,
    image: productImages(product),
    category: product.categories.map((category) => ({ _id: category.id, name: category.name })),
    subCategory: product.subCategories.map((subCategory) => ({ _id: subCategory.id, name: subCategory.name })),
    unit: product.unit,
    stock: product.stock,
    price: pricing.price,
    discount: pricing.discount,
    description: product.description,
    more_details: Object.fromEntries(moreDetailsList(product.moreDetails).map((detail) => [detail.name, detail.value])),
    onPromotion: product.onPromotion,
    promotionStartTime: product.promotionStartTime,
    promotionEndTime: product.promotionEndTime,
    promotionPrice: product.promotionPrice,
    promotionLabel: product.promotionLabel,
    stockAlertThreshold: product.stockAlertThreshold,
    promoCode:
      code && context.viewer?.role === 'ADMIN'
        ? {
            _id: code.id,
            code: code.code,
            discountType: legacyDiscountType[code.discountType],
            discountValue: code.discountValue,
            expiresAt: code.expiresAt,
            usageLimit: code.usageLimit,
            allowMultiple: code.allowMultiple,
            usedCount: code.usedCount,
          }
        : null,
    hasPromoCode: promoCodeUsable(code, now),
    effectivePrice: view.effectivePrice,
    averageRating: view.averageRating,
    reviewCount: product.ratingCount,
    createdAt: product.createdAt,
    updatedAt: product.updatedAt,
  };
}

/** The old form sends numbers typed into text boxes; only a plain integer string becomes a number. */
export function legacyInteger(value: unknown): unknown {
  return typeof value === 'string' && /^\s*-?\d{1,15}\s*$/.test(value) ? Number(value) : value;
}

/** An optional number the old form leaves empty: '' and null both mean "none". */
function legacyOptionalInteger(value: unknown): unknown {
  return value === '' || value === null ? null : legacyInteger(value);
}

/** The id of a reference the old client sends either as the id itself or as the referenced object. */
export function legacyId(value: unknown): unknown {
  if (typeof value === 'object' && value !== null && !Array.isArray(value) && '_id' in value) return (value)._id;
  return value;
}

/** A list of references (ids or `{ _id }` objects); a lone one counts as a list of one, absent stays absent. */
export function legacyIdList(value: unknown): unknown {
  if (value === undefined || value === null) return undefined;
  return (Array.isArray(value) ? value : [value]).map(legacyId);
}

function legacyImageList(value: unknown): unknown {
  if (value === undefined || value === null) return undefined;
  return typeof value === 'string' ? [value] : value;
}

/** more_details `{ name: text }` as the service's ordered `[{ name, value }]`; anything else goes on for the service to refuse. */
function legacyMoreDetails(value: unknown): unknown {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.entries(value as Record<string, unknown>).map(([name, text]) => ({ name, value: typeof text === 'number' ? String(text) : text }));
}

function legacyTime(value: unknown): unknown {
  return value === '' || value === undefined ? null : value;
}

/** The old promo code object; one without a code typed (the edit form's empty default) means "no code". */
function legacyPromoCode(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'object' || Array.isArray(value)) return value;
  const code = value as Record<string, unknown>;
  if (code.code === undefined || code.code === null || (typeof code.code === 'string' && code.code.trim() === '')) return null;
  const type = typeof code.discountType === 'string' ? code.discountType.trim().toUpperCase() : code.discountType;
  return {
    code: code.code,
    discountType: type,
    discountValue: legacyInteger(code.discountValue),
    expiresAt: legacyTime(code.expiresAt),
    usageLimit: legacyOptionalInteger(code.usageLimit),
    ...(code.allowMultiple === undefined || code.allowMultiple === null ? {} : { allowMultiple: code.allowMultiple }),
  };
}

/** What the old product form sends that the catalogue service takes in another form, field by field. */
const productFormValues = {
  images: legacyImageList,
  categoryIds: legacyIdList,
  subCategoryIds: legacyIdList,
  stock: legacyInteger,
  price: legacyInteger,
  // Products are answered with discount null for none; the old edit form sends that back.
  discount: (value: unknown) => (value === null ? 0 : legacyInteger(value)),
  moreDetails: legacyMoreDetails,
  onPromotion: absentWhenNull,
  promotionStartTime: legacyTime,
  promotionEndTime: legacyTime,
  promotionPrice: legacyOptionalInteger,
  promotionLabel: absentWhenNull,
  // An empty threshold box keeps the default (5), or on an edit the stored one, instead of being refused.
  stockAlertThreshold: (value: unknown) => (value === '' || value === null ? undefined : legacyInteger(value)),
  promoCode: legacyPromoCode,
};

/** The catalogue's field names as the old client sends them. */
export const catalogFieldNames = { id: '_id', categoryIds: 'category', subCategoryIds: 'subCategory', images: 'image', moreDetails: 'more_details' } as const;

/** The translated names and search words, which the old forms never send. */
export const LOCAL_NAME_FIELDS = ['nameRw', 'nameFr', 'keywords'] as const;

/** The old product form's create body as the catalogue service's product input. */
export const legacyProductInput = {
  schema: productInput,
  rename: catalogFieldNames,
  adapt: productFormValues,
  omit: [...LOCAL_NAME_FIELDS, 'descriptionRw', 'descriptionFr'],
} satisfies RestInput<typeof productInput>;

/**
 * The old edit form's body as the fields of a product to change: a field the body leaves out stays out, so the
 * product keeps it (the old edit form sends only its own fields; the original server changed only those). A field
 * sent empty (null) means what it means on create: no images, no sub-categories, no details, no promotion, the
 * default label; except an empty stock alert threshold, which keeps the stored one.
 */
export const legacyProductChangesInput = {
  schema: productChangesInput,
  rename: catalogFieldNames,
  adapt: {
    ...productFormValues,
    images: (value: unknown) => legacyImageList(value) ?? [],
    subCategoryIds: (value: unknown) => legacyIdList(value) ?? [],
    moreDetails: (value: unknown) => legacyMoreDetails(value) ?? [],
    onPromotion: (value: unknown) => value ?? false,
    promotionLabel: (value: unknown) => value ?? '',
  },
  omit: legacyProductInput.omit,
} satisfies RestInput<typeof productChangesInput>;


/** Deepest page a legacy listing serves (a page of 1e15 made the database offset overflow). */
export const MAX_LEGACY_PAGE = 10_000;

const PAGE_MESSAGE = `Page must be a whole number from 1 to ${MAX_LEGACY_PAGE}`;
const LIMIT_MESSAGE = 'Limit must be a whole number from 1';

/** A number an old form may leave empty ('' or null: not given) or send as its digits. */
const formNumber = (value: unknown) => (value === '' || value === null ? undefined : legacyInteger(value));

/** The page fields of an old listing body: page from 1 (default 1), limit from 1 (each path's default, capped). */
export const legacyPageFields = {
  page: z.preprocess(
    formNumber,
    z.number({ error: PAGE_MESSAGE }).int({ error: PAGE_MESSAGE }).min(1, { error: PAGE_MESSAGE }).max(MAX_LEGACY_PAGE, { error: PAGE_MESSAGE }).optional(),
  ),
  limit: z.preprocess(
    formNumber,
    z
      .number({ error: LIMIT_MESSAGE })
      .int({ error: LIMIT_MESSAGE })
      .min(1, { error: LIMIT_MESSAGE })
      .max(Number.MAX_SAFE_INTEGER, { error: LIMIT_MESSAGE })
      .optional()
      .meta({ description: "Page size; larger than the path's cap (100 unless told) gives the cap" }),
  ),
};

/** A record an old listing body names: its id, or the record itself as `{ _id }`. */
export function legacyReference(what: string) {
  const message = `${what} id is required`;
  return z.preprocess(legacyId, z.string({ error: message }).max(64, { error: message }).trim().min(1, { error: message }));
}

/** Page number and size of a legacy list call: page from 1, size defaulting per path and capped (at 100 unless told). */
export function legacyPage(body: { page?: unknown; limit?: unknown }, defaultLimit: number, maxLimit = 100): { page: number; limit: number; skip: number } {
  const page = body.page === undefined || body.page === null || body.page === '' ? 1 : legacyInteger(body.page);
  if (typeof page !== 'number' || !Number.isSafeInteger(page) || page < 1 || page > MAX_LEGACY_PAGE) throw new ValidationError(`Page must be a whole number from 1 to ${MAX_LEGACY_PAGE}`, 'page');
  const requested = body.limit === undefined || body.limit === null || body.limit === '' ? defaultLimit : legacyInteger(body.limit);
  if (typeof requested !== 'number' || !Number.isSafeInteger(requested) || requested < 1) throw new ValidationError('Limit must be a whole number from 1', 'limit');
  // Old clients may ask for everything at once; answers stay bounded like GraphQL's maxSize.
  const limit = Math.min(requested, maxLimit);
  return { page, limit, skip: (page - 1) * limit };
}
