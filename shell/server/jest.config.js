// The host's server: node, not jsdom; its tests start a real api beside it (api/test/test-api.ts).
module.exports = {
  displayName: '@clientline/shell (server)',
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } } } }] },
  testMatch: ['<rootDir>/**/__tests__/**/*.test.ts'],
};
