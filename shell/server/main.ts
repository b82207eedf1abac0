// The host's server on its own (a service of docker-compose.yml): pages and built files; the api runs
// apart at API_ORIGIN, and the proxy in front sends /api and /ws there.
import http from 'node:http';
import pino from 'pino';
import { HostConfigError, loadHostConfig } from './config';
import { remoteServerBuilds } from './first-screen/remote-apps';
import { prepareFirstScreens } from './first-screen/renderer';
import { createHostApp } from './host-app';

/** How long pages in flight at SIGTERM may take before the process exits. */
const SHUTDOWN_GRACE_MS = 10_000;

const logger = pino({ base: { service: 'host' } });

async function main(): Promise<void> {
  const config = loadHostConfig();
  if (!config.apiOrigin) throw new HostConfigError('API_ORIGIN must be set when the host runs on its own, e.g. http://api:3000');
  const remoteApps = remoteServerBuilds(config.rootDir);
  await prepareFirstScreens(remoteApps).catch((error: unknown) => logger.error({ err: error }, 'first screens cannot be rendered: pages go out unrendered'));
  const server = http.createServer(createHostApp({ config, logger, remoteApps }).callback());
  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  logger.info(`Clientline's pages at http://${config.host}:${config.port}, data from ${config.apiOrigin}`);
  process.once('SIGTERM', () => {
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), SHUTDOWN_GRACE_MS).unref();
  });
}

main().catch((error) => {
  if (error instanceof HostConfigError) logger.fatal(error.message);
  else logger.fatal({ err: error }, "Clientline's host could not start");
  process.exit(1);
});
