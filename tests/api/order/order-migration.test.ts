import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_ROOT } from '../../helpers/test-env.js';

const MIGRATIONS = 'prisma/migrations';
const VOCABULARY = '20261123010000_order_vocabulary';
const file = join(TEST_ROOT, `migration-${randomUUID()}.db`);
afterAll(() => rmSync(file, { force: true }));

describe('the order vocabulary migration', () => {
  it('keeps an order placed before it: address snapshot, figures and lines under their new names', async () => {
    const db = createClient({ url: `file:${file}` });
    const migrations = readdirSync(MIGRATIONS, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    for (const name of migrations) {
      if (name === VOCABULARY) {
        // An order as the shop stored it before the rename.
        await db.executeMultiple(`
          INSERT INTO "User" ("id", "name", "email", "passwordHash", "updatedAt") VALUES ('u1', 'Aline', 'aline@example.rw', 'x', CURRENT_TIMESTAMP);
          INSERT INTO "Product" ("id", "name", "description", "unit", "stock", "price", "images", "moreDetails", "updatedAt")
            VALUES ('p1', 'Umuceri', 'Rice', '5 kg', 10, 10000, '[]', '{}', CURRENT_TIMESTAMP);
          INSERT INTO "Order" ("id", "number", "userId", "addressLine", "city", "state", "country", "pincode", "mobile",
              "subTotalAmt", "originalTotalAmt", "promoDiscountAmt", "promoCodeText", "totalAmt", "estimatedDeliveryDate", "updatedAt")
            VALUES ('o1', 7, 'u1', 'Gasabo', 'Kimironko', 'Imena', 'KG 11 Ave', '12', '+250781234567',
              18000, 20000, 900, 'UMUCERI10', 17100, '2026-01-04T00:00:00.000Z', CURRENT_TIMESTAMP);
          INSERT INTO "OrderLine" ("id", "orderId", "lineNumber", "productId", "name", "unit", "quantity", "originalUnitPrice", "unitPrice", "promoDiscountAmt", "lineTotal")
            VALUES ('l1', 'o1', 1, 'p1', 'Umuceri', '5 kg', 2, 10000, 9000, 900, 17100);
        `);
      }
      await db.executeMultiple(readFileSync(join(MIGRATIONS, name, 'migration.sql'), 'utf8'));
    }
    const order = (await db.execute('SELECT * FROM "Order" WHERE "id" = \'o1\'')).rows[0];
    expect({ ...order }).toMatchObject({
      number: 7,
      district: 'Gasabo',
      sector: 'Kimironko',
      village: 'Imena',
      street: 'KG 11 Ave',
      houseNumber: '12',
      mobile: '+250781234567',
      subtotal: 18000,
      originalSubtotal: 20000,
      discountTotal: 900,
      promoCodeText: 'UMUCERI10',
      total: 17100,
      status: 'PENDING',
    });
    const line = (await db.execute('SELECT * FROM "OrderLine" WHERE "id" = \'l1\'')).rows[0];
    expect({ ...line }).toMatchObject({ orderId: 'o1', quantity: 2, unitPrice: 9000, originalUnitPrice: 10000, discountTotal: 900, lineTotal: 17100 });
    expect((await db.execute('PRAGMA foreign_key_check')).rows).toEqual([]);
    db.close();
  });
});
