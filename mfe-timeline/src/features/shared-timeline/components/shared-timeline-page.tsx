import { useEffect } from 'react';
import { useParams } from '@clientline/shared-ui/router';
import styled from '@clientline/shared-ui/styled';
import type { Milestone } from '@clientline/contracts';
import { Button, Card, CardContent, CardHeader, CardTitle, PageContainer, usePageTitle } from '@clientline/shared-ui';
import { EmptyState, MilestoneStatusBadge } from '@clientline/shared-ui/widgets';
import { formatDay } from '@clientline/shared-ui/dates';
import { useGetSharedTimelineMessagesQuery, useGetSharedTimelineQuery } from '@clientline/shared-ui/api/timelines';
import { MessageList } from '@clientline/shared-ui/message-list';
import { isApiError } from '@clientline/shared-ui/store';
import { Columns, LoadingPage, NoticePage, Page, PageHeader, ProjectHeading, TasksCard } from '../../../components/page-layout';
import { TaskTimeline } from '../../../components/task-timeline';
import { lastDayOfLink } from '../../../lib/dates';

const LinkNote = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Plan = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  min-width: 0;
`;

const MilestoneList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: 0;
  list-style: none;
`;

const MilestoneItem = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow-wrap: anywhere;
`;

const MilestoneHeading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const MilestoneName = styled.h3`
  margin-right: auto;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Search engines must not index a shared link (the api also sends X-Robots-Tag). */
function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, []);
}

/** /timeline/share/:shareToken: the read-only view for anyone holding the link, no account needed. */
export function SharedTimelinePage() {
  const { shareToken = '' } = useParams();
  useNoIndex();
  const shared = useGetSharedTimelineQuery(shareToken);
  usePageTitle(shared.isError ? 'Timeline Not Found' : 'Shared timeline', shared.data?.project.name);
  const messages = useGetSharedTimelineMessagesQuery(shareToken, { skip: !shared.data });

  if (shared.isError) {
    const notFound = isApiError(shared.error) && shared.error.status === 404;
    return (
      <NoticePage>
        {notFound ? (
          <EmptyState
            headingLevel={1}
            title="Timeline Not Found"
            description="This link has expired or was removed. Ask the firm that sent it for a new one."
          />
        ) : (
          <EmptyState
            headingLevel={1}
            title="This timeline could not be loaded"
            description="Check your connection and try again."
            action={<Button onClick={() => shared.refetch()}>Try Again</Button>}
          />
        )}
      </NoticePage>
    );
  }

  if (!shared.data) return <LoadingPage label="Loading shared timeline" />;

  const { project, tasks, organizationName, expiresAt } = shared.data;
  const conversation = messages.data ?? [];

  return (
    <Page>
      <PageContainer>
        <PageHeader>
          <ProjectHeading
            eyebrow={organizationName ? `Shared by ${organizationName}` : 'Shared timeline'}
            name={project.name}
            startDate={project.startDate}
            endDate={project.endDate}
          />
          <LinkNote>{expiresAt ? `Read-only link, works through ${lastDayOfLink(expiresAt)}` : 'Read-only link'}</LinkNote>
        </PageHeader>
        <Columns>
          <Plan>
            {project.milestones.length > 0 && <SharedMilestones milestones={project.milestones} completed={project.completedMilestones} />}
            <TasksCard>
              {tasks.length === 0 ? (
                <EmptyState headingLevel={3} title="No tasks yet" description="The firm has not planned any tasks yet. Open this link again later." />
              ) : (
                <TaskTimeline tasks={tasks} />
              )}
            </TasksCard>
          </Plan>
          {messages.isError && (
            <Card>
              <EmptyState
                headingLevel={2}
                title="The conversation could not be loaded"
                action={<Button onClick={() => messages.refetch()}>Try Again</Button>}
              />
            </Card>
          )}
          {conversation.length > 0 && (
            <Card aria-labelledby="chat-heading">
              <CardHeader>
                <CardTitle id="chat-heading">Chat</CardTitle>
              </CardHeader>
              <CardContent>
                {/* Read-only: the link's viewer is no one in the conversation, so no message is their own. */}
                <MessageList
                  lines={conversation.map((message, index) => ({
                    key: `${message.createdAt}-${index}`,
                    senderName: message.senderName,
                    content: message.content,
                    createdAt: message.createdAt,
                    edited: Boolean(message.editedAt),
                    deleted: Boolean(message.deletedAt),
                  }))}
                />
              </CardContent>
            </Card>
          )}
        </Columns>
      </PageContainer>
    </Page>
  );
}

/** The project's milestones in due order, each with its status and due date: read-only, like the rest of the link. */
function SharedMilestones({ milestones, completed }: { milestones: Milestone[]; completed: number }) {
  const ordered = [...milestones].sort((first, second) => first.dueDate.localeCompare(second.dueDate));
  return (
    <Card aria-labelledby="milestones-heading">
      <CardHeader>
        <CardTitle id="milestones-heading">Milestones</CardTitle>
        <Muted>
          {completed} of {milestones.length} completed
        </Muted>
      </CardHeader>
      <CardContent>
        <MilestoneList aria-label="Milestones by due date">
          {ordered.map((milestone) => (
            <MilestoneItem key={milestone.id}>
              <MilestoneHeading>
                <MilestoneName>{milestone.name}</MilestoneName>
                <MilestoneStatusBadge status={milestone.status} />
              </MilestoneHeading>
              <Muted>Due {formatDay(milestone.dueDate)}</Muted>
              {milestone.description && <Muted>{milestone.description}</Muted>}
            </MilestoneItem>
          ))}
        </MilestoneList>
      </CardContent>
    </Card>
  );
}
