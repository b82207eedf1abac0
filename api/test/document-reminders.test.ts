// Automatic reminders for outstanding document requests, walked through weeks on the one clock: each
// pass is the one every api process runs (api/src/reminders/pass.ts), called here at the time the test set.
import { Types } from 'mongoose';
import { DEFAULT_REMINDER_SETTINGS, type DocumentRequestItem } from '@clientline/contracts';
import { setClock } from '../src/clock/clock';
import { DocumentRequestItem as DocumentRequestItemModel } from '../src/documents/model';
import { Notification } from '../src/notifications/model';
import { OutboxMail, type OutboxMailRecord } from '../src/mail/model';
import { runReminderPass } from '../src/reminders/pass';
import { runDueJobs } from '../src/jobs/runner';
import { logger } from '../src/observability/logger';
import { closeSockets, createProject, eventOn, inviteClient, openSocket, signInAgain, useTwoFirms, type Member } from './fixtures';
import { uniqueEmail } from './test-api';

// Each walk runs a pass every 6 hours of clock time for weeks: a hundred passes or so, on a shared machine.
jest.setTimeout(60_000);

const world = useTwoFirms();
afterEach(() => setClock());
afterEach(closeSockets);

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const STEP_MS = 6 * HOUR_MS;

/** Midnight UTC after the real now: the walks start there, after every item the test asks for. */
function nextMidnight(): number {
  return Math.ceil(Date.now() / DAY_MS) * DAY_MS;
}

/** 'YYYY-MM-DD' of a day `days` after `start` (a midnight UTC). */
const dayString = (start: number, days: number) => new Date(start + days * DAY_MS).toISOString().slice(0, 10);

async function ask(projectId: string, items: Array<{ name: string; dueDate?: string; reminders?: boolean }>, by: Member = world.firm.owner): Promise<DocumentRequestItem[]> {
  return (await by.agent.post(`/api/projects/${projectId}/document-requests`).send({ items }).expect(201)).body;
}

/** Uploads a file against the item, as its client: what the firm accepts. */
async function uploadFor(item: DocumentRequestItem): Promise<void> {
  await world.client.agent
    .post(`/api/projects/${item.projectId}/documents`)
    .unset('Content-Type')
    .field('requestItemId', item.id)
    .attach('file', Buffer.from(`%PDF-1.7\n${item.name}`), 'upload.pdf')
    .expect(201);
}

/** The reminder mails queued for an item, with the clock time each was queued at (the outbox records it). */
async function remindersOf(item: Pick<DocumentRequestItem, 'id'>): Promise<OutboxMailRecord[]> {
  return OutboxMail.find({ key: new RegExp(`^reminder:${item.id}:`) })
    .sort({ createdAt: 1 })
    .lean<OutboxMailRecord[]>();
}

/** Runs a reminder pass every 6 hours of clock time from `start` for `days` days; `on[day]` runs before that day's first pass. */
async function walk(start: number, days: number, on: Record<number, () => Promise<unknown>> = {}): Promise<void> {
  for (let at = start; at <= start + days * DAY_MS; at += STEP_MS) {
    const day = (at - start) / DAY_MS;
    if (Number.isInteger(day) && on[day]) {
      await signInAgain(...people());
      await on[day]!();
    }
    setClock(() => new Date(at));
    await runReminderPass();
  }
  // Days later the people's sessions have idled out, as anyone's would: they sign in again.
  await signInAgain(...people());
}

/** Everyone the walks act as. */
const people = () => [world.firm.owner, world.client, world.teamMember, world.otherFirm.owner];

async function itemAs(member: Member, projectId: string, itemId: string): Promise<DocumentRequestItem> {
  const items = (await member.agent.get(`/api/projects/${projectId}/document-requests`).expect(200)).body as DocumentRequestItem[];
  return items.find((item) => item.id === itemId)!;
}

describe('the default schedule, walked through three weeks', () => {
  it('reminds the client 3 days before the due date, on it, then every 3 days while overdue (5 in all); without a due date 3 days after the request, then weekly (3 in all)', async () => {
    const start = nextMidnight();
    const project = await createProject(world.firm, world.client, { name: 'Tax return 2026' });
    const [w2, letter] = await ask(project.id, [{ name: '2026 W-2', dueDate: dayString(start, 7) }, { name: 'Signed engagement letter' }]);
    expect(w2!.reminders).toEqual({ enabled: true, count: 0, lastAt: null, schedule: null });

    await walk(start, 21);

    const noon = (day: number) => start + day * DAY_MS + 12 * HOUR_MS;
    const w2Mails = await remindersOf(w2!);
    expect(w2Mails.map((mail) => mail.createdAt.getTime())).toEqual([noon(4), noon(7), noon(10), noon(13), noon(16)]);
    expect(w2Mails.map((mail) => mail.key)).toEqual([1, 2, 3, 4, 5].map((slot) => `reminder:${w2!.id}:${slot}`));
    expect(w2Mails.map((mail) => mail.subject)).toEqual([
      'Reminder: 2026 W-2 for Tax return 2026',
      'Reminder: 2026 W-2 for Tax return 2026',
      'Overdue: 2026 W-2 for Tax return 2026',
      'Overdue: 2026 W-2 for Tax return 2026',
      'Overdue: 2026 W-2 for Tax return 2026',
    ]);

    // Without a due date: 3 days after it was asked for, then a week apart, each on the first pass after its time.
    const askedAt = new Date(letter!.createdAt).getTime();
    const letterTimes = (await remindersOf(letter!)).map((mail) => mail.createdAt.getTime());
    expect(letterTimes).toHaveLength(3);
    [3, 10, 17].forEach((days, index) => {
      expect(letterTimes[index]! - (askedAt + days * DAY_MS)).toBeGreaterThanOrEqual(0);
      expect(letterTimes[index]! - (askedAt + days * DAY_MS)).toBeLessThan(STEP_MS);
    });

    // The firm and the client see how often and when.
    const lastW2 = new Date(noon(16)).toISOString();
    expect((await itemAs(world.firm.owner, project.id, w2!.id)).reminders).toEqual({ enabled: true, count: 5, lastAt: lastW2, schedule: null });
    expect((await itemAs(world.client, project.id, w2!.id)).reminders).toEqual({ enabled: true, count: 5, lastAt: lastW2, schedule: null });
    expect((await itemAs(world.client, project.id, letter!.id)).reminders.count).toBe(3);
  });

  it('mails from the firm, answerable into the project\'s chat, naming the item, the project and the due date, linking to the project page', async () => {
    const start = nextMidnight();
    const project = await createProject(world.firm, world.client, { name: 'Estate plan' });
    const [deed] = await ask(project.id, [{ name: 'Copy of the deed', dueDate: dayString(start, 5) }]);

    setClock(() => new Date(start + 2 * DAY_MS + 12 * HOUR_MS));
    expect(await runReminderPass()).toMatchObject({ sent: 1 });
    const mail = await world.api.mailTo(world.client.username, (caught) => caught.subject === 'Reminder: Copy of the deed for Estate plan');
    expect(mail.from).toContain(`${world.firm.organizationName} via`);
    // The client's own reply address for the project: an answer is posted in its chat (mail-replies.test.ts).
    expect(mail.replyTo).toMatch(/^reply\+[0-9a-f]{32}@clientline\.localhost$/);
    expect(mail.text).toContain('Reply to this email to answer: your reply is posted in the project’s chat.');
    const dueDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${dayString(start, 5)}T00:00:00Z`));
    expect(mail.text).toContain(`${world.firm.organizationName} is still waiting for "Copy of the deed" for Estate plan.`);
    expect(mail.text).toContain(`It is due on ${dueDay}.`);
    // Through the firm's own sign-in page, which sends the client on to the project.
    expect(mail.text).toContain(`/${world.firm.slug}?next=${encodeURIComponent(`/project/${project.id}`)}`);
    expect(mail.text).not.toContain('You have not chosen your password yet');
    expect(deed).toBeDefined();
  });

  it('tells a person who has not chosen a password yet how to get in, and that a reply with the file reaches the firm', async () => {
    const invited = await inviteClient(world.firm, { displayName: 'Ivy Invited' });
    const project = await createProject(world.firm, invited, { name: 'Estate plan' });
    // Remind now alone: an item left with automatic reminders would be reminded by the later tests' passes,
    // and make their counts depend on the hour the suite runs at.
    const [deed] = await ask(project.id, [{ name: 'Copy of the deed', reminders: false }]);
    await world.firm.owner.agent.post(`/api/document-requests/${deed!.id}/remind`).send({}).expect(200);

    const mail = await world.api.mailTo(invited.username, (caught) => caught.subject === 'Reminder: Copy of the deed for Estate plan');
    expect(mail.text).toContain(
      `You have not chosen your password yet: open the invitation ${world.firm.organizationName} sent you, or ask them for a new one.`,
    );
  });

  it('tells a person the firm has not invited yet to ask for their invitation, not to open one', async () => {
    const username = uniqueEmail('imported');
    const uploaded = (await world.firm.owner.agent.post('/api/client-imports').attach('file', Buffer.from(`First name,Last name,Email\nNed,Notyet,${username}\n`), 'later.csv').expect(201)).body;
    await world.firm.owner.agent.post(`/api/client-imports/${uploaded.id}/dry-run`).send({ mapping: uploaded.mapping, invitations: 'later' }).expect(200);
    await world.firm.owner.agent.post(`/api/client-imports/${uploaded.id}/run`).expect(202);
    await runDueJobs({ logger });
    const clients: Array<{ id: string; username: string }> = (await world.firm.owner.agent.get('/api/clients').expect(200)).body;
    const imported = clients.find((client) => client.username === username)!;
    const project = await createProject(world.firm, imported, { name: 'Payroll' });
    const [w2] = await ask(project.id, [{ name: 'W-2', reminders: false }]);
    await world.firm.owner.agent.post(`/api/document-requests/${w2!.id}/remind`).send({}).expect(200);

    const mail = await world.api.mailTo(username, (caught) => caught.subject === 'Reminder: W-2 for Payroll');
    expect(mail.text).toContain(
      `You have not chosen your password yet: ask ${world.firm.organizationName} for your invitation.`,
    );
  });
});

describe("the client's work, by their firm's word for it", () => {
  it('a law firm\'s client is reminded on "the matter page" and opens "the matter", automatically and on Remind now', async () => {
    await world.firm.owner.agent.put('/api/organizations/practice').send({ practice: 'law' }).expect(200);
    try {
      const start = nextMidnight();
      const project = await createProject(world.firm, world.client, { name: 'Boundary dispute' });
      const [survey] = await ask(project.id, [{ name: 'Land survey', dueDate: dayString(start, 5) }]);

      setClock(() => new Date(start + 2 * DAY_MS + 12 * HOUR_MS));
      expect(await runReminderPass()).toMatchObject({ sent: 1 });
      const automatic = await world.api.mailTo(world.client.username, (caught) => caught.subject === 'Reminder: Land survey for Boundary dispute');
      expect(automatic.text).toContain('Upload it on the matter page, or reply to this email with it attached.');
      expect(automatic.text).toContain('Reply to this email to answer: your reply is posted in the matter’s chat.');
      expect(automatic.text).toMatch(/Open the matter: \S+/);

      // Overdue by then, so its subject tells it from the first.
      setClock(() => new Date(start + 7 * DAY_MS));
      await signInAgain(world.firm.owner);
      await world.firm.owner.agent.post(`/api/document-requests/${survey!.id}/remind`).send({}).expect(200);
      const now = await world.api.mailTo(world.client.username, (caught) => caught.subject === 'Overdue: Land survey for Boundary dispute');
      expect(now.text).toContain('Upload it on the matter page, or reply to this email with it attached.');
      expect(now.text.replace(/https?:\/\/\S+/g, '')).not.toMatch(/project/i);
    } finally {
      setClock();
      await signInAgain(world.firm.owner);
      await world.firm.owner.agent.put('/api/organizations/practice').send({ practice: 'other' }).expect(200);
    }
  });
});

describe('reminders stop', () => {
  it('when the item is received or accepted, the project is completed or archived, the client archived, or the firm switched the item off', async () => {
    const start = nextMidnight();
    const due = dayString(start, 4);
    const [accepted, received, switchedOff] = await ask((await createProject(world.firm, world.client, { name: 'Stops' })).id, [
      { name: 'Accepted one', dueDate: due },
      { name: 'Received one', dueDate: due },
      { name: 'Switched off', dueDate: due },
    ]);
    const completing = await createProject(world.firm, world.client, { name: 'Completing' });
    const [ofCompleted] = await ask(completing.id, [{ name: 'Of a completed project', dueDate: due }]);
    const archiving = await createProject(world.firm, world.client, { name: 'Archiving' });
    const [ofArchived] = await ask(archiving.id, [{ name: 'Of an archived project', dueDate: due }]);
    const ofOscar = await createProject(world.firm, world.otherClient, { name: "Oscar's" });
    const [ofArchivedClient] = await ask(ofOscar.id, [{ name: 'Of an archived client', dueDate: due }]);

    // Asked for with reminders off, or switched off afterwards.
    const [askedWithout] = await ask(ofOscar.id, [{ name: 'Asked without reminders', dueDate: due, reminders: false }]);
    expect(askedWithout!.reminders.enabled).toBe(false);
    const off = await world.firm.owner.agent.put(`/api/document-requests/${switchedOff!.id}/reminders`).send({ enabled: false }).expect(200);
    expect(off.body.reminders).toEqual({ enabled: false, count: 0, lastAt: null, schedule: null });

    // Each has its first reminder (a day before the due date), then the change, then 2 weeks of passes.
    await walk(start, 16, {
      2: async () => {
        // Accepted from outstanding: sent, asked again, then accepted after all.
        await uploadFor(accepted!);
        await world.firm.owner.agent.patch(`/api/document-requests/${accepted!.id}`).send({ status: 'changes_requested', note: 'Unreadable' }).expect(200);
        await world.firm.owner.agent.patch(`/api/document-requests/${accepted!.id}`).send({ status: 'accepted' }).expect(200);
        await uploadFor(received!);
        await world.firm.owner.agent.post(`/api/projects/${completing.id}/complete`).send({}).expect(200);
        await world.firm.owner.agent.post(`/api/projects/${archiving.id}/archive`).send({}).expect(200);
        await world.firm.owner.agent.post(`/api/clients/${world.otherClient.id}/archive`).send({}).expect(200);
      },
    });

    for (const item of [accepted, received, ofCompleted, ofArchived, ofArchivedClient]) {
      expect({ name: item!.name, reminders: (await remindersOf(item!)).length }).toEqual({ name: item!.name, reminders: 1 });
    }
    expect(await remindersOf(switchedOff!)).toEqual([]);
    expect(await remindersOf(askedWithout!)).toEqual([]);
    await world.firm.owner.agent.post(`/api/clients/${world.otherClient.id}/restore`).send({}).expect(200);
  });
});

describe('Remind now', () => {
  it('mails the client at once, at most once an hour per item, for those who manage the project', async () => {
    const start = nextMidnight();
    const project = await createProject(world.firm, world.client, { name: 'Remind now', assigneeIds: [world.teamMember.id] });
    const [item, other] = await ask(project.id, [{ name: 'Passport copy', dueDate: dayString(start, 10) }, { name: 'Utility bill' }]);
    const remind = (member: Member, id = item!.id) => member.agent.post(`/api/document-requests/${id}/remind`).send({});

    setClock(() => new Date(start + HOUR_MS));
    const first = await remind(world.teamMember).expect(200);
    expect(first.body.reminders).toEqual({ enabled: true, count: 1, lastAt: new Date(start + HOUR_MS).toISOString(), schedule: null });
    expect(await remindersOf(item!)).toEqual([expect.objectContaining({ key: `reminder:${item!.id}:now:1`, to: world.client.username })]);
    await world.api.mailTo(world.client.username, (mail) => mail.subject === 'Reminder: Passport copy for Remind now');

    setClock(() => new Date(start + HOUR_MS + 20 * 60_000));
    const tooSoon = await remind(world.firm.owner).expect(429);
    expect(tooSoon.body.message).toBe('The client was reminded of this document less than an hour ago. You can remind them again in 40 minutes');
    // The limit is per item.
    await remind(world.firm.owner, other!.id).expect(200);

    setClock(() => new Date(start + 2 * HOUR_MS));
    expect((await remind(world.firm.owner).expect(200)).body.reminders.count).toBe(2);

    // Not for the client, nor another firm; not once the item is accepted.
    await remind(world.client).expect(403);
    await remind(world.otherFirm.owner).expect(404);
    await uploadFor(other!);
    await world.firm.owner.agent.patch(`/api/document-requests/${other!.id}`).send({ status: 'accepted' }).expect(200);
    setClock(() => new Date(start + 5 * HOUR_MS));
    expect((await remind(world.firm.owner, other!.id).expect(409)).body.message).toBe(
      'This document is no longer outstanding, so there is nothing to remind the client of',
    );
  });

  it('passes over an automatic reminder due within a day of a Remind now, so the client is not mailed twice', async () => {
    const start = nextMidnight();
    const project = await createProject(world.firm, world.client, { name: 'No double mail' });
    const [item] = await ask(project.id, [{ name: 'Lease', dueDate: dayString(start, 5) }]);
    setClock(() => new Date(start + 2 * DAY_MS));
    await world.firm.owner.agent.post(`/api/document-requests/${item!.id}/remind`).send({}).expect(200);

    await walk(start + 2 * DAY_MS, 4);
    // The "3 days before" slot (day 2, noon) came 12 hours after Remind now: passed over; the due date's went.
    expect((await remindersOf(item!)).map((mail) => mail.key)).toEqual([`reminder:${item!.id}:now:1`, `reminder:${item!.id}:2`]);
    expect((await itemAs(world.client, project.id, item!.id)).reminders.count).toBe(2);
  });
});

describe('open screens', () => {
  it("hear of each reminder, automatic or Remind now, so the item's count changes without a reload", async () => {
    const start = nextMidnight();
    const project = await createProject(world.firm, world.client, { name: 'Payroll 2026' });
    const [item] = await ask(project.id, [{ name: 'Timesheets', dueDate: dayString(start, 3) }]);
    const firmSocket = await openSocket(world.api, world.firm.owner);
    const clientSocket = await openSocket(world.api, world.client);

    const automatic = [eventOn(firmSocket, 'document_changed'), eventOn(clientSocket, 'document_changed')];
    // Three days before the due date, after noon UTC (when a dated item's reminders go).
    setClock(() => new Date(start + 13 * HOUR_MS));
    await runReminderPass();
    expect(await Promise.all(automatic)).toEqual([{ projectId: project.id }, { projectId: project.id }]);
    expect((await itemAs(world.firm.owner, project.id, item!.id)).reminders.count).toBe(1);

    setClock(() => new Date(start + 15 * HOUR_MS));
    const manual = eventOn(clientSocket, 'document_changed');
    await world.firm.owner.agent.post(`/api/document-requests/${item!.id}/remind`).expect(200);
    expect(await manual).toEqual({ projectId: project.id });
  });
});

describe('a process that dies between recording a reminder and announcing it', () => {
  it("leaves the client's bell item and the open screens' update to a pass a minute on, once", async () => {
    const start = nextMidnight();
    const project = await createProject(world.firm, world.client, { name: 'Died mid-reminder' });
    const [item] = await ask(project.id, [{ name: 'Bank statement', dueDate: dayString(start, 3) }]);
    const bellItems = async () =>
      ((await world.client.agent.get('/api/notifications').expect(200)).body as Array<{ type: string; content: string }>).filter(
        (notification) => notification.type === 'document_reminder' && notification.content.includes('"Bank statement"'),
      );
    setClock(() => new Date(start + 13 * HOUR_MS));
    await runReminderPass();
    expect(await bellItems()).toHaveLength(1);

    // As the process that recorded it would leave it had it died before announcing: the mail queued and the
    // reminder recorded, no bell item, and the item's announced count one short.
    await Notification.collection.deleteMany({ eventKey: `document_reminder:${item!.id}:1` });
    await DocumentRequestItemModel.collection.updateOne({ _id: new Types.ObjectId(item!.id) }, { $set: { 'reminders.announced': 0 } });
    // Within the minute, the recording process may still be announcing it: left alone.
    setClock(() => new Date(start + 13 * HOUR_MS + 30_000));
    expect(await runReminderPass()).toMatchObject({ sent: 0, announcedLate: 0 });
    expect(await bellItems()).toHaveLength(0);

    const clientSocket = await openSocket(world.api, world.client);
    const update = eventOn(clientSocket, 'document_changed');
    setClock(() => new Date(start + 13 * HOUR_MS + 2 * 60_000));
    expect(await runReminderPass()).toMatchObject({ sent: 0, announcedLate: 1 });
    expect(await update).toEqual({ projectId: project.id });
    expect((await bellItems()).map((notification) => notification.content)).toEqual(['Reminder: Died mid-reminder still needs "Bank statement"']);
    // Announced once: later passes add nothing, and the client was mailed once.
    setClock(() => new Date(start + 13 * HOUR_MS + 10 * 60_000));
    expect(await runReminderPass()).toMatchObject({ announcedLate: 0 });
    expect(await bellItems()).toHaveLength(1);
    expect(await remindersOf(item!)).toHaveLength(1);
  });
});

describe('the firm’s schedule', () => {
  afterEach(() => world.firm.owner.agent.put('/api/reminders/settings').send(DEFAULT_REMINDER_SETTINGS).expect(200));

  it('is read and set by the owner and admins, with messages for a bad schedule', async () => {
    expect((await world.firm.owner.agent.get('/api/reminders/settings').expect(200)).body).toEqual(DEFAULT_REMINDER_SETTINGS);
    await world.teamMember.agent.get('/api/reminders/settings').expect(403);
    await world.client.agent.put('/api/reminders/settings').send(DEFAULT_REMINDER_SETTINGS).expect(403);

    const bad = await world.firm.owner.agent
      .put('/api/reminders/settings')
      .send({ ...DEFAULT_REMINDER_SETTINGS, withDueDate: { daysBefore: -1, repeatDays: 2.5, maximum: 40 } })
      .expect(400);
    expect(bad.body.message).toContain('Days before the due date must be a whole number from 0 to 30');
    const missing = await world.firm.owner.agent.put('/api/reminders/settings').send({ enabled: 'yes' }).expect(400);
    expect(missing.body.message).toContain('enabled must be true or false');

    const mine = { enabled: true, withDueDate: { daysBefore: 0, repeatDays: 2, maximum: 2 }, withoutDueDate: { daysAfter: 1, repeatDays: 1, maximum: 1 } };
    const saved = await world.firm.owner.agent.put('/api/reminders/settings').send(mine).expect(200);
    expect(saved.body).toEqual({ ok: true, message: 'Reminders are on: clients are reminded of outstanding documents on this schedule', settings: mine });
    expect((await world.firm.owner.agent.get('/api/reminders/settings').expect(200)).body).toEqual(mine);
    // Another firm keeps the defaults.
    expect((await world.otherFirm.owner.agent.get('/api/reminders/settings').expect(200)).body).toEqual(DEFAULT_REMINDER_SETTINGS);
  });

  it('decides when reminders go, and off means none', async () => {
    const start = nextMidnight();
    await world.firm.owner.agent
      .put('/api/reminders/settings')
      .send({ ...DEFAULT_REMINDER_SETTINGS, withDueDate: { daysBefore: 0, repeatDays: 2, maximum: 2 } })
      .expect(200);
    const project = await createProject(world.firm, world.client, { name: 'Own schedule' });
    const [item] = await ask(project.id, [{ name: 'Payslips', dueDate: dayString(start, 3) }]);
    await walk(start, 10);
    const noon = (day: number) => start + day * DAY_MS + 12 * HOUR_MS;
    expect((await remindersOf(item!)).map((mail) => mail.createdAt.getTime())).toEqual([noon(3), noon(5)]);

    const off = await world.firm.owner.agent.put('/api/reminders/settings').send({ ...DEFAULT_REMINDER_SETTINGS, enabled: false }).expect(200);
    expect(off.body.message).toBe('Reminders are off: clients are not reminded automatically');
    const [quiet] = await ask(project.id, [{ name: 'Quiet', dueDate: dayString(start, 12) }]);
    await walk(start + 10 * DAY_MS, 10);
    expect(await remindersOf(quiet!)).toEqual([]);
  });
});
