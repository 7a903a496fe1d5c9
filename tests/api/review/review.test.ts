import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndLogin } from '../../helpers/auth.js';
import { globalId } from '../../helpers/catalog.js';
import { adminToken } from '../../helpers/admin.js';
import { unchanged } from '../../helpers/fingerprint.js';
import { ERROR_FIELDS, UPDATE_STATUS, addToCart, createProduct, placeOrder, shopperWithAddress } from '../../helpers/shop-fixtures.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import { graphql, member } from '../../helpers/graphql.js';

let t: TestApp;
let productId: string;
beforeAll(async () => {
  t = await startTestApp();
  productId = (await t.db.product.findFirstOrThrow({ where: { deletedAt: null, ratingCount: 0 } })).id;
});
afterAll(() => t.close());

const SUBMIT = graphql(`mutation($input: SubmitReviewInput!) { submitReview(input: $input) {
  __typename ... on SubmitReviewPayload { review { id stars comment reviewerName author { name } } reviewEdge { cursor node { id } } product { id averageRating reviewCount } }
  ... on Error { message code } ... on ValidationError { field } } }`);
const REVIEWS = graphql(`query($id: ID!) { product(databaseId: $id) { averageRating reviewCount reviews(first: 10) { totalCount edges { node { stars comment reviewerName } } } } }`);

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
    const { review: first5, reviewEdge, product } = member(a.data!.submitReview, 'SubmitReviewPayload');
    expect(first5).toMatchObject({ stars: 5, comment: 'Fresh and sweet', reviewerName: 'Test Shopper', author: { name: 'Test Shopper' } });
    expect(reviewEdge.node.id).toBe(first5.id);
    // The payload's product carries the new figures, so the page updates without a refetch.
    expect(product).toEqual({ id: globalId('Product', productId), averageRating: 5, reviewCount: 1 });
    const b = await t.graphql(SUBMIT, review({ productId, stars: 2 }), { token: second.accessToken });
    expect(member(b.data!.submitReview, 'SubmitReviewPayload').product).toMatchObject({ averageRating: 3.5, reviewCount: 2 });
    const result = await t.graphql(REVIEWS, { id: productId });
    expect(result.data!.product!.averageRating).toBe(3.5);
    expect(result.data!.product!.reviewCount).toBe(2);
    expect(result.data!.product!.reviews.edges.map((e: { node: { stars: number } }) => e.node.stars)).toEqual([2, 5]);
  });

  it("replaces a shopper's earlier review instead of adding a second", async () => {
    const shopper = await signUpAndLogin(t);
    const target = (await t.db.product.findFirstOrThrow({ where: { deletedAt: null, ratingCount: 0, id: { not: productId } } })).id;
    await t.graphql(SUBMIT, review({ productId: target, stars: 1, comment: 'Bruised' }), { token: shopper.accessToken });
    const replaced = await t.graphql(SUBMIT, review({ productId: target, stars: 4, comment: 'Better this week' }), { token: shopper.accessToken });
    expect(member(replaced.data!.submitReview, 'SubmitReviewPayload').product).toMatchObject({ averageRating: 4, reviewCount: 1 });
    const result = await t.graphql(REVIEWS, { id: target });
    expect(result.data!.product).toMatchObject({ averageRating: 4, reviewCount: 1 });
    expect(result.data!.product!.reviews.edges).toEqual([{ node: { stars: 4, comment: 'Better this week', reviewerName: 'Test Shopper' } }]);
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

describe('verified purchases', () => {
  const VERIFIED = graphql(`query($id: ID!) { product(databaseId: $id) { reviews(first: 10) { edges { node { reviewerName stars verifiedPurchase } } } } }`);
  const verifiedFlags = async (id: string) =>
    (await t.graphql(VERIFIED, { id })).data!.product!.reviews.edges.map((edge) => edge.node.verifiedPurchase);

  it('marks a review verified once an order holding the product is delivered, and only the buyer’s', async () => {
    const product = await createProduct(t);
    const buyer = await shopperWithAddress(t);
    const bystander = await signUpAndLogin(t);
    await addToCart(t, buyer.accessToken, product.id, 2);
    const placed = await placeOrder(t, buyer);
    expect(placed.data?.placeOrder.__typename).toBe('PlaceOrderPayload');
    const orderId = member(placed.data!.placeOrder, 'PlaceOrderPayload').order.id;
    // Reviewing before delivery: not verified yet (an order is not a received product).
    await t.graphql(SUBMIT, review({ productId: product.id, stars: 4 }), { token: buyer.accessToken });
    await t.graphql(SUBMIT, review({ productId: product.id, stars: 2 }), { token: bystander.accessToken });
    expect(await verifiedFlags(product.id)).toEqual([false, false]);
    const admin = await adminToken(t);
    for (const status of ['SHIPPED', 'DELIVERED'] as const) {
      const changed = await t.graphql(UPDATE_STATUS, { orderId, status }, { token: admin });
      expect(changed.data?.updateOrderStatus.__typename).toBe('UpdateOrderStatusPayload');
    }
    // The bystander's review (newest) stays unverified; the buyer's becomes verified, also in the cached answer.
    expect(await verifiedFlags(product.id)).toEqual([false, true]);
    // A later change of the buyer's review keeps it verified.
    await t.graphql(SUBMIT, review({ productId: product.id, stars: 5, comment: 'Arrived fresh' }), { token: buyer.accessToken });
    expect(await verifiedFlags(product.id)).toEqual([false, true]);
  });

  it('marks a first review verified when the shopper already received the product, not for a cancelled order', async () => {
    const [delivered, cancelled] = [await createProduct(t), await createProduct(t)];
    const buyer = await shopperWithAddress(t);
    const admin = await adminToken(t);
    for (const [product, status] of [[delivered, 'DELIVERED'], [cancelled, 'CANCELLED']] as const) {
      await addToCart(t, buyer.accessToken, product.id);
      const placed = await placeOrder(t, buyer);
      expect((await t.graphql(UPDATE_STATUS, { orderId: member(placed.data!.placeOrder, 'PlaceOrderPayload').order.id, status }, { token: admin })).data?.updateOrderStatus.__typename).toBe('UpdateOrderStatusPayload');
      await t.graphql(SUBMIT, review({ productId: product.id, stars: 5 }), { token: buyer.accessToken });
    }
    expect(await verifiedFlags(delivered.id)).toEqual([true]);
    expect(await verifiedFlags(cancelled.id)).toEqual([false]);
  });
});

// A shopper of their own for the bad-input classes below.
let shopper: Awaited<ReturnType<typeof signUpAndLogin>>;
beforeAll(async () => {
  shopper = await signUpAndLogin(t);
});

describe('class 8: reviews with impossible stars, or signed out', () => {
  const SUBMIT = graphql(`mutation($input: SubmitReviewInput!) { submitReview(input: $input) {
    __typename ... on SubmitReviewPayload { review { stars } } ...ErrorFields } }`, [ERROR_FIELDS]);
  const review = (productId: string, fields: { stars: number; comment?: string }) => ({ input: { productId: globalId('Product', productId), ...fields } });

  it.each([0, 6])('refuses %i stars', async (stars) => {
    const product = await createProduct(t);
    const answer = await unchanged(t, () => t.graphql(SUBMIT, review(product.id, { stars, comment: 'x' }), { token: shopper.accessToken }));
    expect(answer.data?.submitReview).toMatchObject({ __typename: 'ValidationError', field: 'stars' });
  });

  it('refuses 4.5 stars as a GraphQL input error', async () => {
    const product = await createProduct(t);
    const answer = await unchanged(t, () => t.graphql(SUBMIT, review(product.id, { stars: 4.5 }), { token: shopper.accessToken }));
    expect(answer.data).toBeNull();
    expect(answer.errors?.[0]?.message).toContain('Int cannot represent non-integer value: 4.5');
  });

  it('asks a signed-out visitor to log in', async () => {
    const product = await createProduct(t);
    const answer = await unchanged(t, () => t.graphql(SUBMIT, review(product.id, { stars: 5 })));
    expect(answer.data?.submitReview).toMatchObject({ __typename: 'UnauthenticatedError', message: 'Please Login' });
  });
});
