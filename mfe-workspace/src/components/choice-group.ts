import styled from '@clientline/shared-ui/styled';

/**
 * A group of radio buttons (or checkboxes) under one legend, each labelled beside it: the fieldset's own
 * frame taken away. Lays its choices out in a column; `ChoiceRow` in a wrapping row.
 */
export const ChoiceGroup = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

export const ChoiceRow = styled(ChoiceGroup)`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[4]};
`;
