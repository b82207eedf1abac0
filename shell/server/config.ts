import path from 'node:path';
import { z } from 'zod';

/** Holds shell/dist, each remote's dist and the runtime manifest. */
const REPO_ROOT = path.resolve(__dirname, '../..');

function isWebAddress(text: string): boolean {
  return URL.canParse(text) && ['http:', 'https:'].includes(new URL(text).protocol);
}

const hostEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Where the host's server listens when it runs on its own (shell/server/main.ts). */
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  /** The api the host asks who opens a page and for first screens' data, e.g. http://api:3000; unset, this same server (one process). */
  API_ORIGIN: z.string().refine(isWebAddress, 'API_ORIGIN must be an http(s) address, e.g. http://api:3000').optional(),
  PUBLIC_URL: z.string().refine(isWebAddress, 'PUBLIC_URL must be an http(s) address, e.g. https://clientline.example.com').optional(),
  /**
   * How long a page waits for its signed-in first screen before it goes out unrendered (the browser then
   * renders it); the e2e suite, on a machine busy with browsers and several servers, raises it.
   */
  FIRST_SCREEN_RENDER_TIMEOUT_MS: z.coerce.number().int().min(100, 'FIRST_SCREEN_RENDER_TIMEOUT_MS must be at least 100').max(30_000, 'FIRST_SCREEN_RENDER_TIMEOUT_MS must be at most 30000').default(1500),
  /** How many first screens one host process renders at once; a page past them goes out unrendered at once. */
  FIRST_SCREENS_AT_ONCE: z.coerce.number().int().min(1, 'FIRST_SCREENS_AT_ONCE must be at least 1').max(64, 'FIRST_SCREENS_AT_ONCE must be at most 64').default(4),
});

export interface HostConfig {
  isProduction: boolean;
  port: number;
  host: string;
  apiOrigin: string | null;
  publicOrigin: string | null;
  rootDir: string;
  manifestPath: string;
  firstScreens: { timeoutMs: number; atOnce: number };
}

export class HostConfigError extends Error {}

/** Reads and validates the host's environment; throws a HostConfigError that says what to fix. */
export function loadHostConfig(env: NodeJS.ProcessEnv = process.env): HostConfig {
  const parsed = hostEnvSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')));
  if (!parsed.success) throw new HostConfigError(parsed.error.issues.map((issue) => issue.message).join('\n'));
  const values = parsed.data;
  return {
    isProduction: values.NODE_ENV === 'production',
    port: values.PORT,
    host: values.HOST,
    apiOrigin: values.API_ORIGIN ? new URL(values.API_ORIGIN).origin : null,
    publicOrigin: values.PUBLIC_URL ? new URL(values.PUBLIC_URL).origin : null,
    rootDir: REPO_ROOT,
    manifestPath: path.join(REPO_ROOT, 'shell', 'mfe-manifest.json'),
    firstScreens: { timeoutMs: values.FIRST_SCREEN_RENDER_TIMEOUT_MS, atOnce: values.FIRST_SCREENS_AT_ONCE },
  };
}
