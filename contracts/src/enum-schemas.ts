import { z } from 'zod';
import { MILESTONE_STATUSES, ROLES, TASK_STATUSES } from './enums';
import { PRACTICES } from './practices';

export const roleSchema = z.enum(ROLES, { error: 'Account type must be organization, team_member or client' });

/** What kind of firm an organization is. The list is `PRACTICES` of practices.ts, which screens import without zod. */
export const practiceSchema = z.enum(PRACTICES, { error: 'Practice must be law, accounting or other' });

export const milestoneStatusSchema = z.enum(MILESTONE_STATUSES, {
  error: 'Status must be pending, in_progress or completed',
});

export const taskStatusSchema = z.enum(TASK_STATUSES, { error: 'Status must be todo, in_progress or done' });
