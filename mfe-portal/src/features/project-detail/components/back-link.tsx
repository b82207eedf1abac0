import { Link } from '@clientline/shared-ui/router';
import styled from '@clientline/shared-ui/styled';
import type { CurrentUser } from '@clientline/contracts';
import { isStaff } from '@clientline/shared-ui/permissions';

const StyledLink = styled(Link)`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Staff go back to the projects list, a client to their portal. */
export function backDestination(user: CurrentUser): { to: string; label: string } {
  return isStaff(user) ? { to: '/projects', label: 'Back to Projects' } : { to: '/client/portal', label: 'Back to Portal' };
}

export function BackLink({ user }: { user: CurrentUser }) {
  const { to, label } = backDestination(user);
  return <StyledLink to={to}>← {label}</StyledLink>;
}
