import mongoose, { type Types } from 'mongoose';
import type { ClientListItem, CreatedClient } from '@clientline/contracts';
import type { Actor } from '../actor/actor';
import { generateTemporaryPassword, hashPassword } from '../auth/passwords';
import { createAccessToken } from '../auth/tokens';
import { HttpError } from '../http/errors';
import { Project } from '../projects/model';
import { User, type UserRecord } from '../users/model';
import { clientDisplayStatus, type StatusProject } from './display-status';

export const EMAIL_TAKEN = 'An account with this email already exists';

export interface NewClient {
  username: string;
  displayName: string;
}

function toClientListItem(user: UserRecord, projects: StatusProject[], now: Date): ClientListItem {
  return {
    id: user._id.toString(),
    username: user.username,
    displayName: user.displayName,
    status: clientDisplayStatus(projects, now),
    requiresPasswordChange: user.requiresPasswordChange,
  };
}

/** The firm's clients by name, each with its display status: two queries whatever the number of clients. */
export async function listClients(actor: Actor, now = new Date()): Promise<ClientListItem[]> {
  const { organizationId } = actor;
  const [clients, projects] = await Promise.all([
    User.find({ organizationId, role: 'client' }).sort({ displayName: 1 }).lean<UserRecord[]>(),
    Project.find({ organizationId }, { clientId: 1, status: 1, startDate: 1, endDate: 1 })
      .lean<(StatusProject & { clientId: Types.ObjectId })[]>(),
  ]);
  const projectsByClient = new Map<string, StatusProject[]>();
  for (const project of projects) {
    const key = project.clientId.toString();
    const clientProjects = projectsByClient.get(key);
    if (clientProjects) clientProjects.push(project);
    else projectsByClient.set(key, [project]);
  }
  return clients.map((client) => toClientListItem(client, projectsByClient.get(client._id.toString()) ?? [], now));
}

/**
 * A client account of the firm with a random temporary password and a first-access link, both
 * returned once: the password is stored hashed, the link's token as its sha256 (the auth domain
 * checks and uses it up at /api/auth/validate-access-token and /api/change-password).
 * `emailField` names the field a taken email is reported on (`newClient.email` from the project form).
 */
export async function createClient(
  actor: Actor,
  input: NewClient,
  { emailField = 'username' }: { emailField?: string } = {},
): Promise<CreatedClient> {
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
  });
  return {
    ...toClientListItem(user.toObject(), [], new Date()),
    temporaryPassword,
    firstAccessUrl: `/auth/first-access/${accessToken.token}`,
  };
}

/** Undoes createClient when what it was created for failed (no transactions on a standalone server). */
export async function deleteClient(actor: Actor, clientId: string): Promise<void> {
  await User.deleteOne({ _id: clientId, organizationId: actor.organizationId, role: 'client' });
}

/** The client `clientId` of this firm, or a 400 naming the field. */
export async function findClientOfOrganization(actor: Actor, clientId: string): Promise<UserRecord> {
  const client = await User.findOne({ _id: clientId, organizationId: actor.organizationId, role: 'client' }).lean<UserRecord>();
  if (!client) throw new HttpError(400, 'Client not found', { errors: { clientId: 'Client not found' } });
  return client;
}

/** displayName of each client id, in one query. */
export async function clientNames(actor: Actor, clientIds: Types.ObjectId[]): Promise<Map<string, string>> {
  if (clientIds.length === 0) return new Map();
  const clients = await User.find({ organizationId: actor.organizationId, _id: mongoose.trusted({ $in: clientIds }) }, { displayName: 1 }).lean<
    Pick<UserRecord, '_id' | 'displayName'>[]
  >();
  return new Map(clients.map((client) => [client._id.toString(), client.displayName]));
}
