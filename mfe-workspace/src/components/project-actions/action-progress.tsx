import { useId, useState } from 'react';
import type { ProjectAction, ProjectActionSkip } from '@clientline/contracts';
import { counted } from '@clientline/contracts/counted';
import { Button } from '@clientline/shared-ui';
import { usePolledProjectActionQuery } from '@clientline/shared-ui/api/project-actions';
import styled from '@clientline/shared-ui/styled';
import { InlineLoadError, ProgressBar } from '@clientline/shared-ui/widgets';

const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow-wrap: anywhere;
`;

const Failure = styled.p`
  color: ${({ theme }) => theme.colors.destructiveText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const SkippedList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin: ${({ theme }) => theme.space[2]} 0 0;
  padding-left: ${({ theme }) => theme.space[5]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** "Show the 3 passed over", opening the list of those projects and why. */
function PassedOver({ skipped }: { skipped: ProjectActionSkip[] }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <div>
      <Button type="button" size="sm" variant="ghost" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
        Show the {skipped.length} passed over
      </Button>
      {open && (
        <SkippedList id={listId} aria-label="Projects passed over">
          {skipped.map((skip) => (
            <li key={skip.projectId}>
              {skip.projectName}
              {skip.clientName && ` (${skip.clientName})`}: {skip.reason}
            </li>
          ))}
        </SkippedList>
      )}
    </div>
  );
}

/** How far it is while it runs; then what it did, why it stopped if it failed, and whom it passed over. */
function ActionState({ action }: { action: ProjectAction }) {
  if (action.status === 'running') {
    const percent = action.total === 0 ? 0 : Math.floor((action.done / action.total) * 100);
    return (
      <>
        <p>
          {action.done.toLocaleString('en-US')} of {counted(action.total, 'project')} done. You can leave this page: the action runs in the background.
        </p>
        <ProgressBar percent={percent} label="Progress of the action" />
      </>
    );
  }
  return (
    <>
      {action.summary && <p>{action.summary}</p>}
      {action.status === 'failed' && <Failure>{action.error ?? 'The action stopped before the end.'}</Failure>}
      {action.skipped.length > 0 && <PassedOver skipped={action.skipped} />}
    </>
  );
}

/** The action started on the chosen projects (its id from the address), polled each second while it runs, until dismissed. */
export function ActionProgress({ actionId, onDismiss }: { actionId: string; onDismiss(): void }) {
  const query = usePolledProjectActionQuery(actionId);
  let state;
  if (query.data) state = <ActionState action={query.data} />;
  else if (query.isError) state = <InlineLoadError message="Failed to load the action's progress." onRetry={query.refetch} retrying={query.isFetching} />;
  else state = <p>Loading the action&apos;s progress…</p>;
  return (
    <Panel role="status" aria-label="Action progress">
      {state}
      <div>
        <Button type="button" size="sm" variant="secondary" onClick={onDismiss}>
          Dismiss
        </Button>
      </div>
    </Panel>
  );
}
