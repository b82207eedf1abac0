import styled from 'styled-components';

/** A form with its fields and button stacked at an even rhythm. */
export const FormStack = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

/** Room above a form's submit button. */
export const FormActions = styled.div`
  margin-top: ${({ theme }) => theme.space[2]};
`;
