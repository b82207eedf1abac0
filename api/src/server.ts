import { ConfigError, loadConfig } from './config';
import { connectDatabase } from './database';
import { createHttpServer } from './http-server';
import { backfillLookAlikeKeys } from './organizations/service';
import { seedOnFirstStart } from './seed/first-start';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await connectDatabase(config);
  console.log(`Database: ${database.description}`);
  await backfillLookAlikeKeys();
  // After the app is built: the seed goes through the services, whose side effects the app's listeners make.
  const { server, close } = createHttpServer({ config });
  await seedOnFirstStart(config);
  await new Promise<void>((resolve) => server.listen(config.port, resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`Clientline running at http://localhost:${port}`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: shutting down`);
    // Requests still running after 10 s are abandoned rather than holding the process open.
    setTimeout(() => process.exit(1), 10_000).unref();
    await close(); // stops accepting connections and ends open sockets
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
