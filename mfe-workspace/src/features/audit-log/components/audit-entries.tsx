import styled from '@clientline/shared-ui/styled';
import { AUDIT_ACTION_LABELS, type AuditEntry } from '@clientline/contracts';
import { TableCell, TableRow } from '@clientline/shared-ui/widgets';
import { NOBODY_SIGNED_IN } from '@clientline/shared-ui/api/audit';
import { roleName } from '@clientline/shared-ui/permissions';
import { formatMomentDayAndTime } from '@clientline/shared-ui/dates';
import { CardList, CardListItem, MetaLine } from '../../../components/card-list';
import { DataTable } from '../../../components/data-table';

const COLUMNS = ['When', 'Who', 'What', 'Object', 'Address and browser'];

const Muted = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Strong = styled.span`
  display: block;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Wrapping = styled(TableCell)`
  overflow-wrap: anywhere;
`;

const Nowrap = styled(TableCell)`
  white-space: nowrap;
`;

/** Newest first: when, who (and their role), what, the object with its project and client, and from where. */
export function AuditEntries({ entries, wide }: { entries: AuditEntry[]; wide: boolean }) {
  return wide ? (
    <DataTable label="Audit log entries" columns={COLUMNS}>
      {entries.map((entry) => (
        <TableRow key={entry.id}>
          <Nowrap>
            <When at={entry.at} />
          </Nowrap>
          <TableCell>
            <Who entry={entry} />
          </TableCell>
          <TableCell>
            <What entry={entry} />
          </TableCell>
          <Wrapping>
            <ObjectOf entry={entry} />
          </Wrapping>
          <TableCell>
            <From entry={entry} />
          </TableCell>
        </TableRow>
      ))}
    </DataTable>
  ) : (
    <CardList aria-label="Audit log entries">
      {entries.map((entry) => (
        <CardListItem as="li" key={entry.id}>
          <What entry={entry} />
          <Who entry={entry} />
          {(entry.object || entry.project || entry.client) && <ObjectOf entry={entry} />}
          <MetaLine>
            <When at={entry.at} />
          </MetaLine>
          <MetaLine>{fromWhere(entry)}</MetaLine>
        </CardListItem>
      ))}
    </CardList>
  );
}

function When({ at }: { at: string }) {
  return <time dateTime={at}>{formatMomentDayAndTime(at)}</time>;
}

function Who({ entry: { actor } }: { entry: AuditEntry }) {
  if (!actor) return <Strong>{NOBODY_SIGNED_IN}</Strong>;
  return (
    <div>
      <Strong>{actor.displayName}</Strong>
      <Muted>{roleName(actor)}</Muted>
    </div>
  );
}

function What({ entry }: { entry: AuditEntry }) {
  return (
    <div>
      <Strong>{AUDIT_ACTION_LABELS[entry.action] ?? entry.action}</Strong>
      {entry.detail && <Muted>{entry.detail}</Muted>}
    </div>
  );
}

function ObjectOf({ entry }: { entry: AuditEntry }) {
  const where = [entry.project && `Project: ${entry.project.name}`, entry.client && `Client: ${entry.client.displayName}`].filter(Boolean).join(' · ');
  return (
    <div>
      {entry.object ? <span>{entry.object.name}</span> : !where && <Muted>—</Muted>}
      {where && <Muted>{where}</Muted>}
    </div>
  );
}

function From({ entry }: { entry: AuditEntry }) {
  return (
    <div>
      <span>{entry.ip ?? 'Unknown address'}</span>
      <Muted title={entry.userAgent ?? undefined}>{browserName(entry)}</Muted>
    </div>
  );
}

function browserName(entry: AuditEntry): string {
  return entry.browser ?? 'Unknown browser';
}

function fromWhere(entry: AuditEntry): string {
  return `${entry.ip ?? 'Unknown address'}, ${browserName(entry)}`;
}
