import type { ClientListItem } from '@clientline/contracts';
import { Badge } from '@clientline/shared-ui';
import { ClientStatusBadge } from '../../../components/client-status-badge';

/**
 * A client's status: Archived for an archived client (whose projects are archived with them, so the
 * status derived from projects would say nothing), else Active, Pending or Sleeping.
 */
export function ClientStatus({ client }: { client: Pick<ClientListItem, 'archived' | 'status'> }) {
  return client.archived ? <Badge tone="neutral">Archived</Badge> : <ClientStatusBadge status={client.status} />;
}
