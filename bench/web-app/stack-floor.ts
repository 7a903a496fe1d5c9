/**
 * Builds the stack's smallest app (bench/web-app/stack-floor) with the web app's own production settings and
 * measures its JavaScript gzipped: the part of a first visit that no app code of ours can remove.
 */
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

export async function stackFloorGzipBytes(outDir = resolve('var/bench-stack-floor')): Promise<number> {
  // The same production files of react-router the web app's build takes (see client/vite.config.ts).
  const folder = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production');
  await build({
    root: resolve(import.meta.dirname, 'stack-floor'),
    configFile: false,
    logLevel: 'silent',
    plugins: [react()],
    resolve: {
      alias: [
        { find: /^react-router$/, replacement: join(folder, 'index.mjs') },
        { find: /^react-router\/dom$/, replacement: join(folder, 'dom-export.mjs') },
      ],
    },
    build: { outDir, emptyOutDir: true, target: 'es2022' },
  });
  const assets = join(outDir, 'assets');
  const scripts = (await readdir(assets)).filter((file) => file.endsWith('.js'));
  let total = 0;
  for (const file of scripts) total += gzipSync(await readFile(join(assets, file)), { level: 9 }).length;
  return total;
}
