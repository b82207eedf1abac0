import styled from '@clientline/shared-ui/styled';
import { MAIN_CONTENT_ID, PageContainer, usePageTitle } from '@clientline/shared-ui';
import { useGetCurrentUserQuery } from '@clientline/shared-ui/api/session';
import { isPreview } from '@clientline/shared-ui/permissions';
import { PasswordSection } from './password-section';
import { SessionsSection } from './sessions-section';
import { TwoFactorSection } from './two-factor-section';

const Heading = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
`;

const Lead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[6]};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
`;

/**
 * Sign-in and security (/account/security), for every signed-in role: the password, two-factor sign-in
 * and the sessions the person is signed in with. Each section is its own component in this folder; the
 * page only orders them. A preview of a client person's portal shows none of them: they belong to the
 * person's own sign-in, which a preview leaves out, and every control on them writes.
 */
export function SecurityPage() {
  const { data: user } = useGetCurrentUserQuery();
  usePageTitle('Sign-in and security', user?.organizationName);
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1}>
      <PageContainer $width={880}>
        <Heading>Sign-in and security</Heading>
        {isPreview(user) ? (
          <Lead>The password, two-factor sign-in and sessions are the person’s own: a preview does not show them.</Lead>
        ) : (
          <>
            <Lead>Your password, two-factor sign-in and the places you are signed in.</Lead>
            <Sections>
              <PasswordSection />
              <TwoFactorSection />
              <SessionsSection />
            </Sections>
          </>
        )}
      </PageContainer>
    </main>
  );
}
