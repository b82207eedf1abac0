import type { CurrentUser, Message, Milestone, Notification, Project } from '@clientline/contracts';
import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@clientline/shared-ui/testing';
import App from '../app/app';

export const CLIENT_ID = '665f1c2ab7c9e4a1d2f3b4c9';
export const PROJECT_ID = '665f1c2ab7c9e4a1d2f3b4d1';

export function aClient(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: CLIENT_ID,
    username: 'ann@client.com',
    displayName: 'Ann Client',
    role: 'client',
    status: 'active',
    organizationId: '665f1c2ab7c9e4a1d2f3b4c0',
    organizationName: 'Smith & Partners',
    organizationSlug: 'smith-partners',
    firstLogin: false,
    requiresPasswordChange: false,
    createdAt: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}

export function aFirmOwner(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return aClient({ id: '665f1c2ab7c9e4a1d2f3b4c5', username: 'jane@smith-partners.com', displayName: 'Jane Smith', role: 'organization', ...overrides });
}

export function aMilestone(overrides: Partial<Milestone> = {}): Milestone {
  return { id: '665f1c2ab7c9e4a1d2f3b4e1', name: 'Collect documents', description: '', dueDate: '2099-03-01T00:00:00.000Z', status: 'pending', completedAt: null, ...overrides };
}

export function aProject(overrides: Partial<Project> = {}): Project {
  const milestones = overrides.milestones ?? [];
  return {
    id: PROJECT_ID,
    name: 'Tax return 2030',
    description: 'Personal return',
    startDate: '2030-01-15T00:00:00.000Z',
    endDate: '2030-04-15T00:00:00.000Z',
    status: 'active',
    clientId: CLIENT_ID,
    client: { displayName: 'Ann Client' },
    completedMilestones: milestones.filter((milestone) => milestone.status === 'completed').length,
    totalMilestones: milestones.length,
    milestones,
    performance: null,
    createdAt: '2030-01-01T10:00:00.000Z',
    updatedAt: '2030-01-01T10:00:00.000Z',
    ...overrides,
  };
}

export function aMessage(overrides: Partial<Message> = {}): Message {
  return {
    id: '665f1c2ab7c9e4a1d2f3b4f1',
    content: 'Hello',
    createdAt: '2030-01-20T14:05:00.000Z',
    senderId: CLIENT_ID,
    sender: { id: CLIENT_ID, displayName: 'Ann Client' },
    ...overrides,
  };
}

export function aNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: '665f1c2ab7c9e4a1d2f3b501',
    type: 'milestone_updated',
    content: 'Milestone updated',
    read: false,
    createdAt: '2030-01-20T14:05:00.000Z',
    projectId: PROJECT_ID,
    ...overrides,
  };
}

/**
 * Opens `path` in this remote's App, inside the providers the shell gives it, once the page's lazy
 * chunk has loaded (the first import in a test file is compiled on the spot, which can be slow).
 */
export async function renderAt(path: string) {
  const view = renderWithProviders(<App />, path);
  await waitFor(() => expect(screen.queryByText('Loading page')).not.toBeInTheDocument(), { timeout: 10_000 });
  return view;
}
