// The start-up migration 'client-accounts': clients stored before accounts become accounts of their own,
// with everything they had working as before, once, whatever is interrupted or run twice.
import mongoose from 'mongoose';
import { ClientAccount } from '../src/client-accounts/model';
import { openOwnAccount } from '../src/client-accounts/people';
import { clientAccounts } from '../src/migrations/client-accounts';
import { runMigrations } from '../src/migrations/run';
import { User, type UserRecord } from '../src/users/model';
import { addClient, createProject, useTwoFirms, type Member } from './fixtures';

const world = useTwoFirms();

/** The database as the release before accounts wrote it: no accounts, no client's clientAccountId, the migration not recorded. */
async function asWrittenBefore(clientIds: string[]): Promise<void> {
  const ids = clientIds.map((id) => new mongoose.Types.ObjectId(id));
  await ClientAccount.collection.deleteMany({ _id: { $in: ids } });
  await User.collection.updateMany({ _id: { $in: ids } }, { $unset: { clientAccountId: '', limitedToProjectIds: '' } });
  await mongoose.connection.collection<{ _id: string }>('migrations').deleteOne({ _id: clientAccounts.version });
}

/** What a client and their firm read of everything the client had. */
async function everythingOf(client: Member, projectId: string) {
  const read = async (member: Member, path: string) => (await member.agent.get(path).expect(200)).body;
  const owner = world.firm.owner;
  return {
    clientsListed: (await read(owner, '/api/clients')).filter((row: { id: string }) => row.id === client.id),
    archivedListed: (await read(owner, '/api/clients?archived=true')).filter((row: { id: string }) => row.id === client.id),
    projects: await read(client, '/api/projects'),
    project: await read(client, `/api/projects/${projectId}`),
    messages: await read(client, `/api/projects/${projectId}/messages`),
    documents: await read(client, `/api/projects/${projectId}/documents`),
    bell: await read(client, '/api/notifications'),
    firmsProjects: (await read(owner, '/api/projects')).filter((project: { id: string }) => project.id === projectId),
    trail: await read(owner, `/api/audit-log?clientId=${client.id}`),
  };
}

describe("the start-up migration 'client-accounts'", () => {
  it('gives every client stored before accounts an account of its own id, and everything they had still works', async () => {
    const client = await addClient(world.api, world.firm, { displayName: 'Mia Migrated' });
    const project = await createProject(world.firm, client, { name: 'Migrated matter' });
    await client.agent.post(`/api/projects/${project.id}/messages`).send({ content: 'Before the upgrade' }).expect(201);
    await world.firm.owner.agent.post(`/api/projects/${project.id}/messages`).send({ content: 'Noted' }).expect(201);
    await client.agent.post(`/api/projects/${project.id}/documents`).unset('Content-Type').attach('file', Buffer.from('%PDF-1.7\nW-2'), 'w2.pdf').expect(201);
    const archived = await addClient(world.api, world.firm, { displayName: 'Archie Archived' });
    await world.firm.owner.agent.post(`/api/clients/${archived.id}/archive`).expect(200);
    const before = await everythingOf(client, project.id);

    await asWrittenBefore([client.id, archived.id]);
    await runMigrations();

    const accounts = await ClientAccount.find({ organizationId: world.firm.organizationId, _id: mongoose.trusted({ $in: [client.id, archived.id] }) }).lean();
    expect(accounts.map((account) => [account.name, account.kind, account.primaryPersonId.toString(), Boolean(account.archivedAt)]).sort()).toEqual([
      ['Archie Archived', 'individual', archived.id, true],
      ['Mia Migrated', 'individual', client.id, false],
    ]);
    // The client's session from before the upgrade still signs them in, and nothing they or the firm read changed.
    expect(await everythingOf(client, project.id)).toEqual(before);

    // Run again (a second process, or a restart), it changes nothing.
    await clientAccounts.run();
    await runMigrations();
    expect(await ClientAccount.countDocuments({ organizationId: world.firm.organizationId, _id: mongoose.trusted({ $in: [client.id, archived.id] }) })).toBe(2);
    expect(await everythingOf(client, project.id)).toEqual(before);
  });

  it('takes up where a start that stopped halfway left off', async () => {
    const clients = await Promise.all(['Hal Half', 'Wyn Whole', 'Uma Undone'].map((displayName) => addClient(world.api, world.firm, { displayName })));
    await asWrittenBefore(clients.map((client) => client.id));
    // The first process got as far as the first client, and only its account (not the person's link to it).
    const first = await User.findOne({ _id: clients[0]!.id, organizationId: world.firm.organizationId }).lean<UserRecord>();
    await ClientAccount.create({ _id: first!._id, organizationId: world.firm.organizationId, name: first!.displayName, kind: 'individual', primaryPersonId: first!._id });

    await runMigrations();
    const people = await User.find({ organizationId: world.firm.organizationId, _id: mongoose.trusted({ $in: clients.map((client) => client.id) }) }).lean<UserRecord[]>();
    expect(people.map((person) => person.clientAccountId?.toString()).sort()).toEqual(clients.map((client) => client.id).sort());
    for (const client of clients) await client.agent.get('/api/projects').expect(200);
    await openOwnAccount({ ...first!, organizationId: first!.organizationId! });
    expect(await ClientAccount.countDocuments({ organizationId: world.firm.organizationId, _id: mongoose.trusted({ $in: clients.map((client) => client.id) }) })).toBe(3);
  });
});
