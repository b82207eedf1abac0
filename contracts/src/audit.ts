import type { Role } from './enums';

/**
 * The firm's audit trail: append-only entries of who did what, when, from where. Read by the
 * "Audit log" screen (owner and admins) and each document's "History". See docs/api.md, "Audit trail".
 */

/** Every action the trail records, with the words the screen, the filter and the CSV show for it. */
export const AUDIT_ACTION_LABELS = {
  'sign_in.succeeded': 'Signed in',
  'sign_in.failed': 'Sign-in failed',
  'sign_out': 'Signed out',
  'password.changed': 'Password changed',
  'password.reset_requested': 'Password reset requested',
  'password.reset': 'Password reset',
  'email.confirmed': 'Email address confirmed',
  'two_factor.enabled': 'Two-factor turned on',
  'two_factor.disabled': 'Two-factor turned off',
  'two_factor.reset': 'Two-factor reset by the firm',
  'two_factor.recovery_code_used': 'Recovery code used',
  'two_factor.recovery_codes_regenerated': 'Recovery codes regenerated',
  'identity.confirmed': 'Password confirmed again',
  'identity.confirmation_failed': 'Password confirmation failed',
  'session.ended': 'Session signed out',
  'sessions.ended_elsewhere': 'Signed out everywhere else',
  'member.approved': 'Member approved',
  'member.rejected': 'Join request declined',
  'member.removed': 'Member removed',
  'member.admin_granted': 'Made admin',
  'member.admin_revoked': 'Admin rights removed',
  'member.ownership_transferred': 'Ownership handed over',
  'invitation.sent': 'Invitation sent',
  'invitation.resent': 'Invitation resent',
  'invitation.withdrawn': 'Invitation withdrawn',
  'client.created': 'Client created',
  'client.updated': 'Client edited',
  'client.archived': 'Client archived',
  'client.restored': 'Client restored',
  'client.deleted': 'Client deleted',
  'client.access_link_created': 'Access link created',
  'client.password_reset': 'Client password reset',
  'client.email_change_requested': 'Client email change requested',
  'client.email_change_cancelled': 'Client email change cancelled',
  'client.person_added': 'Person added to a client',
  'client.person_updated': 'Client person edited',
  'client.person_removed': 'Person removed from a client',
  'client.previewed': 'Portal previewed as a person',
  'client.imported': 'Clients imported',
  'client.invited': 'Clients invited',
  'project.created': 'Project created',
  'project.updated': 'Project edited',
  'project.assignees_changed': 'Project team changed',
  'project.completed': 'Project completed',
  'project.reopened': 'Project reopened',
  'project.archived': 'Project archived',
  'project.restored': 'Project restored',
  'project.deleted': 'Project deleted',
  'template.created': 'Template made',
  'template.updated': 'Template edited',
  'template.deleted': 'Template deleted',
  'template_batch.run': "Template's projects created for many clients",
  'template_batch.undone': 'Projects of a batch removed',
  'recurrence.set_up': 'Template set to repeat',
  'recurrence.changed': 'Repeating template changed',
  'recurrence.ended': 'Repeating template ended',
  'automation.created': 'Automation created',
  'automation.changed': 'Automation changed',
  'automation.deleted': 'Automation deleted',
  'automation.ran': 'Automation ran',
  'automation.failed': 'Automation failed',
  'role.created': 'Role added',
  'role.renamed': 'Role renamed',
  'role.deleted': 'Role deleted',
  'client.role_holder_changed': 'Client’s role holder changed',
  'milestone.created': 'Milestone added',
  'milestone.updated': 'Milestone edited',
  'milestone.status_changed': 'Milestone status changed',
  'milestone.deleted': 'Milestone deleted',
  'task.created': 'Task added',
  'task.updated': 'Task edited',
  'task.deleted': 'Task deleted',
  'message.sent_by_email': 'Message sent by email',
  'message.edited': 'Message edited',
  'message.deleted': 'Message deleted',
  'document_request.created': 'Document requested',
  'document_request.accepted': 'Document accepted',
  'document_request.reopened': 'Document asked for again',
  'document_request.acceptance_reopened': 'Accepted document reopened',
  'document_request.reminded': 'Reminder sent',
  'document_request.reminders_switched': 'Automatic reminders switched',
  'share_link.created': 'Share link created',
  'share_link.revoked': 'Share link revoked',
  'share_link.viewed': 'Shared timeline viewed',
  'document.uploaded': 'Document uploaded',
  'document.viewed': 'Document viewed',
  'document.downloaded': 'Document downloaded',
  'document.deleted': 'Document deleted',
  'webhook_token.regenerated': 'Webhook token regenerated',
  'webhook_request.handled': 'Webhook request marked handled',
  'webhook_request.reopened': 'Webhook request marked not handled',
  'settings.changed': 'Settings changed',
  'notification_settings.changed': 'Notification settings changed',
} as const;

export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as AuditAction[];

/** The groups the Audit log's Action filter lists the actions in, in this order. */
export const AUDIT_ACTION_GROUPS = ['Sign-in and security', 'Team', 'Clients', 'Projects', 'Documents', 'Messages', 'Settings'] as const;
export type AuditActionGroup = (typeof AUDIT_ACTION_GROUPS)[number];

/** The group of each action: a new action names one here (the type requires it). */
export const AUDIT_ACTION_GROUP: Record<AuditAction, AuditActionGroup> = {
  'sign_in.succeeded': 'Sign-in and security',
  'sign_in.failed': 'Sign-in and security',
  'sign_out': 'Sign-in and security',
  'password.changed': 'Sign-in and security',
  'password.reset_requested': 'Sign-in and security',
  'password.reset': 'Sign-in and security',
  'email.confirmed': 'Sign-in and security',
  'two_factor.enabled': 'Sign-in and security',
  'two_factor.disabled': 'Sign-in and security',
  'two_factor.reset': 'Sign-in and security',
  'two_factor.recovery_code_used': 'Sign-in and security',
  'two_factor.recovery_codes_regenerated': 'Sign-in and security',
  'identity.confirmed': 'Sign-in and security',
  'identity.confirmation_failed': 'Sign-in and security',
  'session.ended': 'Sign-in and security',
  'sessions.ended_elsewhere': 'Sign-in and security',
  'member.approved': 'Team',
  'member.rejected': 'Team',
  'member.removed': 'Team',
  'member.admin_granted': 'Team',
  'member.admin_revoked': 'Team',
  'member.ownership_transferred': 'Team',
  'invitation.sent': 'Team',
  'invitation.resent': 'Team',
  'invitation.withdrawn': 'Team',
  'client.created': 'Clients',
  'client.updated': 'Clients',
  'client.archived': 'Clients',
  'client.restored': 'Clients',
  'client.deleted': 'Clients',
  'client.access_link_created': 'Clients',
  'client.password_reset': 'Clients',
  'client.email_change_requested': 'Clients',
  'client.email_change_cancelled': 'Clients',
  'client.person_added': 'Clients',
  'client.person_updated': 'Clients',
  'client.person_removed': 'Clients',
  'client.previewed': 'Clients',
  'client.imported': 'Clients',
  'client.invited': 'Clients',
  'project.created': 'Projects',
  'project.updated': 'Projects',
  'project.assignees_changed': 'Projects',
  'project.completed': 'Projects',
  'project.reopened': 'Projects',
  'project.archived': 'Projects',
  'project.restored': 'Projects',
  'template.created': 'Projects',
  'template.updated': 'Projects',
  'template.deleted': 'Projects',
  'template_batch.run': 'Projects',
  'template_batch.undone': 'Projects',
  'recurrence.set_up': 'Projects',
  'recurrence.changed': 'Projects',
  'recurrence.ended': 'Projects',
  'automation.created': 'Projects',
  'automation.changed': 'Projects',
  'automation.deleted': 'Projects',
  'automation.ran': 'Projects',
  'automation.failed': 'Projects',
  'role.created': 'Team',
  'role.renamed': 'Team',
  'role.deleted': 'Team',
  'client.role_holder_changed': 'Clients',
  'project.deleted': 'Projects',
  'milestone.created': 'Projects',
  'milestone.updated': 'Projects',
  'milestone.status_changed': 'Projects',
  'milestone.deleted': 'Projects',
  'task.created': 'Projects',
  'task.updated': 'Projects',
  'task.deleted': 'Projects',
  'share_link.created': 'Projects',
  'share_link.revoked': 'Projects',
  'share_link.viewed': 'Projects',
  'document_request.created': 'Documents',
  'document_request.accepted': 'Documents',
  'document_request.reopened': 'Documents',
  'document_request.acceptance_reopened': 'Documents',
  'document_request.reminded': 'Documents',
  'document_request.reminders_switched': 'Documents',
  'document.uploaded': 'Documents',
  'document.viewed': 'Documents',
  'document.downloaded': 'Documents',
  'document.deleted': 'Documents',
  'message.sent_by_email': 'Messages',
  'message.edited': 'Messages',
  'message.deleted': 'Messages',
  'webhook_token.regenerated': 'Settings',
  'webhook_request.handled': 'Clients',
  'webhook_request.reopened': 'Clients',
  'settings.changed': 'Settings',
  'notification_settings.changed': 'Settings',
};

/** The actions a document's "History" lists. */
export const DOCUMENT_HISTORY_ACTIONS: AuditAction[] = ['document.uploaded', 'document.viewed', 'document.downloaded', 'document.deleted'];

/** How long entries are kept unless the firm sets otherwise (GET/PUT /api/audit-log/settings). */
export const AUDIT_RETENTION_YEARS_DEFAULT = 7;
export const AUDIT_RETENTION_YEARS_MIN = 1;
export const AUDIT_RETENTION_YEARS_MAX = 10;

/** Entries per page of GET /api/audit-log. */
export const AUDIT_PAGE_SIZE = 50;

export interface AuditEntry {
  id: string;
  /** ISO time. */
  at: string;
  action: AuditAction;
  /** Who did it; null when nobody was signed in (a failed sign-in, a shared timeline viewed by its link). */
  actor: { id: string; displayName: string; role: Role; isAdmin: boolean } | null;
  /** What it was done to, by name as it was then (a deleted document keeps its name here). */
  object: { type: 'user' | 'client' | 'project' | 'document' | 'share_link' | 'organization' | 'session' | 'invitation' | 'milestone' | 'task' | 'message' | 'document_request' | 'template' | 'template_batch' | 'role' | 'webhook_request' | 'automation'; id: string; name: string } | null;
  project: { id: string; name: string } | null;
  client: { id: string; displayName: string } | null;
  /** A short detail in words, e.g. the fields that changed (`Due date: 2026-03-01 → 2026-04-15`) or the username a failed sign-in tried. */
  detail: string | null;
  ip: string | null;
  userAgent: string | null;
  /** The browser and system of `userAgent` in words ("Chrome on Windows"); null when not recognised. */
  browser: string | null;
}

/**
 * GET /api/audit-log (and /api/audit-log/export.csv) query: every filter optional. `from`/`to` are
 * calendar days (YYYY-MM-DD, in UTC), both included; `before` is the `nextCursor` of the previous page.
 */
export interface AuditLogQuery {
  personId?: string;
  action?: AuditAction;
  projectId?: string;
  clientId?: string;
  from?: string;
  to?: string;
  before?: string;
}

/** GET /api/audit-log: newest first, AUDIT_PAGE_SIZE at most; `nextCursor` null on the last page. */
export interface AuditLogPage {
  entries: AuditEntry[];
  nextCursor: string | null;
}

/** GET /api/documents/{id}/history: every entry of DOCUMENT_HISTORY_ACTIONS for the document, newest first. */
export interface DocumentHistory {
  entries: AuditEntry[];
}

/** GET and PUT /api/audit-log/settings. */
export interface AuditSettings {
  retentionYears: number;
}
