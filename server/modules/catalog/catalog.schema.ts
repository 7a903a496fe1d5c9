import { formatPrismaCursor, prismaConnectionHelpers } from '@pothos/plugin-prisma';
import { DiscountType } from '../../generated/prisma/enums.js';
import { builder } from '../../graphql/builder.js';
import { slugify } from '../../lib/slug.js';
import { localDescription, localName } from './local-name.js';
import { productImages, productView } from './product-view.js';
import * as catalog from './catalog.service.js';

/** A connection's totalCount: a number, or a function that counts only when the field is asked for. */
export function countOf(connection: object): number | Promise<number> {
  const { totalCount } = connection as { totalCount?: number | (() => number | Promise<number>) };
  return typeof totalCount === 'function' ? totalCount() : (totalCount ?? 0);
}

/** The extension by which the prisma plugin skips loading rows when a connection is asked for its totalCount only. */
export const totalCountOnly = { pothosPrismaTotalCount: true };

export const DiscountTypeEnum = builder.enumType(DiscountType, { name: 'DiscountType' });

export const CategoryType = builder.prismaNode('Category', {
  id: { field: 'id', cache: 'public' },
  cacheNodeLookup: true,
  fields: (t) => ({
    databaseId: t.exposeID('id', { cache: 'public', description: 'The id used in URLs (/{slug}-{id}) and by the REST adapter (`_id`).' }),
    name: t.exposeString('name', { cache: 'public' }),
    localName: t.string({
      cache: 'public',
      description: "The category's name in the request's language (Accept-Language: rw or fr): its Kinyarwanda or French name where given, else the English name.",
      resolve: (entry, _args, context) => localName(entry, context.language),
    }),
    nameRw: t.exposeString('nameRw', { cache: 'public', description: "Kinyarwanda name ('' when none)." }),
    nameFr: t.exposeString('nameFr', { cache: 'public', description: "French name ('' when none)." }),
    keywords: t.exposeString('keywords', { cache: 'public', description: 'Extra search words in any language, comma-separated.' }),
    slug: t.string({ cache: 'public', resolve: (category) => slugify(category.name) }),
    image: t.exposeString('image', { cache: 'public' }),
    subCategories: t.relation('subCategories', { cache: 'public', query: { orderBy: { name: 'asc' } } }),
    createdAt: t.expose('createdAt', { cache: 'public', type: 'DateTime' }),
  }),
});

export const SubCategoryType = builder.prismaNode('SubCategory', {
  id: { field: 'id', cache: 'public' },
  cacheNodeLookup: true,
  fields: (t) => ({
    databaseId: t.exposeID('id', { cache: 'public' }),
    name: t.exposeString('name', { cache: 'public' }),
    localName: t.string({
      cache: 'public',
      description: "The sub-category's name in the request's language (Accept-Language: rw or fr): its Kinyarwanda or French name where given, else the English name.",
      resolve: (entry, _args, context) => localName(entry, context.language),
    }),
    nameRw: t.exposeString('nameRw', { cache: 'public', description: "Kinyarwanda name ('' when none)." }),
    nameFr: t.exposeString('nameFr', { cache: 'public', description: "French name ('' when none)." }),
    keywords: t.exposeString('keywords', { cache: 'public', description: 'Extra search words in any language, comma-separated.' }),
    slug: t.string({ cache: 'public', resolve: (subCategory) => slugify(subCategory.name) }),
    image: t.exposeString('image', { cache: 'public' }),
    categories: t.relation('categories', { cache: 'public', query: { orderBy: { name: 'asc' } } }),
    createdAt: t.expose('createdAt', { cache: 'public', type: 'DateTime' }),
  }),
});

export const PromoCodeType = builder.prismaObject('PromoCode', {
  description: 'A product promo code in full; only admins see it.',
  fields: (t) => ({
    code: t.exposeString('code'),
    discountType: t.expose('discountType', { type: DiscountTypeEnum }),
    discountValue: t.exposeInt('discountValue'),
    expiresAt: t.expose('expiresAt', { type: 'DateTime', nullable: true }),
    usageLimit: t.exposeInt('usageLimit', { nullable: true }),
    allowMultiple: t.exposeBoolean('allowMultiple'),
    usedCount: t.exposeInt('usedCount'),
  }),
});

/** A usable promo code as shoppers see it: what it gives, not how often it has been used. */
interface ActivePromoCode {
  code: string;
  discountType: DiscountType;
  discountValue: number;
  expiresAt: Date | null;
  allowMultiple: boolean;
}

const ActivePromoCodeType = builder.objectRef<ActivePromoCode>('ActivePromoCode').implement({
  description: "A product's promo code while it can be used, shown to shoppers so they can apply it at checkout.",
  fields: (t) => ({
    code: t.exposeString('code', { cache: 'public', description: 'The code as the admin wrote it; checkout compares codes case-insensitively.' }),
    discountType: t.expose('discountType', { cache: 'public', type: DiscountTypeEnum }),
    discountValue: t.exposeInt('discountValue', { cache: 'public', description: 'Percent off (PERCENTAGE) or whole francs off (FIXED) per discounted unit.' }),
    expiresAt: t.expose('expiresAt', { cache: 'public', type: 'DateTime', nullable: true, description: 'When the code stops working; null: no end.' }),
    allowMultiple: t.exposeBoolean('allowMultiple', { cache: 'public', description: 'Every unit in an order is discounted; otherwise one unit per order.' }),
  }),
});

interface ActivePromotion {
  label: string;
  price: number;
  endsAt: Date;
}

const ActivePromotionType = builder.objectRef<ActivePromotion>('ActivePromotion').implement({
  description: 'A running promotion; endsAt is server time, for the countdown.',
  fields: (t) => ({
    label: t.exposeString('label', { cache: 'public' }),
    price: t.expose('price', { cache: 'public', type: 'Rwf' }),
    endsAt: t.expose('endsAt', { cache: 'public', type: 'DateTime' }),
  }),
});

const MoreDetailType = builder.objectRef<{ name: string; value: string }>('ProductDetail').implement({
  fields: (t) => ({ name: t.exposeString('name', { cache: 'public' }), value: t.exposeString('value', { cache: 'public' }) }),
});

export const ProductType = builder.prismaNode('Product', {
  id: { field: 'id', cache: 'public' },
  cacheNodeLookup: true,
  // node(id:) and nodes(ids:) hide deleted products as every typed read does.
  findUnique: (id) => ({ id, ...catalog.liveProducts }),
  nullable: true,
  fields: (t) => ({
    databaseId: t.exposeID('id', { cache: 'public', description: 'The id used in URLs (/product/{slug}-{id}) and by the REST adapter (`_id`).' }),
    name: t.exposeString('name', { cache: 'public' }),
    localName: t.string({
      cache: 'public',
      description: "The product's name in the request's language (Accept-Language: rw or fr): its Kinyarwanda or French name where given, else the English name.",
      resolve: (entry, _args, context) => localName(entry, context.language),
    }),
    nameRw: t.exposeString('nameRw', { cache: 'public', description: "Kinyarwanda name ('' when none)." }),
    nameFr: t.exposeString('nameFr', { cache: 'public', description: "French name ('' when none)." }),
    keywords: t.exposeString('keywords', { cache: 'public', description: 'Extra search words in any language, comma-separated.' }),
    slug: t.string({ cache: 'public', resolve: (product) => slugify(product.name) }),
    description: t.exposeString('description', { cache: 'public' }),
    localDescription: t.string({
      cache: 'public',
      description: "The description in the request's language (Accept-Language: rw or fr) where given, else the English one.",
      resolve: (product, _args, context) => localDescription(product, context.language),
    }),
    descriptionRw: t.exposeString('descriptionRw', { cache: 'public', description: "Kinyarwanda description ('' when none)." }),
    descriptionFr: t.exposeString('descriptionFr', { cache: 'public', description: "French description ('' when none)." }),
    unit: t.exposeString('unit', { cache: 'public' }),
    images: t.stringList({ cache: 'public', resolve: (product) => productImages(product) }),
    moreDetails: t.field({
      cache: 'public',
      type: [MoreDetailType],
      description: 'Custom fields the admin added, in the order they were added.',
      resolve: (product) => catalog.moreDetailsList(product.moreDetails),
    }),
    stock: t.exposeInt('stock', { cache: 'public' }),
    stockAlertThreshold: t.exposeInt('stockAlertThreshold', { cache: 'public' }),
    maxPerOrder: t.exposeInt('maxPerOrder', { cache: 'public', nullable: true, description: 'The most one order may hold of it; null for no limit beyond the stock.' }),
    lowStock: t.boolean({ cache: 'public', description: 'Stock below the alert threshold while not on promotion.', resolve: (product) => productView(product).lowStock }),
    price: t.expose('price', { cache: 'public', type: 'Rwf', description: 'List price.' }),
    discount: t.exposeInt('discount', { cache: 'public', description: 'Percent discount stored on the product (0-100).' }),
    priceAfterDiscount: t.field({ cache: 'public', type: 'Rwf', resolve: (product) => productView(product).priceAfterDiscount }),
    effectivePrice: t.field({
      cache: 'public',
      type: 'Rwf',
      description: 'What one unit costs now, before any promo code: the promotion price while it runs, else the price after discount.',
      resolve: (product) => productView(product).effectivePrice,
    }),
    discountPercent: t.int({ cache: 'public', resolve: (product) => productView(product).discountPercent }),
    // The stored promotion settings, for the admin's edit form: they stay as saved after the end time until the
    // cleanup runs, so what shoppers see (activePromotion, effectivePrice) is computed from the times instead.
    onPromotion: t.exposeBoolean('onPromotion', { cache: 'public', description: "The admin's promotion setting; whether a promotion runs now is activePromotion." }),
    promotionStartTime: t.expose('promotionStartTime', { cache: 'public', type: 'DateTime', nullable: true }),
    promotionEndTime: t.expose('promotionEndTime', { cache: 'public', type: 'DateTime', nullable: true }),
    promotionPrice: t.expose('promotionPrice', { cache: 'public', type: 'Rwf', nullable: true }),
    promotionLabel: t.exposeString('promotionLabel', { cache: 'public' }),
    activePromotion: t.field({
      cache: 'public',
      type: ActivePromotionType,
      nullable: true,
      description: 'The promotion running now (between its start and end time), else null.',
      resolve: (product) =>
        productView(product).promotionActive
          ? { label: product.promotionLabel, price: product.promotionPrice!, endsAt: product.promotionEndTime! }
          : null,
    }),
    hasPromoCode: t.boolean({
      cache: 'public',
      description: "Whether a usable promo code exists for this product (the 'Code' badge); activePromoCode holds the code.",
      resolve: async (product, _args, context) => catalog.promoCodeUsable(await catalog.promoCodeOf(context, product)),
    }),
    activePromoCode: t.field({
      cache: 'public',
      type: ActivePromoCodeType,
      nullable: true,
      description: "The product's promo code while it can be used (not expired, uses left), for the product page and checkout; null otherwise.",
      // A deleted product can still be reached through an old order's line: its code is no longer on offer.
      resolve: async (product, _args, context) => {
        const promoCode = await catalog.promoCodeOf(context, product);
        return product.deletedAt === null && promoCode && catalog.promoCodeUsable(promoCode)
          ? {
              code: promoCode.code,
              discountType: promoCode.discountType,
              discountValue: promoCode.discountValue,
              expiresAt: promoCode.expiresAt,
              allowMultiple: promoCode.allowMultiple,
            }
          : null;
      },
    }),
    promoCode: t.relation('promoCode', {
      nullable: true,
      description: 'The promo code in full with its use counts, for the admin; null for everyone else (shoppers read activePromoCode).',
      authScopes: { admin: true },
      unauthorizedResolver: () => null,
    }),
    averageRating: t.float({ cache: 'public', nullable: true, description: 'Mean of the stars, one decimal; null before the first review.', resolve: (product) => productView(product).averageRating }),
    reviewCount: t.exposeInt('ratingCount', { cache: 'public' }),
    categories: t.relation('categories', { cache: 'public', query: { orderBy: { name: 'asc' } } }),
    subCategories: t.relation('subCategories', { cache: 'public', query: { orderBy: { name: 'asc' } } }),
    createdAt: t.expose('createdAt', { cache: 'public', type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { cache: 'public', type: 'DateTime' }),
  }),
});


export const ProductEdge = builder.edgeObject({ type: ProductType, name: 'ProductEdge', nodeField: { cache: 'public' } });

/** The one connection of products: category listings, search and the admin list share it. */
export const ProductConnection = builder.connectionObject(
  {
    type: ProductType,
    name: 'ProductConnection',
    edgesField: { cache: 'public' },
    fields: (t) => ({
      totalCount: t.int({ cache: 'public', description: 'How many products the whole list holds.', extensions: totalCountOnly, resolve: countOf }),
      correctedQuery: t.string({
        cache: 'public',
        nullable: true,
        description:
          "Search only: the query with its misspelt words corrected ('inyange milk' for 'inyage milk') when the results came from that correction, for a 'Did you mean' line. Null when nothing was corrected and for lists that are not searches.",
        resolve: (connection) => (connection as { correctedQuery?: string | null }).correctedQuery ?? null,
      }),
    }),
  },
  ProductEdge,
);

/** The edge of a node just created, with the cursor an id-keyed connection gives it (for @prependEdge/@appendEdge). */
export function edgeOf<T extends { id: string }>(node: T) {
  return { cursor: formatPrismaCursor(node, 'id'), node };
}

/** The listing's page window and its connection, as the ORM-backed connections read and answer them. */
const listingPages = prismaConnectionHelpers(builder, 'Product', { cursor: 'id', maxSize: 100, defaultSize: 8 });

builder.prismaObjectField('Category', 'products', (t) =>
  t.connection(
    {
      cache: 'public',
      type: ProductType,
      description: "The category's products, newest first; subCategoryId narrows the list to one sub-category.",
      args: { subCategoryId: t.arg.globalID({ for: SubCategoryType, required: false, description: 'A sub-category (global id); absent: every product.' }) },
      // The busiest read of the shop: one prepared statement (the products with their promo codes) and the count.
      resolve: async (category, args, context) => {
        const listing = listingOf(category, args);
        const { take, skip, cursor } = listingPages.getQuery(args, context, () => ({}));
        const products = await catalog.readListingPage(context, listing, { take, skip, cursor });
        return { ...listingPages.resolve(products, args, context, category), totalCount: () => catalog.countListing(context, listing) };
      },
    },
    ProductConnection,
  ),
);

function listingOf(category: { id: string }, args: { subCategoryId?: { id: string } | null }): catalog.CategoryListing {
  return { categoryId: category.id, subCategoryId: args.subCategoryId?.id ?? null };
}

builder.queryFields((t) => ({
  categories: t.prismaField({
    cache: 'public',
    type: ['Category'],
    description: 'Every category, sorted by name.',
    resolve: (query, _root, _args, context) => context.db.prisma.category.findMany({ ...query, orderBy: catalog.byName }),
  }),
  category: t.field({
    cache: 'public',
    type: CategoryType,
    nullable: true,
    description: 'A category by the id in its URL (/{slug}-{databaseId}); use node(id:) for a global id.',
    args: { databaseId: t.arg.id() },
    resolve: (_root, args, context) => catalog.readCategory(context, String(args.databaseId)),
  }),
  subCategories: t.prismaField({
    cache: 'public',
    type: ['SubCategory'],
    description: 'Sub-categories sorted by name; with categoryId (a global id), only those of that category.',
    args: { categoryId: t.arg.globalID({ for: CategoryType, required: false }) },
    resolve: (query, _root, args, context) =>
      context.db.prisma.subCategory.findMany({ ...query, where: catalog.subCategoriesWhere(args.categoryId?.id ?? null), orderBy: catalog.byName }),
  }),
  subCategory: t.prismaField({
    cache: 'public',
    type: 'SubCategory',
    nullable: true,
    description: 'A sub-category by the id in its URL; use node(id:) for a global id.',
    args: { databaseId: t.arg.id() },
    resolve: (query, _root, args, context) => context.db.prisma.subCategory.findUnique({ ...query, where: { id: String(args.databaseId) } }),
  }),
  product: t.field({
    cache: 'public',
    type: ProductType,
    nullable: true,
    description: 'A product in the shop by the id in its URL (/product/{slug}-{databaseId}); null once deleted. Use node(id:) for a global id.',
    args: { databaseId: t.arg.id() },
    // Every product page asks: one prepared statement, the product with its promo code.
    resolve: (_root, args, context) => catalog.readLiveProduct(context, String(args.databaseId)),
  }),
  newArrivals: t.prismaField({
    cache: 'public',
    type: ['Product'],
    description: 'The 8 newest products.',
    resolve: (query, _root, _args, context) =>
      context.db.prisma.product.findMany({ ...query, where: catalog.liveProducts, orderBy: catalog.newestFirst, take: catalog.NEW_ARRIVALS }),
  }),
  randomProducts: t.prismaField({
    type: ['Product'],
    description: "A random selection for the home page's 'Explore Our Products' grid.",
    args: { count: t.arg.int({ required: false, defaultValue: 16 }) },
    resolve: async (query, _root, args, context) => {
      const ids = await catalog.randomProductIds(context, args.count ?? 16);
      return catalog.inIdOrder(await context.db.prisma.product.findMany({ ...query, where: { ...catalog.liveProducts, id: { in: ids } } }), ids);
    },
  }),
}));
