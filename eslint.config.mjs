import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import featureBoundaries from './shared-ui/build/eslint-feature-boundaries.js';

// Routing comes from one shared module; a direct import would bundle a second router (see shared-ui/src/router.ts).
// Redux Toolkit lives inside shared-ui's store module (createAppStore, baseApi); types may be imported anywhere.
const ROUTER_THROUGH_SHARED_UI = ['react-router-dom', 'react-router'].map((name) => ({ name, message: "Import routing from '@clientline/shared-ui/router'." }));
const FRAMEWORK_THROUGH_SHARED_UI = [
  ...ROUTER_THROUGH_SHARED_UI,
  ...['@reduxjs/toolkit', '@reduxjs/toolkit/query', '@reduxjs/toolkit/query/react'].map((name) => ({
    name,
    allowTypeImports: true,
    message: "Redux Toolkit is reached through '@clientline/shared-ui/store' (createAppStore, baseApi).",
  })),
  // Neither is a shared singleton (shared-ui/build/webpack-config.js): a second copy would have no store, or
  // no theme, in its context.
  { name: 'react-redux', message: "Use the store's hooks from '@clientline/shared-ui/store' (useAppSelector, useAppDispatch)." },
  { name: 'styled-components', allowTypeImports: true, message: "Import styling from '@clientline/shared-ui/styled'." },
];

// React.lazy keeps a failed download for good (Try again would fail again); lazyWithPreload loads anew.
const LAZY_THAT_LOADS_AGAIN = {
  selector: "ImportDeclaration[source.value='react'] > ImportSpecifier[imported.name='lazy']",
  message: "Use lazyWithPreload from '@clientline/shared-ui', shown in a LoadBoundary: React.lazy never loads again after a failed download.",
};

// Tests wait for a condition (one poll helper per test area) or for a clock they set, never for a length of
// time: a sleep is slow when long enough and flaky when not. Bounds (a timer that fails a wait) stay allowed.
const SLEEPS = [
  // new Promise((resolve) => setTimeout(resolve, ms)) and new Promise((resolve) => setTimeout(() => resolve(), ms))
  "NewExpression[callee.name='Promise'] CallExpression[callee.name='setTimeout'][arguments.0.type='Identifier']",
  "NewExpression[callee.name='Promise'] CallExpression[callee.name='setTimeout'] > ArrowFunctionExpression:first-child[body.type='CallExpression'][body.arguments.length=0]",
  "ImportDeclaration[source.value=/^(node:)?timers\\/promises$/]",
  "CallExpression[callee.property.name='waitForTimeout']",
];
const noSleep = {
  meta: { type: 'problem', messages: { sleep: 'Wait for a condition (the poll helper of this test area, expect.poll, an event) or move the clock, not for a length of time.' } },
  create(context) {
    const report = (node) => context.report({ node, messageId: 'sleep' });
    return Object.fromEntries(SLEEPS.map((selector) => [selector, report]));
  },
};

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
    // A feature folder never imports another one (shared-ui/build/eslint-feature-boundaries.js).
    files: ['shell/src/**/*.ts?(x)', 'mfe-*/src/**/*.ts?(x)'],
    plugins: { clientline: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: { 'clientline/feature-boundaries': 'error' },
  },
  {
    // The api answers /api and /ws; every page is the host's (shell/server). It imports no frontend code.
    files: ['api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react', 'react-dom'].map((name) => ({ name, message: "The api draws no page: pages are the host's (shell/server); its HTML is built with api/src/http/html.ts." })),
          patterns: [
            {
              group: ['@clientline/shell*', '@clientline/shared-ui*', '@clientline/mfe-*', '**/shell/**', '**/shared-ui/**', '**/mfe-*/**', 'react-dom/*'],
              message: "The api imports no frontend code: pages are the host's (shell/server).",
            },
          ],
        },
      ],
    },
  },
  {
    // Remotes never import another remote or the shell; the shell imports no remote's code.
    files: ['shell/**', 'mfe-*/**'],
    // The host's server renders the remotes' first screens, from their source for now, and runs outside
    // any browser bundle (react-router-dom's StaticRouter, styled-components' ServerStyleSheet).
    ignores: ['shell/server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: FRAMEWORK_THROUGH_SHARED_UI,
          patterns: [{ group: ['@clientline/shell*', '@clientline/mfe-*', '**/mfe-*/**', '**/shell/**'], message: 'Remotes and the shell talk only through shared-ui, contracts and the runtime manifest.' }],
        },
      ],
      // Every api call is defined once, in @clientline/shared-ui/api/<domain>.
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[property.name='injectEndpoints']", message: 'Add the call to @clientline/shared-ui/api/<domain> instead.' },
        { selector: "CallExpression[callee.name='createApi']", message: 'shared-ui owns the only createApi.' },
        LAZY_THAT_LOADS_AGAIN,
      ],
    },
  },
  {
    files: ['shared-ui/src/**/*.ts?(x)'],
    ignores: ['shared-ui/src/lazy-with-preload.tsx'],
    rules: { 'no-restricted-syntax': ['error', LAZY_THAT_LOADS_AGAIN] },
  },
  {
    // A domain module reached by a relative path would be bundled a second time inside another shared
    // chunk, and register its endpoints twice: the data layer imports itself only by package name.
    // The router, styling, the store and the providers that put the store in React's context are where the
    // framework packages are imported; the test helpers build stores of their own.
    files: ['shared-ui/src/**/*.ts?(x)'],
    ignores: [
      'shared-ui/src/**/__tests__/**',
      'shared-ui/src/router.ts',
      'shared-ui/src/styled.ts',
      'shared-ui/src/store/**',
      'shared-ui/src/app-providers.tsx',
      'shared-ui/src/testing.tsx',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: FRAMEWORK_THROUGH_SHARED_UI,
          patterns: [{ group: ['./api', './api/*', '../api', '../api/*'], message: "Import the data layer by package name: '@clientline/shared-ui/api/<domain>'." }],
        },
      ],
    },
  },
  {
    // Modules bundled into each remote that uses them (not shared singletons) reach the rest of shared-ui
    // by package name, so the shared singletons they use stay single (one toast store, one Dialog). So does
    // the reauthentication dialog, a chunk of its own: its answer must reach the store's one waiting call.
    files: [
      'shared-ui/src/dates.ts',
      'shared-ui/src/route-pages.tsx',
      'shared-ui/src/form-dialog.tsx',
      'shared-ui/src/change-password-dialog.tsx',
      'shared-ui/src/reauthentication-dialog.tsx',
      'shared-ui/src/chat/**/*.ts?(x)',
      'shared-ui/src/automations/**/*.ts?(x)',
    ],
    ignores: ['shared-ui/src/**/__tests__/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: FRAMEWORK_THROUGH_SHARED_UI,
          patterns: [{ group: ['../*', './components/*', './store/*', './api/*', './theme/*'], message: "Import the rest of shared-ui by package name ('@clientline/shared-ui', '@clientline/shared-ui/store', ...)." }],
        },
      ],
    },
  },
  {
    // The store module is where Redux Toolkit lives; the test helpers build stores of their own.
    files: ['shared-ui/src/store/**/*.ts?(x)', 'shared-ui/src/testing.tsx'],
    ignores: ['shared-ui/src/**/__tests__/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ROUTER_THROUGH_SHARED_UI,
          patterns: [{ group: ['./api', './api/*', '../api', '../api/*'], message: "Import the data layer by package name: '@clientline/shared-ui/api/<domain>'." }],
        },
      ],
    },
  },
  {
    files: ['**/test/**', '**/__tests__/**', 'e2e/tests/**', '**/*.test.ts?(x)', '**/*.spec.ts?(x)'],
    ignores: [
      // The poll helpers: the one place of each test area that waits between two looks at a condition.
      'api/test/wait-for.ts',
      'shared-ui/src/api/__tests__/eventually.ts',
    ],
    plugins: { tests: { rules: { 'no-sleep': noSleep } } },
    rules: { 'tests/no-sleep': 'error' },
  },
  {
    files: ['shared-ui/src/api/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: FRAMEWORK_THROUGH_SHARED_UI,
          patterns: [{ group: ['./*', '../*'], message: "Import the data layer by package name: '@clientline/shared-ui/api/<domain>' or '@clientline/shared-ui/store'." }],
        },
      ],
    },
  },
);
