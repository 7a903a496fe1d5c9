import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN } from '../../helpers/auth.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import { TEST_UPLOADS } from '../../helpers/test-env.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('the server', () => {
  it('reports health once the database answers', async () => {
    const response = await t.request('/healthz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });

  it('serves GraphiQL to a browser outside production', async () => {
    const response = await t.request('/graphql', { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Isoko GraphQL');
  });

  it('serves the web client page at / and at client routes', async () => {
    for (const path of ['/', '/search?q=rice', '/dashboard/profile']) {
      const response = await t.request(path);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('Isoko');
    }
  });

  it('answers unknown /api paths with the legacy envelope and 404', async () => {
    const response = await t.request('/api/nothing-here');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not found', error: true, success: false, code: 'NOT_FOUND' });
  });

  it('serves seeded images from /uploads with a safe content type', async () => {
    const category = await t.db.category.findFirstOrThrow();
    const response = await t.request(category.image);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers 404 for a missing upload instead of the web page', async () => {
    const response = await t.request('/uploads/seed/no-such-image.webp');
    expect(response.status).toBe(404);
  });

  it('does not serve files outside the upload folder', async () => {
    for (const path of ['/uploads/../package.json', '/uploads/%2e%2e/package.json', '/uploads/..%2fpackage.json']) {
      const response = await t.request(path);
      expect(await response.text()).not.toContain('"name": "isoko"');
    }
  });
});

describe('seed data', () => {
  it('holds the demo catalogue the issue asks for', async () => {
    expect(await t.db.category.count()).toBeGreaterThanOrEqual(12);
    expect(await t.db.subCategory.count()).toBeGreaterThanOrEqual(40);
    expect(await t.db.product.count()).toBeGreaterThanOrEqual(300);
    expect(await t.db.product.count({ where: { stock: 0 } })).toBeGreaterThan(0);
    expect(await t.db.product.count({ where: { stock: { gt: 0, lt: 5 } } })).toBeGreaterThan(0);
    expect(await t.db.product.count({ where: { discount: { gt: 0 } } })).toBeGreaterThan(0);
    const now = new Date();
    expect(await t.db.product.count({ where: { onPromotion: true, promotionStartTime: { lte: now }, promotionEndTime: { gt: now } } })).toBeGreaterThan(0);
    expect(await t.db.product.count({ where: { onPromotion: true, promotionEndTime: { lte: now } } })).toBeGreaterThan(0);
    expect(await t.db.promoCode.count()).toBeGreaterThan(0);
  });

  it('gives every category, sub-category and product an image that is served', async () => {
    const categories = await t.db.category.findMany({ select: { image: true } });
    const subCategories = await t.db.subCategory.findMany({ select: { image: true } });
    const products = await t.db.product.findMany({ select: { images: true } });
    const galleries = products.map((p) => p.images as string[]);
    // A gallery of three different pictures for every product.
    for (const gallery of galleries) expect(new Set(gallery).size).toBe(3);
    const urls = [...categories.map((c) => c.image), ...subCategories.map((s) => s.image), ...galleries.flat()];
    expect(urls.every((url) => typeof url === 'string' && url.startsWith('/uploads/seed/'))).toBe(true);
    // Every one was drawn: none points at a file that is not there.
    expect(urls.filter((url) => !existsSync(join(TEST_UPLOADS, url.slice('/uploads/'.length))))).toEqual([]);
    const sample = await t.request(urls[urls.length - 1]!);
    expect(sample.status).toBe(200);
  });

  it('records every product\'s opening stock in the ledger', async () => {
    const products = await t.db.product.findMany({ select: { id: true, stock: true } });
    const movements = await t.db.stockMovement.findMany({ select: { productId: true, delta: true } });
    const ledger = new Map<string, number>();
    for (const row of movements) ledger.set(row.productId, (ledger.get(row.productId) ?? 0) + row.delta);
    for (const product of products) expect(ledger.get(product.id)).toBe(product.stock);
  });

  it('lets the seeded admin and demo shopper sign in', async () => {
    const admin = await t.graphql(LOGIN, { input: { email: 'admin@isoko.rw', password: 'Admin@12345' } });
    expect(admin.data?.login).toMatchObject({ __typename: 'LoginPayload', viewer: { role: 'ADMIN' } });
    const shopper = await t.graphql(LOGIN, { input: { email: 'shopper@isoko.rw', password: 'Shopper@123' } });
    expect(shopper.data?.login).toMatchObject({ __typename: 'LoginPayload', viewer: { role: 'USER' } });
  });
});
