import type supertest from 'supertest';
import { io as connect, type Socket } from 'socket.io-client';
import type { CreatedClientPerson, Milestone, Project } from '@clientline/contracts';
import { ROOMS_JOINED_EVENT, type RoomsJoined } from '@clientline/contracts/session-hint';
import { emitToUser } from '../src/realtime/hub';
import { PASSWORD, registerOrganization, startTestApi, uniqueEmail, type TestApi } from './test-api';

/** The one set of people and data the api tests make, the way the product makes them. */

export interface Member {
  agent: supertest.Agent;
  id: string;
  username: string;
  /** `clientline.sid=...; clientline.sid.sig=...` for socket handshakes and requests of its own. */
  cookie: string;
}

export interface Firm {
  owner: Member;
  organizationId: string;
  organizationName: string;
  slug: string;
}

/** The session cookie a response sets, as a Cookie header. */
export function cookieOf(response: supertest.Response): string {
  return (response.headers['set-cookie'] as unknown as string[]).map((value) => value.split(';')[0]).join('; ');
}

/** A new sign-in (another browser) of an existing account. */
export async function signIn(api: TestApi, username: string, password = PASSWORD): Promise<Pick<Member, 'agent' | 'cookie'>> {
  const agent = api.agent();
  const login = await agent.post('/api/login').send({ username, password }).expect(200);
  return { agent, cookie: cookieOf(login) };
}

/** A new organization, its owner signed in. */
/**
 * Signs members in again at the clock's time (their agents keep the new session): a test that moves the
 * clock days ahead leaves earlier sessions idle past their timeout (session/idle.ts), as it would a person
 * away that long.
 */
export async function signInAgain(...members: Member[]): Promise<void> {
  for (const member of members) {
    const login = await member.agent.post('/api/login').send({ username: member.username, password: PASSWORD }).expect(200);
    member.cookie = cookieOf(login);
  }
}

export async function createFirm(api: TestApi, organizationName?: string): Promise<Firm> {
  const registered = await registerOrganization(api.agent(), organizationName);
  const { agent, cookie } = await signIn(api, registered.username);
  return {
    owner: { agent, cookie, id: registered.user.id, username: registered.username },
    organizationId: registered.user.organizationId,
    organizationName: registered.organizationName,
    slug: registered.user.organizationSlug,
  };
}

/** Someone who registered asking to join the firm: approved unless `approve` is false. */
export async function joinFirm(
  api: TestApi,
  firm: Firm,
  role: 'team_member' | 'client',
  { approve = true, displayName = role === 'client' ? 'Carla Client' : 'Tess Teammate' } = {},
): Promise<Member> {
  const agent = api.agent();
  const username = uniqueEmail(role);
  const registered = await agent
    .post('/api/register')
    .send({ username, password: PASSWORD, role, displayName, organizationName: firm.slug })
    .expect(201);
  if (approve) await firm.owner.agent.post(`/api/team/members/${registered.body.user.id}/approve`).expect(200);
  return { agent, id: registered.body.user.id, username, cookie: cookieOf(registered) };
}

/**
 * A colleague the firm invited (POST /api/team/invitations) who accepted: an active team member at once.
 * Uses no registration, so a file that makes many stays under the 50 registrations per address.
 */
export async function inviteTeamMember(api: TestApi, firm: Firm, { displayName = 'Theo Finch' } = {}): Promise<Member> {
  const username = uniqueEmail('colleague');
  await firm.owner.agent.post('/api/team/invitations').send({ email: username }).expect(201);
  const token = /\/auth\/join\/([A-Za-z0-9_-]+)/.exec((await api.mailTo(username)).text)![1]!;
  const agent = api.agent();
  const joined = await agent.post('/api/team/invitations/accept').send({ token, displayName, password: PASSWORD }).expect(201);
  return { agent, id: joined.body.user.id, username, cookie: cookieOf(joined) };
}

/** An invited colleague the owner then made an admin (PUT /api/team/members/{id}/admin). */
export async function addAdmin(api: TestApi, firm: Firm, { displayName = 'Ada Admin' } = {}): Promise<Member> {
  const admin = await inviteTeamMember(api, firm, { displayName });
  await firm.owner.agent.put(`/api/team/members/${admin.id}/admin`).send({ isAdmin: true }).expect(200);
  return admin;
}

/** What POST /api/clients shows the firm once: the new client's temporary password and first-access token. */
export interface InvitedClient {
  id: string;
  username: string;
  temporaryPassword: string;
  /** The last part of the first-access link. */
  token: string;
}

/** A client the firm added (POST /api/clients) who has not signed in yet. */
export async function inviteClient(firm: Firm, { displayName = 'Carla Client', emailPrefix = 'client' } = {}): Promise<InvitedClient> {
  const username = uniqueEmail(emailPrefix);
  const created = await firm.owner.agent.post('/api/clients').send({ username, displayName }).expect(201);
  return { id: created.body.id, username, temporaryPassword: created.body.temporaryPassword, token: created.body.firstAccessUrl.split('/').pop() };
}

/**
 * A client the firm added (POST /api/clients) who then set PASSWORD through their first-access link,
 * which signs them in.
 */
export async function addClient(api: TestApi, firm: Firm, { displayName = 'Carla Client' } = {}): Promise<Member> {
  const { id, username, token } = await inviteClient(firm, { displayName });
  const agent = api.agent();
  const signedIn = await agent.post('/api/change-password').send({ currentPassword: token, newPassword: PASSWORD }).expect(200);
  return { agent, id, username, cookie: cookieOf(signedIn) };
}

/**
 * A person the firm added to the client account `clientId` (POST /api/clients/{id}/people), signed in with
 * their first-access link; `created` is what the firm was shown.
 */
export async function addClientPerson(
  api: TestApi,
  firm: Firm,
  clientId: string,
  fields: { displayName: string; projectIds?: string[] | null },
): Promise<Member & { created: CreatedClientPerson }> {
  const username = uniqueEmail('person');
  const response = await firm.owner.agent.post(`/api/clients/${clientId}/people`).send({ username, ...fields }).expect(201);
  const created: CreatedClientPerson = response.body;
  const agent = api.agent();
  const signedIn = await agent.post('/api/change-password').send({ currentPassword: created.firstAccessUrl.split('/').pop(), newPassword: PASSWORD }).expect(200);
  return { agent, id: created.id, username, cookie: cookieOf(signedIn), created };
}

/**
 * A client the firm added (POST /api/clients) who signed in with the temporary password the firm was
 * shown and has not changed it (requiresPasswordChange).
 */
export async function addClientOnTemporaryPassword(
  api: TestApi,
  firm: Firm,
  { displayName = 'Tom Temporary' } = {},
): Promise<Member & { temporaryPassword: string; accessToken: string }> {
  const { id, username, temporaryPassword, token } = await inviteClient(firm, { displayName, emailPrefix: 'temporary' });
  const agent = api.agent();
  const login = await agent.post('/api/login').send({ username, password: temporaryPassword }).expect(200);
  return { agent, id, username, cookie: cookieOf(login), temporaryPassword, accessToken: token };
}

/** What useTwoFirms gives a test file: the api, two firms and, in the first, the people most tests need. */
export interface TwoFirms {
  api: TestApi;
  firm: Firm;
  otherFirm: Firm;
  /** Carla Client and Oscar Other, clients of `firm`. */
  client: Member;
  otherClient: Member;
  /** An approved team member of `firm`, and one `firm` has not approved yet. */
  teamMember: Member;
  pendingMember: Member;
}

/**
 * The set-up of most test files: starts the api and makes the people before the file's tests, stops
 * the api after them. Read the fields inside tests and hooks (they are filled in by then).
 */
export function useTwoFirms(): TwoFirms {
  const world = {} as TwoFirms;
  beforeAll(async () => {
    const api = await startTestApi();
    const [firm, otherFirm] = await Promise.all([createFirm(api), createFirm(api)]);
    const [client, otherClient, teamMember, pendingMember] = await Promise.all([
      addClient(api, firm, { displayName: 'Carla Client' }),
      addClient(api, firm, { displayName: 'Oscar Other' }),
      joinFirm(api, firm, 'team_member'),
      joinFirm(api, firm, 'team_member', { approve: false }),
    ]);
    Object.assign(world, { api, firm, otherFirm, client, otherClient, teamMember, pendingMember });
  });
  afterAll(() => world.api.stop());
  return world;
}

/** A project of the firm for `client`, created by the organization account. */
export async function createProject(firm: Firm, client: Pick<Member, 'id'>, fields: Record<string, unknown> = {}): Promise<Project> {
  const response = await firm.owner.agent
    .post('/api/projects')
    .send({ name: 'Annual accounts', description: 'Year-end filing', startDate: '2020-01-01', endDate: null, clientId: client.id, ...fields })
    .expect(201);
  return response.body;
}

/** The ids useClientProjects gives a test file. */
export interface ClientProjects {
  /** Carla Client's 'Tax return 2025', with the approved team member assigned. */
  ofClient: string;
  /** Oscar Other's 'Payroll': a project of the same firm that Carla must not see into. */
  ofOtherClient: string;
}

/**
 * One project for each client of `world.firm`, made before the file's tests. Read the ids inside
 * tests and hooks (they are filled in by then).
 */
export function useClientProjects(world: TwoFirms): ClientProjects {
  const projects = {} as ClientProjects;
  beforeAll(async () => {
    projects.ofClient = (await createProject(world.firm, world.client, { name: 'Tax return 2025', assigneeIds: [world.teamMember.id] })).id;
    projects.ofOtherClient = (await createProject(world.firm, world.otherClient, { name: 'Payroll' })).id;
  });
  return projects;
}

export async function addMilestone(agent: supertest.Agent, projectId: string, fields: Record<string, unknown> = {}): Promise<Milestone> {
  const response = await agent
    .post(`/api/projects/${projectId}/milestones`)
    .send({ name: 'Collect receipts', description: 'All of them', dueDate: '2099-06-30', ...fields })
    .expect(201);
  return response.body;
}

/**
 * A socket.io client for a signed-in member, once it is in its rooms, and what the server told it then
 * (`rooms_joined`); closed by `closeSockets`.
 */
const openSockets: Socket[] = [];
export async function openJoinedSocket(api: TestApi, member: Pick<Member, 'cookie'>): Promise<{ socket: Socket; joined: RoomsJoined }> {
  const socket = connect(api.baseUrl, { path: '/ws', transports: ['websocket'], extraHeaders: { cookie: member.cookie }, reconnection: false });
  openSockets.push(socket);
  const joined = await new Promise<RoomsJoined>((resolve, reject) => {
    socket.once(ROOMS_JOINED_EVENT, resolve);
    socket.once('connect_error', reject);
  });
  return { socket, joined };
}

/** A socket.io client for a signed-in member, once it is in its rooms; closed by `closeSockets`. */
export async function openSocket(api: TestApi, member: Pick<Member, 'cookie'>): Promise<Socket> {
  return (await openJoinedSocket(api, member)).socket;
}

export function closeSockets(): void {
  openSockets.splice(0).forEach((socket) => socket.close());
}

/** Every event a socket receives from now on, in order. */
export function recordEvents(socket: Socket): Array<{ event: string; payload: unknown }> {
  const events: Array<{ event: string; payload: unknown }> = [];
  socket.onAny((event: string, payload: unknown) => events.push({ event, payload }));
  return events;
}

export function nextEvent<T = unknown>(socket: Socket, event: string): Promise<T> {
  return new Promise((resolve) => socket.once(event, resolve));
}

/** The next `event` on `socket`; fails after `withinMs` (10 s unless told) rather than at the test's timeout. */
export async function eventOn<T = unknown>(socket: Socket, event: string, withinMs = 10_000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no ${event} event reached the socket within ${withinMs} ms`)), withinMs);
  });
  try {
    return await Promise.race([nextEvent<T>(socket, event), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Resolves once everything emitted to `userId`'s sockets before now has reached `socket` (a socket
 * gets its events in order): after it, an event that has not arrived was never sent.
 */
export async function drain(socket: Socket, userId: string): Promise<void> {
  const probe = nextEvent(socket, 'probe');
  emitToUser(userId, 'probe', {});
  await probe;
}
