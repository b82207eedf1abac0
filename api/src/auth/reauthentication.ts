import { TWO_FACTOR_CODE_PROMPT, type ReauthenticateRequest } from '@clientline/contracts';
import { recordAudit, userObject } from '../audit/record';
import { HttpError } from '../http/errors';
import { hasTwoFactor } from '../session/two-factor-enrolment';
import type { UserRecord } from '../users/model';
import { verifyPassword } from './passwords';
import { forgiveLoginAttempt, startLoginAttempt } from './throttle';
import { verifySecondFactor } from './two-factor';

export const PASSWORD_INCORRECT = 'Password is incorrect';

/**
 * The signed-in person gives their password again (and a code of their app when two-factor sign-in is on)
 * before a sensitive call. Wrong ones count as failed sign-ins (auth/throttle.ts) and are recorded in the
 * trail, as is the confirmation; refusals by the limits (429) are not, like sign-ins.
 */
export async function confirmIdentity(user: UserRecord, input: ReauthenticateRequest, address: string): Promise<void> {
  const twoFactor = hasTwoFactor(user);
  if (twoFactor && !input.code) throw new HttpError(400, TWO_FACTOR_CODE_PROMPT, { errors: { code: TWO_FACTOR_CODE_PROMPT } });
  try {
    const attempt = await startLoginAttempt(user.username, address);
    if (!(await verifyPassword(user.passwordHash, input.password))) {
      throw new HttpError(400, PASSWORD_INCORRECT, { errors: { password: PASSWORD_INCORRECT } });
    }
    await forgiveLoginAttempt(attempt);
    if (twoFactor) await verifySecondFactor(user, { code: input.code! }, address);
  } catch (error) {
    if (error instanceof HttpError && error.status !== 429) {
      await recordAudit({ action: 'identity.confirmation_failed', object: userObject(user), detail: error.message });
    }
    throw error;
  }
  await recordAudit({ action: 'identity.confirmed', object: userObject(user) });
}
