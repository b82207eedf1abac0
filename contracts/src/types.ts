import type {
  ClientAccess,
  ClientDisplayStatus,
  MilestoneStatus,
  ProjectStatus,
  Role,
  TaskStatus,
  UserStatus,
  WebhookRequestStatus,
} from './enums';
import type { ActivityMailSettings } from './notification-settings';
import type { Practice } from './practices';
import type { ClientAccountKind } from './clients';

/** Response shapes of the api (docs/api.md). Ids are strings, dates are ISO 8601 strings. */

export type IsoDate = string;

export interface User {
  id: string;
  username: string;
  displayName: string;
  role: Role;
  organizationName: string | null;
  firstLogin: boolean;
  requiresPasswordChange: boolean;
  /** Present only in the response that created a client. */
  temporaryPassword?: string;
}

/** What the user is mailed about beyond the account mails, which always go (PUT /api/user/notification-settings). */
export interface NotificationSettings {
  /** "A new sign-in to your account" after each sign-in with a password. Off by default. */
  signInAlerts: boolean;
  /** How each category of bell notification is mailed; the role's defaults (defaultActivityMail) until chosen. */
  activityMail: ActivityMailSettings;
  /** The IANA time zone the daily digest goes out in (at 08:00); null until the browser's or the person's choice is saved (UTC till then). */
  timeZone: string | null;
  /** For the owner and admins: the bell has every project's news, not only of the projects they are assigned to (defaultEveryProjectNews). */
  everyProjectNews: boolean;
}

/** What GET /api/user returns under `user`, and what login/register/change-password return. */
export interface CurrentUser extends User {
  status: UserStatus;
  /**
   * An admin: a team member the firm's owner (role organization) made one. They may do what the owner
   * may, except change admins and hand over ownership (docs/api.md, "Who may do what"). Always false
   * for the owner and for clients.
   */
  isAdmin: boolean;
  notificationSettings: NotificationSettings;
  organizationId: string | null;
  /** The slug of the organization's public page (/{organizationSlug}). */
  organizationSlug: string | null;
  /** What kind of firm the organization is ('other' for a firm that never said); it decides the words its clients read (practiceWords). */
  organizationPractice: Practice | null;
  /** The firm a pending user asked to join; null once their request was turned down or withdrawn. */
  requestedOrganizationName: string | null;
  /** Two-factor sign-in is on: signing in asks for a code of their authenticator app after the password. */
  twoFactorEnabled: boolean;
  /**
   * The firm requires two-factor sign-in of them and they have not turned it on: every call but enrolment,
   * GET /api/user and logout answers 403 until they do (docs/api.md, "Two-factor sign-in").
   */
  twoFactorEnrollmentRequired: boolean;
  /** They proved they read mail at `username` (a mailed link); optional mail goes only to a confirmed address. */
  emailConfirmed: boolean;
  createdAt: IsoDate;
  /**
   * Set while a firm manager previews this client person's portal: the api answers their session as this
   * person, read-only, and the shell marks every page (docs/api.md, "Preview as a person").
   */
  preview?: PortalPreview;
}

export interface AuthResponse {
  ok: boolean;
  message: string;
  user?: CurrentUser;
  /** POST /api/login: the password was right, and POST /api/login/two-factor with a code completes the sign-in (no `user` yet). */
  twoFactorRequired?: boolean;
}

/** POST /api/auth/forgot-password and the firm's "Send password reset". */
export interface OkMessage {
  ok: true;
  message: string;
}

/** POST /api/auth/reset-password/check: whose password the link sets. */
export interface ResetLinkCheck extends OkMessage {
  user: { displayName: string };
}

/** POST /api/auth/reset-password: where to sign in now (the firm's login page for a client, else /auth). */
export interface PasswordResetDone extends OkMessage {
  signInPath: string;
}

/** GET /api/mail/undelivered: a mail of the firm the relay refused for good, or that could not go out for 24 hours. */
export interface UndeliveredMail {
  id: string;
  to: string;
  subject: string;
  /** The relay's answer, e.g. '550 No such mailbox'. */
  reason: string;
  failedAt: IsoDate;
}

export interface ApiError {
  message: string;
  /** Field path (e.g. `newClient.email`) to the first message for that field, for 400 responses. */
  errors?: Record<string, string>;
}

export interface Milestone {
  id: string;
  name: string;
  description?: string;
  dueDate: IsoDate;
  status: MilestoneStatus;
  completedAt: IsoDate | null;
}

export interface Project {
  id: string;
  name: string;
  description?: string;
  startDate: IsoDate;
  endDate: IsoDate | null;
  status: ProjectStatus;
  clientId: string;
  client: { displayName: string };
  completedMilestones: number;
  totalMilestones: number;
  milestones: Milestone[];
  performance: { score: number } | null;
  /** Staff views only (never sent to a client): the users assigned to the project. */
  assigneeIds?: string[];
  /** When the firm archived it (null while it is not): archived projects leave the lists and counts. */
  archivedAt: IsoDate | null;
  createdAt: IsoDate;
  updatedAt: IsoDate;
}

/** An item of GET /api/projects: a project without its milestones (the counts say enough for a list). */
export type ProjectSummary = Omit<Project, 'milestones'>;

/** POST /api/projects: the project, plus the new client's one-time login details when one was created. */
export interface CreatedProject extends Project {
  newClient?: CreatedClient;
}

export interface TimelineTask {
  id: string;
  name: string;
  description?: string;
  startDate: IsoDate;
  endDate: IsoDate;
  status: TaskStatus;
  /** Who does it: one of the project's team or the firm's managers; null for no one (and on a share link). */
  assignee: { id: string; displayName: string } | null;
}

export interface Timeline {
  id: string;
  projectId: string;
  tasks: TimelineTask[];
}

export interface Message {
  id: string;
  /** Empty once deleted. */
  content: string;
  createdAt: IsoDate;
  senderId: string;
  sender: { id: string; displayName: string };
  /** When its sender last edited it; null if never. */
  editedAt: IsoDate | null;
  /** When its sender deleted it (the screens show 'Message deleted'); null while it stands. */
  deletedAt: IsoDate | null;
}

export interface MilestoneNotificationData {
  name: string;
  status: MilestoneStatus;
  dueDate: IsoDate | null;
}

export interface Notification {
  id: string;
  type: string;
  content: string;
  read: boolean;
  createdAt: IsoDate;
  /** The project the notification is about, when there is one. */
  projectId?: string | null;
  /** That project's name and its client account's when the news was made (absent on news stored before they were kept). */
  projectName?: string;
  clientName?: string;
  milestoneData?: MilestoneNotificationData;
}

export interface DashboardMetrics {
  activeProjects: number;
  averageCompletionDays: number;
  /** Minutes. */
  averageResponseTime: number;
  clientsOnboarded: number;
  totalTasks: number;
  outstandingTasks: number;
  /** Document request items still waiting on the client (requested or changes_requested), whatever the range. */
  outstandingDocumentRequests: number;
}

export interface TeamMember {
  id: string;
  name: string;
  role: Role;
  /** A team member the owner made an admin (false for the owner, role organization). */
  isAdmin: boolean;
  email: string;
  projectsCount: number;
  completedProjectsCount: number;
  performance: number;
  /** Two-factor sign-in is on (the owner and admins may reset it). */
  twoFactorEnabled: boolean;
}

/** PUT /api/team/members/{id}/admin: the member as GET /api/team/members now lists them. */
export interface AdminChange {
  ok: true;
  message: string;
  member: TeamMember;
}

/** A self-registered team member or client waiting for the organization's approval. */
export interface PendingMember {
  id: string;
  username: string;
  displayName: string;
  role: Role;
  createdAt: IsoDate;
}

export interface WebhookRequest {
  id: string;
  type: string;
  content: string;
  source: string;
  status: WebhookRequestStatus;
  /** Why processing failed the request (status failed only). */
  failureReason?: string;
  createdAt: IsoDate;
  /** Marked handled by someone of the firm, with when; null until then. */
  handled: { at: IsoDate; byName: string } | null;
  /** The id of the earliest listed request from the same email (or with the same content) when this one repeats it. */
  repeatOf: string | null;
}

export interface WebhookConfig {
  webhookToken: string;
}

export interface Achievement {
  name: string;
  description: string;
  pointsAwarded: number;
}

export interface CompletionResult {
  achievements: Achievement[];
  pointsEarned: number;
  project: Project;
}

export interface OrganizationPublic {
  organizationName: string;
  username: string;
  /** What kind of firm it is, so its sign-in page calls its clients' work by the firm's word for it. */
  practice: Practice;
}


/** From the mailed invitation link, or signed in with the temporary password the firm saw and changed it. */
export const PASSWORD_SET_WITH = ['invitation_link', 'temporary_password'] as const;
export type PasswordSetWith = (typeof PASSWORD_SET_WITH)[number];

/**
 * A client of the firm: an account (its id, name and kind) with one or more people. `username` and the
 * sign-in fields below are its primary person's (the one it was made with, or the next when they leave).
 */
export interface ClientListItem {
  id: string;
  username: string;
  displayName: string;
  kind: ClientAccountKind;
  /** The people who sign in for the account, the primary person included. */
  peopleCount: number;
  /** The firm's tags of the client (1040, S-corp, Extension 2025), in the order it gave them. */
  tags: string[];
  status: ClientDisplayStatus;
  access: ClientAccess;
  /**
   * Where the account's people stand, as the Clients screen's invitation filter reads it: the state of the
   * person least far along (`not_invited`, then `invitation_expired`, `invited`, `active`).
   */
  peopleAccess: ClientAccess;
  /** How the client first chose their password; null until they did. */
  passwordSetWith: PasswordSetWith | null;
  /** True until the client sets a password of their own (first access or change password). */
  requiresPasswordChange: boolean;
  /** Archived by the firm: they cannot sign in and their projects are archived with them. */
  archived: boolean;
  /** Their projects, archived ones included (only a client with none can be deleted). */
  projectsCount: number;
  /** Two-factor sign-in is on (the owner and admins may reset it). */
  twoFactorEnabled: boolean;
  /** A new email the firm set, waiting for the client to confirm it from the link mailed there; null when none. */
  pendingEmail: string | null;
  temporaryPassword?: string;
}

/** A person of a client account (GET /api/clients/{id}/people): their own sign-in, invitation and settings. */
export interface ClientPerson {
  id: string;
  username: string;
  displayName: string;
  /** The person the Clients screen's email, access link and password reset are for. */
  primary: boolean;
  /** As the firm gave it (a client list import); null when none. */
  phone: string | null;
  access: ClientAccess;
  passwordSetWith: PasswordSetWith | null;
  /** Imported not to be invited: a bulk Invite passes them over until the firm makes them a link by name. */
  invitationsOff: boolean;
  twoFactorEnabled: boolean;
  /** The account's projects they see: null for all of them (and every one made later). */
  projectIds: string[] | null;
  /** A new email the firm set, waiting for them to confirm it from the link mailed there; null when none. */
  pendingEmail: string | null;
}

/** PATCH /api/clients/{id}/people/{personId} and the cancel of their email change: what was done, and the person now. */
export interface ClientPersonUpdated extends OkMessage {
  person: ClientPerson;
}

/** POST /api/clients/{id}/people: the first-access details, shown once, as for a new client. */
export interface CreatedClientPerson extends ClientPerson {
  temporaryPassword: string;
  firstAccessUrl: string;
}

/** Whose portal a firm manager previews (the `preview` of the person GET /api/user answers as). */
export interface PortalPreview {
  personName: string;
  /** The client account, whose page (`/client/{clientId}`) ending the preview goes back to. */
  clientId: string;
  clientName: string;
}

/** POST /api/clients/{id}/people/{personId}/preview and DELETE /api/preview: the page to open next, with a full page load. */
export interface PreviewNavigation extends OkMessage {
  path: string;
}

/** POST /api/clients: shown once, never stored in clear. */
export interface CreatedClient extends ClientListItem {
  temporaryPassword: string;
  /** `/auth/first-access/{token}`: single use, valid 7 days. */
  firstAccessUrl: string;
}

/** An active share link as GET /api/timelines/{id}/share lists it (the token itself is never stored). */
export interface TimelineShareSummary {
  id: string;
  /** The moment the link stops working; null for no expiry. */
  expiresAt: IsoDate | null;
  /** Whether the link shows the project's conversation. */
  includeConversation: boolean;
  /** What the firm named it ("For the bank"), for its own list; null when unnamed. Never shown to the link's viewers. */
  name: string | null;
  createdAt: IsoDate;
}

/** POST /api/timelines/{id}/share: the link holds the only copy of its token. */
export interface TimelineShareLink extends TimelineShareSummary {
  shareUrl: string;
}

/** GET /api/timelines/shared/{shareToken}/messages: a message as a link's viewer sees it, with no ids. */
export interface SharedMessage {
  content: string;
  createdAt: IsoDate;
  senderName: string;
  editedAt: IsoDate | null;
  deletedAt: IsoDate | null;
}

/** GET /api/timelines/shared/{shareToken}: read-only, with no user's email or id. */
export interface SharedTimeline {
  /** The timeline's id. */
  id: string;
  tasks: TimelineTask[];
  project: Pick<Project, 'name' | 'description' | 'startDate' | 'endDate' | 'status' | 'completedMilestones' | 'totalMilestones' | 'milestones'>;
  organizationName: string;
  expiresAt: IsoDate | null;
}
