import { Link } from '@clientline/shared-ui/router';
import styled from 'styled-components';
import type { ClientListItem } from '@clientline/contracts';
import { Button } from '@clientline/shared-ui';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

/** A client's View Projects and Client Details, in its table row or on its card. */
export function ClientActions({ client }: { client: ClientListItem }) {
  return (
    <Actions>
      <Button as={Link} to={`/projects/client/${client.id}`} variant="secondary" size="sm" aria-label={`View projects of ${client.displayName}`}>
        View Projects
      </Button>
      <Button as={Link} to={`/client/${client.id}`} variant="ghost" size="sm" aria-label={`Client details of ${client.displayName}`}>
        Client Details
      </Button>
    </Actions>
  );
}
