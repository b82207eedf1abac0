import type { MilestoneStatus } from '@clientline/contracts';

export const STATUS_WORDS: Record<MilestoneStatus, string> = { pending: 'pending', in_progress: 'in progress', completed: 'completed' };
const NEXT_STATUS: Record<MilestoneStatus, MilestoneStatus | null> = { pending: 'in_progress', in_progress: 'completed', completed: null };

/** Milestones only move forward one step: pending -> in_progress -> completed. Null when `from -> to` is allowed. */
export function statusChangeRefusal(from: MilestoneStatus, to: MilestoneStatus): string | null {
  if (NEXT_STATUS[from] === to) return null;
  if (from === to) return `This milestone is already ${STATUS_WORDS[to]}`;
  if (from === 'completed') return 'A completed milestone cannot change status';
  if (to === 'completed') return 'Start progress on this milestone before marking it complete';
  return 'A milestone in progress cannot go back to pending';
}
