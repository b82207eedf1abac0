import styled from '@clientline/shared-ui/styled';
import { Button } from '@clientline/shared-ui';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[4]};
`;

const Failure = styled.p`
  color: ${({ theme }) => theme.colors.destructiveText};
`;

interface LoadMoreProps {
  /** What the list holds, as its button says it: 'projects', 'entries'. */
  items: string;
  onLoadMore(): void;
  loading: boolean;
  failed: boolean;
}

/**
 * Asks for the next page of a paged list. It stays enabled while loading (busy, clicks ignored), so keyboard focus
 * stays on it for the next press instead of falling back to the page.
 */
export function LoadMore({ items, onLoadMore, loading, failed }: LoadMoreProps) {
  return (
    <Row>
      {failed && !loading && <Failure role="alert">Failed to load more {items}</Failure>}
      <Button variant="secondary" aria-busy={loading || undefined} onClick={() => !loading && onLoadMore()}>
        {loading ? `Loading more ${items}…` : failed ? 'Try loading more again' : `Load more ${items}`}
      </Button>
    </Row>
  );
}
