import type { Plugin } from 'vite';

/**
 * The Relay hooks the app imports from 'react-relay/hooks'. The package's own entry requires every hook it has (entry
 * points, subscriptions, query loaders...), and as CommonJS none of them can be dropped by the bundler; this entry
 * names only these, so the others stay out of the first visit. A hook missing here fails the build (missing export).
 */
const HOOKS: Record<string, string> = {
  RelayEnvironmentProvider: 'default',
  loadQuery: 'loadQuery',
  useFragment: 'default',
  useLazyLoadQuery: 'default',
  useMutation: 'default',
  usePaginationFragment: 'default',
  usePreloadedQuery: 'default',
  useRefetchableFragment: 'default',
  useRelayEnvironment: 'default',
};
/** What 'react-relay/hooks' passes on from relay-runtime. */
const FROM_RUNTIME = ['fetchQuery', 'graphql', 'readInlineData'];

/**
 * relay-runtime modules that only its index (or its `experimental` module) requires and that neither the app nor the
 * hooks above call: subscriptions, the deprecated fetchQuery, the response cache, the experimental observers and
 * normalization engine, the fragment resolver of the legacy containers, the profiler, the 3D-field helper and
 * optimistic updates outside useMutation. As CommonJS they would all be bundled for the index's sake.
 */
const UNUSED_RUNTIME_MODULES = new Set([
  './subscription/requestSubscription',
  './query/fetchQuery_DEPRECATED',
  './network/RelayQueryResponseCache',
  './store/observeFragmentExperimental',
  './store/observeQueryExperimental',
  './store/waitForFragmentExperimental',
  './store/NormalizationEngine',
  './store/createFragmentSpecResolver',
  './util/RelayProfiler',
  './util/createPayloadFor3DField',
  './mutations/applyOptimisticMutation',
]);

/**
 * What the store proxies (an updater's `store`) require for their readUpdatableQuery and readUpdatableFragment
 * methods, which the app never calls (it has no @updatable query or fragment).
 */
const UPDATABLE_MODULES = new Set(['./readUpdatableFragment', './readUpdatableQuery']);

/** The names under which the modules above are read by what requires them. */
const STUB_NAMES = ['observeFragment', 'observeQuery', 'waitForFragmentData', 'readUpdatableFragment', 'readUpdatableQuery'];

const HOOKS_ID = '\0isoko-react-relay-hooks';
const UNAVAILABLE_ID = '\0isoko-relay-unavailable';

/**
 * Leaves out of the browser build the parts of Relay the app never runs: the hooks it does not use, the older
 * useFragment internals react-relay picks only when RelayFeatureFlags.ENABLE_ACTIVITY_COMPATIBILITY is off (it is on
 * by default, and the app never turns it off), and the relay-runtime modules above. What is left out is replaced by a
 * function that throws (also under the names its importers read), so a later use fails loudly instead of quietly
 * doing nothing.
 */
export function relayUnusedParts(): Plugin {
  return {
    name: 'isoko-relay-unused-parts',
    apply: 'build',
    enforce: 'pre',
    resolveId(id, importer) {
      if (id === 'react-relay/hooks') return HOOKS_ID;
      if (!importer) return null;
      const path = importer.replaceAll('\\', '/');
      if (path.endsWith('/node_modules/react-relay/lib/relay-hooks/useFragmentInternal.js') && id === './useFragmentInternal_CURRENT') return UNAVAILABLE_ID;
      if (/\/node_modules\/relay-runtime\/lib\/(index|experimental)\.js$/.test(path) && UNUSED_RUNTIME_MODULES.has(id)) return UNAVAILABLE_ID;
      if (/\/node_modules\/relay-runtime\/lib\/mutations\/RelayRecordSource(Selector)?Proxy\.js$/.test(path) && UPDATABLE_MODULES.has(id)) return UNAVAILABLE_ID;
      return null;
    },
    load(id) {
      if (id === UNAVAILABLE_ID) {
        return [
          'function unavailable() { throw new Error("This part of Relay is left out of the build (client/src/relay/relayBuild.ts)"); }',
          `for (const name of ${JSON.stringify(STUB_NAMES)}) unavailable[name] = unavailable;`,
          'module.exports = unavailable;',
        ].join('\n');
      }
      if (id !== HOOKS_ID) return null;
      const hooks = Object.entries(HOOKS).map(([name, exported]) => `export { ${exported} as ${name} } from 'react-relay/lib/relay-hooks/${name}.js';`);
      return `${hooks.join('\n')}\nexport { ${FROM_RUNTIME.join(', ')} } from 'relay-runtime';\n`;
    },
  };
}
