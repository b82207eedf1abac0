export interface CliOptions {
  port: number;
  host: string;
  dir: string | undefined;
  help: boolean;
}

export const USAGE = `Usage: devdb [--port <port>] [--host <host>] [--dir <data directory>]

Starts devdb, a MongoDB wire-compatible server for development and tests.
  --port  TCP port (default 27017; 0 picks a free port)
  --host  interface to listen on (default 127.0.0.1)
  --dir   keep data in this directory across restarts (default: in memory only)

Clients sign in as user devdb (SCRAM-SHA-256) with a random password made at each start; the URI
printed on start carries it. Set DEVDB_PASSWORD in the environment to choose the password instead.`;

const VALUE_FLAGS = ['--port', '--host', '--dir'];

/** Parses the command line; throws an Error whose message is fit to show the user. */
export function parseCliOptions(argv: string[]): CliOptions {
  const options: CliOptions = { port: 27017, host: '127.0.0.1', dir: undefined, help: false };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inlineValue] = argv[i].split(/=(.*)/s, 2);
    if (flag === '--help' || flag === '-h') {
      options.help = true;
      continue;
    }
    if (!VALUE_FLAGS.includes(flag)) throw new Error(`unknown option '${flag}'`);
    const value = inlineValue ?? argv[++i];
    if (value === undefined || value === '') throw new Error(`${flag} needs a value`);
    if (flag === '--port') {
      const port = Number(value);
      if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port must be an integer from 0 to 65535, got '${value}'`);
      options.port = port;
    } else if (flag === '--host') {
      options.host = value;
    } else {
      options.dir = value;
    }
  }
  return options;
}
