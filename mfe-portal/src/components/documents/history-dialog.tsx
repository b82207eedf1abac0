import styled from '@clientline/shared-ui/styled';
import { AUDIT_ACTION_LABELS, type AuditEntry, type ProjectDocument } from '@clientline/contracts';
import { Spinner } from '@clientline/shared-ui';
import { Dialog, EmptyState } from '@clientline/shared-ui/widgets';
import { NOBODY_SIGNED_IN, useGetDocumentHistoryQuery } from '@clientline/shared-ui/api/audit';
import { roleName } from '@clientline/shared-ui/permissions';
import { formatMomentDayAndTime } from '@clientline/shared-ui/dates';
import { LoadError } from '../load-error';
import { MutedText, PlainList, RuledItem } from '../panel-parts';

const Entry = styled(RuledItem)`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[3]} 0;
`;

const What = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

/**
 * A document's History, for staff: who uploaded, viewed, downloaded or deleted it, when and from where,
 * newest first. Read afresh each time it opens, since every view and download adds to it.
 */
export function HistoryDialog({ document, onClose }: { document: ProjectDocument; onClose(): void }) {
  const history = useGetDocumentHistoryQuery(document.id, { refetchOnMountOrArgChange: true });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={`History of ${document.name}`} description="Who uploaded, viewed, downloaded or deleted it, newest first." width={560}>
      {history.isFetching && !history.currentData ? (
        <Spinner label="Loading the history" />
      ) : history.isError ? (
        <LoadError headingLevel={3} title="Could not load the history" description="Check your connection and try again." onRetry={() => void history.refetch()} />
      ) : !history.currentData?.entries.length ? (
        <EmptyState headingLevel={3} title="No history yet" description="Uploads, views, downloads and deletion of this file are listed here." />
      ) : (
        <PlainList as="ol" aria-label={`History of ${document.name}`}>
          {history.currentData.entries.map((entry) => (
            <HistoryEntry key={entry.id} entry={entry} />
          ))}
        </PlainList>
      )}
    </Dialog>
  );
}

function HistoryEntry({ entry }: { entry: AuditEntry }) {
  const who = entry.actor ? `${entry.actor.displayName} (${roleName(entry.actor)})` : NOBODY_SIGNED_IN;
  return (
    <Entry>
      <What>
        {AUDIT_ACTION_LABELS[entry.action] ?? entry.action} by {who}
      </What>
      <MutedText>
        <time dateTime={entry.at}>{formatMomentDayAndTime(entry.at)}</time> · {entry.ip ?? 'Unknown address'} ·{' '}
        <span title={entry.userAgent ?? undefined}>{entry.browser ?? 'Unknown browser'}</span>
      </MutedText>
    </Entry>
  );
}
