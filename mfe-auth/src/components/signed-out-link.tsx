import type { ReactNode } from 'react';
import styled from '@clientline/shared-ui/styled';
import { Button, useMutationToast } from '@clientline/shared-ui';
import { useGetCurrentUserQuery, useLogoutMutation } from '@clientline/shared-ui/api/session';
import { Link } from '@clientline/shared-ui/router';
import { acceptedOrThrow, refusalOr } from '../lib/auth-refusal';
import { AuthLayout } from './auth-layout';
import { PageCard } from './page-card';
import { LoadingCard } from './status-card';
import { homePathOf } from '@clientline/contracts/routes';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

/**
 * A mailed link (an invitation, a password reset) sets up or recovers one account. Opened by someone
 * already signed in, maybe as someone else, it first asks them to sign out, then shows the link's page
 * at the same address; going on signed in would leave two people's sessions in one browser.
 */
export function SignedOutLink({ children }: { children: ReactNode }) {
  const { data: user, isLoading } = useGetCurrentUserQuery();
  const [logout, { isLoading: signingOut }] = useLogoutMutation();
  const runWithToasts = useMutationToast();
  if (isLoading) {
    return (
      <AuthLayout>
        <LoadingCard>Opening your link...</LoadingCard>
      </AuthLayout>
    );
  }
  if (!user) return children;

  const signOut = () => runWithToasts(() => acceptedOrThrow(logout().unwrap()), { failure: refusalOr('Failed to logout') });
  return (
    <AuthLayout>
      <PageCard
        title={`You are signed in as ${user.displayName}`}
        description="This link is for signing in to an account for the first time or choosing a new password. Sign out to use it here."
      >
        <Actions>
          <Button onClick={signOut} disabled={signingOut}>
            {signingOut ? 'Signing out...' : 'Sign out and use the link'}
          </Button>
          <Button as={Link} to={homePathOf(user)} variant="secondary">
            Stay signed in
          </Button>
        </Actions>
      </PageCard>
    </AuthLayout>
  );
}
