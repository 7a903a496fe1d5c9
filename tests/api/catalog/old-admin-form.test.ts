import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDatamodel } from '../../../server/generated/pothos-prisma-types.js';
import { oldClientPrice } from '../../../server/modules/catalog/legacy-pricing.js';
import { adminToken } from '../../helpers/admin.js';
import { rest } from '../../helpers/rest.js';
import { createProduct, createPromoCode } from '../../helpers/shop-fixtures.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';

// Many requests in one test: it can take more than the default 30 s on a busy machine.
const HEAVY_TEST_TIMEOUT = 120_000;

/*
 * The old admin's product Edit form starts from its row of the admin list and sends back only its own fields. The
 * shop must change only those: everything else a product holds (a running promotion, its label, the stock alert
 * threshold, local names, the promo code, and any column added later) keeps its value.
 */

type Row = Record<string, any>;

let t: TestApp;
let admin: string;
/** The demo shop's products, before any test adds its own. */
let seededProducts: string[];
beforeAll(async () => {
  t = await startTestApp();
  admin = await adminToken(t);
  seededProducts = (await t.db.product.findMany({ where: { deletedAt: null }, select: { id: true } })).map((product) => product.id);
});
afterAll(() => t.close());

/** Exactly what the old client's Edit form sends. */
const OLD_FORM_FIELDS = ['_id', 'name', 'image', 'category', 'subCategory', 'unit', 'stock', 'price', 'discount', 'description', 'more_details'] as const;
/** The product's columns and relations those fields write. */
const WRITTEN_BY_THE_FORM = new Set(['name', 'images', 'categories', 'subCategories', 'unit', 'stock', 'price', 'discount', 'description', 'moreDetails']);
/**
 * The fields no save can keep or give a chosen value to: the identity, the time of the last change, and the deletion
 * mark (a deleted product cannot be edited).
 */
const NOT_SET_BY_THE_TEST = new Set(['id', 'updatedAt', 'deletedAt']);

const productModel = getDatamodel().datamodel.models.Product!;
const scalarFields = productModel.fields.filter((field) => field.kind !== 'object');
const relationFields = productModel.fields.filter((field) => field.kind === 'object');

const hourAgo = new Date(Math.floor(Date.now() / 1000) * 1000 - 60 * 60 * 1000);
const inAWeek = new Date(hourAgo.getTime() + 8 * 24 * 60 * 60 * 1000);

/** Values unlike every default, valid together (a running promotion below the price, a label the form never shows). */
const chosenValues: Record<string, unknown> = {
  nameRw: 'Amavuta yo guteka 3 L',
  nameFr: 'Huile de cuisson 3 L',
  keywords: 'amavuta, huile, oil',
  description: 'Refined sunflower oil.',
  descriptionRw: "Amavuta y'ibihwagari atunganyijwe.",
  descriptionFr: 'Huile de tournesol raffinée.',
  unit: '3 L',
  stock: 40,
  price: 3500,
  discount: 5,
  images: ['/uploads/test/oil-1.webp', '/uploads/test/oil-2.webp'],
  moreDetails: { Origin: 'Rubavu', Shelf: 'Dry' },
  onPromotion: true,
  promotionStartTime: hourAgo,
  promotionEndTime: inAWeek,
  promotionPrice: 2900,
  promotionLabel: 'Back to school',
  stockAlertThreshold: 10,
  ratingCount: 3,
  ratingTotal: 13,
  createdAt: new Date('2024-03-01T08:00:00.000Z'),
};

/** A value for a column this test does not know yet (added later), unlike that column's default. */
function valueUnlike(field: (typeof scalarFields)[number], fallback: unknown): unknown {
  switch (field.type) {
    case 'String':
      return `kept ${field.name}`;
    case 'Int':
      return fallback === 7 ? 8 : 7;
    case 'Float':
    case 'Decimal':
      return fallback === 0.25 ? 0.5 : 0.25;
    case 'Boolean':
      return fallback !== true;
    case 'DateTime':
      return new Date('2024-03-02T09:30:00.000Z');
    case 'Json':
      return { kept: field.name };
    default:
      throw new Error(`Give the new Product column ${field.name} (${field.type}) a value in chosenValues`);
  }
}

/** A product with every column away from its default (read from a product created with defaults only), and a promo code. */
async function productWithEveryFieldSet(): Promise<Row> {
  const plain = await createProduct(t);
  const data: Row = {};
  for (const field of scalarFields) {
    if (NOT_SET_BY_THE_TEST.has(field.name) || field.name === 'name') continue;
    const value = field.name in chosenValues ? chosenValues[field.name] : valueUnlike(field, (plain as Row)[field.name]);
    expect(value, `${field.name} must differ from its default`).not.toEqual((plain as Row)[field.name]);
    data[field.name] = value;
  }
  const category = await t.db.subCategory.findFirstOrThrow({ where: { categories: { some: {} } }, include: { categories: { take: 1 } } });
  await t.db.product.update({
    where: { id: plain.id },
    data: { ...data, categories: { connect: [{ id: category.categories[0]!.id }] }, subCategories: { connect: [{ id: category.id }] } },
  });
  await createPromoCode(t, plain.id, { code: `OIL${plain.id.slice(-6)}`, discountType: 'FIXED', discountValue: 200, usageLimit: 50, allowMultiple: true });
  return snapshot(plain.id);
}

/** Every column of a product and every row it is related to. */
function snapshot(id: string): Promise<Row> {
  const include = Object.fromEntries(relationFields.map((field) => [field.name, field.isList ? { orderBy: { id: 'asc' as const } } : true]));
  return t.db.product.findUniqueOrThrow({ where: { id }, include });
}

/** The admin list's row of a product, as the old admin's product page loads it. */
async function adminRow(product: { id: string; name: string }): Promise<Row> {
  const list = await rest(t, 'POST', '/product/get', { token: admin, body: { search: product.name, limit: 100 } });
  const row = list.body.data.find((entry: Row) => entry._id === product.id);
  expect(row, `${product.name} in the admin list`).toBeDefined();
  return row;
}

function oldFormBody(row: Row): Row {
  return Object.fromEntries(OLD_FORM_FIELDS.map((field) => [field, row[field]]));
}

/** The fields of `after` that differ from `before`, beyond the time of the change. */
function changedFields(before: Row, after: Row): string[] {
  return productModel.fields.map((field) => field.name).filter((name) => name !== 'updatedAt' && JSON.stringify(after[name]) !== JSON.stringify(before[name]));
}

describe('the old admin Edit form', () => {
  it('saved with nothing changed, leaves every field of the product as it was', async () => {
    const before = await productWithEveryFieldSet();
    const saved = await rest(t, 'PUT', '/product/update-product-details', { token: admin, body: oldFormBody(await adminRow(before as { id: string; name: string })) });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const after = await snapshot(before.id);
    expect(changedFields(before, after)).toEqual([]);
    // What the issue saw: the promotion still runs at its price, under its label, with the admin's threshold.
    expect(saved.body.data).toMatchObject({ onPromotion: true, promotionPrice: 2900, promotionLabel: 'Back to school', stockAlertThreshold: 10, effectivePrice: 2900 });
    const details = await rest(t, 'POST', '/product/get-product-details', { body: { productId: before.id } });
    expect(oldClientPrice(details.body.data.price, details.body.data.discount)).toBe(2900);
  });

  it('changes the fields the form sends, and no other', async () => {
    const before = await productWithEveryFieldSet();
    const row = await adminRow(before as { id: string; name: string });
    const otherCategory = await t.db.category.findFirstOrThrow({ where: { id: { not: row.category[0]._id } } });
    const edited = {
      ...oldFormBody(row),
      name: `${before.name} (new)`,
      image: ['/uploads/test/oil-3.webp'],
      category: [{ _id: otherCategory.id, name: otherCategory.name }],
      subCategory: [],
      unit: '5 L',
      stock: '35',
      price: '3600',
      discount: 0,
      description: 'Refined sunflower oil from Rubavu.',
      more_details: { Origin: 'Rubavu' },
    };
    const saved = await rest(t, 'PUT', '/product/update-product-details', { token: admin, body: edited });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const after = await snapshot(before.id);
    // A stock change is written to the ledger as an adjustment.
    expect(changedFields(before, after).sort()).toEqual([...WRITTEN_BY_THE_FORM, 'stockMovements'].sort());
    expect(after).toMatchObject({
      name: `${before.name} (new)`,
      images: ['/uploads/test/oil-3.webp'],
      categories: [expect.objectContaining({ id: otherCategory.id })],
      subCategories: [],
      unit: '5 L',
      stock: 35,
      price: 3600,
      discount: 0,
      description: 'Refined sunflower oil from Rubavu.',
      moreDetails: { Origin: 'Rubavu' },
    });
    expect(after.stockMovements.map((movement: Row) => [movement.delta, movement.reason])).toEqual([[-5, 'ADMIN_ADJUSTMENT']]);
  });

  it('keeps each demo product holding what the form does not show whole, saved unchanged from the admin list', async () => {
    expect(seededProducts.length).toBeGreaterThan(20);
    const rows: Row[] = [];
    for (let page = 1, more = true; more; page += 1) {
      const list = await rest(t, 'POST', '/product/get', { token: admin, body: { page, limit: 100 } });
      rows.push(...list.body.data);
      more = page < list.body.totalNoPage;
    }
    // A promotion, its label, a threshold of the admin's own or a promo code: what the old server's save wiped.
    const holding = await t.db.product.findMany({
      where: {
        id: { in: seededProducts },
        OR: [{ onPromotion: true }, { promotionLabel: { not: 'PROMO' } }, { stockAlertThreshold: { not: 5 } }, { promoCode: { isNot: null } }],
      },
      select: { id: true, onPromotion: true },
    });
    expect(holding.filter((product) => product.onPromotion).length).toBeGreaterThanOrEqual(4);
    const wanted = new Set(holding.map((product) => product.id));
    const holdingRows = rows.filter((entry) => wanted.has(entry._id));
    expect(holdingRows).toHaveLength(wanted.size);
    for (const row of holdingRows) {
      const before = await snapshot(row._id);
      const saved = await rest(t, 'PUT', '/product/update-product-details', { token: admin, body: oldFormBody(row) });
      expect(saved.status, `${row.name}: ${JSON.stringify(saved.body)}`).toBe(200);
      expect(changedFields(before, await snapshot(row._id)), row.name).toEqual([]);
    }
  }, HEAVY_TEST_TIMEOUT);

  it('removes the promo code when promoCode null is sent, and keeps it when it is left out', async () => {
    const before = await productWithEveryFieldSet();
    const body = oldFormBody(await adminRow(before as { id: string; name: string }));
    await rest(t, 'PUT', '/product/update-product-details', { token: admin, body });
    expect(await t.db.promoCode.findUnique({ where: { productId: before.id } })).toEqual(before.promoCode);
    const removed = await rest(t, 'PUT', '/product/update-product-details', { token: admin, body: { ...body, promoCode: null } });
    expect(removed.status).toBe(200);
    expect(removed.body.data).toMatchObject({ promoCode: null, hasPromoCode: false, promotionLabel: 'Back to school' });
    expect(await t.db.promoCode.findUnique({ where: { productId: before.id } })).toBeNull();
  });

  it('changes only the promotion fields a newer form sends, checked against the stored price', async () => {
    const before = await productWithEveryFieldSet();
    const body = { _id: before.id, promotionLabel: 'Umuganura' };
    const saved = await rest(t, 'PUT', '/product/update-product-details', { token: admin, body });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(changedFields(before, await snapshot(before.id))).toEqual(['promotionLabel']);
    // The stored price is 3,500: a promotion price above it is refused, naming the field, and nothing changes.
    const above = await rest(t, 'PUT', '/product/update-product-details', { token: admin, body: { _id: before.id, promotionPrice: 3600 } });
    expect(above.status).toBe(400);
    expect(above.body).toMatchObject({ field: 'promotionPrice', message: 'Promotion price must be below the price' });
    expect(changedFields({ ...before, promotionLabel: 'Umuganura' }, await snapshot(before.id))).toEqual([]);
  });

  it('refuses bad input from the form (400 naming the field) and changes nothing', async () => {
    const before = await productWithEveryFieldSet();
    const body = oldFormBody(await adminRow(before as { id: string; name: string }));
    const cases: [Row, string, string][] = [
      [{ ...body, price: '1,000' }, 'price', 'Price must be a number'],
      // Below the running promotion's price: the promotion would charge more than the price.
      [{ ...body, price: 2800 }, 'promotionPrice', 'Promotion price must be below the price'],
      [{ ...body, category: [] }, 'category', 'Choose at least one category'],
      [{ ...body, stock: -1 }, 'stock', 'Stock must be at least 0'],
      [{ ...body, _id: undefined }, '_id', 'Product is required'],
    ];
    for (const [input, field, message] of cases) {
      const refused = await rest(t, 'PUT', '/product/update-product-details', { token: admin, body: input });
      expect(refused.status, field).toBe(400);
      expect(refused.body).toMatchObject({ success: false, error: true, field, message });
    }
    expect(changedFields(before, await snapshot(before.id))).toEqual([]);
    const missing = await rest(t, 'PUT', '/product/update-product-details', { token: admin, body: { ...body, _id: 'no-such-product' } });
    expect(missing.status).toBe(404);
  });
});
