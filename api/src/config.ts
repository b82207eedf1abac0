import path from 'node:path';
import { z } from 'zod';

export const DEVELOPMENT_SESSION_SECRET = 'clientline-development-session-secret-not-for-production';
const REPO_ROOT = path.resolve(__dirname, '../..');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /**
   * The interface the api listens on: loopback, so a development instance (whose /dev/mailbox shows every
   * reset link) is not open to the local network; 0.0.0.0 in a container, behind its proxy.
   */
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  MONGODB_URI: z
    .string()
    .regex(/^mongodb(\+srv)?:\/\//, 'MONGODB_URI must start with mongodb:// or mongodb+srv://')
    .optional(),
  SESSION_SECRET: z.string().min(1).default(DEVELOPMENT_SESSION_SECRET),
  DATA_DIR: z.string().min(1).default(path.join(REPO_ROOT, '.data')),
  /** Where people open the app, e.g. "https://clientline.example.com": links are built from it, writes must come from it. */
  PUBLIC_URL: z
    .string()
    .refine(isWebOrigin, 'PUBLIC_URL must be an http(s) address without a path, e.g. https://clientline.example.com')
    .optional(),
  /** Extra browser origins allowed to write and open the socket, e.g. dev servers: "http://localhost:3101,http://localhost:3102". */
  TRUSTED_ORIGINS: z
    .string()
    .default('')
    .transform((list) => list.split(',').map((origin) => origin.trim()).filter(Boolean))
    .refine((origins) => origins.every(isWebOrigin), 'TRUSTED_ORIGINS must be a comma-separated list of http(s) origins, e.g. http://localhost:3101'),
  /** Set when a reverse proxy terminates TLS, so X-Forwarded-* headers are believed. */
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  /** Serves Prometheus metrics at GET /metrics on this port; unset, there is no metrics server. */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** Where the metrics server listens: loopback, unless a scraper on another host must reach it. */
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  /** Redis for socket.io's adapter when several api processes serve one site, e.g. "redis://localhost:6379". */
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://').optional(),
  /** The mail relay, e.g. "smtp://user:pass@smtp.example.com:587" (smtps:// for implicit TLS); unset outside production: an embedded catcher. */
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://, e.g. smtp://user:pass@smtp.example.com:587').optional(),
  /** The sender of every mail, e.g. "Clientline <no-reply@clientline.example>"; a mail from a firm shows the firm's name before it. */
  MAIL_FROM: z
    .string()
    .refine((text) => parseMailbox(text) !== null, 'MAIL_FROM must be an address, optionally with a name: Clientline <no-reply@clientline.example>')
    .optional(),
  /** The domain of the addresses people answer a project's mail at (reply+<token>@it); MAIL_FROM's domain unless set. Its MX must reach INBOUND_SMTP_PORT or the provider posting to /api/inbound-mail. */
  REPLY_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+\.[a-z]{2,}$/i, 'REPLY_DOMAIN must be a domain, e.g. reply.clientline.example')
    .optional(),
  /** The port of the inbound SMTP listener for replies (production; in development the embedded catcher takes them). Unset: none. */
  INBOUND_SMTP_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** The bearer secret a mail provider sends with a raw reply to POST /api/inbound-mail. Unset: that webhook answers 404. */
  INBOUND_MAIL_SECRET: z.string().min(24, 'INBOUND_MAIL_SECRET must be at least 24 characters').optional(),
  /** How long an outbox claim holds before another process may take the mail over; tests shorten it. */
  OUTBOX_LEASE_MS: z.coerce.number().int().min(1000).default(60_000),
  /** The wait before a mail's first retry (then doubling, at most an hour apart); tests shorten it. */
  OUTBOX_FIRST_RETRY_MS: z.coerce.number().int().min(100).default(30_000),
  /** How long a job runner's claim holds without being renewed before another process may take the job over; tests shorten it. */
  JOBS_LEASE_MS: z.coerce.number().int().min(1000).default(60_000),
  /** How often a document reminder pass runs, as a job (api/src/reminders/pass-jobs.ts); tests shorten it. */
  REMINDERS_PASS_MS: z.coerce.number().int().min(100).default(300_000),
  /** Registrations allowed from one address in 15 minutes (auth/registration-limit.ts). */
  REGISTRATIONS_PER_ADDRESS: z.coerce.number().int().min(1, 'REGISTRATIONS_PER_ADDRESS must be at least 1').default(50),
  /** Activity mail: the events of one person within this many seconds go as one mail. */
  NOTIFY_BATCH_SECONDS: z.coerce.number().int().min(1, 'NOTIFY_BATCH_SECONDS must be at least 1').max(86_400, 'NOTIFY_BATCH_SECONDS must be at most 86400 (a day)').default(300),
});

const DEVELOPMENT_MAIL_FROM = 'Clientline <no-reply@clientline.localhost>';

export interface Config {
  env: 'development' | 'test' | 'production';
  isProduction: boolean;
  port: number;
  /** HOST: the interface the api listens on. */
  host: string;
  mongodbUri?: string;
  sessionSecret: string;
  dataDir: string;
  repoRoot: string;
  /** The origin of PUBLIC_URL (set in production; in development and test, unset means "the request's own"). */
  publicOrigin: string | null;
  trustedOrigins: string[];
  trustProxy: boolean;
  /** The metrics server's address (METRICS_PORT, METRICS_HOST), or null when METRICS_PORT is unset. */
  metrics: { port: number; host: string } | null;
  /** Unset: one process, socket events stay in its memory. */
  redisUrl?: string;
  mail: {
    /** Unset outside production: the api starts its own SMTP server and keeps what it catches in a local mailbox. */
    smtpUrl?: string;
    /** MAIL_FROM's address and name. */
    from: { address: string; name: string };
    /** Where the links in mail point: PUBLIC_URL, else this machine's own address. */
    linkOrigin: string;
    /** REPLY_DOMAIN, else MAIL_FROM's domain. */
    replyDomain: string;
    /** INBOUND_SMTP_PORT: the production listener for replies; null without it. */
    inboundSmtpPort: number | null;
    /** INBOUND_MAIL_SECRET: the webhook's bearer secret; null turns the webhook off. */
    inboundSecret: string | null;
  };
  /** The outbox worker's durations (OUTBOX_LEASE_MS, OUTBOX_FIRST_RETRY_MS): 60 s and 30 s unless a test shortens them. */
  outbox: { leaseMs: number; firstRetryMs: number };
  /** JOBS_LEASE_MS: how long a job's claim holds unrenewed (60 s unless a test shortens it). */
  jobs: { leaseMs: number };
  /** REMINDERS_PASS_MS: how often a reminder pass runs (5 minutes unless a test shortens it). */
  reminders: { passMs: number };
  /** NOTIFY_BATCH_SECONDS: the window of one activity mail (300 s unless set). */
  activityMail: { batchSeconds: number };
  /** REGISTRATIONS_PER_ADDRESS: registrations one address may make in 15 minutes (50 unless set). */
  registrationsPerAddress: number;
}

export class ConfigError extends Error {}

/** Reads and validates the environment once; throws a ConfigError that says what to fix. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(emptyToUndefined(env));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const values = parsed.data;
  const isProduction = values.NODE_ENV === 'production';
  if (isProduction && (values.SESSION_SECRET === DEVELOPMENT_SESSION_SECRET || values.SESSION_SECRET.length < 32)) {
    throw new ConfigError(
      'SESSION_SECRET must be set to a random string of at least 32 characters in production ' +
        '(e.g. `openssl rand -base64 48`).',
    );
  }
  if (isProduction && !values.PUBLIC_URL) {
    throw new ConfigError(
      'PUBLIC_URL must be set in production to the address people open, e.g. https://clientline.example.com ' +
        '(links are built from it and writes from other sites are refused).',
    );
  }
  if (isProduction && (!values.SMTP_URL || !values.MAIL_FROM)) {
    throw new ConfigError(
      'SMTP_URL and MAIL_FROM must be set in production: the mail relay (smtp://user:pass@smtp.example.com:587, ' +
        'smtps:// for implicit TLS) and the sender (Clientline <no-reply@clientline.example>).',
    );
  }
  if (values.METRICS_PORT !== undefined && values.METRICS_PORT === values.PORT) {
    throw new ConfigError('METRICS_PORT must differ from PORT: metrics are never served on the public app.');
  }
  return Object.freeze({
    env: values.NODE_ENV,
    isProduction,
    port: values.PORT,
    host: values.HOST,
    mongodbUri: values.MONGODB_URI,
    sessionSecret: values.SESSION_SECRET,
    dataDir: path.resolve(values.DATA_DIR),
    repoRoot: REPO_ROOT,
    publicOrigin: values.PUBLIC_URL ? new URL(values.PUBLIC_URL).origin : null,
    trustedOrigins: values.TRUSTED_ORIGINS.map((origin) => new URL(origin).origin),
    trustProxy: values.TRUST_PROXY === 'true',
    metrics: values.METRICS_PORT === undefined ? null : { port: values.METRICS_PORT, host: values.METRICS_HOST },
    redisUrl: values.REDIS_URL,
    mail: {
      smtpUrl: values.SMTP_URL,
      from: parseMailbox(values.MAIL_FROM ?? DEVELOPMENT_MAIL_FROM)!,
      linkOrigin: values.PUBLIC_URL ? new URL(values.PUBLIC_URL).origin : `http://localhost:${values.PORT}`,
      replyDomain: (values.REPLY_DOMAIN ?? parseMailbox(values.MAIL_FROM ?? DEVELOPMENT_MAIL_FROM)!.address.split('@')[1]!).toLowerCase(),
      inboundSmtpPort: values.INBOUND_SMTP_PORT ?? null,
      inboundSecret: values.INBOUND_MAIL_SECRET ?? null,
    },
    outbox: { leaseMs: values.OUTBOX_LEASE_MS, firstRetryMs: values.OUTBOX_FIRST_RETRY_MS },
    jobs: { leaseMs: values.JOBS_LEASE_MS },
    reminders: { passMs: values.REMINDERS_PASS_MS },
    activityMail: { batchSeconds: values.NOTIFY_BATCH_SECONDS },
    registrationsPerAddress: values.REGISTRATIONS_PER_ADDRESS,
  });
}

/** `Name <address>` or a bare `address`; null when the address is not one. */
export function parseMailbox(text: string): { address: string; name: string } | null {
  const match = /^\s*(?:(.*?)\s*<([^<>\s]+)>|([^<>\s]+))\s*$/.exec(text);
  if (!match) return null;
  const address = match[2] ?? match[3]!;
  if (!z.email().safeParse(address).success) return null;
  return { address, name: (match[1] ?? '').replace(/^"|"$/g, '').trim() };
}

/** `https://host[:port]`, optionally with a trailing slash: what a browser sends as `Origin`. */
function isWebOrigin(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.href === `${url.origin}/`;
  } catch {
    return false;
  }
}

/** An empty variable (`PORT=`) counts as unset, so the default applies. */
function emptyToUndefined(env: NodeJS.ProcessEnv): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(env).map(([key, value]) => [key, value === '' ? undefined : value]));
}
