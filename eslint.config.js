import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

const noServerOrUi = {
  patterns: [
    { group: ['react', 'react-*', 'react-dom/*'], message: 'model/ and realtime/protocol stay free of React' },
    { group: ['node:*'], message: 'model/ and realtime/protocol run in the browser too' },
    { group: ['**/collab-server/**'], message: 'the server is not imported by shared code' },
  ],
};

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**'] },
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
    files: ['tests/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['model/**/*.ts', 'realtime/protocol/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', noServerOrUi] },
  },
  {
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['**/collab-server/**', 'node:*'], message: 'the browser app does not import server code' }] }] },
  },
);
