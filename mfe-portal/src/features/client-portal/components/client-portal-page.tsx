import { useState } from 'react';
import styled from '@clientline/shared-ui/styled';
import { PageContainer, Spinner, MAIN_CONTENT_ID, usePageTitle } from '@clientline/shared-ui';
import { Tab, TabList, TabPanel, Tabs } from '@clientline/shared-ui/widgets';
import { useGetCurrentUserQuery } from '@clientline/shared-ui/api/session';
import { usePortalTab } from '../hooks/use-portal-tab';
import { DocumentsTab } from './documents-tab';
import { OnboardingTour } from './onboarding-tour';
import { OverviewTab } from './overview-tab';
import { ProjectsTab } from './projects-tab';
import { isClient, isPreview } from '@clientline/shared-ui/permissions';

const Heading = styled.h1`
  margin-bottom: ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
`;

/** /client/portal: a client's projects, their progress and news, on a phone first. */
export function ClientPortalPage() {
  const { data: user, isLoading } = useGetCurrentUserQuery();
  usePageTitle('Your portal', user?.organizationName);
  const [tab, selectTab] = usePortalTab();
  const [tourFinished, setTourFinished] = useState(false);
  // A client's first visit (firstLogin) is greeted 'Welcome', and stays so after the tour clears firstLogin:
  // the greeting must not turn into 'Welcome back' under their eyes. Set while rendering, as React
  // recommends for what a render learns from earlier props.
  const [firstVisit, setFirstVisit] = useState(false);
  if (user?.firstLogin && !firstVisit) setFirstVisit(true);

  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1}>
      <PageContainer>
        <Heading>Client Portal</Heading>
        {isLoading || !user ? (
          <Spinner label="Loading your portal" />
        ) : (
          <>
            <Tabs value={tab} onValueChange={selectTab}>
              <TabList aria-label="Client portal">
                <Tab value="overview">Overview</Tab>
                <Tab value="projects">Projects</Tab>
                <Tab value="documents">Documents</Tab>
              </TabList>
              <TabPanel value="overview">
                <OverviewTab user={user} firstVisit={firstVisit} onShowProjects={() => selectTab('projects')} />
              </TabPanel>
              <TabPanel value="projects">
                <ProjectsTab user={user} />
              </TabPanel>
              <TabPanel value="documents">
                <DocumentsTab user={user} />
              </TabPanel>
            </Tabs>
            {/* Not in a preview: finishing the tour is the person's own write. */}
            {isClient(user) && user.firstLogin && !isPreview(user) && !tourFinished && (
              <OnboardingTour practice={user.organizationPractice} onFinished={() => setTourFinished(true)} />
            )}
          </>
        )}
      </PageContainer>
    </main>
  );
}
