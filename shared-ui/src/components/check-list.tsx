import type { ReactNode } from 'react';
import styled from '@clientline/shared-ui/styled';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export interface CheckListProps {
  items: string[];
  /** The check mark before each item, drawn in the page's own look. */
  mark: ReactNode;
  className?: string;
}

/** What Clientline offers, as points each after a check mark (the /auth pitch, the early-access page). */
export function CheckList({ items, mark, className }: CheckListProps) {
  return (
    <List className={className}>
      {items.map((item) => (
        <Item key={item}>
          {mark}
          {item}
        </Item>
      ))}
    </List>
  );
}
