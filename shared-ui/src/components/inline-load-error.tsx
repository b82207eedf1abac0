import styled from '@clientline/shared-ui/styled';
import { Button } from '@clientline/shared-ui';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.destructiveText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** A failed read of something secondary, in one line: the rest of the page stays, this says what is missing and asks again. */
export function InlineLoadError({ message, onRetry, retrying }: { message: string; onRetry(): void; retrying: boolean }) {
  return (
    <Row role="alert">
      <p>{message}</p>
      <Button variant="secondary" size="sm" onClick={onRetry} loading={retrying}>
        Try again
      </Button>
    </Row>
  );
}
