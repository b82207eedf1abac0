import { Types } from 'mongoose';
import type supertest from 'supertest';
import { AUDIT_PAGE_SIZE, type AuditEntry as AuditEntryView, type AuditLogPage } from '@clientline/contracts';
import { AuditEntry, type AuditEntryRecord } from '../src/audit/model';
import { setClock } from '../src/clock/clock';
import { addAdmin, addClient, addClientPerson, createFirm, createProject, inviteClient, inviteTeamMember, joinFirm, signIn, signInAgain, type Firm, type Member } from './fixtures';
import { PASSWORD, startTestApi, uniqueEmail, type TestApi } from './test-api';

/**
 * The firm's audit trail (docs/api.md, "Audit trail"): what is recorded, with the address and browser of
 * the request; who may read it, filtered, paged and exported; that nothing changes an entry; that a failed
 * write never fails the request it records; and the retention period.
 */
let api: TestApi;
let firm: Firm;
let other: Firm;
let member: Member;
let client: Member;
let projectId: string;

const BROWSER = 'Mozilla/5.0 (Audit test browser)';
const ADDRESS = '203.0.113.7';

/** Every request of `agent` comes from ADDRESS with BROWSER (the api trusts the proxy's X-Forwarded-For here). */
const fromOffice = (agent: supertest.Agent) => agent.set('User-Agent', BROWSER).set('X-Forwarded-For', ADDRESS);

async function log(agent: supertest.Agent, query = ''): Promise<AuditLogPage> {
  return (await agent.get(`/api/audit-log${query}`).expect(200)).body;
}

const actionsOf = (page: AuditLogPage) => page.entries.map((entry) => entry.action);

async function upload(agent: supertest.Agent, name = 'return.pdf'): Promise<string> {
  const response = await agent.post(`/api/projects/${projectId}/documents`).unset('Content-Type').attach('file', Buffer.from('%PDF-1.7\nAudit'), name).expect(201);
  return response.body.documents[0].id;
}

beforeAll(async () => {
  api = await startTestApi({ env: { TRUST_PROXY: 'true' } });
  [firm, other] = await Promise.all([createFirm(api), createFirm(api)]);
  fromOffice(firm.owner.agent);
  member = await inviteTeamMember(api, firm, { displayName: 'Tess Teammate' });
  client = await addClient(api, firm, { displayName: 'Carla Client' });
  projectId = (await createProject(firm, client, { name: 'Tax return 2025', assigneeIds: [member.id] })).id;
}, 30_000);
afterEach(() => setClock());
afterAll(() => api.stop());

describe('what the trail records', () => {
  it('records a failed and a successful sign-in with the address and browser, in the firm of the account tried', async () => {
    const browser = api.agent().set('User-Agent', BROWSER).set('X-Forwarded-For', '198.51.100.9');
    await browser.post('/api/login').send({ username: firm.owner.username, password: 'not the password' }).expect(401);
    await browser.post('/api/login').send({ username: firm.owner.username, password: PASSWORD }).expect(200);
    // An address without an account belongs to no firm.
    await browser.post('/api/login').send({ username: uniqueEmail('nobody'), password: PASSWORD }).expect(401);

    const [failed] = (await log(firm.owner.agent, '?action=sign_in.failed')).entries;
    expect(failed).toEqual(
      expect.objectContaining({ actor: null, ip: '198.51.100.9', userAgent: BROWSER, object: expect.objectContaining({ type: 'user', id: firm.owner.id }) }),
    );
    expect(failed!.detail).toContain(firm.owner.username);
    const [succeeded] = (await log(firm.owner.agent, '?action=sign_in.succeeded')).entries;
    expect(succeeded).toEqual(
      expect.objectContaining({ actor: expect.objectContaining({ id: firm.owner.id, displayName: 'Olivia Owner', role: 'organization', isAdmin: false }), ip: '198.51.100.9' }),
    );
    expect((await log(other.owner.agent, '?action=sign_in.failed')).entries).toEqual([]);
  });

  it('records every upload, download and deletion of a document, which its History lists for the staff', async () => {
    const documentId = await upload(firm.owner.agent, 'W-2.pdf');
    await fromOffice(client.agent).get(`/api/documents/${documentId}/download`).expect(200);
    await firm.owner.agent.get(`/api/documents/${documentId}/download`).expect(200);

    const history = (await member.agent.get(`/api/documents/${documentId}/history`).expect(200)).body.entries as AuditEntryView[];
    expect(history.map((entry) => [entry.action, entry.actor?.displayName])).toEqual([
      ['document.downloaded', 'Olivia Owner'],
      ['document.downloaded', 'Carla Client'],
      ['document.uploaded', 'Olivia Owner'],
    ]);
    expect(history[1]).toEqual(
      expect.objectContaining({
        ip: ADDRESS,
        userAgent: BROWSER,
        object: { type: 'document', id: documentId, name: 'W-2.pdf' },
        project: { id: projectId, name: 'Tax return 2025' },
        client: { id: client.id, displayName: 'Carla Client' },
      }),
    );
    // Clients do not read the firm's trail; another firm does not learn the document exists.
    expect((await client.agent.get(`/api/documents/${documentId}/history`).expect(403)).body.message).toBe('You do not have permission to do this');
    await other.owner.agent.get(`/api/documents/${documentId}/history`).expect(404);

    await firm.owner.agent.delete(`/api/documents/${documentId}`).expect(200);
    const [deleted] = (await log(firm.owner.agent, '?action=document.deleted')).entries;
    expect(deleted).toEqual(expect.objectContaining({ object: { type: 'document', id: documentId, name: 'W-2.pdf' } }));
  });

  it("records the firm's changes to clients, its team, share links, the webhook token and settings", async () => {
    const owner = firm.owner.agent;
    const invited = await inviteClient(firm, { displayName: 'Nina New' });
    await owner.patch(`/api/clients/${invited.id}`).send({ username: invited.username, displayName: 'Nina Newer' }).expect(200);
    await owner.post(`/api/clients/${invited.id}/access-link`).expect(200);
    await owner.post(`/api/clients/${invited.id}/archive`).expect(200);
    await owner.post(`/api/clients/${invited.id}/restore`).expect(200);
    await owner.delete(`/api/clients/${invited.id}`).expect(200);
    await owner.post(`/api/clients/${client.id}/password-reset`).expect(200);

    const colleague = await inviteTeamMember(api, firm, { displayName: 'Rex Removed' });
    await owner.put(`/api/team/members/${colleague.id}/admin`).send({ isAdmin: true }).expect(200);
    await owner.put(`/api/team/members/${colleague.id}/admin`).send({ isAdmin: false }).expect(200);
    await owner.delete(`/api/team/members/${colleague.id}`).expect(200);

    const timelineId = (await owner.get(`/api/projects/${projectId}/timelines`).expect(200)).body.id;
    const link = await owner.post(`/api/timelines/${timelineId}/share`).send({}).expect(201);
    await api.agent().set('X-Forwarded-For', '192.0.2.44').get(`/api/timelines/shared/${link.body.shareUrl.split('/').pop()}`).expect(200);
    await owner.delete(`/api/timelines/${timelineId}/share/${link.body.id}`).expect(200);

    await owner.post('/api/organizations/webhook-token').expect(200);
    await owner.put('/api/team/settings').send({ needToKnowAccess: true }).expect(200);
    await owner.put('/api/team/settings').send({ needToKnowAccess: false }).expect(200);

    const actions = actionsOf(await log(owner));
    for (const action of [
      'client.created',
      'client.updated',
      'client.access_link_created',
      'client.archived',
      'client.restored',
      'client.deleted',
      'client.password_reset',
      'member.admin_granted',
      'member.admin_revoked',
      'member.removed',
      'share_link.created',
      'share_link.viewed',
      'share_link.revoked',
      'webhook_token.regenerated',
      'settings.changed',
    ] as const) {
      expect([action, actions.includes(action)]).toEqual([action, true]);
    }
    const [updated] = (await log(owner, `?action=client.updated&clientId=${invited.id}`)).entries;
    expect(updated).toEqual(expect.objectContaining({ detail: 'Name: Nina New → Nina Newer', client: { id: invited.id, displayName: 'Nina Newer' } }));
    const [viewed] = (await log(owner, '?action=share_link.viewed')).entries;
    expect(viewed).toEqual(expect.objectContaining({ actor: null, ip: '192.0.2.44', project: { id: projectId, name: 'Tax return 2025' } }));
  });

  it('records join requests approved and declined, and a forgotten password reset by its link', async () => {
    const joined = await joinFirm(api, firm, 'team_member', { displayName: 'Jo Joiner' });
    const declined = await joinFirm(api, firm, 'client', { approve: false, displayName: 'Dee Declined' });
    await firm.owner.agent.post(`/api/team/members/${declined.id}/reject`).expect(200);

    await api.agent().set('X-Forwarded-For', '192.0.2.81').post('/api/auth/forgot-password').send({ email: joined.username }).expect(200);
    const token = /reset-password\/([A-Za-z0-9_-]+)/.exec((await api.mailTo(joined.username, (mail) => /reset-password\//.test(mail.text))).text)![1]!;
    await api.agent().post('/api/auth/reset-password').send({ token, newPassword: 'a fresh passphrase here' }).expect(200);

    const owner = firm.owner.agent;
    const [approved] = (await log(owner, '?action=member.approved')).entries;
    expect(approved).toEqual(expect.objectContaining({ object: { type: 'user', id: joined.id, name: 'Jo Joiner' }, actor: expect.objectContaining({ id: firm.owner.id }) }));
    const [rejected] = (await log(owner, '?action=member.rejected')).entries;
    expect(rejected!.object).toEqual({ type: 'user', id: declined.id, name: 'Dee Declined' });
    const [requested] = (await log(owner, '?action=password.reset_requested')).entries;
    expect(requested).toEqual(expect.objectContaining({ actor: null, ip: '192.0.2.81', object: expect.objectContaining({ id: joined.id }) }));
    const [reset] = (await log(owner, '?action=password.reset')).entries;
    expect(reset!.actor).toEqual(expect.objectContaining({ id: joined.id, displayName: 'Jo Joiner' }));
  });

  it('records a session signed out from the list, and signing out everywhere else', async () => {
    const here = await signIn(api, client.username);
    await signIn(api, client.username);
    await signIn(api, client.username);
    const sessions = (await here.agent.get('/api/user/sessions').expect(200)).body.sessions as { id: string; current: boolean }[];
    const elsewhere = sessions.find((session) => !session.current)!;
    await here.agent.delete(`/api/user/sessions/${elsewhere.id}`).expect(200);
    await here.agent.post('/api/user/sessions/end-others').expect(200);

    const theirs = await log(firm.owner.agent, `?personId=${client.id}`);
    const [endedElsewhere, ended] = theirs.entries;
    expect(endedElsewhere).toEqual(expect.objectContaining({ action: 'sessions.ended_elsewhere', detail: expect.stringMatching(/^\d+ other sessions?$/) }));
    expect(ended).toEqual(expect.objectContaining({ action: 'session.ended', object: { type: 'session', id: elsewhere.id, name: 'Unknown browser' } })); // named as the list shows it; this test's agents send no User-Agent
    client = { ...client, ...here };
  });

  it('records signing out and password changes', async () => {
    const browser = await signIn(api, member.username);
    await browser.agent.post('/api/change-password').send({ currentPassword: PASSWORD, newPassword: 'another long passphrase' }).expect(200);
    await browser.agent.post('/api/change-password').send({ currentPassword: 'another long passphrase', newPassword: PASSWORD }).expect(200);
    await browser.agent.post('/api/logout').expect(200);
    const mine = await log(firm.owner.agent, `?personId=${member.id}`);
    expect(actionsOf(mine).slice(0, 4)).toEqual(['sign_out', 'password.changed', 'password.changed', 'sign_in.succeeded']);
    member = { ...member, ...(await signIn(api, member.username)) };
  });
});

describe('reading the trail', () => {
  it('filters by person, action, project, client and days, newest first', async () => {
    const owner = firm.owner.agent;
    setClock(() => new Date('2031-03-01T10:00:00Z'));
    await signInAgain(firm.owner, client);
    const early = await upload(client.agent, 'early.pdf');
    setClock(() => new Date('2031-03-03T10:00:00Z'));
    await signInAgain(firm.owner, client);
    const late = await upload(owner, 'late.pdf');

    const byDay = await log(owner, '?action=document.uploaded&from=2031-03-01&to=2031-03-02');
    expect(byDay.entries.map((entry) => entry.object?.id)).toEqual([early]);
    const both = await log(owner, `?action=document.uploaded&projectId=${projectId}&from=2031-03-01`);
    expect(both.entries.map((entry) => entry.object?.id)).toEqual([late, early]);
    const byPerson = await log(owner, `?personId=${client.id}&action=document.uploaded`);
    expect(byPerson.entries.map((entry) => entry.object?.id)).toContain(early);
    expect(byPerson.entries.every((entry) => entry.actor?.id === client.id)).toBe(true);
    const byClient = await log(owner, `?clientId=${client.id}`);
    expect(byClient.entries.length).toBeGreaterThan(0);
    expect(byClient.entries.every((entry) => entry.client?.id === client.id)).toBe(true);
  });

  it("takes a client account's id as a person: what every person of the account did", async () => {
    const spouse = await addClientPerson(api, firm, client.id, { displayName: 'Sam Spouse' });
    const hers = await upload(spouse.agent, 'spouse.pdf');
    const ours = await upload(firm.owner.agent, 'firm.pdf');

    const byAccount = await log(firm.owner.agent, `?personId=${client.id}&action=document.uploaded`);
    expect(byAccount.entries.map((entry) => entry.object?.id)).toContain(hers);
    expect(byAccount.entries.map((entry) => entry.object?.id)).not.toContain(ours);
    expect(new Set(byAccount.entries.map((entry) => entry.actor?.id))).toEqual(new Set([client.id, spouse.id]));
    expect((await log(firm.owner.agent, `?personId=${spouse.id}&action=document.uploaded`)).entries.map((entry) => entry.object?.id)).toEqual([hers]);
    // Another firm's account id finds nothing of this firm's.
    expect((await log(other.owner.agent, `?personId=${client.id}`)).entries).toEqual([]);
  });

  it('pages by cursor without losing or repeating an entry, also among entries of the same instant', async () => {
    setClock(() => new Date('2032-01-01T09:00:00Z'));
    await signInAgain(firm.owner);
    const documentId = await upload(firm.owner.agent, 'paged.pdf');
    for (let n = 0; n < AUDIT_PAGE_SIZE + 5; n += 1) await firm.owner.agent.get(`/api/documents/${documentId}/download`).expect(200);

    const query = `?action=document.downloaded&from=2032-01-01&to=2032-01-01`;
    const first = await log(firm.owner.agent, query);
    expect(first.entries).toHaveLength(AUDIT_PAGE_SIZE);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await log(firm.owner.agent, `${query}&before=${first.nextCursor}`);
    expect(second.entries).toHaveLength(5);
    expect(second.nextCursor).toBeNull();
    const ids = [...first.entries, ...second.entries].map((entry) => entry.id);
    expect(new Set(ids).size).toBe(AUDIT_PAGE_SIZE + 5);
  });

  it('refuses a malformed filter with a message', async () => {
    const owner = firm.owner.agent;
    expect((await owner.get('/api/audit-log?personId=someone').expect(400)).body.message).toMatch(/personId/);
    expect((await owner.get('/api/audit-log?action=document.burned').expect(400)).body.message).toBe('There is no action "document.burned" in the audit log');
    expect((await owner.get('/api/audit-log?from=2026-02-30').expect(400)).body.message).toBe('The start date must be a date like 2026-01-31');
    expect((await owner.get('/api/audit-log?from=2026-03-02&to=2026-03-01').expect(400)).body.message).toBe('The start date must be on or before the end date');
    await owner.get('/api/audit-log?before=yesterday').expect(400);
    await owner.get('/api/audit-log?action=sign_out&action=sign_in.failed').expect(400);
  });

  it('exports what the filters select as CSV, with formulas neutralised', async () => {
    const invited = await inviteClient(firm, { displayName: '=HYPERLINK("http://evil.example.com","Click")' });
    const response = await firm.owner.agent.get(`/api/audit-log/export.csv?action=client.created&clientId=${invited.id}`).buffer(true).parse((res, done) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => done(null, text));
    });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = (response.body as string).replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe('Time (UTC),Action,Person,Role,What,Project,Client,Detail,Address,Browser');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(',Client created,Olivia Owner,Owner,');
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example.com"",""Click"")"`);
    expect(lines[1]).toContain(`,${ADDRESS},${BROWSER}`);
  });

  it("answers a firm with its own entries only, and refuses team members who are not admins and clients", async () => {
    const theirs = await log(other.owner.agent);
    const mentioned = JSON.stringify(theirs);
    expect(mentioned).not.toContain(firm.owner.id);
    expect(mentioned).not.toContain(projectId);
    expect((await log(other.owner.agent, `?personId=${firm.owner.id}`)).entries).toEqual([]);
    const csv = await other.owner.agent.get(`/api/audit-log/export.csv?personId=${firm.owner.id}`).expect(200);
    expect(csv.text.replace(/^\uFEFF/, '').trimEnd().split('\r\n')).toHaveLength(1);

    for (const path of ['/api/audit-log', '/api/audit-log/export.csv', '/api/audit-log/settings']) {
      expect((await member.agent.get(path).expect(403)).body.message).toBe('You do not have permission to do this');
      await client.agent.get(path).expect(403);
      await api.agent().get(path).expect(401);
    }
    await member.agent.put('/api/audit-log/settings').send({ retentionYears: 1 }).expect(403);
  });

  it('offers no way to change or delete an entry', async () => {
    const before = await AuditEntry.collection.find({ organizationId: new Types.ObjectId(firm.organizationId) }).sort({ _id: 1 }).toArray();
    const [entry] = before;
    for (const method of ['put', 'patch', 'delete'] as const) {
      const answer = await firm.owner.agent[method](`/api/audit-log/${entry!._id.toString()}`).send({ detail: 'nothing happened' });
      expect([404, 405]).toContain(answer.status);
      expect([404, 405]).toContain((await firm.owner.agent[method]('/api/audit-log').send({})).status);
    }
    const after = await AuditEntry.collection.find({ organizationId: new Types.ObjectId(firm.organizationId), _id: { $in: before.map((record) => record._id) } })
      .sort({ _id: 1 })
      .toArray();
    expect(after).toEqual(before);
  });
});

describe('writing entries', () => {
  it('never fails the request it records: the download goes through without its entry', async () => {
    const documentId = await upload(firm.owner.agent, 'unlogged.pdf');
    const failing = jest.spyOn(AuditEntry.collection, 'insertOne').mockRejectedValueOnce(new Error('disk full'));
    try {
      const download = await firm.owner.agent.get(`/api/documents/${documentId}/download`).buffer(true).expect(200);
      expect(download.body.toString()).toContain('%PDF-1.7');
      expect(failing).toHaveBeenCalled();
    } finally {
      failing.mockRestore();
    }
    const history = (await firm.owner.agent.get(`/api/documents/${documentId}/history`).expect(200)).body.entries as AuditEntryView[];
    expect(history.map((entry) => entry.action)).toEqual(['document.uploaded']);
  });

  it('keeps entries 7 years unless the firm sets another period, which moves the expiry of those already kept', async () => {
    const owner = firm.owner.agent;
    const organizationId = new Types.ObjectId(firm.organizationId);
    expect((await owner.get('/api/audit-log/settings').expect(200)).body).toEqual({ retentionYears: 7 });
    const yearsKept = (record: AuditEntryRecord) => record.expiresAt.getUTCFullYear() - record.at.getUTCFullYear();
    const oldest = await AuditEntry.collection.findOne<AuditEntryRecord>({ organizationId }, { sort: { at: 1 } });
    expect(yearsKept(oldest!)).toBe(7);

    for (const retentionYears of [0, 11, 2.5, '3']) {
      const refused = await owner.put('/api/audit-log/settings').send({ retentionYears }).expect(400);
      expect(refused.body.message).toBe('Keep the audit log for a whole number of years from 1 to 10');
    }
    const saved = await owner.put('/api/audit-log/settings').send({ retentionYears: 3 }).expect(200);
    expect(saved.body).toEqual(expect.objectContaining({ retentionYears: 3, message: 'The audit log is kept 3 years' }));
    expect((await owner.get('/api/audit-log/settings').expect(200)).body).toEqual({ retentionYears: 3 });

    const [changed] = (await log(owner, '?action=settings.changed')).entries;
    expect(changed!.detail).toBe('Audit log kept 3 years (was 7)');
    const again = await AuditEntry.collection.findOne<AuditEntryRecord>({ _id: oldest!._id });
    expect(again!.expiresAt.toISOString()).toBe(new Date(Date.UTC(oldest!.at.getUTCFullYear() + 3, oldest!.at.getUTCMonth(), oldest!.at.getUTCDate(), oldest!.at.getUTCHours(), oldest!.at.getUTCMinutes(), oldest!.at.getUTCSeconds(), oldest!.at.getUTCMilliseconds())).toISOString());
    const newest = await AuditEntry.collection.findOne<AuditEntryRecord>({ organizationId, _id: new Types.ObjectId(changed!.id) });
    expect(yearsKept(newest!)).toBe(3);
    // Another firm keeps its own period.
    expect((await other.owner.agent.get('/api/audit-log/settings').expect(200)).body).toEqual({ retentionYears: 7 });
  });
});

describe('handing over the firm', () => {
  // Last: the owner becomes an admin.
  it('is recorded with both names, by the owner as they were', async () => {
    const admin = await addAdmin(api, firm, { displayName: 'Ada Admin' });
    await firm.owner.agent.post('/api/team/owner').send({ userId: admin.id }).expect(200);
    const [handover] = (await log(admin.agent, '?action=member.ownership_transferred')).entries;
    expect(handover).toEqual(
      expect.objectContaining({
        actor: expect.objectContaining({ id: firm.owner.id, role: 'organization' }),
        object: { type: 'user', id: admin.id, name: 'Ada Admin' },
        detail: 'From Olivia Owner to Ada Admin',
      }),
    );
  });
});
