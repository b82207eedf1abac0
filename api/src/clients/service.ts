import type { Types } from 'mongoose';
import type { ClientAccess, ClientListItem } from '@clientline/contracts';
import type { Actor } from '../actor/actor';
import { now as clockNow } from '../clock/clock';
import { visibleProjectsFilter } from '../projects/access';
import { Project } from '../projects/model';
import { User, type UserRecord } from '../users/model';
import { clientDisplayStatus, type StatusProject } from './display-status';

/** Active once they chose a password; until then invited while their first-access link works. */
export function clientAccess(user: Pick<UserRecord, 'requiresPasswordChange' | 'accessTokenExpiresAt'>, now: Date): ClientAccess {
  if (!user.requiresPasswordChange) return 'active';
  return user.accessTokenExpiresAt && user.accessTokenExpiresAt.getTime() > now.getTime() ? 'invited' : 'invitation_expired';
}

function toClientListItem(user: UserRecord, projects: StatusProject[], now: Date): ClientListItem {
  return {
    id: user._id.toString(),
    username: user.username,
    displayName: user.displayName,
    status: clientDisplayStatus(projects, now),
    access: clientAccess(user, now),
    passwordSetWith: user.passwordSetWith ?? null,
    requiresPasswordChange: user.requiresPasswordChange,
  };
}

/** The firm's clients by name, each with its display status: two queries whatever the number of clients. */
export async function listClients(actor: Actor, now = clockNow()): Promise<ClientListItem[]> {
  const { organizationId } = actor;
  const [clients, projects] = await Promise.all([
    User.find({ organizationId, role: 'client' }).sort({ displayName: 1 }).lean<UserRecord[]>(),
    Project.find(visibleProjectsFilter(actor), { clientId: 1, status: 1, startDate: 1, endDate: 1 })
      .lean<(StatusProject & { clientId: Types.ObjectId })[]>(),
  ]);
  const projectsByClient = new Map<string, StatusProject[]>();
  for (const project of projects) {
    const key = project.clientId.toString();
    const clientProjects = projectsByClient.get(key);
    if (clientProjects) clientProjects.push(project);
    else projectsByClient.set(key, [project]);
  }
  // A team member walled off by need-to-know access sees only the clients of their projects.
  const listed = actor.seesAssignedProjectsOnly ? clients.filter((client) => projectsByClient.has(client._id.toString())) : clients;
  return listed.map((client) => toClientListItem(client, projectsByClient.get(client._id.toString()) ?? [], now));
}
