import mongoose, { type Types } from 'mongoose';
import type { ClientAccess, ClientListItem, NewClientInput, OkMessage } from '@clientline/contracts';
import type { Actor } from '../actor/actor';
import { queueClientInvitation, queueEmailChangeMails } from '../auth/account-mails';
import { EMAIL_TAKEN, renewClientAccess } from '../auth/client-accounts';
import { claimUnprovenAddress, startEmailConfirmation } from '../auth/email-confirmation';
import { now as clockNow } from '../clock/clock';
import { clientObject, describeChanges, recordAudit } from '../audit/record';
import { HttpError } from '../http/errors';
import { visibleProjectsFilter } from '../projects/access';
import { Project } from '../projects/model';
import { archiveClientProjects, restoreClientProjects } from '../projects/service';
import { disconnectSessions } from '../realtime/hub';
import { endOtherSessions } from '../session';
import { User, type UserRecord } from '../users/model';
import { clientDisplayStatus, type StatusProject } from './display-status';

const CLIENT_NOT_FOUND = 'Client not found';

/** Active once they chose a password; until then invited while their first-access link works. */
export function clientAccess(user: Pick<UserRecord, 'requiresPasswordChange' | 'accessTokenExpiresAt'>, now: Date): ClientAccess {
  if (!user.requiresPasswordChange) return 'active';
  return user.accessTokenExpiresAt && user.accessTokenExpiresAt.getTime() > now.getTime() ? 'invited' : 'invitation_expired';
}

function toClientListItem(user: UserRecord, projects: StatusProject[], projectsCount: number, now: Date): ClientListItem {
  return {
    id: user._id.toString(),
    username: user.username,
    displayName: user.displayName,
    status: clientDisplayStatus(projects, now),
    access: clientAccess(user, now),
    passwordSetWith: user.passwordSetWith ?? null,
    requiresPasswordChange: user.requiresPasswordChange,
    archived: Boolean(user.archivedAt),
    projectsCount,
    twoFactorEnabled: Boolean(user.twoFactor?.enabledAt),
    pendingEmail: pendingEmailOf(user, now),
  };
}

/** The new address a client has yet to confirm (a firm's change of their email), while its link works. */
function pendingEmailOf(user: Pick<UserRecord, 'username' | 'emailConfirmation'>, now: Date): string | null {
  const confirmation = user.emailConfirmation;
  if (!confirmation || confirmation.address === user.username || confirmation.expiresAt.getTime() <= now.getTime()) return null;
  return confirmation.address;
}

type ClientProject = StatusProject & { clientId: Types.ObjectId; archivedAt: Date | null };

/**
 * The firm's clients by name, each with its display status (from the projects that are not archived) and
 * how many projects it has: the clients that are not archived, or with `archived` only the archived ones.
 * Two queries whatever the number of clients.
 */
export async function listClients(actor: Actor, { archived = false } = {}, now = clockNow()): Promise<ClientListItem[]> {
  const { organizationId } = actor;
  const archivedAt = archived ? mongoose.trusted({ $ne: null }) : null;
  const [clients, projects] = await Promise.all([
    User.find({ organizationId, role: 'client', archivedAt }).sort({ displayName: 1 }).lean<UserRecord[]>(),
    Project.find(visibleProjectsFilter(actor), { clientId: 1, status: 1, startDate: 1, endDate: 1, archivedAt: 1 }).lean<ClientProject[]>(),
  ]);
  const projectsByClient = new Map<string, ClientProject[]>();
  for (const project of projects) {
    const key = project.clientId.toString();
    const clientProjects = projectsByClient.get(key);
    if (clientProjects) clientProjects.push(project);
    else projectsByClient.set(key, [project]);
  }
  // A team member walled off by need-to-know access sees only the clients of their projects.
  const listed = actor.seesAssignedProjectsOnly ? clients.filter((client) => projectsByClient.has(client._id.toString())) : clients;
  return listed.map((client) => {
    const clientProjects = projectsByClient.get(client._id.toString()) ?? [];
    const notArchived = clientProjects.filter((project) => !project.archivedAt);
    return toClientListItem(client, notArchived, clientProjects.length, now);
  });
}

async function findFirmClient(actor: Actor, clientId: Types.ObjectId): Promise<UserRecord> {
  const client = await User.findOne({ _id: clientId, organizationId: actor.organizationId, role: 'client' }).lean<UserRecord>();
  if (!client) throw new HttpError(404, CLIENT_NOT_FOUND);
  return client;
}

async function presentClient(actor: Actor, client: UserRecord): Promise<ClientListItem> {
  const projects = await Project.find({ organizationId: actor.organizationId, clientId: client._id }, { status: 1, startDate: 1, endDate: 1, archivedAt: 1 }).lean<ClientProject[]>();
  return toClientListItem(client, projects.filter((project) => !project.archivedAt), projects.length, clockNow());
}

function isDuplicateKey(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 11000;
}

/**
 * A new display name and email. A client who has not set a password yet is invited again at the new
 * address (a new first-access link; the old one stops working), since the first invitation went to the
 * wrong one. A client who chose their own password keeps their email until they confirm the new one
 * from a link mailed there (with their password), and the old address is told: otherwise the firm could
 * move the account to an address it reads and take it over with a password reset. Emails are unique
 * across the product; an unproven registration holding the new one gives it up.
 */
export async function updateClient(actor: Actor, clientId: Types.ObjectId, input: NewClientInput): Promise<OkMessage & { client: ClientListItem }> {
  const client = await findFirmClient(actor, clientId);
  const username = input.username.trim().toLowerCase();
  const emailChanged = username !== client.username;
  const emailTaken = new HttpError(409, EMAIL_TAKEN, { errors: { username: EMAIL_TAKEN } });
  if (emailChanged) await claimUnprovenAddress(username);
  if (emailChanged && (await User.exists({ username, _id: mongoose.trusted({ $ne: client._id }) }).setOptions({ unscoped: true }))) throw emailTaken;
  if (emailChanged && !client.requiresPasswordChange) return requestEmailChange(actor, client, username, input.displayName.trim());

  let updated: UserRecord | null;
  try {
    updated = await User.findOneAndUpdate(
      { _id: client._id, organizationId: actor.organizationId, role: 'client' },
      {
        $set: {
          username,
          displayName: input.displayName.trim(),
          ...(emailChanged && { emailVerifiedAt: null, emailConfirmation: null }),
        },
      },
      { returnDocument: 'after' },
    ).lean<UserRecord>();
  } catch (error) {
    if (isDuplicateKey(error)) throw emailTaken;
    throw error;
  }
  if (!updated) throw new HttpError(404, CLIENT_NOT_FOUND);
  const changes = describeChanges([['Name', client.displayName, updated.displayName], ['Email', client.username, updated.username]]);
  await recordAudit({ action: 'client.updated', object: clientObject(updated), client: updated, detail: changes });

  if (emailChanged && updated.requiresPasswordChange) {
    await queueClientInvitation(actor, await renewClientAccess(actor, updated._id));
    const reinvited = await findFirmClient(actor, updated._id);
    return { ok: true, message: `Client updated. A new invitation was mailed to ${username}.`, client: await presentClient(actor, reinvited) };
  }
  return { ok: true, message: 'Client updated', client: await presentClient(actor, updated) };
}

/** The email change of a client with their own password: only the name changes now (see updateClient). */
async function requestEmailChange(actor: Actor, client: UserRecord, newAddress: string, displayName: string): Promise<OkMessage & { client: ClientListItem }> {
  const renamed = await User.findOneAndUpdate(
    { _id: client._id, organizationId: actor.organizationId, role: 'client' },
    { $set: { displayName } },
    { returnDocument: 'after' },
  ).lean<UserRecord>();
  if (!renamed) throw new HttpError(404, CLIENT_NOT_FOUND);
  const { token, tokenHash } = await startEmailConfirmation(renamed, newAddress);
  await queueEmailChangeMails(renamed, newAddress, token, tokenHash);
  const renaming = describeChanges([['Name', client.displayName, renamed.displayName]]);
  if (renaming) await recordAudit({ action: 'client.updated', object: clientObject(renamed), client: renamed, detail: renaming });
  await recordAudit({ action: 'client.email_change_requested', object: clientObject(renamed), client: renamed, detail: `Email: ${client.username} → ${newAddress}` });
  return {
    ok: true,
    message: `Client updated. The email changes to ${newAddress} once the client confirms it from the link mailed there; ${client.username} was told.`,
    client: await presentClient(actor, await findFirmClient(actor, client._id)),
  };
}

export const NO_EMAIL_CHANGE_WAITING = 'This client has no email change waiting';

/** Withdraws a client's email change before they confirm it: its link stops working, the email stays. */
export async function cancelEmailChange(actor: Actor, clientId: Types.ObjectId): Promise<OkMessage & { client: ClientListItem }> {
  const client = await findFirmClient(actor, clientId);
  const pendingEmail = pendingEmailOf(client, clockNow());
  if (!pendingEmail) throw new HttpError(409, NO_EMAIL_CHANGE_WAITING);
  const cancelled = await User.findOneAndUpdate(
    { _id: client._id, organizationId: actor.organizationId, role: 'client', 'emailConfirmation.tokenHash': client.emailConfirmation!.tokenHash },
    { $set: { emailConfirmation: null } },
    { returnDocument: 'after' },
  ).lean<UserRecord>();
  // Confirmed (or changed again) meanwhile.
  if (!cancelled) throw new HttpError(409, NO_EMAIL_CHANGE_WAITING);
  await recordAudit({ action: 'client.email_change_cancelled', object: clientObject(cancelled), client: cancelled, detail: `Email stays ${cancelled.username} (not ${pendingEmail})` });
  return { ok: true, message: `The change to ${pendingEmail} was cancelled. The email stays ${cancelled.username}.`, client: await presentClient(actor, cancelled) };
}

/**
 * Archives a client: they are signed out everywhere and cannot sign in, and their projects are archived
 * with them (they leave the lists and counts). Nothing is deleted; restoreClient brings it all back.
 */
export async function archiveClient(actor: Actor, clientId: Types.ObjectId): Promise<ClientListItem> {
  await findFirmClient(actor, clientId);
  const archived = await User.findOneAndUpdate(
    { _id: clientId, organizationId: actor.organizationId, role: 'client', archivedAt: null },
    { $set: { archivedAt: clockNow() } },
    { returnDocument: 'after' },
  ).lean<UserRecord>();
  if (!archived) throw new HttpError(409, 'This client is already archived');
  disconnectSessions(await endOtherSessions(clientId.toString(), undefined));
  await archiveClientProjects(actor, clientId);
  await recordAudit({ action: 'client.archived', object: clientObject(archived), client: archived });
  return presentClient(actor, archived);
}

/** Restores an archived client: they may sign in again, and the projects archived with them come back. */
export async function restoreClient(actor: Actor, clientId: Types.ObjectId): Promise<ClientListItem> {
  await findFirmClient(actor, clientId);
  const restored = await User.findOneAndUpdate(
    { _id: clientId, organizationId: actor.organizationId, role: 'client', archivedAt: mongoose.trusted({ $ne: null }) },
    { $set: { archivedAt: null } },
    { returnDocument: 'after' },
  ).lean<UserRecord>();
  if (!restored) throw new HttpError(409, 'This client is not archived');
  await restoreClientProjects(actor, clientId);
  await recordAudit({ action: 'client.restored', object: clientObject(restored), client: restored });
  return presentClient(actor, restored);
}

export const CLIENT_HAS_PROJECTS = 'This client has projects, so it cannot be deleted: archive the client instead, or delete their projects first.';

/** Deletes a client who has no projects (archived ones count), e.g. one added by mistake; they are signed out. */
export async function deleteClient(actor: Actor, clientId: Types.ObjectId): Promise<OkMessage> {
  const client = await findFirmClient(actor, clientId);
  if (await Project.exists({ organizationId: actor.organizationId, clientId })) throw new HttpError(409, CLIENT_HAS_PROJECTS);
  await User.deleteOne({ _id: clientId, organizationId: actor.organizationId, role: 'client' });
  disconnectSessions(await endOtherSessions(clientId.toString(), undefined));
  await recordAudit({ action: 'client.deleted', object: clientObject(client), client });
  return { ok: true, message: `Client "${client.displayName}" deleted` };
}
