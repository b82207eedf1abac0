import { z } from 'zod';
import { emailField, nameText } from './fields';

/** Add Client and Edit client dialogs (POST /api/clients, PATCH /api/clients/{id}). */
export const newClientSchema = z.object({
  username: emailField,
  displayName: nameText('Display name is required'),
});

export type NewClientInput = z.input<typeof newClientSchema>;

/** GET /api/clients: `archived=true` lists the archived clients instead of the others. */
export const clientListQuerySchema = z.object({
  archived: z.literal('true', { error: "archived must be 'true' (the archived clients)" }).optional(),
});

/** POST /api/login (403) for a client the firm archived who gave the right password. */
export function clientArchivedMessage(organizationName: string): string {
  return `${organizationName} archived your account, so you cannot sign in. Ask the firm to restore it if you need access again.`;
}
