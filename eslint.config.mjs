import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const remotes = ['marketing-mfe', 'academy-mfe', 'content-mfe', 'accounts-mfe'];
const apps = ['shell', ...remotes];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      '**/coverage/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, 'import-x': importX },
    languageOptions: { globals: { ...globals.browser } },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-cycle': 'error',
      // Federation rules (ARCHITECTURE.md): an app never imports another app's source; it uses
      // another remote only through an exposed module, and shares code only through ui/.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...apps.map((app) => ({
              target: `./${app}`,
              from: apps.filter((other) => other !== app).map((other) => `./${other}`),
              message: 'Apps do not import each other: load an exposed module, or move shared code to ui/.',
            })),
            { target: './ui', from: apps.map((app) => `./${app}`), message: 'ui/ depends on no app.' },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tools/jest/**', 'e2e/**'],
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
  },
  {
    // Playwright fixtures take a `use` callback that is not React's hook.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // The leads contract is one module that compiles alone for the API and bundles from source
    // for the front ends: nothing beside it to import.
    files: ['packages/leads/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['./*', '../*'], message: '@site/leads is one module without relative imports.' },
          ],
        },
      ],
    },
  },
  { files: ['**/public/**/*.js'], languageOptions: { globals: { ...globals.browser } } },
  {
    files: ['**/*.{js,mjs,cjs}', 'api/**/*.ts', 'e2e/**/*.ts', 'scripts/**'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
