import { Link } from '@clientline/shared-ui/router';
import type { ClientListItem } from '@clientline/contracts';
import { Button } from '@clientline/shared-ui';
import { ButtonRow } from '../../../components/button-row';
import { ClientRecordActions } from './client-record-actions';

/**
 * A client's View Projects and Client Details, and for the firm's managers Edit, Archive or Restore and
 * Delete, in its table row or on its card. An archived client has no View Projects (their projects are
 * archived with them, off the list that page shows); their details page says they are archived.
 */
export function ClientActions({ client, canManage }: { client: ClientListItem; canManage: boolean }) {
  return (
    <ButtonRow>
      {!client.archived && (
        <Button as={Link} to={`/projects/client/${client.id}`} variant="secondary" size="sm" aria-label={`View projects of ${client.displayName}`}>
          View Projects
        </Button>
      )}
      <Button as={Link} to={`/client/${client.id}`} variant="ghost" size="sm" aria-label={`Client details of ${client.displayName}`}>
        Client Details
      </Button>
      {canManage && <ClientRecordActions client={client} />}
    </ButtonRow>
  );
}
