import styled from '@clientline/shared-ui/styled';
import { media, PageContainer, MAIN_CONTENT_ID, usePageTitle } from '@clientline/shared-ui';
import { EmptyState } from '@clientline/shared-ui/widgets';
import { useGetCurrentUserQuery } from '@clientline/shared-ui/api/session';
import { LoadingBlock } from '../../../components/loading-block';
import { PageHeader } from '../../../components/page-header';
import { RequestsSection } from './requests-section';
import { WebhookTokenCard } from './webhook-token-card';
import { runsTheFirm } from '@clientline/shared-ui/permissions';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};

  h2 {
    margin-bottom: ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  ${media.lg} {
    grid-template-columns: 3fr 2fr;
    align-items: start;
  }
`;

export function NewRequestsPage() {
  const { data: user, isLoading } = useGetCurrentUserQuery();
  usePageTitle('New Requests', user?.organizationName);

  let body;
  if (isLoading) body = <LoadingBlock label="Loading" />;
  else if (!user) body = <EmptyState title="Please log in to view webhook requests." />;
  else if (!runsTheFirm(user)) body = <EmptyState title="Only organization accounts can view webhook requests." />;
  else
    body = (
      <Layout>
        <RequestsSection />
        <WebhookTokenCard />
      </Layout>
    );

  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1}>
      <PageContainer>
        <PageHeader title="New requests" description="Requests your other systems send to Clientline, newest first." />
        {body}
      </PageContainer>
    </main>
  );
}
