import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Types } from 'mongoose';
import { Secret, TOTP } from 'otpauth';
import type supertest from 'supertest';
import { DEFAULT_REMINDER_SETTINGS } from '@clientline/contracts';
import { unsubscribeToken } from '../src/activity-mail/unsubscribe-token';
import { runDueJobs } from '../src/jobs/runner';
import { logger } from '../src/observability/logger';
import { addAdmin, addClient, addClientOnTemporaryPassword, addClientPerson, addMilestone, createFirm, createProject, inviteTeamMember, joinFirm, signIn, type Firm, type Member } from './fixtures';
import { PASSWORD, startTestApi, uniqueEmail, type TestApi } from './test-api';

/**
 * Every call of docs/api.md x every kind of caller, asserted by one loop. Firm A's data is the target;
 * a cell's status is what docs/api.md promises. A caller whose cell is not a firm-A success must leave
 * the observed data unchanged, and no caller ever receives an id of firm A it may not see. `tempClient` is
 * a client of A (with a project) still signed in on the temporary password A was shown. `adminA` is a team
 * member of A that A's owner made an admin: everything firmA may, except the owner-only calls (changing
 * admins, handing over ownership). `limitedPerson` is a second person of clientOnProject's account whom the
 * firm limited to another project of it (`ids.limitedProject`): the project rows are refused to them as to a
 * client of another account, and LIMITED_PROJECT_CALLS hold the calls on the project they do see.
 *
 * The table is split by area; each authorization-matrix-<area>.test.ts runs one area against an api and
 * firms of its own, its rows in the order below, so no file takes minutes and the files run in parallel.
 */
const ACTORS = ['anonymous', 'firmA', 'memberA', 'pendingA', 'clientOnProject', 'clientOffProject', 'firmB', 'clientB', 'tempClient', 'adminA', 'removedA', 'limitedPerson'] as const;
type Actor = (typeof ACTORS)[number];
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Requester = (method: Method, path: string) => supertest.Test;
/** What a row prepares before each cell (a fresh project, milestone, link...) and hands to send/observe. */
type Target = Record<string, string>;

interface Call {
  name: string;
  /** Expected status per actor, in the order of ACTORS. */
  statuses: Record<Actor, number>;
  send: (as: Requester, target: Target, actor: Actor) => supertest.Test;
  setup?: () => Promise<Target>;
  /** Firm A's data this call could change, read by its staff or client. */
  observe?: (target: Target) => Promise<unknown>;
  /** Who may change what `observe` reads; by default the firm-A callers that get a 2xx. */
  changes?: Actor[];
  /** Puts firm A back as it was after a cell that succeeded (e.g. hands ownership back). */
  cleanup?: (target: Target) => Promise<void>;
  /** Signs the caller in on a session of its own first (the call replaces or ends the session). */
  freshSession?: boolean;
  /** Readable by anyone holding the link: carries firm A's ids by design. */
  publicLink?: boolean;
  /** What a cross-site form post of this write gets, when not 403 (see the second describe). */
  crossSiteStatus?: number;
}

/**
 * `statuses` in the order of ACTORS. A removed member's old session was ended at their removal, so
 * their cookie gets what an anonymous caller gets unless a row says otherwise (an eleventh status). The
 * person limited to another project of the account gets what a client of another account of the firm gets
 * unless a row says otherwise (a twelfth).
 */
function call(name: string, statuses: number[], rest: Omit<Call, 'name' | 'statuses'>): Call {
  const withRemoved = statuses.length >= ACTORS.indexOf('removedA') + 1 ? statuses : [...statuses, statuses[0]!];
  const all = withRemoved.length === ACTORS.length ? withRemoved : [...withRemoved, withRemoved[ACTORS.indexOf('clientOffProject')]!];
  return { name, statuses: Object.fromEntries(ACTORS.map((actor, index) => [actor, all[index]!])) as Record<Actor, number>, ...rest };
}

let api: TestApi;
let firmA: Firm;
let firmB: Firm;
let members: Record<Exclude<Actor, 'anonymous'>, Member>;
const passwords = new Map<string, string>();
const ids = { project: '', otherProject: '', tempClientProject: '', limitedProject: '', milestone: '', timeline: '', accessToken: '' };

/** Starts the api and makes firm A, firm B and the callers before a file's tests; stops the api after them. */
function useMatrixWorld(): void {
  // Many accounts at once, each an Argon2id hash: more than the default 5 s on a busy machine.
  beforeAll(async () => {
    // Behind a proxy, so the reset-request row can give each caller an address of its own (10 per address an hour).
    api = await startTestApi({ env: { TRUST_PROXY: 'true' } });
    [firmA, firmB] = await Promise.all([createFirm(api), createFirm(api)]);
    const [memberA, pendingA, clientOnProject, clientOffProject, clientB, tempClient] = await Promise.all([
      joinFirm(api, firmA, 'team_member'),
      joinFirm(api, firmA, 'team_member', { approve: false }),
      addClient(api, firmA),
      addClient(api, firmA),
      addClient(api, firmB),
      addClientOnTemporaryPassword(api, firmA),
    ]);
    // By invitation, not registration: the matrix's registrations stay under the 50 per address.
    const adminA = await addAdmin(api, firmA);
    // Signed in, then removed from the team: every cell uses the cookie of the session their removal ended.
    const removedA = await inviteTeamMember(api, firmA, { displayName: 'Rex Removed' });
    ids.project = (await createProject(firmA, clientOnProject, { assigneeIds: [memberA.id] })).id;
    ids.limitedProject = (await createProject(firmA, clientOnProject, { name: 'Monthly books' })).id;
    const limitedPerson = await addClientPerson(api, firmA, clientOnProject.id, { displayName: 'Bea Bookkeeper', projectIds: [ids.limitedProject] });
    members = { firmA: firmA.owner, memberA, pendingA, clientOnProject, clientOffProject, firmB: firmB.owner, clientB, tempClient, adminA, removedA, limitedPerson };
    passwords.set(tempClient.id, tempClient.temporaryPassword);
    ids.otherProject = (await createProject(firmA, clientOffProject)).id;
    ids.tempClientProject = (await createProject(firmA, tempClient)).id;
    await createProject(firmB, clientB);
    ids.milestone = (await addMilestone(firmA.owner.agent, ids.project)).id;
    ids.timeline = (await firmA.owner.agent.get(`/api/projects/${ids.project}/timelines`).expect(200)).body.id;
    await clientOnProject.agent.post(`/api/projects/${ids.project}/messages`).send({ content: 'Hello' }).expect(201);
    const invited = await firmA.owner.agent.post('/api/clients').send({ username: uniqueEmail('invited'), displayName: 'Ivy Invited' }).expect(201);
    ids.accessToken = invited.body.firstAccessUrl.split('/').pop();
    await firmA.owner.agent.delete(`/api/team/members/${removedA.id}`).expect(200);
  }, 30_000);
  afterAll(() => api.stop());
}

const owner = () => firmA.owner.agent;

/** A fresh invitation of firm A's owner, by its id in GET /api/team/invitations. */
async function pendingInvitationOfA(): Promise<string> {
  const email = uniqueEmail('invited');
  await owner().post('/api/team/invitations').send({ email }).expect(201);
  const pending = await owner().get('/api/team/invitations').expect(200);
  return pending.body.find((invitation: { email: string }) => invitation.email === email).id;
}

const projectPath = () => `/api/projects/${ids.project}`;

/** The token of the unsubscribe link an activity mail about documents would carry to firm A's client on the project. */
function unsubscribeLinkToken(): string {
  const target = { organizationId: new Types.ObjectId(firmA.organizationId), userId: new Types.ObjectId(members.clientOnProject.id), categories: ['documents' as const] };
  return unsubscribeToken(target, api.config.sessionSecret);
}

async function activityMailOfClientOnProject(): Promise<unknown> {
  return (await members.clientOnProject.agent.get('/api/user').expect(200)).body.user.notificationSettings.activityMail;
}

function requester(cookie: string | undefined): Requester {
  return (method, path) => {
    const request = api.agent()[method](path);
    return cookie ? request.set('Cookie', cookie) : request;
  };
}

async function freshCookie(member: Member): Promise<string> {
  return (await signIn(api, member.username, passwords.get(member.id) ?? PASSWORD)).cookie;
}

/** Firm A's ids that `actor` may never receive. */
function forbiddenIds(actor: Actor): string[] {
  const { firmA: ownerA, memberA, pendingA, clientOnProject, clientOffProject, tempClient, adminA, limitedPerson } = members;
  const firmIds = [firmA.organizationId, ownerA.id, memberA.id, pendingA.id, clientOnProject.id, clientOffProject.id, tempClient.id, adminA.id, limitedPerson.id];
  const projectIds = [ids.project, ids.otherProject, ids.tempClientProject, ids.limitedProject, ids.milestone, ids.timeline];
  switch (actor) {
    case 'clientOnProject':
      return [ids.otherProject, ids.tempClientProject, clientOffProject.id, tempClient.id];
    case 'limitedPerson':
      return [...projectIds.filter((id) => id !== ids.limitedProject), clientOffProject.id, tempClient.id];
    case 'clientOffProject':
      return [ids.project, ids.tempClientProject, ids.limitedProject, ids.milestone, ids.timeline, clientOnProject.id, tempClient.id, limitedPerson.id];
    case 'tempClient':
      // Its own user (organization included) is all it may read until the password is changed.
      return [...firmIds.filter((id) => id !== tempClient.id && id !== firmA.organizationId), ...projectIds];
    case 'pendingA':
      return [...firmIds.filter((id) => id !== pendingA.id), ...projectIds];
    case 'anonymous':
    case 'removedA':
    case 'firmB':
    case 'clientB':
      return [...firmIds, ...projectIds];
    default:
      return [];
  }
}

const documentsPath = () => `${projectPath()}/documents`;
const attachFile = (request: supertest.Test) => request.unset('Content-Type').attach('file', Buffer.from('%PDF-1.7\nMatrix'), 'matrix.pdf');
const freshDocument = async (): Promise<Target> => ({ documentId: (await attachFile(owner().post(documentsPath())).expect(201)).body.documents[0].id });
const readDocuments = () => owner().get(documentsPath()).expect(200).then((response) => response.body);
const freshRequestItem = async (): Promise<Target> => ({
  itemId: (await owner().post(`${projectPath()}/document-requests`).send({ items: [{ name: 'Matrix W-2' }] }).expect(201)).body[0].id,
});
/** A fresh request item with a file uploaded against it, which the owner accepted. */
const freshAcceptedItem = async (): Promise<Target> => {
  const { itemId } = await freshRequestItem();
  await attachFile(owner().post(documentsPath()).field('requestItemId', itemId!)).expect(201);
  await owner().patch(`/api/document-requests/${itemId}`).send({ status: 'accepted' }).expect(200);
  return { itemId: itemId! };
};
const readRequestItems = () => owner().get(`${projectPath()}/document-requests`).expect(200).then((response) => response.body);
const readProject = (target: Target) => owner().get(`/api/projects/${target.projectId ?? ids.project}`).expect(200).then((response) => response.body);
const readProjectIds = () => owner().get('/api/projects').expect(200).then((response) => response.body.map((project: { id: string }) => project.id));
const freshProject = async (): Promise<Target> => ({ projectId: (await createProject(firmA, members.clientOnProject, { assigneeIds: [members.memberA.id] })).id });
const freshClient = async (): Promise<Target> => ({
  clientId: (await owner().post('/api/clients').send({ username: uniqueEmail('record'), displayName: 'Rory Record' }).expect(201)).body.id,
});
/** A fresh record the owner has already completed or archived, for the call that undoes it. */
const freshProjectAfter = (action: 'complete' | 'archive') => async (): Promise<Target> => {
  const target = await freshProject();
  await owner().post(`/api/projects/${target.projectId}/${action}`).expect(200);
  return target;
};
const freshArchivedClient = async (): Promise<Target> => {
  const target = await freshClient();
  await owner().post(`/api/clients/${target.clientId}/archive`).expect(200);
  return target;
};
/** A fresh client with a second person, who has not chosen a password yet. */
const freshClientWithPerson = async (): Promise<Target> => {
  const { clientId } = await freshClient();
  const person = await owner().post(`/api/clients/${clientId}/people`).send({ username: uniqueEmail('spouse'), displayName: 'Sam Spouse' }).expect(201);
  return { clientId: clientId!, personId: person.body.id };
};
const readPeople = (target: Target) => owner().get(`/api/clients/${target.clientId}/people`).expect(200).then((response) => response.body);
const attachClientList = (request: supertest.Test) => request.unset('Content-Type').attach('file', Buffer.from(`Name,Email\nIan Import,${uniqueEmail('import')}\n`), 'clients.csv');
const freshImport = async (): Promise<Target> => ({ importId: (await attachClientList(owner().post('/api/client-imports')).expect(201)).body.id });
const IMPORT_PLAN = { mapping: { firstName: 0, email: 1 }, invitations: 'later' };
const freshPreviewedImport = async (): Promise<Target> => {
  const target = await freshImport();
  await owner().post(`/api/client-imports/${target.importId}/dry-run`).send(IMPORT_PLAN).expect(200);
  return target;
};
const readImport = (target: Target) => owner().get(`/api/client-imports/${target.importId}`).expect(200).then((response) => response.body);
const freshSavedFilter = async (): Promise<Target> => ({
  filterId: (await owner().post('/api/client-filters').send({ name: uniqueEmail('filter'), filter: { status: 'Active' } }).expect(201)).body.id,
});
const readSavedFilters = () => owner().get('/api/client-filters').expect(200).then((response) => response.body);
const readClients = () =>
  Promise.all([owner().get('/api/clients').expect(200), owner().get('/api/clients?archived=true').expect(200)]).then((responses) => responses.map((response) => response.body));
const freshMilestone = async (): Promise<Target> => ({ milestoneId: (await addMilestone(owner(), ids.project)).id });
const freshTask = async (): Promise<Target> => ({
  taskId: (await owner().post(`${projectPath()}/timelines`).send({ name: 'Matrix task', startDate: '2030-02-01', endDate: '2030-02-10' }).expect(201)).body.id,
});
const readTimeline = () => owner().get(`${projectPath()}/timelines`).expect(200).then((response) => response.body);
const readMessages = () => owner().get(`${projectPath()}/messages`).expect(200).then((response) => response.body);
/** A fresh message by each caller who may post on the project, by actor name. */
const freshMessages = async (): Promise<Target> => {
  const posters = ['firmA', 'memberA', 'clientOnProject', 'adminA'] as const;
  const sent = await Promise.all(
    posters.map((actor) => members[actor].agent.post(`${projectPath()}/messages`).send({ content: `From ${actor}` }).expect(201)),
  );
  return Object.fromEntries(posters.map((actor, index) => [actor, sent[index]!.body.id]));
};
const freshShareLinkWithId = async (): Promise<Target> => {
  const link = await owner().post(`/api/timelines/${ids.timeline}/share`).send({ includeConversation: true }).expect(201);
  return { shareToken: link.body.shareUrl.split('/').pop(), shareId: link.body.id };
};
const freshShareLink = async (): Promise<Target> => {
  const { shareToken } = await freshShareLinkWithId();
  return { shareToken };
};

const registration = () => ({ username: uniqueEmail('matrix'), password: PASSWORD, role: 'client', displayName: 'Mat Rix' });
const earlyAccess = () => ({
  fullName: 'Erin Early',
  email: uniqueEmail('early'),
  companyName: 'Early & Co',
  role: 'founder',
  teamSize: '1-10',
  industry: 'legal',
  useCase: 'client_management',
  expectedStartDate: 'immediately',
  priority: 'growth',
});

/** Turns two-factor sign-in on for a signed-in member, with a code computed from the key as their app would. */
async function withTwoFactor(member: Member): Promise<Member> {
  const setup = await member.agent.post('/api/user/two-factor/setup').expect(200);
  const code = TOTP.generate({ secret: Secret.fromBase32(setup.body.secret) });
  await member.agent.post('/api/user/two-factor/enable').send({ code }).expect(200);
  return member;
}

/** Signing up and in, the caller's own account and sessions, health probes, unsubscribe links. */
// prettier-ignore
export const ACCOUNT_CALLS: Call[] = [
  //                                                   anon firmA member pending clientOn clientOff firmB clientB temp adminA
  // The probes answer before the session is read: the same for every caller, temporary password included.
  call('GET /api/health',                               [200, 200, 200, 200, 200, 200, 200, 200, 200, 200], { send: (as) => as('get', '/api/health') }),
  call('GET /api/ready',                                [200, 200, 200, 200, 200, 200, 200, 200, 200, 200], { send: (as) => as('get', '/api/ready') }),
  // Who opens a page, for the host's server: each caller is told only of themselves (page-visitor.test.ts).
  call('GET /api/page-visitor',                         [200, 200, 200, 200, 200, 200, 200, 200, 200, 200], { send: (as) => as('get', '/api/page-visitor') }),
  call('POST /api/register',                            [201, 201, 201, 201, 201, 201, 201, 201, 403, 201], { freshSession: true, send: (as) => as('post', '/api/register').send(registration()) }),
  // The removed member gives their right password and is refused (403, access removed).
  call('POST /api/login',                               [200, 200, 200, 200, 200, 200, 200, 200, 403, 200, 403], {
    freshSession: true,
    // Each caller signs in to its own account; the anonymous one to an account made for it.
    setup: async () => {
      const account = registration();
      await api.agent().post('/api/register').send(account).expect(201);
      return { username: account.username };
    },
    send: (as, target, actor) => {
      const member = actor === 'anonymous' ? undefined : members[actor];
      const password = (member && passwords.get(member.id)) ?? PASSWORD;
      return as('post', '/api/login').send({ username: member?.username ?? target.username, password });
    },
  }),
  call('POST /api/logout',                              [200, 200, 200, 200, 200, 200, 200, 200, 200, 200], { freshSession: true, send: (as) => as('post', '/api/logout') }),
  call('GET /api/user',                                 [401, 200, 200, 200, 200, 200, 200, 200, 200, 200], { send: (as) => as('get', '/api/user') }),
  call('POST /api/auth/validate-access-token',          [200, 200, 200, 200, 200, 200, 200, 200, 200, 200], { send: (as) => as('post', '/api/auth/validate-access-token').send({ token: ids.accessToken }) }),
  call('POST /api/auth/forgot-password',                [200, 200, 200, 200, 200, 200, 200, 200, 200, 200], {
    send: (as, _target, actor) => as('post', '/api/auth/forgot-password').set('X-Forwarded-For', `192.0.2.${ACTORS.indexOf(actor) + 1}`).send({ email: uniqueEmail('nobody') }),
  }),
  call('POST /api/auth/reset-password/check',           [400, 400, 400, 400, 400, 400, 400, 400, 400, 400], { send: (as) => as('post', '/api/auth/reset-password/check').send({ token: 'no-such-token' }) }),
  call('POST /api/auth/reset-password',                 [400, 400, 400, 400, 400, 400, 400, 400, 400, 400], {
    send: (as) => as('post', '/api/auth/reset-password').send({ token: 'no-such-token', newPassword: 'a brand new passphrase' }),
  }),
  // Address proof: registrants (owners, memberA, pendingA, firmB) have not confirmed theirs; clients and
  // colleagues who came by a mailed link have (409). A session on a temporary password may not ask.
  call('POST /api/user/email-confirmation',             [401, 200, 200, 200, 409, 409, 200, 409, 403, 409], { send: (as) => as('post', '/api/user/email-confirmation') }),
  call('POST /api/auth/confirm-email/check',            [400, 400, 400, 400, 400, 400, 400, 400, 403, 400], { send: (as) => as('post', '/api/auth/confirm-email/check').send({ token: 'no-such-token' }) }),
  call('POST /api/auth/confirm-email',                  [400, 400, 400, 400, 400, 400, 400, 400, 403, 400], {
    send: (as) => as('post', '/api/auth/confirm-email').send({ token: 'no-such-token', password: PASSWORD }),
  }),
  // Only a pending member has a request to withdraw (the others get 409); theirs stays pending, asking no firm.
  call('POST /api/user/withdraw-join-request',          [401, 409, 409, 200, 409, 409, 409, 409, 403, 409], { send: (as) => as('post', '/api/user/withdraw-join-request') }),
  call('POST /api/user/complete-onboarding',            [401, 200, 200, 200, 200, 200, 200, 200, 403, 200], { send: (as) => as('post', '/api/user/complete-onboarding') }),
  call('GET /api/user/calendar',                        [401, 200, 200, 403, 200, 200, 200, 200, 403, 200], { send: (as) => as('get', '/api/user/calendar') }),
  call('POST /api/user/calendar/new',                   [401, 200, 200, 403, 200, 200, 200, 200, 403, 200], { send: (as) => as('post', '/api/user/calendar/new') }),
  // Calendar apps fetch it without a session: an address that is nobody's is not found, whoever asks.
  call('GET /api/calendar/{token}.ics',                 [404, 404, 404, 404, 404, 404, 404, 404, 403, 404], { send: (as) => as('get', `/api/calendar/${'0'.repeat(48)}.ics`) }),
  // A pending member has no firm, so no reply address; a client on a temporary password changes it first.
  call('POST /api/user/reply-addresses/revoke',         [401, 200, 200, 403, 200, 200, 200, 200, 403, 200], { send: (as) => as('post', '/api/user/reply-addresses/revoke') }),
  // A mail provider's webhook, with a bearer secret and no session: off (404) while INBOUND_MAIL_SECRET is unset, as here
  // (a session on a temporary password is held before any route).
  call('POST /api/inbound-mail',                        [404, 404, 404, 404, 404, 404, 404, 404, 403, 404], {
    send: (as) => as('post', '/api/inbound-mail').set('Content-Type', 'message/rfc822').send('From: a@example.com\r\n\r\nHello'),
  }),
  call('PUT /api/user/notification-settings',           [401, 200, 200, 200, 200, 200, 200, 200, 403, 200], {
    send: (as) => as('put', '/api/user/notification-settings').send({ signInAlerts: false }),
  }),
  // Two-factor sign-in on the caller's own account (no one has it on here: wrong codes and passwords are 400s).
  call('POST /api/user/two-factor/setup',               [401, 200, 200, 200, 200, 200, 200, 200, 403, 200], { send: (as) => as('post', '/api/user/two-factor/setup') }),
  call('POST /api/user/two-factor/enable',              [401, 400, 400, 400, 400, 400, 400, 400, 403, 400], { send: (as) => as('post', '/api/user/two-factor/enable').send({ code: '000000' }) }),
  call('POST /api/user/two-factor/recovery-codes',      [401, 400, 400, 400, 400, 400, 400, 400, 403, 400], { send: (as) => as('post', '/api/user/two-factor/recovery-codes').send({ code: '000000' }) }),
  call('POST /api/user/two-factor/disable',             [401, 400, 400, 400, 400, 400, 400, 400, 403, 400], { send: (as) => as('post', '/api/user/two-factor/disable').send({ password: PASSWORD }) }),
  // The password again before a sensitive call: any signed-in caller but one on a temporary password. The
  // sensitive rows below (docs/api.md, "Confirming it's you") pass as is: every caller signed in when the
  // file started, a few minutes before, within RECENT_AUTHENTICATION_MS.
  call('POST /api/user/reauthenticate',                 [401, 200, 200, 200, 200, 200, 200, 200, 403, 200], {
    send: (as, _target, actor) => {
      const member = actor === 'anonymous' ? undefined : members[actor];
      return as('post', '/api/user/reauthenticate').send({ password: (member && passwords.get(member.id)) ?? PASSWORD });
    },
  }),
  call('GET /api/user/recent-authentication',           [401, 200, 200, 200, 200, 200, 200, 200, 403, 200], { send: (as) => as('get', '/api/user/recent-authentication') }),
  // Without the right password first in this browser, a code signs nobody in.
  call('POST /api/login/two-factor',                    [401, 401, 401, 401, 401, 401, 401, 401, 403, 401], { send: (as) => as('post', '/api/login/two-factor').send({ code: '123456' }) }),
  // A person's own sessions: each caller sees and ends only their own; a session on a temporary password acts for no one.
  call('GET /api/user/sessions',                        [401, 200, 200, 200, 200, 200, 200, 200, 403, 200], { send: (as) => as('get', '/api/user/sessions') }),
  // The owner's second browser: only the owner may end it; anyone else is told it has already ended.
  call('DELETE /api/user/sessions/{id}',                [401, 200, 404, 404, 404, 404, 404, 404, 403, 404], {
    setup: async () => {
      const cookie = await freshCookie(members.firmA);
      const sessions = (await requester(cookie)('get', '/api/user/sessions').expect(200)).body.sessions as Array<{ id: string; current: boolean }>;
      return { sessionId: sessions.find((session) => session.current)!.id, cookie };
    },
    send: (as, target) => as('delete', `/api/user/sessions/${target.sessionId}`),
    observe: (target) => api.agent().get('/api/user').set('Cookie', target.cookie!).then((response) => response.status),
  }),
  call('POST /api/user/sessions/end-others',            [401, 200, 200, 200, 200, 200, 200, 200, 403, 200], { send: (as) => as('post', '/api/user/sessions/end-others') }),
  // One-click unsubscribe: the signed token in the link is the only authority, the cookie is ignored, so
  // whoever holds the link gets the same answer; only POST changes anything (the client's documents mail).
  call('GET /api/unsubscribe/{token}',                  [200, 200, 200, 200, 200, 200, 200, 200, 200, 200], {
    publicLink: true,
    setup: async () => ({ token: unsubscribeLinkToken() }),
    send: (as, target) => as('get', `/api/unsubscribe/${target.token}`),
    observe: () => activityMailOfClientOnProject(),
  }),
  call('POST /api/unsubscribe/{token}',                 [200, 200, 200, 200, 200, 200, 200, 200, 200, 200], {
    publicLink: true,
    setup: async () => ({ token: unsubscribeLinkToken() }),
    send: (as, target) => as('post', `/api/unsubscribe/${target.token}`).type('form').send('List-Unsubscribe=One-Click'),
    observe: () => activityMailOfClientOnProject(),
    cleanup: async () => {
      await members.clientOnProject.agent.put('/api/user/notification-settings').send({ activityMail: { documents: 'instant' } }).expect(200);
    },
  }),
];

/** The firm's team and its invitations. */
// prettier-ignore
export const TEAM_CALLS: Call[] = [
  //                                                   anon firmA member pending clientOn clientOff firmB clientB temp adminA
  call('GET /api/mail/undelivered',                     [401, 200, 403, 403, 403, 403, 200, 403, 403, 200], { send: (as) => as('get', '/api/mail/undelivered') }),
  call('GET /api/team/pending',                         [401, 200, 403, 403, 403, 403, 200, 403, 403, 200], { send: (as) => as('get', '/api/team/pending') }),
  call('GET /api/team/settings',                        [401, 200, 200, 403, 403, 403, 200, 403, 403, 200], { send: (as) => as('get', '/api/team/settings') }),
  // Turns need-to-know access on (the owner turns it off again after each cell that did).
  call('PUT /api/team/settings',                        [401, 200, 403, 403, 403, 403, 200, 403, 403, 200], {
    send: (as) => as('put', '/api/team/settings').send({ needToKnowAccess: true }),
    observe: () => owner().get('/api/team/settings').expect(200).then((response) => response.body),
    cleanup: async () => {
      await owner().put('/api/team/settings').send({ needToKnowAccess: false }).expect(200);
    },
  }),
  call('POST /api/team/members/{id}/approve',           [401, 200, 403, 403, 403, 403, 404, 403, 403, 200], {
    setup: async () => ({ userId: (await joinFirm(api, firmA, 'team_member', { approve: false })).id }),
    send: (as, target) => as('post', `/api/team/members/${target.userId}/approve`),
    observe: () => owner().get('/api/team/pending').expect(200).then((response) => response.body),
  }),
  call('POST /api/team/members/{id}/reject',            [401, 200, 403, 403, 403, 403, 404, 403, 403, 200], {
    setup: async () => ({ userId: (await joinFirm(api, firmA, 'team_member', { approve: false })).id }),
    send: (as, target) => as('post', `/api/team/members/${target.userId}/reject`),
    observe: () => owner().get('/api/team/pending').expect(200).then((response) => response.body),
  }),
  call('DELETE /api/team/members/{id}',                 [401, 200, 403, 403, 403, 403, 404, 403, 403, 200], {
    // A colleague who joined by invitation: registering would use up the address's 50 registrations.
    setup: async () => ({ userId: (await inviteTeamMember(api, firmA, { displayName: 'Rory Removable' })).id }),
    send: (as, target) => as('delete', `/api/team/members/${target.userId}`),
    observe: () => owner().get('/api/team/members').expect(200).then((response) => response.body),
  }),
  // The owner's alone: an admin gets 403 too. Another firm's owner is told nothing exists.
  call('PUT /api/team/members/{id}/admin',              [401, 200, 403, 403, 403, 403, 404, 403, 403, 403], {
    setup: async () => ({ userId: (await inviteTeamMember(api, firmA, { displayName: 'Abe Maybe' })).id }),
    send: (as, target) => as('put', `/api/team/members/${target.userId}/admin`).send({ isAdmin: true }),
    observe: () => owner().get('/api/team/members').expect(200).then((response) => response.body),
  }),
  // The owner's alone. Firm A's owner hands A to a fresh admin, who hands it back after the cell.
  call('POST /api/team/owner',                          [401, 200, 403, 403, 403, 403, 404, 403, 403, 403], {
    setup: async () => {
      const admin = await addAdmin(api, firmA, { displayName: 'Olga Owner-to-be' });
      return { userId: admin.id, cookie: admin.cookie };
    },
    send: (as, target) => as('post', '/api/team/owner').send({ userId: target.userId }),
    observe: () => owner().get('/api/team/members').expect(200).then((response) => response.body),
    cleanup: async (target) => {
      await requester(target.cookie)('post', '/api/team/owner').send({ userId: members.firmA.id }).expect(200);
    },
  }),
  call('POST /api/team/invitations',                    [401, 201, 403, 403, 403, 403, 201, 403, 403, 201], {
    send: (as) => as('post', '/api/team/invitations').send({ email: uniqueEmail('colleague') }),
    observe: () => owner().get('/api/team/members').expect(200).then((response) => response.body),
  }),
  call('GET /api/team/invitations',                     [401, 200, 403, 403, 403, 403, 200, 403, 403, 200], { send: (as) => as('get', '/api/team/invitations') }),
  call('POST /api/team/invitations/{id}/resend',        [401, 200, 403, 403, 403, 403, 404, 403, 403, 200], {
    setup: async () => ({ invitationId: await pendingInvitationOfA() }),
    send: (as, target) => as('post', `/api/team/invitations/${target.invitationId}/resend`),
    observe: () => owner().get('/api/team/invitations').expect(200).then((response) => response.body),
  }),
  call('DELETE /api/team/invitations/{id}',             [401, 200, 403, 403, 403, 403, 404, 403, 403, 200], {
    setup: async () => ({ invitationId: await pendingInvitationOfA() }),
    send: (as, target) => as('delete', `/api/team/invitations/${target.invitationId}`),
    observe: () => owner().get('/api/team/invitations').expect(200).then((response) => response.body),
  }),
  call('POST /api/team/invitations/check',              [400, 400, 400, 400, 400, 400, 400, 400, 403, 400], { send: (as) => as('post', '/api/team/invitations/check').send({ token: 'no-such-token' }) }),
  call('POST /api/team/invitations/accept',             [400, 400, 400, 400, 400, 400, 400, 400, 403, 400], {
    send: (as) => as('post', '/api/team/invitations/accept').send({ token: 'no-such-token', displayName: 'Nobody', password: 'a brand new passphrase' }),
  }),
  call('GET /api/team/members',                         [401, 200, 200, 403, 403, 403, 200, 403, 403, 200], { send: (as) => as('get', '/api/team/members') }),
];

/** The firm's clients, and the firm turning off a person's two-factor sign-in. */
// prettier-ignore
export const CLIENT_CALLS: Call[] = [
  //                                                   anon firmA member pending clientOn clientOff firmB clientB temp adminA
  call('GET /api/clients',                              [401, 200, 200, 403, 403, 403, 200, 403, 403, 200], { send: (as) => as('get', '/api/clients') }),
  call('POST /api/clients',                             [401, 201, 403, 403, 403, 403, 201, 403, 403, 201], {
    send: (as) => as('post', '/api/clients').send({ username: uniqueEmail('client'), displayName: 'Nina New' }),
    observe: () => owner().get('/api/clients').expect(200).then((response) => response.body),
  }),
  call('POST /api/clients/{id}/access-link',           [401, 200, 403, 403, 403, 403, 404, 403, 403, 200], {
    setup: async () => {
      const invited = await owner().post('/api/clients').send({ username: uniqueEmail('lost'), displayName: 'Lou Lost' }).expect(201);
      return { clientId: invited.body.id, token: invited.body.firstAccessUrl.split('/').pop() };
    },
    send: (as, target) => as('post', `/api/clients/${target.clientId}/access-link`),
    observe: (target) => api.agent().post('/api/auth/validate-access-token').send({ token: target.token }).then((response) => response.status),
  }),
  // The firm turns off a person's two-factor sign-in; another firm's owner is told nothing exists.
  call('POST /api/team/members/{id}/two-factor/reset',  [401, 200, 403, 403, 403, 403, 404, 403, 403, 200], {
    setup: async () => ({ userId: (await withTwoFactor(await inviteTeamMember(api, firmA, { displayName: 'Tina Twostep' }))).id }),
    send: (as, target) => as('post', `/api/team/members/${target.userId}/two-factor/reset`),
    observe: () => owner().get('/api/team/members').expect(200).then((response) => response.body),
  }),
  // Only the owner resets an admin's; nobody the owner's (refused before whether it is on is looked at), nor their own.
  call('POST /api/team/members/{id}/two-factor/reset (an admin)', [401, 200, 403, 403, 403, 403, 404, 403, 403, 403], {
    setup: async () => ({ userId: (await withTwoFactor(await addAdmin(api, firmA, { displayName: 'Abe Twostep' }))).id }),
    send: (as, target) => as('post', `/api/team/members/${target.userId}/two-factor/reset`),
    observe: () => owner().get('/api/team/members').expect(200).then((response) => response.body),
  }),
  call('POST /api/team/members/{id}/two-factor/reset (the owner)', [401, 403, 403, 403, 403, 403, 404, 403, 403, 403], {
    send: (as) => as('post', `/api/team/members/${firmA.owner.id}/two-factor/reset`),
    observe: () => owner().get('/api/team/members').expect(200).then((response) => response.body),
  }),
  call('POST /api/clients/{id}/two-factor/reset',       [401, 200, 403, 403, 403, 403, 404, 403, 403, 200], {
    setup: async () => ({ clientId: (await withTwoFactor(await addClient(api, firmA, { displayName: 'Cleo Twostep' }))).id }),
    send: (as, target) => as('post', `/api/clients/${target.clientId}/two-factor/reset`),
    observe: readClients,
  }),
  call('POST /api/clients/{id}/password-reset',         [401, 200, 403, 403, 403, 403, 404, 403, 403, 200], {
    setup: async () => ({ clientId: (await addClient(api, firmA, { displayName: 'Rita Reset' })).id }),
    send: (as, target) => as('post', `/api/clients/${target.clientId}/password-reset`),
  }),
  call('PATCH /api/clients/{id}',                       [401, 200, 403, 403, 403, 403, 404, 403, 403, 200], {
    setup: freshClient,
    send: (as, target) => as('patch', `/api/clients/${target.clientId}`).send({ username: uniqueEmail('fixed'), displayName: 'Fay Fixed' }),
    observe: readClients,
  }),
  call('DELETE /api/clients/{id}/pending-email',        [401, 200, 403, 403, 403, 403, 404, 403, 403, 200], {
    setup: async () => {
      const client = await addClient(api, firmA, { displayName: 'Moe Moving' });
      await owner().patch(`/api/clients/${client.id}`).send({ username: uniqueEmail('moving'), displayName: 'Moe Moving' }).expect(200);
      return { clientId: client.id };
    },
    send: (as, target) => as('delete', `/api/clients/${target.clientId}/pending-email`),
    observe: readClients,
  }),
  call('DELETE /api/clients/{id}',                      [401, 200, 403, 403, 403, 403, 404, 403, 403, 200], {
    setup: freshClient,
    send: (as, target) => as('delete', `/api/clients/${target.clientId}`),
    observe: readClients,
  }),
  call('POST /api/clients/{id}/archive',                [401, 200, 403, 403, 403, 403, 404, 403, 403, 200], {
    setup: freshClient,
    send: (as, target) => as('post', `/api/clients/${target.clientId}/archive`),
    observe: readClients,
  }),
  call('POST /api/clients/{id}/restore',                [401, 200, 403, 403, 403, 403, 404, 403, 403, 200], {
    setup: freshArchivedClient,
    send: (as, target) => as('post', `/api/clients/${target.clientId}/restore`),
    observe: readClients,
  }),
  call('PUT /api/clients/{id}/tags',                    [401, 200, 403, 403, 403, 403, 404, 403, 403, 200], {
    setup: freshClient,
    send: (as, target) => as('put', `/api/clients/${target.clientId}/tags`).send({ tags: ['1040'] }),
    observe: readClients,
  }),
  // The Clients screen: its staff read a page, the tags and the saved filters; those who run the firm act on a
  // selection (another firm's ids change nothing) and name filters.
  call('GET /api/clients/page',                         [401, 200, 200, 403, 403, 403, 200, 403, 403, 200], { send: (as) => as('get', '/api/clients/page?q=a&status=Sleeping&pageSize=10') }),
  call('GET /api/clients/tags',                         [401, 200, 200, 403, 403, 403, 200, 403, 403, 200], { send: (as) => as('get', '/api/clients/tags') }),
  call('POST /api/clients/bulk',                        [401, 200, 403, 403, 403, 403, 200, 403, 403, 200], {
    setup: freshClient,
    send: (as, target) => as('post', '/api/clients/bulk').send({ action: 'tag', clientIds: [target.clientId], tag: 'Matrix' }),
    observe: readClients,
  }),
  call('GET /api/client-filters',                       [401, 200, 200, 403, 403, 403, 200, 403, 403, 200], { send: (as) => as('get', '/api/client-filters') }),
  call('POST /api/client-filters',                      [401, 201, 403, 403, 403, 403, 201, 403, 403, 201], {
    send: (as) => as('post', '/api/client-filters').send({ name: uniqueEmail('filter'), filter: { tag: '1040' } }),
    observe: readSavedFilters,
  }),
  call('DELETE /api/client-filters/{id}',               [401, 200, 403, 403, 403, 403, 404, 403, 403, 200], {
    setup: freshSavedFilter,
    send: (as, target) => as('delete', `/api/client-filters/${target.filterId}`),
    observe: readSavedFilters,
  }),
  // The people of a client account: its staff read them, those who run the firm change them.
  call('GET /api/clients/{id}/people',                  [401, 200, 200, 403, 403, 403, 404, 403, 403, 200], {
    setup: freshClientWithPerson,
    send: (as, target) => as('get', `/api/clients/${target.clientId}/people`),
  }),
  call('POST /api/clients/{id}/people',                 [401, 201, 403, 403, 403, 403, 404, 403, 403, 201], {
    setup: freshClient,
    send: (as, target) => as('post', `/api/clients/${target.clientId}/people`).send({ username: uniqueEmail('partner'), displayName: 'Pat Partner' }),
    observe: readPeople,
  }),
  call('PATCH /api/clients/{id}/people/{personId}',     [401, 200, 403, 403, 403, 403, 404, 403, 403, 200], {
    setup: freshClientWithPerson,
    send: (as, target) => as('patch', `/api/clients/${target.clientId}/people/${target.personId}`).send({ displayName: 'Sam Renamed', projectIds: [] }),
    observe: readPeople,
  }),
  call('DELETE /api/clients/{id}/people/{personId}/pending-email', [401, 200, 403, 403, 403, 403, 404, 403, 403, 200], {
    setup: async () => {
      const { clientId } = await freshClient();
      const person = await addClientPerson(api, firmA, clientId!, { displayName: 'Mo Moving' });
      await owner().patch(`/api/clients/${clientId}/people/${person.id}`).send({ displayName: 'Mo Moving', username: uniqueEmail('moving'), projectIds: null }).expect(200);
      return { clientId: clientId!, personId: person.id };
    },
    send: (as, target) => as('delete', `/api/clients/${target.clientId}/people/${target.personId}/pending-email`),
    observe: readPeople,
  }),
  call('DELETE /api/clients/{id}/people/{personId}',    [401, 200, 403, 403, 403, 403, 404, 403, 403, 200], {
    setup: freshClientWithPerson,
    send: (as, target) => as('delete', `/api/clients/${target.clientId}/people/${target.personId}`),
    observe: readPeople,
  }),
  call('POST /api/clients/{id}/people/{personId}/two-factor/reset', [401, 200, 403, 403, 403, 403, 404, 403, 403, 200], {
    setup: async () => {
      const { clientId } = await freshClient();
      const person = await withTwoFactor(await addClientPerson(api, firmA, clientId!, { displayName: 'Sam Twostep' }));
      return { clientId: clientId!, personId: person.id };
    },
    send: (as, target) => as('post', `/api/clients/${target.clientId}/people/${target.personId}/two-factor/reset`),
    observe: readPeople,
  }),
  call('POST /api/clients/{id}/people/{personId}/access-link', [401, 200, 403, 403, 403, 403, 404, 403, 403, 200], {
    setup: freshClientWithPerson,
    send: (as, target) => as('post', `/api/clients/${target.clientId}/people/${target.personId}/access-link`),
    observe: readPeople,
  }),
  // Preview as that person: in a session of the caller's own, which the preview then answers as the person.
  call('POST /api/clients/{id}/people/{personId}/preview', [401, 200, 403, 403, 403, 403, 404, 403, 403, 200], {
    freshSession: true,
    setup: freshClientWithPerson,
    send: (as, target) => as('post', `/api/clients/${target.clientId}/people/${target.personId}/preview`),
    observe: readPeople,
  }),
  // Ends the caller's own preview; with none on, it answers the way to their home page.
  call('DELETE /api/preview',                           [401, 200, 200, 200, 200, 200, 200, 200, 403, 200], { send: (as) => as('delete', '/api/preview') }),
  // Importing a client list: those who run the firm, each firm its own imports.
  call('POST /api/client-imports',                      [401, 201, 403, 403, 403, 403, 201, 403, 403, 201], {
    send: (as) => attachClientList(as('post', '/api/client-imports')),
    observe: readClients,
  }),
  call('GET /api/client-imports',                       [401, 200, 403, 403, 403, 403, 200, 403, 403, 200], {
    setup: freshImport,
    send: (as) => as('get', '/api/client-imports'),
  }),
  call('GET /api/client-imports/{id}',                  [401, 200, 403, 403, 403, 403, 404, 403, 403, 200], {
    setup: freshImport,
    send: (as, target) => as('get', `/api/client-imports/${target.importId}`),
  }),
  call('POST /api/client-imports/{id}/dry-run',         [401, 200, 403, 403, 403, 403, 404, 403, 403, 200], {
    setup: freshImport,
    send: (as, target) => as('post', `/api/client-imports/${target.importId}/dry-run`).send(IMPORT_PLAN),
    observe: readImport,
  }),
  call('POST /api/client-imports/{id}/run',             [401, 202, 403, 403, 403, 403, 404, 403, 403, 202], {
    setup: freshPreviewedImport,
    send: (as, target) => as('post', `/api/client-imports/${target.importId}/run`),
    observe: readImport,
  }),
  call('GET /api/client-imports/{id}/failed-rows.csv',  [401, 200, 403, 403, 403, 403, 404, 403, 403, 200], {
    setup: freshPreviewedImport,
    send: (as, target) => as('get', `/api/client-imports/${target.importId}/failed-rows.csv`),
  }),
];

/** Projects and their milestones. */
// prettier-ignore
export const PROJECT_CALLS: Call[] = [
  //                                                   anon firmA member pending clientOn clientOff firmB clientB temp adminA
  call('GET /api/projects',                             [401, 200, 200, 403, 200, 200, 200, 200, 403, 200], { send: (as) => as('get', '/api/projects') }),
  call('GET /api/projects/{id}',                        [401, 200, 200, 403, 200, 403, 404, 404, 403, 200], { send: (as) => as('get', projectPath()) }),
  call('GET /api/board',                                [401, 200, 200, 403, 403, 403, 200, 403, 403, 200], { send: (as) => as('get', '/api/board') }),
  call('POST /api/projects',                            [401, 201, 403, 403, 403, 403, 400, 403, 403, 201], {
    send: (as) => as('post', '/api/projects').send({ name: 'Matrix', startDate: '2030-02-01', clientId: members.clientOnProject.id }),
    observe: readProjectIds,
  }),
  call('PATCH /api/projects/{id}',                      [401, 200, 200, 403, 403, 403, 404, 403, 403, 200], {
    setup: freshProject,
    send: (as, target) => as('patch', `/api/projects/${target.projectId}`).send({ startDate: '2031-03-01', endDate: '2031-04-01' }),
    observe: readProject,
  }),
  call('PUT /api/projects/{id}/assignees',              [401, 200, 403, 403, 403, 403, 404, 403, 403, 200], {
    setup: freshProject,
    send: (as, target) => as('put', `/api/projects/${target.projectId}/assignees`).send({ assigneeIds: [members.memberA.id] }),
    observe: readProject,
  }),
  call('POST /api/projects/{id}/complete',              [401, 200, 403, 403, 403, 403, 404, 403, 403, 200], {
    setup: freshProject,
    send: (as, target) => as('post', `/api/projects/${target.projectId}/complete`),
    observe: readProject,
  }),
  call('POST /api/projects/{id}/reopen',                [401, 200, 403, 403, 403, 403, 404, 403, 403, 200], {
    setup: freshProjectAfter('complete'),
    send: (as, target) => as('post', `/api/projects/${target.projectId}/reopen`),
    observe: readProject,
  }),
  call('POST /api/projects/{id}/archive',               [401, 200, 403, 403, 403, 403, 404, 403, 403, 200], {
    setup: freshProject,
    send: (as, target) => as('post', `/api/projects/${target.projectId}/archive`),
    observe: readProject,
  }),
  // Another firm's project is "no longer there" for firm B, as a project deleted since it was chosen.
  call('POST /api/project-actions',                     [401, 202, 403, 403, 403, 403, 400, 403, 403, 202], {
    setup: freshProject,
    send: (as, target) => as('post', '/api/project-actions').send({ kind: 'remind', projectIds: [target.projectId] }),
  }),
  call('GET /api/project-actions/{id}',                 [401, 200, 403, 403, 403, 403, 404, 403, 403, 200], {
    setup: async () => ({ actionId: (await owner().post('/api/project-actions').send({ kind: 'remind', projectIds: [ids.project] }).expect(202)).body.id }),
    send: (as, target) => as('get', `/api/project-actions/${target.actionId}`),
  }),
  call('POST /api/projects/{id}/restore',               [401, 200, 403, 403, 403, 403, 404, 403, 403, 200], {
    setup: freshProjectAfter('archive'),
    send: (as, target) => as('post', `/api/projects/${target.projectId}/restore`),
    observe: readProject,
  }),
  call('DELETE /api/projects/{id}',                     [401, 200, 403, 403, 403, 403, 404, 403, 403, 200], {
    setup: freshProject,
    send: (as, target) => as('delete', `/api/projects/${target.projectId}`),
    observe: (target) => owner().get(`/api/projects/${target.projectId}`).then((response) => response.status),
  }),
  call('POST /api/projects/{id}/milestones',            [401, 201, 201, 403, 403, 403, 404, 403, 403, 201], {
    send: (as) => as('post', `${projectPath()}/milestones`).send({ name: 'Matrix step', dueDate: '2030-05-01' }),
    observe: readProject,
  }),
  call('PATCH /api/projects/{id}/milestones/{mid}',     [401, 200, 200, 403, 403, 403, 404, 403, 403, 200], {
    setup: async () => ({ milestoneId: (await addMilestone(owner(), ids.project)).id }),
    send: (as, target) => as('patch', `${projectPath()}/milestones/${target.milestoneId}`).send({ status: 'in_progress' }),
    observe: readProject,
  }),
  call('PATCH /api/projects/{id}/milestones/{mid} (edit)', [401, 200, 200, 403, 403, 403, 404, 403, 403, 200], {
    setup: freshMilestone,
    send: (as, target) => as('patch', `${projectPath()}/milestones/${target.milestoneId}`).send({ name: 'Matrix rename', dueDate: '2030-06-01' }),
    observe: readProject,
  }),
  // Reopening a completed milestone: those who run the firm only.
  call('PATCH /api/projects/{id}/milestones/{mid} (reopen)', [401, 200, 403, 403, 403, 403, 404, 403, 403, 200], {
    setup: async () => {
      const target = await freshMilestone();
      const milestonePath = `${projectPath()}/milestones/${target.milestoneId}`;
      await owner().patch(milestonePath).send({ status: 'in_progress' }).expect(200);
      await owner().patch(milestonePath).send({ status: 'completed' }).expect(200);
      return target;
    },
    send: (as, target) => as('patch', `${projectPath()}/milestones/${target.milestoneId}`).send({ status: 'in_progress' }),
    observe: readProject,
  }),
  call('DELETE /api/projects/{id}/milestones/{mid}',    [401, 200, 200, 403, 403, 403, 404, 403, 403, 200], {
    setup: freshMilestone,
    send: (as, target) => as('delete', `${projectPath()}/milestones/${target.milestoneId}`),
    observe: readProject,
  }),
];

/** Notifications, messages, timelines and their share links. */
// prettier-ignore
export const CONVERSATION_CALLS: Call[] = [
  //                                                   anon firmA member pending clientOn clientOff firmB clientB temp adminA
  call('GET /api/notifications',                        [401, 200, 200, 200, 200, 200, 200, 200, 403, 200], { send: (as) => as('get', '/api/notifications') }),
  call('POST /api/notifications/mark-read',             [401, 200, 200, 200, 200, 200, 200, 200, 403, 200], {
    setup: async () => {
      await owner().post('/api/notifications').send({ type: 'milestone_updated', projectId: ids.project, title: 'News' }).expect(201);
      const [newest] = (await members.clientOnProject.agent.get('/api/notifications').expect(200)).body;
      return { notificationId: newest.id };
    },
    send: (as, target) => as('post', '/api/notifications/mark-read').send({ ids: [target.notificationId] }),
    observe: () => members.clientOnProject.agent.get('/api/notifications').expect(200).then((response) => response.body),
    changes: ['clientOnProject'],
  }),
  call('POST /api/notifications/read',                  [401, 200, 200, 403, 200, 403, 404, 404, 403, 200], {
    setup: async () => {
      const sent = await members.clientOnProject.agent.post(`${projectPath()}/messages`).send({ content: 'Seen?' }).expect(201);
      return { messageId: sent.body.id };
    },
    send: (as, target) => as('post', '/api/notifications/read').send({ projectId: ids.project, type: 'new_message', lastShownMessageId: target.messageId }),
    observe: () => owner().get('/api/notifications').expect(200).then((response) => response.body),
    changes: ['firmA'],
  }),
  call('POST /api/notifications',                       [401, 201, 201, 403, 403, 403, 404, 403, 403, 201], {
    send: (as) => as('post', '/api/notifications').send({ type: 'milestone_created', projectId: ids.project, title: 'Matrix', description: 'A note' }),
    observe: () => members.clientOnProject.agent.get('/api/notifications').expect(200).then((response) => response.body),
  }),
  call('GET /api/projects/{id}/messages',               [401, 200, 200, 403, 200, 403, 404, 404, 403, 200], { send: (as) => as('get', `${projectPath()}/messages`) }),
  call('POST /api/projects/{id}/messages',              [401, 201, 201, 403, 201, 403, 404, 404, 403, 201], {
    send: (as) => as('post', `${projectPath()}/messages`).send({ content: 'Any news?' }),
    observe: () => owner().get(`${projectPath()}/messages`).expect(200).then((response) => response.body),
  }),
  // Each caller who may post changes a message of their own; the others try the owner's.
  call('PATCH /api/projects/{id}/messages/{messageId}', [401, 200, 200, 403, 200, 403, 404, 404, 403, 200], {
    setup: freshMessages,
    send: (as, target, actor) => as('patch', `${projectPath()}/messages/${target[actor] ?? target.firmA}`).send({ content: 'Corrected' }),
    observe: readMessages,
  }),
  call('DELETE /api/projects/{id}/messages/{messageId}', [401, 200, 200, 403, 200, 403, 404, 404, 403, 200], {
    setup: freshMessages,
    send: (as, target, actor) => as('delete', `${projectPath()}/messages/${target[actor] ?? target.firmA}`),
    observe: readMessages,
  }),
  call('GET /api/projects/{id}/timelines',              [401, 200, 200, 403, 200, 403, 404, 404, 403, 200], { send: (as) => as('get', `${projectPath()}/timelines`) }),
  call('POST /api/projects/{id}/timelines',             [401, 201, 201, 403, 403, 403, 404, 404, 403, 201], {
    send: (as) => as('post', `${projectPath()}/timelines`).send({ name: 'Draft', startDate: '2030-02-01', endDate: '2030-02-10' }),
    observe: () => owner().get(`${projectPath()}/timelines`).expect(200).then((response) => response.body),
  }),
  call('PATCH /api/projects/{id}/tasks/{taskId}',       [401, 200, 200, 403, 403, 403, 404, 404, 403, 200], {
    setup: freshTask,
    send: (as, target) => as('patch', `${projectPath()}/tasks/${target.taskId}`).send({ status: 'done', assigneeId: members.memberA.id }),
    observe: readTimeline,
  }),
  call('DELETE /api/projects/{id}/tasks/{taskId}',      [401, 200, 200, 403, 403, 403, 404, 404, 403, 200], {
    setup: freshTask,
    send: (as, target) => as('delete', `${projectPath()}/tasks/${target.taskId}`),
    observe: readTimeline,
  }),
  call('POST /api/timelines/{id}/share',                [401, 201, 201, 403, 403, 403, 404, 404, 403, 201], {
    send: (as) => as('post', `/api/timelines/${ids.timeline}/share`).send({}),
    observe: () => owner().get(`/api/timelines/${ids.timeline}/share`).expect(200).then((response) => response.body),
  }),
  call('GET /api/timelines/{id}/share',                 [401, 200, 200, 403, 403, 403, 404, 404, 403, 200], { send: (as) => as('get', `/api/timelines/${ids.timeline}/share`) }),
  call('DELETE /api/timelines/{id}/share/{shareId}',    [401, 200, 200, 403, 403, 403, 404, 404, 403, 200], {
    setup: freshShareLinkWithId,
    send: (as, target) => as('delete', `/api/timelines/${ids.timeline}/share/${target.shareId}`),
    observe: (target) => api.agent().get(`/api/timelines/shared/${target.shareToken}`).then((response) => response.status),
  }),
  call('DELETE /api/timelines/{id}/share',              [401, 200, 200, 403, 403, 403, 404, 404, 403, 200], {
    setup: freshShareLink,
    send: (as) => as('delete', `/api/timelines/${ids.timeline}/share`),
    observe: (target) => api.agent().get(`/api/timelines/shared/${target.shareToken}`).then((response) => response.status),
  }),
  call('GET /api/timelines/shared/{token}',             [200, 200, 200, 200, 200, 200, 200, 200, 403, 200], {
    setup: freshShareLink,
    send: (as, target) => as('get', `/api/timelines/shared/${target.shareToken}`),
    publicLink: true,
  }),
  call('GET /api/timelines/shared/{token}/messages',    [200, 200, 200, 200, 200, 200, 200, 200, 403, 200], {
    setup: freshShareLink,
    send: (as, target) => as('get', `/api/timelines/shared/${target.shareToken}/messages`),
    publicLink: true,
  }),
];

/** Documents and requests for them, the firm's settings, webhooks, the audit trail, early access; changing passwords last. */
// prettier-ignore
export const DOCUMENT_AND_FIRM_CALLS: Call[] = [
  //                                                   anon firmA member pending clientOn clientOff firmB clientB temp adminA
  call('POST /api/projects/{id}/documents',             [401, 201, 201, 403, 201, 403, 404, 404, 403, 201], {
    send: (as) => attachFile(as('post', documentsPath())),
    observe: readDocuments,
  }),
  call('GET /api/projects/{id}/documents',              [401, 200, 200, 403, 200, 403, 404, 404, 403, 200], { send: (as) => as('get', documentsPath()) }),
  call('GET /api/documents',                            [401, 200, 200, 403, 200, 200, 200, 200, 403, 200], { send: (as) => as('get', '/api/documents') }),
  call('GET /api/documents/{id}/download',              [401, 200, 200, 403, 200, 404, 404, 404, 403, 200], {
    setup: freshDocument,
    send: (as, target) => as('get', `/api/documents/${target.documentId}/download`),
  }),
  call('GET /api/documents/{id}/history',               [401, 200, 200, 403, 403, 404, 404, 404, 403, 200], {
    setup: freshDocument,
    send: (as, target) => as('get', `/api/documents/${target.documentId}/history`),
  }),
  call('DELETE /api/documents/{id}',                    [401, 200, 200, 403, 403, 404, 404, 404, 403, 200], {
    setup: freshDocument,
    send: (as, target) => as('delete', `/api/documents/${target.documentId}`),
    observe: readDocuments,
  }),
  call('POST /api/projects/{id}/document-requests',     [401, 201, 201, 403, 403, 403, 404, 404, 403, 201], {
    send: (as) => as('post', `${projectPath()}/document-requests`).send({ items: [{ name: 'Bank statements', dueDate: '2030-04-15' }] }),
    observe: readRequestItems,
  }),
  call('GET /api/projects/{id}/document-requests',      [401, 200, 200, 403, 200, 403, 404, 404, 403, 200], { send: (as) => as('get', `${projectPath()}/document-requests`) }),
  call('GET /api/document-requests',                    [401, 200, 200, 403, 200, 200, 200, 200, 403, 200], { send: (as) => as('get', '/api/document-requests') }),
  call('PATCH /api/document-requests/{id}',             [401, 200, 200, 403, 403, 404, 404, 404, 403, 200], {
    setup: freshRequestItem,
    send: (as, target) => as('patch', `/api/document-requests/${target.itemId}`).send({ status: 'changes_requested', note: 'Page 2 is missing' }),
    observe: readRequestItems,
  }),
  call('POST /api/document-requests/{id}/reopen',       [401, 200, 200, 403, 403, 404, 404, 404, 403, 200], {
    setup: freshAcceptedItem,
    send: (as, target) => as('post', `/api/document-requests/${target.itemId}/reopen`).send({}),
    observe: readRequestItems,
  }),
  call('POST /api/document-requests/{id}/remind',       [401, 200, 200, 403, 403, 404, 404, 404, 403, 200], {
    setup: freshRequestItem,
    send: (as, target) => as('post', `/api/document-requests/${target.itemId}/remind`).send({}),
    observe: readRequestItems,
  }),
  call('PUT /api/document-requests/{id}/reminders',     [401, 200, 200, 403, 403, 404, 404, 404, 403, 200], {
    setup: freshRequestItem,
    send: (as, target) => as('put', `/api/document-requests/${target.itemId}/reminders`).send({ enabled: false }),
    observe: readRequestItems,
  }),
  call('GET /api/reminders/settings',                   [401, 200, 403, 403, 403, 403, 200, 403, 403, 200], { send: (as) => as('get', '/api/reminders/settings') }),
  call('PUT /api/reminders/settings',                   [401, 200, 403, 403, 403, 403, 200, 403, 403, 200], {
    send: (as) =>
      as('put', '/api/reminders/settings').send({ enabled: false, withDueDate: { daysBefore: 2, repeatDays: 4, maximum: 3 }, withoutDueDate: { daysAfter: 5, repeatDays: 7, maximum: 2 } }),
    observe: () => owner().get('/api/reminders/settings').expect(200).then((response) => response.body),
    cleanup: async () => {
      await owner().put('/api/reminders/settings').send(DEFAULT_REMINDER_SETTINGS).expect(200);
    },
  }),
  call('GET /api/metrics/dashboard',                    [401, 200, 403, 403, 403, 403, 200, 403, 403, 200], { send: (as) => as('get', '/api/metrics/dashboard?startDate=2030-01-01') }),
  call('GET /api/organizations/{name}',                 [200, 200, 200, 200, 200, 200, 200, 200, 403, 200], { send: (as) => as('get', `/api/organizations/${firmA.slug}`) }),
  call('GET /api/organizations/webhook-token',          [401, 200, 403, 403, 403, 403, 200, 403, 403, 200], { send: (as) => as('get', '/api/organizations/webhook-token') }),
  call('POST /api/organizations/webhook-token',         [401, 200, 403, 403, 403, 403, 200, 403, 403, 200], {
    send: (as) => as('post', '/api/organizations/webhook-token'),
    observe: () => owner().get('/api/organizations/webhook-token').expect(200).then((response) => response.body),
  }),
  call('PUT /api/organizations/practice',               [401, 200, 403, 403, 403, 403, 200, 403, 403, 200], {
    send: (as) => as('put', '/api/organizations/practice').send({ practice: 'accounting' }),
    observe: () => owner().get('/api/user').expect(200).then((response) => response.body.user.organizationPractice),
    cleanup: async () => {
      await owner().put('/api/organizations/practice').send({ practice: 'other' }).expect(200);
    },
  }),
  call('POST /api/webhooks/incoming (firm A token)',    [201, 201, 201, 201, 201, 201, 201, 201, 403, 201], {
    setup: async () => ({ token: (await owner().get('/api/organizations/webhook-token').expect(200)).body.webhookConfig.webhookToken }),
    send: (as, target) => as('post', '/api/webhooks/incoming').send({ type: 'lead', content: 'A new lead', token: target.token }),
    observe: () => owner().get('/api/webhook-requests').expect(200).then((response) => response.body),
    // The token, not a session, is what lets a caller in: whoever holds it adds a request.
    changes: ACTORS.filter((actor) => actor !== 'tempClient'),
    // Needs no cookie, so no origin check: refused only for not being JSON.
    crossSiteStatus: 415,
  }),
  call('GET /api/webhook-requests',                     [401, 200, 403, 403, 403, 403, 200, 403, 403, 200], { send: (as) => as('get', '/api/webhook-requests') }),
  call('PUT /api/webhook-requests/{id}/handled',        [401, 200, 403, 403, 403, 403, 404, 403, 403, 200], {
    setup: async () => {
      const token = (await owner().get('/api/organizations/webhook-token').expect(200)).body.webhookConfig.webhookToken;
      const sent = await api.agent().post('/api/webhooks/incoming').send({ type: 'lead', content: 'A lead to handle', token }).expect(201);
      return { requestId: sent.body.request.id };
    },
    send: (as, target) => as('put', `/api/webhook-requests/${target.requestId}/handled`).send({ handled: true }),
    observe: async (target) => (await owner().get('/api/webhook-requests').expect(200)).body.requests.find((request: { id: string }) => request.id === target.requestId).handled,
  }),
  // The audit trail: the firm's owner and admins (firm B reads its own trail, none of A's).
  call('GET /api/audit-log',                            [401, 200, 403, 403, 403, 403, 200, 403, 403, 200], { send: (as) => as('get', '/api/audit-log') }),
  call('GET /api/audit-log/export.csv',                 [401, 200, 403, 403, 403, 403, 200, 403, 403, 200], { send: (as) => as('get', '/api/audit-log/export.csv') }),
  call('GET /api/audit-log/settings',                   [401, 200, 403, 403, 403, 403, 200, 403, 403, 200], { send: (as) => as('get', '/api/audit-log/settings') }),
  call('PUT /api/audit-log/settings',                   [401, 200, 403, 403, 403, 403, 200, 403, 403, 200], {
    send: (as) => as('put', '/api/audit-log/settings').send({ retentionYears: 3 }),
    observe: () => owner().get('/api/audit-log/settings').expect(200).then((response) => response.body),
    cleanup: async () => {
      await owner().put('/api/audit-log/settings').send({ retentionYears: 7 }).expect(200);
    },
  }),
  call('POST /api/early-access',                        [201, 201, 201, 201, 201, 201, 201, 201, 403, 201], { send: (as) => as('post', '/api/early-access').send(earlyAccess()) }),
  // Last: each signed-in caller's password changes (their session stays; later logins use the new one).
  call('POST /api/change-password',                     [400, 200, 200, 200, 200, 200, 200, 200, 200, 200], {
    send: (as, _target, actor) => {
      const member = actor === 'anonymous' ? undefined : members[actor];
      const currentPassword = (member && passwords.get(member.id)) ?? PASSWORD;
      return as('post', '/api/change-password').send({ currentPassword, newPassword: 'a brand new passphrase' });
    },
  }),
];

const TEMPLATE_FIELDS = () => ({
  name: `Matrix return ${randomUUID().slice(0, 8)}`,
  cadence: 'yearly',
  projectName: '{year} Matrix return',
  durationDays: 30,
  milestones: [{ name: 'Filed', anchor: 'end', offsetDays: 0 }],
  requests: [{ name: 'W-2', anchor: 'start', offsetDays: 7, addressedTo: 'primary', reminders: true }],
  welcomeMessage: 'Hi {firstName}',
});
const freshTemplate = async (): Promise<Target> => ({ templateId: (await owner().post('/api/templates').send(TEMPLATE_FIELDS()).expect(201)).body.id });
const readTemplates = () => owner().get('/api/templates').expect(200).then((response) => response.body);
const batchOf = (target: Target) => ({ templateId: target.templateId, period: '2025', startDate: '2026-01-05', clientIds: [members.clientOnProject.id] });
const freshBatch = async (): Promise<Target> => {
  const template = await freshTemplate();
  const batch = await owner().post('/api/template-batches').send(batchOf(template)).expect(202);
  await runDueJobs({ logger });
  return { ...template, batchId: batch.body.id };
};
const freshRole = async (): Promise<Target> => ({ roleId: (await owner().post('/api/firm-roles').send({ name: `Role ${randomUUID().slice(0, 8)}` }).expect(201)).body.id });
// A firm keeps at most 20 roles: each row's are deleted after it.
const deleteRoles = async () => {
  for (const role of (await readRoles()) as Array<{ id: string }>) await owner().delete(`/api/firm-roles/${role.id}`).expect(200);
};
const readRoles = () => owner().get('/api/firm-roles').expect(200).then((response) => response.body);
const freshClientAndRole = async (): Promise<Target> => ({ ...(await freshClient()), ...(await freshRole()) });
// Next year's first working days, whenever the matrix runs: a recurrence starts from today on.
const recurrenceOf = () => ({ period: '2025', startDate: `${new Date().getFullYear() + 1}-01-05`, daysAhead: 30, clientIds: [members.clientOnProject.id, members.clientOffProject.id] });
const projectRecurrenceOf = () => ({ cadence: 'yearly', period: String(new Date().getFullYear() + 1), startDate: `${new Date().getFullYear() + 1}-01-05`, daysAhead: 30 });
const freshRecurrence = async (): Promise<Target> => {
  const template = await freshTemplate();
  await owner().post(`/api/templates/${template.templateId}/recurrence`).send(recurrenceOf()).expect(201);
  return template;
};
const readRecurrence = (target: Target) => owner().get(`/api/templates/${target.templateId}/recurrence`).expect(200).then((response) => response.body);
const readBatch = (target: Target) => owner().get(`/api/template-batches/${target.batchId}`).expect(200).then((response) => response.body);

const AUTOMATION_FIELDS = { name: 'Matrix rule', trigger: { type: 'project_created' }, action: { type: 'notify_staff', content: 'A new project' } };
const freshProjectAutomation = async (): Promise<Target> => {
  const { projectId } = await freshProject();
  return { projectId, automationId: (await owner().post(`/api/projects/${projectId}/automations`).send(AUTOMATION_FIELDS).expect(201)).body.id };
};
// One template for the automation rows: a firm has at most 200 templates, and the other rows make many.
let automationTemplate: Promise<Target> | undefined;
const templateForAutomations = (): Promise<Target> => (automationTemplate ??= freshTemplate());
const readProjectAutomations = (target: Target) => owner().get(`/api/projects/${target.projectId}/automations`).expect(200).then((response) => response.body);

export const TEMPLATE_CALLS: Call[] = [
  //                                                   anon firmA member pending clientOn clientOff firmB clientB temp adminA
  call('GET /api/templates',                            [401, 200, 403, 403, 403, 403, 200, 403, 403, 200], { send: (as) => as('get', '/api/templates') }),
  call('GET /api/templates/starters',                   [401, 200, 403, 403, 403, 403, 200, 403, 403, 200], { send: (as) => as('get', '/api/templates/starters') }),
  call('POST /api/templates/starters/{key}/copy',       [401, 201, 403, 403, 403, 403, 201, 403, 403, 201], {
    send: (as) => as('post', '/api/templates/starters/monthly-bookkeeping/copy'),
    observe: readTemplates,
  }),
  call('POST /api/templates',                           [401, 201, 403, 403, 403, 403, 201, 403, 403, 201], {
    send: (as) => as('post', '/api/templates').send(TEMPLATE_FIELDS()),
    observe: readTemplates,
  }),
  call('GET /api/templates/{id}',                       [401, 200, 403, 403, 403, 403, 404, 403, 403, 200], {
    setup: freshTemplate,
    send: (as, target) => as('get', `/api/templates/${target.templateId}`),
  }),
  call('PUT /api/templates/{id}',                       [401, 200, 403, 403, 403, 403, 404, 403, 403, 200], {
    setup: freshTemplate,
    send: (as, target) => as('put', `/api/templates/${target.templateId}`).send(TEMPLATE_FIELDS()),
    observe: readTemplates,
  }),
  call('DELETE /api/templates/{id}',                    [401, 200, 403, 403, 403, 403, 404, 403, 403, 200], {
    setup: freshTemplate,
    send: (as, target) => as('delete', `/api/templates/${target.templateId}`),
    observe: readTemplates,
  }),
  call('GET /api/templates/{id}/batches',               [401, 200, 403, 403, 403, 403, 404, 403, 403, 200], {
    setup: freshBatch,
    send: (as, target) => as('get', `/api/templates/${target.templateId}/batches`),
  }),
  // Another firm's template is not found; so are firm A's clients to firm B.
  call('POST /api/template-batches/dry-run',            [401, 200, 403, 403, 403, 403, 404, 403, 403, 200], {
    setup: freshTemplate,
    send: (as, target) => as('post', '/api/template-batches/dry-run').send(batchOf(target)),
  }),
  call('POST /api/template-batches',                    [401, 202, 403, 403, 403, 403, 404, 403, 403, 202], {
    setup: freshTemplate,
    send: (as, target) => as('post', '/api/template-batches').send(batchOf(target)),
    observe: readProjectIds,
  }),
  call('GET /api/templates/{id}/updates',               [401, 200, 403, 403, 403, 403, 404, 403, 403, 200], {
    setup: freshBatch,
    send: (as, target) => as('get', `/api/templates/${target.templateId}/updates`),
  }),
  call('POST /api/templates/{id}/updates',              [401, 200, 403, 403, 403, 403, 404, 403, 403, 200], {
    setup: async () => {
      const made = await freshBatch();
      await owner().put(`/api/templates/${made.templateId}`).send({ ...TEMPLATE_FIELDS(), durationDays: 40 }).expect(200);
      const update = await owner().get(`/api/templates/${made.templateId}/updates`).expect(200);
      return { ...made, projectId: update.body.projects[0].projectId };
    },
    send: (as, target) => as('post', `/api/templates/${target.templateId}/updates`).send({ projectIds: [target.projectId] }),
    observe: (target) => owner().get(`/api/projects/${target.projectId}`).expect(200).then((response) => response.body),
  }),
  call('GET /api/template-batches/{id}',                [401, 200, 403, 403, 403, 403, 404, 403, 403, 200], {
    setup: freshBatch,
    send: (as, target) => as('get', `/api/template-batches/${target.batchId}`),
  }),
  call('POST /api/template-batches/{id}/undo',          [401, 200, 403, 403, 403, 403, 404, 403, 403, 200], {
    setup: freshBatch,
    send: (as, target) => as('post', `/api/template-batches/${target.batchId}/undo`),
    observe: readBatch,
  }),  call('POST /api/projects/{id}/save-as-template',     [401, 201, 403, 403, 403, 403, 404, 403, 403, 201], {
    send: (as) => as('post', `/api/projects/${ids.project}/save-as-template`).send({ name: `Saved ${randomUUID().slice(0, 8)}`, cadence: 'yearly' }),
    observe: readTemplates,
  }),
  call('GET /api/projects/{id}/recurrence',             [401, 200, 403, 403, 403, 403, 404, 403, 403, 200], { send: (as) => as('get', `/api/projects/${ids.project}/recurrence`) }),
  call('POST /api/projects/{id}/recurrence',            [401, 201, 403, 403, 403, 403, 404, 403, 403, 201], {
    send: (as) => as('post', `/api/projects/${ids.project}/recurrence`).send({ name: `Repeated ${randomUUID().slice(0, 8)}`, ...projectRecurrenceOf() }),
    observe: readTemplates,
  }),
  call('GET /api/firm-roles',                           [401, 200, 200, 403, 403, 403, 200, 403, 403, 200], { send: (as) => as('get', '/api/firm-roles') }),
  call('POST /api/firm-roles',                          [401, 201, 403, 403, 403, 403, 201, 403, 403, 201], {
    send: (as) => as('post', '/api/firm-roles').send({ name: `Preparer ${randomUUID().slice(0, 8)}` }),
    observe: readRoles,
    cleanup: deleteRoles,
  }),
  call('PATCH /api/firm-roles/{id}',                    [401, 200, 403, 403, 403, 403, 404, 403, 403, 200], {
    setup: freshRole,
    send: (as, target) => as('patch', `/api/firm-roles/${target.roleId}`).send({ name: `Reviewer ${randomUUID().slice(0, 8)}` }),
    observe: readRoles,
    cleanup: deleteRoles,
  }),
  call('DELETE /api/firm-roles/{id}',                   [401, 200, 403, 403, 403, 403, 404, 403, 403, 200], {
    setup: freshRole,
    send: (as, target) => as('delete', `/api/firm-roles/${target.roleId}`),
    observe: readRoles,
    cleanup: deleteRoles,
  }),
  call('GET /api/clients/{id}/roles',                   [401, 200, 200, 403, 403, 403, 404, 403, 403, 200], {
    setup: freshClientAndRole,
    send: (as, target) => as('get', `/api/clients/${target.clientId}/roles`),
    cleanup: deleteRoles,
  }),
  call('PUT /api/clients/{id}/roles/{roleId}',          [401, 200, 403, 403, 403, 403, 404, 403, 403, 200], {
    setup: freshClientAndRole,
    send: (as, target) => as('put', `/api/clients/${target.clientId}/roles/${target.roleId}`).send({ userId: members.firmA.id }),
    observe: (target) => owner().get(`/api/clients/${target.clientId}/roles`).expect(200).then((response) => response.body),
    cleanup: deleteRoles,
  }),
  call('GET /api/templates/{id}/automations',           [401, 200, 403, 403, 403, 403, 404, 403, 403, 200], {
    setup: templateForAutomations,
    send: (as, target) => as('get', `/api/templates/${target.templateId}/automations`),
  }),
  call('POST /api/templates/{id}/automations',          [401, 201, 403, 403, 403, 403, 404, 403, 403, 201], {
    setup: templateForAutomations,
    send: (as, target) => as('post', `/api/templates/${target.templateId}/automations`).send(AUTOMATION_FIELDS),
    observe: (target) => owner().get(`/api/templates/${target.templateId}/automations`).expect(200).then((response) => response.body),
  }),
  // A team member assigned to the project manages its own rules.
  call('GET /api/projects/{id}/automations',            [401, 200, 200, 403, 403, 403, 404, 403, 403, 200], {
    setup: freshProject,
    send: (as, target) => as('get', `/api/projects/${target.projectId}/automations`),
  }),
  call('POST /api/projects/{id}/automations',           [401, 201, 201, 403, 403, 403, 404, 403, 403, 201], {
    setup: freshProject,
    send: (as, target) => as('post', `/api/projects/${target.projectId}/automations`).send(AUTOMATION_FIELDS),
    observe: readProjectAutomations,
  }),
  call('PUT /api/automations/{id}',                     [401, 200, 200, 403, 403, 403, 404, 403, 403, 200], {
    setup: freshProjectAutomation,
    send: (as, target) => as('put', `/api/automations/${target.automationId}`).send({ ...AUTOMATION_FIELDS, enabled: false }),
    observe: readProjectAutomations,
  }),
  call('DELETE /api/automations/{id}',                  [401, 200, 200, 403, 403, 403, 404, 403, 403, 200], {
    setup: freshProjectAutomation,
    send: (as, target) => as('delete', `/api/automations/${target.automationId}`),
    observe: readProjectAutomations,
  }),
  call('GET /api/templates/{id}/recurrence',            [401, 200, 403, 403, 403, 403, 404, 403, 403, 200], {
    setup: freshRecurrence,
    send: (as, target) => as('get', `/api/templates/${target.templateId}/recurrence`),
  }),
  call('POST /api/templates/{id}/recurrence',           [401, 201, 403, 403, 403, 403, 404, 403, 403, 201], {
    setup: freshTemplate,
    send: (as, target) => as('post', `/api/templates/${target.templateId}/recurrence`).send(recurrenceOf()),
    observe: readRecurrence,
  }),
  call('PATCH /api/templates/{id}/recurrence',          [401, 200, 403, 403, 403, 403, 404, 403, 403, 200], {
    setup: freshRecurrence,
    send: (as, target) => as('patch', `/api/templates/${target.templateId}/recurrence`).send({ status: 'paused' }),
    observe: readRecurrence,
  }),
  call('DELETE /api/templates/{id}/recurrence',         [401, 200, 403, 403, 403, 403, 404, 403, 403, 200], {
    setup: freshRecurrence,
    send: (as, target) => as('delete', `/api/templates/${target.templateId}/recurrence`),
    observe: readRecurrence,
  }),
  call('PATCH /api/templates/{id}/recurrence/clients/{clientId}', [401, 200, 403, 403, 403, 403, 404, 403, 403, 200], {
    setup: freshRecurrence,
    send: (as, target) => as('patch', `/api/templates/${target.templateId}/recurrence/clients/${members.clientOnProject.id}`).send({ paused: true }),
    observe: readRecurrence,
  }),
  call('DELETE /api/templates/{id}/recurrence/clients/{clientId}', [401, 200, 403, 403, 403, 403, 404, 403, 403, 200], {
    setup: freshRecurrence,
    send: (as, target) => as('delete', `/api/templates/${target.templateId}/recurrence/clients/${members.clientOnProject.id}`),
    observe: readRecurrence,
  }),
];

const limitedProjectPath = () => `/api/projects/${ids.limitedProject}`;
const limitedDocumentsPath = () => `${limitedProjectPath()}/documents`;

/**
 * The calls a client makes on a project, on the one the limited person sees (another project of the same
 * account): they and the account's unlimited person are let in, as everyone the firm lets see it.
 */
// prettier-ignore
export const LIMITED_PROJECT_CALLS: Call[] = [
  //                                                           anon firmA member pending clientOn clientOff firmB clientB temp adminA removed limited
  call('GET /api/projects/{id} (their project)',                [401, 200, 200, 403, 200, 403, 404, 404, 403, 200, 401, 200], { send: (as) => as('get', limitedProjectPath()) }),
  call('GET /api/projects/{id}/timelines (their project)',      [401, 200, 200, 403, 200, 403, 404, 404, 403, 200, 401, 200], { send: (as) => as('get', `${limitedProjectPath()}/timelines`) }),
  call('GET /api/projects/{id}/messages (their project)',       [401, 200, 200, 403, 200, 403, 404, 404, 403, 200, 401, 200], { send: (as) => as('get', `${limitedProjectPath()}/messages`) }),
  call('POST /api/projects/{id}/messages (their project)',      [401, 201, 201, 403, 201, 403, 404, 404, 403, 201, 401, 201], {
    send: (as) => as('post', `${limitedProjectPath()}/messages`).send({ content: 'The books for May' }),
    observe: () => owner().get(`${limitedProjectPath()}/messages`).expect(200).then((response) => response.body),
  }),
  call('GET /api/projects/{id}/documents (their project)',      [401, 200, 200, 403, 200, 403, 404, 404, 403, 200, 401, 200], { send: (as) => as('get', limitedDocumentsPath()) }),
  call('POST /api/projects/{id}/documents (their project)',     [401, 201, 201, 403, 201, 403, 404, 404, 403, 201, 401, 201], {
    send: (as) => attachFile(as('post', limitedDocumentsPath())),
    observe: () => owner().get(limitedDocumentsPath()).expect(200).then((response) => response.body),
  }),
  call('GET /api/documents/{id}/download (their project)',      [401, 200, 200, 403, 200, 404, 404, 404, 403, 200, 401, 200], {
    setup: async () => ({ documentId: (await attachFile(owner().post(limitedDocumentsPath())).expect(201)).body.documents[0].id }),
    send: (as, target) => as('get', `/api/documents/${target.documentId}/download`),
  }),
  call('GET /api/projects/{id}/document-requests (their project)', [401, 200, 200, 403, 200, 403, 404, 404, 403, 200, 401, 200], {
    send: (as) => as('get', `${limitedProjectPath()}/document-requests`),
  }),
];

const CALLS = [...ACCOUNT_CALLS, ...TEAM_CALLS, ...CLIENT_CALLS, ...PROJECT_CALLS, ...CONVERSATION_CALLS, ...DOCUMENT_AND_FIRM_CALLS, ...TEMPLATE_CALLS, ...LIMITED_PROJECT_CALLS];

/**
 * A page of another site posting a form with firm A's owner's cookie (SameSite=Lax sends it from a
 * sibling subdomain): every write call, its body form-encoded (empty for calls without one), is refused
 * and changes nothing the row observes.
 */
const CROSS_SITE_ORIGIN = 'https://evil.example.com';

/**
 * One area's rows in a test file of its own, with its own api and firms (so the areas run in parallel): every
 * cell of the matrix, then each write call of the area posted from another site.
 */
export function testAuthorizationMatrix(area: string, calls: Call[]): void {
  useMatrixWorld();
  const cells = calls.flatMap((row) => ACTORS.map((actor) => ({ row, actor, expected: row.statuses[actor] })));
  // A refused cell leaves its target as it found it, so the row's next cell takes it rather than making
  // another: a firm keeps at most 200 templates, and the template rows would make more.
  const leftByRefusal = new Map<Call, Target>();

  describe(`authorization matrix, ${area}: every call x every kind of caller`, () => {
    test.each(cells)('$row.name as $actor -> $expected', async ({ row, actor, expected }) => {
      const member = actor === 'anonymous' ? undefined : members[actor];
      // A removed member cannot sign in again: they only ever have the session their removal ended.
      const cookie = member && (row.freshSession && actor !== 'removedA' ? await freshCookie(member) : member.cookie);
      const target = leftByRefusal.get(row) ?? (await row.setup?.()) ?? {};
      leftByRefusal.delete(row);
      const before = await row.observe?.(target);

      const response = await row.send(requester(cookie), target, actor);
      if (response.status >= 400 && expected >= 400) leftByRefusal.set(row, target);

      expect({ status: response.status, body: response.body }).toEqual(expect.objectContaining({ status: expected }));
      if (response.status >= 400) expect(typeof response.body.message).toBe('string');
      if (row.name === 'POST /api/change-password' && response.status === 200) passwords.set(member!.id, 'a brand new passphrase');
      if (response.status < 300) await row.cleanup?.(target);

      const mayChange = row.changes ?? ACTORS.filter((candidate) => row.statuses[candidate] < 300 && candidate !== 'firmB' && candidate !== 'clientB');
      if (row.observe && !mayChange.includes(actor)) expect(await row.observe(target)).toEqual(before);

      if (!row.publicLink) {
        const text = JSON.stringify(response.body);
        expect(forbiddenIds(actor).filter((id) => text.includes(id))).toEqual([]);
      }
    });
  });

  const writeCalls = calls.filter((row) => !row.name.startsWith('GET '));
  describe(`cross-site form posts, ${area}: every write call, sent with firm A owner's cookie`, () => {
    test.each(writeCalls)('$name from another site -> refused', async (row) => {
      const cookie = row.freshSession ? await freshCookie(members.firmA) : members.firmA.cookie;
      const target = (await row.setup?.()) ?? {};
      const before = await row.observe?.(target);
      const crossSite: Requester = (method, path) => api.agent()[method](path).set('Cookie', cookie).set('Origin', CROSS_SITE_ORIGIN).type('form');

      const response = await row.send(crossSite, target, 'firmA');

      expect({ status: response.status, body: response.body }).toEqual({ status: row.crossSiteStatus ?? 403, body: { message: expect.any(String) } });
      if (row.observe) expect(await row.observe(target)).toEqual(before);
    });
  });
}

/** The rows of all the areas together: every call of docs/api.md is in the matrix. */
export function testEveryDocumentedCallIsCovered(): void {
  it('covers every call documented in docs/api.md', () => {
    const documented = [...fs.readFileSync(path.join(__dirname, '../../docs/api.md'), 'utf8').matchAll(/^### (GET|POST|PUT|PATCH|DELETE) (\S+)/gm)].map(
      ([, method, callPath]) => `${method} ${callPath!.split('?')[0]!.replace(/\{[^}]+\}/g, '{}')}`,
    );
    const tested = CALLS.map((row) => row.name.split(' (')[0]!.replace(/\{[^}]+\}/g, '{}'));
    expect(documented.filter((name) => !tested.includes(name))).toEqual([]);
  });
}
