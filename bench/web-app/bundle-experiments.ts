/**
 * Build settings tried on the web app's first load: each variant is built with source maps on top of
 * client/vite.config.ts and compared with the configuration as it is, in gzipped KB (zlib level 9) of the home
 * route's first-load JavaScript.
 *
 *   npx tsx bench/web-app/bundle-experiments.ts [name ...]
 */
import { join, resolve } from 'node:path';
import type { InlineConfig, Plugin } from 'vite';
import { analyseFirstLoad, type BundleReport } from './bundle.js';

const root = resolve(import.meta.dirname, '../..');

/**
 * For size only, never for running: replaces Relay modules a hooks-only app does not call (legacy containers,
 * entry points, subscriptions, updatable proxies, experimental observers, the inactive side of the
 * ENABLE_ACTIVITY_COMPATIBILITY switch) with an empty stub, to see what a tree-shakeable Relay would weigh.
 */
function stubUnusedRelay(): Plugin {
  const stubbed = new RegExp(
    'node_modules/(' +
      [
        'react-relay/lib/relay-hooks/(EntryPointContainer\\.react|loadEntryPoint|prepareEntryPoint_DEPRECATED|useEntryPointLoader|useSubscription|useFragmentInternal_CURRENT|useClientQuery|usePrefetchableForwardPaginationFragment|useMutationAction_EXPERIMENTAL|ProfilerContext)',
        'react-relay/lib/relay-hooks/legacy/.*',
        'relay-runtime/lib/mutations/(createUpdatableProxy|readUpdatableQuery|readUpdatableFragment)',
        'relay-runtime/lib/store/(observeFragmentExperimental|observeQueryExperimental|waitForFragmentExperimental|createFragmentSpecResolver|RelayModernFragmentSpecResolver)',
        'relay-runtime/lib/(query/fetchQuery_DEPRECATED|subscription/requestSubscription|network/RelayQueryResponseCache)',
      ].join('|') +
      ')\\.js$',
  );
  return {
    name: 'experiment-stub-unused-relay',
    enforce: 'pre',
    load(id) {
      return stubbed.test(id) ? 'module.exports = function stubbed() { throw new Error("stubbed for a size experiment"); };' : null;
    },
  };
}

const experiments: Record<string, InlineConfig> = {
  'as configured': {},
  'no modulepreload polyfill': { build: { modulePreload: { polyfill: false } } },
  'target es2020': { build: { target: 'es2020' } },
  'target esnext': { build: { target: 'esnext' } },
  'minify: esbuild instead of oxc': { build: { minify: 'esbuild' } },
  'oxc: mangle top-level names, 3 compress passes': {
    build: { rolldownOptions: { output: { minify: { compress: { maxIterations: 3 }, mangle: { toplevel: true } } } } },
  },
  'tree-shake: property reads have no side effects': { build: { rolldownOptions: { treeshake: { propertyReadSideEffects: false } } } },
  'relay packages marked free of side effects': {
    build: { rolldownOptions: { treeshake: { moduleSideEffects: [{ test: /node_modules\/(relay-runtime|react-relay)\//, sideEffects: false }] } } },
  },
  'upper bound: Relay without the modules hooks do not use': { plugins: [stubUnusedRelay()] },
  'one chunk for the libraries (react, relay, router)': {
    build: {
      rolldownOptions: {
        output: {
          advancedChunks: { groups: [{ name: 'vendor', test: /node_modules\/(react|react-dom|scheduler|react-relay|relay-runtime|react-router)\// }] },
        },
      },
    },
  },
};

const only = process.argv.slice(2);
const names = Object.keys(experiments).filter((name) => only.length === 0 || only.includes(name) || name === 'as configured');
const results: { name: string; report: BundleReport | null; error?: string }[] = [];
for (const name of names) {
  try {
    const report = await analyseFirstLoad(experiments[name], join(root, 'var/bench-web-app/experiment'));
    results.push({ name, report });
  } catch (error) {
    results.push({ name, report: null, error: error instanceof Error ? error.message.split('\n')[0] : String(error) });
  }
}

const baseline = results[0]?.report?.totalGzipKb ?? 0;
const groupsOf = (report: BundleReport) => new Map(report.groups.map((group) => [group.name, group.gzipKb]));
const watched = ['react-dom', 'relay-runtime', 'react-relay', 'react-router'];
console.log(`first-load JavaScript of the home route, gzip -9 KB (baseline: as configured = ${baseline.toFixed(1)} KB)`);
console.log(`${'experiment'.padEnd(52)} ${'total'.padStart(7)} ${'change'.padStart(7)}  ${watched.map((name) => name.padStart(13)).join(' ')}  chunks`);
for (const { name, report, error } of results) {
  if (!report) {
    console.log(`${name.padEnd(52)} failed: ${error}`);
    continue;
  }
  const groups = groupsOf(report);
  console.log(
    `${name.padEnd(52)} ${report.totalGzipKb.toFixed(1).padStart(7)} ${(report.totalGzipKb - baseline >= 0 ? '+' : '') + (report.totalGzipKb - baseline).toFixed(1).padStart(6)}  ` +
      `${watched.map((group) => (groups.get(group) ?? 0).toFixed(1).padStart(13)).join(' ')}  ${report.chunks.length}`,
  );
}
