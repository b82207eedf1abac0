import { z } from 'zod';
import { requiredText, wrongTypeOr } from './fields';
import type { OkMessage } from './types';

/** POST /api/auth/confirm-email/check: the token of a mailed confirmation link. */
export const emailConfirmationTokenSchema = z.object({
  token: requiredText('This confirmation link is invalid', 200),
});

/** POST /api/auth/confirm-email: the link's token and the account's password (the link alone confirms nothing). */
export const confirmEmailSchema = emailConfirmationTokenSchema.extend({
  password: z
    .string({ error: wrongTypeOr('Password is required', 'Password must be text') })
    .min(1, { error: 'Password is required' })
    .max(200, 'Password is too long'),
});

/** POST /api/auth/confirm-email/check: the address the link confirms, and whether it replaces the sign-in email. */
export interface EmailConfirmationCheck extends OkMessage {
  address: string;
  change: boolean;
}

/** POST /api/auth/confirm-email: the address now confirmed, and where its owner signs in. */
export interface EmailConfirmed extends OkMessage {
  address: string;
  signInPath: string;
}

export type ConfirmEmailRequest = z.input<typeof confirmEmailSchema>;
