import DataLoader from 'dataloader';
import type { RequestContext } from '../../context.js';
import type { Category, Prisma } from '../../generated/prisma/client.js';
import { sql } from 'kysely';
import type { PageWindow } from '../../database/newest-first-page.js';
import { categoryById, listingPage, listingPageWithLinks, liveProduct, offersOf, type ProductWithNamedLinks, type ProductWithOffer, type PromoCodeOffer } from './catalog-reads.sql.js';
import { firstRow, query, rows, type SqlProgram, tallyOf } from '../../database/sql-program.js';
import type { Tally } from '../../database/tables.js';

/*
 * The catalogue's rules, written once for GraphQL and REST: which products a shopper sees, in what order, and
 * what a listing holds. GraphQL resolvers read with them and their own selection (`{ ...query, where: ... }`);
 * the REST adapter and other services call the reads below, each with one fixed include.
 */

/** A product still in the shop: deleted products keep their history but leave every shopper-facing read. */
export const liveProducts = { deletedAt: null } satisfies Prisma.ProductWhereInput;

/** Newest first; the id breaks ties so that pages never overlap or skip. */
export const newestFirst = [{ createdAt: 'desc' }, { id: 'desc' }] satisfies Prisma.ProductOrderByWithRelationInput[];

/** Categories and sub-categories are listed by name. */
export const byName = { name: 'asc' } as const;

/** How many products the home page's 'New arrivals' strip shows. */
export const NEW_ARRIVALS = 8;

/** A category listing; no sub-category (or the legacy 'all') means every product of the category. */
export interface CategoryListing {
  categoryId: string;
  subCategoryId?: string | null;
}

/** The live products a category listing shows. */
export function listingWhere(listing: CategoryListing): Prisma.ProductWhereInput {
  const subCategoryId = listing.subCategoryId ?? 'all';
  return {
    ...liveProducts,
    categories: { some: { id: listing.categoryId } },
    ...(subCategoryId === 'all' ? {} : { subCategories: { some: { id: subCategoryId } } }),
  };
}

/** The sub-categories of one category, or every sub-category (null). */
export function subCategoriesWhere(categoryId: string | null): Prisma.SubCategoryWhereInput {
  return categoryId ? { categories: { some: { id: categoryId } } } : {};
}

/** Rows put back in the order of `ids` (a search's rank or a random pick); the database answers them unordered. */
export function inIdOrder<Row extends { id: string }>(rows: Row[], ids: readonly string[]): Row[] {
  const position = new Map(ids.map((id, index) => [id, index]));
  return rows.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
}

const namesByName = { orderBy: byName, select: { id: true, name: true } } as const;

/** A product with the names of its categories and sub-categories and its promo code: what a REST answer shows. */
export const productWithLinks = {
  categories: namesByName,
  subCategories: namesByName,
  promoCode: true,
} satisfies Prisma.ProductInclude;

export type ProductWithLinks = Prisma.ProductGetPayload<{ include: typeof productWithLinks }>;

/** A page of live products matching a filter, newest first. */
export function productPage(context: RequestContext, where: Prisma.ProductWhereInput, page: { skip: number; take: number }): Promise<ProductWithLinks[]> {
  return context.db.prisma.product.findMany({ where: { ...where, ...liveProducts }, orderBy: newestFirst, skip: page.skip, take: page.take, include: productWithLinks });
}

/** How many live products match a filter. */
export function countProducts(context: RequestContext, where: Prisma.ProductWhereInput): Promise<number> {
  return context.db.prisma.product.count({ where: { ...where, ...liveProducts } });
}

/**
 * How many products a category listing holds, counted on the link tables' indexes alone (Prisma's count joins
 * every product): a deleted product leaves its categories (the trigger product_leaves_categories_when_deleted),
 * so every link is a live product.
 */
export async function countListing(context: RequestContext, listing: CategoryListing): Promise<number> {
  return context.db.sql.read(() => listingCount(listing));
}

/** One page of a category listing, newest first, each product with its promo code's offer (a prepared statement). */
export function readListingPage(context: RequestContext, listing: CategoryListing, window: PageWindow): Promise<ProductWithOffer[]> {
  return context.db.sql.read(() => listingPage(listing, window));
}

/** A category listing's numbered page with each product's links' names, as the REST adapter shows it. */
export function readListingPageWithLinks(context: RequestContext, listing: CategoryListing, page: { skip: number; take: number }): Promise<ProductWithNamedLinks[]> {
  return context.db.sql.read(() => listingPageWithLinks(listing, page));
}

/** A category by id, or null (every category page asks first). */
export function readCategory(context: RequestContext, id: string): Promise<Category | null> {
  return context.db.sql.read(() => categoryById(id));
}

/** A live product with its promo code's offer, or null when there is none (or it was deleted). */
export function readLiveProduct(context: RequestContext, id: string): Promise<ProductWithOffer | null> {
  return context.db.sql.read(() => liveProduct(id));
}

/** Each request's loader of promo code offers: the products of one answer are read together, in one statement. */
const offerLoaders = new WeakMap<RequestContext, DataLoader<string, PromoCodeOffer | null>>();

/**
 * A product's promo code offer: the one read with it when it was (readListingPage, readLiveProduct), else read
 * with those of the other products the same answer shows.
 */
export function promoCodeOf(context: RequestContext, product: { id: string; promoCode?: PromoCodeOffer | null }): PromoCodeOffer | null | Promise<PromoCodeOffer | null> {
  if (product.promoCode !== undefined) return product.promoCode;
  let loader = offerLoaders.get(context);
  if (!loader) {
    loader = new DataLoader(async (ids) => {
      const offers = await context.db.sql.read(() => offersOf(ids));
      return ids.map((id) => offers.get(id) ?? null);
    });
    offerLoaders.set(context, loader);
  }
  return loader.load(product.id);
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

/** The newest products, for the home page. */
export function newArrivals(context: RequestContext): Promise<ProductWithLinks[]> {
  return productPage(context, {}, { skip: 0, take: NEW_ARRIVALS });
}

/** A live product by its database id, or null when there is none (or it was deleted). */
export function findProduct(context: RequestContext, id: string): Promise<ProductWithLinks | null> {
  return context.db.prisma.product.findFirst({ where: { ...liveProducts, id }, include: productWithLinks });
}

/** A live product's own fields (no relations), or null when there is none (or it was deleted). */
export function findProductFields(context: RequestContext, id: string) {
  return context.db.prisma.product.findFirst({ where: { ...liveProducts, id } });
}

/** Live products by id, in the order of `ids` (a search's rank or a random pick). */
export async function productsInOrder(context: RequestContext, ids: readonly string[]): Promise<ProductWithLinks[]> {
  const rows = await context.db.prisma.product.findMany({ where: { ...liveProducts, id: { in: [...ids] } }, include: productWithLinks });
  return inIdOrder(rows, ids);
}

/** Up to `count` (1-50) random live products. */
export async function randomProducts(context: RequestContext, count: number): Promise<ProductWithLinks[]> {
  return productsInOrder(context, await randomProductIds(context, count));
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

/** The ids of the categories a sub-category is in now. */
export async function categoryIdsOfSubCategory(context: RequestContext, subCategoryId: string): Promise<string[]> {
  const categories = await context.db.prisma.category.findMany({ where: { subCategories: { some: { id: subCategoryId } } }, select: { id: true } });
  return categories.map((category) => category.id);
}

/** Every category, sorted by name. */
export function listCategories(context: RequestContext) {
  return context.db.prisma.category.findMany({ orderBy: byName });
}

/** Every sub-category sorted by name, with the categories it is in (by name). */
export function listSubCategoriesWithCategories(context: RequestContext) {
  return context.db.prisma.subCategory.findMany({ orderBy: byName, include: { categories: { orderBy: byName } } });
}
