// The product's fixed lists and their words: no schema, so a page that shows one does not download zod
// (their schemas are in enum-schemas.ts).

export const ROLES = ['organization', 'team_member', 'client'] as const;
export type Role = (typeof ROLES)[number];

/**
 * A self-registered team member (or client) stays `pending` until the organization approves them. A team
 * member the firm removed is `removed`: they keep their organizationId (their messages, tasks and uploads stay
 * the firm's, attributed to them) but can no longer sign in; the firm may invite them again.
 */
export const USER_STATUSES = ['active', 'pending', 'removed'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const PROJECT_STATUSES = ['active', 'completed', 'waiting_assignment', 'other'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export const MILESTONE_STATUSES = ['pending', 'in_progress', 'completed'] as const;
export type MilestoneStatus = (typeof MILESTONE_STATUSES)[number];
export const MILESTONE_STATUS_WORDS: Record<MilestoneStatus, string> = { pending: 'Pending', in_progress: 'In progress', completed: 'Completed' };

/** Where a timeline task stands; only `done` tasks leave the dashboard's outstanding tasks. */
export const TASK_STATUSES = ['todo', 'in_progress', 'done'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
export const TASK_STATUS_WORDS: Record<TaskStatus, string> = { todo: 'To do', in_progress: 'In progress', done: 'Done' };

export const WEBHOOK_REQUEST_STATUSES = ['pending', 'processed', 'failed'] as const;
export type WebhookRequestStatus = (typeof WEBHOOK_REQUEST_STATUSES)[number];

export const CLIENT_DISPLAY_STATUSES = ['Active', 'Pending', 'Sleeping'] as const;
export type ClientDisplayStatus = (typeof CLIENT_DISPLAY_STATUSES)[number];

/**
 * Where a client person stands with their account: not invited yet (added by an import that invites later or
 * never), invited (their first-access link still works), the invitation expired (resend it), or active (they
 * chose a password).
 */
export const CLIENT_ACCESS_STATES = ['not_invited', 'invited', 'invitation_expired', 'active'] as const;
export type ClientAccess = (typeof CLIENT_ACCESS_STATES)[number];

export const NOTIFICATION_POST_TYPES = ['milestone_created', 'milestone_updated'] as const;
export type NotificationPostType = (typeof NOTIFICATION_POST_TYPES)[number];

// Early-access questionnaire (docs/api.md, POST /api/early-access).
export const EARLY_ACCESS_ROLES = ['executive', 'manager', 'professional', 'founder'] as const;
export const TEAM_SIZES = ['1-10', '11-50', '51-200', '201+'] as const;
export const INDUSTRIES = ['legal', 'accounting', 'consulting', 'technology', 'other'] as const;
export const USE_CASES = ['client_management', 'project_tracking', 'team_collaboration', 'automation', 'other'] as const;
export const EXPECTED_START_DATES = ['immediately', '1-3months', '3-6months', '6months+'] as const;
export const PRIORITIES = ['efficiency', 'growth', 'satisfaction', 'costs'] as const;
