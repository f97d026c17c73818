// ESLint flat config: typescript-eslint's recommended rules and React's hooks rules over our own code
// (run by `npm test` before the typecheck). Generated and vendored files are left out.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'build/',
      'build-subpath/',
      '.docusaurus/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'content/',
      'blog/',
      'static/',
      'tests/unit/upstream/',
      '.tmp/',
      // reader-facing starter programs (compiled by tests/unit/playground/starters.test.ts)
      'src/plugins/playground/starters/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  {
    files: ['**/*.{ts,tsx,mts,js,mjs}'],
    languageOptions: {globals: {...globals.browser, ...globals.node}},
    rules: {
      'react-hooks/exhaustive-deps': 'error',
      // `_`-prefixed parameters are kept on purpose (signatures a caller expects).
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', varsIgnorePattern: '^_'}],
      // Prettier keeps code at 120 columns; this keeps comments there too (a long string or URL may not break).
      'max-len': [
        'error',
        {
          code: 120,
          ignoreStrings: true,
          ignoreTemplateLiterals: true,
          ignoreRegExpLiterals: true,
          ignoreUrls: true,
          ignorePattern: 'eslint-disable',
        },
      ],
    },
  },
);
