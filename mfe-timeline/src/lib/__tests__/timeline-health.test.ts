import { timelineHealth } from '../timeline-health';

// Noon local time on Mar 10, 2026: the end dates are date-only, stored at 00:00 UTC.
const NOW = new Date(2026, 2, 10, 12, 0);

describe('timeline health from the project end date', () => {
  it.each([
    ['2026-03-10T00:00:00.000Z', 'Due Today', 'destructive', 0],
    ['2026-03-11T00:00:00.000Z', 'Due Soon', 'warning', 1],
    ['2026-03-16T00:00:00.000Z', 'Due Soon', 'warning', 6],
    ['2026-03-17T00:00:00.000Z', 'On Track', 'success', 7],
    ['2027-01-01T00:00:00.000Z', 'On Track', 'success', 297],
  ])('ending %s is %s (%s), %i days remaining', (endDate, label, tone, daysRemaining) => {
    expect(timelineHealth(endDate, NOW)).toEqual({ label, tone, daysRemaining });
  });

  it('says Overdue with the days past the end date once it has passed, never below 0 days remaining', () => {
    expect(timelineHealth('2026-03-01T00:00:00.000Z', NOW)).toEqual({ label: 'Overdue', tone: 'destructive', daysRemaining: 0, daysOverdue: 9 });
    expect(timelineHealth('2026-03-09T00:00:00.000Z', NOW)).toMatchObject({ label: 'Overdue', daysOverdue: 1 });
  });

  it('says No End Date Set without an end date', () => {
    expect(timelineHealth(null, NOW)).toEqual({ label: 'No End Date Set', tone: 'neutral', daysRemaining: null });
  });

  it('counts the end day in calendar days late in the evening too', () => {
    expect(timelineHealth('2026-03-11T00:00:00.000Z', new Date(2026, 2, 10, 23, 59)).daysRemaining).toBe(1);
  });
});
