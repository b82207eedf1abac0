import { screen } from '@testing-library/react';
import { json, mockApi, renderWithProviders } from '@clientline/shared-ui/testing';
import App from '../app';
import { aProject, aTimeline, aUser, PROJECT_ID } from '../../testing/fixtures';

describe('Timeline routes', () => {
  it('routes /timeline/:projectId to the project timeline', async () => {
    mockApi({
      'GET /api/user': () => json({ user: aUser() }),
      [`GET /api/projects/${PROJECT_ID}`]: () => json(aProject()),
      [`GET /api/projects/${PROJECT_ID}/timelines`]: () => json(aTimeline()),
      [`GET /api/projects/${PROJECT_ID}/messages`]: () => json([]),
    });
    renderWithProviders(<App />, `/timeline/${PROJECT_ID}`);
    expect(await screen.findByText('Project timeline')).toBeInTheDocument();
  });

  it('routes /timeline/share/:shareToken to the shared view, which asks only the shared call', async () => {
    mockApi({});
    renderWithProviders(<App />, '/timeline/share/unknown-token');
    expect(await screen.findByRole('heading', { level: 1, name: 'Timeline Not Found' })).toBeInTheDocument();
    const paths = (global.fetch as jest.Mock).mock.calls.map(([request]: [Request]) => new URL(request.url).pathname);
    expect(paths).toEqual(['/api/timelines/shared/unknown-token']);
  });
});
