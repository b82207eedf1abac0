import { z } from 'zod';
import { practiceSchema, roleSchema } from './enum-schemas';
import { EMAIL_MAX_LENGTH, EMAIL_TOO_LONG, emailField, nameText, optionalNameText, optionalText, passwordField, requiredText, wrongTypeOr } from './fields';

function fieldOf(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}

/** Lets a cross-field rule run even while other fields still have errors, so the form shows them all. */
function whenFields(...keys: string[]) {
  return (payload: { value: unknown }) => keys.every((key) => typeof fieldOf(payload.value, key) === 'string');
}

const authPassword = passwordField(8, {
  required: 'Password is required',
  tooShort: 'Password must be at least 8 characters',
});

/**
 * The password of a sign-in: only required (and at most 100 characters, like every password rule), never a
 * minimum, since a client may have set 6 characters on the set-password screen or in Change Password and
 * must still be able to sign in (README, "Passwords").
 */
const signInPassword = passwordField(1, { required: 'Password is required', tooShort: 'Password is required' });

/** The Login tab of /auth. */
export const loginSchema = z.object({
  username: emailField,
  password: signInPassword,
});

/** The Register tab of /auth. Organization Name is required only for the organization account type. */
export const registerSchema = z
  .object({
    username: emailField,
    password: authPassword,
    role: roleSchema,
    displayName: nameText('Full name is required'),
    /** For an organization: its name. For a team member or client: the organization they ask to join. */
    organizationName: optionalNameText(200),
    phoneNumber: optionalText(40),
    /** For an organization: what kind of firm it is (left out: 'other'). Ignored for the other roles. */
    practice: practiceSchema.optional(),
  })
  .refine((value) => value.role !== 'organization' || Boolean(value.organizationName), {
    message: 'Organization name is required',
    path: ['organizationName'],
    when: (payload) => fieldOf(payload.value, 'role') === 'organization',
  });

/** The organization's public client login page (/{organizationName}). */
export const clientLoginSchema = z.object({
  username: z
    .string({ error: wrongTypeOr('Invalid email address', 'Email must be text') })
    .trim()
    .toLowerCase()
    .max(EMAIL_MAX_LENGTH, { error: EMAIL_TOO_LONG })
    .pipe(z.email({ error: 'Invalid email address' })),
  password: signInPassword,
});

/**
 * What POST /api/login accepts. The password has no minimum here: clients may have set a 6-character
 * password on the set-password screen. `organizationName` (name or slug) restricts the login to that firm.
 */
export const loginRequestSchema = clientLoginSchema.extend({
  organizationName: optionalText(200),
});

/** The set-password screen (/auth/first-access/{accessToken}). */
export const setPasswordSchema = z
  .object({
    password: passwordField(6, {
      required: 'Password must be at least 6 characters',
      tooShort: 'Password must be at least 6 characters',
      tooLong: 'Password is too long',
    }),
    confirmPassword: z.string({ error: wrongTypeOr('Passwords must match', 'Must be text') }),
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: 'Passwords must match',
    path: ['confirmPassword'],
    when: whenFields('password', 'confirmPassword'),
  });

const currentPasswordField = z
  .string({ error: wrongTypeOr('Current password is required', 'Current password must be text') })
  .min(1, { error: 'Current password is required' })
  .max(200, 'Current password is too long');

const newPasswordField = passwordField(6, {
  required: 'New password must be at least 6 characters',
  tooShort: 'New password must be at least 6 characters',
});

/** The Change Password dialog. */
export const changePasswordSchema = z
  .object({
    currentPassword: currentPasswordField,
    newPassword: newPasswordField,
    confirmPassword: z
      .string({ error: wrongTypeOr('Please confirm your password', 'Must be text') })
      .min(1, { error: 'Please confirm your password' }),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
    when: whenFields('newPassword', 'confirmPassword'),
  });

/**
 * What POST /api/change-password accepts (the confirmation is never sent). On the set-password screen
 * `currentPassword` carries the access token.
 */
export const changePasswordRequestSchema = z.object({
  currentPassword: currentPasswordField,
  newPassword: newPasswordField,
});

/** POST /api/auth/validate-access-token */
export const accessTokenSchema = z.object({
  token: requiredText('Access token is required', 200),
});

/** "Forgot password?" on /auth and on a firm's login page (which sends its own name). */
export const forgotPasswordSchema = z.object({
  email: clientLoginSchema.shape.username,
  organizationName: optionalText(200),
});

/** POST /api/auth/reset-password/check: is the mailed link still good? */
export const resetTokenSchema = z.object({
  token: requiredText('This password reset link is invalid', 200),
});

/** POST /api/auth/reset-password: the link's token and the new password, under the set-password rules. */
export const resetPasswordRequestSchema = resetTokenSchema.extend({
  newPassword: setPasswordSchema.shape.password,
});

/** The one answer to "Forgot password?", whether or not an account uses the address. */
export const FORGOT_PASSWORD_ANSWER =
  'If an account uses this email, we have sent it a link to choose a new password. The link works for 30 minutes.';
export const INVALID_RESET_LINK = 'This password reset link was already used or has expired. Ask for a new one below.';
export const PASSWORD_RESET_DONE = 'Your password was changed. Sign in with your new password.';

export type LoginInput = z.input<typeof loginSchema>;
export type RegisterInput = z.input<typeof registerSchema>;
export type ClientLoginInput = z.input<typeof clientLoginSchema>;
export type LoginRequest = z.input<typeof loginRequestSchema>;
export type SetPasswordInput = z.input<typeof setPasswordSchema>;
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;
export type AccessTokenRequest = z.input<typeof accessTokenSchema>;
export type ForgotPasswordRequest = z.input<typeof forgotPasswordSchema>;
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;
