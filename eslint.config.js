// One lint config for the monorepo. Habits a linter can check live here, not in prose.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { noPointerComments } from './scripts/eslint/no-pointer-comments.mjs';

const PROVIDER_ONLY =
  'Only the provider folder (packages/api/src/payments/providers/) branches on a provider name: ask the PaymentProvider instead.';
const PROVIDER_NAME_BRANCHES = [
  { selector: "BinaryExpression[operator=/^[!=]==?$/] > Literal[value='stripe']", message: PROVIDER_ONLY },
  { selector: "SwitchCase > Literal[value='stripe']", message: PROVIDER_ONLY },
];
const LEDGER_TABLE_READS = [
  {
    selector: 'Literal[value=/\\bledger_entries\\b/], TemplateElement[value.raw=/\\bledger_entries\\b/]',
    message: 'ledger_entries is read and written only in packages/api/src/ledger/: use its functions (ledger-reads.ts, LedgerService).',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      '**/.data/**',
      'test-results/**',
      'playwright-report/**',
      '**/coverage/**',
      // A copy of @pawpal/ui's themeScript() (minified; pinned by src/shell/theme-init.test.ts).
      'packages/app/public/theme-init.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      eqeqeq: ['error', 'smart'],
      'no-console': 'off',
    },
  },
  {
    files: ['packages/ui/**/*.{ts,tsx}', 'packages/app/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Tests: floating promises in tests hide failing assertions.
    files: ['**/*.stories.tsx', '**/*.test.{ts,tsx}', '**/*.spec.ts', '**/*.e2e-spec.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // Relative imports in @pawpal/contract carry the .js suffix the API's NodeNext resolution
    // needs. (What the packages and folders may import is checked by dependency-cruiser:
    // .dependency-cruiser.cjs, `npm run depcheck`.)
    files: ['packages/contract/src/**/*.ts'],
    ignores: ['packages/contract/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ regex: '^\\./.*(?<!\\.js)$', message: 'Relative imports in @pawpal/contract end in .js (NodeNext).' }],
        },
      ],
    },
  },
  {
    // Comments explain the rule where it is applied or point to docs/, never at an issue or the
    // spec: in source, tests, benchmarks, end-to-end journeys and scripts alike.
    files: [
      'packages/*/{src,test,e2e,bench,scripts,public}/**/*.{ts,tsx,js,mjs}',
      'packages/*/*.{ts,mjs,js}',
      'scripts/**/*.mjs',
      '.storybook/**/*.{ts,tsx}',
    ],
    plugins: { pawpal: { rules: { 'no-pointer-comments': noPointerComments } } },
    rules: { 'pawpal/no-pointer-comments': 'error' },
  },
  {
    // One home for two rules the code once wrote in several places. A payment provider is one
    // folder (docs/payments.md): only its own code knows its name, so nothing else branches on
    // it. The ledger owns ledger_entries: every other folder reads balances through its functions
    // (packages/api/src/ledger/ledger-reads.ts), so what a sitter is owed is summed in one place.
    // Tests may name a provider or read the ledger in the data they check; migrations are history.
    files: ['packages/*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.{test,spec,e2e-spec}.{ts,tsx}', '**/*.stories.tsx', 'packages/api/src/database/migrations/**'],
    rules: { 'no-restricted-syntax': ['error', ...PROVIDER_NAME_BRANCHES, ...LEDGER_TABLE_READS] },
  },
  {
    files: ['packages/api/src/payments/providers/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ...LEDGER_TABLE_READS] },
  },
  {
    files: ['packages/api/src/ledger/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ...PROVIDER_NAME_BRANCHES] },
  },
  {
    // NestJS: decorator-injected constructor params need runtime (not type-only) imports.
    files: ['packages/api/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
);
