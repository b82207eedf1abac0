import path from 'node:path';
import { USAGE, parseCliOptions } from './cli-options';
import { startDevDb } from './server';

async function main(): Promise<void> {
  let options;
  try {
    options = parseCliOptions(process.argv.slice(2));
  } catch (error) {
    console.error(`devdb: ${(error as Error).message}\n\n${USAGE}`);
    process.exit(2);
  }
  if (options.help) {
    console.log(USAGE);
    return;
  }
  const dir = options.dir ? path.resolve(options.dir) : undefined;
  let devDb;
  try {
    // A chosen password comes from the environment: the command line is visible to every user in `ps`.
    devDb = await startDevDb({ port: options.port, host: options.host, dir, password: process.env.DEVDB_PASSWORD || undefined });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const message =
      code === 'EADDRINUSE'
        ? `devdb: port ${options.port} is already in use; pass --port 0 for a free one or stop the other server`
        : (error as Error).message;
    console.error(message);
    process.exit(1);
  }
  console.log(`devdb listening on ${devDb.uri} (${dir ? `data in ${dir}` : 'in memory, data is lost on exit'})`);
  const stop = () => {
    devDb.stop().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

void main();
