import { screen } from '@testing-library/react';
import { json, mockApi } from '@clientline/shared-ui/testing';
import { aClient, aProject, PROJECT_ID, renderAt } from '../../testing/fixtures';

describe('Client portal routes', () => {
  beforeEach(() => {
    const { milestones: _milestones, ...summary } = aProject();
    mockApi({
      'GET /api/user': () => json({ user: aClient() }),
      'GET /api/projects': () => json([summary]),
      [`GET /api/projects/${PROJECT_ID}`]: () => json(aProject()),
      [`GET /api/projects/${PROJECT_ID}/messages`]: () => json([]),
      'GET /api/notifications': () => json([]),
    });
  });

  it.each([
    ['/client/portal', 'Client Portal'],
    [`/project/${PROJECT_ID}`, 'Tax return 2030'],
  ])('%s shows %s', async (path, heading) => {
    await renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });
});
