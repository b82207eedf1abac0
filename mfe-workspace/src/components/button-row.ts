import styled from '@clientline/shared-ui/styled';

/** Buttons side by side, wrapping on a narrow screen: a page's or an item's actions. */
export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;
