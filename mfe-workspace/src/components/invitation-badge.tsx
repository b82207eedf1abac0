import type { ClientAccess } from '@clientline/contracts';
import { Badge, type BadgeTone } from '@clientline/shared-ui';

const INVITATION_BADGES: Record<Exclude<ClientAccess, 'active'>, { tone: BadgeTone; label: string }> = {
  not_invited: { tone: 'neutral', label: 'Not invited yet' },
  invited: { tone: 'info', label: 'Invited' },
  invitation_expired: { tone: 'warning', label: 'Invitation expired' },
};

/** Where a client person stands with their invitation, until they choose a password (then nothing). */
export function InvitationBadge({ access }: { access: ClientAccess }) {
  if (access === 'active') return null;
  const { tone, label } = INVITATION_BADGES[access];
  return <Badge tone={tone}>{label}</Badge>;
}
