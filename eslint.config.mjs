// One lint configuration for every project; each project's `lint` target runs it over its sources.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', '.data/**', '.nx/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      'no-console': 'error',
      eqeqeq: ['error', 'always'],
    },
  },
  { files: ['**/*.js', '**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  // The web app runs in the browser; its hooks follow React's rules.
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  // Command-line entry points talk to the operator on the console.
  { files: ['services/*/src/seed/**/*.ts'], rules: { 'no-console': 'off' } },
  // Browser tests and budget scripts report to the console.
  { files: ['web/e2e/**/*.{ts,mjs}', 'web/scripts/**/*.mjs'], rules: { 'no-console': 'off' } },
  {
    files: ['deploy/**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node, __ENV: 'readonly', __VU: 'readonly' } },
    rules: { 'no-console': 'off' },
  },
  // Layout is Prettier's (npm run format; checked by npm run lint): no lint rule argues with it.
  prettier,
);
