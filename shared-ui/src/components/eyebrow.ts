import styled from '@clientline/shared-ui/styled';

/**
 * The small capitals above a title that say whose page it is: 'Client Login', the firm that sent a link, the
 * project a timeline belongs to.
 */
export const Eyebrow = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;
