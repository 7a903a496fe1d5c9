import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project's folder, the nearest one above this module holding package.json: the same whether the server
 * runs from its TypeScript sources (server/lib) or from the bundle `npm start` builds (dist/server).
 */
function findProjectRoot(from: string): string {
  for (let folder = from; ; folder = dirname(folder)) {
    if (existsSync(join(folder, 'package.json'))) return folder;
    if (dirname(folder) === folder) throw new Error(`No package.json above ${from}`);
  }
}

export const projectRoot = findProjectRoot(dirname(fileURLToPath(import.meta.url)));
