import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndLogin } from '../helpers/auth.js';
import { globalId } from '../helpers/catalog.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
let productId: string;
beforeAll(async () => {
  t = await startTestApp();
  productId = (await t.db.product.findFirstOrThrow({ where: { deletedAt: null, ratingCount: 0 } })).id;
});
afterAll(() => t.close());

const SUBMIT = `mutation($input: SubmitReviewInput!) { submitReview(input: $input) {
  __typename ... on SubmitReviewPayload { review { id stars comment reviewerName author { name } } reviewEdge { cursor node { id } } product { id averageRating reviewCount } }
  ... on Error { message code } ... on ValidationError { field } } }`;
const REVIEWS = `query($id: ID!) { product(databaseId: $id) { averageRating reviewCount reviews(first: 10) { totalCount edges { node { stars comment reviewerName } } } } }`;

/** submitReview's input for a product known by its database id. */
function review(input: { productId: string; stars: number; comment?: string }) {
  return { input: { ...input, productId: globalId('Product', input.productId) } };
}

describe('reviews', () => {
  it('shows no reviews and no average before the first one', async () => {
    const result = await t.graphql(REVIEWS, { id: productId });
    expect(result.data!.product).toEqual({ averageRating: null, reviewCount: 0, reviews: { totalCount: 0, edges: [] } });
  });

  it('lets signed-in shoppers review, newest first, with the average and count', async () => {
    const first = await signUpAndLogin(t);
    const second = await signUpAndLogin(t);
    const a = await t.graphql(SUBMIT, review({ productId, stars: 5, comment: 'Fresh and sweet' }), { token: first.accessToken });
    const { review: first5, reviewEdge, product } = a.data!.submitReview;
    expect(first5).toMatchObject({ stars: 5, comment: 'Fresh and sweet', reviewerName: 'Test Shopper', author: { name: 'Test Shopper' } });
    expect(reviewEdge.node.id).toBe(first5.id);
    // The payload's product carries the new figures, so the page updates without a refetch.
    expect(product).toEqual({ id: globalId('Product', productId), averageRating: 5, reviewCount: 1 });
    const b = await t.graphql(SUBMIT, review({ productId, stars: 2 }), { token: second.accessToken });
    expect(b.data!.submitReview.product).toMatchObject({ averageRating: 3.5, reviewCount: 2 });
    const result = await t.graphql(REVIEWS, { id: productId });
    expect(result.data!.product.averageRating).toBe(3.5);
    expect(result.data!.product.reviewCount).toBe(2);
    expect(result.data!.product.reviews.edges.map((e: { node: { stars: number } }) => e.node.stars)).toEqual([2, 5]);
  });

  it("replaces a shopper's earlier review instead of adding a second", async () => {
    const shopper = await signUpAndLogin(t);
    const target = (await t.db.product.findFirstOrThrow({ where: { deletedAt: null, ratingCount: 0, id: { not: productId } } })).id;
    await t.graphql(SUBMIT, review({ productId: target, stars: 1, comment: 'Bruised' }), { token: shopper.accessToken });
    const replaced = await t.graphql(SUBMIT, review({ productId: target, stars: 4, comment: 'Better this week' }), { token: shopper.accessToken });
    expect(replaced.data!.submitReview.product).toMatchObject({ averageRating: 4, reviewCount: 1 });
    const result = await t.graphql(REVIEWS, { id: target });
    expect(result.data!.product).toMatchObject({ averageRating: 4, reviewCount: 1 });
    expect(result.data!.product.reviews.edges).toEqual([{ node: { stars: 4, comment: 'Better this week', reviewerName: 'Test Shopper' } }]);
  });

  it.each([0, 6, -1])('refuses %i stars and stores nothing', async (stars) => {
    const shopper = await signUpAndLogin(t);
    const before = await t.db.review.count();
    const result = await t.graphql(SUBMIT, review({ productId, stars }), { token: shopper.accessToken });
    expect(result.data!.submitReview).toMatchObject({ __typename: 'ValidationError', message: 'Choose from 1 to 5 stars', field: 'stars' });
    expect(await t.db.review.count()).toBe(before);
  });

  it('refuses 4.5 stars at the schema, storing nothing', async () => {
    const shopper = await signUpAndLogin(t);
    const before = await t.db.review.count();
    const result = await t.graphql(SUBMIT, review({ productId, stars: 4.5 }), { token: shopper.accessToken });
    expect(result.errors?.[0]?.message).toMatch(/Int cannot represent non-integer value: 4\.5/);
    expect(await t.db.review.count()).toBe(before);
  });

  it('asks a signed-out visitor to log in', async () => {
    const before = await t.db.review.count();
    const result = await t.graphql(SUBMIT, review({ productId, stars: 5 }));
    expect(result.data!.submitReview).toMatchObject({ __typename: 'UnauthenticatedError', message: 'Please Login' });
    expect(await t.db.review.count()).toBe(before);
  });

  it('refuses a review of an unknown product', async () => {
    const shopper = await signUpAndLogin(t);
    const result = await t.graphql(SUBMIT, review({ productId: 'nope', stars: 5 }), { token: shopper.accessToken });
    expect(result.data!.submitReview).toMatchObject({ __typename: 'NotFoundError', message: 'Product not found' });
  });

  it('keeps the average exact when one shopper submits twice at once', async () => {
    const shopper = await signUpAndLogin(t);
    const target = (await t.db.product.findFirstOrThrow({ where: { deletedAt: null, ratingCount: 0, reviews: { none: {} }, id: { not: productId } }, skip: 3 })).id;
    const results = await Promise.all([
      t.graphql(SUBMIT, review({ productId: target, stars: 3 }), { token: shopper.accessToken }),
      t.graphql(SUBMIT, review({ productId: target, stars: 5 }), { token: shopper.accessToken }),
    ]);
    expect(results.every((result) => result.data!.submitReview.__typename === 'SubmitReviewPayload')).toBe(true);
    const product = await t.db.product.findUniqueOrThrow({ where: { id: target }, include: { reviews: true } });
    expect(product.reviews).toHaveLength(1);
    expect(product.ratingCount).toBe(1);
    expect(product.ratingTotal).toBe(product.reviews[0]!.stars);
  });

  it('keeps the average exact when one shopper changes a review many times at once', async () => {
    const shopper = await signUpAndLogin(t);
    const target = (await t.db.product.findFirstOrThrow({ where: { deletedAt: null, ratingCount: 0, reviews: { none: {} }, id: { not: productId } }, skip: 4 })).id;
    await t.graphql(SUBMIT, review({ productId: target, stars: 1 }), { token: shopper.accessToken });
    // Each change adds its difference from the stars it replaced; changes that overlap must each see the one before.
    const results = await Promise.all(
      [2, 5, 3, 4, 1, 5, 2, 4, 3, 5].map((stars) => t.graphql(SUBMIT, review({ productId: target, stars }), { token: shopper.accessToken })),
    );
    expect(results.every((result) => result.data!.submitReview.__typename === 'SubmitReviewPayload')).toBe(true);
    const product = await t.db.product.findUniqueOrThrow({ where: { id: target }, include: { reviews: true } });
    expect(product.reviews).toHaveLength(1);
    expect(product.ratingCount).toBe(1);
    expect(product.ratingTotal).toBe(product.reviews[0]!.stars);
  });
});
