import styled from '@clientline/shared-ui/styled';
import type { CurrentUser } from '@clientline/contracts';
import { practiceWords } from '@clientline/contracts/practices';
import { Button, Card, Spinner } from '@clientline/shared-ui';
import { EmptyState, isUpcoming } from '@clientline/shared-ui/widgets';
import { usePolledProjectsQuery } from '@clientline/shared-ui/api/projects';
import { LoadError } from '../../../components/load-error';
import { ProjectOverviewCard } from './project-overview-card';
import { RecentUpdates } from './recent-updates';

const Greeting = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Lead = styled.p`
  margin-top: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  margin-top: ${({ theme }) => theme.space[6]};

  @media (min-width: 960px) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    align-items: start;
  }
`;

const SectionTitle = styled.h2`
  margin-bottom: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const CardList = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

interface OverviewTabProps {
  user: CurrentUser;
  /** The client's first visit to the portal: greeted 'Welcome', not 'Welcome back'. */
  firstVisit: boolean;
  onShowProjects(): void;
}

export function OverviewTab({ user, firstVisit, onShowProjects }: OverviewTabProps) {
  const projects = usePolledProjectsQuery();
  const open = projects.data?.filter((project) => project.status !== 'completed') ?? [];
  const upcoming = open.filter((project) => isUpcoming(project)).length;
  const active = open.length - upcoming;
  // The client's work by their firm's word for it: matters, engagements or projects.
  const work = practiceWords(user.organizationPractice);

  return (
    <>
      <Greeting>
        {firstVisit ? 'Welcome' : 'Welcome back'}, {user.displayName}
      </Greeting>
      <Lead>
        {projects.data
          ? `You have ${active} active ${active === 1 ? work.singular : work.plural} with ${user.organizationName ?? 'your firm'}${upcoming ? `, and ${upcoming} starting later` : ''}.`
          : `Here is where your ${work.plural} stand.`}
      </Lead>
      <Layout>
        <section aria-labelledby="overview-projects">
          <SectionTitle id="overview-projects">Your {work.plural}</SectionTitle>
          {projects.isLoading && <Spinner label={`Loading your ${work.plural}`} />}
          {projects.isError && !projects.data && (
            <Card>
              <LoadError title={`${work.pluralTitle} could not be loaded`} description={`Failed to load ${work.plural}`} onRetry={projects.refetch} headingLevel={3} />
            </Card>
          )}
          {projects.data?.length === 0 && (
            <Card>
              <EmptyState
                headingLevel={3}
                title={`No ${work.plural} yet`}
                description={`When your firm opens your first ${work.singular}, its progress, milestones and messages appear here. Questions before then? Contact your firm.`}
              />
            </Card>
          )}
          {projects.data && projects.data.length > 0 && (
            <CardList>
              {projects.data.map((project) => (
                <ProjectOverviewCard key={project.id} project={project} userId={user.id} />
              ))}
              <div>
                <Button variant="secondary" onClick={onShowProjects}>
                  See all {work.plural}
                </Button>
              </div>
            </CardList>
          )}
        </section>
        <RecentUpdates />
      </Layout>
    </>
  );
}
