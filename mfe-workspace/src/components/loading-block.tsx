import styled from '@clientline/shared-ui/styled';
import { Spinner } from '@clientline/shared-ui';

const Centre = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space[12]};
`;

/** A section whose data is on its way. */
export function LoadingBlock({ label }: { label: string }) {
  return (
    <Centre>
      <Spinner label={label} size={28} />
    </Centre>
  );
}
