// The Clients screen at any size: a page of the filtered list, acts on a selection, saved filters.
import type { ClientBulkResult, ClientImport, ClientListItem, ClientPage, SavedClientFilter } from '@clientline/contracts';
import { AuditEntry } from '../src/audit/model';
import { runDueJobs } from '../src/jobs/runner';
import { logger } from '../src/observability/logger';
import { User } from '../src/users/model';
import { addClient, createFirm, createProject, inviteClient, inviteTeamMember, type Firm, type InvitedClient, type Member } from './fixtures';
import { startTestApi, uniqueEmail, type TestApi } from './test-api';
import { waitFor } from './wait-for';

let api: TestApi;
let firm: Firm;
let otherFirm: Firm;
let member: Member;
let ava: Member;
let ben: InvitedClient;
let cleo: InvitedClient;
let dan: { id: string; username: string };
let eve: { id: string; username: string };
let finn: InvitedClient;
let othersClient: InvitedClient;

const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** A client list imported with "invite later": its people are on the list, not invited yet. */
async function importNotInvited(into: Firm, name: string, email: string): Promise<void> {
  const uploaded: ClientImport = (await into.owner.agent.post('/api/client-imports').unset('Content-Type').attach('file', Buffer.from(`Name,Email\n${name},${email}\n`), 'clients.csv').expect(201)).body;
  await into.owner.agent.post(`/api/client-imports/${uploaded.id}/dry-run`).send({ mapping: uploaded.mapping, invitations: 'later' }).expect(200);
  await into.owner.agent.post(`/api/client-imports/${uploaded.id}/run`).expect(202);
  await runDueJobs({ logger });
  await waitFor(
    async () => (await into.owner.agent.get(`/api/client-imports/${uploaded.id}`).expect(200)).body.status === 'done',
    10_000,
    () => 'the import did not finish',
  );
}

const pageOf = async (query = '', as = firm.owner): Promise<ClientPage> => (await as.agent.get(`/api/clients/page${query && `?${query}`}`).expect(200)).body;
const namesOf = async (query = '', as = firm.owner): Promise<string[]> => (await pageOf(query, as)).clients.map((client) => client.displayName);
const bulk = async (body: object, as = firm.owner): Promise<ClientBulkResult> => (await as.agent.post('/api/clients/bulk').send(body).expect(200)).body;
const clientNamed = async (name: string): Promise<ClientListItem> => {
  const [listed, archived] = await Promise.all([firm.owner.agent.get('/api/clients').expect(200), firm.owner.agent.get('/api/clients?archived=true').expect(200)]);
  return [...listed.body, ...archived.body].find((client: ClientListItem) => client.displayName === name);
};

beforeAll(async () => {
  api = await startTestApi();
  [firm, otherFirm] = await Promise.all([createFirm(api), createFirm(api)]);
  member = await inviteTeamMember(api, firm, { displayName: 'Mo Member' });
  ava = await addClient(api, firm, { displayName: 'Ava Martinez' });
  ben = await inviteClient(firm, { displayName: 'Ben Okafor', emailPrefix: 'ben.okafor' });
  cleo = await inviteClient(firm, { displayName: 'Cleo Park' });
  finn = await inviteClient(firm, { displayName: 'Finn Gray' });
  othersClient = await inviteClient(otherFirm, { displayName: 'Olga Elsewhere' });
  dan = { id: '', username: uniqueEmail('dan.park') };
  dan.id = (await firm.owner.agent.post(`/api/clients/${cleo.id}/people`).send({ username: dan.username, displayName: 'Dan Park' }).expect(201)).body.id;
  // Cleo's invitation ran out (Dan's still works).
  await User.updateOne({ _id: cleo.id, organizationId: firm.organizationId }, { $set: { accessTokenExpiresAt: new Date(Date.now() - 60_000) } });
  eve = { id: '', username: uniqueEmail('eve.stone') };
  await importNotInvited(firm, 'Eve Stone', eve.username);
  eve.id = (await clientNamed('Eve Stone')).id;

  await createProject(firm, ava, { startDate: isoDay(-10), endDate: isoDay(10), assigneeIds: [member.id] });
  await createProject(firm, ben, { startDate: isoDay(30) });
  await firm.owner.agent.put(`/api/clients/${ava.id}/tags`).send({ tags: ['1040'] }).expect(200);
  await firm.owner.agent.put(`/api/clients/${ben.id}/tags`).send({ tags: ['S-corp'] }).expect(200);
  await otherFirm.owner.agent.put(`/api/clients/${othersClient.id}/tags`).send({ tags: ['Elsewhere'] }).expect(200);
  await firm.owner.agent.post(`/api/clients/${finn.id}/archive`).expect(200);
});
afterAll(() => api.stop());

describe('GET /api/clients/page', () => {
  it('answers the first page by name, each client as GET /api/clients lists it, with the total', async () => {
    const page = await pageOf();
    expect(page).toEqual({ clients: expect.any(Array), total: 4, page: 1, pageSize: 50 });
    const everyClient = (await firm.owner.agent.get('/api/clients').expect(200)).body;
    expect(page.clients).toEqual(everyClient);
    expect(page.clients.map((client) => client.displayName)).toEqual(['Ava Martinez', 'Ben Okafor', 'Cleo Park', 'Eve Stone']);
  });

  it('pages on the server', async () => {
    expect(await pageOf('pageSize=2&page=2')).toMatchObject({ total: 4, page: 2, pageSize: 2, clients: [{ displayName: 'Cleo Park' }, { displayName: 'Eve Stone' }] });
    expect(await pageOf('pageSize=2&page=3')).toEqual({ clients: [], total: 4, page: 3, pageSize: 2 });
  });

  it("searches the client's name and each person's name and email, whatever the case, as typed", async () => {
    expect(await namesOf('q=OKAF')).toEqual(['Ben Okafor']);
    expect(await namesOf(`q=${encodeURIComponent(ben.username.slice(0, 12))}`)).toEqual(['Ben Okafor']);
    // Dan is the second person of Cleo's account.
    expect(await namesOf('q=dan.park')).toEqual(['Cleo Park']);
    expect(await namesOf('q=dan%20p')).toEqual(['Cleo Park']);
    // Pattern characters stand for themselves.
    expect(await namesOf('q=.*')).toEqual([]);
    expect(await namesOf('q=a')).toHaveLength(4);
  });

  it('filters by tag, status, assigned staff and invitation state, and by several at once', async () => {
    expect(await namesOf('tag=1040')).toEqual(['Ava Martinez']);
    expect(await namesOf('status=Active')).toEqual(['Ava Martinez']);
    expect(await namesOf('status=Pending')).toEqual(['Ben Okafor']);
    expect(await namesOf('status=Sleeping')).toEqual(['Cleo Park', 'Eve Stone']);
    expect(await namesOf(`staffId=${member.id}`)).toEqual(['Ava Martinez']);
    expect(await namesOf(`staffId=${firm.owner.id}`)).toEqual(['Ava Martinez', 'Ben Okafor']);
    expect(await namesOf('access=active')).toEqual(['Ava Martinez']);
    expect(await namesOf('access=invited')).toEqual(['Ben Okafor']);
    expect(await namesOf('access=invitation_expired')).toEqual(['Cleo Park']);
    expect(await namesOf('access=not_invited')).toEqual(['Eve Stone']);
    expect(await namesOf('status=Sleeping&access=not_invited&q=stone')).toEqual(['Eve Stone']);
    expect(await pageOf('status=Active&tag=S-corp')).toEqual({ clients: [], total: 0, page: 1, pageSize: 50 });
  });

  it('lists the archived clients instead with archived=true', async () => {
    expect(await namesOf('archived=true')).toEqual(['Finn Gray']);
    expect(await namesOf('archived=true&q=finn')).toEqual(['Finn Gray']);
  });

  it('shows a team member walled off by need-to-know access only the clients of their projects', async () => {
    await firm.owner.agent.put('/api/team/settings').send({ needToKnowAccess: true }).expect(200);
    try {
      expect(await pageOf('', member)).toMatchObject({ total: 1, clients: [{ displayName: 'Ava Martinez' }] });
      expect(await namesOf('q=okafor', member)).toEqual([]);
      expect(await namesOf(`staffId=${firm.owner.id}`, member)).toEqual(['Ava Martinez']);
      expect((await member.agent.get('/api/clients/tags').expect(200)).body).toEqual(['1040']);
    } finally {
      await firm.owner.agent.put('/api/team/settings').send({ needToKnowAccess: false }).expect(200);
    }
    expect(await namesOf('', member)).toEqual(['Ava Martinez', 'Ben Okafor', 'Cleo Park', 'Eve Stone']);
  });

  it.each([
    ['status=Asleep', 'status must be one of Active, Pending, Sleeping'],
    ['access=maybe', 'access must be one of not_invited, invited, invitation_expired, active'],
    ['staffId=42', 'staffId must be the id of one member of your team'],
    ['page=0', 'page must be a whole number from 1'],
    ['pageSize=101', 'pageSize must be a whole number from 1 to 100'],
    ['archived=false', "archived must be 'true' (the archived clients)"],
    ['q=(101 characters)', 'q must be one text of at most 100 characters'],
  ])('refuses %s with a 400 that says what is allowed', async (query, message) => {
    const response = await firm.owner.agent.get(`/api/clients/page?${query.replace('(101 characters)', 'x'.repeat(101))}`).expect(400);
    expect(response.body.message).toBe(message);
  });

  it('is for staff: a client is refused', async () => {
    await ava.agent.get('/api/clients/page').expect(403);
    await api.agent().get('/api/clients/page').expect(401);
  });
});

describe('GET /api/clients/tags', () => {
  it("lists the firm's tags once each, by name, never another firm's", async () => {
    expect((await firm.owner.agent.get('/api/clients/tags').expect(200)).body).toEqual(['1040', 'S-corp']);
    expect((await otherFirm.owner.agent.get('/api/clients/tags').expect(200)).body).toEqual(['Elsewhere']);
  });
});

describe('POST /api/clients/bulk', () => {
  const invitationsTo = async (email: string) => (await api.caughtMail()).filter((mail) => mail.to.includes(email) && mail.subject.includes('invited you to your client portal'));

  it('invites the people who have no working invitation, skips the others, and says so', async () => {
    // The invitations they were mailed when added, delivered first so the counts below are of the bulk's.
    for (const email of [ben.username, cleo.username, dan.username, othersClient.username]) await api.mailTo(email);
    const result = await bulk({ action: 'invite', clientIds: [ava.id, ben.id, cleo.id, eve.id, finn.id, othersClient.id, '64b0000000000000000000ff'] });
    expect(result).toEqual({
      ok: true,
      changed: 2,
      message: 'Invited 2 people of 2 clients; 1 client was already signed in; 1 client already had a working invitation; 1 archived client was left out; 2 clients were not found.',
    });

    const eveMail = await api.mailTo(eve.username, (mail) => mail.subject === `${firm.organizationName} invited you to your client portal`);
    await waitFor(async () => (await invitationsTo(cleo.username)).length === 2, 10_000, () => 'Cleo was not invited again');
    expect(await invitationsTo(ben.username)).toHaveLength(1);
    expect(await invitationsTo(dan.username)).toHaveLength(1);
    expect(await invitationsTo(othersClient.username)).toHaveLength(1);
    expect(await namesOf('access=invited')).toEqual(['Ben Okafor', 'Cleo Park', 'Eve Stone']);

    // The mailed link works; no password was set for Eve, and Cleo's old temporary password no longer signs in.
    const token = /first-access\/([\w-]+)/.exec(eveMail.text)![1]!;
    await api.agent().post('/api/auth/validate-access-token').send({ token }).expect(200);
    expect((await User.findOne({ _id: eve.id, organizationId: firm.organizationId }).lean())!.passwordHash).toBe('no-password-yet');
    await api.agent().post('/api/login').send({ username: cleo.username, password: cleo.temporaryPassword }).expect(401);

    const entries = await AuditEntry.find({ organizationId: firm.organizationId, action: 'client.invited' }).lean();
    expect(entries.map((entry) => [entry.client?.displayName, entry.detail]).sort()).toEqual([
      ['Cleo Park', `Invited ${cleo.username}`],
      ['Eve Stone', `Invited ${eve.username}`],
    ]);
  });

  it('adds and removes a tag whatever its case, and records each change as an edit of the client', async () => {
    expect(await bulk({ action: 'tag', clientIds: [ava.id, ben.id], tag: 'Extension 2025' })).toEqual({ ok: true, changed: 2, message: 'Added the tag Extension 2025 to 2 clients.' });
    expect((await bulk({ action: 'tag', clientIds: [ava.id, cleo.id], tag: 'extension 2025' })).message).toBe('Added the tag extension 2025 to 1 client; 1 client already had it.');
    expect((await clientNamed('Ava Martinez')).tags).toEqual(['1040', 'Extension 2025']);
    expect((await clientNamed('Cleo Park')).tags).toEqual(['extension 2025']);

    const removed = await bulk({ action: 'untag', clientIds: [ava.id, ben.id, cleo.id, eve.id], tag: 'EXTENSION 2025' });
    expect(removed).toEqual({ ok: true, changed: 3, message: 'Removed the tag EXTENSION 2025 from 3 clients; 1 client did not have it.' });
    expect((await clientNamed('Ava Martinez')).tags).toEqual(['1040']);
    expect((await clientNamed('Cleo Park')).tags).toEqual([]);
    const entry = await AuditEntry.findOne({ organizationId: firm.organizationId, action: 'client.updated', 'client.id': cleo.id }).sort({ at: -1 }).lean();
    expect(entry?.detail).toBe('Tags: extension 2025 → none');
  });

  it('leaves a client that has the most tags as it is', async () => {
    const twenty = Array.from({ length: 20 }, (_, n) => `Tag ${n}`);
    await firm.owner.agent.put(`/api/clients/${eve.id}/tags`).send({ tags: twenty }).expect(200);
    expect((await bulk({ action: 'tag', clientIds: [eve.id], tag: 'One more' })).message).toBe('Added the tag One more to 0 clients; 1 client already has 20 tags, the most a client can have.');
    expect((await clientNamed('Eve Stone')).tags).toEqual(twenty);
  });

  it('archives the chosen clients as Archive does, never another firm\'s', async () => {
    expect(await bulk({ action: 'archive', clientIds: [ben.id, finn.id, othersClient.id] })).toEqual({
      ok: true,
      changed: 1,
      message: 'Archived 1 client; 1 client was already archived; 1 client was not found.',
    });
    expect(await namesOf('archived=true')).toEqual(['Ben Okafor', 'Finn Gray']);
    expect(await AuditEntry.exists({ organizationId: firm.organizationId, action: 'client.archived', 'client.id': ben.id })).not.toBeNull();
    const elsewhere = (await otherFirm.owner.agent.get('/api/clients').expect(200)).body;
    expect(elsewhere.map((client: ClientListItem) => client.displayName)).toEqual(['Olga Elsewhere']);
  });

  it.each([
    ['a tag to add without the tag', { action: 'tag', clientIds: ['64b0000000000000000000ff'] }, 'Name the tag', 'tag'],
    ['no client', { action: 'invite', clientIds: [] }, 'Choose at least one client', 'clientIds'],
    ['501 clients', { action: 'invite', clientIds: Array.from({ length: 501 }, () => '64b0000000000000000000ff') }, 'Choose at most 500 clients at once', 'clientIds'],
    ['an action it does not do', { action: 'delete', clientIds: ['64b0000000000000000000ff'] }, 'action must be one of invite, tag, untag, archive', 'action'],
  ])('refuses %s with a 400 on the field', async (_what, body, message, field) => {
    const response = await firm.owner.agent.post('/api/clients/bulk').send(body).expect(400);
    expect(response.body).toEqual({ message, errors: { [field]: message } });
  });

  it('is for the owner and admins only', async () => {
    await member.agent.post('/api/clients/bulk').send({ action: 'archive', clientIds: [ava.id] }).expect(403, { message: 'You do not have permission to do this' });
    expect((await clientNamed('Ava Martinez')).archived).toBe(false);
  });
});

describe('saved filters', () => {
  const save = (body: object, as = firm.owner) => as.agent.post('/api/client-filters').send(body);

  it('are named by the owner and admins and applied by all the staff, of their firm only', async () => {
    const saved: SavedClientFilter = (await save({ name: ' Extensions due ', filter: { tag: '1040', status: 'Active', q: '' } }).expect(201)).body;
    expect(saved).toEqual({ id: expect.stringMatching(/^[a-f0-9]{24}$/), name: 'Extensions due', filter: { tag: '1040', status: 'Active' }, createdAt: expect.any(String) });
    expect((await member.agent.get('/api/client-filters').expect(200)).body).toEqual([saved]);
    expect((await otherFirm.owner.agent.get('/api/client-filters').expect(200)).body).toEqual([]);
    await save({ name: 'Mine', filter: { tag: '1040' } }, member).expect(403);

    const taken = 'A saved filter is already named "EXTENSIONS DUE": choose another name, or delete that one first';
    expect((await save({ name: 'EXTENSIONS DUE', filter: { access: 'invited' } }).expect(409)).body).toEqual({ message: taken, errors: { name: taken } });
    expect((await save({ name: 'Everything', filter: {} }).expect(400)).body.message).toBe('Choose a search or a filter to save first');
    expect((await save({ name: 'Bad', filter: { status: 'Asleep' } }).expect(400)).body.message).toBe('status must be one of Active, Pending, Sleeping');

    await otherFirm.owner.agent.delete(`/api/client-filters/${saved.id}`).expect(404, { message: 'Saved filter not found' });
    await member.agent.delete(`/api/client-filters/${saved.id}`).expect(403);
    await firm.owner.agent.delete(`/api/client-filters/${saved.id}`).expect(200, { ok: true, message: 'The saved filter "Extensions due" was deleted' });
    await firm.owner.agent.delete(`/api/client-filters/${saved.id}`).expect(404);
    expect((await firm.owner.agent.get('/api/client-filters').expect(200)).body).toEqual([]);
  });

  it('are at most 50 a firm', async () => {
    for (let n = 0; n < 50; n += 1) await save({ name: `Filter ${n}`, filter: { q: `client ${n}` } }, otherFirm.owner).expect(201);
    const refused = await save({ name: 'One too many', filter: { q: 'x' } }, otherFirm.owner).expect(409);
    expect(refused.body.message).toBe('Your firm has 50 saved filters, the most it can keep: delete one before saving another');
    const names = (await otherFirm.owner.agent.get('/api/client-filters').expect(200)).body.map((filter: SavedClientFilter) => filter.name);
    expect(names.slice(0, 3)).toEqual(['Filter 0', 'Filter 1', 'Filter 10']);
  });
});

describe('the invitation filter, on an account whose people stand apart', () => {
  it("finds the account by its person least far along, in the list, its total and a bulk Invite of what it found", async () => {
    const own = await createFirm(api);
    const hana = await addClient(api, own, { displayName: 'Hana Lee' });
    await addClient(api, own, { displayName: 'Jo Kim' });
    const ivo = (await own.owner.agent.post(`/api/clients/${hana.id}/people`).send({ username: uniqueEmail('ivo.lee'), displayName: 'Ivo Lee' }).expect(201)).body;
    // Added as an import that invites later would add him: on the list, not invited yet.
    await User.updateOne({ _id: ivo.id, organizationId: own.organizationId }, { $set: { accessTokenExpiresAt: null } });
    const invitationsOf = async (email: string) => (await api.caughtMail()).filter((mail) => mail.to.includes(email) && mail.subject.includes('invited you to your client portal'));
    const names = async (access: string) => (await pageOf(`access=${access}`, own.owner)).clients.map((client) => client.displayName);

    const notInvited = await pageOf('access=not_invited', own.owner);
    expect(notInvited).toMatchObject({ total: 1, clients: [{ displayName: 'Hana Lee', access: 'active', peopleAccess: 'not_invited' }] });
    expect(await names('active')).toEqual(['Jo Kim']);
    expect(await names('invited')).toEqual([]);

    const invited = await bulk({ action: 'invite', clientIds: notInvited.clients.map((client) => client.id) }, own.owner);
    expect(invited.message).toBe('Invited 1 person of 1 client.');
    expect(await names('not_invited')).toEqual([]);
    expect(await pageOf('access=invited', own.owner)).toMatchObject({ total: 1, clients: [{ displayName: 'Hana Lee', access: 'active', peopleAccess: 'invited' }] });

    // The bulk's invitation, after the one he was mailed when added.
    await waitFor(async () => (await invitationsOf(ivo.username)).length === 2, 10_000, () => 'Ivo was not invited again');
    const tokens = (await invitationsOf(ivo.username)).map((mail) => /first-access\/([\w-]+)/.exec(mail.text)![1]!);
    const token = tokens.find((mailed) => !ivo.firstAccessUrl.endsWith(mailed))!;
    await api.agent().post('/api/change-password').send({ currentPassword: token, newPassword: 'a brand new passphrase' }).expect(200);
    expect(await names('active')).toEqual(['Hana Lee', 'Jo Kim']);
  });
});
