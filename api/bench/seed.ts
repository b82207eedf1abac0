import { randomUUID } from 'node:crypto';
import { Notification } from '../src/notifications/model';
import { milestoneCounts, Project } from '../src/projects/model';

export const PROJECT_COUNT = 500;
const CLIENT_COUNT = 20;
const MILESTONES_PER_PROJECT = 4;
const NOTIFICATIONS_PER_CLIENT = 150;
const PASSWORD = 'bench-password-1';

export interface BenchData {
  firmCookie: string;
  organizationId: string;
  clientCookie: string;
  /** A project of the signed-in client, for the push latency bench. */
  clientProjectId: string;
  webhookToken: string;
  /** The signed-in client, who set a password: the mail bench sends them password resets. */
  clientId: string;
}

export interface Firm {
  firmCookie: string;
  organizationId: string;
  ownerId: string;
  clients: Array<{ id: string; username: string; temporaryPassword: string }>;
}

export function cookieOf(response: Response): string {
  return response.headers.getSetCookie().map((value) => value.split(';')[0]).join('; ');
}

export async function post(baseUrl: string, path: string, body: unknown, cookie = ''): Promise<Response> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response;
}

function day(offsetDays: number): Date {
  return new Date(Date.UTC(2030, 0, 1) + offsetDays * 86_400_000);
}

/** A firm and its 20 clients, through the HTTP api (real sessions). */
async function registerFirm(baseUrl: string): Promise<Firm> {
  const owner = { username: `owner-${randomUUID()}@example.com`, password: PASSWORD };
  const registered = await post(baseUrl, '/api/register', {
    ...owner,
    role: 'organization',
    displayName: 'Bench Owner',
    organizationName: `Bench Firm ${randomUUID().slice(0, 8)}`,
  });
  const firmCookie = cookieOf(registered);
  const { user } = (await registered.json()) as { user: { id: string; organizationId: string } };

  const clients: Array<{ id: string; username: string; temporaryPassword: string }> = [];
  for (let index = 0; index < CLIENT_COUNT; index += 1) {
    const created = await post(baseUrl, '/api/clients', { username: `client${index}-${randomUUID()}@example.com`, displayName: `Client ${index}` }, firmCookie);
    clients.push((await created.json()) as (typeof clients)[number]);
  }
  return { firmCookie, organizationId: user.organizationId, ownerId: user.id, clients };
}

/** `count` projects of 4 milestones each over the firm's clients, by direct inserts (fast). */
async function insertProjects({ organizationId, ownerId, clients }: Firm, count: number): Promise<void> {
  await Project.insertMany(
    Array.from({ length: count }, (_, index) => {
      const completed = index % (MILESTONES_PER_PROJECT + 1);
      const milestones = Array.from({ length: MILESTONES_PER_PROJECT }, (_, step) => ({
        name: `Milestone ${step + 1}`,
        description: 'Collect the documents, review them with the client and file them.',
        dueDate: day(30 * (step + 1)),
        status: step < completed ? ('completed' as const) : ('pending' as const),
        completedAt: step < completed ? day(30 * step) : null,
      }));
      return {
        organizationId,
        name: `Project ${index}`,
        description: 'Quarterly bookkeeping, payroll and the annual filing for the whole group of companies.',
        startDate: day(index % 90),
        endDate: index % 3 === 0 ? null : day(120 + (index % 90)),
        status: 'active',
        clientId: clients[index % clients.length]!.id,
        assigneeIds: [ownerId],
        milestones,
        ...milestoneCounts(milestones),
      };
    }),
  );

}

/**
 * A firm with 500 projects (4 milestones each) over 20 clients, and 150 notifications for one of
 * them: accounts through the HTTP api (real sessions), the bulk by direct inserts (fast).
 */
export async function seedBenchData(baseUrl: string): Promise<BenchData> {
  const firm = await registerFirm(baseUrl);
  await insertProjects(firm, PROJECT_COUNT);
  const client = firm.clients[0]!;
  await Notification.insertMany(
    Array.from({ length: NOTIFICATIONS_PER_CLIENT }, (_, index) => ({
      organizationId: firm.organizationId,
      userId: client.id,
      type: 'milestone_updated',
      content: `Milestone ${index} is in progress`,
      milestoneData: { name: `Milestone ${index}`, status: 'in_progress', dueDate: day(index) },
    })),
  );
  // A client signed in on the temporary password may only change it: set a real one first.
  const temporaryLogin = await post(baseUrl, '/api/login', { username: client.username, password: client.temporaryPassword });
  await post(baseUrl, '/api/change-password', { currentPassword: client.temporaryPassword, newPassword: PASSWORD }, cookieOf(temporaryLogin));
  const clientLogin = await post(baseUrl, '/api/login', { username: client.username, password: PASSWORD });
  const clientProject = await Project.findOne({ organizationId: firm.organizationId, clientId: client.id }).lean();
  const webhookToken = (await (await fetch(`${baseUrl}/api/organizations/webhook-token`, { headers: { cookie: firm.firmCookie } })).json()) as {
    webhookConfig: { webhookToken: string };
  };
  return {
    firmCookie: firm.firmCookie,
    organizationId: firm.organizationId,
    clientCookie: cookieOf(clientLogin),
    clientProjectId: clientProject!._id.toString(),
    webhookToken: webhookToken.webhookConfig.webhookToken,
    clientId: client.id,
  };
}

/** A firm with 10x the projects of the bench firm, for the dashboard metrics at 10x the data: its owner's cookie. */
export async function seedLargeFirm(baseUrl: string): Promise<string> {
  const firm = await registerFirm(baseUrl);
  await insertProjects(firm, PROJECT_COUNT * 10);
  return firm.firmCookie;
}
