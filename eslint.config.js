// Lint for the whole TypeScript tree: typescript-eslint's recommended type-aware rules, tuned for the codebase.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import relay from 'eslint-plugin-relay';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules/', 'var/', 'dist/', 'server/generated/', 'client/dist/', 'client/dist-server/', 'client/src/__generated__/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    // scripts/start.mjs is plain JavaScript (it runs before anything compiles TypeScript): linted with a default project.
    languageOptions: { parserOptions: { projectService: { allowDefaultProject: ['scripts/*.mjs'] }, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-floating-promises': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      eqeqeq: ['error', 'always'],
      // Interface implementations and route handlers are async by contract even when one needs no await.
      '@typescript-eslint/require-await': 'off',
      // Timers and server callbacks take async functions that catch their own errors.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: false }],
      // `= {}` is the idiomatic default for an optional Prisma selection type parameter.
      '@typescript-eslint/no-empty-object-type': ['error', { allowObjectTypes: 'always' }],
    },
  },
  {
    // Command-line scripts talk to the person running them.
    files: ['scripts/**/*.ts', 'scripts/**/*.mjs', 'bench/**/*.ts', 'prisma/**/*.ts', 'server/graphql/print-schema.ts', 'server/database/migrate.ts'],
    rules: { 'no-console': 'off', '@typescript-eslint/restrict-template-expressions': 'off' },
  },
  {
    // Tests read REST answers as JSON whose shape the assertions themselves check (GraphQL answers are typed from
    // their documents).
    files: ['tests/**/*.ts', 'bench/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
      'no-unsafe-optional-chaining': 'off',
      'no-console': 'off',
    },
  },
  {
    // The web app: Relay's naming and colocation rules (as relay-examples lints), React's hook rules.
    files: ['client/**/*.{ts,tsx}'],
    plugins: { relay, 'react-hooks': reactHooks },
    rules: {
      'relay/graphql-syntax': 'error',
      'relay/graphql-naming': 'error',
      'relay/unused-fields': 'error',
      'relay/must-colocate-fragment-spreads': 'error',
      'relay/hook-required-argument': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-relay',
              message: "Import from 'react-relay/hooks': the package's main entry adds the legacy containers to the first download.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['eslint.config.js'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
