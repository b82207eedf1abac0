import { useState } from 'react';
import type { ProjectAction, ProjectActionInput, ProjectActionKind } from '@clientline/contracts';
import { counted } from '@clientline/contracts/counted';
import { Button, focusMainContent, useMutationToast } from '@clientline/shared-ui';
import { useStartProjectActionMutation } from '@clientline/shared-ui/api/project-actions';
import { ConfirmDialog } from '@clientline/shared-ui/widgets';
import { ButtonRow } from '../button-row';
import { SelectionBar } from '../selection-bar';
import { AssignDialog, MessageDialog, MoveDialog } from './project-action-dialogs';

interface ProjectActionsProps {
  projectIds: string[];
  /** The board's stages a project may be moved to; without them (the Projects screen's mix of templates), no Move to…. */
  stages?: string[];
  onClear(): void;
  /** The action is running: the selection goes, and its progress shows. */
  onStarted(action: ProjectAction): void;
}

/**
 * What the owner and admins do to the ticked projects (on the Board or the Projects screen): Assign…, Message… and Move to… each in a dialog of
 * its own, Remind and Archive… confirmed first. Each starts one action that runs in the background.
 */
export function ProjectActions({ projectIds, stages, onClear, onStarted }: ProjectActionsProps) {
  const [startAction, starting] = useStartProjectActionMutation();
  const run = useMutationToast();
  const [open, setOpen] = useState<ProjectActionKind | null>(null);
  const close = () => setOpen(null);
  const start = (input: ProjectActionInput) => startAction(input).unwrap();
  const started = (action: ProjectAction) => {
    onStarted(action);
    // This bar goes with the selection: the page keeps the keyboard's place.
    focusMainContent();
  };
  const confirm = async (kind: 'remind' | 'archive') => {
    const outcome = await run(() => start({ kind, projectIds }), { failure: kind === 'remind' ? 'Failed to remind the clients' : 'Failed to archive the projects' });
    if (outcome.ok) started(outcome.value);
  };
  const count = counted(projectIds.length, 'project');
  const dialogProps = { projectIds, start, onStarted: started, onClose: close };

  return (
    <SelectionBar aria-label="Selected projects">
      <p>{projectIds.length} selected</p>
      <ButtonRow>
        <Button type="button" size="sm" variant="secondary" onClick={() => setOpen('assign')}>
          Assign…
        </Button>
        <Button type="button" size="sm" variant="secondary" onClick={() => setOpen('message')}>
          Message…
        </Button>
        <Button type="button" size="sm" variant="secondary" onClick={() => setOpen('remind')}>
          Remind
        </Button>
        {stages && (
          <Button type="button" size="sm" variant="secondary" onClick={() => setOpen('move')} disabled={stages.length === 0}>
            Move to…
          </Button>
        )}
        <Button type="button" size="sm" variant="secondary" onClick={() => setOpen('archive')}>
          Archive…
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onClear}>
          Clear selection
        </Button>
      </ButtonRow>
      <ConfirmDialog
        open={open === 'remind'}
        title={`Remind the clients of ${count} about everything still open?`}
        description="Each client gets one mail per project, listing everything still open there."
        confirmLabel="Remind"
        busy={starting.isLoading}
        onConfirm={() => confirm('remind')}
        onCancel={close}
      />
      <ConfirmDialog
        open={open === 'archive'}
        title={`Archive ${count}?`}
        description="They leave every list; nothing is deleted."
        confirmLabel="Archive"
        destructive
        busy={starting.isLoading}
        onConfirm={() => confirm('archive')}
        onCancel={close}
      />
      {open === 'assign' && <AssignDialog {...dialogProps} />}
      {open === 'message' && <MessageDialog {...dialogProps} />}
      {open === 'move' && stages && <MoveDialog {...dialogProps} stages={stages} />}
    </SelectionBar>
  );
}
