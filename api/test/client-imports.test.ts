// A firm brings its client list from a spreadsheet: upload, map the columns, see the dry run, import.
import type { ClientImport, ClientImportPlanInput, ClientListItem, ClientPerson } from '@clientline/contracts';
import { AuditEntry } from '../src/audit/model';
import { setClock } from '../src/clock/clock';
import { ClientImport as ClientImportModel } from '../src/client-imports/model';
import { OutboxMail } from '../src/mail/model';
import { runDueJobs } from '../src/jobs/runner';
import { logger } from '../src/observability/logger';
import { addClient, useTwoFirms, type Firm } from './fixtures';
import { PASSWORD } from './test-api';
import { waitFor } from './wait-for';

const world = useTwoFirms();
afterEach(() => setClock());

let fileNumber = 0;
/** Addresses no other test file uses: each file of this suite imports its own people. */
const emailOf = (name: string) => `${name}.import-${process.pid}@example.com`;

async function upload(firm: Firm, content: string | Buffer, fileName = `clients-${++fileNumber}.csv`): Promise<ClientImport> {
  const response = await firm.owner.agent.post('/api/client-imports').attach('file', Buffer.isBuffer(content) ? content : Buffer.from(content), fileName).expect(201);
  return response.body;
}

async function dryRun(firm: Firm, id: string, plan: Partial<ClientImportPlanInput> = {}, status = 200): Promise<ClientImport> {
  const uploaded: ClientImport = (await firm.owner.agent.get(`/api/client-imports/${id}`).expect(200)).body;
  const response = await firm.owner.agent
    .post(`/api/client-imports/${id}/dry-run`)
    .send({ mapping: uploaded.mapping, invitations: 'later', ...plan });
  expect({ status: response.status, body: response.status === status ? undefined : response.body }).toEqual({ status, body: undefined });
  return response.body;
}

async function run(firm: Firm, id: string): Promise<ClientImport> {
  await firm.owner.agent.post(`/api/client-imports/${id}/run`).expect(202);
  await runDueJobs({ logger });
  let done: ClientImport | undefined;
  await waitFor(
    async () => {
      done = (await firm.owner.agent.get(`/api/client-imports/${id}`).expect(200)).body;
      return done!.status === 'done';
    },
    60_000,
    () => `the import did not finish: ${JSON.stringify(done?.status)}`,
  );
  return done!;
}

async function importFile(firm: Firm, content: string | Buffer, plan: Partial<ClientImportPlanInput> = {}): Promise<{ preview: ClientImport; done: ClientImport }> {
  const uploaded = await upload(firm, content);
  const preview = await dryRun(firm, uploaded.id, plan);
  return { preview, done: await run(firm, uploaded.id) };
}

const clientsOf = async (firm: Firm): Promise<ClientListItem[]> => (await firm.owner.agent.get('/api/clients').expect(200)).body;
const peopleOf = async (firm: Firm, clientId: string): Promise<ClientPerson[]> => (await firm.owner.agent.get(`/api/clients/${clientId}/people`).expect(200)).body;

const HOUSEHOLD_CSV = [
  'First name,Last name,Email,Phone,Household,Type,Tags',
  `Ana,Reyes,${emailOf('ana')},555-0101,The Reyes Family,,1040; Extension 2025`,
  `Luis,Reyes,${emailOf('luis')},,The Reyes Family,,1040`,
  `Mia,Chen,${emailOf('mia')},555-0199,,,S-corp`,
  `Bad,Address,not-an-email,,,,`,
  `Ana,Again,${emailOf('ana').toUpperCase()},,,,`,
  `,,${emailOf('noname')},,,,`,
  `"=HYPERLINK(""http://evil.example"")",Smith,${emailOf('formula')},,,,`,
  `Carl,Kind,${emailOf('carl')},,,martian,`,
].join('\r\n');

describe('importing a client list', () => {
  it('guesses the columns, shows each row in the dry run, imports, and changes nothing the second time', async () => {
    const uploaded = await upload(world.firm, `\ufeff${HOUSEHOLD_CSV}`);
    expect(uploaded).toMatchObject({ status: 'uploaded', rowCount: 8, columns: ['First name', 'Last name', 'Email', 'Phone', 'Household', 'Type', 'Tags'] });
    expect(uploaded.mapping).toEqual({ firstName: 0, lastName: 1, email: 2, phone: 3, accountName: 4, accountKind: 5, tags: 6 });

    const preview = await dryRun(world.firm, uploaded.id);
    expect(preview.rows.map((row) => [row.line, row.outcome])).toEqual([
      [2, 'new'],
      [3, 'new'],
      [4, 'new'],
      [5, 'error'],
      [6, 'error'],
      [7, 'error'],
      [8, 'error'],
      [9, 'error'],
    ]);
    expect(preview.rows.filter((row) => row.outcome === 'error').map((row) => row.reason)).toEqual([
      '"not-an-email" is not an email address',
      'The email is on line 2 too: one row per person',
      'No name: fill in the first or last name',
      '"=HYPERLINK("http://evil.example")" starts like a spreadsheet formula: correct the cell, then import again',
      'Account kind "martian" is not one of individual, household, company',
    ]);
    expect(preview.summary).toEqual({ rows: { new: 3, update: 0, unchanged: 0, error: 5 }, accounts: { new: 2, updated: 0 }, people: { new: 3, updated: 0 }, invited: 0 });
    // A dry run writes nothing.
    expect((await clientsOf(world.firm)).some((client) => client.displayName === 'The Reyes Family')).toBe(false);

    const done = await run(world.firm, uploaded.id);
    expect(done.summary).toEqual(preview.summary);
    const clients = await clientsOf(world.firm);
    const reyes = clients.find((client) => client.displayName === 'The Reyes Family')!;
    expect(reyes).toMatchObject({ kind: 'household', peopleCount: 2, tags: ['1040', 'Extension 2025'], access: 'not_invited' });
    expect((await peopleOf(world.firm, reyes.id)).map((person) => [person.displayName, person.phone, person.access])).toEqual([
      ['Ana Reyes', '555-0101', 'not_invited'],
      ['Luis Reyes', null, 'not_invited'],
    ]);
    expect(clients.find((client) => client.displayName === 'Mia Chen')).toMatchObject({ kind: 'individual', peopleCount: 1, tags: ['S-corp'] });
    // Not invited: no mail went, and no password signs them in.
    expect(await OutboxMail.exists({ organizationId: world.firm.organizationId, to: emailOf('ana') })).toBeNull();
    await world.api.agent().post('/api/login').send({ username: emailOf('ana'), password: 'no-password-yet' }).expect(401);

    const audit = await AuditEntry.findOne({ organizationId: world.firm.organizationId, action: 'client.imported' }).lean();
    expect(audit).toMatchObject({ actor: { id: world.firm.owner.id }, detail: expect.stringContaining('3 people added') });

    const again = await importFile(world.firm, `\ufeff${HOUSEHOLD_CSV}`);
    expect(again.done.summary).toEqual({ rows: { new: 0, update: 0, unchanged: 3, error: 5 }, accounts: { new: 0, updated: 0 }, people: { new: 0, updated: 0 }, invited: 0 });
    expect((await clientsOf(world.firm)).length).toBe(clients.length);
  });

  it('updates what changed, reading a Windows-1252 file separated by semicolons', async () => {
    await importFile(world.firm, `Name;Email\nJorg Weber;${emailOf('jorg')}\n`);
    const windows1252 = Buffer.concat([Buffer.from('Name;Email;Phone;Tags\n'), Buffer.from([0x4a, 0xf6, 0x72, 0x67]), Buffer.from(` Weber;${emailOf('jorg')};+49 30 1234;Estate\n`)]);
    const { preview } = await importFile(world.firm, windows1252);
    expect(preview.rows).toEqual([
      { line: 2, outcome: 'update', email: emailOf('jorg'), name: 'Jörg Weber', accountName: 'Jorg Weber', reason: 'Name: Jorg Weber → Jörg Weber; Tags: + Estate; Phone: none → +49 30 1234' },
    ]);
    const people = await peopleOf(world.firm, (await clientsOf(world.firm)).find((client) => client.username === emailOf('jorg'))!.id);
    expect(people[0]).toMatchObject({ displayName: 'Jörg Weber', phone: '+49 30 1234' });
  });

  it('shows a signed-in person what it changed of them on their next request, and moves the firm’s polls on', async () => {
    const { api, firm } = world;
    const person = await addClient(api, firm, { displayName: 'Rita Rowe' });
    await person.agent.get('/api/user').expect(200);
    await person.agent.get('/api/user').expect(200);
    const tag = (await firm.owner.agent.get('/api/projects').expect(200)).headers.etag as string;

    await importFile(firm, `Name,Email\nRita Rowe-Ward,${person.username}\n`);
    expect((await person.agent.get('/api/user').expect(200)).body.user).toMatchObject({ displayName: 'Rita Rowe-Ward' });
    await firm.owner.agent.get('/api/projects').set('If-None-Match', tag).expect(200);
  });

  it('reads a UTF-16 file, as Excel saves "Unicode Text", tab separated', async () => {
    const text = `\ufeffName\tEmail\nZoë Ünal\t${emailOf('zoe')}\n`;
    const { done } = await importFile(world.firm, Buffer.from(text, 'utf16le'));
    expect(done.rows).toEqual([expect.objectContaining({ outcome: 'new', name: 'Zoë Ünal', email: emailOf('zoe') })]);
  });

  it('invites the new people at once when asked to, by a link that lets them choose a password', async () => {
    const { done } = await importFile(world.firm, `First name,Last name,Email\nNora,Invited,${emailOf('nora')}\n`, { invitations: 'now' });
    expect(done.summary?.invited).toBe(1);
    const mail = await world.api.mailTo(emailOf('nora'), (caught) => caught.subject.includes('invited you to your client portal'));
    const token = /first-access\/([\w-]+)/.exec(mail.text)![1]!;
    await world.api.agent().post('/api/change-password').send({ currentPassword: token, newPassword: PASSWORD }).expect(200);
  });

  it("keeps people imported 'never' out of a bulk Invite, until the firm invites one of them by name", async () => {
    const csv = `First name,Last name,Email,Household\nOla,Never,${emailOf('ola')},The Never Family\nPia,Never,${emailOf('pia')},The Never Family\n`;
    const { done } = await importFile(world.firm, csv, { invitations: 'never' });
    expect(done.summary?.invited).toBe(0);
    const account = (await clientsOf(world.firm)).find((client) => client.displayName === 'The Never Family')!;
    const [ola, pia] = await peopleOf(world.firm, account.id);
    expect([ola, pia].map((person) => [person!.displayName, person!.access, person!.invitationsOff])).toEqual([
      ['Ola Never', 'not_invited', true],
      ['Pia Never', 'not_invited', true],
    ]);

    const bulk = await world.firm.owner.agent.post('/api/clients/bulk').send({ action: 'invite', clientIds: [account.id] }).expect(200);
    expect(bulk.body.message).toContain('2 people imported not to be invited passed over');
    expect(await OutboxMail.countDocuments({ to: emailOf('ola') })).toBe(0);

    // The firm invites Ola by name: she gets her invitation, and a later bulk Invite is for Pia alone to pass over.
    await world.firm.owner.agent.post(`/api/clients/${account.id}/people/${ola!.id}/access-link`).expect(200);
    await world.api.mailTo(emailOf('ola'), (caught) => caught.subject.includes('invited you to your client portal'));
    const after = await peopleOf(world.firm, account.id);
    expect(after.map((person) => [person.displayName, person.access, person.invitationsOff])).toEqual([
      ['Ola Never', 'invited', false],
      ['Pia Never', 'not_invited', true],
    ]);
    const again = await world.firm.owner.agent.post('/api/clients/bulk').send({ action: 'invite', clientIds: [account.id] }).expect(200);
    expect(again.body.message).toContain('1 person imported not to be invited passed over');
  });

  it("refuses an email that is someone else's, outside the firm's clients", async () => {
    const { preview } = await importFile(world.firm, `Name,Email\nTaken,${world.otherFirm.owner.username}\nStaff,${world.teamMember.username}\n`);
    expect(preview.rows.map((row) => row.reason)).toEqual(['An account with this email already exists', 'An account with this email already exists']);
  });

  it('says which column is missing, and refuses a column chosen twice', async () => {
    const uploaded = await upload(world.firm, `Who,Where\nSam,Boston\n`);
    expect(uploaded.mapping.email).toBeNull();
    const missing = await dryRun(world.firm, uploaded.id, {}, 400);
    expect((missing as unknown as { errors: unknown }).errors).toEqual({ mapping: 'Choose the column that holds the email addresses' });
    const twice = await dryRun(world.firm, uploaded.id, { mapping: { firstName: 0, lastName: null, email: 0, phone: null, accountName: null, accountKind: null, tags: null } }, 400);
    expect((twice as unknown as { message: string }).message).toBe('"Who" is chosen for both First name and Email: choose one column per field');
  });

  it('refuses an empty file, a file of a header alone, and a file too large, with what to do', async () => {
    const refused = async (content: Buffer, status: number) => (await world.firm.owner.agent.post('/api/client-imports').attach('file', content, 'clients.csv').expect(status)).body.message;
    expect(await refused(Buffer.from('\n\n'), 400)).toBe('The file is empty: export your client list as CSV with a header row, then upload it');
    expect(await refused(Buffer.from('Name,Email\n'), 400)).toBe('The file has a header row but no clients under it');
    expect(await refused(Buffer.alloc(5 * 1024 * 1024 + 1, 'a'), 413)).toBe('The file is larger than 5 MB: split it into smaller files and import each');
  });

  it('gives the rows not imported back as a CSV with a reason, formulas written as text', async () => {
    const uploaded = await upload(world.firm, HOUSEHOLD_CSV, 'season.csv');
    await dryRun(world.firm, uploaded.id);
    const response = await world.firm.owner.agent.get(`/api/client-imports/${uploaded.id}/failed-rows.csv`).expect(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="season-failed-rows.csv"');
    const lines = response.text.replace(/^\ufeff/, '').trim().split('\r\n');
    expect(lines[0]).toBe('First name,Last name,Email,Phone,Household,Type,Tags,Reason');
    expect(lines).toHaveLength(6);
    expect(lines[4]).toMatch(/^"'=HYPERLINK\(""http:\/\/evil.example""\)",Smith,/);
  });

  it('gives the failed rows back in the separator of the file', async () => {
    const uploaded = await upload(world.firm, `Name;Email;Tags\nNo Address;;vip\nGood One;${emailOf('good')};1040, vip\n`, 'semicolons.csv');
    await dryRun(world.firm, uploaded.id);
    const response = await world.firm.owner.agent.get(`/api/client-imports/${uploaded.id}/failed-rows.csv`).expect(200);
    expect(response.text.replace(/^\ufeff/, '').trim().split('\r\n')).toEqual(['Name;Email;Tags;Reason', expect.stringMatching(/^No Address;;vip;.+/)]);
  });

  it('keeps a firm out of another firm’s imports', async () => {
    const uploaded = await upload(world.firm, `Name,Email\nPriv Ate,${emailOf('private')}\n`);
    for (const path of ['', '/failed-rows.csv']) await world.otherFirm.owner.agent.get(`/api/client-imports/${uploaded.id}${path}`).expect(404);
    await world.otherFirm.owner.agent.post(`/api/client-imports/${uploaded.id}/run`).expect(404);
  });

  it('takes up an import whose process stopped, where it stopped', async () => {
    const uploaded = await upload(world.firm, `Name,Email\nIda Interrupted,${emailOf('ida')}\n`);
    await dryRun(world.firm, uploaded.id);
    // As a process that died mid-run leaves it: running, its progress not written for a while.
    const startedAt = new Date();
    await ClientImportModel.updateOne({ _id: uploaded.id, organizationId: world.firm.organizationId }, { $set: { status: 'running', heartbeatAt: startedAt } });
    await world.firm.owner.agent.post(`/api/client-imports/${uploaded.id}/run`).expect(409);
    setClock(() => new Date(startedAt.getTime() + 61_000));
    expect((await world.firm.owner.agent.get(`/api/client-imports/${uploaded.id}`).expect(200)).body.status).toBe('interrupted');
    const done = await run(world.firm, uploaded.id);
    expect(done.summary?.people.new).toBe(1);
  });

  it('imports 10,000 rows', async () => {
    const rows = Array.from({ length: 10_000 }, (_, index) => `Person ${index},${emailOf(`bulk${index}`)},Account ${Math.floor(index / 2)}`);
    const { done } = await importFile(world.firm, ['Name,Email,Account', ...rows].join('\n'));
    expect(done.summary).toMatchObject({ rows: { new: 10_000, error: 0 }, accounts: { new: 5_000 } });
  }, 120_000);
});
