// One lint configuration for the whole repository (ESLint 9 flat config).
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import boundaries from './eslint-boundaries.mjs';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'cms/.tmp/**',
      'cms/.strapi/**',
      'cms/types/generated/**',
      'cms/public/**',
      'test-results/**',
      'playwright-report/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'always'],
      'no-console': 'off',
      // `interface SiteReads extends ResourceSiteReads {}`: how a feature adds its reads to the
      // content source's interface (a declaration merge; web/server/content.server.ts).
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      // The thank-you dialog and mobile menu close on a backdrop click; keyboard users have Escape and the close buttons.
      'jsx-a11y/no-noninteractive-element-interactions': 'off',
      'jsx-a11y/click-events-have-key-events': 'off',
    },
  },
  // Boundaries. Browser code (everything under web/src but server modules, tests, test support
  // folders and the server entry) never imports a server module: it would ship secrets or Node-only code to visitors.
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/**/*.server.{ts,tsx}', 'web/src/**/*.test.{ts,tsx}', 'web/src/**/test-support/**', 'web/src/entry-server.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/*.server', '**/*.server.js', '**/*.server.ts'], message: 'Browser code must not import a .server module.' },
            { group: ['**/server/*', '**/server/**'], message: 'Browser code must not import from web/server.' },
          ],
        },
      ],
    },
  },
  // Feature boundaries (eslint-boundaries.mjs, docs/architecture.md "Boundaries"): features import
  // each other, and web/server imports features, only through a feature's index.ts or
  // index.server.ts; a feature takes values from web/server only from the shell's modules for features.
  {
    files: ['web/src/features/**/*.{ts,tsx}', 'web/server/**/*.{ts,tsx}'],
    plugins: { ironbark: boundaries },
    rules: { 'ironbark/feature-boundaries': 'error' },
  },
  // shared/ is the contract: it depends on neither side.
  {
    files: ['shared/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@ironbark/web', '@ironbark/web/*', '@ironbark/cms', '@ironbark/cms/*'], message: 'shared/ must not depend on web or cms.' },
            { group: ['**/web/**', '**/cms/**'], message: 'shared/ must not depend on web or cms.' },
          ],
        },
      ],
    },
  },
  {
    files: ['web/public/sw.js'],
    languageOptions: { globals: { ...globals.serviceworker }, sourceType: 'script' },
  },
  {
    files: ['cms/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
);
