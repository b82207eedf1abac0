import { Link } from '@clientline/shared-ui/router';
import styled from '@clientline/shared-ui/styled';
import type { CurrentUser } from '@clientline/contracts';
import { Button, Card } from '@clientline/shared-ui';
import { EmptyState } from '@clientline/shared-ui/widgets';
import { isApiError } from '@clientline/shared-ui/store';
import { backDestination } from './back-link';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
`;

/** Why the project could not be loaded, as the page says it: not found (404), no access (403), else a failure. */
function projectLoadFailure(error: unknown): string {
  const status = isApiError(error) ? error.status : undefined;
  if (status === 404) return 'Project not found';
  if (status === 403) return 'You do not have access to this project';
  return 'Failed to load project';
}

/** 'Project Not Found' with the load failure's message and a way back (or Try Again when it may pass). */
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
