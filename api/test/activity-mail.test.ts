// Activity mail: bell notifications mailed per person, batched within NOTIFY_BATCH_SECONDS, left out once
// read in the app, in a daily digest at 08:00 where the person is, with preferences and RFC 8058 one-click
// unsubscribe. Mail goes through the real outbox and nodemailer to an SMTP server of this file's own, which
// keeps each mail's headers as a mail provider sees them.
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import mongoose from 'mongoose';
import { SMTPServer } from 'smtp-server';
import supertest from 'supertest';
import { ACTIVITY_CATEGORIES, TIME_ZONE_MESSAGE } from '@clientline/contracts';
import { ActivityMail, type ActivityMailRecord } from '../src/activity-mail/model';
import { setClock } from '../src/clock/clock';
import { Job } from '../src/jobs/model';
import { runDueJobs, startJobRunner } from '../src/jobs/runner';
import { OutboxMail } from '../src/mail/model';
import { activityMailJobs } from '../src/migrations/activity-mail-jobs';
import { logger } from '../src/observability/logger';
import { addClient, createFirm, createProject, joinFirm, signInAgain, type Firm, type Member } from './fixtures';
import { PASSWORD, startTestApi, type TestApi } from './test-api';
import { waitFor } from './wait-for';

interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  listUnsubscribe: string | null;
  listUnsubscribePost: string | null;
}

const received: ReceivedMail[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['AUTH', 'STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    simpleParser(stream)
      .then((parsed) => {
        // As the header says it (mailparser files List-* headers under `list`), unfolded.
        const header = (name: string) => {
          const line = parsed.headerLines.find((candidate) => candidate.key === name)?.line;
          return line === undefined ? null : line.replace(/^[^:]+:/, '').replace(/\r?\n[ \t]+/g, ' ').trim();
        };
        received.push({
          to: (Array.isArray(parsed.to) ? parsed.to : parsed.to ? [parsed.to] : []).flatMap((to) => to.value.map((entry) => entry.address ?? '')),
          from: parsed.from?.text ?? '',
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          html: typeof parsed.html === 'string' ? parsed.html : '',
          listUnsubscribe: header('list-unsubscribe'),
          listUnsubscribePost: header('list-unsubscribe-post'),
        });
        callback();
      })
      .catch((error: Error) => callback(error));
  },
});

const isActivityMail = (mail: ReceivedMail) => mail.listUnsubscribe !== null;

/** Waits (up to 10 s, as the outbox worker sends after the pass queued it) for a mail to `to` that `matches` (activity mail unless said). */
async function mailTo(to: string, matches: (mail: ReceivedMail) => boolean = isActivityMail): Promise<ReceivedMail> {
  const arrived = () => received.find((mail) => mail.to.includes(to) && matches(mail));
  await waitFor(() => arrived() !== undefined, 10_000, () => `No mail to ${to} arrived`);
  return arrived()!;
}

/** Follows the confirmation link registration mailed to `member`, as its owner would: activity mail goes only to a proven address. */
async function proveAddress(member: Pick<Member, 'username'>): Promise<void> {
  const confirmation = await mailTo(member.username, (mail) => mail.subject === 'Confirm your email address');
  const token = /\/auth\/confirm-email\/([A-Za-z0-9_-]{43})/.exec(confirmation.text)![1]!;
  await api.agent().post('/api/auth/confirm-email').send({ token, password: PASSWORD }).expect(200);
}

const activityMailQueuedTo = (address: string) => OutboxMail.countDocuments({ to: address, key: mongoose.trusted({ $regex: /^activity-/ }) });

let api: TestApi;
let firm: Firm;
// The tests walk days ahead from the next midnight UTC (not further than the week a first-access link works).
const firstDay = new Date(Math.ceil(Date.now() / 86_400_000) * 86_400_000);
let clock = firstDay;
/** `day` days after the first, at `time` UTC. */
const at = (day: number, time: string) => {
  const [hours, minutes, seconds = 0] = time.split(':').map(Number);
  clock = new Date(firstDay.getTime() + ((day * 24 + hours!) * 3600 + minutes! * 60 + seconds) * 1000);
};
const later = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  api = await startTestApi({ env: { SMTP_URL: `smtp://127.0.0.1:${port}`, PUBLIC_URL: 'https://clientline.example' } });
  setClock(() => clock);
  firm = await createFirm(api, 'Harbor & Finch Legal');
  await proveAddress(firm.owner);
});
// Each test starts days after the last one's clock: the owner signs in again, as after a weekend away.
beforeEach(() => signInAgain(firm.owner));
afterAll(async () => {
  setClock();
  await api.stop();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

async function say(member: Pick<Member, 'agent'>, projectId: string, content: string): Promise<void> {
  await member.agent.post(`/api/projects/${projectId}/messages`).send({ content }).expect(201);
}

async function unreadNotificationIds(member: Member): Promise<string[]> {
  const list = await member.agent.get('/api/notifications').expect(200);
  return (list.body as { id: string; read: boolean }[]).filter((notification) => !notification.read).map((notification) => notification.id);
}

async function clientWithProject(name: string, projectName: string): Promise<{ client: Member; projectId: string }> {
  const client = await addClient(api, firm, { displayName: name });
  const project = await createProject(firm, client, { name: projectName });
  return { client, projectId: project.id };
}

describe('as it happens, batched', () => {
  it('mails three messages sent within the window as one mail, listing the three under their project, from the firm', async () => {
    at(0, '10:00');
    const { client, projectId } = await clientWithProject('Ava Martinez', 'Estate plan');
    await say(firm.owner, projectId, 'Your draft will is ready for review');
    later(60);
    await say(firm.owner, projectId, 'Please bring your ID on Tuesday');
    later(60);
    await say(firm.owner, projectId, 'We also need the deed of the house');

    // The window (300 s by default) runs from the first message: nothing goes before it ends.
    later(170);
    await runDueJobs({ logger });
    expect(await activityMailQueuedTo(client.username)).toBe(0);
    later(20);
    await runDueJobs({ logger });

    const mail = await mailTo(client.username);
    expect(mail.from).toContain('Harbor & Finch Legal via Clientline');
    expect(mail.subject).toMatch(/^New message from .+ on Estate plan, and 2 more updates$/);
    expect(mail.text).toContain('Estate plan\n- ');
    for (const message of ['Your draft will is ready for review', 'Please bring your ID on Tuesday', 'We also need the deed of the house']) {
      expect(mail.text).toContain(message);
    }
    expect(mail.html).toContain('<h2');
    expect(mail.text).toContain('https://clientline.example/client/portal');
    // Sent once: another pass adds nothing, and the outbox holds the one mail.
    await runDueJobs({ logger });
    expect(await activityMailQueuedTo(client.username)).toBe(1);
    // Its record is closed when it went, and the database removes it 30 days later (a TTL index on the date).
    const sent = await ActivityMail.findOne({ status: 'sent' }).lean<ActivityMailRecord>();
    expect(sent!.closedAt!.toISOString()).toBe(clock.toISOString());
    const ttl = (await ActivityMail.collection.indexes()).find((index) => index.key.closedAt === 1);
    expect(ttl?.expireAfterSeconds).toBe(30 * 24 * 60 * 60);
  });

  it('leaves out what the person read in the app before the window ended, and sends nothing when all of it was read', async () => {
    at(0, '11:00');
    const { client, projectId } = await clientWithProject('Ben Carter', 'Lease review');
    await say(firm.owner, projectId, 'The landlord answered');
    await say(firm.owner, projectId, 'Can we talk on Friday?');
    await client.agent.post('/api/notifications/mark-read').send({ ids: await unreadNotificationIds(client) }).expect(200);

    later(301);
    await runDueJobs({ logger });
    expect(await activityMailQueuedTo(client.username)).toBe(0);

    // Read one of two: the mail lists the other.
    await say(firm.owner, projectId, 'Signed copy attached');
    const [readOne] = await unreadNotificationIds(client);
    await say(firm.owner, projectId, 'Invoice for October');
    await client.agent.post('/api/notifications/mark-read').send({ ids: [readOne] }).expect(200);
    later(301);
    await runDueJobs({ logger });
    const mail = await mailTo(client.username);
    expect(mail.subject).toMatch(/^New message from .+ on Lease review$/);
    expect(mail.text).toContain('Invoice for October');
    expect(mail.text).not.toContain('Signed copy attached');
  });

  it('leaves out the messages the client saw in the chat on screen, and still mails the one sent after', async () => {
    at(0, '11:30');
    const { client, projectId } = await clientWithProject('Bea Cole', 'Will');
    await say(firm.owner, projectId, 'First draft attached');
    await say(firm.owner, projectId, 'Call me when you have read it');
    // The chat on the client's screen shows both messages (what the portal's chat reports as it shows them).
    const shown = (await client.agent.get(`/api/projects/${projectId}/messages`).expect(200)).body as { id: string }[];
    await client.agent.post('/api/notifications/read').send({ projectId, type: 'new_message', lastShownMessageId: shown.at(-1)!.id }).expect(200);
    await say(firm.owner, projectId, 'One more thing: bring two witnesses');
    later(301);
    await runDueJobs({ logger });
    const mail = await mailTo(client.username);
    expect(mail.subject).toMatch(/^New message from .+ on Will$/);
    expect(mail.text).toContain('bring two witnesses');
    expect(mail.text).not.toMatch(/First draft attached|Call me when/);
  });

  it('titles a request by what the firm asks and by when, and lists each due date', async () => {
    at(0, '11:45');
    const { client, projectId } = await clientWithProject('Iris Novak', 'Tax return 2026');
    await firm.owner.agent
      .post(`/api/projects/${projectId}/document-requests`)
      .send({ items: [{ name: 'W-2', dueDate: '2027-03-15' }, { name: '1099-INT', dueDate: '2027-03-01' }] })
      .expect(201);
    later(301);
    await runDueJobs({ logger });
    const mail = await mailTo(client.username);
    expect(mail.subject).toBe('Harbor & Finch Legal asks for 2 documents by Mar 1, 2027');
    expect(mail.text).toContain('Tax return 2026\n- please upload 2 documents: "W-2" (due Mar 15, 2027), "1099-INT" (due Mar 1, 2027)');
    // Its link opens the project's documents, through the firm's sign-in page for a client signed out.
    expect(mail.text).toContain(`/${firm.slug}?next=${encodeURIComponent(`/project/${projectId}#documents`)}`);
  });

  it('leaves out documents asked for that the client uploaded before the mail went, and titles it by what is still asked', async () => {
    at(0, '11:50');
    const { client, projectId } = await clientWithProject('Priya Patel', 'Joint return 2026');
    const [w2] = (await firm.owner.agent.post(`/api/projects/${projectId}/document-requests`).send({ items: [{ name: 'W-2', dueDate: '2027-02-01' }] }).expect(201)).body;
    await firm.owner.agent
      .post(`/api/projects/${projectId}/document-requests`)
      .send({ items: [{ name: '1098 mortgage interest', dueDate: '2027-03-01' }] })
      .expect(201);
    await client.agent.post(`/api/projects/${projectId}/documents`).unset('Content-Type').field('requestItemId', w2.id).attach('file', Buffer.from('%PDF-1.7\nW-2'), 'w2.pdf').expect(201);
    later(301);
    await runDueJobs({ logger });
    const mail = await mailTo(client.username);
    expect(mail.subject).toBe('Harbor & Finch Legal asks for "1098 mortgage interest" by Mar 1, 2027');
    expect(mail.text).toContain('please upload the document "1098 mortgage interest"');
    expect(mail.text).not.toContain('"W-2"');
  });

  it("names only the recipient's own projects: two clients of the firm messaged in the same window get a mail each about their own", async () => {
    at(0, '12:00');
    const first = await clientWithProject('Chloe Dubois', 'Divorce settlement');
    const second = await clientWithProject('Dan Evans', 'Company formation');
    await say(firm.owner, first.projectId, 'Hearing moved to March');
    await say(firm.owner, second.projectId, 'Articles filed today');
    later(301);
    await runDueJobs({ logger });
    const toFirst = await mailTo(first.client.username);
    const toSecond = await mailTo(second.client.username);
    expect(toFirst.text).toContain('Hearing moved to March');
    expect(`${toFirst.subject}${toFirst.text}`).not.toMatch(/Company formation|Articles filed/);
    expect(`${toSecond.subject}${toSecond.text}`).not.toMatch(/Divorce settlement|Hearing moved/);
  });

  it('is sent by the job runner every api process runs, once, however many run', async () => {
    at(0, '13:00');
    const { client, projectId } = await clientWithProject('Eve Fischer', 'Probate');
    await say(firm.owner, projectId, 'Letters of administration granted');
    later(301);
    const workers = [startJobRunner({ logger, pollMs: 20 }), startJobRunner({ logger, pollMs: 20 })];
    const mail = await mailTo(client.username);
    await Promise.all(workers.map((worker) => worker.stop()));
    expect(mail.subject).toMatch(/^New message from .+ on Probate$/);
    expect(await activityMailQueuedTo(client.username)).toBe(1);
  });
});

describe('stored by the release before the job runner', () => {
  it('is sent once its migration gave it a job: once, however often the migration runs', async () => {
    at(0, '15:00');
    const { client, projectId } = await clientWithProject('Olga Older', 'Trust deed');
    await say(firm.owner, projectId, 'The deed is signed');
    // As that release left it: open, with its lease fields, and no job.
    const batch = (await ActivityMail.findOne({ userId: new mongoose.Types.ObjectId(client.id), kind: 'batch', status: 'open' }).lean<ActivityMailRecord>())!;
    await ActivityMail.collection.updateOne({ _id: batch._id }, { $set: { leaseUntil: null, claimedBy: null } });
    await Job.deleteMany({ kind: 'activity-mail', 'data.activityMailId': batch._id.toString() });

    await activityMailJobs.run();
    await activityMailJobs.run();
    expect(await Job.countDocuments({ kind: 'activity-mail', 'data.activityMailId': batch._id.toString() })).toBe(1);
    later(301);
    await runDueJobs({ logger });
    expect((await mailTo(client.username)).text).toContain('The deed is signed');
    expect(await activityMailQueuedTo(client.username)).toBe(1);
  });
});

describe('the daily digest', () => {
  it("goes at 08:00 in the person's time zone with what they have not read since the last digest", async () => {
    at(1, '10:00'); // 05:00 in Bogotá (UTC-5 all year)
    const digestFirm = await createFirm(api, 'Northwind Accountants');
    await proveAddress(digestFirm.owner);
    await digestFirm.owner.agent.put('/api/user/notification-settings').send({ timeZone: 'America/Bogota', activityMail: { messages: 'daily' } }).expect(200);
    const client = await addClient(api, digestFirm, { displayName: 'Gus Hill' });
    const project = await createProject(digestFirm, client, { name: 'Tax return 2026' });
    await say(client, project.id, 'I uploaded the receipts');
    later(301);
    // Not as it happens.
    await runDueJobs({ logger });
    expect(await activityMailQueuedTo(digestFirm.owner.username)).toBe(0);

    at(1, '12:59'); // 07:59 in Bogotá
    await runDueJobs({ logger });
    expect(await activityMailQueuedTo(digestFirm.owner.username)).toBe(0);
    at(1, '13:00'); // 08:00
    await runDueJobs({ logger });
    const digest = await mailTo(digestFirm.owner.username, (mail) => mail.subject.startsWith('Your daily summary'));
    expect(digest.subject).toBe('Your daily summary: 1 update on Tax return 2026');
    expect(digest.text).toContain('I uploaded the receipts');
    expect(digest.text).toContain('"Daily digest"');

    // The next digest holds only what came since, and goes at the next day's 08:00 in Bogotá.
    await say(client, project.id, 'And the bank statements');
    at(2, '12:59:59');
    await runDueJobs({ logger });
    expect(await activityMailQueuedTo(digestFirm.owner.username)).toBe(1);
    at(2, '13:00');
    await runDueJobs({ logger });
    const next = await mailTo(digestFirm.owner.username, (mail) => mail.subject.startsWith('Your daily summary') && mail !== digest);
    expect(next.text).toContain('And the bank statements');
    expect(next.text).not.toContain('I uploaded the receipts');
  });

  it('moves to 08:00 of a new time zone when the person changes it', async () => {
    at(2, '20:00');
    const digestFirm = await createFirm(api, 'Tokyo Partners');
    await proveAddress(digestFirm.owner);
    await digestFirm.owner.agent.put('/api/user/notification-settings').send({ activityMail: { messages: 'daily' } }).expect(200);
    const client = await addClient(api, digestFirm, { displayName: 'Hana Ito' });
    const project = await createProject(digestFirm, client, { name: 'Visa' });
    await say(client, project.id, 'Passport scan is up');
    // Still UTC: due at 08:00 UTC tomorrow. In Tokyo (UTC+9) 08:00 is 23:00 UTC today.
    await digestFirm.owner.agent.put('/api/user/notification-settings').send({ timeZone: 'Asia/Tokyo' }).expect(200);
    at(2, '22:59');
    await runDueJobs({ logger });
    expect(await activityMailQueuedTo(digestFirm.owner.username)).toBe(0);
    at(2, '23:00');
    await runDueJobs({ logger });
    expect((await mailTo(digestFirm.owner.username, (mail) => mail.subject.startsWith('Your daily summary'))).text).toContain('Passport scan is up');
  });
});

describe("the staff's default", () => {
  it('mails the messages of the projects a person is assigned to as they happen, and those of the others in the digest', async () => {
    at(5, '03:00');
    const staffFirm = await createFirm(api, 'Assigned & Partners');
    await proveAddress(staffFirm.owner);
    const client = await addClient(api, staffFirm, { displayName: 'Walt Price' });
    const theirs = await createProject(staffFirm, client, { name: 'Their return' });
    const others = await createProject(staffFirm, client, { name: 'Another return' });
    // The owner hears of every project, and is assigned to the one they keep.
    await staffFirm.owner.agent.put(`/api/projects/${others.id}/assignees`).send({ assigneeIds: [] }).expect(200);
    await say(client, theirs.id, 'A 9 a.m. question');
    await say(client, others.id, 'Nothing urgent');
    later(301);
    await runDueJobs({ logger });
    const now = await mailTo(staffFirm.owner.username, (mail) => mail.subject === 'New message from Walt Price on Their return');
    expect(now.text).toContain('A 9 a.m. question');
    expect(now.text).not.toContain('Nothing urgent');
    at(5, '08:00');
    await runDueJobs({ logger });
    const digest = await mailTo(staffFirm.owner.username, (mail) => mail.subject.startsWith('Your daily summary'));
    expect(digest.text).toContain('Nothing urgent');
  });
});

describe("the client's work, by their firm's word for it", () => {
  it('a law firm\'s client reads "matters" in the subject, the reply line and the link; its staff read "project"', async () => {
    at(2, '15:00');
    const lawFirm = await createFirm(api, 'Lex & Partners');
    await proveAddress(lawFirm.owner);
    await lawFirm.owner.agent.put('/api/organizations/practice').send({ practice: 'law' }).expect(200);
    await lawFirm.owner.agent.put('/api/user/notification-settings').send({ activityMail: { messages: 'instant' } }).expect(200);
    const client = await addClient(api, lawFirm, { displayName: 'Lena Lowe' });
    const probate = await createProject(lawFirm, client, { name: 'Probate of Lowe' });
    const lease = await createProject(lawFirm, client, { name: 'Shop lease' });

    // Two of the client's matters in one mail.
    await say(lawFirm.owner, probate.id, 'The grant of probate came');
    await say(lawFirm.owner, lease.id, 'The landlord signed');
    later(301);
    await runDueJobs({ logger });
    const both = await mailTo(client.username);
    expect(both.subject).toBe('2 updates on 2 matters');
    expect(both.text).toContain('2 updates you have not seen yet on 2 matters:');

    // One matter: a link to it, and replies go to its chat.
    later(3600);
    await say(lawFirm.owner, probate.id, 'Please sign the estate account');
    later(301);
    await runDueJobs({ logger });
    const one = await mailTo(client.username, (mail) => isActivityMail(mail) && mail.text.includes('Please sign the estate account'));
    expect(one.text).toContain('Reply to this email to answer: your reply is posted in the matter’s chat.');
    expect(one.text).toMatch(/Open the matter: \S+/);
    // Its words, that is: the link's address keeps the app's /project/ path.
    expect(`${one.subject}${one.text}`.replace(/https:\/\/\S+/g, '')).not.toMatch(/project/i);

    // News of a milestone: its category is named by the client's word too, here and on the unsubscribe page.
    await client.agent.put('/api/user/notification-settings').send({ activityMail: { projects: 'instant' } }).expect(200);
    later(3600);
    await lawFirm.owner.agent.post(`/api/projects/${probate.id}/milestones`).send({ name: 'Estate account', dueDate: '2027-03-01' }).expect(201);
    later(301);
    await runDueJobs({ logger });
    const milestone = await mailTo(client.username, (mail) => isActivityMail(mail) && mail.text.includes('Estate account'));
    expect(milestone.text).toContain('You get this mail because Milestones and matters is set to');
    expect(`${milestone.subject}${milestone.text}`.replace(/https:\/\/\S+/g, '')).not.toMatch(/project/i);
    const unsubscribe = new URL(milestone.listUnsubscribe!.match(/<(https?:[^>]+)>/)![1]!);
    const page = await supertest(api.baseUrl).get(unsubscribe.pathname).expect(200);
    expect(page.text).toContain('Stop mail about Milestones and matters?');

    // The firm's owner, told of the client's answer, reads the word of the firm's own screens.
    await say(client, probate.id, 'Signed and sent back');
    later(301);
    await runDueJobs({ logger });
    const toFirm = await mailTo(lawFirm.owner.username, (mail) => isActivityMail(mail) && mail.text.includes('Signed and sent back'));
    expect(toFirm.text).toContain('your reply is posted in the project’s chat.');
    expect(toFirm.text).toMatch(/Open the project: \S+/);
  });
});

describe('need-to-know', () => {
  it('leaves out news of a project the person was taken off before the mail went', async () => {
    at(3, '03:00');
    const wallFirm = await createFirm(api, 'Walled Partners');
    await wallFirm.owner.agent.put('/api/team/settings').send({ needToKnowAccess: true }).expect(200);
    const member = await joinFirm(api, wallFirm, 'team_member', { displayName: 'Theo Finch' });
    await proveAddress(member);
    await member.agent.put('/api/user/notification-settings').send({ activityMail: { messages: 'daily' } }).expect(200);
    const client = await addClient(api, wallFirm, { displayName: 'Uma Vance' });
    const kept = await createProject(wallFirm, client, { name: 'Kept matter', assigneeIds: [member.id] });
    const walled = await createProject(wallFirm, client, { name: 'Walled matter', assigneeIds: [member.id] });
    await say(client, kept.id, 'About the kept matter');
    await say(client, walled.id, 'About the walled matter');
    await wallFirm.owner.agent.put(`/api/projects/${walled.id}/assignees`).send({ assigneeIds: [] }).expect(200);

    at(3, '08:00'); // the member's time zone is UTC until saved
    await runDueJobs({ logger });
    const digest = await mailTo(member.username, (mail) => mail.subject.startsWith('Your daily summary'));
    expect(digest.subject).toBe('Your daily summary: 1 update on Kept matter');
    expect(digest.text).toContain('About the kept matter');
    expect(`${digest.text}${digest.html}`).not.toMatch(/Walled matter|About the walled matter/);
  });
});

describe('address proof', () => {
  it('mails nothing to an address its owner has not proved, though the bell has the news; once proved, the mail comes', async () => {
    at(4, '03:00');
    const newFirm = await createFirm(api, 'Unconfirmed & Co');
    const client = await addClient(api, newFirm, { displayName: 'Vera Lane' });
    const project = await createProject(newFirm, client, { name: 'Lease review' });
    await say(client, project.id, 'Before you confirmed');
    expect(await unreadNotificationIds(newFirm.owner)).toHaveLength(1);
    expect(await ActivityMail.countDocuments({ userId: newFirm.owner.id })).toBe(0);

    await proveAddress(newFirm.owner);
    await newFirm.owner.agent.put('/api/user/notification-settings').send({ activityMail: { messages: 'daily' } }).expect(200);
    await say(client, project.id, 'After you confirmed');
    at(4, '08:00');
    await runDueJobs({ logger });
    const digest = await mailTo(newFirm.owner.username, (mail) => mail.subject.startsWith('Your daily summary'));
    expect(digest.text).toContain('After you confirmed');
    expect(digest.text).not.toContain('Before you confirmed');
  });
});

describe('preferences', () => {
  it("answers each person's settings with the role's defaults until they choose", async () => {
    const client = await addClient(api, firm);
    const mine = await client.agent.get('/api/user').expect(200);
    expect(mine.body.user.notificationSettings).toEqual({
      signInAlerts: false,
      activityMail: { messages: 'instant', documents: 'instant', projects: 'daily', team: 'off' },
      timeZone: null,
      everyProjectNews: false,
    });
    const owner = await firm.owner.agent.get('/api/user').expect(200);
    expect(owner.body.user.notificationSettings.activityMail).toEqual({ messages: 'mine', documents: 'mine', projects: 'daily', team: 'daily' });
    expect(owner.body.user.notificationSettings.everyProjectNews).toBe(true);
  });

  it('saves what is sent and keeps the rest', async () => {
    const client = await addClient(api, firm);
    const saved = await client.agent
      .put('/api/user/notification-settings')
      .send({ activityMail: { documents: 'daily' }, timeZone: 'Europe/London' })
      .expect(200);
    expect(saved.body).toMatchObject({ ok: true, message: 'Notification settings saved' });
    expect(saved.body.user.notificationSettings).toEqual({
      signInAlerts: false,
      activityMail: { messages: 'instant', documents: 'daily', projects: 'daily', team: 'off' },
      timeZone: 'Europe/London',
      everyProjectNews: false,
    });
    await client.agent.put('/api/user/notification-settings').send({ signInAlerts: true }).expect(200);
    const after = await client.agent.get('/api/user').expect(200);
    expect(after.body.user.notificationSettings).toMatchObject({ signInAlerts: true, activityMail: { documents: 'daily' }, timeZone: 'Europe/London' });
  });

  it.each([
    [{ activityMail: { messages: 'weekly' } }, 'Choose instant (as it happens, batched), mine (as it happens for your projects), daily (daily digest) or off'],
    [{ activityMail: { invoices: 'off' } }, `Unknown category: the categories are ${ACTIVITY_CATEGORIES.join(', ')}`],
    [{ activityMail: 'off' }, 'activityMail must be an object of categories'],
    [{ timeZone: 'Mars/Olympus_Mons' }, TIME_ZONE_MESSAGE],
    [{ timeZone: 42 }, TIME_ZONE_MESSAGE],
    [{}, 'Send at least one setting: signInAlerts, activityMail, timeZone or everyProjectNews'],
  ])('refuses %j with a message saying what to send', async (body, message) => {
    const refused = await firm.owner.agent.put('/api/user/notification-settings').send(body).expect(400);
    expect(refused.body.message).toBe(message);
  });

  it('mails nothing for a category turned off, and still mails the others', async () => {
    at(3, '09:00');
    const { client, projectId } = await clientWithProject('Ivy Jones', 'Trust deed');
    await client.agent.put('/api/user/notification-settings').send({ activityMail: { messages: 'off' } }).expect(200);
    await say(firm.owner, projectId, 'Quiet, please');
    later(301);
    await runDueJobs({ logger });
    expect(await activityMailQueuedTo(client.username)).toBe(0);
  });
});

describe('one-click unsubscribe (RFC 8058)', () => {
  let client: Member;
  let mail: ReceivedMail;
  let link: string;
  const settingsOf = async (member: Member) => (await member.agent.get('/api/user').expect(200)).body.user.notificationSettings;

  beforeAll(async () => {
    at(3, '10:00');
    const made = await clientWithProject('Jack King', 'Conveyancing');
    client = made.client;
    await say(firm.owner, made.projectId, 'Completion date agreed');
    later(301);
    await runDueJobs({ logger });
    mail = await mailTo(client.username);
    link = /^<(https:\/\/clientline\.example\/api\/unsubscribe\/[^>]+)>$/.exec(mail.listUnsubscribe ?? '')?.[1] ?? '';
  });

  it('puts the https link and the one-click header on every activity mail, and the link in its small print', () => {
    expect(link).not.toBe('');
    expect(mail.listUnsubscribePost).toBe('List-Unsubscribe=One-Click');
    expect(mail.text).toContain(`To stop mail about Messages, unsubscribe: ${link}`);
  });

  it('puts none on account mail', async () => {
    const invited = await addClient(api, firm, { displayName: 'Kim Lee' });
    const invitation = await mailTo(invited.username, () => true);
    expect(invitation.listUnsubscribe).toBeNull();
    expect(invitation.listUnsubscribePost).toBeNull();
  });

  it('GET shows a page with one Unsubscribe button and the settings, and changes nothing', async () => {
    const path = new URL(link).pathname;
    const page = await supertest(api.baseUrl).get(path).expect(200).expect('Content-Type', /text\/html/);
    expect(page.text).toContain('Stop mail about Messages?');
    expect(page.text.match(/<button/g)).toHaveLength(1);
    expect(page.text).toContain(`<form action="${path}" method="post">`);
    expect(page.text).toContain('<input type="hidden" name="List-Unsubscribe" value="One-Click"/>');
    expect(page.text).toContain('href="/client/portal#notification-settings"');
    expect((await settingsOf(client)).activityMail.messages).toBe('instant');
  });

  it('POST as mail providers send it (form body, no cookie, no Origin) turns off that category only', async () => {
    const path = new URL(link).pathname;
    const answer = await supertest(api.baseUrl).post(path).type('form').send('List-Unsubscribe=One-Click').expect(200);
    expect(answer.text).toContain('You are unsubscribed');
    expect((await settingsOf(client)).activityMail).toEqual({ messages: 'off', documents: 'instant', projects: 'daily', team: 'off' });
    // Again: still off, still 200 (a provider may retry).
    await supertest(api.baseUrl).post(path).type('form').send('List-Unsubscribe=One-Click').expect(200);
    const page = await supertest(api.baseUrl).get(path).expect(200);
    expect(page.text).toContain('Mail about Messages is off');
    expect(page.text).not.toContain('<button');
  });

  it('refuses a token it did not sign, one changed to name another category or person, and any other body', async () => {
    const path = new URL(link).pathname;
    const token = path.split('/').pop()!;
    const [organizationId, userId, , signature] = token.split('.');
    const form = (target: string) => supertest(api.baseUrl).post(target).type('form').send('List-Unsubscribe=One-Click');
    for (const bad of ['nonsense', `${organizationId}.${userId}.mdpt.${signature}`, `${organizationId}.${firm.owner.id}.m.${signature}`]) {
      const refused = await form(`/api/unsubscribe/${bad}`).expect(404);
      expect(refused.body.message).toMatch(/^This unsubscribe link is not valid/);
      await supertest(api.baseUrl).get(`/api/unsubscribe/${bad}`).expect(404);
    }
    await supertest(api.baseUrl).post(path).type('form').send('List-Unsubscribe=Yes').expect(400);
    await supertest(api.baseUrl).post(path).type('form').send('List-Unsubscribe=One-Click&also=this').expect(400);
    await supertest(api.baseUrl).post(path).set('Content-Type', 'application/json').send({ 'List-Unsubscribe': 'One-Click' }).expect(415);
    await form(path).set('Origin', 'https://evil.example').expect(403);
    expect((await settingsOf(firm.owner)).activityMail.messages).toBe('mine');
  });
});
