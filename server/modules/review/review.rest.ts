import { z } from 'zod';
import type { RequestContext } from '../../context.js';
import { NotFoundError } from '../../errors.js';
import type { Review } from '../../generated/prisma/client.js';
import { absentWhenNull, restRoute } from '../../rest/rest-route.js';
import { dateTimeSchema, integerSchema, legacyIdSchema } from '../../rest/doc-schemas.js';
import { findProductFields } from '../catalog/catalog.service.js';
import { legacyInteger } from '../catalog/legacy-catalog.js';
import { productView } from '../catalog/product-view.js';
import { reviewInput } from './review.inputs.js';
import { newestReviews, reviewWithAuthor, submitReview } from './review.service.js';

/** How many reviews a product page loads at once: the newest ones, so a popular product's answer stays small. */
const REVIEWS_SHOWN = 100;

/** What toLegacyReview answers, as JSON (the REST adapter's documentation and its tests read it). */
export const legacyReviewSchema = z.object({
  _id: legacyIdSchema,
  productId: legacyIdSchema,
  userId: z.object({ _id: legacyIdSchema, name: z.string() }),
  stars: integerSchema,
  comment: z.string(),
  createdAt: dateTimeSchema,
  updatedAt: dateTimeSchema,
});

/** A review as the old shop answered it, with its author as `userId: { _id, name }`. */
export function toLegacyReview(review: Review & { user: { id: string; name: string } }) {
  return {
    _id: review.id,
    productId: review.productId,
    userId: { _id: review.user.id, name: review.user.name.trim() || 'User' },
    stars: review.stars,
    comment: review.comment,
    createdAt: review.createdAt,
    updatedAt: review.updatedAt,
  };
}

async function liveProduct(context: RequestContext, productId: string) {
  const product = await findProductFields(context, productId);
  if (!product) throw new NotFoundError('Product');
  return product;
}

export const reviewRoutes = [
  restRoute({
    method: 'GET',
    path: '/product/review/:productId',
    tag: 'Review',
    summary: "A product's reviews, newest first (at most 100)",
    auth: 'public',
    responseCache: true,
    response: "data: [{ _id, productId, userId: { _id, name }, stars, comment, createdAt }] (name 'User' when the reviewer has none)",
    data: z.array(legacyReviewSchema),
    refusals: [404],
    handle: async ({ context, params }) => {
      const product = await liveProduct(context, params.productId!);
      const reviews = await newestReviews(context, product.id, REVIEWS_SHOWN);
      return { message: 'Reviews', data: reviews.map(toLegacyReview) };
    },
  }),
  restRoute({
    method: 'GET',
    path: '/product/review/:productId/average',
    tag: 'Review',
    summary: "A product's average stars (one decimal, 0 before the first review) and review count",
    auth: 'public',
    responseCache: true,
    response: 'data: { avgRating, count }',
    data: z.object({ avgRating: z.number(), count: integerSchema }),
    refusals: [404],
    handle: async ({ context, params }) => {
      // The product's stored aggregates are what GraphQL's averageRating reads, so both always agree.
      const product = await liveProduct(context, params.productId!);
      return { message: 'Average rating', data: { avgRating: productView(product).averageRating ?? 0, count: product.ratingCount } };
    },
  }),
  restRoute({
    method: 'POST',
    path: '/product/review',
    tag: 'Review',
    summary: 'Rate a product 1-5 stars with an optional comment; a second review by the same user replaces the first',
    auth: 'user',
    // The old form sends the stars as text and no comment as null.
    input: { schema: reviewInput, adapt: { stars: legacyInteger, comment: absentWhenNull } },
    response: 'data: the review { _id, productId, userId: { _id, name }, stars, comment, createdAt }',
    data: legacyReviewSchema,
    refusals: [404],
    handle: async ({ context, input }) => {
      const review = await submitReview(context, input);
      const saved = await reviewWithAuthor(context, review.id);
      return { message: 'Review submitted', data: toLegacyReview(saved) };
    },
  }),
];
