import mongoose, { type Types } from 'mongoose';
import type { ClientPerson, ClientPersonUpdated, CreatedClientPerson, EditClientPersonInput, NewClientPersonInput, OkMessage } from '@clientline/contracts';
import type { Actor } from '../actor/actor';
import { describeChanges, recordAudit, userObject } from '../audit/record';
import { queueClientInvitation } from '../auth/account-mails';
import { invitePerson, renewPersonAccess } from '../auth/client-accounts';
import { ClientAccount, type ClientAccountRecord } from '../client-accounts/model';
import { accountPeople } from '../client-accounts/people';
import { now as clockNow } from '../clock/clock';
import { HttpError } from '../http/errors';
import { visibleProjectsFilter } from '../projects/access';
import { Project } from '../projects/model';
import { disconnectSessions } from '../realtime/hub';
import { endOtherSessions } from '../session';
import { User, type UserRecord } from '../users/model';
import { clientAccess } from './access-state';
import { clientEvents } from './events';
import { cancelEmailChangeOf, changeEmail, claimNewEmail, pendingEmailOf, type EmailChange } from './email-change';
import { findFirmClient } from './service';

export const PERSON_NOT_FOUND = 'Person not found';
export const LAST_PERSON = 'A client keeps at least one person: archive or delete the client instead';
export const CLIENT_ARCHIVED = 'This client is archived: restore it first';
export const NOT_THIS_CLIENTS_PROJECTS = "Choose among this client's projects";

function toClientPerson(person: UserRecord, account: ClientAccountRecord, now: Date): ClientPerson {
  return {
    id: person._id.toString(),
    username: person.username,
    displayName: person.displayName,
    primary: person._id.equals(account.primaryPersonId),
    phone: person.phone ?? null,
    access: clientAccess(person, now),
    passwordSetWith: person.passwordSetWith ?? null,
    invitationsOff: person.invitationsOff === true,
    twoFactorEnabled: Boolean(person.twoFactor?.enabledAt),
    projectIds: person.limitedToProjectIds?.map((projectId) => projectId.toString()) ?? null,
    pendingEmail: pendingEmailOf(person, now),
  };
}

/** The client account, for staff who may see it: a team member walled off by need-to-know access only with one of its projects assigned. */
export async function findVisibleClient(actor: Actor, clientId: Types.ObjectId): Promise<ClientAccountRecord> {
  const { account } = await findFirmClient(actor, clientId);
  if (actor.seesAssignedProjectsOnly && !(await Project.exists({ ...visibleProjectsFilter(actor), clientId }))) throw new HttpError(404, 'Client not found');
  return account;
}

/** The people of a client account, the primary person first (GET /api/clients/{id}/people). */
export async function listPeople(actor: Actor, clientId: Types.ObjectId): Promise<ClientPerson[]> {
  const account = await findVisibleClient(actor, clientId);
  const people = await accountPeople(actor.organizationId, clientId).lean<UserRecord[]>();
  const now = clockNow();
  return people.map((person) => toClientPerson(person, account, now)).sort((a, b) => Number(b.primary) - Number(a.primary));
}

/** The projects a person is limited to, checked to be the account's own; null (every project) as given. */
async function accountProjectIds(actor: Actor, clientId: Types.ObjectId, projectIds: string[] | null): Promise<Types.ObjectId[] | null> {
  if (projectIds === null) return null;
  const unique = [...new Set(projectIds)];
  const found = await Project.find({ organizationId: actor.organizationId, clientId, _id: mongoose.trusted({ $in: unique }) }, { _id: 1 }).lean<{ _id: Types.ObjectId }[]>();
  if (found.length !== unique.length) throw new HttpError(400, NOT_THIS_CLIENTS_PROJECTS, { errors: { projectIds: NOT_THIS_CLIENTS_PROJECTS } });
  return found.map((project) => project._id);
}

async function projectsSeen(actor: Actor, projectIds: Types.ObjectId[] | null): Promise<string> {
  if (!projectIds) return 'every project';
  if (projectIds.length === 0) return 'no project';
  const projects = await Project.find({ organizationId: actor.organizationId, _id: mongoose.trusted({ $in: projectIds }) }, { name: 1 }).lean<{ name: string }[]>();
  return projects.map((project) => project.name).join(', ');
}

async function findPerson(actor: Actor, clientId: Types.ObjectId, personId: Types.ObjectId): Promise<UserRecord> {
  const person = await User.findOne({ _id: personId, organizationId: actor.organizationId, role: 'client', clientAccountId: clientId }).lean<UserRecord>();
  if (!person) throw new HttpError(404, PERSON_NOT_FOUND);
  return person;
}

/**
 * Adds a person to a client account (POST /api/clients/{id}/people): their own sign-in, invited by mail at
 * once, seeing every project of the account or only `projectIds`. Answers with their first-access details,
 * shown once.
 */
export async function addPerson(actor: Actor, clientId: Types.ObjectId, input: NewClientPersonInput): Promise<CreatedClientPerson> {
  const { account } = await findFirmClient(actor, clientId);
  if (account.archivedAt) throw new HttpError(409, CLIENT_ARCHIVED);
  const projectIds = await accountProjectIds(actor, clientId, input.projectIds ?? null);
  const invited = await invitePerson(actor, { username: input.username, displayName: input.displayName }, { account: { id: clientId, projectIds } });
  await queueClientInvitation(actor, { id: invited.user._id.toString(), username: invited.user.username, displayName: invited.user.displayName, firstAccessUrl: invited.firstAccessUrl });
  await recordAudit({
    action: 'client.person_added',
    object: userObject(invited.user),
    client: { _id: account._id, displayName: account.name },
    detail: `${invited.user.username}, sees ${await projectsSeen(actor, projectIds)}`,
  });
  return { ...toClientPerson(invited.user, account, clockNow()), temporaryPassword: invited.temporaryPassword, firstAccessUrl: invited.firstAccessUrl };
}

/**
 * A person's name, email and the projects they see (PATCH /api/clients/{id}/people/{personId}). Renaming the
 * primary person of an individual's account renames the account, which is named after them. The email
 * changes as email-change.ts says, the same for every person of the account.
 */
export async function editPerson(actor: Actor, clientId: Types.ObjectId, personId: Types.ObjectId, input: EditClientPersonInput): Promise<ClientPersonUpdated> {
  const { account } = await findFirmClient(actor, clientId);
  const person = await findPerson(actor, clientId, personId);
  const projectIds = await accountProjectIds(actor, clientId, input.projectIds);
  const displayName = input.displayName.trim();
  const phone = input.phone === undefined ? (person.phone ?? null) : input.phone.trim() || null;
  const username = input.username?.trim().toLowerCase() ?? person.username;
  const emailChanged = username !== person.username;
  if (emailChanged) await claimNewEmail(person, username);
  const renamed = await User.findOneAndUpdate(
    { _id: person._id, organizationId: actor.organizationId, role: 'client', clientAccountId: clientId },
    projectIds ? { $set: { displayName, phone, limitedToProjectIds: projectIds } } : { $set: { displayName, phone }, $unset: { limitedToProjectIds: 1 } },
    { returnDocument: 'after' },
  ).lean<UserRecord>();
  if (!renamed) throw new HttpError(404, PERSON_NOT_FOUND);
  const namesAccount = account.kind === 'individual' && person._id.equals(account.primaryPersonId);
  if (namesAccount && displayName !== account.name) {
    await ClientAccount.updateOne({ _id: clientId, organizationId: actor.organizationId }, { $set: { name: displayName } });
    await clientEvents.emit('renamed', { organizationId: actor.organizationId, clientId });
  }
  const named = { _id: account._id, name: namesAccount ? displayName : account.name };
  const emailChange = emailChanged ? await changeEmail(actor, named, renamed, username, userObject(renamed)) : null;
  const detail = describeChanges([
    ['Name', person.displayName, displayName],
    ['Email', person.username, emailChange === 'waiting' ? person.username : username],
    ['Phone', person.phone ?? '', phone ?? ''],
    ['Sees', await projectsSeen(actor, person.limitedToProjectIds ?? null), await projectsSeen(actor, projectIds)],
  ]);
  if (detail) await recordAudit({ action: 'client.person_updated', object: userObject(renamed), client: { _id: account._id, displayName: named.name }, detail });
  const updated = await findPerson(actor, clientId, personId);
  return { ok: true, message: personUpdatedMessage(updated, emailChange, person.username, username), person: toClientPerson(updated, account, clockNow()) };
}

function personUpdatedMessage(person: UserRecord, emailChange: EmailChange | null, oldAddress: string, newAddress: string): string {
  if (emailChange === 'reinvited') return `Person updated. A new invitation was mailed to ${newAddress}.`;
  if (emailChange === 'waiting') return `Person updated. The email changes to ${newAddress} once ${person.displayName} confirms it from the link mailed there; ${oldAddress} was told.`;
  return 'Person updated';
}

/** Withdraws a person's email change before they confirm it (DELETE /api/clients/{id}/people/{personId}/pending-email): its link stops working, the email stays. */
export async function cancelPersonEmailChange(actor: Actor, clientId: Types.ObjectId, personId: Types.ObjectId): Promise<ClientPersonUpdated> {
  const { account } = await findFirmClient(actor, clientId);
  const person = await findPerson(actor, clientId, personId);
  const { message } = await cancelEmailChangeOf(actor, account, person, userObject(person));
  return { ok: true, message, person: toClientPerson(await findPerson(actor, clientId, personId), account, clockNow()) };
}

/**
 * Removes a person from a client account (DELETE /api/clients/{id}/people/{personId}): their sign-in is
 * deleted and their sessions end; what they wrote and sent stays with the project. Not the account's last
 * person (409). When they were its primary person, the next person added becomes it.
 */
export async function removePerson(actor: Actor, clientId: Types.ObjectId, personId: Types.ObjectId): Promise<OkMessage> {
  const { account } = await findFirmClient(actor, clientId);
  const person = await findPerson(actor, clientId, personId);
  const others = await accountPeople(actor.organizationId, clientId).where({ _id: mongoose.trusted({ $ne: person._id }) }).lean<UserRecord[]>();
  if (others.length === 0) throw new HttpError(409, LAST_PERSON);
  if (person._id.equals(account.primaryPersonId)) {
    await ClientAccount.updateOne({ _id: clientId, organizationId: actor.organizationId }, { $set: { primaryPersonId: others[0]!._id } });
  }
  await User.deleteOne({ _id: person._id, organizationId: actor.organizationId, role: 'client', clientAccountId: clientId });
  disconnectSessions(await endOtherSessions(person._id.toString(), undefined));
  await recordAudit({ action: 'client.person_removed', object: userObject(person), client: { _id: account._id, displayName: account.name }, detail: person.username });
  return { ok: true, message: `${person.displayName} was removed from ${account.name}` };
}

/**
 * Whether the firm manager may preview the portal of a person of a client (POST
 * /api/clients/{id}/people/{personId}/preview): a person of that client of their firm, the client not
 * archived. Records the preview in the audit trail; the router keeps it on the manager's session.
 */
export async function previewPerson(actor: Actor, clientId: Types.ObjectId, personId: Types.ObjectId): Promise<UserRecord> {
  const { account } = await findFirmClient(actor, clientId);
  const person = await findPerson(actor, clientId, personId);
  if (account.archivedAt) throw new HttpError(409, CLIENT_ARCHIVED);
  await recordAudit({ action: 'client.previewed', object: userObject(person), client: { _id: account._id, displayName: account.name }, detail: person.username });
  return person;
}

/** A new invitation for a person who has not chosen a password yet, mailed (POST /api/clients/{id}/people/{personId}/access-link). */
export async function reinvitePerson(actor: Actor, clientId: Types.ObjectId, personId: Types.ObjectId): Promise<OkMessage> {
  const person = await findPerson(actor, clientId, personId);
  const renewed = await renewPersonAccess(actor, person, clientId);
  await queueClientInvitation(actor, renewed);
  return { ok: true, message: `A new invitation was mailed to ${person.username}` };
}
