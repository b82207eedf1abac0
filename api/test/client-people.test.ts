// A client of the firm is an account with one or more people: a couple filing jointly, a company's owner and
// its bookkeeper. Each person signs in on their own; the firm may limit a person to some of the account's projects.
import { Secret, TOTP } from 'otpauth';
import { SOCKET_EVENTS, type ClientPerson, type Notification } from '@clientline/contracts';
import { AuditEntry } from '../src/audit/model';
import { Notification as NotificationModel } from '../src/notifications/model';
import { OutboxMail } from '../src/mail/model';
import { addClient, addClientPerson, closeSockets, createProject, drain, openSocket, recordEvents, useTwoFirms, type Member } from './fixtures';
import { PASSWORD, uniqueEmail } from './test-api';

const world = useTwoFirms();
afterEach(closeSockets);

const addPerson = (clientId: string, fields: { displayName: string; projectIds?: string[] | null }) => addClientPerson(world.api, world.firm, clientId, fields);

const projectNames = async (member: Member) => ((await member.agent.get('/api/projects').expect(200)).body as Array<{ name: string }>).map((project) => project.name).sort();
const peopleOf = async (clientId: string): Promise<ClientPerson[]> => (await world.firm.owner.agent.get(`/api/clients/${clientId}/people`).expect(200)).body;

describe('a household: two people on one client account', () => {
  it('lets the spouse sign in on her own and see, write in and hear of their joint return', async () => {
    const client = world.client;
    const joint = await createProject(world.firm, client, { name: 'Joint return 2025' });
    const spouse = await addPerson(client.id, { displayName: 'Dana Spouse' });
    expect(spouse.created).toMatchObject({ displayName: 'Dana Spouse', primary: false, access: 'invited', projectIds: null });
    expect((await world.api.mailTo(spouse.username, (mail) => mail.subject.includes('invited you to your client portal'))).text).toContain('Welcome, Dana Spouse');

    expect(await projectNames(spouse)).toContain('Joint return 2025');
    const project = await spouse.agent.get(`/api/projects/${joint.id}`).expect(200);
    expect(project.body.client.displayName).toBe('Carla Client');

    // Her message is hers: the firm and the other person of the account hear of it, by her name.
    const sent = await spouse.agent.post(`/api/projects/${joint.id}/messages`).send({ content: 'I uploaded my W-2 too' }).expect(201);
    expect(sent.body.sender).toEqual({ id: spouse.id, displayName: 'Dana Spouse' });
    const heardByHusband = await NotificationModel.exists({ organizationId: world.firm.organizationId, userId: client.id, projectId: joint.id });
    expect(heardByHusband).toBeTruthy();

    // The firm's message reaches both of them.
    await world.firm.owner.agent.post(`/api/projects/${joint.id}/messages`).send({ content: 'Thanks, both of you' }).expect(201);
    const bells = await Promise.all([client, spouse].map(async (member) => (await member.agent.get('/api/notifications').expect(200)).body as Notification[]));
    for (const bell of bells) expect(bell.some((item) => item.projectId === joint.id && item.content.includes('Thanks, both of you'))).toBe(true);

    // The client list shows one client with two people.
    const listed = (await world.firm.owner.agent.get('/api/clients').expect(200)).body.find((row: { id: string }) => row.id === client.id);
    expect(listed).toMatchObject({ displayName: 'Carla Client', kind: 'individual', peopleCount: 2, username: client.username });
    const people = await peopleOf(client.id);
    expect(people.map((person) => [person.displayName, person.primary])).toEqual([
      ['Carla Client', true],
      ['Dana Spouse', false],
    ]);
  });

  it('reminds every person of the account who sees the project, each by their own mail', async () => {
    const client = world.otherClient;
    const project = await createProject(world.firm, client, { name: 'Household return' });
    const spouse = await addPerson(client.id, { displayName: 'Hal Household' });
    const [item] = (await world.firm.owner.agent.post(`/api/projects/${project.id}/document-requests`).send({ items: [{ name: 'Both W-2s' }] }).expect(201)).body;
    await world.firm.owner.agent.post(`/api/document-requests/${item.id}/remind`).expect(200);
    const reminders = await OutboxMail.find({ key: new RegExp(`^reminder:${item.id}:now:1`) }).lean();
    expect(reminders.map((mail) => mail.to).sort()).toEqual([client.username, spouse.username].sort());
    // The person the account was made with keeps the key of the release before accounts.
    expect(reminders.find((mail) => mail.to === client.username)!.key).toBe(`reminder:${item.id}:now:1`);
  });
});

describe('a document request addressed to one person', () => {
  it('is asked of that person alone: only they hear of it and are reminded, everyone still sees it', async () => {
    const owner = world.firm.owner;
    const first = await addClient(world.api, world.firm, { displayName: 'Ada Addressed' });
    const project = await createProject(world.firm, first, { name: 'Joint filing' });
    const spouse = await addPerson(first.id, { displayName: 'Eve Spouse' });
    const outsider = await owner.agent.post(`/api/projects/${project.id}/document-requests`).send({ items: [{ name: 'W-2' }], addressedTo: world.client.id }).expect(400);
    expect(outsider.body.errors).toEqual({ addressedTo: "Choose a person of this project's client, or everyone" });

    const [item] = (await owner.agent.post(`/api/projects/${project.id}/document-requests`).send({ items: [{ name: "Eve's W-2" }], addressedTo: spouse.id }).expect(201)).body;
    expect(item).toMatchObject({ addressedTo: spouse.id, addressedToName: 'Eve Spouse' });
    const heard = await NotificationModel.find({ organizationId: world.firm.organizationId, projectId: project.id, type: 'document_requested' }).lean();
    expect(heard.map((notification) => notification.userId.toString())).toEqual([spouse.id]);

    await owner.agent.post(`/api/document-requests/${item.id}/remind`).expect(200);
    const reminders = await OutboxMail.find({ key: new RegExp(`^reminder:${item.id}:now:1`) }).lean();
    expect(reminders.map((mail) => mail.to)).toEqual([spouse.username]);
    // The other person of the account sees it on the checklist all the same, with whom it is asked of.
    const [asSeenByFirst] = (await first.agent.get(`/api/projects/${project.id}/document-requests`).expect(200)).body;
    expect(asSeenByFirst).toMatchObject({ name: "Eve's W-2", addressedTo: spouse.id, addressedToName: 'Eve Spouse' });
    const [acrossProjects] = (await first.agent.get('/api/document-requests').expect(200)).body;
    expect(acrossProjects).toMatchObject({ name: "Eve's W-2", addressedToName: 'Eve Spouse' });
  });
});

describe('a person limited to some of the account\'s projects', () => {
  it('sees the projects chosen for them and nothing of the others', async () => {
    const owner = world.firm.owner;
    const company = await owner.agent.post('/api/clients').send({ username: uniqueEmail('company'), displayName: 'Acme Owner' }).expect(201);
    const owners = { id: company.body.id as string };
    const [books, personal] = [await createProject(world.firm, owners, { name: 'Monthly books' }), await createProject(world.firm, owners, { name: 'Personal return' })];
    const bookkeeper = await addPerson(owners.id, { displayName: 'Bea Bookkeeper', projectIds: [books.id] });
    expect(bookkeeper.created.projectIds).toEqual([books.id]);

    expect(await projectNames(bookkeeper)).toEqual(['Monthly books']);
    await bookkeeper.agent.get(`/api/projects/${personal.id}`).expect(403);
    await bookkeeper.agent.get(`/api/projects/${personal.id}/messages`).expect(403);
    await bookkeeper.agent.get(`/api/projects/${personal.id}/documents`).expect(403);

    // News of the personal return does not reach her.
    await owner.agent.post(`/api/projects/${personal.id}/messages`).send({ content: 'Your personal return is ready to sign' }).expect(201);
    await owner.agent.post(`/api/projects/${books.id}/messages`).send({ content: 'November is closed' }).expect(201);
    const bell = (await bookkeeper.agent.get('/api/notifications').expect(200)).body as Array<{ content: string; projectId: string | null }>;
    expect(bell.map((item) => item.projectId)).not.toContain(personal.id);
    expect(bell.some((item) => item.projectId === books.id)).toBe(true);

    // Her socket hears the books' chat and nothing of the personal return.
    const socket = await openSocket(world.api, bookkeeper);
    const events = recordEvents(socket);
    await owner.agent.post(`/api/projects/${personal.id}/messages`).send({ content: 'Signed copy attached' }).expect(201);
    await owner.agent.post(`/api/projects/${books.id}/messages`).send({ content: 'December is open' }).expect(201);
    await drain(socket, bookkeeper.id);
    const heard = events.filter(({ event }) => event === SOCKET_EVENTS.newMessage).map(({ payload }) => (payload as { projectId: string }).projectId);
    expect(heard).toEqual([books.id]);

    // Given every project again, she sees both.
    await owner.agent.patch(`/api/clients/${owners.id}/people/${bookkeeper.id}`).send({ displayName: 'Bea Bookkeeper', projectIds: null }).expect(200);
    expect(await projectNames(bookkeeper)).toEqual(['Monthly books', 'Personal return']);
  });

  it("refuses another client's project as a limit, with a reason on the field", async () => {
    const other = await createProject(world.firm, world.client, { name: 'Not theirs' });
    const response = await world.firm.owner.agent
      .post(`/api/clients/${world.otherClient.id}/people`)
      .send({ username: uniqueEmail('wrong'), displayName: 'Wes Wrong', projectIds: [other.id] })
      .expect(400);
    expect(response.body.errors).toEqual({ projectIds: "Choose among this client's projects" });
  });
});

describe('the people of an account change', () => {
  it('keeps at least one person, hands the primary role on, and ends the removed person\'s sessions', async () => {
    const owner = world.firm.owner;
    const made = await owner.agent.post('/api/clients').send({ username: uniqueEmail('first'), displayName: 'Fern First' }).expect(201);
    const clientId: string = made.body.id;
    await owner.agent.delete(`/api/clients/${clientId}/people/${clientId}`).expect(409, { message: 'A client keeps at least one person: archive or delete the client instead' });

    const second = await addPerson(clientId, { displayName: 'Sid Second' });
    const removed = await owner.agent.delete(`/api/clients/${clientId}/people/${clientId}`).expect(200);
    expect(removed.body.message).toBe('Fern First was removed from Fern First');
    expect((await peopleOf(clientId)).map((person) => [person.displayName, person.primary])).toEqual([['Sid Second', true]]);
    const listed = (await owner.agent.get('/api/clients').expect(200)).body.find((row: { id: string }) => row.id === clientId);
    expect(listed).toMatchObject({ username: second.username, peopleCount: 1 });

    const entries = await AuditEntry.find({ organizationId: world.firm.organizationId, action: 'client.person_removed', 'client.id': clientId }).lean();
    expect(entries).toHaveLength(1);
  });

  it('archives and restores every person with the client', async () => {
    const owner = world.firm.owner;
    const made = await owner.agent.post('/api/clients').send({ username: uniqueEmail('archived'), displayName: 'Arlo Archived' }).expect(201);
    const partner = await addPerson(made.body.id, { displayName: 'Pia Partner' });
    await owner.agent.post(`/api/clients/${made.body.id}/archive`).expect(200);
    await partner.agent.get('/api/user').expect(401);
    await world.api.agent().post('/api/login').send({ username: partner.username, password: PASSWORD }).expect(403);
    await owner.agent.post(`/api/clients/${made.body.id}/restore`).expect(200);
    await world.api.agent().post('/api/login').send({ username: partner.username, password: PASSWORD }).expect(200);
  });

  it('renames an individual\'s account with its person, and names the person in the audit trail', async () => {
    const owner = world.firm.owner;
    const made = await owner.agent.post('/api/clients').send({ username: uniqueEmail('renamed'), displayName: 'Rae Before' }).expect(201);
    await owner.agent.patch(`/api/clients/${made.body.id}/people/${made.body.id}`).send({ displayName: 'Rae After', projectIds: null }).expect(200);
    const listed = (await owner.agent.get('/api/clients').expect(200)).body.find((row: { id: string }) => row.id === made.body.id);
    expect(listed.displayName).toBe('Rae After');
    const [entry] = await AuditEntry.find({ organizationId: world.firm.organizationId, action: 'client.person_updated', 'client.id': made.body.id }).lean();
    expect(entry).toMatchObject({ object: { type: 'user', id: made.body.id, name: 'Rae After' }, client: { id: made.body.id, displayName: 'Rae After' }, detail: 'Name: Rae Before → Rae After' });
  });

  it("gives a person a phone number, keeps it while a change leaves it out, and takes it away when emptied", async () => {
    const owner = world.firm.owner;
    const made = await owner.agent.post('/api/clients').send({ username: uniqueEmail('phone'), displayName: 'Pat Phone' }).expect(201);
    const edit = (body: object) => owner.agent.patch(`/api/clients/${made.body.id}/people/${made.body.id}`).send({ displayName: 'Pat Phone', projectIds: null, ...body });
    expect((await edit({ phone: ' +1 617 555 0100 ' }).expect(200)).body.person.phone).toBe('+1 617 555 0100');
    expect((await edit({}).expect(200)).body.person.phone).toBe('+1 617 555 0100');
    expect((await edit({ phone: '5'.repeat(41) }).expect(400)).body.message).toContain('A phone number is at most 40 characters');
    expect((await edit({ phone: '' }).expect(200)).body.person.phone).toBeNull();
    const entries = await AuditEntry.find({ organizationId: world.firm.organizationId, action: 'client.person_updated', 'client.id': made.body.id }).sort({ at: 1 }).lean();
    expect(entries.map((entry) => entry.detail)).toEqual(['Phone: none → +1 617 555 0100', 'Phone: +1 617 555 0100 → none']);
  });
});

describe("the email of a person who is not the primary one", () => {
  const confirmationToken = async (address: string) =>
    /\/auth\/confirm-email\/([A-Za-z0-9_-]{43})/.exec((await world.api.mailTo(address, (mail) => mail.subject === 'Confirm your new sign-in email')).text)![1]!;
  const personEntries = (clientId: string, action: 'client.person_updated' | 'client.email_change_requested') => AuditEntry.find({ organizationId: world.firm.organizationId, action, 'client.id': clientId }).lean();

  it('invites again at the new address a person who never chose a password; the old link stops working', async () => {
    const owner = world.firm.owner;
    const made = await owner.agent.post('/api/clients').send({ username: uniqueEmail('main'), displayName: 'Mia Main' }).expect(201);
    const oldAddress = uniqueEmail('typo').toLowerCase();
    const added = await owner.agent.post(`/api/clients/${made.body.id}/people`).send({ username: oldAddress, displayName: 'Tia Typo' }).expect(201);
    const oldToken = added.body.firstAccessUrl.split('/').pop();
    const newAddress = uniqueEmail('Fixed').toLowerCase();

    const edited = await owner.agent.patch(`/api/clients/${made.body.id}/people/${added.body.id}`).send({ displayName: 'Tia Fixed', username: ` ${newAddress.toUpperCase()} `, projectIds: null }).expect(200);
    expect(edited.body).toEqual({
      ok: true,
      message: `Person updated. A new invitation was mailed to ${newAddress}.`,
      person: expect.objectContaining({ id: added.body.id, username: newAddress, displayName: 'Tia Fixed', primary: false, access: 'invited', pendingEmail: null }),
    });
    const mail = await world.api.mailTo(newAddress, (caught) => caught.subject.includes('invited you to your client portal'));
    const newToken = /\/auth\/first-access\/([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
    await world.api.agent().post('/api/auth/validate-access-token').send({ token: oldToken }).expect(400);
    await world.api.agent().post('/api/auth/validate-access-token').send({ token: newToken }).expect(200);
    const [entry] = await personEntries(made.body.id, 'client.person_updated');
    expect(entry).toMatchObject({ object: { type: 'user', id: added.body.id, name: 'Tia Fixed' }, detail: `Name: Tia Typo → Tia Fixed; Email: ${oldAddress} → ${newAddress}` });
  });

  it('waits for a person who chose their password to confirm it, telling the old address; the firm may cancel it', async () => {
    const owner = world.firm.owner;
    const made = await owner.agent.post('/api/clients').send({ username: uniqueEmail('main'), displayName: 'Max Main' }).expect(201);
    const spouse = await addPerson(made.body.id, { displayName: 'Sue Spouse' });
    const path = `/api/clients/${made.body.id}/people/${spouse.id}`;
    const newAddress = uniqueEmail('sue.new').toLowerCase();

    const edited = await owner.agent.patch(path).send({ displayName: 'Sue Spouse', username: newAddress, projectIds: null }).expect(200);
    expect(edited.body).toEqual({
      ok: true,
      message: `Person updated. The email changes to ${newAddress} once Sue Spouse confirms it from the link mailed there; ${spouse.username} was told.`,
      person: expect.objectContaining({ id: spouse.id, username: spouse.username, pendingEmail: newAddress, access: 'active' }),
    });
    await world.api.mailTo(spouse.username, (mail) => mail.subject === 'Your sign-in email is about to change');
    const [requested] = await personEntries(made.body.id, 'client.email_change_requested');
    expect(requested).toMatchObject({ object: { type: 'user', id: spouse.id }, detail: `Email: ${spouse.username} → ${newAddress}` });
    expect(await personEntries(made.body.id, 'client.person_updated')).toEqual([]);

    // Cancelled, its link confirms nothing; nothing left to cancel is a 409, another firm is told nothing exists.
    const firstToken = await confirmationToken(newAddress);
    await world.otherFirm.owner.agent.delete(`${path}/pending-email`).expect(404);
    const cancelled = await owner.agent.delete(`${path}/pending-email`).expect(200);
    expect(cancelled.body).toEqual({
      ok: true,
      message: `The change to ${newAddress} was cancelled. The email stays ${spouse.username}.`,
      person: expect.objectContaining({ id: spouse.id, username: spouse.username, pendingEmail: null }),
    });
    await world.api.agent().post('/api/auth/confirm-email').send({ token: firstToken, password: PASSWORD }).expect(400);
    await owner.agent.delete(`${path}/pending-email`).expect(409, { message: 'This client has no email change waiting' });

    // Asked again and confirmed with her password, the new address signs her in.
    const again = uniqueEmail('sue.again').toLowerCase();
    await owner.agent.patch(path).send({ displayName: 'Sue Spouse', username: again, projectIds: null }).expect(200);
    await world.api.agent().post('/api/auth/confirm-email').send({ token: await confirmationToken(again), password: PASSWORD }).expect(200);
    await world.api.agent().post('/api/login').send({ username: again, password: PASSWORD }).expect(200);
    expect((await peopleOf(made.body.id)).find((person) => person.id === spouse.id)).toMatchObject({ username: again, pendingEmail: null });
  });

  it("refuses an email another account uses, on the field, and leaves the person's email as it was", async () => {
    const owner = world.firm.owner;
    const made = await owner.agent.post('/api/clients').send({ username: uniqueEmail('main'), displayName: 'Ned Main' }).expect(201);
    const partner = await addPerson(made.body.id, { displayName: 'Pam Partner' });
    const path = `/api/clients/${made.body.id}/people/${partner.id}`;
    const taken = { message: 'An account with this email already exists', errors: { username: 'An account with this email already exists' } };
    for (const username of [made.body.username, world.otherFirm.owner.username]) {
      expect((await owner.agent.patch(path).send({ displayName: 'Pam Partner', username, projectIds: null }).expect(409)).body).toEqual(taken);
    }
    const invalid = await owner.agent.patch(path).send({ displayName: 'Pam Partner', username: 'nope', projectIds: null }).expect(400);
    expect(invalid.body.errors).toEqual({ username: 'Invalid email address' });
    expect((await peopleOf(made.body.id)).find((person) => person.id === partner.id)).toMatchObject({ username: partner.username, pendingEmail: null });
  });
});

describe("one person's two-factor sign-in", () => {
  it('is reset by the firm for that person alone, who is signed out and mailed; another account or firm gets a 404', async () => {
    const client = await addClient(world.api, world.firm, { displayName: 'Rae Quinn' });
    const spouse = await addPerson(client.id, { displayName: 'Sam Quinn' });
    const setup = await spouse.agent.post('/api/user/two-factor/setup').expect(200);
    await spouse.agent.post('/api/user/two-factor/enable').send({ code: TOTP.generate({ secret: Secret.fromBase32(setup.body.secret) }) }).expect(200);
    expect((await peopleOf(client.id)).find((person) => person.id === spouse.id)?.twoFactorEnabled).toBe(true);

    const path = `/api/clients/${client.id}/people/${spouse.id}/two-factor/reset`;
    await world.otherFirm.owner.agent.post(path).expect(404);
    await world.firm.owner.agent.post(`/api/clients/${world.client.id}/people/${spouse.id}/two-factor/reset`).expect(404, { message: 'Person not found' });
    const reset = await world.firm.owner.agent.post(path).expect(200);
    expect(reset.body.message).toBe('Two-factor sign-in was reset for Sam Quinn. They were signed out and told by mail.');
    expect((await peopleOf(client.id)).find((person) => person.id === spouse.id)?.twoFactorEnabled).toBe(false);
    await spouse.agent.get('/api/user').expect(401);
    await world.api.mailTo(spouse.username, (mail) => /two-factor/i.test(mail.subject));
  });
});

describe('tags', () => {
  it('tags a client, each tag once whatever its case, and lists the clients of one tag', async () => {
    const owner = world.firm.owner;
    const made = await owner.agent.post('/api/clients').send({ username: uniqueEmail('tagged'), displayName: 'Tia Tagged' }).expect(201);
    const tagged = await owner.agent.put(`/api/clients/${made.body.id}/tags`).send({ tags: [' 1040 ', 'S-corp', 's-CORP', 'Extension 2025'] }).expect(200);
    expect(tagged.body.tags).toEqual(['1040', 'S-corp', 'Extension 2025']);
    const of1040 = (await owner.agent.get('/api/clients?tag=1040').expect(200)).body as Array<{ id: string }>;
    expect(of1040.map((client) => client.id)).toEqual([made.body.id]);
    const tooMany = await owner.agent.put(`/api/clients/${made.body.id}/tags`).send({ tags: Array.from({ length: 21 }, (_, index) => `Tag ${index}`) }).expect(400);
    expect(tooMany.body.errors).toEqual({ tags: 'A client can have at most 20 tags' });
    const [entry] = await AuditEntry.find({ organizationId: world.firm.organizationId, action: 'client.updated', 'client.id': made.body.id }).lean();
    expect(entry!.detail).toBe('Tags: none → 1040, S-corp, Extension 2025');
  });
});
