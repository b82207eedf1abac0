// Test data as the api returns it, one builder per record, for every frontend package's jest suite
// (exported from `@clientline/shared-ui/testing`; never imported by product code). A test names only the
// fields it cares about; a remote that needs a cast of its own (a client, a firm owner) builds it here.
import type {
  AuditEntry,
  Automation,
  AutomationRun,
  ClientListItem,
  CurrentUser,
  DocumentRequestItem,
  Message,
  Milestone,
  Notification,
  Project,
  ProjectAction,
  ProjectSummary,
  ProjectTemplate,
  TemplateRecurrence,
  TeamMember,
  Timeline,
  TimelineTask,
} from '@clientline/contracts';

export const ORGANIZATION_ID = '665f1c2ab7c9e4a1d2f3b4c0';
export const PROJECT_ID = '665f1c2ab7c9e4a1d2f3b4d1';

let lastId = 0x1000;
/** A fresh 24-hex id, for records a test creates several of. */
export function anId(): string {
  lastId += 1;
  return lastId.toString(16).padStart(24, '0');
}

/** A signed-in user as GET /api/user returns it: the firm's owner unless `role` says otherwise. */
export function aUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: '665f1c2ab7c9e4a1d2f3b4c5',
    username: 'olivia@harbor-finch.com',
    displayName: 'Olivia Harbor',
    role: 'organization',
    status: 'active',
    isAdmin: false,
    organizationId: ORGANIZATION_ID,
    organizationName: 'Harbor & Finch Legal',
    organizationSlug: 'harbor-finch-legal',
    organizationPractice: 'law',
    requestedOrganizationName: null,
    firstLogin: false,
    requiresPasswordChange: false,
    notificationSettings: { signInAlerts: false, activityMail: { messages: 'daily', documents: 'daily', projects: 'daily', team: 'daily' }, timeZone: 'Europe/London', everyProjectNews: true },
    twoFactorEnabled: false,
    twoFactorEnrollmentRequired: false,
    emailConfirmed: true,
    createdAt: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}

/**
 * The client person GET /api/user answers as while the firm's owner or an admin previews their portal:
 * Ava Martinez unless overridden (`aPreviewUser(aClient())` previews a remote's own cast), with `preview`
 * naming them. The api refuses every change such a session asks for.
 */
export function aPreviewUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  const person = aUser({ id: '665f1c2ab7c9e4a1d2f3b4c9', username: 'ava@example.com', displayName: 'Ava Martinez', role: 'client', ...overrides });
  return { ...person, preview: overrides.preview ?? { personName: person.displayName, clientId: '665f1c2ab7c9e4a1d2f3b4f1', clientName: person.displayName } };
}

export function aMilestone(overrides: Partial<Milestone> = {}): Milestone {
  return { id: anId(), name: 'Collect documents', description: '', dueDate: '2099-03-01T00:00:00.000Z', status: 'pending', completedAt: null, ...overrides };
}

/** A project of a list (no milestones); its counts are what the test gives. */
export function aProjectSummary(overrides: Partial<ProjectSummary> = {}): ProjectSummary {
  return {
    id: PROJECT_ID,
    name: 'Estate plan',
    description: '',
    startDate: '2026-03-01T00:00:00.000Z',
    endDate: null,
    status: 'active',
    clientId: '665f1c2ab7c9e4a1d2f3b4c9',
    client: { displayName: 'Ava Martinez' },
    completedMilestones: 0,
    totalMilestones: 0,
    performance: null,
    archivedAt: null,
    createdAt: '2026-03-01T09:00:00.000Z',
    updatedAt: '2026-03-01T09:00:00.000Z',
    ...overrides,
  };
}

/** A project with its milestones; the counts follow the milestones unless given. */
export function aProject(overrides: Partial<Project> = {}): Project {
  const milestones = overrides.milestones ?? [];
  return {
    ...aProjectSummary(),
    completedMilestones: milestones.filter((milestone) => milestone.status === 'completed').length,
    totalMilestones: milestones.length,
    milestones,
    ...overrides,
  };
}

/** A project template of the firm, as GET /api/templates/{id} returns it: a yearly tax return with one of each item. */
export function aTemplate(overrides: Partial<ProjectTemplate> = {}): ProjectTemplate {
  return {
    id: anId(),
    name: 'Individual Tax Return',
    cadence: 'yearly',
    projectName: '{year} Tax Return: {client}',
    description: '',
    durationDays: 90,
    deadline: null,
    milestones: [{ name: 'Return filed', description: '', anchor: 'end', offsetDays: 0 }],
    tasks: [{ name: 'Prepare the return', description: '', anchor: 'start', offsetDays: 21, durationDays: 30 }],
    requests: [{ name: 'W-2 forms', description: '', anchor: 'start', offsetDays: 14, addressedTo: 'primary', reminders: true, reminderSchedule: null, milestone: '' }],
    welcomeMessage: 'Hello {firstName}, here is your {year} return.',
    assigneeRoleIds: [],
    version: 1,
    projectsCount: 0,
    updatedAt: '2026-03-01T09:00:00.000Z',
    ...overrides,
  };
}

/**
 * A template's recurrence, active: every year on Jan 2 for Ann Lee and Ben Okafor, made 30 days ahead; next
 * the 2027 projects, made on Dec 3, 2026; nothing made yet.
 */
export function aTemplateRecurrence(overrides: Partial<TemplateRecurrence> = {}): TemplateRecurrence {
  return {
    id: anId(),
    templateId: anId(),
    status: 'active',
    ruleText: 'Every year on Jan 2',
    rule: 'DTSTART:20270102T000000Z\nRRULE:FREQ=YEARLY;BYMONTH=1;BYMONTHDAY=2',
    daysAhead: 30,
    timeZone: 'America/New_York',
    next: {
      period: '2027',
      periodLabel: '2027',
      projectName: '2027 Tax Return: {client}',
      startDate: '2027-01-02',
      createsOn: '2026-12-03',
      createsAt: '2026-12-03T05:00:00.000Z',
    },
    clients: [
      { clientId: anId(), clientName: 'Ann Lee', paused: false },
      { clientId: anId(), clientName: 'Ben Okafor', paused: false },
    ],
    lastMade: null,
    lastFailure: null,
    createdByName: 'Olivia Harbor',
    createdAt: '2026-03-02T09:00:00.000Z',
    ...overrides,
  };
}

export function aMessage(overrides: Partial<Message> = {}): Message {
  const sender = overrides.sender ?? { id: '665f1c2ab7c9e4a1d2f3b4c9', displayName: 'Ava Martinez' };
  return { id: anId(), content: 'Hello', createdAt: '2026-03-02T14:05:00.000Z', senderId: sender.id, sender, editedAt: null, deletedAt: null, ...overrides };
}

export function aNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: anId(),
    type: 'milestone_updated',
    content: 'Milestone updated',
    read: false,
    createdAt: '2026-03-02T14:05:00.000Z',
    projectId: PROJECT_ID,
    ...overrides,
  };
}

export function aTask(overrides: Partial<TimelineTask> = {}): TimelineTask {
  return {
    id: anId(),
    name: 'Draft the will',
    description: 'First draft for review',
    startDate: '2026-03-02T00:00:00.000Z',
    endDate: '2026-03-10T00:00:00.000Z',
    status: 'todo',
    assignee: null,
    ...overrides,
  };
}

export function aTimeline(tasks: TimelineTask[] = [aTask()], overrides: Partial<Timeline> = {}): Timeline {
  return { id: '665f1c2ab7c9e4a1d2f3b4aa', projectId: PROJECT_ID, tasks, ...overrides };
}

/** A row of the firm's client list. */
export function aClientListItem(overrides: Partial<ClientListItem> = {}): ClientListItem {
  return { id: anId(), username: 'ava@example.com', displayName: 'Ava Martinez', kind: 'individual', peopleCount: 1, tags: [], status: 'Sleeping', access: 'active', peopleAccess: 'active', passwordSetWith: 'invitation_link', requiresPasswordChange: false, archived: false, projectsCount: 0, twoFactorEnabled: false, pendingEmail: null, ...overrides };
}

export function aTeamMember(overrides: Partial<TeamMember> = {}): TeamMember {
  return {
    id: anId(),
    name: 'Theo Finch',
    role: 'team_member',
    isAdmin: false,
    email: 'theo@harbor-finch.com',
    projectsCount: 0,
    completedProjectsCount: 0,
    performance: 0,
    twoFactorEnabled: false,
    ...overrides,
  };
}

/** An entry of the firm's audit trail: the owner downloading a document of Estate plan from Chrome on Windows, unless overridden. */
export function anAuditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  const id = anId();
  return {
    id,
    at: '2026-03-02T14:07:00.000Z',
    action: 'document.downloaded',
    actor: { id: '665f1c2ab7c9e4a1d2f3b4c5', displayName: 'Olivia Harbor', role: 'organization', isAdmin: false },
    object: { type: 'document', id: '665f1c2ab7c9e4a1d2f3b4e1', name: 'Tax return 2025.pdf' },
    project: { id: PROJECT_ID, name: 'Estate plan' },
    client: { id: '665f1c2ab7c9e4a1d2f3b4f1', displayName: 'Ava Martinez' },
    detail: null,
    ip: '203.0.113.7',
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    browser: 'Chrome on Windows',
    ...overrides,
  };
}

/** An item of a project's document checklist: asked for, nothing uploaded, no due date, unless overridden. */
export function aDocumentRequestItem(overrides: Partial<DocumentRequestItem> = {}): DocumentRequestItem {
  return {
    id: anId(),
    projectId: PROJECT_ID,
    projectName: 'Estate plan',
    name: 'Signed engagement letter',
    description: null,
    dueDate: null,
    status: 'requested',
    note: null,
    documentIds: [],
    reminders: { enabled: true, count: 0, lastAt: null, schedule: null },
    addressedTo: null,
    addressedToName: null,
    milestoneId: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

/** A rule of the firm's on a template: messaging the client once every requested document is accepted, unless overridden. */
export function anAutomation(overrides: Partial<Automation> = {}): Automation {
  return {
    id: anId(),
    name: 'Thank the client',
    templateId: anId(),
    projectId: null,
    trigger: { type: 'all_requests_accepted' },
    action: { type: 'send_message', content: 'Thank you: we have everything we need.' },
    enabled: true,
    description: 'When every requested document is accepted: send the client a message',
    createdAt: '2026-03-01T09:00:00.000Z',
    ...overrides,
  };
}

/** A run of a rule on Estate plan that did what it says, unless overridden. */
export function anAutomationRun(overrides: Partial<AutomationRun> = {}): AutomationRun {
  return {
    id: anId(),
    automationId: anId(),
    automationName: 'Thank the client',
    projectId: PROJECT_ID,
    projectName: 'Estate plan',
    status: 'done',
    outcome: 'Sent the message',
    at: '2026-03-02T14:05:00.000Z',
    ...overrides,
  };
}

/** An action on chosen projects as POST /api/project-actions answers it: a reminder of 2 projects, just started. */
export function aProjectAction(overrides: Partial<ProjectAction> = {}): ProjectAction {
  return {
    id: 'a00000000000000000000009',
    kind: 'remind',
    status: 'running',
    total: 2,
    done: 0,
    changed: 0,
    skipped: [],
    summary: '',
    error: null,
    createdAt: '2026-03-02T09:00:00.000Z',
    finishedAt: null,
    ...overrides,
  };
}
