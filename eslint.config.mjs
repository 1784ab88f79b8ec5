// One lint configuration for every project; each project's `lint` target runs it over its sources.
import js from '@eslint/js';
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
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      'no-console': 'error',
      eqeqeq: ['error', 'always'],
    },
  },
  { files: ['**/*.js', '**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  // Command-line entry points talk to the operator on the console.
  { files: ['services/*/src/seed/**/*.ts'], rules: { 'no-console': 'off' } },
  { files: ['deploy/**/*.js'], languageOptions: { globals: { ...globals.node, __ENV: 'readonly' } }, rules: { 'no-console': 'off' } },
);
