import { type RequestContext, requireViewer } from '../../context.js';
import { NotFoundError } from '../../errors.js';
import type { Prisma, Review } from '../../generated/prisma/client.js';
import { isUniqueViolation } from '../../database/prisma-errors.js';
import { parseInput } from '../../lib/validation.js';
import { reviewInput } from './review.inputs.js';

/** A product's reviews are shown newest first; the id breaks ties so that pages never overlap. */
export const reviewsNewestFirst = [{ createdAt: 'desc' }, { id: 'desc' }] satisfies Prisma.ReviewOrderByWithRelationInput[];

/**
 * Saves the viewer's review of a product: one per user and product, so a second one replaces the first.
 * The product's rating aggregates change in the same transaction, so averages never drift.
 */
export async function submitReview(context: RequestContext, raw: unknown): Promise<Review> {
  const viewer = requireViewer(context);
  const input = parseInput(reviewInput, raw);
  const product = await context.db.product.findFirst({ where: { id: input.productId, deletedAt: null }, select: { id: true } });
  if (!product) throw new NotFoundError('Product');
  try {
    return await saveReview(context, viewer.id, input);
  } catch (error) {
    // Two first reviews racing: the loser finds the winner's row and updates it instead.
    if (isUniqueViolation(error)) return saveReview(context, viewer.id, input);
    throw error;
  }
}

function saveReview(context: RequestContext, userId: string, input: { productId: string; stars: number; comment: string }): Promise<Review> {
  return context.db.$transaction(async (tx) => {
    const key = { productId_userId: { productId: input.productId, userId } };
    const existing = await tx.review.findUnique({ where: key, select: { stars: true } });
    if (existing) {
      const review = await tx.review.update({ where: key, data: { stars: input.stars, comment: input.comment } });
      await tx.product.update({ where: { id: input.productId }, data: { ratingTotal: { increment: input.stars - existing.stars } } });
      return review;
    }
    const review = await tx.review.create({ data: { productId: input.productId, userId, stars: input.stars, comment: input.comment } });
    await tx.product.update({ where: { id: input.productId }, data: { ratingTotal: { increment: input.stars }, ratingCount: { increment: 1 } } });
    return review;
  });
}
