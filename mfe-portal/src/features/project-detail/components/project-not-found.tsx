import { Link } from '@clientline/shared-ui/router';
import styled from 'styled-components';
import type { CurrentUser } from '@clientline/contracts';
import { Button, Card, EmptyState } from '@clientline/shared-ui';
import { projectLoadFailure } from '../../../lib/failure-message';
import { backDestination } from './back-link';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
`;

/** Spec section 8: the load failure's message, 'Project Not Found' and a way back (or Try Again when it may pass). */
export function ProjectNotFound({ error, user, onRetry }: { error: unknown; user: CurrentUser; onRetry(): void }) {
  const message = projectLoadFailure(error);
  const back = backDestination(user);
  const mayPassOnRetry = message === 'Failed to load project';

  return (
    <Card role="alert">
      <EmptyState
        headingLevel={1}
        title="Project Not Found"
        description={message}
        action={
          <Actions>
            <Button as={Link} to={back.to}>
              {back.label}
            </Button>
            {mayPassOnRetry && (
              <Button variant="secondary" onClick={onRetry}>
                Try Again
              </Button>
            )}
          </Actions>
        }
      />
    </Card>
  );
}
