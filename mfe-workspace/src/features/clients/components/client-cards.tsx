import { Link } from '@clientline/shared-ui/router';
import styled from 'styled-components';
import type { ClientListItem } from '@clientline/contracts';
import { Button, Card } from '@clientline/shared-ui';
import type { AccessDetailsProps } from '../../../components/access-details';
import { ClientStatusBadge } from '../../../components/client-status-badge';
import { LoginDetails } from './login-details';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled(Card)`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Line = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

interface ClientCardsProps {
  clients: ClientListItem[];
  accessOf(clientId: string): AccessDetailsProps | undefined;
  onRenewed(access: AccessDetailsProps & { id: string }): void;
  canManage: boolean;
}

/** The clients table as cards, for phones: the same facts and actions, nothing to scroll sideways. */
export function ClientCards({ clients, accessOf, onRenewed, canManage }: ClientCardsProps) {
  return (
    <List aria-label="Clients">
      {clients.map((client) => (
        <Item as="li" key={client.id}>
          <h2>{client.displayName}</h2>
          <Line>
            {client.username} <ClientStatusBadge status={client.status} />
          </Line>
          {canManage || !client.requiresPasswordChange ? (
            <LoginDetails client={client} access={accessOf(client.id)} onRenewed={onRenewed} />
          ) : (
            <Line>Has not chosen a password yet</Line>
          )}
          <Actions>
            <Button as={Link} to={`/projects/client/${client.id}`} variant="secondary" size="sm" aria-label={`View projects of ${client.displayName}`}>
              View Projects
            </Button>
            <Button as={Link} to={`/client/${client.id}`} variant="ghost" size="sm" aria-label={`Client details of ${client.displayName}`}>
              Client Details
            </Button>
          </Actions>
        </Item>
      ))}
    </List>
  );
}
