import { useMemo, useState } from 'react';
import type { BoardCard, BoardColumn } from '@clientline/contracts';
import { Badge, VisuallyHidden } from '@clientline/shared-ui';
import { Link } from '@clientline/shared-ui/router';
import styled from '@clientline/shared-ui/styled';
import { Field, Select, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@clientline/shared-ui/widgets';
import { CardHeading, CardList, CardListItem, MetaLine } from '../../../components/card-list';
import type { PageSelection } from '../../../lib/use-page-selection';
import { Ball, WAITING_ON_LABELS, WAITING_ON_TONES, waitingDays } from './ball';
import { Due } from './due';
import { ProjectCheckbox } from './project-checkbox';

type SortKey = 'project' | 'client' | 'stage' | 'waitingOn' | 'waitingDays' | 'due';
type Direction = 'ascending' | 'descending';
interface Sort {
  key: SortKey;
  direction: Direction;
}

/** A row: the card, the order of its stage on the board, and how many days it has waited. */
interface Row {
  card: BoardCard;
  stageOrder: number;
  days: number | null;
}

const COLUMNS: { key: SortKey; label: string; first: Direction }[] = [
  { key: 'project', label: 'Project', first: 'ascending' },
  { key: 'client', label: 'Client', first: 'ascending' },
  { key: 'stage', label: 'Stage', first: 'ascending' },
  { key: 'waitingOn', label: 'Waiting on', first: 'ascending' },
  { key: 'waitingDays', label: 'Waiting for (days)', first: 'descending' },
  { key: 'due', label: 'Due', first: 'ascending' },
];

const LONGEST_WAITING_FIRST: Sort = { key: 'waitingDays', direction: 'descending' };

const WAITING_ON_ORDER = { client: 0, firm: 1 } as const;

/** The value a row sorts by; null (nobody waiting, no due date) sorts last whichever the direction. */
function sortValue({ card, stageOrder, days }: Row, key: SortKey): string | number | null {
  switch (key) {
    case 'project':
      return card.name.toLowerCase();
    case 'client':
      return card.clientName.toLowerCase();
    case 'stage':
      return stageOrder;
    case 'waitingOn':
      return card.ball ? WAITING_ON_ORDER[card.ball.waitingOn] : null;
    case 'waitingDays':
      return days;
    case 'due':
      return card.dueDate;
  }
}

function sorted(rows: Row[], { key, direction }: Sort): Row[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const left = sortValue(a, key);
    const right = sortValue(b, key);
    if (left === right) return 0;
    if (left === null) return 1;
    if (right === null) return -1;
    return (left < right ? -1 : 1) * sign;
  });
}

const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  letter-spacing: inherit;
  text-transform: inherit;
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

const Nowrap = styled(TableCell)`
  white-space: nowrap;
`;

const SelectCell = styled(TableCell)`
  width: 1%;
`;

const ProjectLink = styled(Link)`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const SortField = styled.div`
  max-width: 260px;
  margin-bottom: ${({ theme }) => theme.space[3]};
`;

interface ListViewProps {
  rows: Row[];
  sort: Sort;
  onSort(key: SortKey): void;
  /** The ticked projects, for the owner and admins; no checkboxes without. */
  selection?: PageSelection;
}

const arrow = (direction: Direction) => (direction === 'ascending' ? '▲' : '▼');

function BoardTable({ rows, sort, onSort, selection }: ListViewProps) {
  return (
    <Table label="Projects on the board">
      <TableHead>
        <TableRow>
          {selection && (
            <TableHeaderCell>
              <VisuallyHidden>Select</VisuallyHidden>
            </TableHeaderCell>
          )}
          {COLUMNS.map(({ key, label }) => (
            <TableHeaderCell key={key} aria-sort={sort.key === key ? sort.direction : undefined}>
              <SortButton type="button" onClick={() => onSort(key)}>
                {label}
                {sort.key === key && <span aria-hidden>{arrow(sort.direction)}</span>}
              </SortButton>
            </TableHeaderCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map(({ card, days }) => (
          <TableRow key={card.projectId}>
            {selection && (
              <SelectCell>
                <ProjectCheckbox card={card} selection={selection} />
              </SelectCell>
            )}
            <TableCell>
              <ProjectLink to={`/project/${card.projectId}`}>{card.name}</ProjectLink>
            </TableCell>
            <TableCell>{card.clientName}</TableCell>
            <TableCell>{card.stage}</TableCell>
            <TableCell>
              <Badge tone={WAITING_ON_TONES[card.ball?.waitingOn ?? 'nobody']}>{WAITING_ON_LABELS[card.ball?.waitingOn ?? 'nobody']}</Badge>
            </TableCell>
            <TableCell>{days ?? '–'}</TableCell>
            <Nowrap>
              <Due card={card} />
            </Nowrap>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The table as cards, for phones: the same facts, nothing to scroll sideways; the order chosen with a select. */
function BoardCards({ rows, sort, onSort, selection, now }: ListViewProps & { now: Date }) {
  return (
    <>
      <SortField>
        <Field label="Sort by">
          <Select value={sort.key} onChange={(event) => onSort(event.target.value as SortKey)}>
            {COLUMNS.map(({ key, label }) => (
              <option key={key} value={key}>
                {key === 'waitingDays' ? 'Longest waiting' : label}
              </option>
            ))}
          </Select>
        </Field>
      </SortField>
      <CardList aria-label="Projects on the board">
        {rows.map(({ card }) => (
          <CardListItem as="li" key={card.projectId}>
            <CardHeading>
              {selection && <ProjectCheckbox card={card} selection={selection} />}
              <h2>
                <Link to={`/project/${card.projectId}`}>{card.name}</Link>
              </h2>
            </CardHeading>
            <MetaLine>
              <span>{card.clientName}</span>
              {card.period && <span>{card.period}</span>}
              <span>{card.stage}</span>
            </MetaLine>
            <MetaLine>
              <Due card={card} prefix="Due " />
            </MetaLine>
            <Ball ball={card.ball} now={now} />
          </CardListItem>
        ))}
      </CardList>
    </>
  );
}

/**
 * Every card of the board in one list, longest waiting first: a table sorted by its column headers on a
 * wide screen, cards on a phone; a checkbox on each with `selection`.
 */
export function BoardList({ columns, now, wide, selection }: { columns: BoardColumn[]; now: Date; wide: boolean; selection?: PageSelection }) {
  const [sort, setSort] = useState<Sort>(LONGEST_WAITING_FIRST);
  const rows = useMemo(
    () => sorted(columns.flatMap((column, stageOrder) => column.cards.map((card) => ({ card, stageOrder, days: waitingDays(card.ball, now) }))), sort),
    [columns, now, sort],
  );
  // The column sorted already turns around; another starts in its own first direction.
  const sortBy = (key: SortKey) =>
    setSort((current) =>
      current.key === key
        ? { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' }
        : { key, direction: COLUMNS.find((column) => column.key === key)!.first },
    );
  const chooseSort = (key: SortKey) => setSort({ key, direction: COLUMNS.find((column) => column.key === key)!.first });
  return wide ? (
    <BoardTable rows={rows} sort={sort} onSort={sortBy} selection={selection} />
  ) : (
    <BoardCards rows={rows} sort={sort} onSort={chooseSort} selection={selection} now={now} />
  );
}
