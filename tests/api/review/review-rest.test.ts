import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndLogin } from '../../helpers/auth.js';
import { unchanged } from '../../helpers/fingerprint.js';
import { expectRefused, rest } from '../../helpers/rest.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import { createProduct } from '../../helpers/shop-fixtures.js';
import { graphql } from '../../helpers/graphql.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** A live product nobody has reviewed yet, different for each test. */
async function unreviewedProduct(skip: number) {
  return t.db.product.findFirstOrThrow({ where: { deletedAt: null, ratingCount: 0 }, orderBy: { id: 'asc' }, skip });
}

const GRAPHQL_REVIEWS = graphql(`query($id: ID!) { product(databaseId: $id) { averageRating reviewCount reviews(first: 50) { totalCount edges { node { databaseId stars comment reviewerName } } } } }`);

describe('legacy reviews', () => {
  it('answers an empty list and an average of 0 with count 0 before the first review', async () => {
    const product = await unreviewedProduct(0);
    const list = await rest(t, 'GET', `/product/review/${product.id}`);
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ success: true, error: false, data: [] });
    const average = await rest(t, 'GET', `/product/review/${product.id}/average`);
    expect(average.status).toBe(200);
    expect(average.body).toMatchObject({ success: true, data: { avgRating: 0, count: 0 } });
  });

  it('lets signed-in shoppers review; lists reviews newest first as { _id, productId, userId: { _id, name }, stars, comment, createdAt }', async () => {
    const product = await unreviewedProduct(1);
    const first = await signUpAndLogin(t);
    const second = await signUpAndLogin(t);
    const posted = await rest(t, 'POST', '/product/review', { token: first.accessToken, body: { productId: product.id, stars: 5, comment: 'Fresh and sweet' } });
    expect(posted.status).toBe(200);
    expect(posted.body).toMatchObject({
      success: true,
      error: false,
      data: { productId: product.id, userId: { _id: first.userId, name: 'Test Shopper' }, stars: 5, comment: 'Fresh and sweet' },
    });
    // Written a minute apart, so newest-first does not hinge on two requests landing in different milliseconds.
    await t.db.review.update({ where: { id: posted.body.data._id }, data: { createdAt: new Date(Date.now() - 60_000) } });
    // The old form sends the star count as text.
    const secondPost = await rest(t, 'POST', '/product/review', { token: second.accessToken, body: { productId: product.id, stars: '2' } });
    expect(secondPost.status).toBe(200);
    expect(secondPost.body.data).toMatchObject({ stars: 2, comment: '' });

    const list = await rest(t, 'GET', `/product/review/${product.id}`);
    expect(list.status).toBe(200);
    const reviews = list.body.data as any[];
    expect(reviews.map((review) => review.userId._id)).toEqual([second.userId, first.userId]);
    for (const review of reviews) {
      expect(typeof review._id).toBe('string');
      expect(review.productId).toBe(product.id);
      expect(Object.keys(review.userId).sort()).toEqual(['_id', 'name']);
      expect(typeof review.stars).toBe('number');
      expect(typeof review.comment).toBe('string');
      expect(Number.isNaN(Date.parse(review.createdAt))).toBe(false);
    }
    expect(Date.parse(reviews[0].createdAt)).toBeGreaterThan(Date.parse(reviews[1].createdAt));

    const average = await rest(t, 'GET', `/product/review/${product.id}/average`);
    expect(average.body).toEqual({ message: 'Average rating', success: true, error: false, data: { avgRating: 3.5, count: 2 } });
  });

  it('agrees with GraphQL on the reviews, averageRating and reviewCount', async () => {
    const product = await unreviewedProduct(2);
    for (const stars of [5, 4, 4]) {
      const shopper = await signUpAndLogin(t);
      const posted = await rest(t, 'POST', '/product/review', { token: shopper.accessToken, body: { productId: product.id, stars, comment: `${stars} stars` } });
      expect(posted.status).toBe(200);
    }
    const [list, average, graphql] = await Promise.all([
      rest(t, 'GET', `/product/review/${product.id}`),
      rest(t, 'GET', `/product/review/${product.id}/average`),
      t.graphql(GRAPHQL_REVIEWS, { id: product.id }),
    ]);
    const gql = graphql.data!.product;
    // 13 / 3 = 4.333... shown with one decimal.
    expect(average.body.data).toEqual({ avgRating: 4.3, count: 3 });
    expect(average.body.data).toEqual({ avgRating: gql!.averageRating, count: gql!.reviewCount });
    expect(list.body.data.map((review: any) => ({ databaseId: review._id, stars: review.stars, comment: review.comment, reviewerName: review.userId.name }))).toEqual(
      gql!.reviews.edges.map((edge) => edge.node),
    );
  });

  it("replaces a shopper's earlier review instead of adding a second one, and shows 'User' for a nameless reviewer", async () => {
    const product = await unreviewedProduct(3);
    const shopper = await signUpAndLogin(t);
    await rest(t, 'POST', '/product/review', { token: shopper.accessToken, body: { productId: product.id, stars: 1, comment: 'Bruised' } });
    const again = await rest(t, 'POST', '/product/review', { token: shopper.accessToken, body: { productId: product.id, stars: 4, comment: 'Better this week' } });
    expect(again.status).toBe(200);
    await t.db.user.update({ where: { id: shopper.userId }, data: { name: '  ' } });
    const list = await rest(t, 'GET', `/product/review/${product.id}`);
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]).toMatchObject({ stars: 4, comment: 'Better this week', userId: { _id: shopper.userId, name: 'User' } });
    const average = await rest(t, 'GET', `/product/review/${product.id}/average`);
    expect(average.body.data).toEqual({ avgRating: 4, count: 1 });
  });

  it("refuses a review signed out (401 'Please Login') or with stars outside 1-5 (400 field stars), saving nothing", async () => {
    const product = await unreviewedProduct(4);
    const shopper = await signUpAndLogin(t);
    const signedOut = await rest(t, 'POST', '/product/review', { body: { productId: product.id, stars: 5 } });
    expect(signedOut.status).toBe(401);
    expect(signedOut.body).toMatchObject({ success: false, error: true, message: 'Please Login' });
    for (const stars of [0, 6, 3.5, '4.5', undefined]) {
      const response = await rest(t, 'POST', '/product/review', { token: shopper.accessToken, body: { productId: product.id, stars } });
      expect(response.status, String(stars)).toBe(400);
      expect(response.body).toMatchObject({ success: false, field: 'stars', message: 'Choose from 1 to 5 stars' });
    }
    const noProduct = await rest(t, 'POST', '/product/review', { token: shopper.accessToken, body: { stars: 5 } });
    expect(noProduct.status).toBe(400);
    expect(noProduct.body.field).toBe('productId');
    expect(await t.db.review.count({ where: { productId: product.id } })).toBe(0);
    expect((await t.db.product.findUniqueOrThrow({ where: { id: product.id } })).ratingCount).toBe(0);
  });

  it('answers 404 for the reviews, the average or a new review of a product that does not exist', async () => {
    const shopper = await signUpAndLogin(t);
    expect((await rest(t, 'GET', '/product/review/no-such-product')).status).toBe(404);
    expect((await rest(t, 'GET', '/product/review/no-such-product/average')).status).toBe(404);
    const posted = await rest(t, 'POST', '/product/review', { token: shopper.accessToken, body: { productId: 'no-such-product', stars: 3 } });
    expect(posted.status).toBe(404);
    expect(posted.body).toMatchObject({ success: false, message: 'Product not found' });
  });
});

describe('class 8 (REST): reviews', () => {
  it.each([0, 6, 4.5])('refuses %s stars', async (stars) => {
    const shopper = await signUpAndLogin(t);
    const product = await createProduct(t);
    expectRefused(await unchanged(t, () => rest(t, 'POST', '/product/review', { token: shopper.accessToken, body: { productId: product.id, stars, comment: 'x' } })), 400);
  });

  it('asks a signed-out visitor to log in', async () => {
    const product = await createProduct(t);
    expectRefused(await unchanged(t, () => rest(t, 'POST', '/product/review', { body: { productId: product.id, stars: 5 } })), 401);
  });
});
