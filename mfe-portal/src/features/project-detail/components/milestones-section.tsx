import { useState } from 'react';
import styled from '@clientline/shared-ui/styled';
import type { CurrentUser, Milestone, Project } from '@clientline/contracts';
import { practiceWords } from '@clientline/contracts/practices';
import { Button, useMutationToast } from '@clientline/shared-ui';
import { AfterProjectEndBadge, ConfirmDialog, EmptyState } from '@clientline/shared-ui/widgets';
import { useDeleteMilestoneMutation, useUpdateMilestoneStatusMutation } from '@clientline/shared-ui/api/milestones';
import { formatDay } from '@clientline/shared-ui/dates';
import { DeadlineBadge, MilestoneStatusBadge } from '../../../components/status-badges';
import { canManageProject, isStaff, runsTheFirm } from '@clientline/shared-ui/permissions';
import { AddMilestoneDialog } from './add-milestone-dialog';
import { EditMilestoneDialog } from './edit-milestone-dialog';
import { PanelCard } from './panel-card';
import { MutedText, NameRow, PlainList, RuledItem } from '../../../components/panel-parts';

const Item = styled(RuledItem)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
`;

const Name = styled.h3`
  margin-right: auto;
  font-size: ${({ theme }) => theme.fontSizes.md};
  overflow-wrap: anywhere;
`;

const Description = styled(MutedText)`
  white-space: pre-line;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Due = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The one step a milestone may take next (pending, in progress, completed), for the firm. */
const NEXT_STEP: Partial<Record<Milestone['status'], { status: Milestone['status']; label: string }>> = {
  pending: { status: 'in_progress', label: 'Start Progress' },
  in_progress: { status: 'completed', label: 'Mark Complete' },
};
/** Back from completed, for those who run the firm only. */
const REOPEN = { status: 'in_progress', label: 'Reopen' } as const;

/** The firm and the client are told about a project without milestones in their own words (the client's: their firm's word for it). */
function noMilestonesText(user: CurrentUser, project: Project, mayManage: boolean): string {
  if (!isStaff(user)) return `Your firm has not added milestones to this ${practiceWords(user.organizationPractice).singular} yet. They appear here as soon as it does.`;
  if (mayManage) return 'No milestones yet: add the first to track progress. Your client sees each one with its due date.';
  return project.status === 'completed' ? 'This project was completed without milestones.' : 'No milestones yet: the people managing this project add them.';
}

export function MilestonesSection({ project, user }: { project: Project; user: CurrentUser }) {
  const [adding, setAdding] = useState(false);
  const mayManage = canManageProject(user, project) && project.status !== 'completed';
  const mayReopen = mayManage && runsTheFirm(user);

  return (
    <PanelCard titleId="milestones-title" title="Milestones" action={mayManage && { label: 'Add Milestone', onClick: () => setAdding(true) }}>
      {project.milestones.length === 0 ? (
        <EmptyState
          headingLevel={3}
          title="No milestones yet"
          description={noMilestonesText(user, project, mayManage)}
        />
      ) : (
        <PlainList as="ol">
          {project.milestones.map((milestone) => (
            <MilestoneItem key={milestone.id} project={project} milestone={milestone} mayManage={mayManage} mayReopen={mayReopen} forFirm={isStaff(user)} />
          ))}
        </PlainList>
      )}
      {adding && <AddMilestoneDialog projectId={project.id} onClose={() => setAdding(false)} />}
    </PanelCard>
  );
}

interface MilestoneItemProps {
  project: Project;
  milestone: Milestone;
  mayManage: boolean;
  mayReopen: boolean;
  /** The firm's staff see an open milestone due after the project's end flagged: one of the two dates needs a look. */
  forFirm: boolean;
}

function MilestoneItem({ project, milestone, mayManage, mayReopen, forFirm }: MilestoneItemProps) {
  const [updateStatus, { isLoading }] = useUpdateMilestoneStatusMutation();
  const [deleteMilestone, { isLoading: deleting }] = useDeleteMilestoneMutation();
  const [editing, setEditing] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const run = useMutationToast();
  const nextStep = !mayManage ? undefined : milestone.status === 'completed' ? (mayReopen ? REOPEN : undefined) : NEXT_STEP[milestone.status];

  const advance = (status: Milestone['status']) =>
    run(() => updateStatus({ projectId: project.id, milestoneId: milestone.id, status }).unwrap(), { failure: 'Failed to update milestone status' });

  const confirmDelete = async () => {
    const outcome = await run(() => deleteMilestone({ projectId: project.id, milestoneId: milestone.id }).unwrap(), {
      success: (answer) => ({ title: answer.message, description: `${milestone.name} was removed from ${project.name}.` }),
      failure: 'Failed to delete milestone',
    });
    if (outcome.ok) setConfirmingDelete(false);
  };

  return (
    <Item>
      <NameRow>
        <Name>{milestone.name}</Name>
        <MilestoneStatusBadge status={milestone.status} />
      </NameRow>
      {milestone.description && <Description>{milestone.description}</Description>}
      <Due>
        <span>Due {formatDay(milestone.dueDate)}</span>
        <DeadlineBadge milestone={milestone} />
        {forFirm && milestone.status !== 'completed' && <AfterProjectEndBadge due={milestone.dueDate} projectEndDate={project.endDate} />}
      </Due>
      {mayManage && (
        <Actions>
          {nextStep && (
            <Button
              size="sm"
              variant="secondary"
              loading={isLoading}
              onClick={() => advance(nextStep.status)}
              aria-label={`${nextStep.label}: ${milestone.name}`}
            >
              {nextStep.label}
            </Button>
          )}
          <Button size="sm" variant="ghost" onClick={() => setEditing(true)} aria-label={`Edit milestone ${milestone.name}`}>
            Edit
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setConfirmingDelete(true)} aria-label={`Delete milestone ${milestone.name}`}>
            Delete
          </Button>
        </Actions>
      )}
      {editing && <EditMilestoneDialog projectId={project.id} milestone={milestone} onClose={() => setEditing(false)} />}
      <ConfirmDialog
        open={confirmingDelete}
        title={`Delete the milestone ${milestone.name}?`}
        description={`It leaves ${project.name} for good, for your firm and for ${project.client.displayName}, and the project's progress is counted without it.`}
        confirmLabel="Delete milestone"
        destructive
        busy={deleting}
        onConfirm={confirmDelete}
        onCancel={() => setConfirmingDelete(false)}
      />
    </Item>
  );
}
