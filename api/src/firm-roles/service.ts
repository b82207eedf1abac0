import mongoose, { Types } from 'mongoose';
import { FIRM_ROLE_LIMITS, type FirmRole as FirmRoleView, type OkMessage } from '@clientline/contracts';
import type { Actor } from '../actor/actor';
import { recordAudit } from '../audit/record';
import { isDuplicateKeyError } from '../http/duplicate-key';
import { HttpError } from '../http/errors';
import { FirmRole, type FirmRoleRecord } from './model';

const ROLE_NOT_FOUND = 'Role not found';
export const NOT_YOUR_ROLES = 'Some of the chosen roles are not your firm’s any more: reload the page and choose again';
const TOO_MANY = `Your firm has ${FIRM_ROLE_LIMITS.perFirm} roles, the most it can keep: delete one before adding another`;

const toRole = (record: Pick<FirmRoleRecord, '_id' | 'name'>): FirmRoleView => ({ id: record._id.toString(), name: record.name });

function nameTaken(name: string): HttpError {
  const message = `A role is already named "${name}": choose another name`;
  return new HttpError(409, message, { errors: { name: message } });
}

/** The firm's roles, by name. */
export async function listRoles(actor: Actor): Promise<FirmRoleView[]> {
  const roles = await FirmRole.find({ organizationId: actor.organizationId }, { name: 1 }).sort({ nameKey: 1 }).lean<FirmRoleRecord[]>();
  return roles.map(toRole);
}

export async function createRole(actor: Actor, name: string): Promise<FirmRoleView> {
  const { organizationId } = actor;
  if ((await FirmRole.countDocuments({ organizationId })) >= FIRM_ROLE_LIMITS.perFirm) throw new HttpError(409, TOO_MANY);
  try {
    const role = toRole((await FirmRole.create({ organizationId, name, nameKey: name.toLowerCase() })).toObject());
    await recordAudit({ action: 'role.created', object: { type: 'role', id: role.id, name } });
    return role;
  } catch (error) {
    if (isDuplicateKeyError(error)) throw nameTaken(name);
    throw error;
  }
}

/** Renames a role: clients and templates name it by its id, so they follow. */
export async function renameRole(actor: Actor, roleId: Types.ObjectId, name: string): Promise<FirmRoleView> {
  try {
    const before = await findRole(actor, roleId);
    const renamed = await FirmRole.findOneAndUpdate({ _id: roleId, organizationId: actor.organizationId }, { $set: { name, nameKey: name.toLowerCase() } }, { returnDocument: 'after' }).lean<FirmRoleRecord>();
    if (!renamed) throw new HttpError(404, ROLE_NOT_FOUND);
    await recordAudit({ action: 'role.renamed', object: { type: 'role', id: renamed._id.toString(), name }, detail: `${before.name} → ${name}` });
    return toRole(renamed);
  } catch (error) {
    if (isDuplicateKeyError(error)) throw nameTaken(name);
    throw error;
  }
}

/** Deletes a role: who filled it for each client is forgotten, and templates no longer assign by it. */
export async function deleteRole(actor: Actor, roleId: Types.ObjectId): Promise<OkMessage> {
  const deleted = await FirmRole.findOneAndDelete({ _id: roleId, organizationId: actor.organizationId }).lean<FirmRoleRecord>();
  if (!deleted) throw new HttpError(404, ROLE_NOT_FOUND);
  await recordAudit({ action: 'role.deleted', object: { type: 'role', id: deleted._id.toString(), name: deleted.name } });
  return { ok: true, message: `The role "${deleted.name}" was deleted` };
}

/** The role, if it is the firm's. */
export async function findRole(actor: Actor, roleId: Types.ObjectId): Promise<FirmRoleRecord> {
  const role = await FirmRole.findOne({ _id: roleId, organizationId: actor.organizationId }).lean<FirmRoleRecord>();
  if (!role) throw new HttpError(404, ROLE_NOT_FOUND);
  return role;
}

/** Refuses role ids that are not the firm's (a template naming them): 400 on `field`. */
export async function requireFirmRoles(actor: Actor, roleIds: string[], field: string): Promise<void> {
  const unique = [...new Set(roleIds)];
  if (unique.length === 0) return;
  const found = await FirmRole.countDocuments({ organizationId: actor.organizationId, _id: mongoose.trusted({ $in: unique.map((id) => new Types.ObjectId(id)) }) });
  if (found < unique.length) throw new HttpError(400, NOT_YOUR_ROLES, { errors: { [field]: NOT_YOUR_ROLES } });
}
