// `npm start`: builds what is stale, then serves. Plain JavaScript because it runs before anything can compile
// TypeScript: the web app is built by Vite into client/dist, and the server by esbuild into one ES module,
// dist/server/index.mjs, with the packages it uses but those in `serverExternals` (and a chunk for each module it
// imports only on some paths, in dist/server/chunks), so the server starts without compiling TypeScript at run time. Each build runs only when its output is missing or older than a source. With `--build-only` it stops
// after building (Playwright and the benchmarks build first, then start the server themselves).
// The server reads this command's own options, since it runs in this process: `--seed-if-empty` (which `npm start`
// passes) seeds the demo shop into an empty database. Outside production the payment simulator
// (devtools/payment-simulator, bundled as dist/devtools/payment-simulator.mjs) is started first when the
// configuration leaves mobile money at its local address, so the demo's mobile money works without a network.
// The web app is always a production build, whatever NODE_ENV the shell has: a development build ships React's
// development code and a service worker that never takes control, so the shop would never work offline.
/* global process, console */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { decode, encode } from '@jridgewell/sourcemap-codec';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Written after each web-app build: what was built, so a build of another kind is never taken as current. */
export const clientStamp = join(root, 'dist/client-build.txt');
const CLIENT_BUILD = { mode: 'production', output: 'client/dist', renderer: 'client/dist-server' };
const clientSources = ['client/src', 'client/public', 'client/index.html', 'client/vite.config.ts', 'client/lingui.config.ts', 'relay.config.json', 'package-lock.json'];
export const serverBundle = join(root, 'dist/server/index.mjs');
/** The demo seed, run as a child process by a seeding start (prisma/seed/seed-child.ts). */
const seedBundle = join(root, 'dist/server/seed-demo.mjs');
/** The payment simulator for a shop started outside production (never loaded in production). */
const simulatorBundle = join(root, 'dist/devtools/payment-simulator.mjs');
const serverSources = ['server', 'devtools', 'prisma/seed.ts', 'prisma/seed', 'package-lock.json', 'tsconfig.json'];

/**
 * The newest modification time under a path (0 when it does not exist).
 * @param {string} path
 * @returns {number}
 */
function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce((newest, entry) => Math.max(newest, newestChange(join(path, entry))), stats.mtimeMs);
}

/**
 * Whether an output is missing or older than any of its sources.
 * @param {string} output
 * @param {string[]} sources
 * @returns {boolean}
 */
function isStale(output, sources) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sources.some((source) => newestChange(join(root, source)) > built);
}

/**
 * Why the web app needs building, or null when its production build is current: the stamp must say the build was
 * the one `CLIENT_BUILD` describes, its output must be there, and no source may be newer.
 * @returns {string | null}
 */
export function clientBuildNeed() {
  if (!existsSync(clientStamp) || !existsSync(join(root, CLIENT_BUILD.output, 'index.html'))) return 'no build yet';
  if (!existsSync(join(root, CLIENT_BUILD.renderer, 'entry-server.js'))) return 'the page renderer was not built yet';
  // The record's first line is the build's mode; the second, when it was made.
  const mode = readFileSync(clientStamp, 'utf8').split('\n')[0]?.trim() || 'unknown';
  if (mode !== CLIENT_BUILD.mode) return `the last build was a ${mode} build`;
  if (isStale(clientStamp, clientSources)) return 'a source changed since the last build';
  return null;
}

function ensureClientBuild() {
  if (process.env.SKIP_CLIENT_BUILD === '1') return console.log('web app: build skipped (SKIP_CLIENT_BUILD=1)');
  const need = clientBuildNeed();
  if (!need) return console.log('web app: production build is current');
  console.log(`web app: building for production (${need})...`);
  const started = Date.now();
  const vite = join(root, 'node_modules/vite/bin/vite.js');
  // NODE_ENV decides React's build and the service worker's; Vite only sets it when the shell has none.
  // The browser's app, then the server's renderer of its pages (the same modules built for Node, client/dist-server).
  for (const ssr of [[], ['--ssr', 'src/entry-server.tsx']]) {
    execFileSync(process.execPath, [vite, 'build', '--config', 'client/vite.config.ts', '--mode', CLIENT_BUILD.mode, '--logLevel', 'warn', ...ssr], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production', VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
    });
  }
  mkdirSync(dirname(clientStamp), { recursive: true });
  writeFileSync(clientStamp, `${CLIENT_BUILD.mode}\n${new Date().toISOString()}\n`);
  console.log(`web app: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * Packages the server bundle leaves in node_modules, loaded from there at run time: native addons and the packages
 * around them (argon2, libsql, sharp), packages that find files of their own when they run (Prisma's client and its
 * query compilers, pino's transports, the PostgreSQL driver's optional native part), and big ones only some requests
 * load (GraphiQL outside production, the emoji set). Every other package is bundled with the server: loading it as
 * some 1,200 modules from node_modules (resolving, reading, compiling each) was most of a start. `npm start` on a
 * seeded database, to /healthz: 1.55 s (median of 5) with every package external, 0.71 s bundled on a quiet machine;
 * 1.37-1.71 s against 0.98-1.03 s taken in turns while another process kept both cores busy. The bundle is written
 * without comments and with no character beyond Latin-1 (V8 holds a script's text at one byte a character only then):
 * the idle server's live heap went from 58 MB to 46 MB, and bench/memory.ts settled at 297-302 MB (321-341 before).
 */
const serverExternals = [
  'argon2',
  'libsql',
  '@libsql/client',
  'sharp',
  '@prisma/client',
  '@prisma/client/*',
  'pino',
  'pg',
  '@iconify-json/*',
  '@graphql-yoga/render-graphiql',
];

/**
 * Keeps the server's own sources in the bundle's source map: code bundled from node_modules is marked unmapped
 * (a stack frame there names the bundle's line and column). Node parses a source map into an array per mapping the
 * first time a stack trace is written; with every package's mappings that was about 350,000 arrays, some 35 MB kept
 * for good, against about 110,000 for the server's own code.
 * @param {string} mapFile
 */
export function keepOwnSourceMappings(mapFile) {
  /** @type {unknown} */
  const parsed = JSON.parse(readFileSync(mapFile, 'utf8'));
  const map = /** @type {{ sources: string[]; mappings: string }} */ (parsed);
  const own = map.sources.map((source) => !source.includes('node_modules/'));
  const lines = decode(map.mappings).map((line) => {
    /** @type {import('@jridgewell/sourcemap-codec').SourceMapSegment[]} */
    const kept = [];
    let mapped = false;
    for (const segment of line) {
      const ours = segment.length > 1 && own[/** @type {number} */ (segment[1])] === true;
      if (ours) kept.push(segment);
      else if (mapped || kept.length === 0) kept.push([/** @type {number} */ (segment[0])]);
      else continue;
      mapped = ours;
    }
    return kept;
  });
  writeFileSync(mapFile, JSON.stringify({ ...map, mappings: encode(lines) }));
}

async function ensureServerBuild() {
  if ([serverBundle, seedBundle, simulatorBundle].every((bundle) => !isStale(bundle, serverSources))) return console.log('server: build is current');
  const started = Date.now();
  const { build } = await import('esbuild');
  /** @type {import('esbuild').BuildOptions} */
  const common = {
    outdir: join(root, 'dist'),
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
  };
  // A module the server imports only on some paths (PostgreSQL's, for a postgresql:// URL) stays a chunk of its own,
  // loaded when it is imported. Bundled CommonJS packages require node's own modules through `require`.
  rmSync(join(root, 'dist/server/chunks'), { recursive: true, force: true });
  await build({
    ...common,
    entryPoints: { 'server/index': join(root, 'server/index.ts') },
    external: serverExternals,
    splitting: true,
    chunkNames: 'server/chunks/[name]-[hash]',
    // Stack traces need the mappings only; the sources are beside the bundle.
    sourcesContent: false,
    minifyWhitespace: true,
    banner: { js: "import { createRequire as __bundleCreateRequire } from 'node:module';\nconst require = __bundleCreateRequire(import.meta.url);" },
  });
  for (const mapFile of [`${serverBundle}.map`, ...readdirSync(join(root, 'dist/server/chunks')).filter((name) => name.endsWith('.map')).map((name) => join(root, 'dist/server/chunks', name))]) {
    keepOwnSourceMappings(mapFile);
  }
  // The demo seed's child process and the payment simulator run once or outside production: their packages stay external.
  await build({
    ...common,
    entryPoints: {
      'server/seed-demo': join(root, 'prisma/seed/seed-child.ts'),
      'devtools/payment-simulator': join(root, 'devtools/payment-simulator/for-the-shop.ts'),
    },
    packages: 'external',
  });
  console.log(`server: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const isEntryPoint = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isEntryPoint) {
  ensureClientBuild();
  await ensureServerBuild();
}
/**
 * V8 tuning for the server, applied here because this process becomes the server. On a machine with gigabytes of
 * memory V8 lets the old generation grow by a factor of up to 4 between full collections, so under load the heap
 * filled with garbage: 344-384 MB resident at the peak of a read load (20 connections) for a live set of 50-70 MB.
 * Doubling instead kept that peak at 239-241 MB, with requests per second within the noise of V8's own choice
 * (interleaved rounds, listing / detail / REST: 115 / 170 / 194 against 110 / 158 / 191); growing by 50 % (219-224
 * MB) seemed to cost some throughput, by 200 % left the peak near 300 MB. This flag is read at each collection, so
 * it works set at run time (heap size limits and the young generation would need node's command line, and a limit
 * risks running out of memory). A value given on node's command line wins (NODE_OPTIONS refuses this flag).
 * The young generation's size is read once, when V8 starts, so package.json's start script gives it on node's
 * command line (`--max-semi-space-size=4`, the benchmarks start the shop with the same options): V8's default of up to
 * 16 MB for each of its two halves kept 32 MB resident, grown under load and never given back. bench/memory.ts
 * settled at 253 and 270 MB with 4 MB halves against 297 and 302 MB with the default, its peak at 357-369 MB against 414.
 */
function tuneHeap() {
  if (process.execArgv.some((flag) => /^--heap[-_]growing[-_]percent/.test(flag))) return;
  setFlagsFromString('--heap-growing-percent=100');
}

if (isEntryPoint && !process.argv.includes('--build-only')) {
  tuneHeap();
  // Stack traces point into the TypeScript sources.
  process.setSourceMapsEnabled(true);
  if (process.env.NODE_ENV !== 'production') {
    // The bundle of devtools/payment-simulator/for-the-shop.ts, typed there; plain JavaScript sees an untyped module.
    // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment
    const simulator = /** @type {{ startSimulatorForShop: () => Promise<unknown> }} */ (await import(pathToFileURL(simulatorBundle).href));
    await simulator.startSimulatorForShop();
  }
  await import(pathToFileURL(serverBundle).href);
}
