import { ConfigError } from './config';
import { logger } from './observability/logger';
import { startApi } from './start';

startApi().catch((error) => {
  if (error instanceof ConfigError) logger.fatal(error.message);
  else logger.fatal({ err: error }, 'Clientline could not start');
  process.exit(1);
});
