// The one list of frontends: the remotes are those of the deployed runtime manifest (shell/mfe-manifest.json),
// in its order, each served from /remotes/<folder>/. The build, dev, jest and e2e scripts and the api's
// static serving all read it from here, so adding a remote means adding it to the manifest.
const manifest = require('../../shell/mfe-manifest.json');

const SHELL = { name: 'shell', folder: 'shell', devPort: 3100 };

const REMOTES = manifest.remotes.map((remote, index) => ({
  name: remote.name,
  folder: remote.entry.match(/^\/remotes\/([a-z-]+)\/remoteEntry\.js$/)[1],
  devPort: SHELL.devPort + 1 + index,
}));

/** A remote's server build, in its dist folder: for the host's server, which renders first screens with it; never served. */
const SERVER_BUILD_FOLDER = 'server';

/** The shell and every remote, as package folders. */
const FRONTEND_FOLDERS = [SHELL.folder, ...REMOTES.map((remote) => remote.folder)];

/** Dev-server port of each federated package by federation name (`npm run dev -w <package>`). */
const DEV_PORTS = Object.fromEntries([SHELL, ...REMOTES].map((frontend) => [frontend.name, frontend.devPort]));

module.exports = { REMOTES, FRONTEND_FOLDERS, DEV_PORTS, SERVER_BUILD_FOLDER };
