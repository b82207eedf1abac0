import { Link } from '@clientline/shared-ui/router';
import styled from '@clientline/shared-ui/styled';
import type { ProjectSummary } from '@clientline/contracts';
import { Badge, Card, useHydrated } from '@clientline/shared-ui';
import { ProjectProgress, ProjectStatusBadge } from '@clientline/shared-ui/widgets';
import { useGetProjectQuery } from '@clientline/shared-ui/api/projects';
import { useGetProjectMessagesQuery } from '@clientline/shared-ui/api/messages';
import { useGetDocumentRequestsQuery } from '@clientline/shared-ui/api/documents';
import { formatDay } from '@clientline/shared-ui/dates';
import { TitleRow } from '../../../components/panel-parts';
import { DeadlineBadge } from '../../../components/status-badges';
import { nextMilestone } from '../../../lib/deadline';
import { documentsNeeded } from '../../../lib/documents-needed';
import { countUnread } from '../../../lib/last-seen-messages';

/** A project's card on the Overview and Projects tabs. */
export const ProjectCard = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
`;

/** A project's name on its card (a link keeps the text's colour). */
export const ProjectCardName = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  overflow-wrap: anywhere;

  a {
    color: inherit;
  }
`;

const Detail = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** One project on the Overview: progress, the next milestone due, the documents still needed and the unread messages. */
export function ProjectOverviewCard({ project, userId }: { project: ProjectSummary; userId: string }) {
  const detail = useGetProjectQuery(project.id);
  const messages = useGetProjectMessagesQuery(project.id);
  const next = detail.data ? nextMilestone(detail.data.milestones) : null;
  // What this browser has seen and its today: a page rendered on the server shows them once hydrated.
  const hydrated = useHydrated();
  const unread = hydrated && messages.data ? countUnread(userId, project.id, messages.data) : 0;

  return (
    <ProjectCard aria-labelledby={`overview-${project.id}`}>
      <TitleRow>
        <ProjectCardName id={`overview-${project.id}`}>
          <Link to={`/project/${project.id}`}>{project.name}</Link>
        </ProjectCardName>
        <ProjectStatusBadge project={project} />
      </TitleRow>
      <ProjectProgress project={project} label={`Progress of ${project.name}`} />
      <Detail>
        {detail.isLoading && 'Loading the next milestone...'}
        {detail.isError && 'The next milestone could not be loaded.'}
        {detail.data &&
          (next ? (
            <>
              <span>
                Next: <strong>{next.name}</strong>, due {formatDay(next.dueDate)}
              </span>
              {hydrated && <DeadlineBadge milestone={next} />}
            </>
          ) : (
            <span>{detail.data.totalMilestones === 0 ? 'No milestones yet.' : 'Every milestone is completed.'}</span>
          ))}
      </Detail>
      <DocumentsNeededLine project={project} />
      <Detail>
        <Link to={`/project/${project.id}#chat`} aria-label={`Messages of ${project.name}`}>
          Messages
        </Link>
        {unread > 0 && <Badge tone="primary">{unread} unread</Badge>}
      </Detail>
    </ProjectCard>
  );
}

/**
 * How many documents the firm still needs for the project and when the first is due ('3 documents needed,
 * one due in 2 days'), linking to the Documents tab; 'No documents needed right now' once every one asked
 * for is sent; nothing when none was ever asked for. The client's items come in one list for every card.
 */
function DocumentsNeededLine({ project }: { project: ProjectSummary }) {
  const requests = useGetDocumentRequestsQuery();
  // The days left are counted from the viewer's today: a page rendered on the server shows them once hydrated.
  const hydrated = useHydrated();
  const items = requests.data?.filter((item) => item.projectId === project.id) ?? [];
  const needed = documentsNeeded(items, hydrated ? new Date() : undefined);

  if (requests.isLoading) return <Detail>Loading the documents needed...</Detail>;
  if (requests.isError && !requests.data) return <Detail>The documents needed could not be loaded.</Detail>;
  if (items.length === 0) return null;
  return (
    <Detail>
      {needed ? (
        <span>
          <Link to="/client/portal?tab=documents" aria-label={`${needed.count} for ${project.name}`}>
            {needed.count}
          </Link>
          {needed.nearest}
        </span>
      ) : (
        <span>No documents needed right now.</span>
      )}
    </Detail>
  );
}
