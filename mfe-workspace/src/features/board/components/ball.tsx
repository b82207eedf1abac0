import { differenceInDays } from 'date-fns';
import type { BallHolder, WaitingOn, WaitingOnFilter } from '@clientline/contracts';
import styled from '@clientline/shared-ui/styled';
import { Badge, type BadgeTone } from '@clientline/shared-ui';

/** Who is waited on, as the filter and the list name them. */
export const WAITING_ON_LABELS: Record<WaitingOnFilter, string> = { client: 'The client', firm: 'The firm', nobody: 'Nobody' };

/** Told apart by their words too: the tone alone would leave out those who do not see the colour. */
export const WAITING_ON_TONES: Record<WaitingOnFilter, BadgeTone> = { client: 'warning', firm: 'info', nobody: 'neutral' };

const WAITING_ON_PHRASES: Record<WaitingOn, string> = { client: 'Waiting on the client', firm: 'Waiting on the firm' };

/** Whole days the ball has been held, from its `since` to `now`; null when nobody holds it. */
export function waitingDays(ball: BallHolder | null, now: Date): number | null {
  return ball ? Math.max(0, differenceInDays(now, new Date(ball.since))) : null;
}

export const daysText = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;

const Holder = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  justify-items: start;
`;

const Reason = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** "Waiting on the client · 12 days" with what is owed beneath, or "Nobody is waiting". */
export function Ball({ ball, now }: { ball: BallHolder | null; now: Date }) {
  if (!ball) return <Badge tone={WAITING_ON_TONES.nobody}>Nobody is waiting</Badge>;
  return (
    <Holder>
      <Badge tone={WAITING_ON_TONES[ball.waitingOn]}>
        {WAITING_ON_PHRASES[ball.waitingOn]} · {daysText(waitingDays(ball, now) ?? 0)}
      </Badge>
      <Reason>{ball.reason}</Reason>
    </Holder>
  );
}
