/**
 * The read benchmarks' baseline: the least a server can do to give the same answers as the shop. node:http and
 * hand-written SQL through the driver of the shop's direct connection (libsql, each statement prepared once and
 * kept, as the shop's SQL programs keep theirs), reading the same SQLite file, and answering byte for byte what the
 * app answers for
 *   POST /graphql  operationName "BenchListing": a category's first 20 products with the product card's fields;
 *   POST /graphql  operationName "BenchProduct": a product with its details and its 20 newest reviews;
 *   POST /api/product/get-pruduct-by-category-and-subcategory: the REST adapter's listing (legacy envelope).
 * It neither parses nor validates GraphQL (the operation is chosen by name): that is the framework cost measured.
 * The shop's pure pricing helpers are reused, so both sides compute the same figures the same way.
 *
 *   DATABASE_FILE=var/x.db PORT=4311 PUBLIC_URL=http://shop.bench npx tsx bench/raw-server.ts
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import Libsql from 'libsql';
import { slugify } from '../server/lib/slug.js';
import { moreDetailsList, promoCodeUsable } from '../server/modules/catalog/catalog.service.js';
import { toLegacyProduct } from '../server/modules/catalog/legacy-catalog.js';
import type { ProductWithLinks } from '../server/modules/catalog/catalog.service.js';
import { productImages, productView } from '../server/modules/catalog/product-view.js';
import type { RequestContext } from '../server/context.js';
import type { Product } from '../server/generated/prisma/client.js';
import { isMain } from './support.js';

/** A column's value as the driver answers it. */
type Value = string | number | bigint | null | ArrayBuffer;
type Row = Record<string, Value>;

/** Statements prepared once per text and kept, on one connection to the file. */
function preparedClient(databaseFile: string) {
  const connection = new Libsql(databaseFile);
  const statements = new Map<string, { all(...values: unknown[]): unknown[] }>();
  return {
    execute({ sql, args }: { sql: string; args: unknown[] }): Promise<{ rows: Row[] }> {
      let statement = statements.get(sql);
      if (!statement) {
        statement = connection.prepare(sql);
        statements.set(sql, statement);
      }
      return Promise.resolve({ rows: statement.all(...args) as Row[] });
    },
    close: () => connection.close(),
  };
}

/** A text or number column as text (the driver types every column as any SQLite value, blobs included). */
function text(value: Value | undefined): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return value.toString();
  throw new TypeError(`expected a text column, got ${value === null ? 'null' : typeof value}`);
}


/** The GraphQL operations the bench sends to the app; the raw server answers them by name. */
export const LISTING_QUERY = /* GraphQL */ `query BenchListing($categoryId: ID!) { category(databaseId: $categoryId) { name products(first: 20) { totalCount edges { cursor node { id databaseId slug name unit images price effectivePrice discountPercent hasPromoCode lowStock stock averageRating reviewCount activePromotion { endsAt label } } } pageInfo { endCursor hasNextPage } } } }`;
export const PRODUCT_QUERY = /* GraphQL */ `query BenchProduct($databaseId: ID!) { product(databaseId: $databaseId) { id databaseId slug name description unit images price effectivePrice discountPercent hasPromoCode lowStock stock averageRating reviewCount moreDetails { name value } activePromotion { endsAt label } reviews(first: 20) { totalCount edges { cursor node { id reviewerName stars comment createdAt } } pageInfo { endCursor hasNextPage } } } }`;
export const REST_LISTING_PATH = '/api/product/get-pruduct-by-category-and-subcategory';

const PAGE = 20;
const PRODUCT_COLUMNS = `p."id", p."name", p."description", p."unit", p."images", p."moreDetails", p."price", p."discount", p."stock", p."stockAlertThreshold",
  p."onPromotion", p."promotionStartTime", p."promotionEndTime", p."promotionPrice", p."promotionLabel", p."ratingCount", p."ratingTotal",
  p."createdAt", p."updatedAt", pc."id" AS "codeId", pc."expiresAt" AS "codeExpiresAt", pc."usageLimit" AS "codeUsageLimit", pc."usedCount" AS "codeUsedCount"`;

const globalId = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString('base64');
// @pothos/plugin-prisma's cursor for an id-keyed connection.
const cursorOf = (id: string) => Buffer.from(`GPC:S:${id}`).toString('base64');
const dateOf = (value: Value | undefined) => (value === null || value === undefined ? null : new Date(text(value)));

interface ProductRow {
  product: Product;
  code: { expiresAt: Date | null; usageLimit: number | null; usedCount: number } | null;
}

/** A row as the shop's Product type, so productView computes exactly what the app computes. */
function productOf(row: Row): ProductRow {
  const product = {
    id: text(row.id),
    name: text(row.name),
    description: text(row.description),
    unit: text(row.unit),
    images: JSON.parse(text(row.images)) as unknown,
    moreDetails: JSON.parse(text(row.moreDetails)) as unknown,
    price: Number(row.price),
    discount: Number(row.discount),
    stock: Number(row.stock),
    stockAlertThreshold: Number(row.stockAlertThreshold),
    onPromotion: Number(row.onPromotion) === 1,
    promotionStartTime: dateOf(row.promotionStartTime),
    promotionEndTime: dateOf(row.promotionEndTime),
    promotionPrice: row.promotionPrice === null ? null : Number(row.promotionPrice),
    promotionLabel: text(row.promotionLabel),
    ratingCount: Number(row.ratingCount),
    ratingTotal: Number(row.ratingTotal),
    createdAt: dateOf(row.createdAt)!,
    updatedAt: dateOf(row.updatedAt)!,
  } as Product;
  const code = row.codeId === null ? null : { expiresAt: dateOf(row.codeExpiresAt), usageLimit: row.codeUsageLimit === null ? null : Number(row.codeUsageLimit), usedCount: Number(row.codeUsedCount) };
  return { product, code };
}

function activePromotion(product: Product, promotionActive: boolean) {
  return promotionActive ? { endsAt: product.promotionEndTime!.toISOString(), label: product.promotionLabel } : null;
}

/** The product fields the web app's card asks for; the product page adds its description and details, in the app's key order. */
function productFields(product: Product, code: ProductRow['code'], view: ReturnType<typeof productView>, now: Date, page: boolean) {
  return {
    id: globalId('Product', product.id),
    databaseId: product.id,
    slug: slugify(product.name),
    name: product.name,
    ...(page ? { description: product.description } : {}),
    unit: product.unit,
    images: productImages(product),
    price: product.price,
    effectivePrice: view.effectivePrice,
    discountPercent: view.discountPercent,
    hasPromoCode: promoCodeUsable(code, now),
    lowStock: view.lowStock,
    stock: product.stock,
    averageRating: view.averageRating,
    reviewCount: product.ratingCount,
    ...(page ? { moreDetails: moreDetailsList(product.moreDetails) } : {}),
    activePromotion: activePromotion(product, view.promotionActive),
  };
}

/** toLegacyProduct reads only whether the viewer is an admin. */
const SIGNED_OUT = { viewer: null } as RequestContext;

export function startRawServer(databaseFile: string, port: number, publicUrl: string) {
  const db = preparedClient(databaseFile);

  async function listingPage(categoryId: string, limit: number, offset: number) {
    return db.execute({
      sql: `SELECT ${PRODUCT_COLUMNS} FROM "_CategoryToProduct" cp JOIN "Product" p ON p."id" = cp."B" LEFT JOIN "PromoCode" pc ON pc."productId" = p."id"
            WHERE cp."A" = ? AND p."deletedAt" IS NULL ORDER BY p."createdAt" DESC, p."id" DESC LIMIT ? OFFSET ?`,
      args: [categoryId, limit, offset],
    });
  }

  async function countOf(categoryId: string): Promise<number> {
    const counted = await db.execute({ sql: `SELECT count(*) AS total FROM "_CategoryToProduct" WHERE "A" = ?`, args: [categoryId] });
    return Number(counted.rows[0]!.total);
  }

  async function graphqlListing(categoryId: string) {
    const category = await db.execute({ sql: `SELECT "name" FROM "Category" WHERE "id" = ?`, args: [categoryId] });
    if (category.rows.length === 0) return { data: { category: null } };
    const [totalCount, page] = await Promise.all([countOf(categoryId), listingPage(categoryId, PAGE + 1, 0)]);
    const now = new Date();
    const rows = page.rows.slice(0, PAGE).map(productOf);
    const edges = rows.map(({ product, code }) => {
      const view = productView(product, now);
      return {
        cursor: cursorOf(product.id),
        node: productFields(product, code, view, now, false),
      };
    });
    const pageInfo = { endCursor: edges.at(-1)?.cursor ?? null, hasNextPage: page.rows.length > PAGE };
    return { data: { category: { name: text(category.rows[0]!.name), products: { totalCount, edges, pageInfo } } } };
  }

  async function graphqlProduct(productId: string) {
    const found = await db.execute({
      sql: `SELECT ${PRODUCT_COLUMNS} FROM "Product" p LEFT JOIN "PromoCode" pc ON pc."productId" = p."id" WHERE p."id" = ? AND p."deletedAt" IS NULL`,
      args: [productId],
    });
    if (found.rows.length === 0) return { data: { product: null } };
    const [counted, reviews] = await Promise.all([
      db.execute({ sql: `SELECT count(*) AS total FROM "Review" WHERE "productId" = ?`, args: [productId] }),
      db.execute({
        sql: `SELECT r."id", r."stars", r."comment", r."createdAt", u."name" FROM "Review" r JOIN "User" u ON u."id" = r."userId"
              WHERE r."productId" = ? ORDER BY r."createdAt" DESC, r."id" DESC LIMIT ?`,
        args: [productId, PAGE + 1],
      }),
    ]);
    const now = new Date();
    const { product, code } = productOf(found.rows[0]!);
    const view = productView(product, now);
    const edges = reviews.rows.slice(0, PAGE).map((review) => ({
      cursor: cursorOf(text(review.id)),
      node: {
        id: globalId('Review', text(review.id)),
        reviewerName: text(review.name).trim() || 'User',
        stars: Number(review.stars),
        comment: text(review.comment),
        createdAt: dateOf(review.createdAt)!.toISOString(),
      },
    }));
    return {
      data: {
        product: {
          ...productFields(product, code, view, now, true),
          reviews: {
            totalCount: Number(counted.rows[0]!.total),
            edges,
            pageInfo: { endCursor: edges.at(-1)?.cursor ?? null, hasNextPage: reviews.rows.length > PAGE },
          },
        },
      },
    };
  }

  /** The REST adapter's listing: the legacy product shape, with absolute image URLs. */
  async function restListing(body: { categoryId?: unknown; page?: unknown; limit?: unknown }) {
    const categoryId = String(body.categoryId);
    const page = Number(body.page ?? 1);
    const limit = Math.min(Number(body.limit ?? 8), 100);
    const [totalCount, found] = await Promise.all([countOf(categoryId), listingPage(categoryId, limit, (page - 1) * limit)]);
    const rows = found.rows.map((row) => ({ ...productOf(row), codeId: row.codeId === null ? null : text(row.codeId) }));
    const ids = rows.map((row) => row.product.id);
    const marks = ids.map(() => '?').join(', ');
    const [categories, subCategories] = ids.length
      ? await Promise.all([
          db.execute({ sql: `SELECT cp."B" AS "productId", c."id", c."name" FROM "_CategoryToProduct" cp JOIN "Category" c ON c."id" = cp."A" WHERE cp."B" IN (${marks}) ORDER BY c."name"`, args: ids }),
          db.execute({ sql: `SELECT ps."A" AS "productId", s."id", s."name" FROM "_ProductToSubCategory" ps JOIN "SubCategory" s ON s."id" = ps."B" WHERE ps."A" IN (${marks}) ORDER BY s."name"`, args: ids }),
        ])
      : [{ rows: [] }, { rows: [] }];
    const namesOf = (linked: { rows: Row[] }) => {
      const byProduct = new Map<string, { id: string; name: string }[]>();
      for (const row of linked.rows) {
        const list = byProduct.get(text(row.productId)) ?? [];
        list.push({ id: text(row.id), name: text(row.name) });
        byProduct.set(text(row.productId), list);
      }
      return byProduct;
    };
    const categoriesOf = namesOf(categories);
    const subCategoriesOf = namesOf(subCategories);
    const now = new Date();
    const absolute = (url: string) => (url.startsWith('/uploads/') ? publicUrl + url : url);
    // The rows are read by hand-written SQL; the legacy shape is the shop's own (a signed-out reader: no promo code).
    const data = rows.map(({ product, code }) => {
      const row = { ...product, categories: categoriesOf.get(product.id) ?? [], subCategories: subCategoriesOf.get(product.id) ?? [], promoCode: code } as ProductWithLinks;
      const legacy = toLegacyProduct(SIGNED_OUT, row, now);
      return { ...legacy, image: legacy.image.map(absolute) };
    });
    return { message: 'Product list', error: false, success: true, data, page, limit, totalCount, totalPage: Math.ceil(totalCount / limit) };
  }

  async function answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = (chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : {}) as Record<string, unknown>;
    let result: unknown;
    if (request.url === '/graphql' && request.method === 'POST') {
      const variables = (body.variables ?? {}) as Record<string, unknown>;
      if (body.operationName === 'BenchListing') result = await graphqlListing(String(variables.categoryId));
      else if (body.operationName === 'BenchProduct') result = await graphqlProduct(String(variables.databaseId));
    } else if (request.url === REST_LISTING_PATH && request.method === 'POST') {
      result = await restListing(body);
    } else if (request.url === '/healthz') {
      result = { ok: true };
    }
    if (result === undefined) {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}');
      return;
    }
    const text = JSON.stringify(result);
    response.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) }).end(text);
  }

  const server = createServer((request, response) => {
    answer(request, response).catch((error: unknown) => {
      console.error('raw server:', error);
      if (!response.headersSent) response.writeHead(500).end();
    });
  });
  server.keepAliveTimeout = 60_000;
  server.listen(port, '127.0.0.1');
  return {
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => {
          db.close();
          done();
        });
      }),
  };
}

// Run as a process of its own: the bench starts it beside the app, each on its own thread.
if (isMain(import.meta.url)) {
  const databaseFile = process.env.DATABASE_FILE;
  if (!databaseFile) throw new Error('Set DATABASE_FILE to the SQLite file to read');
  const raw = startRawServer(databaseFile, Number(process.env.PORT ?? 4311), process.env.PUBLIC_URL ?? 'http://localhost');
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void raw.close().then(() => process.exit(0)));
}
