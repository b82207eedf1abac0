import { z } from 'zod';
import { emailField, nameText, objectIdSchema } from './fields';

/** Add Client and Edit client dialogs (POST /api/clients, PATCH /api/clients/{id}). */
export const newClientSchema = z.object({
  username: emailField,
  displayName: nameText('Display name is required'),
});

export type NewClientInput = z.input<typeof newClientSchema>;

/**
 * What a client account is: one person, a household (a couple filing jointly) or a company (its owner and
 * its bookkeeper). An account made by Add Client is an individual's.
 */
export const CLIENT_ACCOUNT_KINDS = ['individual', 'household', 'company'] as const;
export type ClientAccountKind = (typeof CLIENT_ACCOUNT_KINDS)[number];

/** The most projects one person may be limited to. */
export const PERSON_PROJECTS_MAX = 500;

/** A person's projects: null for every project of the account (those made later too), or the chosen ones. */
const personProjectIds = z
  .array(objectIdSchema, { error: 'projectIds must be a list of project ids, or null for every project' })
  .max(PERSON_PROJECTS_MAX, `A person can be limited to at most ${PERSON_PROJECTS_MAX} projects`)
  .nullable();

/** Add person (POST /api/clients/{id}/people): a new sign-in on the client's account, invited by mail. */
export const newClientPersonSchema = z.object({
  username: emailField,
  displayName: nameText('Name is required'),
  projectIds: personProjectIds.default(null),
});

/** Edit person (PATCH /api/clients/{id}/people/{personId}): their name and which projects they see. */
export const editClientPersonSchema = z.object({
  displayName: nameText('Name is required'),
  projectIds: personProjectIds,
});

export type NewClientPersonInput = z.input<typeof newClientPersonSchema>;
export type EditClientPersonInput = z.input<typeof editClientPersonSchema>;

/** GET /api/clients: `archived=true` lists the archived clients instead of the others. */
export const clientListQuerySchema = z.object({
  archived: z.literal('true', { error: "archived must be 'true' (the archived clients)" }).optional(),
});

/** POST /api/login (403) for a client the firm archived who gave the right password. */
export function clientArchivedMessage(organizationName: string): string {
  return `${organizationName} archived your account, so you cannot sign in. Ask the firm to restore it if you need access again.`;
}
