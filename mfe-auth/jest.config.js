module.exports = {
  displayName: require('./package.json').name,
  testEnvironment: '@clientline/shared-ui/build/jsdom-with-fetch',
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } } } }],
  },
  testMatch: ['<rootDir>/src/**/__tests__/**/*.test.ts?(x)'],
  setupFilesAfterEnv: ['@testing-library/jest-dom'],
};
