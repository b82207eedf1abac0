import { loadConfig } from '../config';
import { connectDatabase } from '../database';
import { useMailSettings } from '../mail/settings';
import { resetOwnerTwoFactorAsOperator } from './operator-reset';

/**
 * `npm run reset-owner-two-factor -w api -- <email>`, run on the server with its environment (MONGODB_URI):
 * turns off the two-factor sign-in of the firm's owner signing in as <email> (docs/api.md, "Two-factor
 * sign-in"). Their mail waits in the outbox until an api process sends it.
 */
async function main(): Promise<void> {
  const email = process.argv[2];
  if (!email || process.argv.length > 3) throw new Error('Usage: npm run reset-owner-two-factor -w api -- <email of the firm owner>');
  const config = loadConfig();
  const database = await connectDatabase(config);
  useMailSettings(config.mail);
  try {
    const owner = await resetOwnerTwoFactorAsOperator(email);
    console.log(`Two-factor sign-in is off for ${owner.displayName} (${owner.username}); their sessions ended, they were mailed, and their firm's audit trail records it.`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
