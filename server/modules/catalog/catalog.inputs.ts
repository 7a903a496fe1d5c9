import { z } from 'zod';
import { requiredText } from '../../lib/validation.js';

const id = (label: string) => z.string({ error: `${label} is required` }).trim().min(1, { error: `${label} is required` }).max(64, { error: `${label} is not valid` });

/** An image reference: a file our upload pipeline stored, or an absolute http(s) URL. */
export const imageUrl = z
  .string({ error: 'Image is required' })
  .trim()
  .min(1, { error: 'Image is required' })
  .max(500, { error: 'Image URL is too long' })
  .refine((url) => (/^\/uploads\/[\w\-./]+$/.test(url) && !url.includes('..')) || /^https?:\/\/[^\s"'<>]+$/.test(url), {
    error: 'Image must be an uploaded image URL',
  });

const wholeNumber = (label: string, options: { min?: number; max?: number } = {}) => {
  const min = options.min ?? 0;
  const max = options.max ?? 1_000_000_000;
  return z
    .number({ error: `${label} must be a number` })
    .int({ error: `${label} must be a whole number` })
    .min(min, { error: `${label} must be at least ${min}` })
    .max(max, { error: `${label} must be at most ${max}` });
};

const optionalText = (label: string, maxLength: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(maxLength, { error: `${label} must be at most ${maxLength} characters` })
    .optional();

/**
 * Kinyarwanda and French names and extra search words (any language, comma-separated). Optional everywhere:
 * absent keeps what is stored, an empty text clears it.
 */
const localNameFields = (nameLength: number) => ({
  nameRw: optionalText('Kinyarwanda name', nameLength),
  nameFr: optionalText('French name', nameLength),
  keywords: optionalText('Search keywords', 500),
});

export const categoryInput = z.object({ name: requiredText('Name', 80), image: imageUrl, ...localNameFields(80) }).strict();
export type CategoryInput = z.input<typeof categoryInput>;
export const categoryUpdateInput = z
  .object({ id: id('Category'), name: requiredText('Name', 80).optional(), image: imageUrl.optional(), ...localNameFields(80) })
  .strict();
export type CategoryUpdateInput = z.input<typeof categoryUpdateInput>;

/** The category, sub-category or product a delete names: one id, whatever the kind ("Product id is required"). */
export function deleteInput(kind: string) {
  const message = `${kind} id is required`;
  return z.object({ id: z.string({ error: message }).max(64, { error: message }).trim().min(1, { error: message }) }, { error: message });
}
export type DeleteInput = z.input<ReturnType<typeof deleteInput>>;

/** The product whose ended promotion to clear; absent or null: every product's. */
export const expiredPromotionsInput = z.object({
  productId: z.string({ error: 'Product id is not valid' }).max(64, { error: 'Product id is not valid' }).nullish(),
});
export type ExpiredPromotionsInput = z.input<typeof expiredPromotionsInput>;

export const subCategoryInput = z
  .object({
    name: requiredText('Name', 80),
    image: imageUrl,
    ...localNameFields(80),
    categoryIds: z.array(id('Category'), { error: 'Choose at least one category' }).min(1, { error: 'Choose at least one category' }).max(20),
  })
  .strict();
export type SubCategoryInput = z.input<typeof subCategoryInput>;
export const subCategoryUpdateInput = z
  .object({
    id: id('Sub category'),
    name: requiredText('Name', 80).optional(),
    image: imageUrl.optional(),
    ...localNameFields(80),
    categoryIds: z.array(id('Category')).min(1, { error: 'Choose at least one category' }).max(20).optional(),
  })
  .strict();
export type SubCategoryUpdateInput = z.input<typeof subCategoryUpdateInput>;

const isoTime = (label: string) =>
  z.union([z.date(), z.iso.datetime({ offset: true, error: `${label} must be a date and time` })]).transform((value) => new Date(value));

export const promoCodeInput = z
  .object({
    code: z
      .string({ error: 'Promo code is required' })
      .trim()
      .min(3, { error: 'Promo code must be at least 3 characters' })
      .max(32, { error: 'Promo code must be at most 32 characters' })
      .regex(/^[A-Za-z0-9_-]+$/, { error: 'Promo code may only contain letters, digits, - and _' }),
    discountType: z.enum(['PERCENTAGE', 'FIXED'], { error: 'Discount type must be percentage or fixed' }),
    discountValue: wholeNumber('Discount value', { min: 1 }),
    expiresAt: isoTime('Expiry').nullable().optional(),
    usageLimit: wholeNumber('Usage limit', { min: 1 }).nullable().optional(),
    allowMultiple: z.boolean().default(false),
  })
  .strict();

const productFields = {
  name: requiredText('Name', 200),
  ...localNameFields(200),
  description: requiredText('Description', 5000),
  // Optional like the local names: absent keeps what is stored, an empty text clears it.
  descriptionRw: optionalText('Kinyarwanda description', 5000),
  descriptionFr: optionalText('French description', 5000),
  unit: requiredText('Unit', 50),
  images: z.array(imageUrl).max(10, { error: 'At most 10 images' }).default([]),
  categoryIds: z.array(id('Category')).min(1, { error: 'Choose at least one category' }).max(20),
  subCategoryIds: z.array(id('Sub category')).max(20).default([]),
  stock: wholeNumber('Stock', { max: 10_000_000 }),
  price: wholeNumber('Price', { min: 1 }),
  discount: wholeNumber('Discount', { max: 100 }),
  moreDetails: z
    .array(z.object({ name: requiredText('Field name', 50), value: requiredText('Field value', 500) }).strict())
    .max(30, { error: 'At most 30 custom fields' })
    .default([])
    .refine((details) => new Set(details.map((detail) => detail.name.toLowerCase())).size === details.length, {
      error: 'Custom field names must be different',
    }),
  onPromotion: z.boolean().default(false),
  promotionStartTime: isoTime('Promotion start').nullable().optional(),
  promotionEndTime: isoTime('Promotion end').nullable().optional(),
  promotionPrice: wholeNumber('Promotion price', { min: 1 }).nullable().optional(),
  promotionLabel: z.string().trim().max(20, { error: 'Promotion label must be at most 20 characters' }).optional(),
  stockAlertThreshold: wholeNumber('Stock alert threshold', { max: 1_000_000 }).default(5),
  // Absent keeps what is stored (the old admin form never sends it); null means no limit beyond the stock.
  maxPerOrder: wholeNumber('Limit per order', { min: 1, max: 10_000_000 }).nullable().optional(),
  promoCode: promoCodeInput.nullable().optional(),
};

/** Rules that involve several fields: promotion windows and prices, promo codes that cannot exceed the price. */
function productRules(product: z.infer<z.ZodObject<typeof productFields>>, context: z.RefinementCtx, checkExpiry: boolean) {
  const { promotionStartTime: start, promotionEndTime: end, promotionPrice } = product;
  if (product.onPromotion) {
    if (!start) context.addIssue({ code: 'custom', path: ['promotionStartTime'], message: 'Promotion start is required' });
    if (!end) context.addIssue({ code: 'custom', path: ['promotionEndTime'], message: 'Promotion end is required' });
    if (promotionPrice === null || promotionPrice === undefined) context.addIssue({ code: 'custom', path: ['promotionPrice'], message: 'Promotion price is required' });
  }
  if (start && end && end <= start) context.addIssue({ code: 'custom', path: ['promotionEndTime'], message: 'Promotion end must be after its start' });
  if (promotionPrice !== null && promotionPrice !== undefined && promotionPrice >= product.price) {
    context.addIssue({ code: 'custom', path: ['promotionPrice'], message: 'Promotion price must be below the price' });
  }
  const code = product.promoCode;
  if (code) {
    if (code.discountType === 'PERCENTAGE' && code.discountValue > 100) {
      context.addIssue({ code: 'custom', path: ['promoCode', 'discountValue'], message: 'A percentage discount must be at most 100' });
    }
    if (code.discountType === 'FIXED' && code.discountValue > product.price) {
      context.addIssue({ code: 'custom', path: ['promoCode', 'discountValue'], message: 'A fixed discount cannot be more than the price' });
    }
    if (checkExpiry && code.expiresAt && code.expiresAt <= new Date()) {
      context.addIssue({ code: 'custom', path: ['promoCode', 'expiresAt'], message: 'Promo code expiry must be in the future' });
    }
  }
}

export const productInput = z.object(productFields).strict().superRefine((product, context) => productRules(product, context, true));
export type ProductInput = z.input<typeof productInput>;
/** A product as its schema leaves it: trimmed, defaults filled in, times as dates. */
export type ProductValues = z.output<typeof productInput>;

export const productUpdateInput = z
  .object({ id: id('Product'), ...productFields })
  .strict()
  // An unchanged past expiry may stay when other fields are edited; the service checks that.
  .superRefine((product, context) => productRules(product, context, false));
export type ProductUpdateInput = z.input<typeof productUpdateInput>;

/**
 * Some fields of a product, for a form that shows only those (the old client's edit form): each field given is
 * checked as productUpdateInput checks it; the service keeps every field not given as it is stored.
 */
export const productChangesInput = z.object(productFields).partial().extend({ id: id('Product') }).strict();
export type ProductChangesInput = z.input<typeof productChangesInput>;
