import { ConfigError, loadConfig } from '../config';
import { connectDatabase } from '../database';
import { listenToDomainEvents } from '../domain-listeners';
import { useMailSettings } from '../mail/settings';
import { ensureDemoData, formatDemoLogins } from './seed';

/** `npm run seed`: the demo firm in the configured database (MONGODB_URI, else the embedded devdb in DATA_DIR). */
async function main(): Promise<void> {
  const config = loadConfig();
  if (config.isProduction) throw new ConfigError('The demo seed is for development and demos: it refuses to run with NODE_ENV=production.');
  const database = await connectDatabase(config);
  // The services leave their notifications through the domain events, as in the server; their mail waits
  // in the outbox until an api process sends it.
  listenToDomainEvents();
  useMailSettings(config.mail);
  try {
    console.log(`Database: ${database.description}`);
    console.log(formatDemoLogins(await ensureDemoData()));
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
