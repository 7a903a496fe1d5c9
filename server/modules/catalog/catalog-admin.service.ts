import type { ShopTransaction } from '../../database/database.js';
import { query, rows } from '../../database/sql-program.js';
import { type RequestContext, requireAdmin } from '../../context.js';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.js';
import type { Category, Product, PromoCode, SubCategory } from '../../generated/prisma/client.js';
import { isUniqueViolation } from '../../database/prisma-errors.js';
import { parseInput } from '../../lib/validation.js';
import {
  type CategoryInput,
  categoryInput,
  type CategoryUpdateInput,
  categoryUpdateInput,
  type DeleteInput,
  deleteInput,
  type ExpiredPromotionsInput,
  expiredPromotionsInput,
  type ProductChangesInput,
  productChangesInput,
  type ProductInput,
  productInput,
  type ProductUpdateInput,
  productUpdateInput,
  type ProductValues,
  type SubCategoryInput,
  subCategoryInput,
  type SubCategoryUpdateInput,
  subCategoryUpdateInput,
} from './catalog.inputs.js';
import { moreDetailsList } from './catalog.service.js';
import { productImages } from './product-view.js';

type Transaction = ShopTransaction;

/** Adds a category (admin). Names are unique whatever their case. */
export async function createCategory(context: RequestContext, raw: CategoryInput): Promise<Category> {
  requireAdmin(context);
  const input = parseInput(categoryInput, raw);
  await assertNameFree(context, 'Category', input.name);
  return withUniqueName('Category', () => context.db.prisma.category.create({ data: input }));
}

/** Renames a category or changes its image (admin). */
export async function updateCategory(context: RequestContext, raw: CategoryUpdateInput): Promise<Category> {
  requireAdmin(context);
  const { id, ...changes } = parseInput(categoryUpdateInput, raw);
  await findOr404(context.db.prisma.category.findUnique({ where: { id } }), 'Category');
  if (changes.name) await assertNameFree(context, 'Category', changes.name, id);
  return withUniqueName('Category', () => context.db.prisma.category.update({ where: { id }, data: changes }));
}

/** Deletes a category (admin); refused, naming what uses it, while products or sub-categories still do. */
export async function deleteCategory(context: RequestContext, raw: DeleteInput): Promise<Category> {
  requireAdmin(context);
  const { id } = parseInput(deleteInput('Category'), raw);
  const category = await findOr404(
    context.db.prisma.category.findUnique({
      where: { id },
      include: {
        products: { where: { deletedAt: null }, select: { name: true }, take: 3, orderBy: { name: 'asc' } },
        subCategories: { select: { name: true }, take: 3, orderBy: { name: 'asc' } },
        _count: { select: { subCategories: true } },
      },
    }),
    'Category',
  );
  const productCount = await context.db.prisma.product.count({ where: { deletedAt: null, categories: { some: { id } } } });
  const users = [
    describeUse(productCount, ['product', 'products'], category.products.map((product) => product.name)),
    describeUse(category._count.subCategories, ['sub-category', 'sub-categories'], category.subCategories.map((subCategory) => subCategory.name)),
  ].filter(Boolean);
  if (users.length > 0) {
    throw new ConflictError(`Category "${category.name}" is still used by ${users.join(' and ')}. Move or delete them first.`);
  }
  return context.db.prisma.category.delete({ where: { id } });
}

/** Adds a sub-category in one or more categories (admin). */
export async function createSubCategory(context: RequestContext, raw: SubCategoryInput): Promise<SubCategory> {
  requireAdmin(context);
  const { categoryIds, ...fields } = parseInput(subCategoryInput, raw);
  await assertNameFree(context, 'SubCategory', fields.name);
  await assertAllExist(context, 'category', categoryIds);
  return withUniqueName('Sub category', () =>
    context.db.prisma.subCategory.create({ data: { ...fields, categories: { connect: categoryIds.map((categoryId) => ({ id: categoryId })) } } }),
  );
}

/** Changes a sub-category's name, image or categories (admin). */
export async function updateSubCategory(context: RequestContext, raw: SubCategoryUpdateInput): Promise<SubCategory> {
  requireAdmin(context);
  const { id, categoryIds, ...changes } = parseInput(subCategoryUpdateInput, raw);
  await findOr404(context.db.prisma.subCategory.findUnique({ where: { id } }), 'Sub category');
  if (changes.name) await assertNameFree(context, 'SubCategory', changes.name, id);
  if (categoryIds) await assertAllExist(context, 'category', categoryIds);
  return withUniqueName('Sub category', () =>
    context.db.prisma.subCategory.update({
      where: { id },
      data: { ...changes, ...(categoryIds ? { categories: { set: categoryIds.map((categoryId) => ({ id: categoryId })) } } : {}) },
    }),
  );
}

/** A sub-category with its categories sorted by name, as an admin's write of it answers. */
export function subCategoryWithCategories(context: RequestContext, id: string) {
  return context.db.prisma.subCategory.findUniqueOrThrow({ where: { id }, include: { categories: { orderBy: { name: 'asc' } } } });
}

/** Deletes a sub-category (admin); refused, naming them, while products still use it. */
export async function deleteSubCategory(context: RequestContext, raw: DeleteInput): Promise<SubCategory> {
  requireAdmin(context);
  const { id } = parseInput(deleteInput('Sub category'), raw);
  const subCategory = await findOr404(
    context.db.prisma.subCategory.findUnique({
      where: { id },
      include: { products: { where: { deletedAt: null }, select: { name: true }, take: 3, orderBy: { name: 'asc' } } },
    }),
    'Sub category',
  );
  const productCount = await context.db.prisma.product.count({ where: { deletedAt: null, subCategories: { some: { id } } } });
  if (productCount > 0) {
    const use = describeUse(productCount, ['product', 'products'], subCategory.products.map((product) => product.name));
    throw new ConflictError(`Sub category "${subCategory.name}" is still used by ${use}. Move or delete them first.`);
  }
  return context.db.prisma.subCategory.delete({ where: { id } });
}

/** Adds a product with its opening stock in the ledger and its optional promo code (admin). */
export async function createProduct(context: RequestContext, raw: ProductInput): Promise<Product> {
  const admin = requireAdmin(context);
  const input = parseInput(productInput, raw);
  await assertCategoriesFit(context, input);
  return context.db.prisma.$transaction(async (tx) => {
    const product = await tx.product.create({
      data: {
        ...productData(input),
        categories: { connect: input.categoryIds.map((categoryId) => ({ id: categoryId })) },
        subCategories: { connect: input.subCategoryIds.map((subCategoryId) => ({ id: subCategoryId })) },
      },
    });
    if (input.promoCode) await tx.promoCode.create({ data: { productId: product.id, ...promoCodeData(input.promoCode) } });
    await tx.stockMovement.create({
      data: { productId: product.id, delta: product.stock, stockAfter: product.stock, reason: 'INITIAL_STOCK', actorId: admin.id },
    });
    return product;
  });
}

/**
 * Replaces a product's fields (admin). A stock change is written to the ledger as an adjustment; the
 * update only applies if no order moved the stock meanwhile, so a sale is never overwritten.
 */
export async function updateProduct(context: RequestContext, raw: ProductUpdateInput): Promise<Product> {
  const admin = requireAdmin(context);
  const { id, ...input } = parseInput(productUpdateInput, raw);
  const existing = await findOr404(context.db.prisma.product.findFirst({ where: { id, deletedAt: null }, include: { promoCode: true } }), 'Product');
  await assertCategoriesFit(context, input);
  const code = input.promoCode;
  if (code?.expiresAt && code.expiresAt <= new Date() && existing.promoCode?.expiresAt?.getTime() !== code.expiresAt.getTime()) {
    throw new ValidationError('Promo code expiry must be in the future', 'promoCode.expiresAt');
  }
  return context.db.prisma.$transaction(async (tx) => {
    const updated = await tx.product.updateMany({ where: { id, stock: existing.stock, deletedAt: null }, data: productData(input) });
    if (updated.count !== 1) throw new ConflictError('The stock changed while you were editing (an order came in). Reload the product and try again.', 'stock');
    const product = await tx.product.update({
      where: { id },
      data: {
        categories: { set: input.categoryIds.map((categoryId) => ({ id: categoryId })) },
        subCategories: { set: input.subCategoryIds.map((subCategoryId) => ({ id: subCategoryId })) },
      },
    });
    await savePromoCode(tx, id, input.promoCode ?? null, existing.promoCode);
    const delta = input.stock - existing.stock;
    if (delta !== 0) {
      await tx.stockMovement.create({ data: { productId: id, delta, stockAfter: input.stock, reason: 'ADMIN_ADJUSTMENT', actorId: admin.id } });
    }
    return product;
  });
}

/**
 * Changes the product fields given and keeps every other one as stored (admin), for a form that shows only some
 * fields (the old client's edit form): a promotion, a label, a threshold, local names or a promo code it does not
 * know are never reset. The rules are checked on the product as it will be; only the given fields are written, and
 * only if nobody changed the product since it was read (an order or another admin's save answers a conflict).
 */
export async function changeProduct(context: RequestContext, raw: ProductChangesInput): Promise<Product> {
  const admin = requireAdmin(context);
  const { id } = parseInput(productChangesInput, raw);
  const given = givenProductFields(raw);
  const existing = await findOr404(
    context.db.prisma.product.findFirst({
      where: { id, deletedAt: null },
      include: { promoCode: true, categories: { select: { id: true } }, subCategories: { select: { id: true } } },
    }),
    'Product',
  );
  const { id: _id, ...input } = parseInput(productUpdateInput, { ...storedProductInput(existing), ...given, id });
  if ('categoryIds' in given || 'subCategoryIds' in given) await assertCategoriesFit(context, input);
  const code = 'promoCode' in given ? input.promoCode : undefined;
  if (code?.expiresAt && code.expiresAt <= new Date() && existing.promoCode?.expiresAt?.getTime() !== code.expiresAt.getTime()) {
    throw new ValidationError('Promo code expiry must be in the future', 'promoCode.expiresAt');
  }
  // productData names each column as its input field; a column no given field names is not written at all.
  const columns = Object.fromEntries(Object.entries(productData(input)).filter(([column]) => column in given));
  return context.db.prisma.$transaction(async (tx) => {
    const updated = await tx.product.updateMany({ where: { id, deletedAt: null, updatedAt: existing.updatedAt, stock: existing.stock }, data: columns });
    if (updated.count !== 1) {
      throw new ConflictError('The product changed while you were editing it (an order came in, or it was saved elsewhere). Reload the product and try again.');
    }
    if ('categoryIds' in given) await tx.product.update({ where: { id }, data: { categories: { set: input.categoryIds.map((categoryId) => ({ id: categoryId })) } } });
    if ('subCategoryIds' in given) {
      await tx.product.update({ where: { id }, data: { subCategories: { set: input.subCategoryIds.map((subCategoryId) => ({ id: subCategoryId })) } } });
    }
    if ('promoCode' in given) await savePromoCode(tx, id, input.promoCode ?? null, existing.promoCode);
    const delta = input.stock - existing.stock;
    if (delta !== 0) {
      await tx.stockMovement.create({ data: { productId: id, delta, stockAfter: input.stock, reason: 'ADMIN_ADJUSTMENT', actorId: admin.id } });
    }
    return tx.product.findUniqueOrThrow({ where: { id } });
  });
}

/** The fields a change names, without its id; an absent or undefined field is not given. */
function givenProductFields({ id: _id, ...fields }: ProductChangesInput): Partial<Omit<ProductUpdateInput, 'id'>> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

/**
 * A stored product as the update input that would leave it as it is. Every input field is listed (the type says
 * so), so a field added to the input cannot be forgotten here and reset by a change that does not name it.
 */
function storedProductInput(
  product: Product & { promoCode: PromoCode | null; categories: { id: string }[]; subCategories: { id: string }[] },
): Required<Omit<ProductUpdateInput, 'id'>> {
  const code = product.promoCode;
  return {
    name: product.name,
    nameRw: product.nameRw,
    nameFr: product.nameFr,
    keywords: product.keywords,
    description: product.description,
    descriptionRw: product.descriptionRw,
    descriptionFr: product.descriptionFr,
    unit: product.unit,
    images: productImages(product),
    categoryIds: product.categories.map((category) => category.id),
    subCategoryIds: product.subCategories.map((subCategory) => subCategory.id),
    stock: product.stock,
    price: product.price,
    discount: product.discount,
    moreDetails: moreDetailsList(product.moreDetails),
    onPromotion: product.onPromotion,
    promotionStartTime: product.promotionStartTime,
    promotionEndTime: product.promotionEndTime,
    promotionPrice: product.promotionPrice,
    promotionLabel: product.promotionLabel,
    stockAlertThreshold: product.stockAlertThreshold,
    maxPerOrder: product.maxPerOrder,
    promoCode: code && {
      code: code.code,
      discountType: code.discountType,
      discountValue: code.discountValue,
      expiresAt: code.expiresAt,
      usageLimit: code.usageLimit,
      allowMultiple: code.allowMultiple,
    },
  };
}

/**
 * Removes a product from the shop (admin); past orders keep their snapshot lines and the ledger stays whole. A
 * trigger takes it out of its categories too, so a listing's count is its category's links alone.
 */
export async function deleteProduct(context: RequestContext, raw: DeleteInput): Promise<Product> {
  requireAdmin(context);
  const { id } = parseInput(deleteInput('Product'), raw);
  await findOr404(context.db.prisma.product.findFirst({ where: { id, deletedAt: null } }), 'Product');
  const [, product] = await context.db.prisma.$transaction([
    context.db.prisma.cartLine.deleteMany({ where: { productId: id } }),
    context.db.prisma.product.update({ where: { id }, data: { deletedAt: new Date() } }),
  ]);
  return product;
}

/**
 * Ends promotions whose end time has passed, for one product or all: they stop being shown as on promotion.
 * Harmless to call at any time (shoppers' clients call it when a countdown reaches zero).
 */
export async function cleanupExpiredPromotions(context: RequestContext, rawInput: ExpiredPromotionsInput = {}, now = new Date()): Promise<number> {
  const { productId } = parseInput(expiredPromotionsInput, rawInput);
  const result = await context.db.prisma.product.updateMany({
    where: { onPromotion: true, promotionEndTime: { lte: now }, ...(productId ? { id: productId } : {}) },
    data: { onPromotion: false, promotionPrice: null, promotionStartTime: null, promotionEndTime: null },
  });
  return result.count;
}

function productData(input: Omit<ProductValues, 'categoryIds' | 'subCategoryIds' | 'promoCode'>) {
  return {
    name: input.name,
    // Absent local names keep what is stored (an older client that does not know them cannot wipe them).
    ...(input.nameRw === undefined ? {} : { nameRw: input.nameRw }),
    ...(input.nameFr === undefined ? {} : { nameFr: input.nameFr }),
    ...(input.keywords === undefined ? {} : { keywords: input.keywords }),
    description: input.description,
    ...(input.descriptionRw === undefined ? {} : { descriptionRw: input.descriptionRw }),
    ...(input.descriptionFr === undefined ? {} : { descriptionFr: input.descriptionFr }),
    unit: input.unit,
    images: input.images,
    moreDetails: Object.fromEntries(input.moreDetails.map((detail) => [detail.name, detail.value])),
    stock: input.stock,
    price: input.price,
    discount: input.discount,
    onPromotion: input.onPromotion,
    promotionStartTime: input.promotionStartTime ?? null,
    promotionEndTime: input.promotionEndTime ?? null,
    promotionPrice: input.promotionPrice ?? null,
    promotionLabel: input.promotionLabel || 'PROMO',
    stockAlertThreshold: input.stockAlertThreshold,
    ...(input.maxPerOrder === undefined ? {} : { maxPerOrder: input.maxPerOrder }),
  };
}

function promoCodeData(code: NonNullable<ProductValues['promoCode']>) {
  return {
    code: code.code,
    codeKey: code.code.trim().toUpperCase(),
    discountType: code.discountType,
    discountValue: code.discountValue,
    expiresAt: code.expiresAt ?? null,
    usageLimit: code.usageLimit ?? null,
    allowMultiple: code.allowMultiple,
  };
}

async function savePromoCode(
  tx: Transaction,
  productId: string,
  code: ProductValues['promoCode'] | null,
  existing: { id: string; codeKey: string; _count?: unknown } | null,
): Promise<void> {
  if (!code) {
    // A code already redeemed keeps its history; it is only unlinked from sale by expiring it now.
    if (existing) {
      const redeemed = await tx.promoRedemption.count({ where: { promoCodeId: existing.id } });
      if (redeemed > 0) await tx.promoCode.update({ where: { id: existing.id }, data: { expiresAt: new Date() } });
      else await tx.promoCode.delete({ where: { id: existing.id } });
    }
    return;
  }
  const data = promoCodeData(code);
  if (!existing) {
    await tx.promoCode.create({ data: { productId, ...data } });
    return;
  }
  // A new code text starts counting its uses afresh; an edited limit or value keeps the uses so far.
  await tx.promoCode.update({ where: { id: existing.id }, data: { ...data, ...(existing.codeKey !== data.codeKey ? { usedCount: 0 } : {}) } });
}

async function assertNameFree(context: RequestContext, table: 'Category' | 'SubCategory', name: string, exceptId?: string): Promise<void> {
  // Names compare in any case, the same SQL on both databases.
  const named = await context.db.sql.read(() =>
    rows(
      query
        .selectFrom(table)
        .select('id')
        .where((eb) => eb(eb.fn('lower', ['name']), '=', eb.fn('lower', [eb.val(name)]))),
    ),
  );
  if (named.some((row) => row.id !== exceptId)) {
    throw new ConflictError(`A ${table === 'Category' ? 'category' : 'sub category'} named "${name}" already exists`, 'name');
  }
}

async function withUniqueName<T>(what: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(`${what} with this name already exists`, 'name');
    throw error;
  }
}

async function assertAllExist(context: RequestContext, what: 'category' | 'sub-category', ids: string[]): Promise<void> {
  const unique = [...new Set(ids)];
  const found =
    what === 'category'
      ? await context.db.prisma.category.count({ where: { id: { in: unique } } })
      : await context.db.prisma.subCategory.count({ where: { id: { in: unique } } });
  if (found !== unique.length) {
    throw new ValidationError(`One of the chosen ${what === 'category' ? 'categories' : 'sub-categories'} does not exist`, what === 'category' ? 'categoryIds' : 'subCategoryIds');
  }
}

/** Categories must exist, and each chosen sub-category must belong to one of the chosen categories. */
async function assertCategoriesFit(context: RequestContext, input: { categoryIds: string[]; subCategoryIds: string[] }): Promise<void> {
  await assertAllExist(context, 'category', input.categoryIds);
  if (input.subCategoryIds.length === 0) return;
  await assertAllExist(context, 'sub-category', input.subCategoryIds);
  const fitting = await context.db.prisma.subCategory.count({
    where: { id: { in: [...new Set(input.subCategoryIds)] }, categories: { some: { id: { in: input.categoryIds } } } },
  });
  if (fitting !== new Set(input.subCategoryIds).size) {
    throw new ValidationError('Each sub-category must belong to one of the chosen categories', 'subCategoryIds');
  }
}

async function findOr404<T>(lookup: Promise<T | null>, what: string): Promise<T> {
  const found = await lookup;
  if (!found) throw new NotFoundError(what);
  return found;
}

/** "2 sub-categories ("A", "B", ...)": the count with the noun's [singular, plural] and the names at hand. */
function describeUse(count: number, [one, many]: [string, string], examples: string[]): string {
  if (count === 0) return '';
  const shown = examples.map((name) => `"${name}"`).join(', ');
  const more = count > examples.length ? ', ...' : '';
  return `${count} ${count === 1 ? one : many} (${shown}${more})`;
}
