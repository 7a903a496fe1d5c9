import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { printSchema } from 'graphql';
import { projectRoot } from '../lib/project-root.js';
import { schema } from './schema.js';

/** schema.graphql as the server would serve it; `npm run schema:print` writes it, CI compares it. */
export function printedSchema(): string {
  return `${printSchema(schema)}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const target = join(projectRoot, 'schema.graphql');
  writeFileSync(target, printedSchema());
  console.log(`wrote ${target}`);
}
