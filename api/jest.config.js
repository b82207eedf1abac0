module.exports = {
  displayName: require('./package.json').name,
  testEnvironment: 'node',
  // JSX too: the api renders signed-in first screens with the frontends' own components (src/first-screen).
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } } } }] },
  testMatch: ['<rootDir>/src/**/__tests__/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
};
