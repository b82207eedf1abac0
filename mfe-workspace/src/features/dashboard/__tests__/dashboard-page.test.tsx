import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Board } from '@clientline/contracts';
import { json, mockApi, renderWithProviders } from '@clientline/shared-ui/testing';
import App from '../../../app/app';
import { aProject, signedIn } from '../../../testing/fixtures';

const METRICS = {
  activeProjects: 3,
  averageCompletionDays: 60.7,
  averageResponseTime: 45,
  clientsOnboarded: 2,
  totalTasks: 10,
  outstandingTasks: 6,
  outstandingDocumentRequests: 4,
};

const BOARD_COUNTS: Board = {
  columns: [
    { stage: 'Documents received', count: 12, cards: [] },
    { stage: 'Return prepared', count: 0, cards: [] },
    { stage: 'Done', count: 3, cards: [] },
  ],
  total: 15,
  overdue: 2,
  waitingOnClientLong: 5,
  templates: [],
};

function firmWith(projects = [aProject()], extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    ...signedIn(),
    'GET /api/metrics/dashboard': () => json(METRICS),
    'GET /api/projects': () => json(projects),
    'GET /api/board': () => json(BOARD_COUNTS),
    ...extra,
  });
}

const metricsQueries = () =>
  (global.fetch as jest.Mock).mock.calls
    .map(([request]: [Request]) => new URL(request.url))
    .filter((url) => url.pathname === '/api/metrics/dashboard')
    .map((url) => url.search);

describe('/dashboard', () => {
  it('shows the six figures with their units, each explained by its definition', async () => {
    firmWith();
    renderWithProviders(<App />, '/dashboard');

    const completion = await screen.findByRole('listitem', { name: 'Average completion time' });
    expect(completion).toHaveTextContent('60.7days');
    expect(completion).toHaveAccessibleDescription(/Mean days from start date to completion/);
    expect(screen.getByRole('listitem', { name: 'Average response time' })).toHaveTextContent('45minutes');
    expect(screen.getByRole('listitem', { name: 'Clients onboarded' })).toHaveAccessibleDescription(/who have signed in and finished the welcome tour/);
    for (const name of ['Active projects', 'Clients onboarded', 'Total tasks', 'Outstanding tasks']) {
      expect(screen.getByRole('listitem', { name })).toHaveAccessibleDescription(/.+/);
    }
    const documentRequests = screen.getByRole('listitem', { name: 'Outstanding document requests' });
    expect(documentRequests).toHaveTextContent('4');
    expect(documentRequests).toHaveAccessibleDescription(/not uploaded yet/);
  });

  it('asks for the range the user picks, refuses an end before the start, and Reset clears it', async () => {
    firmWith();
    // The figures tell which range they are for: 3 active projects without one, 1 from a start, 2 with both ends.
    const answerByPath = global.fetch;
    global.fetch = jest.fn(async (request: Request) => {
      const url = new URL(request.url);
      if (url.pathname !== '/api/metrics/dashboard') return answerByPath(request);
      const activeProjects = url.searchParams.get('endDate') ? 2 : url.search ? 1 : 3;
      return json({ ...METRICS, activeProjects });
    }) as unknown as typeof fetch;
    const { user } = renderWithProviders(<App />, '/dashboard');
    const activeProjects = () => screen.getByRole('listitem', { name: 'Active projects' });
    await waitFor(() => expect(activeProjects()).toHaveTextContent('3'));

    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2026-03-10' } });
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2026-03-01' } });
    expect(await screen.findByText('End date cannot be earlier than start date')).toBeInTheDocument();
    expect(screen.getByLabelText('End date')).toHaveAccessibleDescription('End date cannot be earlier than start date');
    expect(metricsQueries()).not.toContain('?startDate=2026-03-10&endDate=2026-03-01');

    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2026-03-31' } });
    await waitFor(() => expect(activeProjects()).toHaveTextContent('2'));
    await waitFor(() => expect(screen.queryByText('End date cannot be earlier than start date')).not.toBeInTheDocument());
    expect(metricsQueries()).toContain('?startDate=2026-03-10&endDate=2026-03-31');

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByLabelText('Start date')).toHaveValue('');
    expect(screen.getByLabelText('End date')).toHaveValue('');
    await waitFor(() => expect(activeProjects()).toHaveTextContent('3'));
  });

  it('lists the first five projects with client, progress and status, each linking to the project', async () => {
    const projects = Array.from({ length: 6 }, (_, index) =>
      aProject({ name: `Matter ${index + 1}`, completedMilestones: 1, totalMilestones: 3 }),
    );
    firmWith(projects);
    renderWithProviders(<App />, '/dashboard');

    const recent = await screen.findByRole('region', { name: 'Recent activity' });
    const links = await within(recent).findAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Matter 1', 'Matter 2', 'Matter 3', 'Matter 4', 'Matter 5']);
    expect(links[0]).toHaveAttribute('href', `/project/${projects[0]!.id}`);
    expect(within(recent).getAllByRole('progressbar')[0]).toHaveAttribute('aria-valuenow', '33');
    expect(within(recent).getAllByText('Ava Martinez')).toHaveLength(5);
  });

  it('says where projects stand, each figure a link to the board filtered to it', async () => {
    firmWith();
    renderWithProviders(<App />, '/dashboard');
    const glance = await screen.findByRole('region', { name: 'Where projects stand' });
    expect(await within(glance).findByRole('link', { name: 'Overdue 2' })).toHaveAttribute('href', '/board?period=current&overdue=true');
    expect(within(glance).getByRole('link', { name: 'Waiting on the client for more than 7 days 5' })).toHaveAttribute('href', '/board?period=current&waitingOn=client&waitingDays=7');
    expect(within(glance).getByRole('link', { name: 'Documents received 12' })).toHaveAttribute('href', '/board?period=current&stage=Documents%20received');
    // A stage nobody is at is left out.
    expect(within(glance).queryByRole('link', { name: /Return prepared/ })).not.toBeInTheDocument();
    const asked = (global.fetch as jest.Mock).mock.calls.map(([request]: [Request]) => new URL(request.url)).filter((url) => url.pathname === '/api/board');
    expect(asked.map((url) => url.search)).toContain('?cardsPerColumn=0&period=current');
  });

  it('shows a new firm where to start instead of an empty list', async () => {
    firmWith([]);
    renderWithProviders(<App />, '/dashboard');
    expect(await screen.findByRole('link', { name: 'Create your first project' })).toHaveAttribute('href', '/projects?new=project');
  });

  it('offers a team member, who may not create projects, no way to create one', async () => {
    firmWith([], signedIn('team_member'));
    renderWithProviders(<App />, '/dashboard');
    expect(await screen.findByRole('heading', { name: 'No projects yet' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create your first project' })).not.toBeInTheDocument();
  });

  it('says when the figures failed to load and tries again on request', async () => {
    let fail = true;
    firmWith([aProject()], {
      'GET /api/metrics/dashboard': () => (fail ? json({ message: 'boom' }, 500) : json(METRICS)),
    });
    const { user } = renderWithProviders(<App />, '/dashboard');
    expect(await screen.findByText('Failed to load dashboard metrics')).toBeInTheDocument();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('listitem', { name: 'Total tasks' })).toHaveTextContent('10');
  });

  it("tells a team member the firm's overall figures are for its owner and admins, and asks for none", async () => {
    firmWith([aProject()], signedIn('team_member'));
    renderWithProviders(<App />, '/dashboard');
    expect(await screen.findByRole('note')).toHaveTextContent('The firm’s overall figures are for its owner and admins; below are the season and the projects you can see.');
    await screen.findByRole('link', { name: 'Estate plan' });
    expect(metricsQueries()).toEqual([]);
  });
});
