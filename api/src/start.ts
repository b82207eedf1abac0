import { loadConfig, type Config } from './config';
import { connectDatabase } from './database';
import { checkRedisForReadiness } from './health/router';
import { sweepOrphanedFilesHourly } from './documents/orphan-sweep';
import type http from 'node:http';
import { createHttpServer } from './http-server';
import { mailRegistry } from './mail/metrics';
import { startJobRunner } from './jobs/runner';
import { runMigrations } from './migrations/run';
import { startMail } from './mail/start';
import { localReplies, startInboundSmtp } from './replies/inbound';
import { logger, type Logger } from './observability/logger';
import { startMetricsServer } from './observability/metrics-server';
import { backfillLookAlikeKeys } from './organizations/service';
import { startReminderPasses } from './reminders/pass-jobs';
import { startAutomationPasses } from './automations/pass';
import { seedOnFirstStart } from './seed/first-start';
import { prepareShutdown, shutDownOnSignals } from './shutdown';

/** How long requests in flight at SIGTERM may take before their connections are cut. */
const SHUTDOWN_GRACE_MS = 10_000;

export interface StartOptions {
  /** The host's pages and files, when they are served from this process too (scripts/start.ts). */
  pagesFor?(config: Config, logger: Logger): Promise<http.RequestListener>;
}

/** Connects, migrates, starts the workers and listens: the api process (server.ts), or it and the host's pages in one. */
export async function startApi({ pagesFor }: StartOptions = {}): Promise<void> {
  const config = loadConfig();
  const database = await connectDatabase(config);
  logger.info(`Database: ${database.description}`);
  await backfillLookAlikeKeys();
  await runMigrations();
  // After the app is built: the seed goes through the services, whose side effects the app's listeners make.
  const pages = await pagesFor?.(config, logger);
  const { server, io, close, isRedisReady } = createHttpServer({ config, pages });
  checkRedisForReadiness(isRedisReady);
  const mail = await startMail(config, logger, localReplies);
  const inbound = config.mail.inboundSmtpPort ? await startInboundSmtp({ port: config.mail.inboundSmtpPort, host: config.host, logger }) : null;
  if (inbound) logger.info(`Replies by mail are taken on port ${inbound.port}`);
  logger.info(config.mail.smtpUrl ? 'Mail goes out through SMTP_URL' : `Mail is caught locally: read it at ${config.mail.linkOrigin}/dev/mailbox`);
  // Every process runs jobs (batches of projects, recurring work, activity mail, reminder passes); each job
  // still runs once at a time, taken over if its process dies.
  const jobs = startJobRunner({ logger, leaseMs: config.jobs.leaseMs });
  await startReminderPasses(config.reminders.passMs);
  await startAutomationPasses();
  const closeServerAndMail = async () => {
    await close();
    await jobs.stop();
    await inbound?.close();
    await mail.stop();
  };
  const shutdown = prepareShutdown({ server, closeServer: closeServerAndMail, closeDatabase: () => database.close(), graceMs: SHUTDOWN_GRACE_MS });
  shutDownOnSignals(shutdown, SHUTDOWN_GRACE_MS + 5_000);
  await seedOnFirstStart(config);
  sweepOrphanedFilesHourly();
  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  logger.info(`Clientline running at http://localhost:${port}`);
  if (config.metrics) {
    await startMetricsServer({ ...config.metrics, io, registries: [mailRegistry] });
    logger.info(`Metrics at http://${config.metrics.host}:${config.metrics.port}/metrics`);
  }
}
