import styled from '@clientline/shared-ui/styled';

/** A plain note about what this account cannot see here, and why. */
export const StaffNotice = styled.p.attrs({ role: 'note' })`
  margin-bottom: ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.infoSoft};
  color: ${({ theme }) => theme.colors.infoText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
