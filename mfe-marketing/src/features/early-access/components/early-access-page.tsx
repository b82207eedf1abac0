import { useState } from 'react';
import styled from '@clientline/shared-ui/styled';
import { Card, CheckList, media, MAIN_CONTENT_ID, usePageTitle } from '@clientline/shared-ui';
import { Eyebrow } from '../../../components/eyebrow';
import { CheckIcon } from '../../../components/icons';
import { SiteFooter } from '../../../components/site-footer';
import { SiteHeader, type NavItem } from '../../../components/site-header';
import type { EarlyAccessRequest } from '@clientline/shared-ui/api/early-access';
import { EarlyAccessWizard } from './early-access-wizard';
import { SubmittedMessage } from './submitted-message';

const NAV: NavItem[] = [
  { label: 'For Accountants', to: '/accountant' },
  { label: 'For Law Firms', to: '/law' },
  { label: 'Sign In', to: '/auth' },
];

const BENEFITS = [
  'Automated client communication',
  'Streamlined workflows for your whole team',
  'Secure document sharing',
  'A client portal for updates, documents and messages',
];

// Keeps the footer at the bottom of the window when the form is short.
const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const Main = styled.main.attrs({ id: MAIN_CONTENT_ID, tabIndex: -1 })`
  flex: 1;
  background:
    radial-gradient(50rem 24rem at 100% 0%, rgba(124, 58, 237, 0.1), transparent 70%),
    radial-gradient(40rem 24rem at 0% 0%, rgba(79, 70, 229, 0.1), transparent 65%),
    ${({ theme }) => theme.colors.background};
`;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
  max-width: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[8]} ${theme.space[4]} ${theme.space[12]}`};

  ${media.md} {
    padding: ${({ theme }) => `${theme.space[12]} ${theme.space[6]} ${theme.space[16]}`};
  }

  ${media.lg} {
    grid-template-columns: 0.8fr 1.2fr;
    gap: ${({ theme }) => theme.space[12]};
    align-items: start;
  }
`;

const Title = styled.h1`
  font-size: 30px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: -0.02em;

  ${media.md} {
    font-size: 40px;
  }
`;

const Lead = styled.p`
  margin-top: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Benefits = styled(CheckList)`
  display: none;
  margin-top: ${({ theme }) => theme.space[8]};

  ${media.md} {
    display: grid;
  }

  svg {
    flex-shrink: 0;
    padding: 3px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.successSoft};
    color: ${({ theme }) => theme.colors.success};
  }
`;

const WizardCard = styled(Card)`
  border-radius: 18px;
  box-shadow: 0 24px 60px rgba(49, 46, 129, 0.12), 0 4px 12px rgba(16, 24, 40, 0.05);
`;

/** /early-access: why to join, and the questionnaire (or its confirmation once sent). */
export default function EarlyAccessPage() {
  usePageTitle('Request early access');
  const [submitted, setSubmitted] = useState<EarlyAccessRequest | null>(null);

  return (
    <Page>
      <SiteHeader links={NAV} />
      <Main>
        <Layout>
          <div>
            <Eyebrow>Limited early access</Eyebrow>
            <Title>Request early access</Title>
            <Lead>
              Clientline is coming soon. We are opening it to a small number of law firms, accountants and
              professional-services teams first. Four short steps and we will be in touch.
            </Lead>
            <Benefits items={BENEFITS} mark={<CheckIcon width={22} height={22} strokeWidth={3} />} />
          </div>
          <WizardCard as="div">
            {submitted ? (
              <SubmittedMessage email={submitted.email} />
            ) : (
              <EarlyAccessWizard onSubmitted={setSubmitted} />
            )}
          </WizardCard>
        </Layout>
      </Main>
      <SiteFooter />
    </Page>
  );
}
