import styled from '@clientline/shared-ui/styled';
import { CardList, CardListItem, MetaLine } from '../../../components/card-list';
import { SelectCheckbox } from '../../../components/selection-checkbox';
import { ClientActions } from './client-actions';
import { ClientStatus } from './client-status';
import { TagList } from './client-tags';
import { OtherPeople, type ClientListViewProps } from './clients-table';
import { LoginDetails } from './login-details';

const Item = styled(CardListItem)`
  justify-items: start;
  gap: ${({ theme }) => theme.space[3]};
`;

const Line = styled(MetaLine)`
  overflow-wrap: anywhere;
`;

const Heading = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  overflow-wrap: anywhere;
`;

/** The clients table as cards, for phones: the same facts and actions, nothing to scroll sideways. */
export function ClientCards({ clients, accessOf, onRenewed, canManage, selection }: ClientListViewProps) {
  return (
    <CardList aria-label="Clients">
      {clients.map((client) => (
        <Item as="li" key={client.id}>
          <Heading>
            {selection && <SelectCheckbox selection={selection} id={client.id} label={`Select ${client.displayName}`} />}
            <h2>{client.displayName}</h2>
          </Heading>
          <TagList tags={client.tags} />
          <Line>
            <span>
              {client.username}
              <OtherPeople client={client} />
            </span>{' '}
            <ClientStatus client={client} />
          </Line>
          {canManage || !client.requiresPasswordChange ? (
            <LoginDetails client={client} access={accessOf(client.id)} onRenewed={onRenewed} canManage={canManage} />
          ) : (
            <Line>Has not chosen a password yet</Line>
          )}
          <ClientActions client={client} canManage={canManage} />
        </Item>
      ))}
    </CardList>
  );
}
