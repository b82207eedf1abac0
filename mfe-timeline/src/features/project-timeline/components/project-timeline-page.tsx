import { useState } from 'react';
import { Link, useParams } from '@clientline/shared-ui/router';
import type { CurrentUser } from '@clientline/contracts';
import { Button, Card, CardContent, CardHeader, CardTitle, EmptyState, PageContainer, Spinner } from '@clientline/shared-ui';
import { useGetCurrentUserQuery } from '@clientline/shared-ui/api/session';
import { useGetProjectQuery } from '@clientline/shared-ui/api/projects';
import { useGetTimelineQuery } from '@clientline/shared-ui/api/timelines';
import { HealthBadge } from '../../../components/health-badge';
import { Actions, Columns, Eyebrow, LoadingPage, Page, PageHeader, Title } from '../../../components/page-layout';
import { TaskTimeline } from '../../../components/task-timeline';
import { formatDay } from '../../../lib/dates';
import { statusOf } from '../../../lib/errors';
import { ChatPanel } from './chat-panel';
import { NewTaskDialog } from './new-task-dialog';
import { ShareDialog } from './share-dialog';

/** Spec section 8's project load messages. */
function projectErrorText(status: number | null): string {
  if (status === 404) return 'Project not found';
  if (status === 403) return 'You do not have access to this project';
  return 'Failed to load project';
}

const homeOf = (user: CurrentUser | null | undefined) => (user?.role === 'client' ? '/client/portal' : '/dashboard');

/** /timeline/:projectId: the project's tasks on a time axis, its health, and the chat beside them. */
export function ProjectTimelinePage() {
  const { projectId = '' } = useParams();
  const { data: user } = useGetCurrentUserQuery();
  const project = useGetProjectQuery(projectId);
  const timeline = useGetTimelineQuery(projectId);
  const [addingTask, setAddingTask] = useState(false);
  const [sharing, setSharing] = useState(false);

  if (project.isError) {
    const status = statusOf(project.error);
    const notFound = status === 404 || status === 403;
    return (
      <Page>
        <PageContainer $width={720}>
          <Card>
            <EmptyState
              headingLevel={1}
              title={notFound ? 'Project Not Found' : 'Error Loading Project'}
              description={projectErrorText(status)}
              action={
                <Actions>
                  {!notFound && (
                    <Button variant="secondary" onClick={() => project.refetch()}>
                      Try Again
                    </Button>
                  )}
                  <Button as={Link} to={homeOf(user)}>
                    Return to Dashboard
                  </Button>
                </Actions>
              }
            />
          </Card>
        </PageContainer>
      </Page>
    );
  }

  if (!project.data || !user) return <LoadingPage label="Loading timeline" />;

  const isFirm = user.role !== 'client';
  const { name, startDate, endDate } = project.data;
  const tasks = timeline.data?.tasks ?? [];

  return (
    <Page>
      <PageContainer>
        <PageHeader>
          <div>
            <Eyebrow>Project timeline</Eyebrow>
            <Title>{name}</Title>
            <p>
              {formatDay(startDate)} to {endDate ? formatDay(endDate) : 'no end date'}
            </p>
            <HealthBadge endDate={endDate} />
          </div>
          <Actions>
            <Button as={Link} to={`/project/${encodeURIComponent(projectId)}`} variant="ghost">
              Project details
            </Button>
            {isFirm && (
              <>
                <Button variant="secondary" onClick={() => setSharing(true)} disabled={!timeline.data}>
                  Share
                </Button>
                <Button onClick={() => setAddingTask(true)}>New Task</Button>
              </>
            )}
          </Actions>
        </PageHeader>
        <Columns>
          <Card aria-labelledby="tasks-heading">
            <CardHeader>
              <CardTitle id="tasks-heading">Tasks</CardTitle>
            </CardHeader>
            <CardContent>
              {timeline.isError ? (
                <EmptyState
                  headingLevel={3}
                  title="Tasks could not be loaded"
                  description="Check your connection and try again."
                  action={<Button onClick={() => timeline.refetch()}>Try Again</Button>}
                />
              ) : !timeline.data ? (
                <Spinner label="Loading tasks" />
              ) : tasks.length === 0 ? (
                <EmptyState
                  headingLevel={3}
                  title="No tasks yet"
                  description={isFirm ? 'Add the first task to plan this project on its timeline.' : 'Your firm has not planned any tasks yet. They will appear here.'}
                  action={isFirm && <Button onClick={() => setAddingTask(true)}>New Task</Button>}
                />
              ) : (
                <TaskTimeline tasks={tasks} />
              )}
            </CardContent>
          </Card>
          <ChatPanel projectId={projectId} user={user} />
        </Columns>
      </PageContainer>
      {isFirm && <NewTaskDialog projectId={projectId} open={addingTask} onOpenChange={setAddingTask} />}
      {isFirm && timeline.data && <ShareDialog timelineId={timeline.data.id} open={sharing} onOpenChange={setSharing} />}
    </Page>
  );
}
