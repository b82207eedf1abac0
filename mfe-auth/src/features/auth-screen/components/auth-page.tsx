import { Link } from '@clientline/shared-ui/router';
import styled from '@clientline/shared-ui/styled';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, usePageTitle } from '@clientline/shared-ui';
import { Tab, TabList, TabPanel, Tabs } from '@clientline/shared-ui/widgets';
import { AuthLayout } from '../../../components/auth-layout';
import { SignInNotice } from '../../../components/sign-in-notice';
import { useAuthMode, type AuthMode } from '../hooks/use-auth-mode';
import { LoginForm } from './login-form';
import { ProductPitch } from './product-pitch';
import { RegisterForm } from './register-form';

const BackLink = styled(Link)`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;

  &:hover {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: underline;
  }
`;

const Header = styled(CardHeader)`
  padding-top: ${({ theme }) => theme.space[8]};
`;

const Title = styled(CardTitle)`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
`;

// The two tabs share the card's width evenly.
const EvenTabs = styled.div`
  [role='tab'] {
    flex: 1;
  }
`;

const COPY: Record<AuthMode, { title: string; description: string }> = {
  login: { title: 'Welcome back', description: 'Log in to your workspace or client portal.' },
  register: { title: 'Create your account', description: 'Set up your firm on Clientline, or join one.' },
};

/** /auth: one card with the Login and Register tabs; the open tab is in the URL (?mode=register). */
export function AuthPage() {
  const [mode, setMode] = useAuthMode();
  usePageTitle(mode === 'register' ? 'Create an account' : 'Sign in');
  return (
    <AuthLayout topLink={<BackLink to="/">← Back to Home</BackLink>} aside={<ProductPitch />}>
      <Card>
        <Header>
          <Title as="h1">{COPY[mode].title}</Title>
          <CardDescription>{COPY[mode].description}</CardDescription>
        </Header>
        <CardContent>
          <SignInNotice />
          <Tabs value={mode} onValueChange={(next) => setMode(next as AuthMode)}>
            <EvenTabs>
              <TabList aria-label="Account">
                <Tab value="login">Login</Tab>
                <Tab value="register">Register</Tab>
              </TabList>
            </EvenTabs>
            <TabPanel value="login">
              <LoginForm />
            </TabPanel>
            <TabPanel value="register">
              <RegisterForm />
            </TabPanel>
          </Tabs>
        </CardContent>
      </Card>
    </AuthLayout>
  );
}
