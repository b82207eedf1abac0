import type supertest from 'supertest';
import { io as connect, type Socket } from 'socket.io-client';
import { PASSWORD, registerOrganization, uniqueEmail, type TestApi } from './test-api';

export interface Member {
  agent: supertest.Agent;
  id: string;
  username: string;
  /** `clientline.sid=...; clientline.sid.sig=...` for socket handshakes. */
  cookie: string;
}

export interface Firm {
  owner: Member;
  organizationId: string;
  organizationName: string;
  slug: string;
}

function cookieOf(response: supertest.Response): string {
  return (response.headers['set-cookie'] as unknown as string[]).map((value) => value.split(';')[0]).join('; ');
}

export async function createFirm(api: TestApi, organizationName?: string): Promise<Firm> {
  const agent = api.agent();
  const registered = await registerOrganization(agent, organizationName);
  const login = await agent.post('/api/login').send({ username: registered.username, password: PASSWORD }).expect(200);
  return {
    owner: { agent, id: registered.user.id, username: registered.username, cookie: cookieOf(login) },
    organizationId: registered.user.organizationId,
    organizationName: registered.organizationName,
    slug: registered.user.organizationSlug,
  };
}

/** A team member or client who registered naming the firm; approved unless `approve` is false. */
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

/** A connected socket.io client for a signed-in member; closed by `closeSockets`. */
const openSockets: Socket[] = [];
export async function openSocket(api: TestApi, member: Member): Promise<Socket> {
  const socket = connect(api.baseUrl, { path: '/ws', transports: ['websocket'], extraHeaders: { cookie: member.cookie }, reconnection: false });
  openSockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
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

/** A project of the firm for `client`, created by the organization account; returns its id. */
export async function createProject(firm: Firm, client: Member, fields: Record<string, unknown> = {}): Promise<string> {
  const response = await firm.owner.agent
    .post('/api/projects')
    .send({ name: 'Estate planning', description: 'Wills and trusts', startDate: '2030-01-10', clientId: client.id, ...fields })
    .expect(201);
  return response.body.id;
}
