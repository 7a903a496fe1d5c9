import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { adminToken } from '../../helpers/admin.js';
import { unchanged } from '../../helpers/fingerprint.js';
import { expectRefused, rest } from '../../helpers/rest.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';

// Catalogue values that cannot be, and deletions that would orphan products, refused on both transports without
// changing anything.
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await adminToken(t);
});
afterAll(() => t.close());

describe('class 22 (REST): catalogue values that cannot be', () => {
  it.each([
    ['a negative price', { price: -1 }],
    ['a negative stock', { stock: -1 }],
    ['a discount above 100', { discount: 101 }],
  ])('POST /product/create refuses %s', async (_label, override) => {
    const category = await t.db.category.findFirstOrThrow();
    const body = { name: 'Ibishyimbo', description: 'Beans.', unit: '1 kg', category: [category.id], stock: 10, price: 2000, discount: 0, ...override };
    expectRefused(await unchanged(t, () => rest(t, 'POST', '/product/create', { token: admin, body })), 400);
  });
});

describe('class 25 (REST): deleting a category that is still used', () => {
  it('refuses it with a clear message', async () => {
    const category = await t.db.category.create({ data: { name: `Rest used ${randomUUID().slice(0, 6)}`, image: '/uploads/seed/x.webp' } });
    await t.db.subCategory.create({ data: { name: `Rest child ${randomUUID().slice(0, 6)}`, image: '/uploads/seed/x.webp', categories: { connect: { id: category.id } } } });
    const answer = await unchanged(t, () => rest(t, 'DELETE', '/category/delete', { token: admin, body: { _id: category.id } }));
    expectRefused(answer, 409, /still used by/);
  });
});
