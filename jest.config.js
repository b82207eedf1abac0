// Runs every package's own jest config in one process tree (each package also runs alone: `npm test -w <package>`).
const { FRONTEND_FOLDERS } = require('./shared-ui/build/frontends');

module.exports = {
  // Jest's default on 2 cores is 1 worker. Measured on the 2-core machine: the api project alone took
  // 504 s with 1 worker; the whole run 628 s with 1 worker and 459 s with 2.
  maxWorkers: 2,
  // jest-circus reads the timeout from this (the global) config only, not from a project's: each package's own
  // config says the same for when it runs alone. A hang detector, not a speed target.
  testTimeout: 30_000,
  projects: [
    '<rootDir>/contracts',
    '<rootDir>/devdb',
    '<rootDir>/shared-ui',
    '<rootDir>/api',
    ...FRONTEND_FOLDERS.map((folder) => `<rootDir>/${folder}`),
    '<rootDir>/shell/server',
  ],
};
