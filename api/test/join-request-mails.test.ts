import type { CaughtMail } from '../src/mail/mailbox';
import { OutboxMail } from '../src/mail/model';
import { createFirm, joinFirm, type Firm } from './fixtures';
import { startTestApi, type TestApi } from './test-api';

let api: TestApi;
let firm: Firm;
let otherFirm: Firm;
beforeAll(async () => {
  api = await startTestApi();
  firm = await createFirm(api, 'Harbor & Finch Legal');
  otherFirm = await createFirm(api);
});
afterAll(() => api.stop());

const about = (name: string) => (mail: CaughtMail) => mail.subject === `${name} asked to join Harbor & Finch Legal`;

describe('asking to join a firm', () => {
  it("tells the firm's owner (and no one else), with the way to the requests", async () => {
    const member = await joinFirm(api, firm, 'team_member', { approve: false, displayName: 'Tess Teammate' });
    const mail = await api.mailTo(firm.owner.username, about('Tess Teammate'));
    expect(mail.to).toEqual([firm.owner.username]);
    expect(mail.replyTo).toContain(member.username);
    expect(mail.text).toContain(`Tess Teammate (${member.username}) registered as a team member`);
    expect(mail.text).toContain('/team');
    expect(await OutboxMail.countDocuments({ subject: 'Tess Teammate asked to join Harbor & Finch Legal' })).toBe(1);
    expect(await OutboxMail.countDocuments({ to: otherFirm.owner.username, subject: 'Tess Teammate asked to join Harbor & Finch Legal' })).toBe(0);
  });

  it('mails the person when approved, with where to sign in, and when turned down', async () => {
    const approved = await joinFirm(api, firm, 'client', { displayName: 'Carla Client' });
    const welcome = await api.mailTo(approved.username, (mail) => mail.subject === 'Harbor & Finch Legal approved your request');
    expect(welcome.text).toContain(`/${firm.slug}`);

    const declined = await joinFirm(api, firm, 'team_member', { approve: false, displayName: 'Dora Declined' });
    await firm.owner.agent.post(`/api/team/members/${declined.id}/reject`).expect(200);
    const answer = await api.mailTo(declined.username, (mail) => mail.subject === 'Your request to join Harbor & Finch Legal');
    expect(answer.text).toContain('did not approve your request');
    expect(answer.to).toEqual([declined.username]);
  });
});
