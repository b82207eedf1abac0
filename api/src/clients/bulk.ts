import mongoose, { Types } from 'mongoose';
import { CLIENT_TAGS_MAX, type ClientBulkRequest, type ClientBulkResult } from '@clientline/contracts';
import { counted } from '@clientline/contracts/counted';
import type { Actor } from '../actor/actor';
import { describeChanges, recordAudit } from '../audit/record';
import { queueClientInvitation } from '../auth/account-mails';
import { NO_PASSWORD_YET } from '../auth/passwords';
import { createAccessToken } from '../auth/tokens';
import { ClientAccount, type ClientAccountRecord } from '../client-accounts/model';
import { now as clockNow } from '../clock/clock';
import { User, type UserRecord } from '../users/model';
import { clientAccess } from './access-state';
import { accountObject, archiveAccount, isSameTag } from './service';

type BulkAccount = Pick<ClientAccountRecord, '_id' | 'name' | 'tags' | 'archivedAt'>;

/** `3 clients were`, `1 client was`: a count of clients and the verb that goes with it. */
function clientsWere(count: number, what = 'client'): string {
  return `${counted(count, what)} ${count === 1 ? 'was' : 'were'}`;
}

/** What was done, then why the other clients were left as they were (the parts with a count of 0 left out). */
function sentence(done: string, leftAlone: Array<[count: number, why: string]>): string {
  const reasons = leftAlone.filter(([count]) => count > 0).map(([, why]) => why);
  return `${[done, ...reasons].join('; ')}.`;
}

/** The chosen accounts of the actor's firm (ids of another firm, or of none, are left out and counted as not found). */
async function chosenAccounts(actor: Actor, clientIds: string[]): Promise<{ accounts: BulkAccount[]; notFound: number }> {
  const ids = [...new Set(clientIds.map((id) => id.toLowerCase()))];
  const accounts = await ClientAccount.find(
    { organizationId: actor.organizationId, _id: mongoose.trusted({ $in: ids.map((id) => new Types.ObjectId(id)) }) },
    { name: 1, tags: 1, archivedAt: 1 },
  )
    .sort({ name: 1, _id: 1 })
    .lean<BulkAccount[]>();
  return { accounts, notFound: ids.length - accounts.length };
}

type InvitablePerson = Pick<
  UserRecord,
  '_id' | 'username' | 'displayName' | 'requiresPasswordChange' | 'accessTokenHash' | 'accessTokenExpiresAt' | 'clientAccountId' | 'invitationsOff'
>;

/**
 * A fresh first-access link for a person who has not chosen a password, mailed: the link (and any temporary
 * password they were shown) of before stops working, and no password signs them in until they choose one
 * from it. False when they chose a password or were sent a link meanwhile.
 */
async function sendFreshLink(actor: Actor, person: InvitablePerson, now: Date): Promise<boolean> {
  const accessToken = createAccessToken(now);
  const renewed = await User.updateOne(
    { _id: person._id, organizationId: actor.organizationId, role: 'client', requiresPasswordChange: true, accessTokenHash: person.accessTokenHash },
    { $set: { passwordHash: NO_PASSWORD_YET, accessTokenHash: accessToken.tokenHash, accessTokenExpiresAt: accessToken.expiresAt } },
  );
  if (renewed.matchedCount === 0) return false;
  await queueClientInvitation(actor, { id: person._id.toString(), username: person.username, displayName: person.displayName, firstAccessUrl: `/auth/first-access/${accessToken.token}` });
  return true;
}

/**
 * Invites every person of the chosen clients who has not chosen a password and holds no working invitation
 * (not invited yet, or the invitation expired), but those imported not to be invited; archived clients are
 * left out. One `client.invited` entry per
 * client invited, naming whom.
 */
async function invite(actor: Actor, accounts: BulkAccount[], notFound: number): Promise<ClientBulkResult> {
  const now = clockNow();
  const open = accounts.filter((account) => !account.archivedAt);
  const people = await User.find(
    { organizationId: actor.organizationId, role: 'client', clientAccountId: mongoose.trusted({ $in: open.map((account) => account._id) }) },
    { username: 1, displayName: 1, requiresPasswordChange: 1, accessTokenHash: 1, accessTokenExpiresAt: 1, clientAccountId: 1, invitationsOff: 1 },
  )
    .sort({ createdAt: 1, _id: 1 })
    .lean<InvitablePerson[]>();
  let invitedPeople = 0;
  let invitedClients = 0;
  let signedIn = 0;
  let waiting = 0;
  let keptOff = 0;
  for (const account of open) {
    const its = people.filter((person) => person.clientAccountId?.equals(account._id));
    const invited: string[] = [];
    for (const person of its) {
      const access = clientAccess(person, now);
      if (access !== 'not_invited' && access !== 'invitation_expired') continue;
      if (person.invitationsOff) keptOff += 1;
      else if (await sendFreshLink(actor, person, now)) invited.push(person.username);
    }
    if (invited.length > 0) {
      invitedPeople += invited.length;
      invitedClients += 1;
      await recordAudit({ action: 'client.invited', object: accountObject(account), client: { _id: account._id, displayName: account.name }, detail: `Invited ${invited.join(', ')}` });
    } else if (its.every((person) => clientAccess(person, now) === 'active')) {
      signedIn += 1;
    } else if (its.some((person) => clientAccess(person, now) === 'invited')) {
      waiting += 1;
    }
  }
  const done = invitedPeople > 0 ? `Invited ${counted(invitedPeople, 'person', 'people')} of ${counted(invitedClients, 'client')}` : 'Nobody was invited';
  return {
    ok: true,
    changed: invitedClients,
    message: sentence(done, [
      [signedIn, `${clientsWere(signedIn)} already signed in`],
      [waiting, `${counted(waiting, 'client')} already had a working invitation`],
      [keptOff, `${counted(keptOff, 'person', 'people')} imported not to be invited passed over (invite them from their client's page)`],
      [accounts.length - open.length, `${clientsWere(accounts.length - open.length, 'archived client')} left out`],
      [notFound, `${clientsWere(notFound)} not found`],
    ]),
  };
}

/** The audit entry of a client whose tags changed, as PUT /api/clients/{id}/tags records it. */
async function recordTagChange(account: BulkAccount, after: string[]): Promise<void> {
  const detail = describeChanges([['Tags', (account.tags ?? []).join(', ') || 'none', after.join(', ') || 'none']]);
  if (detail) await recordAudit({ action: 'client.updated', object: accountObject(account), client: { _id: account._id, displayName: account.name }, detail });
}

/** Adds `tag` to the chosen clients that do not carry it (in any case) and have room for one more tag. */
async function addTag(actor: Actor, accounts: BulkAccount[], notFound: number, tag: string): Promise<ClientBulkResult> {
  const tagsOf = (account: BulkAccount) => account.tags ?? [];
  const tagged = accounts.filter((account) => tagsOf(account).some((kept) => isSameTag(kept, tag)));
  const full = accounts.filter((account) => !tagged.includes(account) && tagsOf(account).length >= CLIENT_TAGS_MAX);
  const changing = accounts.filter((account) => !tagged.includes(account) && !full.includes(account));
  if (changing.length > 0) {
    await ClientAccount.updateMany({ organizationId: actor.organizationId, _id: mongoose.trusted({ $in: changing.map((account) => account._id) }) }, { $addToSet: { tags: tag } });
  }
  for (const account of changing) await recordTagChange(account, [...tagsOf(account), tag]);
  return {
    ok: true,
    changed: changing.length,
    message: sentence(`Added the tag ${tag} to ${counted(changing.length, 'client')}`, [
      [tagged.length, `${counted(tagged.length, 'client')} already had it`],
      [full.length, `${counted(full.length, 'client')} already ${full.length === 1 ? 'has' : 'have'} ${CLIENT_TAGS_MAX} tags, the most a client can have`],
      [notFound, `${clientsWere(notFound)} not found`],
    ]),
  };
}

/** Takes `tag` (in any case) off the chosen clients that carry it. */
async function removeTag(actor: Actor, accounts: BulkAccount[], notFound: number, tag: string): Promise<ClientBulkResult> {
  const spellings = [...new Set(accounts.flatMap((account) => (account.tags ?? []).filter((kept) => isSameTag(kept, tag))))];
  const changing = accounts.filter((account) => (account.tags ?? []).some((kept) => isSameTag(kept, tag)));
  if (changing.length > 0) {
    await ClientAccount.updateMany({ organizationId: actor.organizationId, _id: mongoose.trusted({ $in: changing.map((account) => account._id) }) }, { $pullAll: { tags: spellings } });
  }
  for (const account of changing) await recordTagChange(account, (account.tags ?? []).filter((kept) => !isSameTag(kept, tag)));
  const untagged = accounts.length - changing.length;
  return {
    ok: true,
    changed: changing.length,
    message: sentence(`Removed the tag ${tag} from ${counted(changing.length, 'client')}`, [
      [untagged, `${counted(untagged, 'client')} did not have it`],
      [notFound, `${clientsWere(notFound)} not found`],
    ]),
  };
}

/** Archives the chosen clients that are not archived, each as POST /api/clients/{id}/archive does (without its answer). */
async function archive(actor: Actor, accounts: BulkAccount[], notFound: number): Promise<ClientBulkResult> {
  const archivedAt = clockNow();
  let changed = 0;
  for (const account of accounts) if (!account.archivedAt && (await archiveAccount(actor, account._id, archivedAt))) changed += 1;
  const already = accounts.length - changed;
  return {
    ok: true,
    changed,
    message: sentence(`Archived ${counted(changed, 'client')}`, [
      [already, `${clientsWere(already)} already archived`],
      [notFound, `${clientsWere(notFound)} not found`],
    ]),
  };
}

/**
 * POST /api/clients/bulk: one action on the chosen clients of the actor's firm. Ids of another firm's clients
 * (or of none) change nothing and are counted in the message as not found, as a deleted client's would be.
 */
export async function actOnClients(actor: Actor, request: ClientBulkRequest): Promise<ClientBulkResult> {
  const { accounts, notFound } = await chosenAccounts(actor, request.clientIds);
  switch (request.action) {
    case 'invite':
      return invite(actor, accounts, notFound);
    // The schema asks for a tag with these two.
    case 'tag':
      return addTag(actor, accounts, notFound, request.tag!);
    case 'untag':
      return removeTag(actor, accounts, notFound, request.tag!);
    case 'archive':
      return archive(actor, accounts, notFound);
  }
}
