import { useState } from 'react';
import { Link } from '@clientline/shared-ui/router';
import styled from '@clientline/shared-ui/styled';
import type { CurrentUser, Project } from '@clientline/contracts';
import { Button, Card } from '@clientline/shared-ui';
import { ProjectProgress, ProjectStatusBadge } from '@clientline/shared-ui/widgets';
import { formatDay } from '@clientline/shared-ui/dates';
import { canCompleteProject, canManageProject, canSaveAsTemplate, isStaff } from '@clientline/shared-ui/permissions';
import { formatScore } from '../../../lib/score';
import { BackLink } from './back-link';
import { CompleteProjectDialog } from './complete-project-dialog';
import { EditProjectDialog } from './edit-project-dialog';
import { ProjectRecordActions } from './project-record-actions';
import { useGetProjectRecurrenceQuery } from '@clientline/shared-ui/api/project-templates';
import { ProjectRepeats, RepeatProjectDialog } from './project-recurrence';
import { SaveAsTemplateDialog } from './save-as-template-dialog';

const Body = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[5]};
`;

const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  overflow-wrap: anywhere;
`;

const Description = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
  white-space: pre-line;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }

  dd {
    margin: ${({ theme }) => theme.space[1]} 0 0;
    overflow-wrap: anywhere;
  }
`;

const Score = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const ScoreMeaning = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** How the api scores a completion (docs/api.md): said under the score, so a project without milestones scoring 10 reads as it should. */
const SCORE_MEANING = 'Given at completion: 60% for milestones met by their due dates (in full when there were none), 40% for finishing by the end date.';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export function ProjectHeader({ project, user }: { project: Project; user: CurrentUser }) {
  const [openDialog, setOpenDialog] = useState<'edit' | 'complete' | 'template' | 'repeat' | null>(null);
  const completed = project.status === 'completed';
  const mayEdit = canManageProject(user, project);
  const mayComplete = canCompleteProject(user) && !completed;
  const mayKeepAsTemplate = canSaveAsTemplate(user);
  // Repeat… is offered once it is known the project does not repeat yet.
  const { data: repeats } = useGetProjectRecurrenceQuery(project.id, { skip: !mayKeepAsTemplate });
  const close = () => setOpenDialog(null);

  return (
    <>
      <BackLink user={user} />
      <Body aria-labelledby="project-title">
        <TitleRow>
          <Title id="project-title">{project.name}</Title>
          <ProjectStatusBadge project={project} />
        </TitleRow>
        {project.description && <Description>{project.description}</Description>}
        <Facts>
          <div>
            <dt>Client</dt>
            <dd>{isStaff(user) ? <Link to={`/client/${project.clientId}`}>{project.client.displayName}</Link> : project.client.displayName}</dd>
          </div>
          <div>
            <dt>Start date</dt>
            <dd>{formatDay(project.startDate)}</dd>
          </div>
          <div>
            <dt>End date</dt>
            <dd>{project.endDate ? formatDay(project.endDate) : 'No end date'}</dd>
          </div>
          {project.performance && (
            <div>
              <dt>Performance score</dt>
              <dd>
                <Score>{formatScore(project.performance.score)}</Score>
                <ScoreMeaning>{SCORE_MEANING}</ScoreMeaning>
              </dd>
            </div>
          )}
          {repeats?.recurrence && repeats.template && <ProjectRepeats project={project} recurrence={repeats.recurrence} template={repeats.template} />}
        </Facts>
        <ProjectProgress project={project} label="Progress" />
        <Actions>
          <Button as={Link} to={`/timeline/${project.id}`} variant="secondary" size="sm">
            View Timeline
          </Button>
          {mayEdit && (
            <Button variant="secondary" size="sm" onClick={() => setOpenDialog('edit')}>
              Edit Project
            </Button>
          )}
          {mayKeepAsTemplate && (
            <Button variant="secondary" size="sm" onClick={() => setOpenDialog('template')}>
              Save as template
            </Button>
          )}
          {mayKeepAsTemplate && repeats && !repeats.recurrence && (
            <Button variant="secondary" size="sm" onClick={() => setOpenDialog('repeat')}>
              Repeat…
            </Button>
          )}
          {mayComplete && (
            <Button size="sm" onClick={() => setOpenDialog('complete')}>
              Complete Project
            </Button>
          )}
          <ProjectRecordActions project={project} user={user} />
        </Actions>
        {project.archivedAt && isStaff(user) && (
          <Note>Archived on {formatDay(project.archivedAt)}: this project is off every list and count until it is restored.</Note>
        )}
        {completed && isStaff(user) && <Note>This project is completed: its dates and milestones are final.</Note>}
      </Body>
      {openDialog === 'edit' && <EditProjectDialog project={project} onClose={close} />}
      {openDialog === 'complete' && <CompleteProjectDialog project={project} onClose={close} />}
      {openDialog === 'template' && <SaveAsTemplateDialog project={project} onClose={close} />}
      {openDialog === 'repeat' && <RepeatProjectDialog project={project} onClose={close} />}
    </>
  );
}
