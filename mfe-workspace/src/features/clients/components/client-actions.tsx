import { Link } from '@clientline/shared-ui/router';
import type { ClientListItem } from '@clientline/contracts';
import { Button } from '@clientline/shared-ui';
import { ButtonRow } from '../../../components/button-row';

/** A client's View Projects and Client Details, in its table row or on its card. */
export function ClientActions({ client }: { client: ClientListItem }) {
  return (
    <ButtonRow>
      <Button as={Link} to={`/projects/client/${client.id}`} variant="secondary" size="sm" aria-label={`View projects of ${client.displayName}`}>
        View Projects
      </Button>
      <Button as={Link} to={`/client/${client.id}`} variant="ghost" size="sm" aria-label={`Client details of ${client.displayName}`}>
        Client Details
      </Button>
    </ButtonRow>
  );
}
