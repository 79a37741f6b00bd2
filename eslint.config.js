// One lint config for the monorepo. Habits a linter can check live here, not in prose.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
    // NestJS: decorator-injected constructor params need runtime (not type-only) imports.
    files: ['packages/api/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
);
