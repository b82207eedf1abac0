import type { CurrentUser, Message, Project } from '@clientline/contracts';
import { aMessage as aSharedMessage, aProject as aSharedProject, aUser, PROJECT_ID, renderPageAt } from '@clientline/shared-ui/testing';
import App from '../app/app';

// The shared builders, with the cast these tests name: Ann Client of Smith & Partners and her 2030 tax return.
export { aMilestone, aNotification, PROJECT_ID } from '@clientline/shared-ui/testing';

export const CLIENT_ID = '665f1c2ab7c9e4a1d2f3b4c9';
const ANN_CLIENT = { id: CLIENT_ID, displayName: 'Ann Client' };

export function aClient(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return aUser({
    ...ANN_CLIENT,
    username: 'ann@client.com',
    role: 'client',
    organizationName: 'Smith & Partners',
    organizationSlug: 'smith-partners',
    ...overrides,
  });
}

export function aFirmOwner(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return aClient({ id: aUser().id, username: 'jane@smith-partners.com', displayName: 'Jane Smith', role: 'organization', ...overrides });
}

export function aProject(overrides: Partial<Project> = {}): Project {
  return aSharedProject({
    id: PROJECT_ID,
    name: 'Tax return 2030',
    description: 'Personal return',
    startDate: '2030-01-15T00:00:00.000Z',
    endDate: '2030-04-15T00:00:00.000Z',
    clientId: CLIENT_ID,
    client: { displayName: ANN_CLIENT.displayName },
    createdAt: '2030-01-01T10:00:00.000Z',
    updatedAt: '2030-01-01T10:00:00.000Z',
    ...overrides,
  });
}

export function aMessage(overrides: Partial<Message> = {}): Message {
  return aSharedMessage({ createdAt: '2030-01-20T14:05:00.000Z', sender: ANN_CLIENT, ...overrides });
}

/** Opens `path` in this remote's App, inside the providers the shell gives it, once the page has loaded. */
export const renderAt = (path: string) => renderPageAt(<App />, path);
