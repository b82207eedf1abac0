module.exports = {
  displayName: require('./package.json').name,
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest'] },
  // email-reply-parser ships ES modules only: compiled like our own code.
  transformIgnorePatterns: ['/node_modules/(?!email-reply-parser/)'],
  // A hang detector, not a speed target: most files start a database and an app, slow on a loaded CI machine.
  testTimeout: 30_000,
  testMatch: ['<rootDir>/src/**/__tests__/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
};
