import { z } from 'zod';
import { objectIdSchema } from './fields';

/** The roles a firm names (preparer, reviewer): each client account says who of the staff fills each, and a template assigns its projects by role. */
export const FIRM_ROLE_LIMITS = { name: 40, perFirm: 20 } as const;

/** POST /api/firm-roles and PATCH /api/firm-roles/{id}. */
export const firmRoleSchema = z.object({
  name: z
    .string({ error: 'Name the role' })
    .trim()
    .min(1, 'Name the role')
    .max(FIRM_ROLE_LIMITS.name, `A role's name is at most ${FIRM_ROLE_LIMITS.name} characters`),
});

export type FirmRoleInput = z.input<typeof firmRoleSchema>;

export interface FirmRole {
  id: string;
  name: string;
}

/** PUT /api/clients/{id}/roles/{roleId}: who of the staff fills the role for this client (null: nobody). */
export const clientRoleHolderSchema = z.object({
  userId: objectIdSchema.nullable(),
});

export type ClientRoleHolderInput = z.input<typeof clientRoleHolderSchema>;

/** GET /api/clients/{id}/roles: each of the firm's roles and who fills it for the client. */
export interface ClientRoleHolder {
  roleId: string;
  roleName: string;
  userId: string | null;
  userName: string | null;
}
