import type { RequestContext } from '../../context.js';
import type { Prisma } from '../../generated/prisma/client.js';

/** Products shown in a category listing; 'all' or no sub-category means every product of the category. */
export function listingFilter(args: { categoryId: string | number; subCategoryId?: string | number | null }): Prisma.ProductWhereInput {
  const subCategoryId = args.subCategoryId === undefined || args.subCategoryId === null ? 'all' : String(args.subCategoryId);
  return {
    deletedAt: null,
    categories: { some: { id: String(args.categoryId) } },
    ...(subCategoryId === 'all' ? {} : { subCategories: { some: { id: subCategoryId } } }),
  };
}

/** The admin list's filter: live products whose name contains the text (case-insensitive for ASCII in SQLite). */
export function adminListFilter(search: string | null | undefined): Prisma.ProductWhereInput {
  const text = (search ?? '').trim().slice(0, 200);
  return { deletedAt: null, ...(text ? { name: { contains: text } } : {}) };
}

/** Ids of up to `count` (1-50) random live products. */
export async function randomProductIds(context: RequestContext, count: number): Promise<string[]> {
  const limit = Math.min(Math.max(Math.trunc(count) || 1, 1), 50);
  const rows = await context.db.$queryRaw<{ id: string }[]>`SELECT "id" FROM "Product" WHERE "deletedAt" IS NULL ORDER BY random() LIMIT ${limit}`;
  return rows.map((row) => row.id);
}

/** A promo code counts for the 'Code' badge while it has not expired and has uses left. */
export function promoCodeUsable(
  promoCode: { expiresAt: Date | null; usageLimit: number | null; usedCount: number } | null,
  now: Date = new Date(),
): boolean {
  if (!promoCode) return false;
  if (promoCode.expiresAt && promoCode.expiresAt <= now) return false;
  return promoCode.usageLimit === null || promoCode.usedCount < promoCode.usageLimit;
}

/** The stored more_details map as an ordered list of name/value pairs. */
export function moreDetailsList(moreDetails: unknown): { name: string; value: string }[] {
  if (!moreDetails || typeof moreDetails !== 'object' || Array.isArray(moreDetails)) return [];
  return Object.entries(moreDetails as Record<string, unknown>).map(([name, value]) => ({ name, value: String(value) }));
}
