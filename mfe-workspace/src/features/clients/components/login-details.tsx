import styled from 'styled-components';
import type { ClientListItem } from '@clientline/contracts';
import { Badge } from '@clientline/shared-ui';
import { firstAccessLink, type AccessDetailsProps } from '../../../components/access-details';
import { CopyButton } from '../../../components/copy-button';
import { SecretText } from '../../../components/secret-text';
import { RenewAccessButton } from './renew-access-button';

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

interface LoginDetailsProps {
  client: ClientListItem;
  /** The one-time details, when they were shown on this page (new client or renewed access). */
  access?: AccessDetailsProps;
  onRenewed(access: AccessDetailsProps & { id: string }): void;
}

/**
 * A client's Login Details: "Password set" once they chose one; before that, the temporary password and
 * first-access link while this page still holds them, else a way to make new ones.
 */
export function LoginDetails({ client, access, onRenewed }: LoginDetailsProps) {
  if (!client.requiresPasswordChange) return <Badge tone="success">Password set</Badge>;
  if (access) {
    return (
      <Stack>
        <SecretText secret={access.temporaryPassword} label={`Temporary password of ${client.displayName}`} />
        <CopyButton text={firstAccessLink(access.firstAccessUrl)} copiedTitle="Link Copied!" aria-label={`Copy first-access link of ${client.displayName}`}>
          Copy access link
        </CopyButton>
      </Stack>
    );
  }
  return (
    <Stack>
      <Muted>Has not chosen a password yet</Muted>
      <RenewAccessButton client={client} onRenewed={onRenewed} />
    </Stack>
  );
}
