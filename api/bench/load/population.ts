import { randomUUID } from 'node:crypto';
import { cookieOf, post } from '../seed';

export const FIRMS = 4;
export const TEAM_MEMBERS_PER_FIRM = 4;
export const CLIENTS_PER_FIRM = 45; // 4 x (1 owner + 4 team members + 45 clients) = 200 users
const PASSWORD = 'load-test-password-1';

export type Role = 'organization' | 'team_member' | 'client';

export interface SimulatedUserAccount {
  role: Role;
  cookie: string;
  firm: number;
  /** The projects this user chats on: a client's own, every project of the firm for staff. */
  projectIds: string[];
}

async function signIn(baseUrl: string, username: string, password: string): Promise<string> {
  return cookieOf(await post(baseUrl, '/api/login', { username, password }));
}

/** A firm through the HTTP api: the owner, approved team members, and one project per new client. */
async function createFirm(baseUrl: string, firm: number): Promise<SimulatedUserAccount[]> {
  const organizationName = `Load Firm ${firm} ${randomUUID().slice(0, 8)}`;
  const owner = await post(baseUrl, '/api/register', {
    username: `owner-${randomUUID()}@example.com`,
    password: PASSWORD,
    role: 'organization',
    displayName: `Owner ${firm}`,
    organizationName,
  });
  const ownerCookie = cookieOf(owner);

  const projectIds: string[] = [];
  const clients: Array<{ username: string; temporaryPassword: string; projectId: string }> = [];
  for (let index = 0; index < CLIENTS_PER_FIRM; index += 1) {
    const username = `client-${randomUUID()}@example.com`;
    const created = await post(
      baseUrl,
      '/api/projects',
      { name: `Matter ${index}`, startDate: '2026-01-05', endDate: '2027-06-30', newClient: { email: username, name: `Client ${index}` } },
      ownerCookie,
    );
    const project = (await created.json()) as { id: string; newClient: { temporaryPassword: string } };
    projectIds.push(project.id);
    clients.push({ username, temporaryPassword: project.newClient.temporaryPassword, projectId: project.id });
  }

  const teamMembers: string[] = [];
  for (let index = 0; index < TEAM_MEMBERS_PER_FIRM; index += 1) {
    const username = `member-${randomUUID()}@example.com`;
    const registered = await post(baseUrl, '/api/register', {
      username,
      password: PASSWORD,
      role: 'team_member',
      displayName: `Member ${index}`,
      organizationName,
    });
    const { user } = (await registered.json()) as { user: { id: string } };
    await post(baseUrl, `/api/team/members/${user.id}/approve`, undefined, ownerCookie);
    teamMembers.push(username);
  }

  const staff: SimulatedUserAccount[] = [
    { role: 'organization', cookie: ownerCookie, firm, projectIds },
    ...(await Promise.all(teamMembers.map(async (username) => ({ role: 'team_member' as const, cookie: await signIn(baseUrl, username, PASSWORD), firm, projectIds })))),
  ];
  const clientAccounts = await Promise.all(
    clients.map(async ({ username, temporaryPassword, projectId }) => {
      // A client on the temporary password may only change it: set a real one, as at first sign-in.
      await post(baseUrl, '/api/change-password', { currentPassword: temporaryPassword, newPassword: PASSWORD }, await signIn(baseUrl, username, temporaryPassword));
      return { role: 'client' as const, cookie: await signIn(baseUrl, username, PASSWORD), firm, projectIds: [projectId] };
    }),
  );
  return [...staff, ...clientAccounts];
}

/** 200 signed-in users of FIRMS firms: their sessions live in the database, valid on every api process. */
export async function createPopulation(baseUrl: string): Promise<SimulatedUserAccount[]> {
  const users: SimulatedUserAccount[] = [];
  for (let firm = 0; firm < FIRMS; firm += 1) users.push(...(await createFirm(baseUrl, firm)));
  return users;
}
