import { Link } from '@clientline/shared-ui/router';
import styled from '@clientline/shared-ui/styled';
import type { ProjectSummary } from '@clientline/contracts';
import { Badge, Card, useHydrated } from '@clientline/shared-ui';
import { ProjectProgress } from '@clientline/shared-ui/widgets';
import { useGetProjectQuery } from '@clientline/shared-ui/api/projects';
import { useGetProjectMessagesQuery } from '@clientline/shared-ui/api/messages';
import { formatDay } from '@clientline/shared-ui/dates';
import { TitleRow } from '../../../components/panel-parts';
import { DeadlineBadge, ProjectStatusBadge } from '../../../components/status-badges';
import { nextMilestone } from '../../../lib/deadline';
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

/** One project on the Overview: progress, the next milestone due and the unread messages. */
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
        <ProjectStatusBadge status={project.status} />
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
      <Detail>
        <Link to={`/project/${project.id}#chat`} aria-label={`Messages of ${project.name}`}>
          Messages
        </Link>
        {unread > 0 && <Badge tone="primary">{unread} unread</Badge>}
      </Detail>
    </ProjectCard>
  );
}
