import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import tseslint from 'typescript-eslint';
import siteRules from './tools/eslint/site-rules.mjs';

const require = createRequire(import.meta.url);
const apps = require('./tools/apps.js').apps.map((app) => app.dir);
const { rawColourSelectors } = require('./tools/eslint/raw-colours.js');
const extensions = ['.ts', '.tsx', '.js'];

/** The features of an app: the folders under `src/features`. */
const featuresOf = (app) =>
  existsSync(`${app}/src/features`)
    ? readdirSync(`${app}/src/features`, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];

/**
 * Boundaries inside an app (docs/frontend.md, "Layout of an app"): code flows from src/components and
 * src/lib to the features, and from the features to the pages in src/routes, never back; a
 * feature does not reach into another feature's files.
 */
const insideAppZones = apps.flatMap((app) => {
  const features = featuresOf(app);
  const src = `./${app}/src`;
  return [
    ...features.map((feature) => ({
      target: `${src}/features/${feature}`,
      from: features.filter((other) => other !== feature).map((other) => `${src}/features/${other}`),
      message: 'A feature does not import another feature: move what both use to src/components or src/lib.',
    })),
    {
      target: [`${src}/features`, `${src}/components`, `${src}/lib`],
      from: `${src}/routes`,
      message: 'Pages (src/routes) import features, not the other way; a page test sits beside its page.',
    },
    {
      target: [`${src}/components`, `${src}/lib`],
      from: `${src}/features`,
      message: "An app's shared pieces (src/components, src/lib) do not depend on one feature.",
    },
  ].filter((zone) => [zone.from].flat().length > 0);
});

const routerImport = { name: 'react-router', message: "Import routing from '@site/router'." };
/** ui's formatDate is deprecated (removed at ui's next major): the apps write dates with @site/i18n's. */
const uiFormatDate = {
  name: '@site/ui',
  importNames: ['formatDate', 'DateStyle'],
  message: "Dates in the page's language come from '@site/i18n' (formatDate(locale, isoDate, style)).",
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      'published/**',
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
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions })] },
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
            ...insideAppZones,
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { site: siteRules },
    rules: { 'site/kebab-case-file-name': 'error', 'site/test-beside-subject': 'error' },
  },
  // Inside an app, `@/` is its `src/` (tsconfig paths, webpack alias, Jest moduleNameMapper):
  // imports do not climb three folders.
  ...apps.map((app) => ({
    files: [`${app}/**/*.{ts,tsx}`],
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions, alias: { '@': [path.resolve(app, 'src')] } }),
      ],
    },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [routerImport, uiFormatDate],
          patterns: [
            {
              regex: '^(\\.\\./){3,}',
              message: "Import from '@/…' (the app's src/) instead of climbing three folders.",
            },
          ],
        },
      ],
    },
  })),
  {
    // Colours come from ui's theme: its roles, not raw values nor its raw palette.
    files: apps.map((app) => `${app}/src/{features,routes,components}/**/*.{ts,tsx}`),
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error', ...rawColourSelectors],
    },
  },
  {
    // Routing comes from @site/router, the site's shared router: another router library would be
    // a second router on the page (and React Router shared whole is 51 KB).
    files: ['**/*.{ts,tsx}'],
    ignores: ['packages/router/**', '**/testing/**', 'e2e/**', ...apps.map((app) => `${app}/**`)],
    rules: { 'no-restricted-imports': ['error', { paths: [routerImport] }] },
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
    // The design system stands alone: no company facts, no router, no page infrastructure
    // (docs/decisions/0020-page-kit-in-the-federation-package.md).
    files: ['ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [routerImport],
          patterns: [
            { group: ['@site/*'], message: 'ui imports no @site/* package: it is the bottom layer.' },
          ],
        },
      ],
    },
  },
  {
    // The leads contract compiles alone for the API and bundles from source for the front ends:
    // its modules import one another, nothing outside its src/.
    files: ['packages/leads/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../*', '@site/*'],
              message: '@site/leads compiles alone: it imports nothing outside its own src/.',
            },
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
