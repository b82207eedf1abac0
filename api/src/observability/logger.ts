import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger };

type Environment = 'development' | 'test' | 'production';

/** Tests keep their output clean but still show what went wrong; the e2e server's warnings stay visible. */
const LEVEL: Record<Environment, string> = { production: 'info', development: 'info', test: 'warn' };

/**
 * JSON lines on stdout (one object per event, for a log collector) in production and test; compact
 * human lines in development. `destination` and `level` let a test read the lines it caused.
 */
export function createLogger(options: { env: Environment; destination?: DestinationStream; level?: string }): Logger {
  const settings = { level: options.level ?? LEVEL[options.env] };
  if (options.destination) return pino(settings, options.destination);
  if (options.env === 'development') return pino({ ...settings, transport: DEVELOPMENT_LINES });
  return pino(settings);
}

/**
 * `[12:00:01.234] INFO: GET /api/projects/:id 200 4 ms`: the message without the fields a collector
 * reads. pino-pretty is a development dependency, loaded by name only here (not in a production image).
 */
const DEVELOPMENT_LINES = {
  target: 'pino-pretty',
  options: {
    translateTime: 'HH:MM:ss.l',
    ignore: 'pid,hostname,requestId,method,route,status,durationMs,userId,organizationId',
    singleLine: true,
  },
};

/**
 * The process's logger. It reads NODE_ENV itself rather than the loaded config, so that a configuration
 * that fails to load can still be reported through it.
 */
export const logger = createLogger({ env: environmentOf(process.env.NODE_ENV) });

function environmentOf(value: string | undefined): Environment {
  return value === 'production' || value === 'test' ? value : 'development';
}
