import styled from '@clientline/shared-ui/styled';

/** The small uppercase line over a page's or a section's title, e.g. "Features" or "Limited early access". */
export const Eyebrow = styled.p`
  margin-bottom: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;
