import { prismaConnectionHelpers } from '@pothos/plugin-prisma';
import { NotFoundError } from '../../errors.js';
import type { Review } from '../../generated/prisma/client.js';
import { builder } from '../../graphql/builder.js';
import { mirrorsInput } from '../../graphql/input-mirror.js';
import type { reviewInput } from './review.inputs.js';
import { countOf, edgeOf, ProductType, totalCountOnly } from '../catalog/catalog.schema.js';
import { liveProducts } from '../catalog/catalog.service.js';
import { countReviews, readReviewsPage, reviewerName, submitReview, viewerReviewWhere } from './review.service.js';

export const ReviewType = builder.prismaNode('Review', {
  id: { field: 'id', cache: 'public' },
  cacheNodeLookup: true,
  fields: (t) => ({
    databaseId: t.exposeID('id', { cache: 'public' }),
    stars: t.exposeInt('stars', { cache: 'public' }),
    comment: t.exposeString('comment', { cache: 'public' }),
    author: t.relation('user', { description: 'Who wrote the review (name and avatar; private fields stay hidden).' }),
    reviewerName: t.string({
      cache: 'public',
      description: "The reviewer's name, or 'User' when they have none.",
      resolve: (review, _args, context) => reviewerName(context, review),
    }),
    verifiedPurchase: t.exposeBoolean('verifiedPurchase', { cache: 'public', description: 'The reviewer received the product: one of their Delivered orders holds it.' }),
    createdAt: t.expose('createdAt', { cache: 'public', type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { cache: 'public', type: 'DateTime' }),
  }),
});

export const ReviewEdge = builder.edgeObject({ type: ReviewType, name: 'ReviewEdge', nodeField: { cache: 'public' } });

/** A product's reviews as one named connection. */
export const ReviewConnection = builder.connectionObject(
  {
    type: ReviewType,
    name: 'ReviewConnection',
    edgesField: { cache: 'public' },
    fields: (t) => ({
      totalCount: t.int({
        cache: 'public',
        description: 'How many reviews the product has.',
        extensions: totalCountOnly,
        resolve: countOf,
      }),
    }),
  },
  ReviewEdge,
);

/** A product's review pages, windowed and answered as the ORM-backed connections are. */
const reviewPages = prismaConnectionHelpers(builder, 'Review', { cursor: 'id', maxSize: 50, defaultSize: 10 });

builder.prismaObjectField('Product', 'reviews', (t) =>
  t.connection(
    {
      cache: 'public',
      type: ReviewType,
      description: 'Reviews, newest first.',
      // Every product page asks: one prepared statement (the reviews with their authors' names) and the count.
      resolve: async (product, args, context) => {
        const { take, skip, cursor } = reviewPages.getQuery(args, context, () => ({}));
        const reviews = await readReviewsPage(context, product.id, { take, skip, cursor });
        return { ...reviewPages.resolve(reviews, args, context, product), totalCount: () => countReviews(context, product.id) };
      },
    },
    ReviewConnection,
  ),
);

builder.prismaObjectField('Product', 'viewerReview', (t) =>
  t.prismaField({
    cache: 'nullWhenSignedOut',
    type: 'Review',
    nullable: true,
    description: "The signed-in user's own review of this product, to prefill the form.",
    resolve: (query, product, _args, context) => {
      const where = viewerReviewWhere(context, product.id);
      return where && context.db.prisma.review.findUnique({ ...query, where });
    },
  }),
);

const SubmitReviewInput = mirrorsInput<typeof reviewInput>()(builder.inputType('SubmitReviewInput', {
  fields: (t) => ({
    productId: t.globalID({ for: ProductType }),
    stars: t.int({ description: '1 to 5.' }),
    comment: t.string({ required: false }),
  }),
}));

const SubmitReviewPayload = builder.objectRef<{ review: Review }>('SubmitReviewPayload').implement({
  fields: (t) => ({
    review: t.field({ type: ReviewType, resolve: (payload) => payload.review }),
    reviewEdge: t.field({ type: ReviewEdge, description: 'For @prependEdge on Product.reviews (a replaced review keeps its id).', resolve: (payload) => edgeOf(payload.review) }),
    product: t.prismaField({
      type: 'Product',
      description: 'The product with its new averageRating and reviewCount.',
      resolve: async (query, payload, _args, context) => {
        const product = await context.db.prisma.product.findFirst({ ...query, where: { ...liveProducts, id: payload.review.productId } });
        if (!product) throw new NotFoundError('Product');
        return product;
      },
    }),
  }),
});

builder.mutationField('submitReview', (t) =>
  t.field({
    type: SubmitReviewPayload,
    description: 'Rates a product 1-5 stars with an optional comment; a second review by the same user replaces the first.',
    authScopes: { loggedIn: true },
    errors: { types: [NotFoundError] },
    args: { input: t.arg({ type: SubmitReviewInput }) },
    resolve: async (_root, { input }, context) => ({
      review: await submitReview(context, { productId: input.productId.id, stars: input.stars, comment: input.comment ?? '' }),
    }),
  }),
);
