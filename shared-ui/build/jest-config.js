// The one jest config of every frontend package (the shell, each remote, shared-ui): jsdom with fetch,
// TypeScript and JSX through swc, tests in src/**/__tests__. Each package's jest.config.js calls it.
const path = require('node:path');

module.exports = function frontendJestConfig(packageDir) {
  return {
    displayName: require(path.join(packageDir, 'package.json')).name,
    rootDir: packageDir,
    testEnvironment: '@clientline/shared-ui/build/jsdom-with-fetch',
    transform: {
      '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } } } }],
    },
    testMatch: ['<rootDir>/src/**/__tests__/**/*.test.ts?(x)'],
    setupFilesAfterEnv: [path.join(__dirname, 'jest-setup.js')],
    // A hang detector, not a speed target: on a loaded 2-core CI machine a wizard test that takes 1 s
    // alone took over jest's default 5 s (a page's first lazy import alone may wait seconds there).
    testTimeout: 30_000,
  };
};
