import type supertest from 'supertest';
import type { AuditLogPage } from '@clientline/contracts';
import { Organization } from '../src/organizations/model';
import type { CaughtMail } from '../src/mail/mailbox';
import { addAdmin, addClient, createFirm, joinFirm, type Firm } from './fixtures';
import { PASSWORD, startTestApi, uniqueEmail, type TestApi } from './test-api';

/**
 * What kind of firm an organization is (law, accounting or other), said at registration or on the Team
 * screen, and the word its clients read for their work: "matters", "engagements" or "projects".
 */
let api: TestApi;
let firm: Firm;
beforeAll(async () => {
  api = await startTestApi();
  firm = await createFirm(api);
});
afterAll(() => api.stop());

const isInvitation = (mail: CaughtMail) => mail.subject.endsWith('invited you to your client portal');

/** Registers a firm's owner (with `practice` when given); the agent is signed in as them. */
async function registerFirm(practice?: string): Promise<{ agent: supertest.Agent; response: supertest.Response }> {
  const agent = api.agent();
  const response = await agent
    .post('/api/register')
    .send({ username: uniqueEmail('owner'), password: PASSWORD, role: 'organization', displayName: 'Olivia Owner', organizationName: `Firm ${uniqueEmail('f').slice(0, 12)}`, ...(practice && { practice }) });
  return { agent, response };
}

/** The invitation a new client of the firm signed in on `agent` is mailed. */
async function invitationText(agent: supertest.Agent): Promise<string> {
  const username = uniqueEmail('client');
  await agent.post('/api/clients').send({ username, displayName: 'Ava Martinez' }).expect(201);
  return (await api.mailTo(username, isInvitation)).text;
}

describe('POST /api/register: the kind of firm', () => {
  it('is the one the firm chose', async () => {
    const { response } = await registerFirm('accounting');
    expect(response.status).toBe(201);
    expect(response.body.user.organizationPractice).toBe('accounting');
  });

  it("is 'other' when the registration does not say (the specification's body)", async () => {
    const { agent, response } = await registerFirm();
    expect(response.status).toBe(201);
    expect(response.body.user.organizationPractice).toBe('other');
    expect((await agent.get('/api/user').expect(200)).body.user.organizationPractice).toBe('other');
  });

  it('refuses a kind the product does not know, on its field', async () => {
    const { response } = await registerFirm('medical');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Practice must be law, accounting or other', errors: { practice: 'Practice must be law, accounting or other' } });
  });

  it("is no one's to set but a new firm's: a team member asking to join has none", async () => {
    const agent = api.agent();
    const registered = await agent
      .post('/api/register')
      .send({ username: uniqueEmail('member'), password: PASSWORD, role: 'team_member', displayName: 'Tess Teammate', organizationName: firm.slug, practice: 'law' })
      .expect(201);
    expect(registered.body.user).toMatchObject({ status: 'pending', organizationPractice: null });
    expect((await Organization.findById(firm.organizationId).lean())?.practice).toBe('other');
  });
});

describe("the client's invitation calls their work by the firm's word", () => {
  it('"engagements" at an accounting firm', async () => {
    const text = await invitationText((await registerFirm('accounting')).agent);
    expect(text).toContain('uses Clientline to share the progress of your engagements with you');
    expect(text).not.toContain('matters');
  });

  it('"matters" at a law firm', async () => {
    const text = await invitationText((await registerFirm('law')).agent);
    expect(text).toContain('uses Clientline to share the progress of your matters with you');
  });

  it('"projects" at any other firm, and at a firm stored before firms could say', async () => {
    const { agent, response } = await registerFirm();
    expect(await invitationText(agent)).toContain('share the progress of your projects with you');

    await Organization.updateOne({ _id: response.body.user.organizationId }, { $unset: { practice: 1 } });
    expect((await agent.get('/api/user').expect(200)).body.user.organizationPractice).toBe('other');
    expect(await invitationText(agent)).toContain('share the progress of your projects with you');
  });
});

describe("a client's approval to join calls their work by the firm's word", () => {
  it('"matters" at a law firm', async () => {
    const lawFirm = await createFirm(api);
    await lawFirm.owner.agent.put('/api/organizations/practice').send({ practice: 'law' }).expect(200);
    const member = await joinFirm(api, lawFirm, 'client', { displayName: 'Jo Joiner' });
    const welcome = await api.mailTo(member.username, (mail) => mail.subject.endsWith('approved your request'));
    expect(welcome.text).toContain('Sign in to see your matters.');
  });
});

describe('PUT /api/organizations/practice', () => {
  it("changes the firm's word for its owner, its staff and its clients, in the audit trail from what to what", async () => {
    const client = await addClient(api, firm);
    const saved = await firm.owner.agent.put('/api/organizations/practice').send({ practice: 'accounting' }).expect(200);
    expect(saved.body).toEqual({
      ok: true,
      message: 'Your clients now read about their engagements in their portal and in the mail they get.',
      practice: 'accounting',
    });
    expect((await firm.owner.agent.get('/api/user').expect(200)).body.user.organizationPractice).toBe('accounting');
    expect((await client.agent.get('/api/user').expect(200)).body.user.organizationPractice).toBe('accounting');
    expect(await invitationText(firm.owner.agent)).toContain('the progress of your engagements');

    // Saved again unchanged: no second entry.
    await firm.owner.agent.put('/api/organizations/practice').send({ practice: 'accounting' }).expect(200);
    const trail = (await firm.owner.agent.get('/api/audit-log?action=settings.changed').expect(200)).body as AuditLogPage;
    expect(trail.entries.map((entry) => entry.detail)).toEqual(['Type of firm: Other → Accounting firm']);
  });

  it('is for the owner and admins: a team member, a client and a pending member are refused, and nothing changes', async () => {
    const admin = await addAdmin(api, firm);
    await admin.agent.put('/api/organizations/practice').send({ practice: 'law' }).expect(200);

    const [member, client, pending] = await Promise.all([joinFirm(api, firm, 'team_member'), addClient(api, firm), joinFirm(api, firm, 'team_member', { approve: false })]);
    for (const refused of [member, client, pending]) {
      const answer = await refused.agent.put('/api/organizations/practice').send({ practice: 'other' }).expect(403);
      expect(typeof answer.body.message).toBe('string');
    }
    await api.agent().put('/api/organizations/practice').send({ practice: 'other' }).expect(401, { message: 'Please log in to continue' });
    expect((await firm.owner.agent.get('/api/user').expect(200)).body.user.organizationPractice).toBe('law');
  });

  it('refuses a missing or unknown kind with the field message', async () => {
    const refusal = { message: 'Practice must be law, accounting or other', errors: { practice: 'Practice must be law, accounting or other' } };
    await firm.owner.agent.put('/api/organizations/practice').send({}).expect(400, refusal);
    await firm.owner.agent.put('/api/organizations/practice').send({ practice: 'Law firm' }).expect(400, refusal);
  });
});
