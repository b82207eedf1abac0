import type { TemplateBatch } from '@clientline/contracts';
import { counted } from '@clientline/contracts/counted';
import { Badge, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@clientline/shared-ui';
import { formatMomentDayAndTime } from '@clientline/shared-ui/dates';
import { Link } from '@clientline/shared-ui/router';
import styled from '@clientline/shared-ui/styled';
import { useGetTemplateBatchesQuery } from '@clientline/shared-ui/api/templates';
import { InlineLoadError } from '@clientline/shared-ui/widgets';
import { LoadingBlock } from '../../../components/loading-block';
import { BATCH_STATUSES, batchPath } from '../lib/template-words';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
    padding-bottom: ${({ theme }) => theme.space[3]};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    overflow-wrap: anywhere;
  }
  li:last-child {
    padding-bottom: 0;
    border-bottom: 0;
  }
`;

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** "22 projects removed, 1 kept": what undoing the batch left of it. */
const undoneText = (undo: NonNullable<TemplateBatch['undo']>) =>
  `${counted(undo.removed, 'project')} removed${undo.kept.length > 0 ? `, ${undo.kept.length.toLocaleString('en-US')} kept` : ''}`;

/** The template's last batches, newest first, each linked to its page (progress, outcome, undo). */
export function RecentBatches({ templateId }: { templateId: string }) {
  const batches = useGetTemplateBatchesQuery(templateId);
  let body;
  if (batches.isLoading) body = <LoadingBlock label="Loading the batches" />;
  else if (batches.isError || !batches.data) {
    body = <InlineLoadError message="The batches could not be loaded." onRetry={batches.refetch} retrying={batches.isFetching} />;
  } else if (batches.data.length === 0) body = <Muted>No projects were created from this template yet.</Muted>;
  else {
    body = (
      <List>
        {batches.data.map((batch) => {
          const status = BATCH_STATUSES[batch.status];
          return (
            <li key={batch.id}>
              <Line>
                <Link to={batchPath(templateId, batch.id)}>Batch for {batch.periodLabel}</Link>
                <Badge tone={status.tone}>{status.label}</Badge>
              </Line>
              <Muted>
                {batch.undo ? undoneText(batch.undo) : `${counted(batch.created, 'project')} created · ${counted(batch.skipped, 'client')} skipped`} · by {batch.createdByName},{' '}
                {formatMomentDayAndTime(batch.createdAt)}
              </Muted>
            </li>
          );
        })}
      </List>
    );
  }
  return (
    <Card aria-labelledby="recent-batches-heading">
      <CardHeader>
        <CardTitle id="recent-batches-heading">Recent batches</CardTitle>
        <CardDescription>The projects created from this template, a batch at a time: open one to see it or undo it.</CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
