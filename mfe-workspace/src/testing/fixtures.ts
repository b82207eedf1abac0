import type { ClientListItem, CurrentUser, ProjectSummary, TeamMember, WebhookRequest } from '@clientline/contracts';
import { json } from '@clientline/shared-ui/testing';

/** A signed-in user as GET /api/user returns it. */
export function aUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: '665f1c2ab7c9e4a1d2f3b4c5',
    username: 'olivia@harbor-finch.com',
    displayName: 'Olivia Harbor',
    role: 'organization',
    status: 'active',
    organizationId: '665f1c2ab7c9e4a1d2f3b4c0',
    organizationName: 'Harbor & Finch Legal',
    organizationSlug: 'harbor-finch-legal',
    firstLogin: false,
    requiresPasswordChange: false,
    createdAt: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}

/** The GET /api/user answer for a user of `role`. */
export const signedIn = (role: CurrentUser['role'] = 'organization') => ({ 'GET /api/user': () => json({ user: aUser({ role }) }) });

let nextId = 1;
const id = () => (nextId++).toString(16).padStart(24, '0');

export function aProject(overrides: Partial<ProjectSummary> = {}): ProjectSummary {
  return {
    id: id(),
    name: 'Estate plan',
    description: '',
    startDate: '2026-03-01T00:00:00.000Z',
    endDate: null,
    status: 'active',
    clientId: 'c1',
    client: { displayName: 'Ava Martinez' },
    completedMilestones: 0,
    totalMilestones: 0,
    performance: null,
    createdAt: '2026-03-01T09:00:00.000Z',
    updatedAt: '2026-03-01T09:00:00.000Z',
    ...overrides,
  };
}

export function aClient(overrides: Partial<ClientListItem> = {}): ClientListItem {
  return {
    id: id(),
    username: 'ava@example.com',
    displayName: 'Ava Martinez',
    status: 'Sleeping',
    requiresPasswordChange: false,
    ...overrides,
  };
}

export function aTeamMember(overrides: Partial<TeamMember> = {}): TeamMember {
  return {
    id: id(),
    name: 'Theo Finch',
    role: 'team_member',
    email: 'theo@harbor-finch.com',
    projectsCount: 0,
    completedProjectsCount: 0,
    performance: 0,
    ...overrides,
  };
}

export function aWebhookRequest(overrides: Partial<WebhookRequest> = {}): WebhookRequest {
  return {
    id: id(),
    type: 'client_intake',
    content: 'New intake form',
    source: 'website',
    status: 'processed',
    createdAt: '2026-03-01T09:00:00.000Z',
    ...overrides,
  };
}
