import { MILESTONE_STATUSES, type MilestoneStatus } from '@clientline/contracts';
import { REOPEN_REFUSED, statusChangeRefusal } from '../status-flow';

function allowedMoves(mayReopen: boolean): string[] {
  const allowed: string[] = [];
  for (const from of MILESTONE_STATUSES) {
    for (const to of MILESTONE_STATUSES) if (statusChangeRefusal(from, to, mayReopen) === null) allowed.push(`${from}->${to}`);
  }
  return allowed;
}

describe('milestone status flow', () => {
  it('allows exactly pending -> in_progress and in_progress -> completed to an assigned team member', () => {
    expect(allowedMoves(false)).toEqual(['pending->in_progress', 'in_progress->completed']);
  });

  it('lets those who run the firm also reopen a completed milestone to in progress', () => {
    expect(allowedMoves(true)).toEqual(['pending->in_progress', 'in_progress->completed', 'completed->in_progress']);
  });

  it.each<[MilestoneStatus, MilestoneStatus, boolean, number, string]>([
    ['pending', 'completed', true, 409, 'Start progress on this milestone before marking it complete'],
    ['in_progress', 'pending', true, 409, 'A milestone in progress cannot go back to pending'],
    ['completed', 'in_progress', false, 403, REOPEN_REFUSED],
    ['completed', 'pending', false, 409, 'A completed milestone cannot change status'],
    ['completed', 'pending', true, 409, 'A completed milestone can only go back to in progress'],
    ['completed', 'completed', true, 409, 'This milestone is already completed'],
    ['in_progress', 'in_progress', false, 409, 'This milestone is already in progress'],
  ])('refuses %s -> %s (may reopen: %s) with %i and a message', (from, to, mayReopen, status, message) => {
    expect(statusChangeRefusal(from, to, mayReopen)).toEqual({ status, message });
  });
});
