import fs from 'node:fs';
import js from '@eslint/js';
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
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: { 'import-x/resolver-next': [importX.createNodeResolver()] },
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
      'import-x/no-cycle': 'off',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
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
          ],
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
