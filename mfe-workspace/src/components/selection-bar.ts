import styled from '@clientline/shared-ui/styled';

/**
 * What can be done to the ticked items, above the list: "3 selected" and the actions' buttons, wrapping on a
 * phone. It stays below the header while the list scrolls, so items ticked far down are acted on where they
 * are. A section: give it `aria-label` ("Selected clients") to make it a region.
 */
export const SelectionBar = styled.section`
  position: sticky;
  top: ${({ theme }) => theme.offsets.belowHeader};
  z-index: ${({ theme }) => theme.zIndices.stuck};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  box-shadow: ${({ theme }) => theme.shadows.sm};

  p {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;
