import type { ClientRoleHolder, FirmRole } from '@clientline/contracts';
import { anId } from '@clientline/shared-ui/testing';

/** A role of the firm (GET /api/firm-roles), each with its own id. */
export function aFirmRole(overrides: Partial<FirmRole> = {}): FirmRole {
  return { id: anId(), name: 'Preparer', ...overrides };
}

/** A role as a client's page reads it (GET /api/clients/{id}/roles): filled by nobody unless given. */
export function aRoleHolder(role: FirmRole, holder: { id: string; name: string } | null = null): ClientRoleHolder {
  return { roleId: role.id, roleName: role.name, userId: holder?.id ?? null, userName: holder?.name ?? null };
}
