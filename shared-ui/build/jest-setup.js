// Set up before every frontend test file (shared-ui/build/jest-config.js).
require('@testing-library/jest-dom');
const { configure } = require('@testing-library/react');

// A file's first render may wait on modules transformed for the first time (a fresh clone has an empty
// jest cache, and the projects share two cores): the default 1 s for findBy*/waitFor failed there once.
configure({ asyncUtilTimeout: 3000 });
