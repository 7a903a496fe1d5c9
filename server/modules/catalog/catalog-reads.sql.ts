import type { Selectable } from 'kysely';
import { inOrder, newestFirstPages, type PageWindow } from '../../database/newest-first-page.js';
import { dateOf, firstRow, flagOf, jsonOf, prepared, query, rows, type Slots, type SqlProgram } from '../../database/sql-program.js';
import type { ShopTables } from '../../database/tables.js';
import type { Category, DiscountType, Product } from '../../generated/prisma/client.js';
import type { CategoryListing } from './catalog.service.js';

/*
 * The catalogue's hottest reads (a category's page, a product page, the promo codes of the products on a page) as
 * SQL programs: statements prepared once and kept, with no ORM query to plan on every request. Each answers the
 * rows the ORM would, typed as its models.
 */

/** What the shop shows of a product's promo code: the badge reads the first three, the product page all. */
export interface PromoCodeOffer {
  id: string;
  expiresAt: Date | null;
  usageLimit: number | null;
  usedCount: number;
  code: string;
  discountType: DiscountType;
  discountValue: number;
  allowMultiple: boolean;
}

/** A product read with its promo code's offer (null when it has none). */
export type ProductWithOffer = Product & { promoCode: PromoCodeOffer | null };

const promoCodeColumns = [
  'pc.id as codeId',
  'pc.productId as codeProductId',
  'pc.expiresAt as codeExpiresAt',
  'pc.usageLimit as codeUsageLimit',
  'pc.usedCount as codeUsedCount',
  'pc.code as codeText',
  'pc.discountType as codeDiscountType',
  'pc.discountValue as codeDiscountValue',
  'pc.allowMultiple as codeAllowMultiple',
] as const;

type PromoCodeColumns = {
  codeId: string | null;
  codeProductId: string | null;
  codeExpiresAt: Date | string | null;
  codeUsageLimit: number | null;
  codeUsedCount: number | null;
  codeText: string | null;
  codeDiscountType: string | null;
  codeDiscountValue: number | null;
  codeAllowMultiple: boolean | number | null;
};

/** Every product column with the promo code's, as a joined row answers them. */
const productsWithOffers = () =>
  query.selectFrom('Product as p').leftJoin('PromoCode as pc', 'pc.productId', 'p.id').selectAll('p').select(promoCodeColumns).where('p.deletedAt', 'is', null);

/** A product row as the ORM's Product: dates, flags and JSON as each database answers them. */
export function productOf(row: Selectable<ShopTables['Product']>): Product {
  return {
    id: row.id,
    name: row.name,
    nameRw: row.nameRw,
    nameFr: row.nameFr,
    keywords: row.keywords,
    description: row.description,
    unit: row.unit,
    stock: row.stock,
    price: row.price,
    discount: row.discount,
    images: jsonOf(row.images) as Product['images'],
    moreDetails: jsonOf(row.moreDetails) as Product['moreDetails'],
    onPromotion: flagOf(row.onPromotion),
    promotionStartTime: dateOf(row.promotionStartTime),
    promotionEndTime: dateOf(row.promotionEndTime),
    promotionPrice: row.promotionPrice,
    promotionLabel: row.promotionLabel,
    stockAlertThreshold: row.stockAlertThreshold,
    ratingCount: row.ratingCount,
    ratingTotal: row.ratingTotal,
    createdAt: dateOf(row.createdAt)!,
    updatedAt: dateOf(row.updatedAt)!,
    deletedAt: dateOf(row.deletedAt),
    descriptionRw: row.descriptionRw,
    descriptionFr: row.descriptionFr,
    maxPerOrder: row.maxPerOrder,
  };
}

function offerOf(row: PromoCodeColumns): PromoCodeOffer | null {
  if (row.codeProductId === null || row.codeId === null) return null;
  return {
    id: row.codeId,
    expiresAt: dateOf(row.codeExpiresAt),
    usageLimit: row.codeUsageLimit,
    usedCount: row.codeUsedCount ?? 0,
    code: row.codeText ?? '',
    discountType: row.codeDiscountType as DiscountType,
    discountValue: row.codeDiscountValue ?? 0,
    allowMultiple: flagOf(row.codeAllowMultiple ?? false),
  };
}

function productWithOffer(row: Selectable<ShopTables['Product']> & PromoCodeColumns): ProductWithOffer {
  return { ...productOf(row), promoCode: offerOf(row) };
}

type ListingArgs = { categoryId: string; subCategoryId: string };

/** A category's products (all of them: no sub-category) or those of one of its sub-categories, newest first. */
const categoryPages = newestFirstPages(['categoryId'], 'Product', 'p', ({ categoryId }: Slots<Pick<ListingArgs, 'categoryId'>>) =>
  productsWithOffers().where((eb) => eb.exists(eb.selectFrom('ProductCategory as l').select('l.productId').where('l.categoryId', '=', categoryId).whereRef('l.productId', '=', 'p.id'))),
);
const subCategoryPages = newestFirstPages(['categoryId', 'subCategoryId'], 'Product', 'p', ({ categoryId, subCategoryId }: Slots<ListingArgs>) =>
  productsWithOffers()
    .where((eb) => eb.exists(eb.selectFrom('ProductCategory as l').select('l.productId').where('l.categoryId', '=', categoryId).whereRef('l.productId', '=', 'p.id')))
    .where((eb) => eb.exists(eb.selectFrom('ProductSubCategory as s').select('s.productId').where('s.subCategoryId', '=', subCategoryId).whereRef('s.productId', '=', 'p.id'))),
);

/** One page of a category listing (live products, newest first), each product with its promo code's offer. */
export function* listingPage({ categoryId, subCategoryId }: CategoryListing, window: PageWindow): SqlProgram<ProductWithOffer[]> {
  const statement = (subCategoryId ?? 'all') === 'all' ? categoryPages({ categoryId }, window) : subCategoryPages({ categoryId, subCategoryId: subCategoryId! }, window);
  const found = yield* rows(statement);
  return inOrder(found.map(productWithOffer), window);
}

const LIVE_PRODUCT = prepared(['id'], ({ id }: Slots<{ id: string }>) => productsWithOffers().where('p.id', '=', id));

/** A live product by id with its promo code's offer, or null. */
export function* liveProduct(id: string): SqlProgram<ProductWithOffer | null> {
  const row = yield* firstRow(LIVE_PRODUCT.bind({ id }));
  return row && productWithOffer(row);
}

/** The promo code offers of some products, by product id (a product without one is absent). */
export function* offersOf(productIds: readonly string[]): SqlProgram<Map<string, PromoCodeOffer>> {
  const found = yield* rows(query.selectFrom('PromoCode as pc').select(promoCodeColumns).where('pc.productId', 'in', productIds));
  return new Map(found.map((row) => [row.codeProductId, offerOf(row)!]));
}

const CATEGORY = prepared(['id'], ({ id }: Slots<{ id: string }>) => query.selectFrom('Category').selectAll().where('id', '=', id));

/** A category by id, or null. */
export function* categoryById(id: string): SqlProgram<Category | null> {
  const row = yield* firstRow(CATEGORY.bind({ id }));
  return row && { ...row, createdAt: dateOf(row.createdAt)!, updatedAt: dateOf(row.updatedAt)! };
}

/** A product with its promo code's offer and the names of its categories and sub-categories, each by name. */
export type ProductWithNamedLinks = ProductWithOffer & { categories: NamedLink[]; subCategories: NamedLink[] };
type NamedLink = { id: string; name: string };

/** A REST listing's page: the products, their offers and their links' names, in three statements. */
export function* listingPageWithLinks(listing: CategoryListing, window: PageWindow): SqlProgram<ProductWithNamedLinks[]> {
  const products = yield* listingPage(listing, window);
  if (products.length === 0) return [];
  const ids = products.map((product) => product.id);
  const categories = yield* rows(
    query.selectFrom('ProductCategory as l').innerJoin('Category as c', 'c.id', 'l.categoryId').select(['l.productId', 'c.id', 'c.name']).where('l.productId', 'in', ids).orderBy('c.name'),
  );
  const subCategories = yield* rows(
    query
      .selectFrom('ProductSubCategory as l')
      .innerJoin('SubCategory as s', 's.id', 'l.subCategoryId')
      .select(['l.productId', 's.id', 's.name'])
      .where('l.productId', 'in', ids)
      .orderBy('s.name'),
  );
  const categoriesOf = byProduct(categories);
  const subCategoriesOf = byProduct(subCategories);
  return products.map((product) => ({ ...product, categories: categoriesOf.get(product.id) ?? [], subCategories: subCategoriesOf.get(product.id) ?? [] }));
}

/** Links grouped by their product, in the order read. */
function byProduct(links: { productId: string; id: string; name: string }[]): Map<string, NamedLink[]> {
  const grouped = new Map<string, NamedLink[]>();
  for (const { productId, id, name } of links) {
    const list = grouped.get(productId);
    if (list) list.push({ id, name });
    else grouped.set(productId, [{ id, name }]);
  }
  return grouped;
}
