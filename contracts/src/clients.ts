import { z } from 'zod';
import { emailField, requiredText } from './fields';

/** Add Client dialog (POST /api/clients). */
export const newClientSchema = z.object({
  username: emailField,
  displayName: requiredText('Display name is required'),
});

export type NewClientInput = z.input<typeof newClientSchema>;
