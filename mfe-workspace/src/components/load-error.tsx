import { Button } from '@clientline/shared-ui';
import { EmptyState } from '@clientline/shared-ui/widgets';

/** A failed read: what failed and a Try Again that asks once more. */
export function LoadError({ title, onRetry, retrying = false }: { title: string; onRetry(): void; retrying?: boolean }) {
  return (
    <div role="alert">
      <EmptyState
        title={title}
        description="Check your connection and try again."
        action={
          <Button variant="secondary" onClick={onRetry} loading={retrying}>
            Try Again
          </Button>
        }
      />
    </div>
  );
}
