import type { RemoteName } from '@clientline/contracts/routes';
import type { RemoteAppModule, RemoteApps } from '../first-screen/remote-apps';

const SOURCES: Partial<Record<RemoteName, () => Promise<RemoteAppModule>>> = {
  mfe_workspace: () => import('../../../mfe-workspace/src/app/app'),
  mfe_portal: () => import('../../../mfe-portal/src/app/app'),
  mfe_timeline: () => import('../../../mfe-timeline/src/app/app'),
};

/**
 * The remotes' apps from their source, for tests of what a first screen shows: a test runs before any
 * build. The server builds themselves are loaded by the host in the end-to-end suite (server-rendered-pages).
 */
export const remoteAppsFromSource: RemoteApps = {
  load: async (remote) => (await SOURCES[remote]?.()) ?? null,
};
