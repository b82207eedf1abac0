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

export const CLIENT_ACCOUNT_KIND_LABELS: Record<ClientAccountKind, string> = { individual: 'Individual', household: 'Household', company: 'Company' };

/**
 * Edit client (PATCH /api/clients/{id}): the specification's name and email, and what kind of account it is.
 * An individual's account is named after its person; a household's or a company's has a name of its own.
 */
export const editClientSchema = newClientSchema.extend({
  kind: z.enum(CLIENT_ACCOUNT_KINDS, { error: 'Kind must be individual, household or company' }).optional(),
});

export type EditClientInput = z.input<typeof editClientSchema>;

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

/** The longest phone number a person is given. */
export const PERSON_PHONE_MAX = 40;

/**
 * Edit person (PATCH /api/clients/{id}/people/{personId}): their name, email and phone (either left out: it
 * stays; an empty phone: none) and which projects they see.
 */
export const editClientPersonSchema = z.object({
  displayName: nameText('Name is required'),
  username: emailField.optional(),
  phone: z.string({ error: 'The phone number must be text' }).trim().max(PERSON_PHONE_MAX, `A phone number is at most ${PERSON_PHONE_MAX} characters`).optional(),
  projectIds: personProjectIds,
});

export type NewClientPersonInput = z.input<typeof newClientPersonSchema>;
export type EditClientPersonInput = z.input<typeof editClientPersonSchema>;

/** The most tags one client carries, and the longest tag. */
export const CLIENT_TAGS_MAX = 20;
export const CLIENT_TAG_MAX_LENGTH = 40;

/** One tag of a client: trimmed, 1 to 40 characters. */
export const clientTag = nameText('A tag cannot be empty', CLIENT_TAG_MAX_LENGTH);

/** Tags (PUT /api/clients/{id}/tags): the client's whole set, e.g. 1040, S-corp, Extension 2025, Estate. */
export const clientTagsSchema = z.object({
  tags: z.array(clientTag, { error: 'tags must be a list' }).max(CLIENT_TAGS_MAX, `A client can have at most ${CLIENT_TAGS_MAX} tags`),
});
export type ClientTagsInput = z.input<typeof clientTagsSchema>;

/** GET /api/clients: `archived=true` lists the archived clients instead of the others; `tag` only those with that tag. */
export const clientListQuerySchema = z.object({
  archived: z.literal('true', { error: "archived must be 'true' (the archived clients)" }).optional(),
  tag: clientTag.optional(),
});

/** POST /api/login (403) for a client the firm archived who gave the right password. */
export function clientArchivedMessage(organizationName: string): string {
  return `${organizationName} archived your account, so you cannot sign in. Ask the firm to restore it if you need access again.`;
}
