import type { RequestContext } from '../../context.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { sql } from 'kysely';
import { firstRow, query, rows, type SqlProgram, tallyOf } from '../../database/sql-program.js';
import type { Selection } from '../../database/database.js';
import type { Tally } from '../../database/tables.js';

/*
 * The catalogue's reads, written once for GraphQL and REST. Each takes the request context first and an
 * optional `query`: GraphQL passes the Pothos selection (with a connection's take, skip and cursor) so one
 * SQL round trip serves a nested selection; the REST adapter passes its page and legacy include instead.
 */

/** What a caller adds to a product read: the relations or fields to load, and a page of a list. */
export type ProductQuery = Pick<Prisma.ProductFindManyArgs, 'include' | 'select' | 'take' | 'skip' | 'cursor'>;

/** A product still in the shop: deleted products keep their history but leave every shopper-facing read. */
export const notDeleted = { deletedAt: null } satisfies Prisma.ProductWhereInput;

/** Newest first; the id breaks ties so that pages never overlap or skip. */
export const newestFirst = [{ createdAt: 'desc' }, { id: 'desc' }] satisfies Prisma.ProductOrderByWithRelationInput[];

/** How many products the home page's 'New arrivals' strip shows. */
const NEW_ARRIVALS = 8;

/** A category listing; no sub-category (or the legacy 'all') means every product of the category. */
export interface CategoryListing {
  categoryId: string;
  subCategoryId?: string | null;
}

/** Products shown in a category listing (live ones only, as every listing). */
export function listingFilter(listing: CategoryListing): Prisma.ProductWhereInput {
  const subCategoryId = listing.subCategoryId ?? 'all';
  return {
    categories: { some: { id: listing.categoryId } },
    ...(subCategoryId === 'all' ? {} : { subCategories: { some: { id: subCategoryId } } }),
  };
}

/** Live products matching a filter, newest first. */
export function listProducts<Q extends ProductQuery>(context: RequestContext, where: Prisma.ProductWhereInput, query?: Q) {
  return context.db.prisma.product.findMany({ ...query, where: { ...where, ...notDeleted }, orderBy: newestFirst }) as Promise<Prisma.ProductGetPayload<Q>[]>;
}

/** How many live products match a filter. */
export function countProducts(context: RequestContext, where: Prisma.ProductWhereInput): Promise<number> {
  return context.db.prisma.product.count({ where: { ...where, ...notDeleted } });
}

/**
 * How many products a category listing holds, counted on the link tables' indexes alone (Prisma's count joins
 * every product): a deleted product leaves its categories (the trigger product_leaves_categories_when_deleted),
 * so every link is a live product.
 */
export async function countListing(context: RequestContext, listing: CategoryListing): Promise<number> {
  return context.db.sql.read(() => listingCount(listing));
}

/** The count itself: a program on the direct connection, since every listing page asks for it. */
function* listingCount({ categoryId, subCategoryId }: CategoryListing): SqlProgram<number> {
  const row =
    (subCategoryId ?? 'all') === 'all'
      ? yield* firstRow(query.selectFrom('ProductCategory').select((eb) => eb.fn.countAll<Tally>().as('total')).where('categoryId', '=', categoryId))
      : yield* firstRow(
          query
            .selectFrom('ProductSubCategory as ps')
            .select((eb) => eb.fn.countAll<Tally>().as('total'))
            .where('ps.subCategoryId', '=', subCategoryId!)
            .where((eb) =>
              eb.exists(eb.selectFrom('ProductCategory as pc').select('pc.productId').where('pc.categoryId', '=', categoryId).whereRef('pc.productId', '=', 'ps.productId')),
            ),
        );
  return tallyOf(row?.total);
}

/** A category's products (optionally one sub-category's), newest first. */
export function categoryProducts<Q extends ProductQuery>(context: RequestContext, listing: CategoryListing, query?: Q) {
  return listProducts(context, listingFilter(listing), query);
}


/** The newest products, for the home page. */
export function newArrivals<Q extends ProductQuery>(context: RequestContext, query?: Q) {
  return listProducts(context, {}, { ...query, take: NEW_ARRIVALS } as Q);
}

/** A live product by its database id, or null when there is none (or it was deleted). */
export function findProduct<Q extends Pick<ProductQuery, 'include' | 'select'>>(context: RequestContext, id: string, query?: Q) {
  return context.db.prisma.product.findFirst({ ...query, where: { ...notDeleted, id } }) as Promise<Prisma.ProductGetPayload<Q> | null>;
}

/** Live products by id, in the order of `ids` (a search's rank or a random pick). */
export async function productsInOrder<Q extends Pick<ProductQuery, 'include' | 'select'>>(context: RequestContext, ids: string[], query?: Q) {
  const rows = (await context.db.prisma.product.findMany({ ...query, where: { ...notDeleted, id: { in: ids } } })) as unknown as (Prisma.ProductGetPayload<Q> & { id: string })[];
  const position = new Map(ids.map((id, index) => [id, index]));
  return rows.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
}

/** Up to `count` (1-50) random live products. */
export async function randomProducts<Q extends Pick<ProductQuery, 'include' | 'select'>>(context: RequestContext, count: number, query?: Q) {
  return productsInOrder(context, await randomProductIds(context, count), query);
}

/** Ids of up to `count` (1-50) random live products. */
export async function randomProductIds(context: RequestContext, count: number): Promise<string[]> {
  const limit = Math.min(Math.max(Math.trunc(count) || 1, 1), 50);
  const picked = await context.db.sql.read(() =>
    rows(query.selectFrom('Product').select('id').where('deletedAt', 'is', null).orderBy(sql`random()`).limit(limit)),
  );
  return picked.map((row) => row.id);
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
export function moreDetailsList(moreDetails: Prisma.JsonValue): { name: string; value: string }[] {
  if (!moreDetails || typeof moreDetails !== 'object' || Array.isArray(moreDetails)) return [];
  return Object.entries(moreDetails).map(([name, value]) => ({ name, value: typeof value === 'string' ? value : JSON.stringify(value) }));
}

/** What a caller loads with a category or sub-category. */

type CategorySelection = Selection<Prisma.CategoryInclude, Prisma.CategorySelect>;

/** A category by its database id (the id in its URL), or null. */
export function findCategory<Q extends CategorySelection>(context: RequestContext, id: string, query?: Q) {
  return context.db.prisma.category.findUnique({ ...query, where: { id } }) as Promise<Prisma.CategoryGetPayload<Q> | null>;
}

/** Categories by id, sorted by name. */
export function categoriesById<Q extends CategorySelection>(context: RequestContext, ids: string[], query?: Q) {
  return context.db.prisma.category.findMany({ ...query, where: { id: { in: ids } }, orderBy: { name: 'asc' } }) as Promise<Prisma.CategoryGetPayload<Q>[]>;
}

/** The ids of the categories a sub-category is in now. */
export async function categoryIdsOfSubCategory(context: RequestContext, subCategoryId: string): Promise<string[]> {
  const categories = await context.db.prisma.category.findMany({ where: { subCategories: { some: { id: subCategoryId } } }, select: { id: true } });
  return categories.map((category) => category.id);
}

/** A sub-category by its database id (the id in its URL), or null. */
export function findSubCategory<Q extends Selection<Prisma.SubCategoryInclude, Prisma.SubCategorySelect>>(context: RequestContext, id: string, query?: Q) {
  return context.db.prisma.subCategory.findUnique({ ...query, where: { id } }) as Promise<Prisma.SubCategoryGetPayload<Q> | null>;
}

/** A product by id, deleted or not: the product a stored line, discount or change names. */
export function productById(context: RequestContext, id: string, query?: Pick<ProductQuery, 'include' | 'select'>) {
  return context.db.prisma.product.findUniqueOrThrow({ ...query, where: { id } });
}

/** Every category, sorted by name. */
export function listCategories<Q extends CategorySelection>(context: RequestContext, query?: Q) {
  return context.db.prisma.category.findMany({ ...query, orderBy: { name: 'asc' } }) as Promise<Prisma.CategoryGetPayload<Q>[]>;
}

/** Sub-categories sorted by name: all of them, or those of one category. */
export function listSubCategories<Q extends Selection<Prisma.SubCategoryInclude, Prisma.SubCategorySelect>>(
  context: RequestContext,
  categoryId: string | null,
  query?: Q,
) {
  return context.db.prisma.subCategory.findMany({
    ...query,
    where: categoryId ? { categories: { some: { id: categoryId } } } : {},
    orderBy: { name: 'asc' },
  }) as Promise<Prisma.SubCategoryGetPayload<Q>[]>;
}
