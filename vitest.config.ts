import { defineConfig } from 'vitest/config';

// Each run works in a folder of its own, so that runs side by side never wipe each other's databases.
process.env.ISOKO_TEST_ROOT ??= `var/test/run-${process.pid}-${Date.now()}`;

// Two projects: fast pure unit tests, and API tests that drive buildApp() in process over HTTP semantics.
export default defineConfig({
  resolve: {
    // graphql ships ESM and CJS builds; Pothos and Yoga must share one copy, so everything gets the CJS one.
    alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }],
  },
  test: {
    env: { ISOKO_TEST_ROOT: process.env.ISOKO_TEST_ROOT },
    // Two workers suit the 2-core machines this runs on.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          exclude: ['tests/unit/client/**'],
          environment: 'node',
        },
      },
      {
        // Web app components, built as the app is (Relay, Lingui macros, vanilla-extract), in a simulated browser.
        extends: './client/vite.config.ts',
        root: import.meta.dirname,
        test: {
          name: 'client',
          include: ['tests/unit/client/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/helpers/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // Each file gets its own copy of the seeded database.
          pool: 'forks',
        },
      },
    ],
  },
});
