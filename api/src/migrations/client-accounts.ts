import { openOwnAccount } from '../client-accounts/people';
import { User, type UserRecord } from '../users/model';
import type { Migration } from './run';

/**
 * Turns each client stored before client accounts into an account of its own with that one person, of the
 * client's id: projects, documents, messages, notifications and audit entries name the client by that id,
 * and sessions the person, so all of them keep working unchanged. One client at a time, each step
 * idempotent: a start that stopped halfway takes up the clients still without an account.
 */
export const clientAccounts: Migration = {
  version: '2026-12-client-accounts',
  async run() {
    // Across firms, as a start-up migration is: the raw collection, as the tenancy plugin asks for one firm.
    const clients = User.collection.find<UserRecord>(
      { role: 'client', organizationId: { $ne: null }, $or: [{ clientAccountId: { $exists: false } }, { clientAccountId: null }] },
      { projection: { displayName: 1, organizationId: 1, archivedAt: 1, createdAt: 1 } },
    );
    for await (const client of clients) await openOwnAccount({ ...client, organizationId: client.organizationId! });
  },
};
