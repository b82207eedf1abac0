// Runs every package's own jest config in one process tree (each package also runs alone: `npm test -w <package>`).
module.exports = {
  projects: [
    '<rootDir>/contracts',
    '<rootDir>/devdb',
    '<rootDir>/shared-ui',
    '<rootDir>/api',
    '<rootDir>/shell',
    '<rootDir>/mfe-marketing',
    '<rootDir>/mfe-auth',
    '<rootDir>/mfe-workspace',
    '<rootDir>/mfe-portal',
    '<rootDir>/mfe-timeline',
  ],
};
