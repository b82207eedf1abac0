import path from 'node:path';
import { z } from 'zod';

export const DEVELOPMENT_SESSION_SECRET = 'clientline-development-session-secret-not-for-production';
const REPO_ROOT = path.resolve(__dirname, '../..');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  MONGODB_URI: z
    .string()
    .regex(/^mongodb(\+srv)?:\/\//, 'MONGODB_URI must start with mongodb:// or mongodb+srv://')
    .optional(),
  SESSION_SECRET: z.string().min(1).default(DEVELOPMENT_SESSION_SECRET),
  DATA_DIR: z.string().min(1).default(path.join(REPO_ROOT, '.data')),
  /** Extra browser origins allowed to open the socket, e.g. a dev server: "http://localhost:8080,http://localhost:8081". */
  TRUSTED_ORIGINS: z.string().default(''),
  /** Set when a reverse proxy terminates TLS, so X-Forwarded-* headers are believed. */
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
});

export interface Config {
  env: 'development' | 'test' | 'production';
  isProduction: boolean;
  port: number;
  mongodbUri?: string;
  sessionSecret: string;
  dataDir: string;
  repoRoot: string;
  trustedOrigins: string[];
  trustProxy: boolean;
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
  return Object.freeze({
    env: values.NODE_ENV,
    isProduction,
    port: values.PORT,
    mongodbUri: values.MONGODB_URI,
    sessionSecret: values.SESSION_SECRET,
    dataDir: path.resolve(values.DATA_DIR),
    repoRoot: REPO_ROOT,
    trustedOrigins: values.TRUSTED_ORIGINS.split(',').map((origin) => origin.trim()).filter(Boolean),
    trustProxy: values.TRUST_PROXY === 'true',
  });
}

/** An empty variable (`PORT=`) counts as unset, so the default applies. */
function emptyToUndefined(env: NodeJS.ProcessEnv): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(env).map(([key, value]) => [key, value === '' ? undefined : value]));
}
