import { screen, waitFor, within } from '@testing-library/react';
import type { ProjectAction, ProjectSummary } from '@clientline/contracts';
import { aProjectAction, aTeamMember, aUser, currentPath, findToast, json, mockApi, renderWithProviders } from '@clientline/shared-ui/testing';
import App from '../../../app/app';
// Loaded up front, so the App's lazy route resolves at once rather than racing the first query's timeout.
import '../components/projects-page';
import { aClient, aProject, onAPhone, signedIn } from '../../../testing/fixtures';

/** The signed-in user's id (signedIn() signs in the default user). */
const USER_ID = aUser().id;
const AVA = aClient({ id: '64b000000000000000000001', displayName: 'Ava Martinez', username: 'ava@example.com' });
const BEN = aClient({ id: '64b000000000000000000002', displayName: 'Ben Okafor', username: 'ben@example.com' });
const THEO = aTeamMember({ name: 'Theo Finch' });
const MAYA = aTeamMember({ name: 'Maya Stone' });
const TEAM = [aTeamMember({ name: 'Olivia Harbor', role: 'organization' }), THEO, MAYA];
/** Someone the firm removed: the api no longer lists them on the team. */
const FORMER_MEMBER_ID = '64b0000000000000000000f1';

const ESTATE = aProject({
  name: 'Estate plan',
  clientId: AVA.id,
  client: { displayName: 'Ava Martinez' },
  startDate: '2026-03-01T00:00:00.000Z',
  endDate: '2026-06-30T00:00:00.000Z',
  completedMilestones: 1,
  totalMilestones: 3,
  assigneeIds: [THEO.id, FORMER_MEMBER_ID, MAYA.id],
});
const LEASE = aProject({
  name: 'Commercial lease',
  clientId: BEN.id,
  client: { displayName: 'Ben Okafor' },
  status: 'completed',
  completedMilestones: 2,
  totalMilestones: 2,
});

type ListAnswer = ProjectSummary[] | Response;

/**
 * The paged GET /api/projects (docs/api.md, Pages) over what `answer` gives (newest first): filters by
 * search, status, clientId, assignedTo and archived, pages by `limit` with the offset as cursor. Records each page asked for.
 */
function servePages(answer: () => ListAnswer) {
  const asked: URLSearchParams[] = [];
  const mockedFetch = global.fetch;
  global.fetch = jest.fn(async (request: Request) => {
    const url = new URL(request.url);
    if (request.method !== 'GET' || url.pathname !== '/api/projects' || !url.search) return mockedFetch(request);
    asked.push(url.searchParams);
    const projects = answer();
    if (projects instanceof Response) return projects;
    const query = Object.fromEntries(url.searchParams);
    const needle = query.search?.toLowerCase();
    const matching = projects.filter(
      (project) =>
        (!needle || project.name.toLowerCase().includes(needle) || project.client.displayName.toLowerCase().includes(needle)) &&
        (!query.status || project.status === query.status) &&
        (!query.clientId || project.clientId === query.clientId) &&
        (!query.assignedTo || (project.assigneeIds ?? []).includes(USER_ID)) &&
        (query.archived === 'true' ? project.archivedAt !== null : project.archivedAt === null),
    );
    const start = Number(query.cursor ?? 0);
    const end = start + Number(query.limit);
    return json({ projects: matching.slice(start, end), nextCursor: end < matching.length ? String(end) : null });
  }) as unknown as typeof fetch;
  return { asked };
}

function firm(handlers: Parameters<typeof mockApi>[0] = {}, list: () => ListAnswer = () => [ESTATE, LEASE]) {
  const api = mockApi({
    ...signedIn(),
    'GET /api/projects': () => json([ESTATE, LEASE]),
    'GET /api/clients': () => json([AVA, BEN]),
    'GET /api/team/members': () => json(TEAM),
    ...handlers,
  });
  return { ...api, ...servePages(list) };
}

async function openProjects(path = '/projects') {
  const view = renderWithProviders(<App />, path);
  await screen.findByRole('link', { name: 'Estate plan' });
  return view;
}

const projectNames = () =>
  within(screen.getByRole('region', { name: /Projects/ }))
    .queryAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('link')[0]!.textContent);

const sent = (asked: URLSearchParams[], name: string) => asked.map((params) => params.get(name));

describe('/projects', () => {
  it('lists each project with client, dates in UTC, status, rounded progress and its links', async () => {
    const { asked } = firm();
    await openProjects();
    await waitFor(() => expect(document.title).toBe('Projects · Harbor & Finch Legal · Clientline'));
    const row = screen.getByRole('link', { name: 'Estate plan' }).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'Estate plan' })).toHaveAttribute('href', `/project/${ESTATE.id}`);
    expect(within(row).getByRole('link', { name: 'Timeline of Estate plan' })).toHaveAttribute('href', `/timeline/${ESTATE.id}`);
    expect(row).toHaveTextContent('Ava Martinez');
    expect(row).toHaveTextContent('Mar 1, 2026');
    expect(row).toHaveTextContent('Jun 30, 2026');
    expect(row).toHaveTextContent('Active');
    expect(within(row).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33');
    expect(asked.map(String)).toEqual(['limit=25']);
    expect(screen.queryByRole('button', { name: /Load more/ })).not.toBeInTheDocument();
  });

  it('tells a team member under need-to-know access that the list holds only their projects', async () => {
    firm({ ...signedIn('team_member'), 'GET /api/team/settings': () => json({ needToKnowAccess: true }) });
    await openProjects();
    expect(await screen.findByText('The projects assigned to you, newest first: your firm has need-to-know access on.')).toBeInTheDocument();
  });

  it("does not ask about need-to-know access for the firm's owner, whom it never applies to", async () => {
    const api = firm({ 'GET /api/team/settings': () => json({ needToKnowAccess: true }) });
    await openProjects();
    expect(screen.getByText('Every project of your firm, newest first.')).toBeInTheDocument();
    expect(api.bodiesSentTo('GET /api/team/settings')).toHaveLength(0);
  });

  it('names who works on each project, leaving out anyone no longer on the team, from one read of the team', async () => {
    const api = firm();
    await openProjects();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toContain('Assigned to');
    const estate = screen.getByRole('link', { name: 'Estate plan' }).closest('tr')!;
    expect(await within(estate).findByRole('cell', { name: 'Theo Finch, Maya Stone' })).toBeInTheDocument();
    const lease = screen.getByRole('link', { name: 'Commercial lease' }).closest('tr')!;
    expect(within(lease).getByRole('cell', { name: 'Unassigned' })).toBeInTheDocument();
    expect(api.bodiesSentTo('GET /api/team/members')).toHaveLength(1);
  });

  it('keeps the projects when the team fails to load, says so, and names the assignees after Try again', async () => {
    let teamFails = true;
    firm({ 'GET /api/team/members': () => (teamFails ? json({ message: 'down' }, 503) : json(TEAM)) });
    const { user } = await openProjects();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load who works on each project.');
    expect(screen.queryByRole('cell', { name: 'Unassigned' })).not.toBeInTheDocument();

    teamFails = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('cell', { name: 'Theo Finch, Maya Stone' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks the api for the search once typing pauses, and for the status', async () => {
    const { asked } = firm();
    const { user } = await openProjects();
    await user.type(screen.getByLabelText('Search projects'), 'okafor');
    await waitFor(() => expect(projectNames()).toEqual(['Commercial lease']));
    expect(sent(asked, 'search')).toEqual([null, 'okafor']);

    await user.clear(screen.getByLabelText('Search projects'));
    await user.selectOptions(screen.getByLabelText('Status'), 'active');
    await waitFor(() => expect(projectNames()).toEqual(['Estate plan']));
    expect(asked.at(-1)!.get('status')).toBe('active');

    await user.type(screen.getByLabelText('Search projects'), 'nothing like it');
    expect(await screen.findByText('No projects match')).toBeInTheDocument();
    expect(screen.getByLabelText('Search projects')).toHaveValue('nothing like it');
    expect(screen.queryByRole('button', { name: 'Create your first project' })).not.toBeInTheDocument();
  });

  it("shows the archived projects, which the list otherwise leaves out, under the status 'Archived'", async () => {
    const archived = aProject({ name: 'Old will', archivedAt: '2026-02-01T10:00:00.000Z' });
    const { asked } = firm({}, () => [ESTATE, LEASE, archived]);
    const { user } = await openProjects();
    expect(projectNames()).toEqual(['Estate plan', 'Commercial lease']);
    await user.selectOptions(screen.getByLabelText('Status'), 'archived');
    await waitFor(() => expect(projectNames()).toEqual(['Old will']));
    expect(asked.at(-1)!.get('archived')).toBe('true');
    expect(asked.at(-1)!.get('status')).toBeNull();
  });

  it('says where the projects went when every one is archived, instead of offering a first project', async () => {
    const archived = aProject({ name: 'Old will', archivedAt: '2026-02-01T10:00:00.000Z' });
    firm({}, () => [archived]);
    const { user } = renderWithProviders(<App />, '/projects');
    expect(await screen.findByRole('heading', { name: 'No active projects' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create your first project' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show archived projects' }));
    await waitFor(() => expect(projectNames()).toEqual(['Old will']));
    expect(screen.getByLabelText('Status')).toHaveValue('archived');
  });

  it("asks for only the caller's projects with 'Assigned to me', and says how to widen an empty answer", async () => {
    const { asked } = firm({}, () => [{ ...ESTATE, assigneeIds: [USER_ID] }, LEASE]);
    const { user } = await openProjects();
    await user.click(screen.getByRole('checkbox', { name: 'Assigned to me' }));
    await waitFor(() => expect(projectNames()).toEqual(['Estate plan']));
    expect(asked.at(-1)!.get('assignedTo')).toBe('me');

    await user.type(screen.getByLabelText('Search projects'), 'okafor');
    expect(await screen.findByText("Try another name or status, or untick 'Assigned to me'.")).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Assigned to me' }));
    await waitFor(() => expect(projectNames()).toEqual(['Commercial lease']));
    expect(asked.at(-1)!.get('assignedTo')).toBeNull();
  });

  it('shows 25 projects and loads 25 more at a time with the "Load more projects" button, from the keyboard too', async () => {
    const many = Array.from({ length: 60 }, (_, index) => aProject({ name: `Matter ${60 - index}`, clientId: AVA.id }));
    const { asked } = firm({}, () => many);
    const { user } = renderWithProviders(<App />, '/projects');
    await screen.findByRole('link', { name: 'Matter 60' });
    expect(projectNames()).toHaveLength(25);

    await user.click(screen.getByRole('button', { name: 'Load more projects' }));
    await waitFor(() => expect(projectNames()).toHaveLength(50));
    expect(sent(asked, 'cursor')).toEqual([null, '25']);

    screen.getByRole('button', { name: 'Load more projects' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(projectNames()).toEqual(many.map((project) => project.name)));
    expect(screen.queryByRole('button', { name: /Load more/ })).not.toBeInTheDocument();
  });

  it('keeps the projects shown when a further page fails, and tries again', async () => {
    const many = Array.from({ length: 30 }, (_, index) => aProject({ name: `Matter ${30 - index}` }));
    let fail = false;
    firm({}, () => (fail ? json({ message: 'down' }, 503) : many));
    const { user } = renderWithProviders(<App />, '/projects');
    await screen.findByRole('link', { name: 'Matter 30' });
    fail = true;
    await user.click(screen.getByRole('button', { name: 'Load more projects' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load more projects');
    expect(projectNames()).toHaveLength(25);

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try loading more again' }));
    await waitFor(() => expect(projectNames()).toHaveLength(30));
  });

  it("shows only one client's projects on /projects/client/{id}", async () => {
    const { asked } = firm();
    renderWithProviders(<App />, `/projects/client/${BEN.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Projects of Ben Okafor' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Projects of Ben Okafor · Harbor & Finch Legal · Clientline'));
    await waitFor(() => expect(projectNames()).toEqual(['Commercial lease']));
    expect(sent(asked, 'clientId')).toEqual([BEN.id]);
  });

  it('shows a new firm "Create your first project", which opens the New Project dialog', async () => {
    firm({ 'GET /api/projects': () => json([]) }, () => []);
    const { user } = renderWithProviders(<App />, '/projects');
    await user.click(await screen.findByRole('button', { name: 'Create your first project' }));
    expect(await screen.findByRole('dialog', { name: 'New Project' })).toBeInTheDocument();
  });

  it('says when the list failed to load and tries again', async () => {
    let fail = true;
    firm({}, () => (fail ? json({ message: 'down' }, 503) : [ESTATE]));
    const { user } = renderWithProviders(<App />, '/projects');
    expect(await screen.findByText('Failed to load projects')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('link', { name: 'Estate plan' })).toBeInTheDocument();
  });
});

const ARCHIVING = aProjectAction({ kind: 'archive' });
const ARCHIVED: ProjectAction = { ...ARCHIVING, status: 'done', done: 2, changed: 2, summary: 'Archived 2 projects', finishedAt: '2026-03-02T09:00:02.000Z' };

/** The firm's owner, whose action on projects starts, then answers done when polled. */
function firmActing() {
  return firm({
    'POST /api/project-actions': () => json(ARCHIVING, 202),
    [`GET /api/project-actions/${ARCHIVING.id}`]: () => json(ARCHIVED),
  });
}

const selectedBar = () => screen.getByRole('region', { name: 'Selected projects' });

describe('/projects: actions on the projects selected', () => {
  it('archives the projects ticked as one action, shows its progress and result, and offers no Move to… (stages are the board’s)', async () => {
    const api = firmActing();
    const { user } = await openProjects();
    expect(screen.queryByRole('region', { name: 'Selected projects' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Select Estate plan for Ava Martinez' }));
    expect(selectedBar()).toHaveTextContent('1 selected');
    expect(screen.getByRole('checkbox', { name: 'Select every project shown' })).toHaveProperty('indeterminate', true);
    await user.click(screen.getByRole('checkbox', { name: 'Select every project shown' }));
    expect(selectedBar()).toHaveTextContent('2 selected');
    expect(within(selectedBar()).getAllByRole('button').map((button) => button.textContent)).toEqual(['Assign…', 'Message…', 'Remind', 'Archive…', 'Clear selection']);

    await user.click(within(selectedBar()).getByRole('button', { name: 'Archive…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archive 2 projects?' });
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));

    const progress = await screen.findByRole('status', { name: 'Action progress' });
    expect(api.bodiesSentTo('POST /api/project-actions')).toEqual([{ kind: 'archive', projectIds: [ESTATE.id, LEASE.id] }]);
    expect(screen.queryByRole('region', { name: 'Selected projects' })).not.toBeInTheDocument();
    expect(currentPath()).toBe(`/projects?action=${ARCHIVING.id}`);
    expect(await within(progress).findByText('Archived 2 projects', undefined, { timeout: 5000 })).toBeInTheDocument();
  });

  it('shows no checkbox to a team member, who may not act on projects in bulk', async () => {
    firm(signedIn('team_member'));
    await openProjects();
    expect(screen.getByRole('checkbox', { name: 'Assigned to me' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /^Select / })).not.toBeInTheDocument();
  });
});

describe('/projects on a phone', () => {
  onAPhone();

  it('shows each project as a card with client, status, assignees, dates, progress and links', async () => {
    firm();
    renderWithProviders(<App />, '/projects');
    const cards = await screen.findByRole('list', { name: 'Projects' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const estate = within(cards).getByRole('heading', { name: 'Estate plan' }).closest('li')!;
    expect(estate).toHaveTextContent('Ava Martinez');
    expect(await within(estate).findByText('Assigned to Theo Finch, Maya Stone')).toBeInTheDocument();
    const lease = within(cards).getByRole('heading', { name: 'Commercial lease' }).closest('li')!;
    expect(within(lease).getByText('Unassigned')).toBeInTheDocument();
    expect(estate).toHaveTextContent('Mar 1, 2026 – Jun 30, 2026');
    expect(within(estate).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33');
    expect(within(estate).getByRole('link', { name: 'Timeline of Estate plan' })).toHaveAttribute('href', `/timeline/${ESTATE.id}`);
  });

  it('ticks projects on their cards, or all shown at once, for the actions on a selection', async () => {
    firm();
    const { user } = renderWithProviders(<App />, '/projects');
    const cards = await screen.findByRole('list', { name: 'Projects' });
    await user.click(within(cards).getByRole('checkbox', { name: 'Select Commercial lease for Ben Okafor' }));
    expect(selectedBar()).toHaveTextContent('1 selected');
    await user.click(screen.getByRole('checkbox', { name: 'Select all 2 shown' }));
    expect(selectedBar()).toHaveTextContent('2 selected');
  });
});

describe('New Project dialog', () => {
  async function openDialog() {
    const view = await openProjects();
    await view.user.click(screen.getByRole('button', { name: 'New Project' }));
    return { ...view, dialog: await screen.findByRole('dialog', { name: 'New Project' }) };
  }

  it('asks for a name, a start date and a client', async () => {
    const api = firm();
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Create Project' }));

    expect(within(dialog).getByLabelText(/Project name/)).toHaveAccessibleDescription('Project name is required');
    expect(within(dialog).getByLabelText(/Start date/)).toHaveAccessibleDescription('Start date is required');
    expect(await within(dialog).findByText('Client selection is required')).toBeInTheDocument();
    expect(api.bodiesSentTo('POST /api/projects')).toHaveLength(0);
  });

  it('checks the new client’s name and email', async () => {
    firm();
    const { user, dialog } = await openDialog();
    // The choice shows once the firm's clients are loaded: with none, a new client is the only way.
    await user.click(await within(dialog).findByRole('radio', { name: 'New client' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create Project' }));
    expect(within(dialog).getByLabelText(/Client name/)).toHaveAccessibleDescription('Client name is required');
    expect(within(dialog).getByLabelText(/Client email/)).toHaveAccessibleDescription('Client email is required');

    await user.type(within(dialog).getByLabelText(/Client email/), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Create Project' }));
    expect(within(dialog).getByLabelText(/Client email/)).toHaveAccessibleDescription('Invalid email address');
  });

  it('creates a project for a client picked by searching, and says so', async () => {
    const api = firm({ 'POST /api/projects': () => json({ ...ESTATE, name: 'Probate', milestones: [] }, 201) });
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText(/Project name/), 'Probate');
    await user.type(within(dialog).getByLabelText(/Start date/), '2026-04-01');
    await user.click(await within(dialog).findByRole('combobox', { name: /Client/ }));
    await user.keyboard('okaf');
    await user.click(screen.getByRole('option', { name: 'Ben Okafor (ben@example.com)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create Project' }));

    expect(within(await findToast()).getByText('Project created successfully')).toBeInTheDocument();
    expect(api.bodiesSentTo('POST /api/projects')).toEqual([
      { name: 'Probate', description: '', startDate: '2026-04-01', endDate: null, clientId: BEN.id, assigneeIds: [] },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('assigns the team members ticked under "Team members working on it"', async () => {
    const api = firm({
      'POST /api/projects': () => json({ ...ESTATE, name: 'Probate', milestones: [] }, 201),
    });
    const { user, dialog } = await openDialog();
    const team = await within(dialog).findByRole('group', { name: 'Team members working on it' });
    // The organization account creates the project, and its creator always works on it.
    expect(within(team).getAllByRole<HTMLInputElement>('checkbox').map((box) => box.labels?.[0]?.textContent)).toEqual(['Theo Finch', 'Maya Stone']);
    await user.click(within(team).getByRole('checkbox', { name: 'Maya Stone' }));
    await user.type(within(dialog).getByLabelText(/Project name/), 'Probate');
    await user.type(within(dialog).getByLabelText(/Start date/), '2026-04-01');
    await user.click(await within(dialog).findByRole('combobox', { name: /Client/ }));
    await user.click(screen.getByRole('option', { name: 'Ben Okafor (ben@example.com)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create Project' }));
    expect(within(await findToast()).getByText('Project created successfully')).toBeInTheDocument();
    expect(api.bodiesSentTo('POST /api/projects')[0]).toMatchObject({ assigneeIds: [MAYA.id] });
  });

  /** Opens New Project and sends it for Purchase with Dana Reyes as a new client, the api answering with `answer`. */
  async function submitForNewClient(answer: () => Response) {
    const api = firm({ 'POST /api/projects': answer });
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText(/Project name/), 'Purchase');
    await user.type(within(dialog).getByLabelText(/Start date/), '2026-04-01');
    await user.click(await within(dialog).findByRole('radio', { name: 'New client' }));
    await user.type(within(dialog).getByLabelText(/Client name/), 'Dana Reyes');
    await user.type(within(dialog).getByLabelText(/Client email/), 'dana@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Create Project' }));
    return api;
  }

  it('creates a new client with the project and shows their login details once', async () => {
    const newClient = { ...aClient({ displayName: 'Dana Reyes' }), temporaryPassword: 'Tmp-Secret-123', firstAccessUrl: '/auth/first-access/tok' };
    const api = await submitForNewClient(() => json({ ...ESTATE, milestones: [], newClient }, 201));

    expect(await screen.findByRole('dialog', { name: 'Login details for Dana Reyes' })).toHaveTextContent('/auth/first-access/tok');
    expect(api.bodiesSentTo('POST /api/projects')[0]).toMatchObject({ newClient: { name: 'Dana Reyes', email: 'dana@example.com' } });
  });

  // The dialog stays open (a modal hides the rest of the page from the accessibility tree): read the toast's text.
  it("shows an 'Error' toast with the server's message and keeps the dialog open", async () => {
    await submitForNewClient(() => json({ message: 'An account with this email already exists' }, 409));
    expect(await screen.findByText('An account with this email already exists')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'New Project' })).toBeInTheDocument();
  });

  it("falls back to 'Failed to create project' when the server says nothing", async () => {
    await submitForNewClient(() => new Response('', { status: 500, statusText: 'Internal Server Error' }));
    expect(await screen.findByText('Failed to create project')).toBeInTheDocument();
  });
});
