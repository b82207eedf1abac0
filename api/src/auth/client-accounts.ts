import mongoose, { type Types } from 'mongoose';
import type { CreatedClient } from '@clientline/contracts';
import type { Actor } from '../actor/actor';
import { clientObject, recordAudit } from '../audit/record';
import { HttpError } from '../http/errors';
import { ClientAccount, type ClientAccountRecord } from '../client-accounts/model';
import { distinctIds } from '../ids/distinct-ids';
import { Organization } from '../organizations/model';
import { openOwnAccount } from '../client-accounts/people';
import { User, type UserRecord } from '../users/model';
import { claimUnprovenAddress } from './email-confirmation';
import { sendPasswordResetTo } from './password-reset';
import { generateTemporaryPassword, hashPassword } from './passwords';
import { createAccessToken } from './tokens';

export const EMAIL_TAKEN = 'An account with this email already exists';

export interface NewClient {
  username: string;
  displayName: string;
}

/** A new person's sign-in: the password and link shown (and mailed) once. */
export interface InvitedPerson {
  user: UserRecord;
  temporaryPassword: string;
  firstAccessUrl: string;
}

/**
 * A client person of the actor's firm with a random temporary password and a first-access link, both
 * returned once: the password is stored hashed, the link's token as its sha256 (checked and used up at
 * /api/auth/validate-access-token and /api/change-password). In `account` (limited to its `projectIds`, if
 * given), or with none yet (inviteClient opens theirs). `emailField` names the field a taken email is
 * reported on.
 */
export async function invitePerson(
  actor: Actor,
  input: NewClient,
  { emailField = 'username', account }: { emailField?: string; account?: { id: Types.ObjectId; projectIds: Types.ObjectId[] | null } } = {},
): Promise<InvitedPerson> {
  await claimUnprovenAddress(input.username);
  // Usernames are unique across the product, so this check looks beyond the firm (it reveals nothing more
  // than registering with that email would).
  const taken = await User.exists({ username: input.username }).setOptions({ unscoped: true });
  if (taken) throw new HttpError(409, EMAIL_TAKEN, { errors: { [emailField]: EMAIL_TAKEN } });

  const temporaryPassword = generateTemporaryPassword();
  const accessToken = createAccessToken();
  const user = await User.create({
    username: input.username,
    displayName: input.displayName,
    passwordHash: await hashPassword(temporaryPassword),
    role: 'client',
    organizationId: actor.organizationId,
    status: 'active',
    firstLogin: true,
    requiresPasswordChange: true,
    accessTokenHash: accessToken.tokenHash,
    accessTokenExpiresAt: accessToken.expiresAt,
    ...(account && { clientAccountId: account.id, ...(account.projectIds && { limitedToProjectIds: account.projectIds }) }),
  });
  return { user: user.toObject(), temporaryPassword, firstAccessUrl: `/auth/first-access/${accessToken.token}` };
}

/**
 * A new client of the actor's firm: an individual's account with its one person, invited (POST /api/clients,
 * and a new project for a new client). The account takes the person's id.
 */
export async function inviteClient(actor: Actor, input: NewClient, { emailField = 'username' }: { emailField?: string } = {}): Promise<CreatedClient> {
  const { user, temporaryPassword, firstAccessUrl } = await invitePerson(actor, input, { emailField });
  await openOwnAccount({ ...user, organizationId: actor.organizationId });
  await recordAudit({ action: 'client.created', object: clientObject(user), client: user });
  return {
    id: user._id.toString(),
    username: user.username,
    displayName: user.displayName,
    kind: 'individual',
    peopleCount: 1,
    tags: [],
    twoFactorEnabled: false,
    pendingEmail: null,
    // The Clients screen's status of a client without projects (clients/display-status.ts).
    status: 'Sleeping',
    access: 'invited',
    peopleAccess: 'invited',
    passwordSetWith: null,
    requiresPasswordChange: user.requiresPasswordChange,
    archived: false,
    projectsCount: 0,
    temporaryPassword,
    firstAccessUrl,
  };
}

/** Undoes inviteClient when what it was made for failed (no transactions on a standalone server). */
export async function removeInvitedClient(actor: Actor, clientId: string): Promise<void> {
  await User.deleteOne({ _id: clientId, organizationId: actor.organizationId, role: 'client' });
  await ClientAccount.deleteOne({ _id: clientId, organizationId: actor.organizationId });
}

/** The client account `clientId` of the actor's firm, or a 400 on the field clientId. */
export async function findClient(actor: Actor, clientId: string): Promise<ClientAccountRecord> {
  const client = mongoose.isValidObjectId(clientId) ? await ClientAccount.findOne({ _id: clientId, organizationId: actor.organizationId }).lean<ClientAccountRecord>() : null;
  if (!client) throw new HttpError(400, 'Client not found', { errors: { clientId: 'Client not found' } });
  return client;
}

/** The name of each client account id of the firm (named once or many times), in one query. */
export async function clientNames(organizationId: Types.ObjectId, clientIds: Types.ObjectId[]): Promise<Map<string, string>> {
  if (clientIds.length === 0) return new Map();
  const clients = await ClientAccount.find({ organizationId, _id: mongoose.trusted({ $in: distinctIds(clientIds) }) }, { name: 1 }).lean<
    Pick<ClientAccountRecord, '_id' | 'name'>[]
  >();
  return new Map(clients.map((client) => [client._id.toString(), client.name]));
}

/** The person of client account `clientId` the Clients screen's access link and password reset are for; 404 for none. */
export async function primaryPersonOf(actor: Actor, clientId: Types.ObjectId): Promise<UserRecord> {
  const account = await ClientAccount.findOne({ _id: clientId, organizationId: actor.organizationId }, { primaryPersonId: 1 }).lean<ClientAccountRecord>();
  const person = account && (await User.findOne({ _id: account.primaryPersonId, organizationId: actor.organizationId, role: 'client' }).lean<UserRecord>());
  if (!person) throw new HttpError(404, 'Client not found');
  return person;
}

export const CLIENT_HAS_PASSWORD = 'This client has already set a password';

/**
 * New first-access details for a client of the actor's firm who has not set a password yet (the first
 * ones were lost or expired): a new temporary password and link, shown once; the old ones stop working.
 */
export async function renewClientAccess(actor: Actor, clientId: Types.ObjectId): Promise<RenewedAccess> {
  return { ...(await renewPersonAccess(actor, await primaryPersonOf(actor, clientId), clientId)), id: clientId.toString() };
}

type RenewedAccess = Omit<CreatedClient, 'status' | 'archived' | 'projectsCount' | 'kind' | 'peopleCount' | 'peopleAccess' | 'tags'>;

/** renewClientAccess for any person of the account `clientId` (the person's row on the client's page); `id` is the person's. */
export async function renewPersonAccess(actor: Actor, client: UserRecord, clientId: Types.ObjectId): Promise<RenewedAccess> {
  if (!client.requiresPasswordChange) throw new HttpError(409, CLIENT_HAS_PASSWORD);

  const temporaryPassword = generateTemporaryPassword();
  const accessToken = createAccessToken();
  const renewed = await User.updateOne(
    { _id: client._id, organizationId: actor.organizationId, role: 'client', requiresPasswordChange: true },
    {
      $set: {
        passwordHash: await hashPassword(temporaryPassword),
        accessTokenHash: accessToken.tokenHash,
        accessTokenExpiresAt: accessToken.expiresAt,
      },
      // The firm gives them a way in by name: an import's "never" no longer holds.
      $unset: { invitationsOff: '' },
    },
  );
  // The client set a password while the hash was being computed.
  if (renewed.matchedCount === 0) throw new HttpError(409, CLIENT_HAS_PASSWORD);
  await recordAudit({ action: 'client.access_link_created', object: clientObject(client), client: { _id: clientId, displayName: await accountName(actor, clientId) } });
  return {
    id: client._id.toString(),
    username: client.username,
    displayName: client.displayName,
    twoFactorEnabled: Boolean(client.twoFactor?.enabledAt),
    pendingEmail: null,
    access: 'invited',
    passwordSetWith: null,
    requiresPasswordChange: true,
    temporaryPassword,
    firstAccessUrl: `/auth/first-access/${accessToken.token}`,
  };
}

export const CLIENT_HAS_NO_PASSWORD = 'This client has not set a password yet: give them a new access link instead';

/**
 * The firm's "Send password reset" for a client of the actor's firm who set a password and lost it: a
 * reset link mailed to the client (never shown to the firm).
 */
export async function sendClientPasswordReset(actor: Actor, clientId: Types.ObjectId): Promise<{ ok: true; message: string }> {
  const client = await primaryPersonOf(actor, clientId);
  if (client.requiresPasswordChange) throw new HttpError(409, CLIENT_HAS_NO_PASSWORD);
  const firm = await Organization.findOne({ _id: actor.organizationId }, { name: 1 }).lean<{ name: string }>();
  await sendPasswordResetTo(client, firm?.name ?? 'Your firm');
  await recordAudit({ action: 'client.password_reset', object: clientObject(client), client: { _id: clientId, displayName: await accountName(actor, clientId) } });
  return { ok: true, message: `A link to choose a new password was mailed to ${client.username}. It works for 30 minutes.` };
}

/** What the firm calls client account `clientId` (for the audit trail). */
async function accountName(actor: Actor, clientId: Types.ObjectId): Promise<string> {
  return (await ClientAccount.findOne({ _id: clientId, organizationId: actor.organizationId }, { name: 1 }).lean<ClientAccountRecord>())?.name ?? '';
}
