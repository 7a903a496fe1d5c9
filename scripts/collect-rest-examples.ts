/**
 * Gathers the answers recorded by the REST API tests (run with REST_EXAMPLES_DIR=<dir>) into
 * server/rest/openapi-examples.json, the examples of /api/openapi.json: each one a real answer of its route.
 *
 *   rm -rf var/rest-examples && REST_EXAMPLES_DIR=var/rest-examples npx vitest run --project api rest.test.ts ...
 *   npx tsx scripts/collect-rest-examples.ts var/rest-examples
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { operationIdOf } from '../server/rest/openapi.js';
import { restRoutes } from '../server/rest/routes.js';

const directory = process.argv[2] ?? 'var/rest-examples';
const target = 'server/rest/openapi-examples.json';
type Examples = Record<string, Record<string, unknown>>;
const previous = JSON.parse(readFileSync(target, 'utf8')) as Examples;
const recorded: Examples = {};
for (const name of readdirSync(directory).sort()) {
  const match = /^(\w+)\.(\d{3})\.json$/.exec(name);
  if (!match) continue;
  (recorded[match[1]!] ??= {})[match[2]!] = JSON.parse(readFileSync(join(directory, name), 'utf8')) as unknown;
}
// Route order, so that the file reads like the document; what this run did not reach keeps its earlier example.
const examples: Examples = {};
for (const route of restRoutes) {
  const id = operationIdOf(route);
  const merged = { ...previous[id], ...recorded[id] };
  if (Object.keys(merged).length > 0) examples[id] = merged;
}
writeFileSync(target, `${JSON.stringify(examples, null, 2)}\n`);
const missing = restRoutes.map(operationIdOf).filter((id) => !(id in examples));
console.log(`${Object.keys(examples).length} examples written to ${target}${missing.length > 0 ? `; none yet for ${missing.join(', ')}` : ''}`);
