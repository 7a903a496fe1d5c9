import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from '../helpers/admin.js';
import { pngBomb } from '../helpers/images.js';
import { signUpAndLogin } from '../helpers/auth.js';
import { globalId } from '../helpers/catalog.js';
import { unchanged } from '../helpers/fingerprint.js';
import { rest } from '../helpers/rest.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { TEST_ROOT } from '../helpers/test-env.js';
import { CREATE_ADDRESS, ERROR_FIELDS, KIMIRONKO_ADDRESS, createProduct } from '../helpers/shop-fixtures.js';

const UPLOAD_DIR = join(TEST_ROOT, `uploads-bad-input-${randomUUID()}`);
let t: TestApp;
let admin: string;
let shopper: Awaited<ReturnType<typeof signUpAndLogin>>;
beforeAll(async () => {
  t = await startTestApp({ UPLOAD_DIR });
  admin = await adminToken(t);
  shopper = await signUpAndLogin(t);
});
afterAll(() => t.close());

describe('class 8: reviews with impossible stars, or signed out', () => {
  const SUBMIT = `mutation($input: SubmitReviewInput!) { submitReview(input: $input) {
    __typename ... on SubmitReviewPayload { review { stars } } ${ERROR_FIELDS} } }`;
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

describe('class 18: hostile uploads', () => {
  const AVATAR = `mutation($input: UpdateAvatarInput!) { updateAvatar(input: $input) { __typename ... on UpdateAvatarPayload { user { avatar } } ${ERROR_FIELDS} } }`;
  const avatars = join(UPLOAD_DIR, 'avatars');
  const stored = () => (existsSync(avatars) ? readdirSync(avatars).length : 0);

  async function sendAvatar(bytes: Uint8Array, name: string, type: string, extraHeaders: Record<string, string> = {}) {
    const form = new FormData();
    form.append('operations', JSON.stringify({ query: AVATAR, variables: { input: { file: null } } }));
    form.append('map', JSON.stringify({ 0: ['variables.input.file'] }));
    form.append('0', new File([new Uint8Array(bytes)], name, { type }));
    const response = await t.request('/graphql', {
      method: 'POST',
      headers: { authorization: `Bearer ${shopper.accessToken}`, 'x-graphql-yoga-csrf': '1', 'x-forwarded-for': '192.0.2.90', ...extraHeaders },
      body: form,
    });
    return { status: response.status, body: (await response.json()) as { data?: { updateAvatar: Record<string, unknown> }; errors?: { message: string }[] } };
  }


  it.each([
    ['an SVG renamed .jpg', () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'Only JPEG, PNG, WebP or GIF images are accepted'],
    ['an HTML page renamed .jpg', () => Buffer.from('<!doctype html><script>alert(1)</script>'), 'Only JPEG, PNG, WebP or GIF images are accepted'],
    ['wrong magic bytes (PNG header on JPEG data)', async () => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), (await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).jpeg().toBuffer()).subarray(8)]), 'The image could not be read. Please upload a valid JPEG, PNG, WebP or GIF image.'],
    ['zero bytes', () => new Uint8Array(0), 'The file is empty. Please choose an image.'],
  ])('refuses %s, storing nothing', async (_label, makeBytes, message) => {
    const before = stored();
    const answer = await unchanged(t, async () => sendAvatar(await makeBytes(), 'cat.jpg', 'image/jpeg'));
    expect(answer.body.data?.updateAvatar).toMatchObject({ __typename: 'ValidationError', field: 'file', message });
    expect(stored()).toBe(before);
  });

  it('refuses a 20000 x 20000 pixel bomb', async () => {
    const bytes = pngBomb(20_000, 20_000);
    expect(bytes.length).toBeLessThan(200_000);
    const answer = await unchanged(t, () => sendAvatar(bytes, 'bomb.png', 'image/png'));
    expect(answer.body.data?.updateAvatar).toMatchObject({
      __typename: 'ValidationError',
      message: 'The image has too many pixels: at most 40 megapixels are accepted',
    });
  }, 60_000);

  it('answers 413 for a 50 MB upload declared by its length, on /graphql and /api', async () => {
    const huge = new Uint8Array(50 * 1024 * 1024);
    const graphql = await unchanged(t, () => sendAvatar(huge, 'huge.jpg', 'image/jpeg', { 'content-length': String(50 * 1024 * 1024 + 600) }));
    expect(graphql.status).toBe(413);
    expect(graphql.body.errors?.[0]?.message).toBe('The request body is too large: at most 6 MB is accepted.');
    const form = new FormData();
    form.set('avatar', new File([huge], 'huge.jpg', { type: 'image/jpeg' }));
    const legacy = await unchanged(t, () => rest(t, 'PUT', '/user/upload-avatar', { token: shopper.accessToken, form }));
    expect(legacy.status).toBe(413);
    expect(legacy.body).toMatchObject({ error: true, code: 'PAYLOAD_TOO_LARGE' });
  }, 60_000);

  it('stores ../../x under a name of its own, with the EXIF location removed', async () => {
    const photo = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#1565c0' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'PhoneCo' }, IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '1/1 57/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '30/1 3/1 0/1' } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif?.toString('latin1')).toContain('PhoneCo');
    const answer = await sendAvatar(photo, '../../x.jpg', 'image/jpeg');
    const avatar = (answer.body.data?.updateAvatar.user as { avatar: string }).avatar;
    expect(avatar).toMatch(/^\/uploads\/avatars\/[0-9a-f]{32}\.webp$/);
    expect(existsSync(join(UPLOAD_DIR, '..', 'x.jpg'))).toBe(false);
    const saved = await sharp(join(avatars, avatar.split('/').pop()!)).metadata();
    expect(saved.exif).toBeUndefined();
  });

  it('refuses an SVG through the REST upload path too', async () => {
    const form = new FormData();
    form.set('avatar', new File([Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')], 'me.jpg', { type: 'image/jpeg' }));
    const legacy = await unchanged(t, () => rest(t, 'PUT', '/user/upload-avatar', { token: shopper.accessToken, form }));
    expect(legacy.status).toBe(400);
    expect(legacy.body).toMatchObject({ message: 'Only JPEG, PNG, WebP or GIF images are accepted', error: true, success: false });
  });
});

describe('class 19: search text that looks like query syntax', () => {
  const SEARCH = `query($query: String!) { searchProducts(query: $query, first: 5) { totalCount edges { node { databaseId } } } }`;
  it.each([
    ["' OR 1=1--"], ['%'], ['_'], ['"'], ['*'], ['NEAR('], ['x'.repeat(10 * 1024)], ['🍅🥑 ibirayi'], ['\u202eorcim\u202c'], ['ri\u200bce'], ['"unbalanced AND (OR'],
  ])('answers %j without an error and changes nothing', async (text) => {
    const answer = await unchanged(t, () => t.graphql(SEARCH, { query: text }));
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.searchProducts.totalCount).toBeGreaterThanOrEqual(0);
    // `%` and `_` are not wildcards: they match only products that contain them, and no seeded product does.
    if (text === '%' || text === '_') expect(answer.data?.searchProducts.totalCount).toBe(0);
  });
});

describe('class 21: addresses that do not exist or do not nest, and malformed mobiles', () => {
  it.each([
    ['an unknown district', { district: 'Atlantis' }, 'district'],
    ['a sector of another district', { district: 'Gasabo', sector: 'Nyamirambo' }, 'sector'],
    ['a village of another sector', { district: 'Gasabo', sector: 'Kimironko', village: 'Rugando' }, 'village'],
    ['a made-up village', { village: 'Nowhere' }, 'village'],
    ['a malformed mobile', { mobile: '12345' }, 'mobile'],
    ['a foreign mobile', { mobile: '+254 712 345 678' }, 'mobile'],
  ])('refuses %s', async (_label, override, field) => {
    const answer = await unchanged(t, () => t.graphql(CREATE_ADDRESS, { input: { ...KIMIRONKO_ADDRESS, ...override } }, { token: shopper.accessToken }));
    expect(answer.data?.createAddress).toMatchObject({ __typename: 'ValidationError', code: 'VALIDATION', field });
  });
});

describe('class 22: catalogue values that cannot be', () => {
  const CREATE = `mutation($input: CreateProductInput!) { createProduct(input: $input) { __typename ... on CreateProductPayload { product { databaseId } } ${ERROR_FIELDS} } }`;
  const UPDATE = `mutation($input: UpdateProductInput!) { updateProduct(input: $input) { __typename ... on UpdateProductPayload { product { databaseId } } ${ERROR_FIELDS} } }`;
  const hour = 60 * 60 * 1000;
  const base = async () => ({
    name: 'Ibishyimbo 1 kg',
    description: 'Beans.',
    unit: '1 kg',
    categoryIds: [globalId('Category', (await t.db.category.findFirstOrThrow()).id)],
    stock: 10,
    price: 2000,
    discount: 0,
  });

  it.each([
    ['a negative price', { price: -1 }, 'price'],
    ['a negative stock', { stock: -5 }, 'stock'],
    ['a discount above 100', { discount: 101 }, 'discount'],
    ['a promotion that ends before it starts', { onPromotion: true, promotionPrice: 1500, promotionStartTime: new Date(Date.now() + 2 * hour).toISOString(), promotionEndTime: new Date(Date.now() + hour).toISOString() }, 'promotionEndTime'],
    ['a promotion price above the price', { onPromotion: true, promotionPrice: 2500, promotionStartTime: new Date().toISOString(), promotionEndTime: new Date(Date.now() + hour).toISOString() }, 'promotionPrice'],
    ['a promo code that expired already', { promoCode: { code: 'PAST1', discountType: 'PERCENTAGE', discountValue: 10, expiresAt: new Date(Date.now() - hour).toISOString() } }, 'promoCode.expiresAt'],
    ['a fixed promo discount above the price', { promoCode: { code: 'TOOMUCH', discountType: 'FIXED', discountValue: 2001 } }, 'promoCode.discountValue'],
  ])('createProduct refuses %s', async (_label, override, field) => {
    const answer = await unchanged(t, async () => t.graphql(CREATE, { input: { ...(await base()), ...override } }, { token: admin }));
    expect(answer.data?.createProduct).toMatchObject({ __typename: 'ValidationError', code: 'VALIDATION', field });
  });

  it('updateProduct refuses a negative price and a discount above 100', async () => {
    const product = await createProduct(t, { price: 2000, stock: 10 });
    for (const [override, field] of [[{ price: -1 }, 'price'], [{ discount: 150 }, 'discount']] as const) {
      const answer = await unchanged(t, async () => t.graphql(UPDATE, { input: { id: globalId('Product', product.id), ...(await base()), ...override } }, { token: admin }));
      expect(answer.data?.updateProduct).toMatchObject({ __typename: 'ValidationError', field });
    }
  });
});

describe('class 23: monthly export with an impossible month, and analytics with no orders', () => {
  const EXPORT = 'query($month: Int!) { orderExport(month: $month) { __typename fileName } }';

  it.each([0, 13])('refuses month %i', async (month) => {
    const answer = await unchanged(t, () => t.graphql(EXPORT, { month }, { token: admin }));
    expect(answer.data).toBeNull();
    expect(answer.errors).toMatchObject([{ message: 'Month must be a whole number from 1 to 12', extensions: { code: 'VALIDATION' } }]);
  });

  it('refuses month "abc" as a GraphQL input error', async () => {
    const answer = await unchanged(t, () => t.graphql(EXPORT, { month: 'abc' }, { token: admin }));
    expect(answer.data).toBeNull();
    expect(answer.errors?.[0]?.message).toContain('Int cannot represent non-integer value: "abc"');
  });

  it('answers zeros, not an error, when there are no orders at all', async () => {
    const empty = await startTestApp();
    try {
      await empty.db.order.deleteMany();
      const token = await adminToken(empty);
      const answer = await empty.graphql(
        'query { salesAnalytics { __typename totalSales totalOrders salesByMonth { totalSales } topProducts { product { databaseId } } topCustomers { customer { databaseId } } } }',
        {},
        { token },
      );
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.salesAnalytics).toMatchObject({ __typename: 'SalesAnalytics', totalSales: 0, totalOrders: 0, topProducts: [], topCustomers: [] });
    } finally {
      await empty.close();
    }
  });
});

describe('class 25: deleting a category that is still used', () => {
  const DELETE = `mutation($id: ID!) { deleteCategory(input: { id: $id }) { __typename ... on DeleteCategoryPayload { deletedCategoryId } ${ERROR_FIELDS} } }`;

  it('refuses a category used by products, naming them', async () => {
    const category = await t.db.category.create({ data: { name: `Used ${randomUUID().slice(0, 6)}`, image: '/uploads/seed/x.webp' } });
    await createProduct(t, { name: 'Amata y’inka', categories: { connect: { id: category.id } } });
    const answer = await unchanged(t, () => t.graphql(DELETE, { id: globalId('Category', category.id) }, { token: admin }));
    expect(answer.data?.deleteCategory).toMatchObject({ __typename: 'ConflictError', message: expect.stringContaining('is still used by 1 product') });
  });

  it('refuses a category used by sub-categories, naming them', async () => {
    const category = await t.db.category.create({ data: { name: `Parent ${randomUUID().slice(0, 6)}`, image: '/uploads/seed/x.webp' } });
    await t.db.subCategory.create({ data: { name: `Child ${randomUUID().slice(0, 6)}`, image: '/uploads/seed/x.webp', categories: { connect: { id: category.id } } } });
    const answer = await unchanged(t, () => t.graphql(DELETE, { id: globalId('Category', category.id) }, { token: admin }));
    expect(answer.data?.deleteCategory).toMatchObject({ __typename: 'ConflictError', message: expect.stringContaining('sub-category') });
  });

  it('counts several sub-categories in plain English', async () => {
    const category = await t.db.category.create({ data: { name: `Parent ${randomUUID().slice(0, 6)}`, image: '/uploads/seed/x.webp' } });
    for (const name of ['Ibishyimbo', 'Amashaza']) {
      await t.db.subCategory.create({ data: { name: `${name} ${randomUUID().slice(0, 6)}`, image: '/uploads/seed/x.webp', categories: { connect: { id: category.id } } } });
    }
    const answer = await unchanged(t, () => t.graphql(DELETE, { id: globalId('Category', category.id) }, { token: admin }));
    expect(answer.data?.deleteCategory).toMatchObject({ __typename: 'ConflictError', message: expect.stringMatching(/is still used by 2 sub-categories \("Amashaza \w+", "Ibishyimbo \w+"\)/) });
  });
});
