import { recordAudit, userObject } from '../audit/record';
import { endOtherSessions } from '../session';
import type { UserRecord } from '../users/model';
import { resetOwnerTwoFactor } from './two-factor';

/**
 * What `npm run reset-owner-two-factor -w api -- <email>` does for an owner who lost both their phone and
 * their recovery codes: two-factor sign-in off, every session (and half-finished sign-in) of theirs ended,
 * an entry in their firm's trail by nobody of the firm. Their sockets close at each api process's next
 * look at its sockets' sessions (within a minute).
 */
export async function resetOwnerTwoFactorAsOperator(email: string): Promise<UserRecord> {
  const owner = await resetOwnerTwoFactor(email);
  await endOtherSessions(owner._id.toString(), undefined);
  await recordAudit({ action: 'two_factor.reset', organizationId: owner.organizationId, actor: null, object: userObject(owner), detail: "By the server's operator" });
  return owner;
}
