import { useState } from 'react';
import type { TemplateBatch } from '@clientline/contracts';
import { counted } from '@clientline/contracts/counted';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, useMutationToast } from '@clientline/shared-ui';
import { Link } from '@clientline/shared-ui/router';
import styled from '@clientline/shared-ui/styled';
import { ConfirmDialog, EmptyState, ProgressBar } from '@clientline/shared-ui/widgets';
import { isBatchUnderway, useGetTemplateRecurrenceQuery, usePolledTemplateBatchQuery, useUndoTemplateBatchMutation } from '@clientline/shared-ui/api/templates';
import { formatDay } from '@clientline/shared-ui/dates';
import { isApiError } from '@clientline/shared-ui/store';
import { ButtonRow } from '../../../components/button-row';
import { QueryView } from '../../../components/query-view';

const Content = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  overflow-wrap: anywhere;
`;

const Failure = styled.p`
  color: ${({ theme }) => theme.colors.destructiveText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const KeptList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding-left: ${({ theme }) => theme.space[5]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** "3 projects created, 1 client skipped": what a finished batch did. */
export function batchOutcomeText(batch: Pick<TemplateBatch, 'created' | 'skipped'>): string {
  return `${counted(batch.created, 'project')} created, ${counted(batch.skipped, 'client')} skipped`;
}

/** What the batch's card says of it, read out as it changes (its progress, then how it ended). */
function statusText(batch: TemplateBatch): string {
  switch (batch.status) {
    case 'queued':
      return 'Waiting to start. You can leave this page: the projects are created in the background.';
    case 'running':
      return `${batch.done.toLocaleString('en-US')} of ${counted(batch.total, 'client')} done. You can leave this page: the projects are created in the background.`;
    case 'done':
      return `${batchOutcomeText(batch)}.`;
    case 'failed':
      return `It stopped after ${counted(batch.created, 'project')} created.`;
    case 'undone':
      return `${counted(batch.undo?.removed ?? 0, 'project')} removed.`;
  }
}

const TITLES: Record<TemplateBatch['status'], string> = {
  queued: 'Creating projects',
  running: 'Creating projects',
  done: 'Projects created',
  failed: 'The batch stopped',
  undone: 'Batch undone',
};

/**
 * One batch of Create projects, from the address (`?batch=`): its progress bar while it runs (polled every
 * second), then what it made with Undo, why it failed, or what its undo removed and kept.
 */
export function BatchProgress({ batchId, onStartOver }: { batchId: string; onStartOver(): void }) {
  const query = usePolledTemplateBatchQuery(batchId);
  if (isApiError(query.error) && query.error.status === 404) {
    return (
      <EmptyState
        title="Batch not found"
        description="Its link may be wrong."
        action={
          <Button type="button" onClick={onStartOver}>
            Create projects
          </Button>
        }
      />
    );
  }
  return (
    <QueryView query={query} loadingLabel="Loading the batch" errorTitle="Failed to load the batch">
      {(batch) => <BatchCard batch={batch} onStartOver={onStartOver} />}
    </QueryView>
  );
}

function BatchCard({ batch, onStartOver }: { batch: TemplateBatch; onStartOver(): void }) {
  const [confirming, setConfirming] = useState(false);
  const [undoBatch, undoing] = useUndoTemplateBatchMutation();
  const run = useMutationToast();
  const underway = isBatchUnderway(batch.status);
  const percent = batch.total === 0 ? 0 : Math.floor((batch.done / batch.total) * 100);
  const mayUndo = (batch.status === 'done' || batch.status === 'failed') && batch.created > 0;

  async function undo() {
    await run(() => undoBatch(batch.id).unwrap(), {
      success: (undone) => ({
        title: 'Batch undone',
        description: `${counted(undone.undo?.removed ?? 0, 'project')} removed, ${counted(undone.undo?.kept.length ?? 0, 'project')} kept.`,
      }),
      failure: 'Failed to undo the batch',
    });
    setConfirming(false);
  }

  return (
    <Card aria-labelledby="batch-heading">
      <CardHeader>
        <CardTitle id="batch-heading">{TITLES[batch.status]}</CardTitle>
        <CardDescription>
          {batch.templateName} for {batch.periodLabel}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Content>
          <p aria-live="polite">{statusText(batch)}</p>
          {underway && <ProgressBar percent={percent} label="Progress of the batch" />}
          {batch.status === 'failed' && batch.error && <Failure role="alert">{batch.error}</Failure>}
          {batch.status === 'undone' && batch.undo && <KeptProjects kept={batch.undo.kept} />}
          {batch.status === 'undone' && <RepeatStillSetUp templateId={batch.templateId} />}
          {!underway && (
            <ButtonRow>
              <Button as={Link} to="/projects">
                Go to Projects
              </Button>
              {mayUndo && (
                <Button type="button" variant="secondary" onClick={() => setConfirming(true)}>
                  Undo this batch
                </Button>
              )}
              <Button type="button" variant="secondary" onClick={onStartOver}>
                Create more projects
              </Button>
            </ButtonRow>
          )}
        </Content>
      </CardContent>
      <ConfirmDialog
        open={confirming}
        title="Undo this batch?"
        description={`Of the ${counted(batch.created, 'project')} this batch created, this removes those nobody has worked in yet, with their tasks, document requests and welcome message. The projects someone has worked in, or whose client was reminded of a document, are kept, and listed here.`}
        confirmLabel="Undo this batch"
        destructive
        busy={undoing.isLoading}
        onConfirm={undo}
        onCancel={() => setConfirming(false)}
      />
    </Card>
  );
}

/** Undoing a batch leaves the template's repeat as it is: said, with where to end it, while it goes on. */
function RepeatStillSetUp({ templateId }: { templateId: string }) {
  const { data } = useGetTemplateRecurrenceQuery(templateId);
  const next = data?.recurrence?.next;
  if (!next) return null;
  return (
    <p>
      The template still repeats: next, {next.periodLabel} on {formatDay(next.startDate)}.{' '}
      <Link to={`/templates/${encodeURIComponent(templateId)}`}>Pause or end it on the template</Link>
    </p>
  );
}

function KeptProjects({ kept }: { kept: NonNullable<TemplateBatch['undo']>['kept'] }) {
  if (kept.length === 0) return <p>No project was kept: nobody had worked in any, and no client was reminded.</p>;
  return (
    <section aria-labelledby="batch-kept-heading">
      <h3 id="batch-kept-heading">Kept because someone has worked in them or their client was reminded</h3>
      <KeptList>
        {kept.map((project) => (
          <li key={project.projectId}>
            <Link to={`/project/${encodeURIComponent(project.projectId)}`}>{project.projectName}</Link> ({project.clientName})
          </li>
        ))}
      </KeptList>
    </section>
  );
}
