import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/test-results/**', '**/playwright-report/**', '.data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['shell/**/*.ts?(x)', 'mfe-*/**/*.ts?(x)', 'shared-ui/**/*.ts?(x)'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Remotes never import another remote or the shell; the shell imports no remote's code.
    files: ['shell/**', 'mfe-*/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@clientline/shell*', '@clientline/mfe-*', '**/mfe-*/**', '**/shell/**'], message: 'Remotes and the shell talk only through shared-ui, contracts and the runtime manifest.' }] },
      ],
    },
  },
);
