import mongoose from 'mongoose';
import { now } from '../clock/clock';
import { logger } from '../observability/logger';
import { activityMailJobs } from './activity-mail-jobs';
import { boardClientNames } from './board-client-names';
import { boardSummaries } from './board-summaries';
import { boardWelcomeMessages } from './board-welcome-messages';
import { clientAccounts } from './client-accounts';
import { emailProof } from './email-proof';
import { invitationsOfFormerManagers } from './invitations-of-former-managers';
import { templateRequestDetails } from './template-request-details';
import { webhookRequestNews } from './webhook-request-news';

/**
 * A change of stored data that a new release needs, run once at start-up. `run` must be idempotent: two
 * processes starting together may both run it, and a start that stopped halfway runs it again.
 */
export interface Migration {
  /** Never reused or renamed: the `migrations` collection records it as done. */
  version: string;
  run(): Promise<void>;
}

/** In the order they run. */
export const MIGRATIONS: Migration[] = [emailProof, invitationsOfFormerManagers, clientAccounts, activityMailJobs, boardSummaries, boardWelcomeMessages, templateRequestDetails, webhookRequestNews, boardClientNames];

const applied = () => mongoose.connection.collection<{ _id: string; appliedAt: Date }>('migrations');

/** Runs each migration this database has not recorded yet, in order, and records it. */
export async function runMigrations(migrations = MIGRATIONS): Promise<void> {
  for (const migration of migrations) {
    if (await applied().findOne({ _id: migration.version })) continue;
    await migration.run();
    await applied().updateOne({ _id: migration.version }, { $setOnInsert: { appliedAt: now() } }, { upsert: true });
    logger.info(`Migration ${migration.version} done`);
  }
}
