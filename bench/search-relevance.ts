/**
 * Search relevance benchmark over the demo seed: queries a shopper types (exact, plural, typo, multi-word,
 * brand, Kinyarwanda, French) with the products a grocer expects among the first three. Prints hit@3 and MRR
 * (first expected product within the top 10) per kind and overall, for today's search and, beside it, for
 * the plain search it replaced (the typed words only, bm25 order, over today's index with its local names, without forms or synonyms).
 *
 *   npx tsx bench/search-relevance.ts [--misses]
 */
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { prepareDatabase } from '../prisma/seed.js';
import { loadConfig } from '../server/config.js';
import { createRequestContext } from '../server/context.js';
import { applyMigrations } from '../server/database/migrate.js';
import { openDatabase } from '../server/database/open.js';
import { buildApp } from '../server/app.js';
import { literalQuery, parseSearchText } from '../server/modules/search/product-search.js';
import { RANK_WINDOW } from '../server/modules/search/search-ranking.js';
import { SqliteProductSearch } from '../server/modules/search/sqlite-product-search.js';
import { searchProducts } from '../server/modules/search/search.service.js';

type Kind = 'exact' | 'plural' | 'typo' | 'multi-word' | 'brand' | 'kinyarwanda' | 'french';

/** [query, what a grocer expects in the top 3 (a product name pattern)] by kind. */
const CASES: Record<Kind, [string, RegExp][]> = {
  exact: [
    ['milk', /(whole|long life|low fat|powdered) milk/i],
    ['rice', /rice \d/i],
    ['bread', /sliced bread/i],
    ['sugar', /sugar/i],
    ['beans', /beans/i],
    ['eggs', /fresh eggs/i],
    ['honey', /honey/i],
    ['tea', /tea (leaves|bags)/i],
    ['coffee', /coffee/i],
    ['butter', /butter$/i],
    ['cheese', /cheese/i],
    ['salt', /iodised salt/i],
    ['flour', /flour/i],
    ['spaghetti', /spaghetti/i],
    ['water', /mineral water|sparkling water/i],
    ['juice', /juice/i],
    ['soap', /soap/i],
    ['toothpaste', /toothpaste/i],
    ['chicken', /^(whole|local) chicken|chicken (breast|drumsticks)/i],
    ['yoghurt', /yoghurt/i],
    ['margarine', /margarine/i],
    ['detergent', /washing powder/i],
    ['sosoma', /sosoma/i],
  ],
  plural: [
    ['tomatoes', /^tomatoes$/i],
    ['potatoes', /potatoes/i],
    ['onions', /onions/i],
    ['carrot', /carrots/i],
    ['biscuit', /biscuits/i],
    ['mango', /mangoes/i],
    ['lemon', /lemons/i],
    ['apple', /red apples/i],
    ['strawberry', /strawberries/i],
    ['sausage', /sausages/i],
    ['noodle', /noodles/i],
    ['egg', /eggs/i],
    ['avocado', /avocados/i],
    ['peppers', /peppers/i],
    ['samosa', /samosas/i],
  ],
  typo: [
    ['tomatos', /tomatoes/i],
    ['suger', /sugar/i],
    ['bred', /bread/i],
    ['inyage', /inyange/i],
    ['mlik', /(whole|long life|low fat|powdered) milk/i],
    ['bananna', /bananas/i],
    ['avocadoes', /avocados/i],
    ['spagetti', /spaghetti/i],
    ['yogurt', /yoghurt/i],
    ['chiken', /chicken/i],
    ['coffe', /coffee/i],
    ['toothpast', /toothpaste/i],
    ['margerine', /margarine/i],
    ['choclate', /chocolate/i],
    ['potatos', /potatoes/i],
    ['shampo', /shampoo/i],
    ['hony', /honey/i],
    ['biscits', /biscuits/i],
  ],
  'multi-word': [
    ['inyange milk', /inyange .*milk/i],
    ['brown sugar', /brown sugar/i],
    ['basmati rice', /basmati rice/i],
    ['peanut butter', /peanut butter/i],
    ['baby diapers', /baby diapers/i],
    ['tomato paste', /tomato paste/i],
    ['cooking oil', /cooking oil/i],
    ['green beans', /green beans/i],
    ['whole milk', /whole milk/i],
    ['sweet potatoes', /sweet potatoes/i],
    ['chilli sauce', /chilli sauce/i],
    ['inyage juice', /inyange .*juice/i],
    ['fresh milk 1 l', /fresh whole milk 1 l/i],
  ],
  brand: [
    ['inyange', /inyange/i],
    ['azam', /azam/i],
    ['nido', /nido/i],
    ['colgate', /colgate/i],
    ['sulfo', /sulfo/i],
    ['mukwano', /mukwano/i],
    ['nivea', /nivea/i],
    ['akabanga', /akabanga/i],
  ],
  kinyarwanda: [
    ['amata', /milk/i],
    ['ibitoki', /bananas/i],
    ['ibishyimbo', /beans/i],
    ['umuceri', /rice/i],
    ['isukari', /sugar/i],
    ['umugati', /bread/i],
    ['amagi', /eggs/i],
    ['ibirayi', /potatoes/i],
    ['amata inyange', /inyange .*milk/i],
    ['ubuki', /honey/i],
    ['icyayi', /tea (leaves|bags)/i],
    ['ikawa', /coffee/i],
    ['isabune', /soap/i],
    ['inkoko', /chicken/i],
    ['umuti w amenyo', /toothpaste/i],
    ['ibishimbo', /beans/i],
    ['umuce', /rice/i],
  ],
  french: [
    ['lait', /milk/i],
    ['riz', /rice/i],
    ['sucre', /sugar/i],
    ['pain', /bread/i],
    ['oeufs', /eggs/i],
    ['pommes de terre', /potatoes/i],
    ['haricots', /beans/i],
    ['bananes', /bananas/i],
    ['lait inyange', /inyange .*milk/i],
    ['poulet', /chicken/i],
    ['poisson', /tilapia|perch|sambaza/i],
    ['fromage', /cheese/i],
    ['miel', /honey/i],
    ['savon', /soap/i],
    ['dentifrice', /toothpaste/i],
    ['farine de mais', /maize flour/i],
    ['huile', /oil/i],
    ['couches', /diapers/i],
  ],
};

const showMisses = process.argv.includes('--misses');
const workDir = resolve('var/bench-relevance');
rmSync(workDir, { recursive: true, force: true });
const databaseFile = join(workDir, 'seed.db');
const config = loadConfig({ ...process.env, DATABASE_URL: `file:${databaseFile}`, LOG_LEVEL: 'silent', UPLOAD_DIR: join(workDir, 'uploads'), MAIL_DIR: join(workDir, 'mail'), JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123' });
await applyMigrations(databaseFile);
const seeding = await openDatabase(databaseFile);
await prepareDatabase(seeding.prisma, config, { seedIfEmpty: true });
await seeding.close();

const app = await buildApp({ config });
const context = await createRequestContext(app.services, { accessToken: null, clientAddress: 'bench', userAgent: null });
if (app.services.db.dialect !== 'sqlite') throw new Error('This benchmark measures the SQLite index');
const sqlite = app.services.db;
const db = sqlite.prisma;
const productNames = new Map((await db.product.findMany({ select: { id: true, name: true } })).map((product) => [product.id, product.name]));
// The search this one replaced: the typed words only (last as a prefix), in bm25 order.
const plainIndex = new SqliteProductSearch(sqlite.sql, db, RANK_WINDOW, 0);

interface Score { hits: number; reciprocalRanks: number; count: number }
const rankOf = (ids: string[], expected: RegExp) => ids.findIndex((id) => expected.test(productNames.get(id) ?? '')) + 1;

async function evaluate(kinds: Kind[]): Promise<void> {
  const total = { now: { hits: 0, reciprocalRanks: 0, count: 0 }, before: { hits: 0, reciprocalRanks: 0, count: 0 } };
  console.log(`kind          queries | hit@3 now | MRR now | hit@3 before | MRR before`);
  for (const kind of kinds) {
    const now: Score = { hits: 0, reciprocalRanks: 0, count: 0 };
    const before: Score = { hits: 0, reciprocalRanks: 0, count: 0 };
    for (const [text, expected] of CASES[kind]) {
      const found = await searchProducts(context, text, 0, 10);
      const plain = await plainIndex.search(literalQuery(parseSearchText(text)), 0, 10);
      for (const [score, ids] of [[now, found.ids ?? []], [before, plain]] as const) {
        const rank = rankOf(ids, expected);
        score.count += 1;
        if (rank >= 1 && rank <= 3) score.hits += 1;
        if (rank >= 1) score.reciprocalRanks += 1 / rank;
      }
      const rank = rankOf(found.ids ?? [], expected);
      if (showMisses && !(rank >= 1 && rank <= 3)) {
        console.log(`  miss: ${text} (rank ${rank || '-'}; corrected: ${found.correctedQuery}) top 3: ${(found.ids ?? []).slice(0, 3).map((id) => productNames.get(id)).join(' | ')}`);
      }
    }
    for (const key of ['hits', 'reciprocalRanks', 'count'] as const) {
      total.now[key] += now[key];
      total.before[key] += before[key];
    }
    console.log(`${kind.padEnd(13)} ${String(now.count).padStart(7)} | ${(now.hits / now.count).toFixed(2).padStart(9)} | ${(now.reciprocalRanks / now.count).toFixed(2).padStart(7)} | ${(before.hits / before.count).toFixed(2).padStart(12)} | ${(before.reciprocalRanks / before.count).toFixed(2).padStart(10)}`);
  }
  const { now, before } = total;
  console.log(`${'all'.padEnd(13)} ${String(now.count).padStart(7)} | ${(now.hits / now.count).toFixed(2).padStart(9)} | ${(now.reciprocalRanks / now.count).toFixed(2).padStart(7)} | ${(before.hits / before.count).toFixed(2).padStart(12)} | ${(before.reciprocalRanks / before.count).toFixed(2).padStart(10)}\n`);
}

console.log(`Relevance over the demo seed (${productNames.size} products): the expected product in the top 3 (hit@3), 1/rank of the first (MRR)\n`);
await evaluate(['exact', 'plural', 'typo', 'multi-word', 'brand', 'kinyarwanda', 'french']);
await app.close();
rmSync(workDir, { recursive: true, force: true });
