import type { ClientAccess } from '@clientline/contracts';
import { Badge, type BadgeTone } from '@clientline/shared-ui';

/** Where a client person stands, in the screens' words (the Clients screen's invitation filter says these). */
export const ACCESS_WORDS: Record<ClientAccess, string> = {
  not_invited: 'Not invited yet',
  invited: 'Invited',
  invitation_expired: 'Invitation expired',
  active: 'Password set',
};

const INVITATION_TONES: Record<Exclude<ClientAccess, 'active'>, BadgeTone> = { not_invited: 'neutral', invited: 'info', invitation_expired: 'warning' };

/** Where a client person stands with their invitation, until they choose a password (then nothing). */
export function InvitationBadge({ access }: { access: ClientAccess }) {
  if (access === 'active') return null;
  return <Badge tone={INVITATION_TONES[access]}>{ACCESS_WORDS[access]}</Badge>;
}
