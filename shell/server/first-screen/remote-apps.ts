import { stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ComponentType } from 'react';
import { createInstance, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { sharedSingletons } from '@clientline/shared-ui/build/shared-modules.js';
import { REMOTES, SERVER_BUILD_FOLDER } from '@clientline/shared-ui/build/frontends.js';
import { firstScreenOf } from '@clientline/contracts/first-screens';
import { ROUTES, type RemoteName } from '@clientline/contracts/routes';

// Node's own loader: a server build is CommonJS, and the shared modules are provided as this process has them.
const nodeRequire = createRequire(__filename);

/** A remote's `./App` module, as the shell loads it. */
export interface RemoteAppModule {
  default: ComponentType;
  preloadPage(pathname: string): Promise<unknown>;
}

/** Where the host's server gets the remotes' code for a first screen: their server builds, or (a test) their source. */
export interface RemoteApps {
  /** The remote's App as deployed now, or null when it has no server build (its pages go out unrendered). */
  load(remote: RemoteName): Promise<RemoteAppModule | null>;
}

/** The remotes that own a route the host's server renders (the route table's `rendered` first screens). */
export const RENDERED_REMOTES: RemoteName[] = [...new Set(ROUTES.filter((route) => firstScreenOf(route.path)?.rendered).map((route) => route.remote))];

/**
 * The remotes' server builds (`<remote>/dist/server`, built and deployed with their browser build), loaded
 * the federated way: through a Module Federation runtime that provides them the host's own React, store,
 * router and styles, so a remote deploys without the host and the page renders as one tree. A deploy
 * writes a new build, which the next page loads (a version is the entry file's time and size); pages
 * already rendering keep the one they began with.
 */
export function remoteServerBuilds(rootDir: string): RemoteApps {
  const loaded = new Map<RemoteName, { version: string; app: Promise<RemoteAppModule> }>();
  return {
    async load(remote) {
      const folder = REMOTES.find((candidate) => candidate.name === remote)?.folder;
      if (!folder) return null;
      const entry = path.join(rootDir, folder, 'dist', SERVER_BUILD_FOLDER, 'remoteEntry.js');
      const stats = await stat(entry).catch(() => null);
      if (!stats?.isFile()) return null;
      const version = `${stats.mtimeMs}:${stats.size}`;
      const current = loaded.get(remote);
      if (current?.version === version) return current.app;
      const app = loadRemoteApp(remote, entry, version);
      app.catch(() => loaded.delete(remote));
      loaded.set(remote, { version, app });
      return app;
    },
  };
}

async function loadRemoteApp(remote: RemoteName, entry: string, version: string): Promise<RemoteAppModule> {
  const federation = createInstance({
    name: 'shell_server',
    // The version in the entry's address: the runtime keeps a loaded entry by its address.
    remotes: [{ name: remote, entry: `${pathToFileURL(entry).href}?version=${encodeURIComponent(version)}` }],
    shared: providedModules(),
    plugins: [serverBuildFiles],
  });
  const app = await federation.loadRemote<RemoteAppModule>(`${remote}/App`);
  if (!app) throw new Error(`${remote}'s server build has no ./App`);
  return app;
}

/** Loads a server build's entry from disk (the runtime itself fetches entries by URL); its chunks load beside it. */
const serverBuildFiles: ModuleFederationRuntimePlugin = {
  name: 'server-build-files',
  loadEntry({ remoteInfo }) {
    const file = fileURLToPath(new URL(remoteInfo.entry));
    // A new version of the build replaces the entry file: read it again.
    delete nodeRequire.cache[file];
    return nodeRequire(file);
  },
};

/** Every module the remotes share, as this process has it. */
function providedModules() {
  return Object.fromEntries(
    Object.entries(sharedSingletons()).map(([name, { requiredVersion, version }]) => [
      name,
      {
        version: version ?? packageVersionOf(name),
        lib: () => nodeRequire(name),
        shareConfig: { singleton: true, requiredVersion },
      },
    ]),
  );
}

function packageVersionOf(moduleName: string): string {
  const packageName = moduleName.split('/')[0];
  return (nodeRequire(`${packageName}/package.json`) as { version: string }).version;
}
