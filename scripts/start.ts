// `npm start`: the api and the host's pages on one port, in one process. Measured against the host in
// front of a second process proxying /api and /ws: one process saves a hop on every api call and socket
// frame and a second process to supervise, and development needs neither to scale on its own. Production
// runs them as their own services (docker-compose.yml): shell/server/main.ts and api/src/server.ts.
import { ConfigError } from '../api/src/config';
import { logger } from '../api/src/observability/logger';
import { startApi } from '../api/src/start';
import { HostConfigError, loadHostConfig } from '../shell/server/config';
import { remoteServerBuilds } from '../shell/server/first-screen/remote-apps';
import { prepareFirstScreens } from '../shell/server/first-screen/renderer';
import { createHostApp } from '../shell/server/host-app';

startApi({
  async pagesFor(_apiConfig, apiLogger) {
    // API_ORIGIN unset: the host asks this same server.
    const config = loadHostConfig({ ...process.env, API_ORIGIN: '' });
    // Before the first page: loading the frontends' code for rendering first screens takes seconds. Without
    // it the pages go out unrendered, as the browser renders them.
    const remoteApps = remoteServerBuilds(config.rootDir);
    await prepareFirstScreens(remoteApps).catch((error: unknown) => apiLogger.error({ err: error }, 'first screens cannot be rendered: pages go out unrendered'));
    return createHostApp({ config, logger: apiLogger, remoteApps }).callback();
  },
}).catch((error) => {
  if (error instanceof ConfigError || error instanceof HostConfigError) logger.fatal(error.message);
  else logger.fatal({ err: error }, 'Clientline could not start');
  process.exit(1);
});
