import { useEffect } from 'react';
import { Navigate, useNavigate, useParams } from '@clientline/shared-ui/router';
import styled from '@clientline/shared-ui/styled';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, useToast, usePageTitle } from '@clientline/shared-ui';
import { isApiError, serverMessageOr } from '@clientline/shared-ui/store';
import { AuthLayout } from '../../../components/auth-layout';
import { Eyebrow } from '@clientline/shared-ui/widgets';
import type { SignInNoticeState } from '../../../components/sign-in-notice';
import { LoadingCard } from '../../../components/status-card';
import { useValidateAccessTokenQuery } from '@clientline/shared-ui/api/account';
import { SetPasswordForm } from './set-password-form';

const Header = styled(CardHeader)`
  padding-top: ${({ theme }) => theme.space[8]};
`;

const Title = styled(CardTitle)`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
`;

const Account = styled.p`
  margin-top: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

/**
 * Why an access link does not work: the server's message, else 'Invalid access link'; when no answer came
 * at all, the check itself failed ('Failed to validate access token'), not the link.
 */
function accessLinkFailure(error: unknown): string {
  if (isApiError(error) && error.status === 'FETCH_ERROR') return 'Failed to validate access token';
  return serverMessageOr(error, 'Invalid access link');
}

/** The firm's login page a spent (used or expired) link of that firm points to, when the api knows it. */
function signInPathOfSpentLink(error: unknown): string | null {
  const body = isApiError(error) ? (error.body as { signInPath?: unknown } | undefined) : undefined;
  return typeof body?.signInPath === 'string' ? body.signInPath : null;
}

export const SPENT_ACCESS_LINK = "This link was already used or has expired. Sign in, or use 'Forgot password?'.";

/** /auth/first-access/:accessToken: a new client checks their access link and sets a password. */
export function FirstAccessPage() {
  const accessToken = useParams().accessToken?.trim();
  usePageTitle('Set your password');
  if (!accessToken) return <Navigate to="/auth" replace />;
  return <FirstAccess accessToken={accessToken} />;
}

function FirstAccess({ accessToken }: { accessToken: string }) {
  const check = useValidateAccessTokenQuery(accessToken);
  const { toast } = useToast();
  const navigate = useNavigate();

  useEffect(() => {
    if (!check.isError) return;
    // A link the firm gave that is spent lands on the firm's own login page, saying why, until the visitor leaves it.
    const firmPage = signInPathOfSpentLink(check.error);
    if (firmPage) {
      navigate(firmPage, { replace: true, state: { notice: SPENT_ACCESS_LINK, tone: 'warning' } satisfies SignInNoticeState });
      return;
    }
    toast({ title: 'Error', description: accessLinkFailure(check.error) });
    navigate('/auth', { replace: true });
  }, [check.isError, check.error, toast, navigate]);

  return (
    <AuthLayout>
      {check.data ? (
        <Card>
          <Header>
            {check.data.user.organizationName && <Eyebrow>{check.data.user.organizationName}</Eyebrow>}
            <Title as="h1">Welcome!</Title>
            <CardDescription>Please set your password to access your client portal</CardDescription>
            <Account>
              Account: <strong>{check.data.user.username}</strong>
            </Account>
          </Header>
          <CardContent>
            <SetPasswordForm accessToken={accessToken} />
          </CardContent>
        </Card>
      ) : (
        <LoadingCard>Verifying access link...</LoadingCard>
      )}
    </AuthLayout>
  );
}
