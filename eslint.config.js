// Lint rules, with the dependency direction of the design as errors:
// contracts <- api, contracts <- web; web never imports api; no feature imports another feature.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      'apps/api/src/db/migrations/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/include': ['apps/**/*', 'packages/**/*', 'e2e/**/*', 'bench/**/*'],
      'boundaries/elements': [
        { type: 'contracts', pattern: 'packages/contracts/**/*', mode: 'full' },
        { type: 'sandbox-supply', pattern: 'packages/sandbox-supply/**/*', mode: 'full' },
        { type: 'api-module', pattern: 'apps/api/src/modules/*/**/*', mode: 'full', capture: ['module'] },
        { type: 'api', pattern: 'apps/api/**/*', mode: 'full' },
        { type: 'web-feature', pattern: 'apps/web/src/features/*/**/*', mode: 'full', capture: ['feature'] },
        { type: 'web', pattern: 'apps/web/**/*', mode: 'full' },
        { type: 'e2e', pattern: 'e2e/**/*', mode: 'full' },
        { type: 'bench', pattern: 'bench/**/*', mode: 'full' },
      ],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
    },
    rules: {
      'boundaries/element-types': [
        'error',
        {
          default: 'disallow',
          rules: [
            { from: 'contracts', allow: ['contracts'] },
            { from: 'sandbox-supply', allow: ['sandbox-supply', 'contracts'] },
            {
              from: 'api-module',
              allow: ['contracts', 'sandbox-supply', 'api', ['api-module', { module: '${from.module}' }]],
            },
            { from: 'api', allow: ['contracts', 'sandbox-supply', 'api', 'api-module'] },
            { from: 'web-feature', allow: ['contracts', 'web', ['web-feature', { feature: '${from.feature}' }]] },
            { from: 'web', allow: ['contracts', 'web', 'web-feature'] },
            { from: 'e2e', allow: ['contracts', 'e2e'] },
            // The bench drives the same Chromium as the browser tests, and the ledger's posting function directly.
            { from: 'bench', allow: ['contracts', 'bench', 'sandbox-supply', 'e2e', 'api'] },
          ],
        },
      ],
    },
  },
);
