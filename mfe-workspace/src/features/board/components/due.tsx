import { Badge } from '@clientline/shared-ui';
import { formatDay } from '@clientline/shared-ui/dates';
import type { BoardCard } from '@clientline/contracts';

/** The due date of the card's stage (or its project's end), and "Overdue" once it has passed. */
export function Due({ card, prefix = '' }: { card: Pick<BoardCard, 'dueDate' | 'overdue'>; prefix?: string }) {
  return (
    <>
      <span>{card.dueDate ? `${prefix}${formatDay(card.dueDate)}` : 'No due date'}</span>
      {card.overdue && <Badge tone="destructive">Overdue</Badge>}
    </>
  );
}
