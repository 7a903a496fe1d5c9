import { lingui } from '@lingui/vite-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import * as zlib from 'node:zlib';
import { type Alias, defineConfig, type Plugin } from 'vite';
import { offlinePlugins } from './src/features/offline/pwaBuild';
import { messageCatalogues, messagesChunkName } from './src/i18n/catalogueBuild';
import { relayUnusedParts } from './src/relay/relayBuild';

const clientRoot = import.meta.dirname;
// The Lingui macro (inside Babel) and the Lingui plugin both find their configuration through this.
process.env.LINGUI_CONFIG ??= `${clientRoot}/lingui.config.ts`;

/**
 * Writes a gzip (level 9) and a brotli (quality 11) copy beside every text file of the build, once, so the server
 * sends compressed files without compressing per request (serveStatic's `precompressed`). On slow mobile data this is
 * the largest single saving: the first visit's JavaScript shrinks about 4 times on the wire.
 */
function precompress(): Plugin {
  let outDir = '';
  const gzip = promisify(zlib.gzip);
  const brotli = promisify(zlib.brotliCompress);
  return {
    name: 'isoko-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const files = (await readdir(outDir, { recursive: true })).filter((file) => /\.(js|css|html|svg|json|txt|webmanifest)$/.test(file));
        // Compression runs on libuv's thread pool, so the files are done side by side.
        await Promise.all(
          files.map(async (file) => {
            const path = join(outDir, file);
            const bytes = await readFile(path);
            if (bytes.length < 1024) return;
            const brotliParams = { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length };
            const [gzipped, brotlied] = await Promise.all([gzip(bytes, { level: 9 }), brotli(bytes, { params: brotliParams })]);
            await Promise.all([writeFile(`${path}.gz`, gzipped), writeFile(`${path}.br`, brotlied)]);
          }),
        );
      },
    },
  };
}

/**
 * Route modules every first visit needs. Their code travels as ONE chunk (with one stylesheet) instead of the ~30
 * small files automatic splitting makes of them: on a phone's mobile data each file costs a round trip, and HTTP/1.1
 * fetches six at a time, so the file count (not the bytes) decided when the first page could paint. The chunk is
 * preloaded from index.html (`<link rel="modulepreload">` and its stylesheet) so it downloads alongside the entry
 * instead of after it has run.
 */
const FIRST_VISIT_MODULES = ['app', 'features/shell/AppLayoutRoute', 'features/home/HomeRoute'];
const FIRST_VISIT_CHUNK = 'first-visit';
/**
 * The offline start (banner, service worker, the queue of cart changes made offline), loaded by every visit once the
 * page has loaded: one file with the queue's small modules, which other chunks (checkout, the offline sending) share,
 * instead of three.
 */
const OFFLINE_START_MODULES = ['features/offline/startOffline'];
const OFFLINE_START_CHUNK = 'startOffline';
/** What a first visit runs: the entry, the first-visit chunk and the offline start. Their words are the first to load. */
const FIRST_SCREEN = { modules: ['main', ...FIRST_VISIT_MODULES, ...OFFLINE_START_MODULES] };

/**
 * Collects, once the module graph is built, the modules of a chunk such as the first-visit one: everything `modules`
 * import statically, except what the entry itself imports statically (the entry must stay tiny and run at once: it
 * starts the first queries while the rest downloads). The set is read by the chunk group's `test`; a module also in a
 * group of higher priority goes there.
 */
function staticClosureChunk(name: string, modules: string[]): { plugin: Plugin; test: (id: string) => boolean } {
  const members = new Set<string>();
  const plugin: Plugin = {
    name: `isoko-${name}-chunk`,
    apply: 'build',
    buildEnd() {
      const staticClosure = (roots: string[]) => {
        const seen = new Set<string>();
        const stack = [...roots];
        while (stack.length > 0) {
          const id = stack.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      const ids = [...this.getModuleIds()];
      const find = (path: string) => {
        const id = ids.find((candidate) => candidate.endsWith(`/src/${path}.tsx`));
        if (!id) throw new Error(`staticClosureChunk: no module src/${path}.tsx; update the ${name} chunk's modules`);
        return id;
      };
      const entry = staticClosure([find('main')]);
      members.clear();
      for (const id of staticClosure(modules.map(find))) if (!entry.has(id)) members.add(id);
    },
  };
  return { plugin, test: (id) => members.has(id) };
}

function preloadFirstVisitChunk(): Plugin {
  let base = '/';
  return {
    name: 'isoko-preload-first-visit-chunk',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return [];
        const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
        const first = chunks.find((item) => item.name === FIRST_VISIT_CHUNK);
        if (!first) throw new Error('preloadFirstVisitChunk: the build has no first-visit chunk');
        // The entry's own imports are preloaded by Vite already.
        const done = new Set<string>([entry.fileName, ...entry.imports]);
        const scripts: string[] = [];
        const styles = new Set<string>();
        const visit = (fileName: string) => {
          if (done.has(fileName)) return;
          done.add(fileName);
          const chunk = chunks.find((item) => item.fileName === fileName);
          if (!chunk) return;
          chunk.imports.forEach(visit);
          scripts.push(fileName);
          chunk.viteMetadata?.importedCss.forEach((css) => styles.add(css));
        };
        visit(first.fileName);
        return [
          ...[...styles].map((href) => ({ tag: 'link', attrs: { rel: 'stylesheet', crossorigin: true, href: base + href }, injectTo: 'head' as const })),
          ...scripts.map((href) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: base + href }, injectTo: 'head' as const })),
        ];
      },
    },
  };
}

/**
 * The web app's build. babel-plugin-relay turns graphql`` tags into imports of the compiled artifacts, the Lingui
 * macro compiles messages away, vanilla-extract turns `.css.ts` files into static CSS. In development Vite serves
 * the app and forwards API calls to the shop's server on :4000.
 */
/**
 * react-router publishes a production build but its package exports always point at the development one (dev
 * warnings on). Builds take the production files; the dev server keeps the warnings.
 */
function reactRouterProductionBuild(): Alias[] {
  const folder = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production');
  const files = { 'react-router': 'index.mjs', 'react-router/dom': 'dom-export.mjs' };
  return Object.entries(files).map(([name, file]) => {
    if (!existsSync(join(folder, file))) throw new Error(`react-router no longer ships ${file} in dist/production; update client/vite.config.ts`);
    return { find: new RegExp(`^${name}$`), replacement: join(folder, file) };
  });
}

/**
 * The server's renderer (src/entry-server.tsx, loaded by the server to render shopper pages): the same modules built
 * for Node into client/dist-server. vanilla-extract names each class from its file and position, so the markup's
 * class names are the browser build's; the stylesheets themselves come from the browser build.
 */
const serverRendererBuild = {
  root: clientRoot,
  publicDir: false as const,
  resolve: { alias: reactRouterProductionBuild() },
  plugins: [react({ babel: { plugins: ['relay', '@lingui/babel-plugin-lingui-macro'] } }), lingui(), messageCatalogues(join(clientRoot, 'src')), vanillaExtractPlugin()],
  // Everything is bundled, React's production build included, whatever NODE_ENV the server runs with.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true as const, target: 'node' as const },
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: 'dist-server',
    emptyOutDir: true,
    target: 'node20',
    rollupOptions: { checks: { bundlerTimings: false } },
  },
};

export default defineConfig(({ command, isSsrBuild }) => {
  if (isSsrBuild) return serverRendererBuild;
  const firstVisit = staticClosureChunk(FIRST_VISIT_CHUNK, FIRST_VISIT_MODULES);
  const offlineStart = staticClosureChunk(OFFLINE_START_CHUNK, OFFLINE_START_MODULES);
  return {
    root: clientRoot,
    resolve: { alias: command === 'build' ? reactRouterProductionBuild() : [] },
    plugins: [
      react({ babel: { plugins: ['relay', '@lingui/babel-plugin-lingui-macro'] } }),
      lingui(),
      messageCatalogues(join(clientRoot, 'src'), command === 'build' ? FIRST_SCREEN : undefined),
      vanillaExtractPlugin(),
      relayUnusedParts(),
      firstVisit.plugin,
      offlineStart.plugin,
      preloadFirstVisitChunk(),
      // Installable and usable offline: manifest, icons, the service worker (issue 19).
      ...offlinePlugins(),
      // Last, so the service worker and the manifest (written when the bundle closes) are compressed too.
      precompress(),
    ],
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      target: 'es2022',
      // The first-visit chunk holds React, Relay and the router (about 650 KB minified, 155 KB on the wire): the
      // warning is for anything larger. bench/web-app.ts measures the first visit against its gzip budget.
      chunkSizeWarningLimit: 700,
      // Which built files each route module needs: the server links them from the pages it renders (server/pages).
      manifest: true,
      rollupOptions: {
        // Brotli at quality 11 takes a second or two once per build (8 KB less per first visit than quality 9);
        // Rolldown's slow-callback warning would print that on every `npm start`.
        checks: { bundlerTimings: false },
        output: {
          codeSplitting: {
            groups: [
              // A language's catalogues (one per feature) travel in one file per group (catalogueGroups.ts).
              { name: messagesChunkName, test: (id) => messagesChunkName(id) !== null, priority: 2 },
              { name: FIRST_VISIT_CHUNK, test: firstVisit.test, includeDependenciesRecursively: false, priority: 1 },
              { name: OFFLINE_START_CHUNK, test: offlineStart.test, includeDependenciesRecursively: false, priority: 0 },
            ],
          },
        },
      },
    },
    server: {
      port: 5173,
      proxy: { '/graphql': 'http://localhost:4000', '/uploads': 'http://localhost:4000', '/api': 'http://localhost:4000' },
    },
  };
});
