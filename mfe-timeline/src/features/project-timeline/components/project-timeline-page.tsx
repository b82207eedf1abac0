import { useState } from 'react';
import { Link, useParams } from '@clientline/shared-ui/router';
import type { CurrentUser } from '@clientline/contracts';
import { Button, PageContainer, Spinner, usePageTitle } from '@clientline/shared-ui';
import { EmptyState } from '@clientline/shared-ui/widgets';
import { useGetCurrentUserQuery } from '@clientline/shared-ui/api/session';
import { useGetProjectQuery } from '@clientline/shared-ui/api/projects';
import { useGetTimelineQuery } from '@clientline/shared-ui/api/timelines';
import { ChatPanel } from '@clientline/shared-ui/chat';
import { canManageProject, isStaff } from '@clientline/shared-ui/permissions';
import { isApiError } from '@clientline/shared-ui/store';
import { Actions, Columns, LoadingPage, NoticePage, Page, PageHeader, ProjectHeading, TasksCard } from '../../../components/page-layout';
import { TaskTimeline } from '../../../components/task-timeline';
import { NewTaskDialog } from './new-task-dialog';
import { ShareDialog } from './share-dialog';
import { TaskActions } from './task-actions';
import { homePathOf } from '@clientline/contracts/routes';
import { practiceWords } from '@clientline/contracts/practices';

/** Why the project could not be shown: not found (404), not the viewer's (403), or any other failure. */
function projectErrorText(status: unknown): string {
  if (status === 404) return 'Project not found';
  if (status === 403) return 'You do not have access to this project';
  return 'Failed to load project';
}

const homeOf = (user: CurrentUser | null | undefined) => (user ? homePathOf(user) : '/dashboard');

/** /timeline/:projectId: the project's tasks on a time axis, its health, and the chat beside them. */
export function ProjectTimelinePage() {
  const { projectId = '' } = useParams();
  const { data: user } = useGetCurrentUserQuery();
  const project = useGetProjectQuery(projectId);
  usePageTitle('Timeline', project.data?.name, user?.organizationName);
  const timeline = useGetTimelineQuery(projectId);
  const [addingTask, setAddingTask] = useState(false);
  const [sharing, setSharing] = useState(false);

  if (project.isError) {
    const status = isApiError(project.error) ? project.error.status : null;
    const notFound = status === 404 || status === 403;
    return (
      <NoticePage>
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
      </NoticePage>
    );
  }

  if (!project.data || !user) return <LoadingPage label="Loading timeline" />;

  const mayPlan = canManageProject(user, project.data);
  const { name, startDate, endDate } = project.data;
  // A client reads their firm's word for their work (Engagement timeline); the staff read "Project".
  const work = practiceWords(isStaff(user) ? null : user.organizationPractice);
  const tasks = timeline.data?.tasks ?? [];

  return (
    <Page>
      <PageContainer>
        <PageHeader>
          <ProjectHeading eyebrow={`${work.singularTitle} timeline`} name={name} startDate={startDate} endDate={endDate} />
          <Actions>
            <Button as={Link} to={`/project/${encodeURIComponent(projectId)}`} variant="ghost">
              {work.singularTitle} details
            </Button>
            {mayPlan && (
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
          <TasksCard>
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
                description={emptyTasksText(user, mayPlan)}
                action={mayPlan && <Button onClick={() => setAddingTask(true)}>New Task</Button>}
              />
            ) : (
              <TaskTimeline
                tasks={tasks}
                actionsFor={mayPlan ? (task) => <TaskActions project={project.data} task={task} /> : undefined}
                flagAfter={isStaff(user) ? endDate : undefined}
              />
            )}
          </TasksCard>
          <ChatPanel
            projectId={projectId}
            user={user}
            heading="Chat"
            layout="card"
            empty={<EmptyState headingLevel={3} title="No messages yet" description="Write the first message below to start the conversation." />}
            loadFailure="Check your connection and try again."
            explainBlank
            sendSenderName
          />
        </Columns>
      </PageContainer>
      {mayPlan && addingTask && <NewTaskDialog projectId={projectId} onClose={() => setAddingTask(false)} />}
      {mayPlan && timeline.data && <ShareDialog timelineId={timeline.data.id} open={sharing} onOpenChange={setSharing} />}
    </Page>
  );
}

function emptyTasksText(user: CurrentUser, mayPlan: boolean): string {
  if (mayPlan) return 'Add the first task to plan this project on its timeline.';
  if (isStaff(user)) return 'No tasks planned yet. The colleagues assigned to this project add them.';
  return 'Your firm has not planned any tasks yet. They will appear here.';
}
