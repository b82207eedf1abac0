import type { Config } from '../config';
import { logger } from '../observability/logger';
import { Organization } from '../organizations/model';
import { ensureDemoData, formatDemoLogins } from './seed';

/**
 * On the embedded devdb (no MONGODB_URI) outside production, an empty database gets the demo firm,
 * so the first `npm start` shows a working product.
 */
export async function seedOnFirstStart(config: Config): Promise<void> {
  if (config.mongodbUri || config.isProduction) return;
  if (await Organization.exists({})) return;
  try {
    console.log(formatDemoLogins(await ensureDemoData()));
  } catch (error) {
    // The product works without the demo data: report it and keep starting.
    logger.error({ err: error }, 'Could not create the demo data');
  }
}
