import { practiceWords } from '@clientline/contracts/practices';
import { Link, useParams } from '@clientline/shared-ui/router';
import styled from '@clientline/shared-ui/styled';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, usePageTitle } from '@clientline/shared-ui';
import { EmptyState, Eyebrow } from '@clientline/shared-ui/widgets';
import { isApiError } from '@clientline/shared-ui/store';
import { AuthLayout } from '../../../components/auth-layout';
import { CredentialsForm, type Credentials } from '../../../components/credentials-form';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { SignInNotice } from '../../../components/sign-in-notice';
import { LoadingCard } from '../../../components/status-card';
import { useSignIn } from '../../../hooks/use-sign-in';
import { useGetPublicOrganizationQuery } from '@clientline/shared-ui/api/organizations';

const clientLoginResolver = lazyZodResolver(() => import('@clientline/contracts').then((contracts) => contracts.clientLoginSchema));

const Header = styled(CardHeader)`
  align-items: center;
  padding-top: ${({ theme }) => theme.space[8]};
  text-align: center;
`;

const Monogram = styled.span`
  display: grid;
  place-items: center;
  width: 56px;
  height: 56px;
  margin-bottom: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primaryHover};
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Title = styled(CardTitle)`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  overflow-wrap: anywhere;
`;

const Note = styled.p`
  margin-top: ${({ theme }) => theme.space[5]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
`;

/** /:organizationName: a firm's public login page, which signs in that firm's clients only. */
export function OrganizationLoginPage() {
  const { organizationName = '' } = useParams();
  const organization = useGetPublicOrganizationQuery(organizationName);
  usePageTitle(organization.isError ? 'Organization Not Found' : 'Sign in', organization.data?.organizationName);
  const signIn = useSignIn();

  function signInToThisFirm(credentials: Credentials) {
    return signIn({ ...credentials, organizationName });
  }

  if (organization.isError) {
    const notFound = isApiError(organization.error) && organization.error.status === 404;
    return (
      <AuthLayout>
        <Card>
          {notFound ? (
            <EmptyState
              headingLevel={1}
              title="Organization Not Found"
              description="No firm uses this address. Check the link your firm sent you, or start from our home page."
              action={
                <Button as={Link} to="/">
                  Return to Home
                </Button>
              }
            />
          ) : (
            <EmptyState
              headingLevel={1}
              title="This page could not be loaded"
              description="Failed to fetch organization data"
              action={<Button onClick={() => organization.refetch()}>Try Again</Button>}
            />
          )}
        </Card>
      </AuthLayout>
    );
  }

  if (!organization.data) {
    return (
      <AuthLayout>
        <LoadingCard>Loading client login...</LoadingCard>
      </AuthLayout>
    );
  }

  const { organizationName: firmName } = organization.data;
  return (
    <AuthLayout>
      <Card>
        <Header>
          <Monogram aria-hidden>{firmName.trim().charAt(0).toUpperCase()}</Monogram>
          <Eyebrow>Client Login</Eyebrow>
          <Title as="h1">{firmName}</Title>
          <CardDescription>Log in to follow your {practiceWords(organization.data.practice).plural}, milestones and messages.</CardDescription>
        </Header>
        <CardContent>
          <SignInNotice />
          <CredentialsForm
            resolver={clientLoginResolver}
            onSubmit={signInToThisFirm}
            forgotPasswordPath={`/auth/forgot-password?organization=${encodeURIComponent(organizationName)}`}
          />
          <Note>New client? Use the access link {firmName} sent you to set your password.</Note>
        </CardContent>
      </Card>
    </AuthLayout>
  );
}
