import { z } from 'zod';

/**
 * The product form's values as the admin types them (text, so a half-typed number is never lost), the checks the
 * form runs before sending, and the GraphQL input built from them. Shared by Upload Product and the edit modal.
 */

/** One picture of the product: uploading (no url yet, a local preview and its progress) or stored on the server. */
export interface ProductImage {
  /** Stable across reordering, for React keys and focus. */
  key: string;
  /** The stored picture's address (/uploads/...), null while it uploads. */
  url: string | null;
  /** A local object URL shown while the file uploads. */
  previewUrl: string | null;
  /** Share of the file sent, 0 to 1. */
  progress: number;
  /** The file's name, for the picture's label while it uploads. */
  fileName: string;
}

/** A custom 'more details' field the admin added with 'Add Field'. */
export interface MoreDetail {
  key: string;
  name: string;
  value: string;
}

export type DiscountType = 'PERCENTAGE' | 'FIXED';

export interface ProductFormValues {
  name: string;
  /** The names shoppers search by in Kinyarwanda and French, and other words they may type: all optional. */
  nameRw: string;
  nameFr: string;
  keywords: string;
  description: string;
  /** Shown to shoppers in that language instead of the English description: optional. */
  descriptionRw: string;
  descriptionFr: string;
  images: ProductImage[];
  categoryIds: string[];
  subCategoryIds: string[];
  unit: string;
  stock: string;
  price: string;
  discount: string;
  stockAlertThreshold: string;
  /** Empty for no limit beyond the stock. */
  maxPerOrder: string;
  moreDetails: MoreDetail[];
  onPromotion: boolean;
  promotionLabel: string;
  /** datetime-local values (YYYY-MM-DDTHH:mm, the admin's own time zone). */
  promotionStartTime: string;
  promotionEndTime: string;
  promotionPrice: string;
  promoCode: {
    code: string;
    discountType: DiscountType;
    discountValue: string;
    expiresAt: string;
    /** The saved expiry as the server sent it: an untouched expiry goes back unchanged, to the second. */
    savedExpiresAt: string | null;
    usageLimit: string;
    allowMultiple: boolean;
  };
}

/** The specification's defaults: promotion label 'PROMO', low-stock alert below 5. */
export const DEFAULT_PROMOTION_LABEL = 'PROMO';
export const DEFAULT_STOCK_ALERT_THRESHOLD = 5;

/** An empty form: what Upload Product starts with and returns to after a product is created. */
export function emptyProductForm(): ProductFormValues {
  return {
    name: '',
    nameRw: '',
    nameFr: '',
    keywords: '',
    description: '',
    descriptionRw: '',
    descriptionFr: '',
    images: [],
    categoryIds: [],
    subCategoryIds: [],
    unit: '',
    stock: '',
    price: '',
    discount: '',
    stockAlertThreshold: String(DEFAULT_STOCK_ALERT_THRESHOLD),
    maxPerOrder: '',
    moreDetails: [],
    onPromotion: false,
    promotionLabel: DEFAULT_PROMOTION_LABEL,
    promotionStartTime: '',
    promotionEndTime: '',
    promotionPrice: '',
    promoCode: { code: '', discountType: 'PERCENTAGE', discountValue: '', expiresAt: '', savedExpiresAt: null, usageLimit: '', allowMultiple: false },
  };
}

let nextKey = 1;

/** A key for a new image or custom field, unique for the page's life. */
export function newKey(prefix: string): string {
  return `${prefix}-${nextKey++}`;
}

const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** A server time as a datetime-local value in the browser's time zone; '' for none. */
export function toLocalDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value (16 characters, local time) as an ISO timestamp; null when empty or not a real time. */
export function fromLocalDateTime(value: string): string | null {
  const trimmed = value.trim();
  if (!LOCAL_DATE_TIME.test(trimmed)) return null;
  // Without a zone, the Date constructor reads a date-time as local time: the admin's own clock.
  const date = new Date(trimmed);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** A whole number as typed ('1,500', ' 12 '); null when it is not one. */
export function parseWholeNumber(text: string): number | null {
  const compact = text.replace(/[\s,]/g, '');
  if (!/^\d+$/.test(compact)) return null;
  const value = Number(compact);
  return Number.isSafeInteger(value) ? value : null;
}

/** What the checks can say; the form turns each into a sentence in the admin's language. */
export type FieldProblem =
  | 'required'
  | 'wholeNumber'
  | 'priceTooLow'
  | 'limitTooLow'
  | 'percentTooHigh'
  | 'chooseCategory'
  | 'detailValueRequired'
  | 'promotionStartRequired'
  | 'promotionEndRequired'
  | 'promotionEndBeforeStart'
  | 'promotionPriceRequired'
  | 'promotionPriceNotBelowPrice'
  | 'promoValueRequired'
  | 'promoPercentTooHigh'
  | 'promoFixedAbovePrice'
  | 'imagesUploading';

/**
 * Problems keyed by the same field paths the server's ValidationError names (`price`, `promoCode.discountValue`,
 * `moreDetails.2.value`), so the form shows the client's and the server's messages in the same places.
 */
export type FieldProblems = Partial<Record<string, FieldProblem>>;

const problem = (value: FieldProblem) => value;
const filled = (text: string) => text.trim() !== '';
const requiredText = z.string().refine(filled, problem('required'));

/** What is wrong with a typed whole number: missing (when required), not a whole number, or refused by `check`. */
function wholeNumberProblem(text: string, required: boolean, check?: (value: number) => FieldProblem | null): FieldProblem | null {
  if (!filled(text)) return required ? 'required' : null;
  const value = parseWholeNumber(text);
  return value === null ? 'wholeNumber' : (check?.(value) ?? null);
}

function wholeNumberText(required: boolean, check?: (value: number) => FieldProblem | null) {
  return z.string().superRefine((text, context) => {
    const found = wholeNumberProblem(text, required, check);
    if (found) context.addIssue({ code: 'custom', message: found });
  });
}

/**
 * The specification's product form rules (section 5), plus the few the server would refuse anyway. Each message is
 * a `FieldProblem`, which the form words in the admin's language; the promotion is checked only while ticked, the
 * promo code only when a code is entered.
 */
export const productFormSchema = z
  .object({
    name: requiredText,
    nameRw: z.string(),
    nameFr: z.string(),
    keywords: z.string(),
    description: requiredText,
    descriptionRw: z.string(),
    descriptionFr: z.string(),
    images: z.array(z.custom<ProductImage>()).refine((images) => images.every((image) => image.url !== null), problem('imagesUploading')),
    categoryIds: z.array(z.string()).min(1, problem('chooseCategory')),
    subCategoryIds: z.array(z.string()),
    unit: requiredText,
    stock: wholeNumberText(true),
    price: wholeNumberText(true, (price) => (price < 1 ? 'priceTooLow' : null)),
    discount: wholeNumberText(true, (discount) => (discount > 100 ? 'percentTooHigh' : null)),
    stockAlertThreshold: wholeNumberText(false),
    maxPerOrder: wholeNumberText(false, (limit) => (limit < 1 ? 'limitTooLow' : null)),
    moreDetails: z.array(z.object({ key: z.string(), name: z.string(), value: z.string().refine(filled, problem('detailValueRequired')) })),
    onPromotion: z.boolean(),
    promotionLabel: z.string(),
    promotionStartTime: z.string(),
    promotionEndTime: z.string(),
    promotionPrice: z.string(),
    promoCode: z.object({
      code: z.string(),
      discountType: z.enum(['PERCENTAGE', 'FIXED']),
      discountValue: z.string(),
      expiresAt: z.string(),
      savedExpiresAt: z.string().nullable(),
      usageLimit: z.string(),
      allowMultiple: z.boolean(),
    }),
  })
  .superRefine((values, context) => {
    const report = (path: string, found: FieldProblem | null) => {
      if (found) context.addIssue({ code: 'custom', path: path.split('.'), message: found });
    };
    const price = parseWholeNumber(values.price);
    if (values.onPromotion) {
      const start = fromLocalDateTime(values.promotionStartTime);
      const end = fromLocalDateTime(values.promotionEndTime);
      report('promotionStartTime', start ? null : 'promotionStartRequired');
      report('promotionEndTime', !end ? 'promotionEndRequired' : start && end <= start ? 'promotionEndBeforeStart' : null);
      const promotionPrice = parseWholeNumber(values.promotionPrice);
      report(
        'promotionPrice',
        !filled(values.promotionPrice)
          ? 'promotionPriceRequired'
          : promotionPrice === null
            ? 'wholeNumber'
            : price !== null && promotionPrice >= price
              ? 'promotionPriceNotBelowPrice'
              : null,
      );
    }
    const code = values.promoCode;
    if (filled(code.code)) {
      const valueProblem = wholeNumberProblem(code.discountValue, true, (value) =>
        code.discountType === 'PERCENTAGE' && value > 100 ? 'promoPercentTooHigh' : code.discountType === 'FIXED' && price !== null && value > price ? 'promoFixedAbovePrice' : null,
      );
      report('promoCode.discountValue', valueProblem === 'required' ? 'promoValueRequired' : valueProblem);
      report('promoCode.usageLimit', wholeNumberProblem(code.usageLimit, false));
    }
  }) satisfies z.ZodType<ProductFormValues>;

/** The problems the schema finds, by field path (the first of each field's). */
export function validateProductForm(values: ProductFormValues): FieldProblems {
  const result = productFormSchema.safeParse(values);
  const problems: FieldProblems = {};
  for (const issue of result.error?.issues ?? []) problems[issue.path.join('.')] ??= issue.message as FieldProblem;
  return problems;
}

/** The fields createProduct and updateProduct share, as the server reads them. */
export interface ProductFields {
  name: string;
  /** Sent even when empty: '' clears what is stored. */
  nameRw: string;
  nameFr: string;
  keywords: string;
  description: string;
  /** Sent even when empty: '' clears what is stored. */
  descriptionRw: string;
  descriptionFr: string;
  unit: string;
  images: string[];
  categoryIds: string[];
  subCategoryIds: string[];
  stock: number;
  price: number;
  discount: number;
  stockAlertThreshold: number | null;
  /** null: no limit (sent, so that emptying the field removes a limit). */
  maxPerOrder: number | null;
  moreDetails: { name: string; value: string }[];
  onPromotion: boolean;
  promotionLabel: string;
  promotionStartTime: string | null;
  promotionEndTime: string | null;
  promotionPrice: number | null;
  promoCode: {
    code: string;
    discountType: DiscountType;
    discountValue: number;
    expiresAt?: string;
    usageLimit?: number;
    allowMultiple: boolean;
  } | null;
}

/**
 * The input for createProduct/updateProduct from values that passed `validateProductForm`. Promotion fields go
 * only with a ticked promotion (times as ISO, or null); the promo code only when a code is entered, its empty
 * fields left out and an unreadable expiry dropped.
 */
export function toProductFields(values: ProductFormValues): ProductFields {
  const number = (text: string) => parseWholeNumber(text) ?? 0;
  const code = values.promoCode;
  // The input shows minutes only; the server keeps a past expiry only when it comes back exactly as saved.
  const untouched = code.savedExpiresAt !== null && code.expiresAt === toLocalDateTime(code.savedExpiresAt);
  const expiresAt = untouched ? code.savedExpiresAt : fromLocalDateTime(code.expiresAt);
  const usageLimit = parseWholeNumber(code.usageLimit);
  return {
    name: values.name.trim(),
    nameRw: values.nameRw.trim(),
    nameFr: values.nameFr.trim(),
    keywords: values.keywords.trim(),
    description: values.description.trim(),
    descriptionRw: values.descriptionRw.trim(),
    descriptionFr: values.descriptionFr.trim(),
    unit: values.unit.trim(),
    images: values.images.flatMap((image) => (image.url ? [image.url] : [])),
    categoryIds: values.categoryIds,
    subCategoryIds: values.subCategoryIds,
    stock: number(values.stock),
    price: number(values.price),
    discount: number(values.discount),
    stockAlertThreshold: parseWholeNumber(values.stockAlertThreshold),
    maxPerOrder: parseWholeNumber(values.maxPerOrder),
    moreDetails: values.moreDetails.map((detail) => ({ name: detail.name.trim(), value: detail.value.trim() })),
    onPromotion: values.onPromotion,
    promotionLabel: values.promotionLabel.trim() || DEFAULT_PROMOTION_LABEL,
    promotionStartTime: values.onPromotion ? fromLocalDateTime(values.promotionStartTime) : null,
    promotionEndTime: values.onPromotion ? fromLocalDateTime(values.promotionEndTime) : null,
    promotionPrice: values.onPromotion ? parseWholeNumber(values.promotionPrice) : null,
    promoCode: code.code.trim()
      ? {
          code: code.code.trim(),
          discountType: code.discountType,
          discountValue: number(code.discountValue),
          ...(expiresAt ? { expiresAt } : {}),
          ...(usageLimit !== null ? { usageLimit } : {}),
          allowMultiple: code.allowMultiple,
        }
      : null,
  };
}

/**
 * Where the form shows a problem the server named: lists are shown as one field (`images.3` -> `images`), the custom
 * fields' list under its own message (`moreDetails.root`), and a path the form does not know is null (shown above the
 * submit button instead).
 */
export function formFieldOfServerPath(path: string | null | undefined, values: ProductFormValues): string | null {
  if (!path) return null;
  const [head, second] = path.split('.');
  if (head === 'images' || head === 'categoryIds' || head === 'subCategoryIds') return head;
  if (head === 'moreDetails') {
    const index = Number(second);
    // A custom field's name is its input's label: a problem with either is shown at its input.
    return Number.isInteger(index) && index < values.moreDetails.length ? `moreDetails.${index}.value` : 'moreDetails.root';
  }
  if (head === 'promoCode') return second ? `promoCode.${second}` : 'promoCode.code';
  const known = ['name', 'nameRw', 'nameFr', 'keywords', 'description', 'descriptionRw', 'descriptionFr', 'unit', 'stock', 'price', 'discount', 'stockAlertThreshold', 'maxPerOrder', 'promotionLabel', 'promotionStartTime', 'promotionEndTime', 'promotionPrice'];
  return head && known.includes(head) ? head : null;
}
