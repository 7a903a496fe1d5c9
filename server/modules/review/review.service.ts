import type { ShopTransaction } from '../../database/database.js';
import { type RequestContext, requireViewer } from '../../context.js';
import { NotFoundError } from '../../errors.js';
import type { Prisma, Review } from '../../generated/prisma/client.js';
import { isUniqueViolation } from '../../database/prisma-errors.js';
import { parseInput } from '../../lib/validation.js';
import { type ReviewInput, reviewInput } from './review.inputs.js';
import DataLoader from 'dataloader';
import type { PageWindow } from '../../database/newest-first-page.js';
import { reviewCount, reviewsPage, type ReviewWithAuthorName, userNames } from './review-reads.sql.js';

/** A product's reviews are shown newest first; the id breaks ties so that pages never overlap. */
export const reviewsNewestFirst = [{ createdAt: 'desc' }, { id: 'desc' }] satisfies Prisma.ReviewOrderByWithRelationInput[];

/** A review's author as a review list shows them: id and name. */
const withAuthor = { user: { select: { id: true, name: true } } } satisfies Prisma.ReviewInclude;

/** A product's newest reviews, at most `take`, each with its author. */
export function newestReviews(context: RequestContext, productId: string, take: number) {
  return context.db.prisma.review.findMany({ where: { productId }, orderBy: reviewsNewestFirst, take, include: withAuthor });
}

/** One page of a product's reviews, newest first, with their authors' names (a product page's read). */
export function readReviewsPage(context: RequestContext, productId: string, window: PageWindow): Promise<ReviewWithAuthorName[]> {
  return context.db.sql.read(() => reviewsPage(productId, window));
}

/** How many reviews a product has. */
export function countReviews(context: RequestContext, productId: string): Promise<number> {
  return context.db.sql.read(() => reviewCount(productId));
}

/** Each request's loader of authors' names: the reviews of one answer are read together, in one statement. */
const nameLoaders = new WeakMap<RequestContext, DataLoader<string, string>>();

/** The name a review shows: its author's, or 'User' when they have none (read with the review when it was). */
export async function reviewerName(context: RequestContext, review: { userId: string; user?: { name: string } }): Promise<string> {
  let name = review.user?.name;
  if (name === undefined) {
    let loader = nameLoaders.get(context);
    if (!loader) {
      loader = new DataLoader(async (ids) => {
        const names = await context.db.sql.read(() => userNames(ids));
        return ids.map((id) => names.get(id) ?? '');
      });
      nameLoaders.set(context, loader);
    }
    name = await loader.load(review.userId);
  }
  return name.trim() || 'User';
}

/** One review with its author, as a write's answer shows it. */
export function reviewWithAuthor(context: RequestContext, reviewId: string) {
  return context.db.prisma.review.findUniqueOrThrow({ where: { id: reviewId }, include: withAuthor });
}

/**
 * Saves the viewer's review of a product: one per user and product, so a second one replaces the first.
 * The product's rating aggregates change in the same transaction, so averages never drift.
 */
export async function submitReview(context: RequestContext, raw: ReviewInput): Promise<Review> {
  const viewer = requireViewer(context);
  const input = parseInput(reviewInput, raw);
  const product = await context.db.prisma.product.findFirst({ where: { id: input.productId, deletedAt: null }, select: { id: true } });
  if (!product) throw new NotFoundError('Product');
  // Two first reviews racing (the loser finds the winner's row), or a change that overlapped another change of the
  // same review (PostgreSQL runs them side by side; SQLite one after the other): saved again from what is stored.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await saveReview(context, viewer.id, input);
    } catch (error) {
      if (attempt >= SAVE_ATTEMPTS || !(isUniqueViolation(error) || error instanceof ReviewChangedMeanwhile)) throw error;
    }
  }
}

/** Each attempt sees at least one more of the overlapping changes committed. */
const SAVE_ATTEMPTS = 20;

/** The review's stars changed between reading and writing them: the aggregate difference would be wrong. */
class ReviewChangedMeanwhile extends Error {}

function saveReview(context: RequestContext, userId: string, input: { productId: string; stars: number; comment: string }): Promise<Review> {
  return context.db.prisma.$transaction(async (tx) => {
    const key = { productId_userId: { productId: input.productId, userId } };
    const existing = await tx.review.findUnique({ where: key, select: { stars: true } });
    const verifiedPurchase = await receivedProduct(tx, userId, input.productId);
    if (existing) {
      // Only over the stars that were read: a concurrent change waits for this row, then finds no match and
      // tries again, instead of adding its difference to stars that are gone.
      const changed = await tx.review.updateMany({
        where: { productId: input.productId, userId, stars: existing.stars },
        data: { stars: input.stars, comment: input.comment, verifiedPurchase },
      });
      if (changed.count === 0) throw new ReviewChangedMeanwhile();
      await tx.product.update({ where: { id: input.productId }, data: { ratingTotal: { increment: input.stars - existing.stars } } });
      return tx.review.findUniqueOrThrow({ where: key });
    }
    const review = await tx.review.create({ data: { productId: input.productId, userId, stars: input.stars, comment: input.comment, verifiedPurchase } });
    await tx.product.update({ where: { id: input.productId }, data: { ratingTotal: { increment: input.stars }, ratingCount: { increment: 1 } } });
    return review;
  });
}

type ReviewWriter = Pick<ShopTransaction, 'orderLine' | 'review'>;

/** Whether one of the user's Delivered orders holds the product: what makes a review a verified purchase. */
async function receivedProduct(tx: ReviewWriter, userId: string, productId: string): Promise<boolean> {
  const line = await tx.orderLine.findFirst({ where: { productId, order: { userId, status: 'DELIVERED' } }, select: { id: true } });
  return line !== null;
}

/** An order was delivered: its owner's reviews of its products become verified purchases. */
export async function markReviewsVerified(tx: ReviewWriter, userId: string, productIds: string[]): Promise<void> {
  if (productIds.length === 0) return;
  await tx.review.updateMany({ where: { userId, productId: { in: productIds }, verifiedPurchase: false }, data: { verifiedPurchase: true } });
}

/** The signed-in shopper's own review of a product (to prefill the form); null when signed out. */
export function viewerReviewWhere(context: RequestContext, productId: string): Prisma.ReviewWhereUniqueInput | null {
  return context.viewer ? { productId_userId: { productId, userId: context.viewer.id } } : null;
}
