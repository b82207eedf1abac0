import styled from '@clientline/shared-ui/styled';
import { Button } from '@clientline/shared-ui';
import { Navigate, useLocation } from '@clientline/shared-ui/router';
import { SECURITY_PATH } from '@clientline/contracts/session-hint';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.warningText};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  p {
    margin: 0;
  }
`;

/**
 * Shown instead of the header to someone whose firm requires two-factor sign-in and who has not turned it
 * on: every other page sends them to Sign-in and security (the api refuses everything else with a 403
 * until they enrol), which the shell shows under this notice saying why, with Logout.
 */
export function TwoFactorEnrolmentGate({ onSignOut }: { onSignOut(): void }) {
  const { pathname } = useLocation();
  if (pathname !== SECURITY_PATH) return <Navigate to={SECURITY_PATH} replace />;
  return (
    <>
      <Bar role="region" aria-label="Two-factor sign-in required">
        <p>
          <strong>Your firm requires two-factor sign-in.</strong> Turn it on below to continue using Clientline.
        </p>
        <Button type="button" variant="secondary" size="sm" onClick={onSignOut}>
          Logout
        </Button>
      </Bar>
    </>
  );
}
