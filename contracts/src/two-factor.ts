import { z } from 'zod';
import { wrongTypeOr } from './fields';

/** Two-factor sign-in with an authenticator app (TOTP, RFC 6238): docs/api.md, "Two-factor sign-in". */

/** How many single-use recovery codes a person gets when they turn it on or regenerate them. */
export const RECOVERY_CODE_COUNT = 10;

const codeField = z
  .string({ error: wrongTypeOr('Enter the 6-digit code from your authenticator app', 'The code must be text') })
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app');

const recoveryCodeField = z
  .string({ error: wrongTypeOr('Enter one of your recovery codes', 'The recovery code must be text') })
  .trim()
  .min(1, 'Enter one of your recovery codes')
  .max(40, 'That is not one of your recovery codes');

/** POST /api/user/two-factor/enable and /recovery-codes: a code of the authenticator app. */
export const twoFactorCodeSchema = z.object({ code: codeField });

/** POST /api/login/two-factor: the app's code, or one recovery code instead. */
export const twoFactorSignInSchema = z
  .object({ code: codeField.optional(), recoveryCode: recoveryCodeField.optional() })
  .refine((value) => Boolean(value.code) !== Boolean(value.recoveryCode), {
    message: 'Enter the 6-digit code from your authenticator app, or one recovery code',
    path: ['code'],
  });

/** POST /api/user/two-factor/disable: the account's password. */
export const disableTwoFactorSchema = z.object({
  password: z
    .string({ error: wrongTypeOr('Password is required', 'Password must be text') })
    .min(1, 'Password is required')
    .max(200, 'Password is too long'),
});

/**
 * POST /api/user/reauthenticate: the password again before a sensitive call, and a code of the app when the
 * person has two-factor sign-in on.
 */
export const reauthenticateSchema = disableTwoFactorSchema.extend({ code: codeField.optional() });

export type TwoFactorCodeRequest = z.input<typeof twoFactorCodeSchema>;
export type TwoFactorSignInRequest = z.input<typeof twoFactorSignInSchema>;
export type DisableTwoFactorRequest = z.input<typeof disableTwoFactorSchema>;
export type ReauthenticateRequest = z.input<typeof reauthenticateSchema>;

/** POST /api/user/two-factor/setup: the new key, pending until a code of it turns two-factor on. */
export interface TwoFactorSetup {
  ok: true;
  message: string;
  /** The key in base32, for typing into the app by hand. */
  secret: string;
  /** otpauth://totp/Clientline:{username}?secret=...&issuer=Clientline */
  otpauthUrl: string;
  /** The same URL as a QR code, an SVG document made by the server. */
  qrSvg: string;
}

/** POST /api/user/two-factor/enable and /recovery-codes: the recovery codes, shown this once. */
export interface TwoFactorRecoveryCodes {
  ok: true;
  message: string;
  recoveryCodes: string[];
}

/** POST /api/login (200) when the password was right and the account asks for a second step. */
export const TWO_FACTOR_CODE_PROMPT = 'Enter the 6-digit code from your authenticator app';

/** 403 on every call but enrolment, GET /api/user and logout while the firm requires it and the person has not enrolled. */
export const TWO_FACTOR_ENROLMENT_REQUIRED = 'Your firm requires two-factor sign-in. Set it up to continue.';

/** 400 from POST /api/user/two-factor/disable while the firm requires it for the person. */
export const TWO_FACTOR_REQUIRED_BY_FIRM = 'Your firm requires two-factor sign-in, so it cannot be turned off. Ask the firm to reset it if you lost your device.';
