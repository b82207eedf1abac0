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
  clientCookie: string;
}

function cookieOf(response: Response): string {
  return response.headers.getSetCookie().map((value) => value.split(';')[0]).join('; ');
}

async function post(baseUrl: string, path: string, body: unknown, cookie = ''): Promise<Response> {
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

/**
 * A firm with 500 projects (4 milestones each) over 20 clients, and 150 notifications for one of
 * them: accounts through the HTTP api (real sessions), the bulk by direct inserts (fast).
 */
export async function seedBenchData(baseUrl: string): Promise<BenchData> {
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

  await Project.insertMany(
    Array.from({ length: PROJECT_COUNT }, (_, index) => {
      const completed = index % (MILESTONES_PER_PROJECT + 1);
      const milestones = Array.from({ length: MILESTONES_PER_PROJECT }, (_, step) => ({
        name: `Milestone ${step + 1}`,
        description: 'Collect the documents, review them with the client and file them.',
        dueDate: day(30 * (step + 1)),
        status: step < completed ? ('completed' as const) : ('pending' as const),
        completedAt: step < completed ? day(30 * step) : null,
      }));
      return {
        organizationId: user.organizationId,
        name: `Project ${index}`,
        description: 'Quarterly bookkeeping, payroll and the annual filing for the whole group of companies.',
        startDate: day(index % 90),
        endDate: index % 3 === 0 ? null : day(120 + (index % 90)),
        status: 'active',
        clientId: clients[index % CLIENT_COUNT]!.id,
        assigneeIds: [user.id],
        milestones,
        ...milestoneCounts(milestones),
      };
    }),
  );

  const client = clients[0]!;
  await Notification.insertMany(
    Array.from({ length: NOTIFICATIONS_PER_CLIENT }, (_, index) => ({
      organizationId: user.organizationId,
      userId: client.id,
      type: 'milestone_updated',
      content: `Milestone ${index} is in progress`,
      milestoneData: { name: `Milestone ${index}`, status: 'in_progress', dueDate: day(index) },
    })),
  );
  const clientLogin = await post(baseUrl, '/api/login', { username: client.username, password: client.temporaryPassword });
  return { firmCookie, clientCookie: cookieOf(clientLogin) };
}
