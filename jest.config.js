// Runs every package's own jest config in one process tree (each package also runs alone: `npm test -w <package>`).
const { FRONTEND_FOLDERS } = require('./shared-ui/build/frontends');

module.exports = {
  projects: [
    '<rootDir>/contracts',
    '<rootDir>/devdb',
    '<rootDir>/shared-ui',
    '<rootDir>/api',
    ...FRONTEND_FOLDERS.map((folder) => `<rootDir>/${folder}`),
  ],
};
