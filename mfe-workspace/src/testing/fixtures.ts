import type {
  ClientListItem,
  ClientPage,
  ClientPerson,
  CurrentUser,
  ProjectSummary,
  StarterTemplateView,
  TemplateBatch,
  TemplateBatchPlan,
  WebhookRequest,
} from '@clientline/contracts';
import { anId, aProjectSummary, aTemplate, aUser, json, type mockApi } from '@clientline/shared-ui/testing';

// The shared builders (the firm is Harbor & Finch Legal, its owner Olivia Harbor); a webhook request is the
// workspace's own record.
export { aClientListItem as aClient, aTeamMember, aTemplate, aTemplateRecurrence, aUser } from '@clientline/shared-ui/testing';

/**
 * Runs the tests of the enclosing describe on a phone-sized screen, below the md breakpoint (jsdom has no
 * matchMedia, so without this every screen counts as wide).
 */
export function onAPhone() {
  beforeEach(() => {
    window.matchMedia = ((query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} })) as never;
  });
  afterEach(() => {
    // @ts-expect-error jsdom has no matchMedia: take the stand-in away again.
    delete window.matchMedia;
  });
}

/** The GET /api/user answer for a user of `role`. */
export const signedIn = (role: CurrentUser['role'] = 'organization') => ({ 'GET /api/user': () => json({ user: aUser({ role }) }) });

/** A project of the firm's list, each with its own id (the lists are keyed by it). */
export function aProject(overrides: Partial<ProjectSummary> = {}): ProjectSummary {
  return aProjectSummary({ id: anId(), ...overrides });
}

/** A person of a client account (GET /api/clients/{id}/people), signed in and seeing every project. */
export function aClientPerson(overrides: Partial<ClientPerson> = {}): ClientPerson {
  return {
    id: anId(),
    username: 'ava@example.com',
    displayName: 'Ava Martinez',
    primary: true,
    phone: null,
    access: 'active',
    passwordSetWith: 'invitation_link',
    invitationsOff: false,
    twoFactorEnabled: false,
    projectIds: null,
    pendingEmail: null,
    ...overrides,
  };
}

export function aWebhookRequest(overrides: Partial<WebhookRequest> = {}): WebhookRequest {
  return {
    id: anId(),
    type: 'client_intake',
    content: 'New intake form',
    source: 'website',
    status: 'processed',
    createdAt: '2026-03-01T09:00:00.000Z',
    handled: null,
    repeatOf: null,
    ...overrides,
  };
}

type Handler = Parameters<typeof mockApi>[0][string];

/**
 * The Clients screen's reads answered from one handler of the whole list (as GET /api/clients answers, by
 * `archived` and `tag`): the list itself, the screen's page (GET /api/clients/page: that list as one page)
 * and the firm's tags (those of the clients the list gives without a query).
 */
export function clientListCalls(list: Handler): Record<string, Handler> {
  const clientsOf = async (url: URL) => (await (await list(undefined, url)).json()) as ClientListItem[];
  return {
    'GET /api/clients': list,
    'GET /api/clients/page': async (_body, url) => {
      const clients = await clientsOf(url);
      return json({ clients, total: clients.length, page: 1, pageSize: 50 } satisfies ClientPage);
    },
    'GET /api/clients/tags': async (_body, url) => json([...new Set((await clientsOf(new URL(url.pathname, url))).flatMap((client) => client.tags))].sort()),
  };
}

/** A starter template the product ships, made for the firm's practice. */
export function aStarterTemplate(overrides: Partial<StarterTemplateView> = {}): StarterTemplateView {
  const { id: _id, version: _version, projectsCount: _count, updatedAt: _updated, ...fields } = aTemplate();
  return { key: 'individual-return', forYourPractice: true, ...fields, ...overrides };
}

/** A batch of a template's projects for 2025, queued for 3 clients. */
export function aTemplateBatch(overrides: Partial<TemplateBatch> = {}): TemplateBatch {
  return {
    id: anId(),
    templateId: anId(),
    templateName: 'Individual Tax Return',
    period: '2025',
    periodLabel: '2025',
    status: 'queued',
    total: 3,
    done: 0,
    created: 0,
    skipped: 0,
    createdByName: 'Olivia Harbor',
    createdAt: '2026-03-02T09:00:00.000Z',
    finishedAt: null,
    error: null,
    undo: null,
    ...overrides,
  };
}

/** The dry run of a batch for 2025: two projects to make, one client skipped. */
export function aBatchPlan(overrides: Partial<TemplateBatchPlan> = {}): TemplateBatchPlan {
  return {
    templateName: 'Individual Tax Return',
    period: '2025',
    periodLabel: '2025',
    rows: [
      { clientId: anId(), clientName: 'Ann Lee', projectName: '2025 Tax Return: Ann Lee', skipReason: null },
      { clientId: anId(), clientName: 'Ben Okafor', projectName: '2025 Tax Return: Ben Okafor', skipReason: null },
      { clientId: anId(), clientName: 'Cara Diaz', projectName: '2025 Tax Return: Cara Diaz', skipReason: 'Already has "2025 Tax Return: Cara Diaz"' },
    ],
    toCreate: 2,
    skipped: 1,
    each: {
      startDate: '2026-03-02',
      endDate: '2026-05-31',
      milestones: [{ name: 'Return filed', dueDate: '2026-05-31' }],
      tasks: [{ name: 'Prepare the return', startDate: '2026-03-23', endDate: '2026-04-22' }],
      requests: [{ name: 'W-2 forms', dueDate: '2026-03-16', addressedTo: 'primary', reminderDates: ['2026-03-13', '2026-03-16', '2026-03-19'] }],
      welcomeMessage: true,
    },
    clientsWhoHear: 1,
    ...overrides,
  };
}

