import { Button } from '@clientline/shared-ui';
import { EmptyState } from '@clientline/shared-ui/widgets';

/** A failed read, with the way out: Try Again refetches. */
export function LoadError({ title, description, onRetry, headingLevel = 2 }: {
  title: string;
  description: string;
  onRetry(): void;
  headingLevel?: 1 | 2 | 3;
}) {
  return (
    <div role="alert">
      <EmptyState
        title={title}
        description={description}
        headingLevel={headingLevel}
        action={
          <Button variant="secondary" onClick={onRetry}>
            Try Again
          </Button>
        }
      />
    </div>
  );
}
