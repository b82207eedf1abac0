// The host's server: node, not jsdom; its tests start a real api beside it (api/test/test-api.ts).
module.exports = {
  displayName: '@clientline/shell (server)',
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } } } }] },
  // The api's email-reply-parser ships ES modules only: compiled like our own code (as in api/jest.config.js).
  transformIgnorePatterns: ['/node_modules/(?!email-reply-parser/)'],
  testMatch: ['<rootDir>/**/__tests__/**/*.test.ts'],
};
