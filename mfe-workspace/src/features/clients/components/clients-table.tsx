import styled from '@clientline/shared-ui/styled';
import type { ClientListItem } from '@clientline/contracts';
import { TableCell, TableRow } from '@clientline/shared-ui/widgets';
import type { AccessDetailsProps } from '../../../components/access-details';
import { DataTable } from '../../../components/data-table';
import { InvitationBadge } from '../../../components/invitation-badge';
import { SelectAllCheckbox, SelectCheckbox } from '../../../components/selection-checkbox';
import type { PageSelection } from '../../../lib/use-page-selection';
import { ClientActions } from './client-actions';
import { ClientStatus } from './client-status';
import { TagList } from './client-tags';
import { LoginDetails } from './login-details';

const NameCell = styled(TableCell)`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * " and 2 more people" after the primary person's email, for an account with several people; with where the
 * one least far along stands when they are behind the primary person (the invitation filter finds the
 * account by them).
 */
export function OtherPeople({ client }: { client: Pick<ClientListItem, 'peopleCount' | 'access' | 'peopleAccess'> }) {
  const others = client.peopleCount - 1;
  if (others < 1) return null;
  return (
    <Muted>
      {' '}
      and {others === 1 ? '1 more person' : `${others} more people`}
      {client.peopleAccess !== client.access && (
        <>
          {' '}
          <InvitationBadge access={client.peopleAccess} />
        </>
      )}
    </Muted>
  );
}

/** What the clients table and its phone cards (ClientCards) show and do. */
export interface ClientListViewProps {
  clients: ClientListItem[];
  accessOf(clientId: string): AccessDetailsProps | undefined;
  onRenewed(access: AccessDetailsProps & { id: string }): void;
  /** Organization accounts manage login details; team members only see whether a password is set. */
  canManage: boolean;
  /** The ticked clients, for those who act on a selection (the owner and admins); no checkboxes without. */
  selection?: PageSelection;
}

/** The checkbox that ticks every client of the page: the table's header, or above the cards on a phone. */
export const SELECT_ALL_CLIENTS = 'Select every client on this page';

const COLUMNS = ['Name', 'Email', 'Status', 'Login Details', 'Actions'];

const SelectCell = styled(TableCell)`
  width: 1%;
`;

export function ClientsTable({ clients, accessOf, onRenewed, canManage, selection }: ClientListViewProps) {
  return (
    <DataTable label="Clients" columns={COLUMNS} lead={selection && <SelectAllCheckbox selection={selection} label={SELECT_ALL_CLIENTS} />}>
      {clients.map((client) => (
        <TableRow key={client.id}>
          {selection && (
            <SelectCell>
              <SelectCheckbox selection={selection} id={client.id} label={`Select ${client.displayName}`} />
            </SelectCell>
          )}
          <NameCell>
            {client.displayName} <TagList tags={client.tags} />
          </NameCell>
          <TableCell>
            {client.username}
            <OtherPeople client={client} />
          </TableCell>
          <TableCell>
            <ClientStatus client={client} />
          </TableCell>
          <TableCell>
            {canManage || !client.requiresPasswordChange ? (
              <LoginDetails client={client} access={accessOf(client.id)} onRenewed={onRenewed} canManage={canManage} />
            ) : (
              'Has not chosen a password yet'
            )}
          </TableCell>
          <TableCell>
            <ClientActions client={client} canManage={canManage} />
          </TableCell>
        </TableRow>
      ))}
    </DataTable>
  );
}
