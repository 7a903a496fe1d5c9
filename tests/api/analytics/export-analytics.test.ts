import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { signUpAndLogin } from '../../helpers/auth.js';
import { unchanged } from '../../helpers/fingerprint.js';
import { expectRefused, rest } from '../../helpers/rest.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import {
  UPDATE_STATUS,
  adminToken,
  addToCart,
  bulkShoppers,
  createProduct,
  placeOrder,
  shopperWithAddress,
  globalIdOf,
} from '../../helpers/shop-fixtures.js';
import { graphql, member, documentText } from '../../helpers/graphql.js';

// Many requests in one test: it can take more than the default 30 s on a busy machine.
const HEAVY_TEST_TIMEOUT = 120_000;

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await adminToken(t);
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const ANALYTICS = graphql(`
  query {
    salesAnalytics {
      __typename
      totalSales totalOrders
      salesByMonth { year month totalSales orderCount }
      topProducts { product { databaseId name images } totalSold }
      topCustomers { customer { databaseId name email } totalSpent orderCount }
    }
  }
`);

const EXPORT = graphql(`
  query Export($month: Int!, $year: Int) {
    orderExport(month: $month, year: $year) { __typename fileName downloadUrl expiresAt month year }
  }
`);

/** A shopper's order placed through the API, then dated as if placed at `createdAt`. */
async function orderAt(shopper: { accessToken: string; addressId: string }, items: [string, number][], createdAt: string) {
  for (const [productId, quantity] of items) await addToCart(t, shopper.accessToken, productId, quantity);
  const placed = await placeOrder(t, shopper);
  const orderId = member(placed.data?.placeOrder, 'PlaceOrderPayload').order.databaseId;
  await t.db.order.update({ where: { id: orderId }, data: { createdAt: new Date(createdAt) } });
  return orderId;
}

/** RFC 4180 parsing, enough to read back what the export wrote. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      index += 1;
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) throw new Error('CSV does not end with CRLF');
  return rows;
}

/** Downloads a CSV link; the body must start with the UTF-8 byte-order mark. */
async function downloadCsv(url: string) {
  const response = await t.request(url);
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return { response, rows: parseCsv(new TextDecoder('utf-8').decode(bytes)) };
}

const HEADER = ['Order number', 'Date (Kigali)', 'Customer', 'Mobile', 'Address', 'Product', 'Quantity', 'Unit price (RWF)', 'Line total (RWF)', 'Delivery charge (RWF)', 'Order total (RWF)', 'Status', 'Payment method', 'Payment state'];

describe('sales analytics', () => {
  it('answers zeros and empty lists when there are no orders at all', async () => {
    expect(await t.db.order.count()).toBe(0);
    const result = await t.graphql(ANALYTICS, {}, { token: admin });
    expect(result.data?.salesAnalytics).toEqual({ __typename: 'SalesAnalytics', totalSales: 0, totalOrders: 0, salesByMonth: [], topProducts: [], topCustomers: [] });
  });

  it('adds up sales by Kigali month, newest first, and ranks products and customers, leaving cancelled orders out', async () => {
    const maize = await createProduct(t, { name: 'Ibigori', price: 1000, stock: 50 });
    const beans = await createProduct(t, { name: 'Ibishyimbo', price: 500, stock: 50 });
    const aline = await shopperWithAddress(t);
    const eric = await shopperWithAddress(t);
    const cancelling = await shopperWithAddress(t);
    await orderAt(aline, [[maize.id, 3]], '2026-01-15T10:00:00Z');
    // 22:30 UTC on 31 March is 00:30 on 1 April in Kigali.
    await orderAt(aline, [[beans.id, 2]], '2026-03-31T22:30:00Z');
    // 21:30 UTC on 31 March is still 23:30 on 31 March in Kigali.
    await orderAt(eric, [[maize.id, 1], [beans.id, 1]], '2026-03-31T21:30:00Z');
    const cancelled = await orderAt(cancelling, [[beans.id, 10]], '2026-04-02T08:00:00Z');
    await t.graphql(UPDATE_STATUS, { orderId: globalIdOf('Order', cancelled), status: 'CANCELLED' }, { token: admin });

    const result = await t.graphql(ANALYTICS, {}, { token: admin });
    expect(result.data?.salesAnalytics).toEqual({
      __typename: 'SalesAnalytics',
      totalSales: 3000 + 1000 + 1500,
      totalOrders: 3,
      salesByMonth: [
        { year: 2026, month: 4, totalSales: 1000, orderCount: 1 },
        { year: 2026, month: 3, totalSales: 1500, orderCount: 1 },
        { year: 2026, month: 1, totalSales: 3000, orderCount: 1 },
      ],
      topProducts: [
        { product: { databaseId: maize.id, name: 'Ibigori', images: maize.images }, totalSold: 4 },
        { product: { databaseId: beans.id, name: 'Ibishyimbo', images: beans.images }, totalSold: 3 },
      ],
      topCustomers: [
        { customer: { databaseId: aline.userId, name: 'Test Shopper', email: aline.email }, totalSpent: 4000, orderCount: 2 },
        { customer: { databaseId: eric.userId, name: 'Test Shopper', email: eric.email }, totalSpent: 1500, orderCount: 1 },
      ],
    });
  });

  it('keeps to the top 5 products and customers', async () => {
    const products = await Promise.all(Array.from({ length: 6 }, (_, index) => createProduct(t, { price: 100 * (index + 1), stock: 50 })));
    for (const [index, product] of products.entries()) {
      const shopper = await shopperWithAddress(t);
      await orderAt(shopper, [[product.id, 10 + index]], '2026-02-10T12:00:00Z');
    }
    const report = (await t.graphql(ANALYTICS, {}, { token: admin })).data?.salesAnalytics;
    expect(report!.topProducts.map((product: { totalSold: number }) => product.totalSold)).toEqual([15, 14, 13, 12, 11]);
    expect(report!.topCustomers).toHaveLength(5);
    expect(report!.topCustomers[0]!.totalSpent).toBe(600 * 15);
  }, HEAVY_TEST_TIMEOUT);

  it('is refused to non-admins', async () => {
    const shopper = await signUpAndLogin(t);
    const forbidden = await t.graphql(ANALYTICS, {}, { token: shopper.accessToken });
    expect(forbidden.data).toBeNull();
    expect(forbidden.errors).toMatchObject([{ message: 'Do not have permission', extensions: { code: 'FORBIDDEN' } }]);
    const signedOut = await t.graphql(ANALYTICS);
    expect(signedOut.data).toBeNull();
    expect(signedOut.errors).toMatchObject([{ extensions: { code: 'UNAUTHENTICATED' } }]);
  });

  it('adds up lifetime sales beyond 2,147,483,647 RWF exactly, in GraphQL and in the REST adapter', async () => {
    const before = (await t.graphql(ANALYTICS, {}, { token: admin })).data?.salesAnalytics;
    const [buyer] = await bulkShoppers(t, 1, (await createProduct(t)).id);
    // Each order fits the database's 32-bit column; together they pass GraphQL's Int (2^31 - 1).
    const totals = [2_000_000_000, 1_999_999_999, 147_483_651];
    await t.db.order.createMany({
      data: totals.map((total, index) => ({
        id: `big-${index}`,
        number: 900_000 + index,
        userId: buyer!.userId,
        district: 'Gasabo',
        sector: 'Kimironko',
        village: 'Imena',
        street: 'KG 11 Ave',
        mobile: '+250781234567',
        subtotal: total,
        originalSubtotal: total,
        total,
        estimatedDeliveryDate: new Date('2026-06-04T00:00:00Z'),
        createdAt: new Date('2026-06-01T10:00:00Z'),
      })),
    });
    const seeded = 4_147_483_650;
    const answer = await t.graphql(ANALYTICS, {}, { token: admin });
    expect(answer.errors).toBeUndefined();
    const report = answer.data?.salesAnalytics;
    expect(report!.totalSales).toBe(before!.totalSales + seeded);
    expect(report!.totalSales).toBeGreaterThan(2_147_483_647);
    expect(report!.salesByMonth).toContainEqual({ year: 2026, month: 6, totalSales: seeded, orderCount: 3 });
    expect(report!.topCustomers[0]).toEqual({ customer: { databaseId: buyer!.userId, name: 'Buyer 0', email: expect.any(String) }, totalSpent: seeded, orderCount: 3 });

    const legacy = await rest(t, 'GET', '/order/admin/sales-analytics', { token: admin });
    expect(legacy.status).toBe(200);
    expect(legacy.body.data).toMatchObject({ totalSales: before!.totalSales + seeded });
    expect(legacy.body.data.topCustomers[0]).toMatchObject({ _id: buyer!.userId, totalSpent: seeded, orderCount: 3 });
  });
});

describe('monthly order export', () => {
  it('streams a month of order lines (Kigali time) as a properly quoted CSV download, safe to open in a spreadsheet', async () => {
    const tricky = await shopperWithAddress(t);
    await t.db.user.update({ where: { id: tricky.userId }, data: { name: '=HYPERLINK("http://evil"), "Kagabo"\nJr' } });
    await t.db.address.update({ where: { id: tricky.addressId }, data: { street: '@SUM(1+1), KN 5 Rd', houseNumber: null } });
    const comma = await createProduct(t, { name: 'Avoka, nini "XL"', price: 700, stock: 20 });
    const minus = await createProduct(t, { name: '-Isukari', price: 1500, stock: 20 });
    // 22:30 UTC on 29 February is 00:30 on 1 March in Kigali; 22:00 UTC on 31 March is already April there.
    const first = await orderAt(tricky, [[comma.id, 2], [minus.id, 1]], '2024-02-29T22:30:00Z');
    await orderAt(tricky, [[comma.id, 1]], '2024-03-31T22:00:00Z');
    const firstNumber = (await t.db.order.findUniqueOrThrow({ where: { id: first } })).number;

    const link = await t.graphql(EXPORT, { month: 3, year: 2024 }, { token: admin });
    expect(link.data?.orderExport).toMatchObject({ __typename: 'OrderExport', fileName: 'orders_3_2024.csv', month: 3, year: 2024 });
    expect(link.data?.orderExport.downloadUrl).toMatch(/^\/exports\/orders\.csv\?token=[\w.-]+$/);
    const expiresIn = new Date(link.data!.orderExport.expiresAt).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(4 * 60 * 1000);
    expect(expiresIn).toBeLessThanOrEqual(5 * 60 * 1000);

    const { response, rows } = await downloadCsv(link.data!.orderExport.downloadUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="orders_3_2024.csv"');
    expect(rows[0]).toEqual(HEADER);
    const orderNumber = `ISK-${String(firstNumber).padStart(6, '0')}`;
    const customer = `'=HYPERLINK("http://evil"), "Kagabo"\nJr`;
    const address = `'@SUM(1+1), KN 5 Rd, Imena, Kimironko, Gasabo`;
    expect(rows.slice(1)).toEqual([
      [orderNumber, '2024-03-01 00:30', customer, '0781234567', address, 'Avoka, nini "XL"', '2', '700', '1400', '0', '2900', 'Pending', 'Cash on delivery', 'Unpaid'],
      [orderNumber, '2024-03-01 00:30', customer, '0781234567', address, "'-Isukari", '1', '1500', '1500', '0', '2900', 'Pending', 'Cash on delivery', 'Unpaid'],
    ]);
  });

  it('pages through a busy month and keeps every order line', async () => {
    const product = await createProduct(t, { name: 'Ikawa', price: 2500 });
    const [buyer] = await bulkShoppers(t, 1, product.id);
    const count = 230;
    await t.db.order.createMany({
      data: Array.from({ length: count }, (_, index) => ({
        id: `busy-${index}`,
        number: 500_000 + index,
        userId: buyer!.userId,
        district: 'Gasabo',
        sector: 'Kimironko',
        village: 'Imena',
        street: 'KG 11 Ave',
        mobile: '+250781234567',
        subtotal: 5000,
        originalSubtotal: 5000,
        total: 5000,
        estimatedDeliveryDate: new Date('2025-07-04T00:00:00Z'),
        createdAt: new Date(Date.UTC(2025, 6, 1) + index * 60_000),
      })),
    });
    await t.db.orderLine.createMany({
      data: Array.from({ length: count }, (_, index) => [1, 2].map((lineNumber) => ({
        orderId: `busy-${index}`,
        lineNumber,
        productId: product.id,
        name: `Ikawa ${lineNumber}`,
        unit: '1 kg',
        quantity: 1,
        originalUnitPrice: 2500,
        unitPrice: 2500,
        lineTotal: 2500,
      }))).flat(),
    });
    const link = await t.graphql(EXPORT, { month: 7, year: 2025 }, { token: admin });
    const { rows } = await downloadCsv(link.data!.orderExport.downloadUrl);
    expect(rows).toHaveLength(1 + count * 2);
    expect(new Set(rows.slice(1).map((row) => row[0])).size).toBe(count);
    // Oldest first, lines in order.
    expect(rows[1]!.slice(0, 2)).toEqual(['ISK-500000', '2025-07-01 02:00']);
    expect(rows.at(-1)!.slice(0, 6)).toEqual(['ISK-500229', '2025-07-01 05:49', 'Buyer 0', '0781234567', 'KG 11 Ave, Imena, Kimironko, Gasabo', 'Ikawa 2']);
  });

  it('defaults to the current year in Kigali and gives just the header for a month without orders', async () => {
    const link = await t.graphql(EXPORT, { month: 1 }, { token: admin });
    const year = new Date(Date.now() + 2 * 60 * 60 * 1000).getUTCFullYear();
    expect(link.data?.orderExport).toMatchObject({ fileName: `orders_1_${year}.csv`, year });
    const empty = await t.graphql(EXPORT, { month: 5, year: 2001 }, { token: admin });
    expect((await downloadCsv(empty.data!.orderExport.downloadUrl)).rows).toEqual([HEADER]);
  });

  it.each([
    [{ month: 0 }, 'month', 'Month must be a whole number from 1 to 12'],
    [{ month: 13 }, 'month', 'Month must be a whole number from 1 to 12'],
    [{ month: 3, year: 1999 }, 'year', 'Year must be a whole number from 2000 to 9999'],
  ])('refuses %o with a clear message', async (variables, field, message) => {
    const result = await t.graphql(EXPORT, variables, { token: admin });
    expect(result.data).toBeNull();
    expect(result.errors).toMatchObject([{ message, extensions: { code: 'VALIDATION' } }]);
    expect(message.toLowerCase()).toContain(field);
  });

  it('refuses a month that is not a number before anything runs', async () => {
    // A month that is not a number, on purpose: sent unchecked.
    const result = await t.graphqlText(documentText(EXPORT), { month: 'abc' }, { token: admin });
    expect(result.data).toBeNull();
    expect(result.errors?.[0]?.message).toMatch(/Int cannot represent non-integer value: "abc"/);
  });

  it('is refused to non-admins, and a link stops working when expired, tampered with, signed out or no longer an admin', async () => {
    const shopper = await signUpAndLogin(t);
    const refused = await t.graphql(EXPORT, { month: 3 }, { token: shopper.accessToken });
    expect(refused.data).toBeNull();
    expect(refused.errors).toMatchObject([{ message: 'Do not have permission', extensions: { code: 'FORBIDDEN' } }]);
    expect((await t.graphql(EXPORT, { month: 3 })).errors).toMatchObject([{ extensions: { code: 'UNAUTHENTICATED' } }]);
    const missing = await t.request('/exports/orders.csv');
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ error: true, success: false, code: expect.stringMatching(/^(UNAUTHENTICATED|INVALID_TOKEN)$/) });
    expect((await t.request('/exports/orders.csv?token=not-a-token')).status).toBe(401);

    const url = (await t.graphql(EXPORT, { month: 3, year: 2026 }, { token: admin })).data?.orderExport.downloadUrl as string;
    const [header, payload, signature] = decodeURIComponent(url.split('token=')[1]!).split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, month: 4 })).toString('base64url');
    expect((await t.request(`/exports/orders.csv?token=${header}.${forged}.${signature}`)).status).toBe(401);
    // An access token is not a download link.
    expect((await t.request(`/exports/orders.csv?token=${admin}`)).status).toBe(401);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 6 * 60 * 1000);
    const expired = await t.request(url);
    expect(expired.status).toBe(401);
    expect(await expired.json()).toMatchObject({ error: true, success: false, message: expect.stringMatching(/expired/) });
    vi.useRealTimers();

    // A second admin who loses the role, and one whose sign-in ended.
    const [demoted, signedOut] = await bulkShoppers(t, 2, (await createProduct(t)).id);
    await t.db.user.updateMany({ where: { id: { in: [demoted!.userId, signedOut!.userId] } }, data: { role: 'ADMIN' } });
    const demotedUrl = (await t.graphql(EXPORT, { month: 3 }, { token: demoted!.accessToken })).data?.orderExport.downloadUrl;
    const signedOutUrl = (await t.graphql(EXPORT, { month: 3 }, { token: signedOut!.accessToken })).data?.orderExport.downloadUrl;
    await t.db.user.update({ where: { id: demoted!.userId }, data: { role: 'USER' } });
    await t.db.session.updateMany({ where: { userId: signedOut!.userId }, data: { revokedAt: new Date() } });
    const forbidden = await t.request(demotedUrl!);
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toEqual({ message: 'Do not have permission', error: true, success: false, code: 'FORBIDDEN' });
    expect((await t.request(signedOutUrl!)).status).toBe(401);
    expect((await t.request(url)).status).toBe(200);
  });
});

describe('class 23: monthly export with an impossible month, and analytics with no orders', () => {
  const EXPORT = graphql('query($month: Int!) { orderExport(month: $month) { __typename fileName } }');

  it.each([0, 13])('refuses month %i', async (month) => {
    const answer = await unchanged(t, () => t.graphql(EXPORT, { month }, { token: admin }));
    expect(answer.data).toBeNull();
    expect(answer.errors).toMatchObject([{ message: 'Month must be a whole number from 1 to 12', extensions: { code: 'VALIDATION' } }]);
  });

  it('refuses month "abc" as a GraphQL input error', async () => {
    // A month that is not a number, on purpose: sent unchecked.
    const answer = await unchanged(t, () => t.graphqlText(documentText(EXPORT), { month: 'abc' }, { token: admin }));
    expect(answer.data).toBeNull();
    expect(answer.errors?.[0]?.message).toContain('Int cannot represent non-integer value: "abc"');
  });

  it('answers zeros, not an error, when there are no orders at all', async () => {
    const empty = await startTestApp();
    try {
      await empty.db.order.deleteMany();
      const token = await adminToken(empty);
      const answer = await empty.graphql(
        graphql('query { salesAnalytics { __typename totalSales totalOrders salesByMonth { totalSales } topProducts { product { databaseId } } topCustomers { customer { databaseId } } } }'),
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

describe('class 23 (REST): monthly export with an impossible month', () => {
  it.each(['0', '13', 'abc'])('refuses month=%s', async (month) => {
    expectRefused(await unchanged(t, () => rest(t, 'GET', `/order/admin/orders/export?month=${month}`, { token: admin })), 400);
  });
});
