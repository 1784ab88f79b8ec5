// One lint configuration for every project; each project's `lint` target runs it over its sources.
import js from '@eslint/js';
import vitest from '@vitest/eslint-plugin';
import jest from 'eslint-plugin-jest';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Test files: jest in the services, the gateway and the deployment checks; Vitest in the web app.
const JEST_TESTS = [
  'gateway/src/**/*.{spec,integration-spec}.ts',
  'gateway/test/**/*.ts',
  'services/*/src/**/*.{spec,integration-spec,mongodb-contract-spec,contract-suite}.ts',
  'services/*/test/**/*.ts',
  'deploy/checks/**/*.spec.ts',
  'deploy/local/**/*.spec.ts',
];
const VITEST_TESTS = ['web/src/**/*.test.{ts,tsx}', 'web/e2e/**/*.ts'];

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
  // Tests prove what they claim: none focused or skipped, every test asserts, no assertion that runs only
  // sometimes, and no promise left un-awaited (its failure would land after the test passed). The last
  // rule needs types: the project service reads each project's tsconfig.json, which includes its tests.
  {
    files: [...JEST_TESTS, ...VITEST_TESTS],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // no-disabled-tests sees only calls such as `describe.skip(...)`: a skip chosen in code, as in
      // `(onFerretDb ? describe : describe.skip)(...)`, `const later = it.skip` or `it.skipIf(...)`, escapes it.
      // A suite that cannot run somewhere is left out by its runner, which says so (jest.preset.js).
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "MemberExpression[object.name=/^(describe|it|test|suite)$/][property.name='skip']:not(CallExpression > MemberExpression.callee)",
          message: 'A skip chosen in code: leave the suite out in its runner, which says so in the summary.',
        },
        {
          selector: 'MemberExpression[object.name=/^(describe|it|test|suite)$/][property.name=/^(skipIf|runIf)$/]',
          message: 'A skip chosen in code: leave the suite out in its runner, which says so in the summary.',
        },
      ],
    },
  },
  {
    files: JEST_TESTS,
    plugins: { jest },
    languageOptions: { globals: jest.environments.globals.globals },
    rules: {
      'jest/no-focused-tests': 'error',
      'jest/no-disabled-tests': 'error',
      // expectOk() and the like assert too.
      'jest/expect-expect': ['error', { assertFunctionNames: ['expect', 'expect*'] }],
      'jest/no-conditional-expect': 'error',
    },
  },
  {
    files: VITEST_TESTS,
    plugins: { vitest },
    rules: {
      'vitest/no-focused-tests': 'error',
      'vitest/no-disabled-tests': 'error',
      // Browser tests also assert by waiting for what a person sees: a locator's waitFor() fails the test
      // when it never appears.
      'vitest/expect-expect': ['error', { assertFunctionNames: ['expect', 'expect*', '**.waitFor'] }],
      'vitest/no-conditional-expect': 'error',
    },
  },
  // Layout is Prettier's (npm run format; checked by npm run lint): no lint rule argues with it.
  prettier,
);
