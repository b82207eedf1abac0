import { Types } from 'mongoose';
import { createProjectSchema, milestoneSchema, newTaskSchema, registerSchema, type Role } from '@clientline/contracts';
import { ActivityMail } from '../activity-mail/model';
import { actorFor, type Actor } from '../actor/actor';
import { invitePerson } from '../auth/client-accounts';
import { completeOnboarding, findUserByAccessToken, registerWithProvenAddress, setPasswordWithAccessToken } from '../auth/service';
import { sendMessage } from '../messages/service';
import { addMilestone, changeMilestoneStatus } from '../milestones/service';
import { findOrganizationByNameOrSlug } from '../organizations/service';
import { completeProject, createProject } from '../projects/service';
import { approveMember, setAdmin } from '../team/service';
import { addTask } from '../timelines/service';
import { User, type UserRecord } from '../users/model';
import { receiveWebhook } from '../webhooks/service';
import { getWebhookToken } from '../webhooks/token-service';
import { seedDocumentRequests } from './document-requests';
import { DEMO_CLIENTS, DEMO_FIRM, DEMO_HOUSEHOLD_MEMBER, DEMO_PASSWORD, DEMO_PROJECTS, DEMO_WEBHOOK_REQUESTS, type DemoClientKey, type DemoProject } from './demo-data';

export interface DemoLogin {
  role: Role;
  isAdmin: boolean;
  username: string;
  displayName: string;
}

export interface DemoSeed {
  /** False when the demo firm was already there (nothing was written). */
  created: boolean;
  organizationName: string;
  slug: string;
  password: string;
  logins: DemoLogin[];
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** The project whose checklist shows a reminder history (Ava's). */
const DEMO_REMINDED_PROJECT = 'Estate plan';

interface People {
  owner: Actor;
  admin: Actor;
  teamMember: Actor;
  clients: Record<DemoClientKey, Actor>;
}

/**
 * Creates the demo firm through the same services the api calls use, so the data obeys every rule
 * (and milestone changes leave their notifications). Does nothing if the demo firm exists.
 */
export async function ensureDemoData(now = new Date()): Promise<DemoSeed> {
  const existing = await findOrganizationByNameOrSlug(DEMO_FIRM.organizationName);
  if (existing) return describe(false, existing.name, existing.slug);

  const owner = actorFor(
    await registerWithProvenAddress(
      registerSchema.parse({ ...DEMO_FIRM.owner, password: DEMO_PASSWORD, role: 'organization', organizationName: DEMO_FIRM.organizationName, phoneNumber: DEMO_FIRM.phoneNumber, practice: DEMO_FIRM.practice }),
    ),
  )!;
  const organization = (await findOrganizationByNameOrSlug(DEMO_FIRM.organizationName))!;
  const join = async (person: { username: string; displayName: string }, role: 'team_member' | 'client', { admin = false } = {}) => {
    const registered = await registerWithProvenAddress(registerSchema.parse({ ...person, password: DEMO_PASSWORD, role, organizationName: organization.slug }));
    await approveMember(owner, registered._id);
    if (admin) await setAdmin(owner, registered._id, true);
    return actorFor((await User.findOne({ _id: registered._id, organizationId: organization._id }).lean<UserRecord>())!)!;
  };

  const teamMember = await join(DEMO_FIRM.teamMember, 'team_member');
  const admin = await join(DEMO_FIRM.admin, 'team_member', { admin: true });
  const clients = {} as Record<DemoClientKey, Actor>;
  for (const client of DEMO_CLIENTS) {
    clients[client.key] = await join(client, 'client');
    if (client.onboarded) await completeOnboarding(clients[client.key].userId.toString());
  }
  await addHouseholdMember(owner, clients[DEMO_HOUSEHOLD_MEMBER.of].clientId!);
  const people: People = { owner, admin, teamMember, clients };

  const projectIds = new Map<string, Types.ObjectId>();
  for (const project of DEMO_PROJECTS) projectIds.set(project.name, await seedProject(project, people, now));
  await seedDocumentRequests(owner, projectIds.get(DEMO_REMINDED_PROJECT)!, now);

  await getWebhookToken(owner);
  for (const request of DEMO_WEBHOOK_REQUESTS) await receiveWebhook(organization._id, request, null);
  // The demo's news is its history: in the bell, but not mailed as activity on the first start.
  await ActivityMail.deleteMany({ organizationId: organization._id });
  return describe(true, organization.name, organization.slug);
}

async function seedProject(demo: DemoProject, people: People, now: Date): Promise<Types.ObjectId> {
  const day = (offset: number) => new Date(now.getTime() + offset * DAY_MS).toISOString().slice(0, 10);
  const { owner, admin, teamMember } = people;
  const client = people.clients[demo.client];
  const lead = people[demo.assignees[0] ?? 'owner'];

  const created = await createProject(owner, {
    ...createProjectSchema.parse({
      name: demo.name,
      description: demo.description,
      startDate: day(demo.startDay),
      endDate: demo.endDay === null ? null : day(demo.endDay),
      clientId: client.userId.toString(),
    }),
    assigneeIds: demo.assignees.map((colleague) => people[colleague].userId.toString()),
  });
  const projectId = new Types.ObjectId(created.id);

  // The lead runs the milestones, so the owner (unless leading) and the client get notified.
  for (const milestone of demo.milestones) {
    const added = await addMilestone(lead, projectId, milestoneSchema.parse({ name: milestone.name, description: milestone.description, dueDate: day(milestone.dueDay) }));
    const milestoneId = new Types.ObjectId(added.id);
    if (milestone.progress !== 'pending') await changeMilestoneStatus(lead, projectId, milestoneId, 'in_progress');
    if (milestone.progress === 'completed') await changeMilestoneStatus(lead, projectId, milestoneId, 'completed');
  }

  for (const task of demo.tasks) {
    const assigneeId = task.assignee && people[task.assignee].userId.toString();
    await addTask(
      owner,
      projectId,
      newTaskSchema.parse({ name: task.name, description: task.description, startDate: day(task.startDay), endDate: day(task.endDay), status: task.status, assigneeId }),
    );
  }
  const senders = { client, owner, admin, teamMember };
  const oldestFirst = [...demo.messages].sort((a, b) => b.minutesAgo - a.minutesAgo);
  for (const message of oldestFirst) {
    await sendMessage(senders[message.from], projectId, message.content, { sentAt: new Date(now.getTime() - message.minutesAgo * 60_000) });
  }

  if (demo.complete) await completeProject(owner, projectId);
  return projectId;
}

/** The household member, invited into the account as the firm does it, who then chose the demo password with her link. */
async function addHouseholdMember(owner: Actor, accountId: Types.ObjectId): Promise<void> {
  const { username, displayName } = DEMO_HOUSEHOLD_MEMBER;
  const { firstAccessUrl } = await invitePerson(owner, { username, displayName }, { account: { id: accountId, projectIds: null } });
  const invited = await findUserByAccessToken(firstAccessUrl.split('/').pop()!);
  const chosen = await setPasswordWithAccessToken(invited!, DEMO_PASSWORD);
  await completeOnboarding(chosen._id.toString());
}

function describe(created: boolean, organizationName: string, slug: string): DemoSeed {
  return {
    created,
    organizationName,
    slug,
    password: DEMO_PASSWORD,
    logins: [
      { role: 'organization', isAdmin: false, ...DEMO_FIRM.owner },
      { role: 'team_member', isAdmin: true, ...DEMO_FIRM.admin },
      { role: 'team_member', isAdmin: false, ...DEMO_FIRM.teamMember },
      ...[...DEMO_CLIENTS, DEMO_HOUSEHOLD_MEMBER].map(({ username, displayName }) => ({ role: 'client' as const, isAdmin: false, username, displayName })),
    ],
  };
}

/** The lines printed after seeding: where to sign in, as whom. */
export function formatDemoLogins(seed: DemoSeed): string {
  const width = Math.max(...seed.logins.map((login) => login.username.length));
  return [
    `Demo firm "${seed.organizationName}"${seed.created ? ' created' : ' already present'}. Sign in at /auth with password "${seed.password}":`,
    ...seed.logins.map((login) => `  ${(login.isAdmin ? 'admin' : login.role).padEnd(12)}  ${login.username.padEnd(width)}  ${login.displayName}`),
    `Clients may also sign in on the firm's own page: /${seed.slug}`,
  ].join('\n');
}
