import Koa from 'koa';
import type { Context, Next } from 'koa';
import { useActivityMailSettings } from './activity-mail/settings';
import { pageVisitorRouter } from './auth/page-visitor-router';
import { useRegistrationLimit } from './auth/registration-limit';
import { keepAuditContext } from './audit/context';
import type { Config } from './config';
import { listenToDomainEvents } from './domain-listeners';
import { registerJobKinds } from './job-kinds';
import { healthRouter } from './health/router';
import { errorHandler } from './http/error-handler';
import { HttpError } from './http/errors';
import { jsonBody } from './http/json-body';
import { mailboxRouter } from './mail/mailbox-router';
import { useMailSettings } from './mail/settings';
import { localMailbox } from './mail/start';
import { recordAppOrigin, refuseCrossSiteWrites } from './http/same-origin';
import { securityHeaders } from './http/security-headers';
import { recordRequestMetrics } from './observability/http-metrics';
import { logger as processLogger, type Logger } from './observability/logger';
import { logRequests } from './observability/request-log';
import { createApiRouter } from './routes';
import { sessionMiddleware, trustConnectionIsSecure } from './session';
import { loadCurrentUser } from './session/current-user';
import { answerAsPreviewedPerson } from './session/preview';
import { holdTemporaryPasswordSessions } from './session/temporary-password';
import { holdUnenrolledSessions } from './session/two-factor-enrolment';

export interface AppOptions {
  config: Config;
  /** Where request lines and errors go; the process's logger unless a test reads them. */
  logger?: Logger;
}

/** Whatever no route answered (an unknown /api path, a POST to a page) is a JSON 404. */
async function notFoundAsJson(ctx: Context, next: Next): Promise<void> {
  await next();
  if (ctx.status === 404 && ctx.body === undefined) throw new HttpError(404, 'Not found');
}

export const JSON_BODY_LIMIT_BYTES = 100 * 1024;

/** The whole HTTP app, without listening: server.ts listens, tests call app.callback(). */
export function createApp({ config, logger = processLogger }: AppOptions): Koa {
  // Behind the one reverse proxy TRUST_PROXY promises, only the last X-Forwarded-For entry (the one the
  // proxy appended) is an address; earlier entries are whatever the sender wrote, so throttles ignore them.
  const app = new Koa({ keys: [config.sessionSecret], proxy: config.trustProxy, maxIpsCount: 1, env: config.env });
  // What fails outside the error handler (a client gone in the middle of an upload, a download whose stream
  // breaks after the answer began) goes to the log, not to Koa's default console.error.
  app.on('error', (error: Error) => logger.info({ err: error }, 'request ended early'));
  const api = createApiRouter();
  listenToDomainEvents();
  registerJobKinds();
  useMailSettings(config.mail);
  useActivityMailSettings(config);
  useRegistrationLimit(config);

  // Outside the error handler, so they see the status every request finally got.
  app.use(logRequests(logger));
  app.use(recordRequestMetrics);
  app.use(errorHandler);
  app.use(securityHeaders(config));
  // Never in production: the local mailbox exists only while SMTP_URL is unset (config refuses that in production).
  if (!config.isProduction) app.use(mailboxRouter(localMailbox(config)).routes());
  // Probes come before the session: a database outage must not turn a probe that sends a cookie into a 503
  // of the session store, and /api/health must answer whatever the database does.
  app.use(healthRouter.routes());
  app.use(healthRouter.allowedMethods({ throw: true }));
  // Before the session too: the host's server asks it for every page, and reading it must not renew the cookie.
  app.use(pageVisitorRouter.routes());
  if (config.isProduction) app.use(trustConnectionIsSecure);
  app.use(sessionMiddleware(app, config));
  app.use(recordAppOrigin(config));
  app.use(refuseCrossSiteWrites(config));
  app.use(jsonBody({ limitBytes: JSON_BODY_LIMIT_BYTES }));
  // Before loadCurrentUser: an audit entry written anywhere in the request knows its address, browser and user.
  app.use(keepAuditContext);
  app.use(loadCurrentUser);
  app.use(holdTemporaryPasswordSessions);
  app.use(holdUnenrolledSessions);
  // After the holds, which are the session's own person's: a firm manager previewing a client person.
  app.use(answerAsPreviewedPerson);
  app.use(notFoundAsJson);
  app.use(api.routes());
  app.use(api.allowedMethods({ throw: true }));
  return app;
}
