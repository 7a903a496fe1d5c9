import { DiscountType } from '../../generated/prisma/enums.js';
import { builder } from '../../graphql/builder.js';
import { slugify } from '../../lib/slug.js';
import { productImages, productView } from './product-view.js';
import * as catalog from './catalog.service.js';

export const DiscountTypeEnum = builder.enumType(DiscountType, { name: 'DiscountType' });

export const CategoryType = builder.prismaNode('Category', {
  id: { field: 'id' },
  fields: (t) => ({
    databaseId: t.exposeID('id', { description: 'The id used in URLs (/{slug}-{id}) and by the REST adapter (`_id`).' }),
    name: t.exposeString('name'),
    slug: t.string({ resolve: (category) => slugify(category.name) }),
    image: t.exposeString('image'),
    subCategories: t.relation('subCategories', { query: { orderBy: { name: 'asc' } } }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

export const SubCategoryType = builder.prismaNode('SubCategory', {
  id: { field: 'id' },
  fields: (t) => ({
    databaseId: t.exposeID('id'),
    name: t.exposeString('name'),
    slug: t.string({ resolve: (subCategory) => slugify(subCategory.name) }),
    image: t.exposeString('image'),
    categories: t.relation('categories', { query: { orderBy: { name: 'asc' } } }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
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

interface ActivePromotion {
  label: string;
  price: number;
  endsAt: Date;
}

const ActivePromotionType = builder.objectRef<ActivePromotion>('ActivePromotion').implement({
  description: 'A running promotion; endsAt is server time, for the countdown.',
  fields: (t) => ({
    label: t.exposeString('label'),
    price: t.exposeInt('price'),
    endsAt: t.expose('endsAt', { type: 'DateTime' }),
  }),
});

const MoreDetailType = builder.objectRef<{ name: string; value: string }>('ProductDetail').implement({
  fields: (t) => ({ name: t.exposeString('name'), value: t.exposeString('value') }),
});

export const ProductType = builder.prismaNode('Product', {
  id: { field: 'id' },
  fields: (t) => ({
    databaseId: t.exposeID('id', { description: 'The id used in URLs (/product/{slug}-{id}) and by the REST adapter (`_id`).' }),
    name: t.exposeString('name'),
    slug: t.string({ resolve: (product) => slugify(product.name) }),
    description: t.exposeString('description'),
    unit: t.exposeString('unit'),
    images: t.stringList({ resolve: (product) => productImages(product) }),
    moreDetails: t.field({
      type: [MoreDetailType],
      description: 'Custom fields the admin added, in the order they were added.',
      resolve: (product) => catalog.moreDetailsList(product.moreDetails),
    }),
    stock: t.exposeInt('stock'),
    stockAlertThreshold: t.exposeInt('stockAlertThreshold'),
    lowStock: t.boolean({ description: 'Stock below the alert threshold while not on promotion.', resolve: (product) => productView(product).lowStock }),
    price: t.exposeInt('price', { description: 'List price in RWF.' }),
    discount: t.exposeInt('discount', { description: 'Percent discount stored on the product (0-100).' }),
    priceAfterDiscount: t.int({ resolve: (product) => productView(product).priceAfterDiscount }),
    effectivePrice: t.int({
      description: 'What one unit costs now, before any promo code: the promotion price while it runs, else the price after discount.',
      resolve: (product) => productView(product).effectivePrice,
    }),
    discountPercent: t.int({ resolve: (product) => productView(product).discountPercent }),
    onPromotion: t.exposeBoolean('onPromotion'),
    promotionStartTime: t.expose('promotionStartTime', { type: 'DateTime', nullable: true }),
    promotionEndTime: t.expose('promotionEndTime', { type: 'DateTime', nullable: true }),
    promotionPrice: t.exposeInt('promotionPrice', { nullable: true }),
    promotionLabel: t.exposeString('promotionLabel'),
    activePromotion: t.field({
      type: ActivePromotionType,
      nullable: true,
      resolve: (product) =>
        productView(product).promotionActive
          ? { label: product.promotionLabel, price: product.promotionPrice!, endsAt: product.promotionEndTime! }
          : null,
    }),
    hasPromoCode: t.boolean({
      description: "Whether a usable promo code exists for this product (the 'Code' badge); the code itself is not shown.",
      select: { promoCode: { select: { expiresAt: true, usageLimit: true, usedCount: true } } },
      resolve: (product) => catalog.promoCodeUsable(product.promoCode),
    }),
    promoCode: t.relation('promoCode', { nullable: true, authScopes: { admin: true }, unauthorizedResolver: () => null }),
    averageRating: t.float({ nullable: true, description: 'Mean of the stars, one decimal; null before the first review.', resolve: (product) => productView(product).averageRating }),
    reviewCount: t.exposeInt('ratingCount'),
    categories: t.relation('categories', { query: { orderBy: { name: 'asc' } } }),
    subCategories: t.relation('subCategories', { query: { orderBy: { name: 'asc' } } }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

builder.queryFields((t) => ({
  categories: t.prismaField({
    type: ['Category'],
    description: 'Every category, sorted by name.',
    resolve: (query, _root, _args, context) => context.db.category.findMany({ ...query, orderBy: { name: 'asc' } }),
  }),
  category: t.prismaField({
    type: 'Category',
    nullable: true,
    args: { id: t.arg.id() },
    resolve: (query, _root, args, context) => context.db.category.findUnique({ ...query, where: { id: String(args.id) } }),
  }),
  subCategories: t.prismaField({
    type: ['SubCategory'],
    description: 'Sub-categories sorted by name; with categoryId, only those of that category.',
    args: { categoryId: t.arg.id({ required: false }) },
    resolve: (query, _root, args, context) =>
      context.db.subCategory.findMany({
        ...query,
        where: args.categoryId ? { categories: { some: { id: String(args.categoryId) } } } : {},
        orderBy: { name: 'asc' },
      }),
  }),
  subCategory: t.prismaField({
    type: 'SubCategory',
    nullable: true,
    args: { id: t.arg.id() },
    resolve: (query, _root, args, context) => context.db.subCategory.findUnique({ ...query, where: { id: String(args.id) } }),
  }),
  product: t.prismaField({
    type: 'Product',
    nullable: true,
    description: 'A product in the shop by its id (deleted products are gone).',
    args: { id: t.arg.id() },
    resolve: (query, _root, args, context) =>
      context.db.product.findFirst({ ...query, where: { id: String(args.id), deletedAt: null } }),
  }),
  products: t.prismaConnection({
    type: 'Product',
    cursor: 'id',
    maxSize: 100,
    defaultSize: 8,
    totalCount: (_parent, args, context) => context.db.product.count({ where: catalog.listingFilter(args) }),
    description: "Products of a category, newest first; subCategoryId narrows to one sub-category ('all' or absent: every product of the category).",
    args: { categoryId: t.arg.id(), subCategoryId: t.arg.id({ required: false }) },
    resolve: (query, _root, args, context) =>
      context.db.product.findMany({ ...query, where: catalog.listingFilter(args), orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] }),
  }),
  newArrivals: t.prismaField({
    type: ['Product'],
    description: 'The 8 newest products.',
    resolve: (query, _root, _args, context) =>
      context.db.product.findMany({ ...query, where: { deletedAt: null }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: 8 }),
  }),
  randomProducts: t.prismaField({
    type: ['Product'],
    description: "A random selection for the home page's 'Explore Our Products' grid.",
    args: { count: t.arg.int({ required: false, defaultValue: 16 }) },
    resolve: async (query, _root, args, context) => {
      const ids = await catalog.randomProductIds(context, args.count ?? 16);
      const products = await context.db.product.findMany({ ...query, where: { id: { in: ids } } });
      const order = new Map(ids.map((id, index) => [id, index]));
      return products.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
    },
  }),
  adminProducts: t.prismaConnection({
    type: 'Product',
    cursor: 'id',
    maxSize: 100,
    defaultSize: 12,
    authScopes: { admin: true },
    description: "The admin's product list, newest first, filtered by a text in the name.",
    args: { search: t.arg.string({ required: false }) },
    totalCount: (_parent, args, context) => context.db.product.count({ where: catalog.adminListFilter(args.search) }),
    resolve: (query, _root, args, context) =>
      context.db.product.findMany({ ...query, where: catalog.adminListFilter(args.search), orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] }),
  }),
}));
