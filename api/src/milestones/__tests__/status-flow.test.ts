import { MILESTONE_STATUSES, type MilestoneStatus } from '@clientline/contracts';
import { statusChangeRefusal } from '../status-flow';

describe('milestone status flow', () => {
  it('allows exactly pending -> in_progress and in_progress -> completed', () => {
    const allowed: string[] = [];
    for (const from of MILESTONE_STATUSES) {
      for (const to of MILESTONE_STATUSES) if (statusChangeRefusal(from, to) === null) allowed.push(`${from}->${to}`);
    }
    expect(allowed).toEqual(['pending->in_progress', 'in_progress->completed']);
  });

  it.each<[MilestoneStatus, MilestoneStatus, string]>([
    ['pending', 'completed', 'Start progress on this milestone before marking it complete'],
    ['in_progress', 'pending', 'A milestone in progress cannot go back to pending'],
    ['completed', 'in_progress', 'A completed milestone cannot change status'],
    ['completed', 'completed', 'This milestone is already completed'],
    ['in_progress', 'in_progress', 'This milestone is already in progress'],
  ])('refuses %s -> %s with a message', (from, to, message) => {
    expect(statusChangeRefusal(from, to)).toBe(message);
  });
});
