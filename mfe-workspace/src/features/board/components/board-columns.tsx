import { useId } from 'react';
import type { BoardCard, BoardColumn } from '@clientline/contracts';
import { Card } from '@clientline/shared-ui';
import { Link } from '@clientline/shared-ui/router';
import styled from '@clientline/shared-ui/styled';
import { MetaLine } from '../../../components/card-list';
import type { PageSelection } from '../../../lib/use-page-selection';
import { Ball } from './ball';
import { Due } from './due';
import { ProjectCheckbox } from './project-checkbox';

// The columns scroll inside their own region, never the page: focusable, so the keyboard scrolls it too.
const Scroller = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 100%;
  overflow-x: auto;
  padding-bottom: ${({ theme }) => theme.space[2]};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

const Column = styled.section`
  display: flex;
  flex: 0 0 288px;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceMuted};

  h2 {
    display: flex;
    align-items: baseline;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Count = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Cards = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const CardItem = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  overflow-wrap: anywhere;

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/** The project's name, with its checkbox before it for those who act on a selection. */
const Heading = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

function ProjectCard({ card, now, selection }: { card: BoardCard; now: Date; selection?: PageSelection }) {
  return (
    <CardItem as="li">
      <Heading>
        {selection && <ProjectCheckbox card={card} selection={selection} />}
        <h3>
          <Link to={`/project/${card.projectId}`}>{card.name}</Link>
        </h3>
      </Heading>
      <MetaLine>
        <span>{card.clientName}</span>
        {card.period && <span>{card.period}</span>}
      </MetaLine>
      <MetaLine>
        <Due card={card} prefix="Due " />
      </MetaLine>
      <Ball ball={card.ball} now={now} />
    </CardItem>
  );
}

function StageColumn({ column, now, selection }: { column: BoardColumn; now: Date; selection?: PageSelection }) {
  const headingId = useId();
  const hidden = column.count - column.cards.length;
  return (
    <Column aria-labelledby={headingId}>
      <h2 id={headingId}>
        {column.stage} <Count>{column.count}</Count>
      </h2>
      {column.cards.length > 0 ? (
        <Cards>
          {column.cards.map((card) => (
            <ProjectCard key={card.projectId} card={card} now={now} selection={selection} />
          ))}
        </Cards>
      ) : (
        <Note>No projects</Note>
      )}
      {hidden > 0 && <Note>{hidden} more not shown</Note>}
    </Column>
  );
}

/**
 * The stages side by side, each with its count and its projects' cards, most waiting first; a checkbox on
 * each card with `selection` (for the owner and admins).
 */
export function BoardColumns({ columns, now, selection }: { columns: BoardColumn[]; now: Date; selection?: PageSelection }) {
  return (
    <Scroller role="region" aria-label="Board columns" tabIndex={0}>
      {columns.map((column) => (
        <StageColumn key={column.stage} column={column} now={now} selection={selection} />
      ))}
    </Scroller>
  );
}
