import mongoose, { type Types } from 'mongoose';
import { CLIENT_ACCOUNT_KIND_LABELS, type ClientAccountKind, type ClientListItem, type EditClientInput, type OkMessage } from '@clientline/contracts';
import type { Actor } from '../actor/actor';
import { now as clockNow } from '../clock/clock';
import { clientObject, describeChanges, recordAudit } from '../audit/record';
import { HttpError } from '../http/errors';
import { visibleProjectsFilter } from '../projects/access';
import { Project } from '../projects/model';
import { archiveClientProjects, restoreClientProjects } from '../projects/service';
import { disconnectSessions } from '../realtime/hub';
import { endOtherSessions } from '../session';
import { User, type UserRecord } from '../users/model';
import { ClientAccount, type ClientAccountRecord } from '../client-accounts/model';
import { accountPeople } from '../client-accounts/people';
import { groupBy } from '../lists/group-by';
import { accountAccess, clientAccess } from './access-state';
import { clientDisplayStatus, type StatusProject } from './display-status';
import { clientEvents } from './events';
import { cancelEmailChangeOf, changeEmail, claimNewEmail, pendingEmailOf, type EmailChange } from './email-change';

const CLIENT_NOT_FOUND = 'Client not found';

/** A client account as the Clients screen lists it; the sign-in fields are its primary person's. */
function toClientListItem({ account, primary, people }: AccountWithPeople, projects: StatusProject[], projectsCount: number, now: Date): ClientListItem {
  return {
    id: account._id.toString(),
    username: primary.username,
    displayName: account.name,
    kind: account.kind,
    peopleCount: people.length,
    tags: account.tags ?? [],
    status: clientDisplayStatus(projects, now),
    access: clientAccess(primary, now),
    peopleAccess: accountAccess(people, now),
    passwordSetWith: primary.passwordSetWith ?? null,
    requiresPasswordChange: primary.requiresPasswordChange,
    archived: Boolean(account.archivedAt),
    projectsCount,
    twoFactorEnabled: Boolean(primary.twoFactor?.enabledAt),
    pendingEmail: pendingEmailOf(primary, now),
  };
}

type ClientProject = StatusProject & { clientId: Types.ObjectId; archivedAt: Date | null };

interface AccountWithPeople {
  account: ClientAccountRecord;
  primary: UserRecord;
  people: UserRecord[];
}

/** Each account with its primary person and how many people it has, in one query; an account with nobody left is not listed. */
async function withPeople(organizationId: Types.ObjectId, accounts: ClientAccountRecord[]): Promise<AccountWithPeople[]> {
  if (accounts.length === 0) return [];
  return pairWithPeople(accounts, await peopleOfAccounts(organizationId, accounts.map((account) => account._id)));
}

/**
 * The people of the accounts, in the order they were added. Only client people carry a clientAccountId
 * (users/model.ts), so the filter names no role: then the index answers all of it and devdb checks no
 * document against the list of ids (for a page of 50 clients, 8 ms of its time became 5).
 */
function peopleOfAccounts(organizationId: Types.ObjectId, accountIds: Types.ObjectId[]): Promise<UserRecord[]> {
  return User.find({ organizationId, clientAccountId: mongoose.trusted({ $in: accountIds }) })
    .sort({ createdAt: 1, _id: 1 })
    .lean<UserRecord[]>();
}

function pairWithPeople(accounts: ClientAccountRecord[], people: UserRecord[]): AccountWithPeople[] {
  const peopleOf = groupBy(people, (person) => person.clientAccountId!.toString());
  return accounts.flatMap((account) => {
    const its = peopleOf.get(account._id.toString()) ?? [];
    const primary = its.find((person) => person._id.equals(account.primaryPersonId)) ?? its[0];
    return primary ? [{ account, primary, people: its }] : [];
  });
}

/** What the Clients screen shows of the actor's projects of a client: its display status and the count. */
const CLIENT_PROJECT_FIELDS = { clientId: 1, status: 1, startDate: 1, endDate: 1, archivedAt: 1 } as const;

/**
 * The firm's clients by name, each with its display status (from the projects that are not archived) and
 * how many projects it has: the clients that are not archived, or with `archived` only the archived ones;
 * with `tag` only those tagged so.
 * Three queries whatever the number of clients.
 */
export async function listClients(actor: Actor, { archived = false, tag }: { archived?: boolean; tag?: string } = {}, now = clockNow()): Promise<ClientListItem[]> {
  const { organizationId } = actor;
  const archivedAt = archived ? mongoose.trusted({ $ne: null }) : null;
  const [accounts, projects] = await Promise.all([
    ClientAccount.find({ organizationId, archivedAt, ...(tag && { tags: tag }) }).sort({ name: 1 }).lean<ClientAccountRecord[]>(),
    Project.find(visibleProjectsFilter(actor), CLIENT_PROJECT_FIELDS).lean<ClientProject[]>(),
  ]);
  const projectsByClient = groupBy(projects, (project) => project.clientId.toString());
  // A team member walled off by need-to-know access sees only the clients of their projects.
  const listed = actor.seesAssignedProjectsOnly ? accounts.filter((account) => projectsByClient.has(account._id.toString())) : accounts;
  return listItemsOf(await withPeople(organizationId, listed), projectsByClient, now);
}

function listItemsOf(clients: AccountWithPeople[], projectsByClient: Map<string, ClientProject[]>, now: Date): ClientListItem[] {
  return clients.map((client) => {
    const clientProjects = projectsByClient.get(client.account._id.toString()) ?? [];
    const notArchived = clientProjects.filter((project) => !project.archivedAt);
    return toClientListItem(client, notArchived, clientProjects.length, now);
  });
}

/**
 * The accounts `clientIds` of the actor's firm as the Clients screen lists them, in that order (one that has
 * nobody left is not listed), with the actor's projects of each: the accounts, their people and their
 * projects read at once, one query each.
 */
export async function presentAccounts(actor: Actor, clientIds: Types.ObjectId[], now: Date): Promise<ClientListItem[]> {
  if (clientIds.length === 0) return [];
  const { organizationId } = actor;
  const ids = mongoose.trusted({ $in: clientIds });
  const [accounts, people, projects] = await Promise.all([
    ClientAccount.find({ organizationId, _id: ids }).lean<ClientAccountRecord[]>(),
    peopleOfAccounts(organizationId, clientIds),
    Project.find({ ...visibleProjectsFilter(actor), clientId: ids }, CLIENT_PROJECT_FIELDS).lean<ClientProject[]>(),
  ]);
  const inOrder = clientIds.flatMap((id) => accounts.filter((account) => account._id.equals(id)));
  return listItemsOf(pairWithPeople(inOrder, people), groupBy(projects, (project) => project.clientId.toString()), now);
}

/** The client account `clientId` of the actor's firm with its primary person; 404 for none. */
export async function findFirmClient(actor: Actor, clientId: Types.ObjectId): Promise<AccountWithPeople> {
  const account = await ClientAccount.findOne({ _id: clientId, organizationId: actor.organizationId }).lean<ClientAccountRecord>();
  const [client] = account ? await withPeople(actor.organizationId, [account]) : [];
  if (!client) throw new HttpError(404, CLIENT_NOT_FOUND);
  return client;
}

export async function presentClient(actor: Actor, clientId: Types.ObjectId): Promise<ClientListItem> {
  const client = await findFirmClient(actor, clientId);
  const projects = await Project.find({ organizationId: actor.organizationId, clientId }, { status: 1, startDate: 1, endDate: 1, archivedAt: 1 }).lean<ClientProject[]>();
  return toClientListItem(client, projects.filter((project) => !project.archivedAt), projects.length, clockNow());
}

/**
 * A new name and email: the account's name, and its primary person's email (and, for an individual's
 * account, their name). The email changes as email-change.ts says, for the primary person as for anyone.
 */
export async function updateClient(actor: Actor, clientId: Types.ObjectId, input: EditClientInput): Promise<OkMessage & { client: ClientListItem }> {
  const { account, primary } = await findFirmClient(actor, clientId);
  const username = input.username.trim().toLowerCase();
  const name = input.displayName.trim();
  const kind = input.kind ?? account.kind;
  const emailChanged = username !== primary.username;
  if (emailChanged) await claimNewEmail(primary, username);
  const personName = kind === 'individual' ? name : primary.displayName;
  await reshapeAccount(actor, account, name, kind);
  const renamed = await User.findOneAndUpdate(
    { _id: primary._id, organizationId: actor.organizationId, role: 'client' },
    { $set: { displayName: personName } },
    { returnDocument: 'after' },
  ).lean<UserRecord>();
  if (!renamed) throw new HttpError(404, CLIENT_NOT_FOUND);
  const named = { _id: account._id, name };
  const emailChange = emailChanged ? await changeEmail(actor, named, renamed, username, clientObject(renamed)) : null;
  const changes = describeChanges([
    ['Name', account.name, name],
    ['Kind', CLIENT_ACCOUNT_KIND_LABELS[account.kind], CLIENT_ACCOUNT_KIND_LABELS[kind]],
    ['Email', primary.username, emailChange === 'waiting' ? primary.username : username],
  ]);
  if (changes) await recordAudit({ action: 'client.updated', object: clientObject(renamed), client: { _id: account._id, displayName: name }, detail: changes });
  return { ok: true, message: clientUpdatedMessage(emailChange, primary.username, username), client: await presentClient(actor, account._id) };
}

function clientUpdatedMessage(emailChange: EmailChange | null, oldAddress: string, newAddress: string): string {
  if (emailChange === 'reinvited') return `Client updated. A new invitation was mailed to ${newAddress}.`;
  if (emailChange === 'waiting') return `Client updated. The email changes to ${newAddress} once the client confirms it from the link mailed there; ${oldAddress} was told.`;
  return 'Client updated';
}

async function reshapeAccount(actor: Actor, account: ClientAccountRecord, name: string, kind: ClientAccountKind): Promise<void> {
  if (name === account.name && kind === account.kind) return;
  await ClientAccount.updateOne({ _id: account._id, organizationId: actor.organizationId }, { $set: { name, kind } });
  if (name !== account.name) await clientEvents.emit('renamed', { organizationId: actor.organizationId, clientId: account._id });
}

/** Withdraws an email change of the client's primary person before they confirm it: its link stops working, the email stays. */
export async function cancelEmailChange(actor: Actor, clientId: Types.ObjectId): Promise<OkMessage & { client: ClientListItem }> {
  const { account, primary } = await findFirmClient(actor, clientId);
  const { message } = await cancelEmailChangeOf(actor, account, primary, clientObject(primary));
  return { ok: true, message, client: await presentClient(actor, account._id) };
}

/** Ends every session of the account's people, on every process. */
async function signOutPeople(actor: Actor, clientId: Types.ObjectId): Promise<void> {
  const people = await accountPeople(actor.organizationId, clientId).select({ _id: 1 }).lean<{ _id: Types.ObjectId }[]>();
  for (const person of people) disconnectSessions(await endOtherSessions(person._id.toString(), undefined));
}

/**
 * Archives a client: its people are signed out everywhere and cannot sign in, and its projects are archived
 * with it (they leave the lists and counts). Nothing is deleted; restoreClient brings it all back.
 */
export async function archiveClient(actor: Actor, clientId: Types.ObjectId): Promise<ClientListItem> {
  await findFirmClient(actor, clientId);
  if (!(await archiveAccount(actor, clientId, clockNow()))) throw new HttpError(409, 'This client is already archived');
  return presentClient(actor, clientId);
}

/** archiveClient's change, on an account of the actor's firm; null when it is archived already. */
export async function archiveAccount(actor: Actor, clientId: Types.ObjectId, archivedAt: Date): Promise<ClientAccountRecord | null> {
  const archived = await ClientAccount.findOneAndUpdate(
    { _id: clientId, organizationId: actor.organizationId, archivedAt: null },
    { $set: { archivedAt } },
    { returnDocument: 'after' },
  ).lean<ClientAccountRecord>();
  if (!archived) return null;
  await User.updateMany({ organizationId: actor.organizationId, role: 'client', clientAccountId: clientId, archivedAt: null }, { $set: { archivedAt } });
  await signOutPeople(actor, clientId);
  await archiveClientProjects(actor, clientId);
  await recordAudit({ action: 'client.archived', object: accountObject(archived), client: { _id: archived._id, displayName: archived.name } });
  return archived;
}

/** Restores an archived client: its people may sign in again, and the projects archived with it come back. */
export async function restoreClient(actor: Actor, clientId: Types.ObjectId): Promise<ClientListItem> {
  await findFirmClient(actor, clientId);
  const restored = await ClientAccount.findOneAndUpdate(
    { _id: clientId, organizationId: actor.organizationId, archivedAt: mongoose.trusted({ $ne: null }) },
    { $set: { archivedAt: null } },
    { returnDocument: 'after' },
  ).lean<ClientAccountRecord>();
  if (!restored) throw new HttpError(409, 'This client is not archived');
  await User.updateMany({ organizationId: actor.organizationId, role: 'client', clientAccountId: clientId }, { $set: { archivedAt: null } });
  await restoreClientProjects(actor, clientId);
  await recordAudit({ action: 'client.restored', object: accountObject(restored), client: { _id: restored._id, displayName: restored.name } });
  return presentClient(actor, clientId);
}

export const CLIENT_HAS_PROJECTS = 'This client has projects, so it cannot be deleted: archive the client instead, or delete their projects first.';

/** Deletes a client who has no projects (archived ones count), e.g. one added by mistake: its people are signed out and deleted. */
export async function deleteClient(actor: Actor, clientId: Types.ObjectId): Promise<OkMessage> {
  const { account } = await findFirmClient(actor, clientId);
  if (await Project.exists({ organizationId: actor.organizationId, clientId })) throw new HttpError(409, CLIENT_HAS_PROJECTS);
  await signOutPeople(actor, clientId);
  await User.deleteMany({ organizationId: actor.organizationId, role: 'client', clientAccountId: clientId });
  await ClientAccount.deleteOne({ _id: clientId, organizationId: actor.organizationId });
  await recordAudit({ action: 'client.deleted', object: accountObject(account), client: { _id: account._id, displayName: account.name } });
  return { ok: true, message: `Client "${account.name}" deleted` };
}

/**
 * The client's tags, replaced whole (PUT /api/clients/{id}/tags): trimmed, each once whatever its case (the
 * first spelling given is kept).
 */
export async function setClientTags(actor: Actor, clientId: Types.ObjectId, tags: string[]): Promise<ClientListItem> {
  const { account } = await findFirmClient(actor, clientId);
  const unique: string[] = [];
  for (const tag of tags) if (!unique.some((kept) => isSameTag(kept, tag))) unique.push(tag);
  await ClientAccount.updateOne({ _id: clientId, organizationId: actor.organizationId }, { $set: { tags: unique } });
  const detail = describeChanges([['Tags', (account.tags ?? []).join(', ') || 'none', unique.join(', ') || 'none']]);
  if (detail) await recordAudit({ action: 'client.updated', object: accountObject(account), client: { _id: account._id, displayName: account.name }, detail });
  return presentClient(actor, clientId);
}

/** A client carries each tag once whatever its case: `1040` and `s-corp` are `1040` and `S-corp`. */
export function isSameTag(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

export function accountObject(account: Pick<ClientAccountRecord, '_id' | 'name'>) {
  return clientObject({ _id: account._id, displayName: account.name });
}

/**
 * Every tag of the firm's clients, archived ones included, each spelling once, sorted as the screen lists
 * them; for a team member walled off by need-to-know access, only those of the clients of their projects.
 */
export async function listClientTags(actor: Actor): Promise<string[]> {
  const { organizationId } = actor;
  const scope = actor.seesAssignedProjectsOnly ? { _id: mongoose.trusted({ $in: await Project.distinct('clientId', visibleProjectsFilter(actor)) }) } : {};
  const tags = (await ClientAccount.distinct('tags', { organizationId, ...scope })) as string[];
  return tags.sort((a, b) => a.localeCompare(b, 'en'));
}
