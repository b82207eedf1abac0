// Set up before every frontend test file (shared-ui/build/jest-config.js).
require('@testing-library/jest-dom');
const { configure } = require('@testing-library/react');

// A file's first render may wait on modules transformed for the first time (a fresh clone has an empty
// jest cache, and the projects share two cores): the default 1 s for findBy*/waitFor failed there once, and
// 3 s once on a page's lazy chunk while a Playwright run shared the machine. A wait ends as soon as what it
// waits for is there: only a test that fails waits the whole 10 s.
configure({ asyncUtilTimeout: 10_000 });
