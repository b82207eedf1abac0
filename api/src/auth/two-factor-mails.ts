// Security mails about two-factor sign-in: always sent (account mails), each says what to do if it was not you.
import { SECURITY_PATH } from '@clientline/contracts/session-hint';
import { now } from '../clock/clock';
import { appLink } from '../mail/settings';
import { queueMail } from '../mail/outbox';
import type { UserRecord } from '../users/model';

export type TwoFactorChange =
  | 'enabled'
  | 'disabled'
  | 'reset'
  | 'reset-by-operator'
  | 'recovery-code-used'
  | 'recovery-codes-regenerated'
  | 'too-many-wrong-codes';

const IF_NOT_YOU = "If this was not you, choose a new password at once with 'Forgot password?' on the sign-in page, and tell your firm.";

function contentOf(user: UserRecord, change: TwoFactorChange, codesLeft: number): { subject: string; paragraphs: string[] } {
  const account = `your Clientline account (${user.username})`;
  switch (change) {
    case 'enabled':
      return {
        subject: 'Two-factor sign-in was turned on',
        paragraphs: [`Two-factor sign-in was turned on for ${account}: signing in now asks for a code of your authenticator app after the password.`, 'Keep your recovery codes somewhere safe: each signs you in once if you lose your phone.'],
      };
    case 'disabled':
      return {
        subject: 'Two-factor sign-in was turned off',
        paragraphs: [`Two-factor sign-in was turned off for ${account}: signing in asks only for the password now.`],
      };
    case 'reset':
      return {
        subject: 'Your firm reset your two-factor sign-in',
        paragraphs: [
          `Your firm turned two-factor sign-in off for ${account}, and every device was signed out.`,
          'Sign in with your password, then turn it on again from Sign-in and security with your authenticator app.',
        ],
      };
    case 'reset-by-operator':
      return {
        subject: 'Your two-factor sign-in was reset',
        paragraphs: [
          `The operator of Clientline turned two-factor sign-in off for ${account} at your request, and every device was signed out.`,
          'Sign in with your password, then turn it on again from Sign-in and security with your authenticator app.',
        ],
      };
    case 'too-many-wrong-codes':
      return {
        subject: 'Someone entered your password and wrong codes',
        paragraphs: [
          `Your password was entered for ${account}, then too many wrong two-factor codes. Signing in is paused for up to 15 minutes.`,
          'If this was not you, someone knows your password: choose a new one at once.',
        ],
      };
    case 'recovery-code-used':
      return {
        subject: 'A recovery code was used to sign in',
        paragraphs: [
          `A recovery code was used to sign in to ${account}. It will not work again; ${codesLeft} unused ${codesLeft === 1 ? 'code is' : 'codes are'} left.`,
          'If you lost your phone, set up your authenticator app again and make new recovery codes from Sign-in and security.',
        ],
      };
    case 'recovery-codes-regenerated':
      return {
        subject: 'New recovery codes were made',
        paragraphs: [`New recovery codes were made for ${account}. The old ones no longer work.`],
      };
  }
}

export async function queueTwoFactorMail(user: UserRecord, change: TwoFactorChange, { codesLeft = 0 } = {}): Promise<void> {
  const { subject, paragraphs } = contentOf(user, change, codesLeft);
  await queueMail({
    key: `two-factor-${change}:${user._id.toString()}:${now().getTime()}`,
    organizationId: user.organizationId,
    to: user.username,
    fromFirm: true,
    content: {
      subject,
      heading: subject,
      paragraphs,
      action: { label: 'Open Sign-in and security', url: appLink(SECURITY_PATH) },
      footnotes: [IF_NOT_YOU],
    },
  });
}
