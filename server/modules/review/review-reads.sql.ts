import { inOrder, newestFirstPages, type PageWindow } from '../../database/newest-first-page.js';
import { dateOf, firstRow, flagOf, prepared, query, rows, type Slots, type SqlProgram, tallyOf } from '../../database/sql-program.js';
import type { Tally } from '../../database/tables.js';
import type { Review } from '../../generated/prisma/client.js';

/** A review with its author's name, as a product page lists it. */
export type ReviewWithAuthorName = Review & { user: { name: string } };

/** A product's reviews with their authors' names, newest first. */
const reviewPages = newestFirstPages(['productId'], 'Review', 'r', ({ productId }: Slots<{ productId: string }>) =>
  query.selectFrom('Review as r').innerJoin('User as u', 'u.id', 'r.userId').selectAll('r').select('u.name as authorName').where('r.productId', '=', productId),
);

/** One page of a product's reviews, newest first, each with its author's name: one statement, prepared once. */
export function* reviewsPage(productId: string, window: PageWindow): SqlProgram<ReviewWithAuthorName[]> {
  const found = yield* rows(reviewPages({ productId }, window));
  return inOrder(
    found.map(({ authorName, ...review }) => ({
      ...review,
      verifiedPurchase: flagOf(review.verifiedPurchase),
      createdAt: dateOf(review.createdAt)!,
      updatedAt: dateOf(review.updatedAt)!,
      user: { name: authorName },
    })),
    window,
  );
}

const REVIEW_COUNT = prepared(['productId'], ({ productId }: Slots<{ productId: string }>) =>
  query.selectFrom('Review').select((eb) => eb.fn.countAll<Tally>().as('total')).where('productId', '=', productId),
);

/** How many reviews a product has. */
export function* reviewCount(productId: string): SqlProgram<number> {
  const row = yield* firstRow(REVIEW_COUNT.bind({ productId }));
  return tallyOf(row?.total);
}

/** The names of some users, by id. */
export function* userNames(userIds: readonly string[]): SqlProgram<Map<string, string>> {
  const found = yield* rows(query.selectFrom('User').select(['id', 'name']).where('id', 'in', userIds));
  return new Map(found.map((user) => [user.id, user.name]));
}
