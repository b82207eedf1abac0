import styled from '@clientline/shared-ui/styled';
import { Card } from '@clientline/shared-ui';

// A table's rows as cards, for phones (projects, clients): the same facts, nothing to scroll sideways.

export const CardList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** One card of a CardList; render it `as="li"`. */
export const CardListItem = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

/** A card's heading with its checkbox before it, for those who act on a selection. */
export const CardHeading = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  overflow-wrap: anywhere;
`;

/** A line of small muted facts (a status badge, dates, links) that wraps on narrow screens. */
export const MetaLine = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
