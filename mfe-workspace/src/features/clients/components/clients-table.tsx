import styled from '@clientline/shared-ui/styled';
import type { ClientListItem } from '@clientline/contracts';
import { TableCell, TableRow } from '@clientline/shared-ui/widgets';
import type { AccessDetailsProps } from '../../../components/access-details';
import { DataTable } from '../../../components/data-table';
import { ClientActions } from './client-actions';
import type { PageSelection } from '../hooks/use-page-selection';
import { ClientStatus } from './client-status';
import { TagList } from './client-tags';
import { LoginDetails } from './login-details';
import { SelectAllCheckbox, SelectClientCheckbox } from './selection-checkbox';

const NameCell = styled(TableCell)`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** " and 2 more people" after the primary person's email, for an account with several people. */
export function OtherPeople({ client }: { client: Pick<ClientListItem, 'peopleCount'> }) {
  const others = client.peopleCount - 1;
  if (others < 1) return null;
  return <Muted> and {others === 1 ? '1 more person' : `${others} more people`}</Muted>;
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

const COLUMNS = ['Name', 'Email', 'Status', 'Login Details', 'Actions'];

const SelectCell = styled(TableCell)`
  width: 1%;
`;

export function ClientsTable({ clients, accessOf, onRenewed, canManage, selection }: ClientListViewProps) {
  return (
    <DataTable label="Clients" columns={COLUMNS} lead={selection && <SelectAllCheckbox selection={selection} />}>
      {clients.map((client) => (
        <TableRow key={client.id}>
          {selection && (
            <SelectCell>
              <SelectClientCheckbox selection={selection} clientId={client.id} name={client.displayName} />
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
