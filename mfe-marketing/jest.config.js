module.exports = {
  displayName: require('./package.json').name,
  testEnvironment: '<rootDir>/jest/jsdom-with-fetch.js',
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } } } }],
  },
  testMatch: ['<rootDir>/src/**/__tests__/**/*.test.ts?(x)'],
  setupFiles: ['@clientline/shared-ui/build/jest-polyfills.js'],
  setupFilesAfterEnv: ['@testing-library/jest-dom'],
};
