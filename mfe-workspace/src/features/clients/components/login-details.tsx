import styled from '@clientline/shared-ui/styled';
import type { ClientListItem, PasswordSetWith } from '@clientline/contracts';
import { Badge } from '@clientline/shared-ui';
import { firstAccessLink, type AccessDetailsProps } from '../../../components/access-details';
import { InvitationBadge } from '../../../components/invitation-badge';
import { CopyButton } from '../../../components/copy-button';
import { SecretText } from '../../../components/secret-text';
import { RenewAccessButton } from './renew-access-button';
import { SendPasswordResetButton } from './send-password-reset-button';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

/** How the client chose their password: the firm saw the temporary one, so it matters which. */
const SET_WITH: Record<PasswordSetWith, string> = {
  invitation_link: 'Set by the client from the invitation link',
  temporary_password: 'Set with the temporary password',
};

interface LoginDetailsProps {
  client: ClientListItem;
  /** The one-time details, when they were shown on this page (new client or renewed access). */
  access?: AccessDetailsProps;
  onRenewed(access: AccessDetailsProps & { id: string }): void;
  /** Organization accounts may resend invitations and send password resets. */
  canManage: boolean;
}

/**
 * A client's Login Details: "Password set" once they chose one (with Send password reset, should they lose
 * it); before that, whether their invitation still works, the temporary password and first-access link
 * while this page still holds them, else Resend invitation.
 */
export function LoginDetails({ client, access, onRenewed, canManage }: LoginDetailsProps) {
  // An archived client cannot sign in: no invitation or reset is offered until they are restored.
  if (client.archived) return <Muted>No sign-in while archived</Muted>;
  if (!client.requiresPasswordChange) {
    return (
      <Stack>
        <Badge tone="success">Password set</Badge>
        {client.passwordSetWith && <Muted>{SET_WITH[client.passwordSetWith]}</Muted>}
        {canManage && <SendPasswordResetButton client={client} />}
      </Stack>
    );
  }
  const invitation = <InvitationBadge access={client.access} />;
  if (access) {
    return (
      <Stack>
        {invitation}
        <SecretText secret={access.temporaryPassword} label={`Temporary password of ${client.displayName}`} />
        <CopyButton text={firstAccessLink(access.firstAccessUrl)} copiedTitle="Link Copied!" aria-label={`Copy first-access link of ${client.displayName}`}>
          Copy access link
        </CopyButton>
      </Stack>
    );
  }
  return (
    <Stack>
      {invitation}
      <Muted>Has not chosen a password yet</Muted>
      {canManage && <RenewAccessButton client={client} onRenewed={onRenewed} />}
    </Stack>
  );
}
