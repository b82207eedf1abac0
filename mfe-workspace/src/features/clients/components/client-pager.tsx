import styled from '@clientline/shared-ui/styled';
import type { ClientPage } from '@clientline/contracts';
import { Button } from '@clientline/shared-ui';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Buttons = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
`;

const number = (value: number) => value.toLocaleString('en-US');

/**
 * "1–50 of 5,000" and Previous and Next. At the first or last page its button says so and does nothing,
 * rather than being disabled, so keyboard focus stays on it.
 */
export function ClientPager({ page, onPage }: { page: ClientPage; onPage(next: number): void }) {
  const first = (page.page - 1) * page.pageSize + 1;
  const last = first + page.clients.length - 1;
  const hasPrevious = page.page > 1;
  const hasNext = page.page * page.pageSize < page.total;
  return (
    <Nav aria-label="Pages of clients">
      <p aria-live="polite">{page.clients.length === 0 ? `None of ${number(page.total)} on this page` : `${number(first)}–${number(last)} of ${number(page.total)}`}</p>
      <Buttons>
        <Button type="button" variant="secondary" size="sm" aria-disabled={!hasPrevious || undefined} onClick={() => hasPrevious && onPage(page.page - 1)}>
          Previous
        </Button>
        <Button type="button" variant="secondary" size="sm" aria-disabled={!hasNext || undefined} onClick={() => hasNext && onPage(page.page + 1)}>
          Next
        </Button>
      </Buttons>
    </Nav>
  );
}
