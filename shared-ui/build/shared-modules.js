// What the shell and every remote share, one copy per page (in the browser) or per process (on the
// host's server, which provides each of them to the remotes' server builds). Read by the webpack builds and
// by the host's server (shell/server/first-screen/remote-apps.ts), so neither can share what the other does not.
const fs = require('node:fs');
const path = require('node:path');
const rootPackage = require('../../package.json');

// Not among them: react-redux, which only shared-ui's store and providers use, and styled-components,
// which everything reaches through `@clientline/shared-ui/styled`. Those modules are shared singletons, so
// each page runs one copy of the package, trimmed to what they use (3.5 KiB less than both whole packages).
// Nor @clientline/contracts, which holds no state: each build takes the parts of it it uses, where shared
// it went whole (zod and every schema) to any page that used one of its constants.
const SINGLETON_PACKAGES = ['react', 'react-dom'];

/**
 * The data layer's domain modules (`@clientline/shared-ui/api/<domain>`), each shared on its own so a
 * page downloads only the domains it calls, and each evaluated once whichever remotes import it. The
 * realtime bridge defines no endpoints and only the shell mounts it, so it is not shared: each shared
 * entry costs every container's runtime a little.
 */
function apiModules() {
  return fs
    .readdirSync(path.join(__dirname, '../src/api'))
    .filter((file) => /^[a-z-]+\.ts$/.test(file) && file !== 'realtime.ts')
    .map((file) => `@clientline/shared-ui/api/${file.replace(/\.ts$/, '')}`);
}

function sharedSingletons() {
  const versions = { ...rootPackage.dependencies };
  const shared = {};
  for (const name of SINGLETON_PACKAGES) {
    shared[name] = { singleton: true, requiredVersion: versions[name] };
  }
  // react-dom/client and react/jsx-runtime are separate entry points of the same packages.
  shared['react-dom/client'] = { singleton: true, requiredVersion: versions['react-dom'] };
  shared['react/jsx-runtime'] = { singleton: true, requiredVersion: versions.react };
  const ourVersion = require('../package.json').version;
  shared['@clientline/shared-ui'] = { singleton: true, requiredVersion: ourVersion, version: ourVersion };
  for (const entry of ['@clientline/shared-ui/widgets', '@clientline/shared-ui/store', '@clientline/shared-ui/router', '@clientline/shared-ui/styled', ...apiModules()]) {
    shared[entry] = { singleton: true, requiredVersion: ourVersion, version: ourVersion };
  }
  return shared;
}

module.exports = { sharedSingletons };
