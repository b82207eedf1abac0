import styled from '@clientline/shared-ui/styled';

/** Items on one line, centred on each other, wrapping on a narrow screen: a value and its buttons, a name and its badge. */
export const InlineRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;
