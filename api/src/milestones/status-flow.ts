import type { MilestoneStatus } from '@clientline/contracts';

export const STATUS_WORDS: Record<MilestoneStatus, string> = { pending: 'pending', in_progress: 'in progress', completed: 'completed' };
const NEXT_STATUS: Record<MilestoneStatus, MilestoneStatus | null> = { pending: 'in_progress', in_progress: 'completed', completed: null };

export const REOPEN_REFUSED = "Only the firm's owner or an admin can reopen a completed milestone";

/**
 * Milestones move forward one step: pending -> in_progress -> completed. Those who run the firm
 * (`mayReopen`) may also move a completed one back to in progress. Null when `from -> to` is allowed,
 * else the answer's status and message.
 */
export function statusChangeRefusal(from: MilestoneStatus, to: MilestoneStatus, mayReopen: boolean): { status: 403 | 409; message: string } | null {
  if (NEXT_STATUS[from] === to) return null;
  if (from === to) return { status: 409, message: `This milestone is already ${STATUS_WORDS[to]}` };
  if (from === 'completed' && to === 'in_progress') return mayReopen ? null : { status: 403, message: REOPEN_REFUSED };
  if (from === 'completed') {
    return { status: 409, message: mayReopen ? 'A completed milestone can only go back to in progress' : 'A completed milestone cannot change status' };
  }
  if (to === 'completed') return { status: 409, message: 'Start progress on this milestone before marking it complete' };
  return { status: 409, message: 'A milestone in progress cannot go back to pending' };
}
