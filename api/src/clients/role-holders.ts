import mongoose, { type Types } from 'mongoose';
import type { ClientRoleHolder } from '@clientline/contracts';
import type { Actor } from '../actor/actor';
import { recordAudit } from '../audit/record';
import { ClientAccount, type ClientAccountRecord } from '../client-accounts/model';
import { HttpError } from '../http/errors';
import { FirmRole, type FirmRoleRecord } from '../firm-roles/model';
import { findRole, listRoles } from '../firm-roles/service';
import { distinctIds } from '../ids/distinct-ids';
import type { ProjectRecord } from '../projects/model';
import { User, type UserRecord } from '../users/model';
import { findVisibleClient } from './people-service';
import { findFirmClient } from './service';

const NOT_STAFF = 'Choose someone of your firm’s team';

/** Active people of the firm's staff among `userIds`, by id. */
async function activeStaff(organizationId: Types.ObjectId, userIds: Types.ObjectId[]): Promise<Map<string, Pick<UserRecord, '_id' | 'displayName'>>> {
  if (userIds.length === 0) return new Map();
  const staff = await User.find(
    { organizationId, _id: mongoose.trusted({ $in: userIds }), role: mongoose.trusted({ $in: ['organization', 'team_member'] }), status: 'active' },
    { displayName: 1 },
  ).lean<Array<Pick<UserRecord, '_id' | 'displayName'>>>();
  return new Map(staff.map((person) => [person._id.toString(), person]));
}

/** Each of the firm's roles and who of the active staff fills it for the client (GET /api/clients/{id}/roles). */
export async function getRoleHolders(actor: Actor, clientId: Types.ObjectId): Promise<ClientRoleHolder[]> {
  const account = await findVisibleClient(actor, clientId);
  const roles = await listRoles(actor);
  const holders = account.roleHolders ?? [];
  const staff = await activeStaff(actor.organizationId, holders.map((holder) => holder.userId));
  return roles.map((role) => {
    const person = staff.get(holders.find((holder) => holder.roleId.toString() === role.id)?.userId.toString() ?? '');
    return { roleId: role.id, roleName: role.name, userId: person?._id.toString() ?? null, userName: person?.displayName ?? null };
  });
}

/** Says who fills a role for the client, or that nobody does (PUT /api/clients/{id}/roles/{roleId}). */
export async function setRoleHolder(actor: Actor, clientId: Types.ObjectId, roleId: Types.ObjectId, userId: Types.ObjectId | null): Promise<ClientRoleHolder[]> {
  const { account } = await findFirmClient(actor, clientId);
  const role = await findRole(actor, roleId);
  const person = userId && (await activeStaff(actor.organizationId, [userId])).get(userId.toString());
  if (userId && !person) throw new HttpError(400, NOT_STAFF, { errors: { userId: NOT_STAFF } });
  const scope = { _id: account._id, organizationId: actor.organizationId };
  await ClientAccount.updateOne(scope, { $pull: { roleHolders: { roleId } } });
  if (person) await ClientAccount.updateOne(scope, { $push: { roleHolders: { roleId, userId: person._id } } });
  await recordAudit({
    action: 'client.role_holder_changed',
    object: { type: 'client', id: account._id.toString(), name: account.name },
    detail: person ? `${role.name}: ${person.displayName}` : `${role.name}: nobody`,
  });
  return getRoleHolders(actor, clientId);
}

/**
 * Who is assigned a template's projects for each account: the active staff filling the template's roles for
 * it, in the roles' order, and `fallback` (whoever makes the project) for each role nobody fills for it, or
 * alone when the template names no role (roles deleted since are passed over).
 */
export async function assigneesByRole(
  organizationId: Types.ObjectId,
  accounts: Array<Pick<ClientAccountRecord, '_id' | 'roleHolders'>>,
  roleIds: string[],
  fallback: Types.ObjectId,
): Promise<Map<string, Types.ObjectId[]>> {
  if (roleIds.length === 0) return new Map(accounts.map((account) => [account._id.toString(), [fallback]]));
  const roles = await FirmRole.find({ organizationId, _id: mongoose.trusted({ $in: roleIds.map((id) => new mongoose.Types.ObjectId(id)) }) }, { _id: 1 }).lean<Array<Pick<FirmRoleRecord, '_id'>>>();
  const wanted = roleIds.filter((id) => roles.some((role) => role._id.toString() === id));
  const holderIds = accounts.flatMap((account) => (account.roleHolders ?? []).filter((holder) => wanted.includes(holder.roleId.toString())).map((holder) => holder.userId));
  const staff = await activeStaff(organizationId, holderIds);
  return new Map(
    accounts.map((account) => {
      const ids = wanted.length === 0 ? [fallback] : wanted.map((roleId) => {
        const holder = (account.roleHolders ?? []).find((candidate) => candidate.roleId.toString() === roleId);
        return holder && staff.has(holder.userId.toString()) ? holder.userId : fallback;
      });
      return [account._id.toString(), distinctIds(ids)];
    }),
  );
}

/** Who of the staff fills the role for the project's client, or null when nobody does. */
export async function roleHolderOfProject(project: Pick<ProjectRecord, 'organizationId' | 'clientId'>, roleId: string): Promise<Types.ObjectId | null> {
  const account = await ClientAccount.findOne({ _id: project.clientId, organizationId: project.organizationId }, { roleHolders: 1 }).lean<Pick<ClientAccountRecord, 'roleHolders'>>();
  return account?.roleHolders?.find((holder) => holder.roleId.toString() === roleId)?.userId ?? null;
}
