import { useState } from 'react';
import { CLIENT_IMPORT_OUTCOMES, type ClientImportOutcome, type ClientImportRow, type ClientImportSummary } from '@clientline/contracts';
import { Badge, Button, type BadgeTone } from '@clientline/shared-ui';
import { failedRowsUrl } from '@clientline/shared-ui/api/client-imports';
import styled from '@clientline/shared-ui/styled';
import { Field, Select } from '@clientline/shared-ui/widgets';

const OUTCOMES: Record<ClientImportOutcome, { label: string; tone: BadgeTone }> = {
  new: { label: 'New', tone: 'success' },
  update: { label: 'Update', tone: 'info' },
  unchanged: { label: 'Unchanged', tone: 'neutral' },
  error: { label: 'Cannot import', tone: 'destructive' },
};

/** Rows shown at once: the file's other rows are counted, and their outcomes are in the summary. */
const ROWS_SHOWN = 100;

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: ${({ theme }) => theme.space[4]} 0 0;
  padding: 0;
  list-style: none;

  li {
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
    padding: ${({ theme }) => theme.space[3]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    overflow-wrap: anywhere;
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

/** A step's content, spaced out: the summary, its actions, the rows. */
export const StepContent = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

/** The rows that cannot be (or were not) imported, as the file had them, with a Reason column. */
export function FailedRowsLink({ importId }: { importId: string }) {
  return (
    <Button as="a" href={failedRowsUrl(importId)} variant="secondary" download>
      Download failed rows (CSV)
    </Button>
  );
}

export function ImportSummaryText({ summary }: { summary: ClientImportSummary }) {
  const { rows, accounts, people } = summary;
  const parts = [
    `${people.new.toLocaleString('en-US')} new ${people.new === 1 ? 'person' : 'people'} (${accounts.new.toLocaleString('en-US')} new ${accounts.new === 1 ? 'client' : 'clients'})`,
    `${rows.update.toLocaleString('en-US')} updated`,
    `${rows.unchanged.toLocaleString('en-US')} unchanged`,
    `${rows.error.toLocaleString('en-US')} cannot be imported`,
  ];
  return <p>{parts.join(' · ')}</p>;
}

/** Each row's outcome, one outcome at a time, errors first when there are any. */
export function ImportRows({ rows, summary }: { rows: ClientImportRow[]; summary: ClientImportSummary }) {
  const [outcome, setOutcome] = useState<ClientImportOutcome | 'all'>(summary.rows.error > 0 ? 'error' : 'all');
  const chosen = outcome === 'all' ? rows : rows.filter((row) => row.outcome === outcome);
  return (
    <section aria-label="Rows of the file">
      <Field label="Show">
        <Select value={outcome} onChange={(event) => setOutcome(event.target.value as ClientImportOutcome | 'all')}>
          <option value="all">Every row ({rows.length.toLocaleString('en-US')})</option>
          {CLIENT_IMPORT_OUTCOMES.map((value) => (
            <option key={value} value={value}>
              {OUTCOMES[value].label} ({summary.rows[value].toLocaleString('en-US')})
            </option>
          ))}
        </Select>
      </Field>
      {chosen.length === 0 ? (
        <Muted>No rows of this kind.</Muted>
      ) : (
        <List>
          {chosen.slice(0, ROWS_SHOWN).map((row) => (
            <li key={row.line}>
              <Line>
                <Badge tone={OUTCOMES[row.outcome].tone}>{OUTCOMES[row.outcome].label}</Badge>
                <span>Line {row.line}</span>
                <strong>{row.name || 'No name'}</strong>
                <span>{row.email || 'No email'}</span>
              </Line>
              {row.accountName && row.accountName !== row.name && <Muted>Client: {row.accountName}</Muted>}
              {row.reason && <Muted>{row.reason}</Muted>}
            </li>
          ))}
        </List>
      )}
      {chosen.length > ROWS_SHOWN && (
        <Muted>
          Showing the first {ROWS_SHOWN} of {chosen.length.toLocaleString('en-US')} rows.
        </Muted>
      )}
    </section>
  );
}
