import fs from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const dirs = (path) =>
  fs.existsSync(path)
    ? fs
        .readdirSync(path, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];

// STYLE.md boundaries: features and modules never import each other; shared imports neither side;
// client and server never import each other.
const isolate = (base) =>
  dirs(base).map((name) => ({
    target: `${base}/${name}`,
    from: base,
    except: [`./${name}`],
    message: `${base}/${name} may not import a sibling; compose them one level up.`,
  }));

const LAYER_ZONES = [
  {
    target: './src/shared',
    from: './src/client',
    message: 'shared is isomorphic: no client code.',
  },
  {
    target: './src/shared',
    from: './src/server',
    message: 'shared is isomorphic: no server code.',
  },
  {
    target: './src/client',
    from: './src/server',
    message: 'types cross only through src/shared/contracts.',
  },
  {
    target: './src/server',
    from: './src/client',
    message: 'types cross only through src/shared/contracts.',
  },
  ...isolate('./src/client/features'),
  ...isolate('./src/server/modules'),
];

// Test helpers live in test/ (server) and src/client/testing/ (client); only tests import them,
// so nothing a user runs can pull in a fake or a fixture (test/lint/boundaries.test.ts).
const TEST_HELPER_ZONES = ['./test', './src/client/testing'].map((from) => ({
  target: './src',
  from,
  message: 'only tests may import test helpers.',
}));

export default tseslint.config(
  {
    ignores: [
      'dist',
      '.dist-*',
      'node_modules',
      'drizzle',
      'coverage',
      'test-results',
      'playwright-report',
      'bench/.tmp',
      '.ci/node24',
      // Probes break the rules on purpose; test/lint/boundaries.test.ts lints them itself.
      'test/lint/probes',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    // The TypeScript resolver reads tsconfig.json, so extensionless imports and the @shared, @client
    // and @server aliases resolve to files. Without that, no-restricted-paths and no-cycle see no
    // path at all and stay silent (test/lint/boundaries.test.ts guards this).
    settings: {
      // import-x only follows files with these endings; without .ts/.tsx no-cycle never walks the
      // graph and stays silent.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: './tsconfig.json', alwaysTryTypes: true }),
      ],
    },
    rules: {
      // The classic hook rules; the compiler-era rules flag the hydration pattern (state set in an
      // effect after the prerendered first paint) that this app relies on.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      // Cycles inside packages are not ours to fix, and walking node_modules triples lint time.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: LAYER_ZONES,
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Only src/server/env.ts reads the environment.',
        },
      ],
    },
  },
  {
    // Application code (src, not its tests or the client's test helpers): the layer zones plus
    // the test-helper ones. A rule's options are replaced, not merged, hence both lists again.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'src/client/testing/**'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...LAYER_ZONES, ...TEST_HELPER_ZONES] }],
    },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // Entry points, tooling and tests may read the environment.
    files: [
      'src/server/env.ts',
      'scripts/**',
      'bench/**',
      'e2e/**',
      'test/**',
      '**/*.test.ts',
      '**/*.test.tsx',
      '*.config.ts',
      '*.config.js',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['src/shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'react', 'react-dom', 'drizzle-orm', 'drizzle-orm/*', 'fastify'],
              message: 'shared is pure and isomorphic.',
            },
          ],
        },
      ],
    },
  },
);
