import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type Config, loadConfig } from '../server/config.js';
import type { Database, ShopPrisma } from '../server/database/database.js';
import { openDatabase } from '../server/database/open.js';
import { applyMigrations, databaseLocation } from '../server/database/migrate.js';
import { hashPassword } from '../server/modules/auth/passwords.js';
import { assertCatalogueValid, buildCatalogue, type SeedPromotion } from './seed/catalogue.js';
import { CATEGORY_NAMES, SUB_CATEGORY_NAMES, SYNONYM_GROUPS } from './seed/local-names.js';
import { planSeedImages, renderSeedImage, type SeedImageSpec } from './seed/images.js';
import { DEMO_HISTORY, type HistoryOptions, seedHistory } from './seed/history.js';
import { projectRoot } from '../server/lib/project-root.js';

export const DEMO_SHOPPER = { name: 'Demo Shopper', email: 'shopper@isoko.rw', password: 'Shopper@123', mobile: '+250788123456' };

const DAY_MS = 24 * 60 * 60 * 1000;

/** Makes sure the admin from ADMIN_EMAIL / ADMIN_PASSWORD exists; an existing account is left as it is. */
export async function ensureAdmin(db: ShopPrisma, config: Config): Promise<void> {
  const email = config.ADMIN_EMAIL.trim().toLowerCase();
  const existing = await db.user.findUnique({ where: { email }, select: { id: true } });
  if (existing) return;
  const passwordHash = await hashPassword(config.ADMIN_PASSWORD, { memoryKib: config.ARGON2_MEMORY_KIB, timeCost: config.ARGON2_TIME_COST });
  await db.user.create({ data: { name: config.ADMIN_NAME, email, passwordHash, role: 'ADMIN', verifyEmail: true } });
}

/** True when the shop has no catalogue and no shoppers yet. */
export async function isDatabaseEmpty(db: ShopPrisma): Promise<boolean> {
  const [categories, products, shoppers] = await Promise.all([
    db.category.count(),
    db.product.count(),
    db.user.count({ where: { role: 'USER' } }),
  ]);
  return categories === 0 && products === 0 && shoppers === 0;
}

/**
 * Draws the pictures not yet on disk, a few at a time: sharp works on libuv's threads, so two or more cores
 * share the work. A file's name carries a hash of what it shows, so one already there is the same picture.
 */
async function drawSeedImages(dir: string, files: ReadonlyMap<string, SeedImageSpec>): Promise<void> {
  mkdirSync(dir, { recursive: true });
  const missing = [...files].filter(([file]) => !existsSync(join(dir, file)));
  let next = 0;
  const worker = async () => {
    while (next < missing.length) {
      const [file, spec] = missing[next++]!;
      // Written aside and renamed, so a seed stopped halfway never leaves a truncated picture to be reused.
      const partial = join(dir, `.${file}.partial`);
      writeFileSync(partial, await renderSeedImage(spec));
      renameSync(partial, join(dir, file));
    }
  };
  await Promise.all(Array.from({ length: Math.min(4, Math.max(1, availableParallelism())) }, worker));
}

export type SeedSettings = Pick<Config, 'UPLOAD_DIR' | 'ARGON2_MEMORY_KIB' | 'ARGON2_TIME_COST' | 'DEMO_HISTORY'>;

/**
 * Seeds the demo shop: the deterministic Rwandan grocery catalogue with its pictures (drawn locally from Fluent Emoji), its
 * opening stock in the ledger, and a demo shopper; then, with DEMO_HISTORY, months of demo shoppers' orders and reviews
 * (`history` sets how many). Expects an empty database.
 */
export async function seedDemoData(
  database: Database,
  config: SeedSettings,
  now = new Date(),
  history: HistoryOptions = DEMO_HISTORY,
): Promise<{ products: number; orders: number }> {
  const db = database.prisma;
  const catalogue = buildCatalogue();
  assertCatalogueValid(catalogue);
  const images = planSeedImages(catalogue);
  await drawSeedImages(join(resolve(config.UPLOAD_DIR), 'seed'), images.files);
  const url = (file: string) => `/uploads/seed/${file}`;

  const categoryIds = new Map<string, string>();
  for (const category of catalogue.categories) {
    const [nameRw, nameFr] = CATEGORY_NAMES[category.key] ?? ['', ''];
    const created = await db.category.create({ data: { name: category.name, nameRw, nameFr, image: url(images.categories.get(category.key)!) } });
    categoryIds.set(category.key, created.id);
  }
  const subCategoryIds = new Map<string, string>();
  for (const subCategory of catalogue.subCategories) {
    const [nameRw, nameFr] = SUB_CATEGORY_NAMES[subCategory.key] ?? ['', ''];
    const created = await db.subCategory.create({
      data: {
        name: subCategory.name,
        nameRw,
        nameFr,
        image: url(images.subCategories.get(subCategory.key)!),
        categories: { connect: subCategory.categoryKeys.map((key) => ({ id: categoryIds.get(key)! })) },
      },
    });
    subCategoryIds.set(subCategory.key, created.id);
  }

  await db.$transaction(
    async (tx) => {
      for (const [index, product] of catalogue.products.entries()) {
        const created = await tx.product.create({
          data: {
            name: product.name,
            nameRw: product.nameRw,
            nameFr: product.nameFr,
            description: product.description,
            unit: product.unit,
            stock: product.stock,
            price: product.price,
            discount: product.discount,
            images: images.products[index]!.map(url),
            moreDetails: product.moreDetails,
            stockAlertThreshold: product.stockAlertThreshold ?? 5,
            ...promotionFields(product.promotion, now),
            categories: { connect: product.categoryKeys.map((key) => ({ id: categoryIds.get(key)! })) },
            subCategories: { connect: product.subCategoryKeys.map((key) => ({ id: subCategoryIds.get(key)! })) },
            promoCode: product.promoCode
              ? {
                  create: {
                    code: product.promoCode.code,
                    codeKey: product.promoCode.code.trim().toUpperCase(),
                    discountType: product.promoCode.discountType,
                    discountValue: product.promoCode.discountValue,
                    expiresAt: product.promoCode.expiresInDays === null ? null : new Date(now.getTime() + product.promoCode.expiresInDays * DAY_MS),
                    usageLimit: product.promoCode.usageLimit,
                    allowMultiple: product.promoCode.allowMultiple,
                  },
                }
              : undefined,
          },
        });
        await tx.stockMovement.create({
          data: { productId: created.id, delta: product.stock, stockAfter: product.stock, reason: 'INITIAL_STOCK' },
        });
      }
    },
    { timeout: 120_000 },
  );

  await db.searchSynonym.createMany({ data: SYNONYM_GROUPS.map((words) => ({ words })) });

  const passwordHash = await hashPassword(DEMO_SHOPPER.password, { memoryKib: config.ARGON2_MEMORY_KIB, timeCost: config.ARGON2_TIME_COST });
  await db.user.create({
    data: { name: DEMO_SHOPPER.name, email: DEMO_SHOPPER.email, mobile: DEMO_SHOPPER.mobile, passwordHash, verifyEmail: true },
  });
  const orders = config.DEMO_HISTORY ? await seedHistory(database, history, now, passwordHash) : 0;
  return { products: catalogue.products.length, orders };
}

function promotionFields(promotion: SeedPromotion | undefined, now: Date) {
  if (!promotion) return {};
  const windows = {
    active: [-1, 3],
    ended: [-10, -2],
    upcoming: [2, 9],
  } as const;
  const [startDays, endDays] = windows[promotion.state];
  return {
    onPromotion: true,
    promotionPrice: promotion.price,
    promotionLabel: promotion.label ?? 'PROMO',
    promotionStartTime: new Date(now.getTime() + startDays * DAY_MS),
    promotionEndTime: new Date(now.getTime() + endDays * DAY_MS),
  };
}

/** What the seeding child process is told: where the database is, and the settings the seed reads. */
export interface SeedChildJob {
  location: string;
  settings: SeedSettings;
}

/** The seeding child's script: beside the bundle when running from it, else the TypeScript source run through tsx. */
function seedChildScript(): { script: string; execArgv: string[] } {
  const here = import.meta.url;
  if (here.endsWith('.ts')) return { script: fileURLToPath(new URL('./seed/seed-child.ts', here)), execArgv: ['--import', 'tsx'] };
  return { script: fileURLToPath(new URL('./seed-demo.mjs', here)), execArgv: [] };
}

/**
 * Seeds the demo shop in a child process (prisma/seed/seed-child.ts) on the same database. What seeding takes stays
 * there and goes back to the system when it exits: sharp's libvips and its threads' malloc arenas, the 9 MB emoji
 * set, and the main malloc heap grown by the catalogue's big transaction (in the server itself a seeding start
 * stayed at about 380 MB resident, against about 170 MB for a start on a seeded database).
 */
async function seedInChildProcess(config: Config): Promise<void> {
  const { script, execArgv } = seedChildScript();
  const job: SeedChildJob = {
    location: databaseLocation(config),
    settings: { UPLOAD_DIR: config.UPLOAD_DIR, ARGON2_MEMORY_KIB: config.ARGON2_MEMORY_KIB, ARGON2_TIME_COST: config.ARGON2_TIME_COST, DEMO_HISTORY: config.DEMO_HISTORY },
  };
  // Imported from -e rather than run as the main script: the modules bundled with it (this one, migrate.ts) act as
  // command-line programs when they are node's main script.
  const child = spawn(process.execPath, [...execArgv, '--input-type=module', '-e', `await import(${JSON.stringify(pathToFileURL(script).href)});`], {
    cwd: projectRoot,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ISOKO_SEED_JOB: JSON.stringify(job) },
  });
  const [code, signal] = (await once(child, 'exit')) as [number | null, NodeJS.Signals | null];
  if (code !== 0) throw new Error(`seeding the demo shop failed (${signal ?? `exit code ${code}`})`);
}

/**
 * Prepares a migrated database for serving: the admin, and with `seedIfEmpty` the demo shop (seeded in a child
 * process) when the database is empty. Only a start that asks seeds: a shop's own server never fills its database
 * with demo products because it happened to start on an empty one.
 */
export async function prepareDatabase(db: ShopPrisma, config: Config, options: { seedIfEmpty: boolean }): Promise<void> {
  const seed = options.seedIfEmpty && (await isDatabaseEmpty(db));
  await ensureAdmin(db, config);
  if (seed) await seedInChildProcess(config);
}

/** The seeding command's options: `--reset`, and the history's size (`--orders 100000 --days 365 --seed 7`). */
export function seedCommandOptions(args: readonly string[]): { reset: boolean; history: HistoryOptions } {
  const number = (name: string, fallback: number, least: number) => {
    const at = args.indexOf(`--${name}`);
    if (at === -1) return fallback;
    const value = Number(args[at + 1]);
    if (!Number.isInteger(value) || value < least) throw new Error(`--${name} takes a whole number of at least ${least}, not ${args[at + 1] ?? 'nothing'}`);
    return value;
  };
  return {
    reset: args.includes('--reset'),
    history: { orders: number('orders', DEMO_HISTORY.orders, 0), days: number('days', DEMO_HISTORY.days, 1), seed: number('seed', DEMO_HISTORY.seed, 0) },
  };
}

// `npm run seed`: re-creates the database from scratch (stop the server first); `npm run seed -- --orders 100000` seeds
// a large history for measuring (bench/history.ts).
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const config = loadConfig();
  const { reset, history } = seedCommandOptions(process.argv.slice(2));
  if (reset) {
    if (config.database.kind === 'postgresql') throw new Error('--reset re-creates a SQLite file only: on PostgreSQL, drop and create the database, then seed.');
    for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(`${config.databaseFile}${suffix}`, { force: true });
  }
  await applyMigrations(databaseLocation(config));
  const database = await openDatabase(databaseLocation(config));
  const db = database.prisma;
  const started = Date.now();
  await ensureAdmin(db, config);
  const result = (await isDatabaseEmpty(db)) ? await seedDemoData(database, config, new Date(), history) : { products: 0, orders: 0 };
  await database.close();
  const where = config.database.kind === 'postgresql' ? 'the PostgreSQL database' : config.databaseFile;
  console.log(`seeded ${result.products} products and ${result.orders} orders into ${where} in ${Date.now() - started} ms`);
}
