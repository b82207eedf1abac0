import styled from '@clientline/shared-ui/styled';

/** Labelled facts (contact, login details): each `dt` a small muted capitalised label above its `dd`. */
export const FactList = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-transform: uppercase;
  }
  dd {
    margin: ${({ theme }) => theme.space[1]} 0 0;
  }
`;
