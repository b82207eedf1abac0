import { screen, waitFor, within } from '@testing-library/react';
import type { CompletionResult } from '@clientline/contracts';
import { anAutomation, aPreviewUser, json, mockApi } from '@clientline/shared-ui/testing';
import { aClient, aFirmOwner, aMessage, aMilestone, aProject, CLIENT_ID, PROJECT_ID, renderAt } from '../../../testing/fixtures';

const PAGE = `/project/${PROJECT_ID}`;
const PROJECT_URL = `GET /api/projects/${PROJECT_ID}`;
const MESSAGES_URL = `/api/projects/${PROJECT_ID}/messages`;

type Store = { getState(): { toast: { queue: { title: string; description?: string; duration: number }[] } } };
const toasts = (store: Store) => store.getState().toast.queue.map(({ title, description }) => [title, description]);

const milestones = [
  aMilestone({ id: 'm1', name: 'Collect documents', status: 'pending' }),
  aMilestone({ id: 'm2', name: 'Draft the return', status: 'in_progress' }),
  aMilestone({ id: 'm3', name: 'Kick-off', status: 'completed', completedAt: '2030-01-16T10:00:00.000Z' }),
];

function projectApi(user = aFirmOwner(), overrides: Record<string, (body: unknown) => Response | Promise<Response>> = {}) {
  return mockApi({
    'GET /api/user': () => json({ user }),
    [PROJECT_URL]: () => json(aProject({ milestones })),
    [`GET ${MESSAGES_URL}`]: () => json([]),
    // The chat marks the messages it shows as read, as in the product.
    'POST /api/notifications/read': () => json({ ok: true, updated: 0 }),
    ...overrides,
  });
}

async function openPage() {
  const view = await renderAt(PAGE);
  await screen.findByRole('heading', { level: 1, name: 'Tax return 2030' });
  return view;
}

describe('/project/:projectId, the header', () => {
  it('shows the dates, the status and the progress, with the way back to the projects for the firm', async () => {
    projectApi();
    await openPage();
    expect(screen.getByText('Jan 15, 2030')).toBeInTheDocument();
    expect(screen.getByText('Apr 15, 2030')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuenow', '33');
    expect(screen.getByRole('link', { name: 'Ann Client' })).toHaveAttribute('href', `/client/${CLIENT_ID}`);
    expect(screen.getByRole('link', { name: /Back to Projects/ })).toHaveAttribute('href', '/projects');
  });

  it.each([
    [404, 'Project not found'],
    [403, 'You do not have access to this project'],
    [500, 'Failed to load project'],
  ])("a %i shows 'Project Not Found' with '%s' and the way back", async (status, message) => {
    projectApi(aClient(), { [PROJECT_URL]: () => json({ message: 'x' }, status) });
    await renderAt(PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Project Not Found' })).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Portal' })).toHaveAttribute('href', '/client/portal');
  });

  it('shows the score of a completed project to one decimal, with Reopen instead of Complete', async () => {
    projectApi(aFirmOwner(), { [PROJECT_URL]: () => json(aProject({ status: 'completed', performance: { score: 8.46 } })) });
    await openPage();
    expect(screen.getByText('8.5/10')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Complete Project' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reopen Project' })).toBeInTheDocument();
  });
});

describe('/project/:projectId, a project without milestones', () => {
  const completedWithout = () => json(aProject({ status: 'completed', milestones: [], completedMilestones: 0, totalMilestones: 0, performance: { score: 10 } }));

  it('shows a completed one no "0%" beside its 10.0/10, and says what the score means', async () => {
    projectApi(aFirmOwner(), { [PROJECT_URL]: completedWithout });
    await openPage();
    expect(screen.getByText('10.0/10')).toBeInTheDocument();
    expect(screen.getByText(/Given at completion: 60% for milestones met by their due dates \(in full when there were none\)/)).toBeInTheDocument();
    expect(screen.queryByText('0%')).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByText('Completed, with no milestones to count')).toBeInTheDocument();
  });

  it('speaks to the firm and to the client each in their own words', async () => {
    projectApi(aFirmOwner(), { [PROJECT_URL]: () => json(aProject({ milestones: [], completedMilestones: 0, totalMilestones: 0 })) });
    const view = await openPage();
    expect(screen.getByText(/No milestones yet: add the first to track progress/)).toBeInTheDocument();
    expect(screen.queryByText(/Your firm has not added milestones/)).not.toBeInTheDocument();
    view.unmount();

    projectApi(aFirmOwner(), { [PROJECT_URL]: completedWithout });
    const completed = await openPage();
    expect(screen.getByText('This project was completed without milestones.')).toBeInTheDocument();
    expect(screen.queryByText(/Your firm has not added milestones/)).not.toBeInTheDocument();
    completed.unmount();

    // The client of a law firm reads about their matter; the firm's own people read "project" whatever its practice.
    projectApi(aClient(), { [PROJECT_URL]: completedWithout });
    const lawClient = await openPage();
    expect(screen.getByText('Your firm has not added milestones to this matter yet. They appear here as soon as it does.')).toBeInTheDocument();
    lawClient.unmount();

    projectApi(aClient({ organizationPractice: 'other' }), { [PROJECT_URL]: completedWithout });
    await openPage();
    expect(screen.getByText('Your firm has not added milestones to this project yet. They appear here as soon as it does.')).toBeInTheDocument();
  });
});

describe('management actions', () => {
  it('are hidden from a client, who sees the same milestones and badges', async () => {
    projectApi(aClient());
    await openPage();
    expect(screen.getByRole('heading', { name: 'Collect documents' })).toBeInTheDocument();
    expect(screen.getAllByText(/days remaining/)).toHaveLength(2);
    for (const name of ['Add Milestone', 'Edit Project', 'Complete Project', 'Archive Project', 'Delete Project', /Start Progress/, /Mark Complete/]) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('link', { name: 'Ann Client' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Portal/ })).toHaveAttribute('href', '/client/portal');
  });

  it('move a milestone one step: Start Progress on pending, Mark Complete in progress, nothing once completed', async () => {
    const api = projectApi(aFirmOwner(), {
      [`PATCH /api/projects/${PROJECT_ID}/milestones/m1`]: () => json(aMilestone({ id: 'm1', status: 'in_progress' })),
    });
    const { user } = await openPage();
    expect(screen.getAllByRole('button', { name: /^Start Progress/ })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: /^Mark Complete/ })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Start Progress: Collect documents' }));
    await waitFor(() => expect(api.bodiesSentTo(`PATCH /api/projects/${PROJECT_ID}/milestones/m1`)).toEqual([{ status: 'in_progress' }]));
  });

  it("toast the server's reason when a milestone cannot move", async () => {
    projectApi(aFirmOwner(), {
      [`PATCH /api/projects/${PROJECT_ID}/milestones/m2`]: () => json({ message: 'A completed milestone cannot change status' }, 409),
    });
    const { user, store } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Mark Complete: Draft the return' }));
    await waitFor(() => expect(toasts(store)).toEqual([['Error', 'A completed milestone cannot change status']]));
  });

  it('add a milestone with the spec messages for a missing name and due date', async () => {
    const api = projectApi(aFirmOwner(), {
      [`POST /api/projects/${PROJECT_ID}/milestones`]: () => json(aMilestone({ id: 'm4', name: 'Sign', dueDate: '2030-03-01T00:00:00.000Z' }), 201),
    });
    const { user, store } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Add Milestone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Milestone' });
    await user.click(within(dialog).getByRole('button', { name: 'Add Milestone' }));
    expect(await within(dialog).findByText('Milestone name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Due date is required')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/Milestone Name/), 'Sign');
    await user.type(within(dialog).getByLabelText(/Due Date/), '2030-03-01');
    await user.click(within(dialog).getByRole('button', { name: 'Add Milestone' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.bodiesSentTo(`POST /api/projects/${PROJECT_ID}/milestones`)).toEqual([{ name: 'Sign', description: '', dueDate: '2030-03-01' }]);
    expect(toasts(store)).toEqual([['Milestone created successfully', 'Sign is due Mar 1, 2030.']]);
  });

  it('edit the name, description and dates, and clear the end date: the dates moved, the toast says so in the spec\'s words', async () => {
    const api = projectApi(aFirmOwner(), {
      [`PATCH /api/projects/${PROJECT_ID}`]: () => json(aProject({ name: 'Tax return 2030 (amended)', endDate: null })),
    });
    const { user, store } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Edit Project' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Project' });
    const name = within(dialog).getByLabelText(/Project Name/);
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save Project' }));
    expect(await within(dialog).findByText('Project name is required')).toBeInTheDocument();

    await user.type(name, 'Tax return 2030 (amended)');
    await user.click(within(dialog).getByRole('button', { name: 'Clear end date' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Project' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.bodiesSentTo(`PATCH /api/projects/${PROJECT_ID}`)).toEqual([
      { name: 'Tax return 2030 (amended)', description: 'Personal return', startDate: '2030-01-15', endDate: null },
    ]);
    expect(toasts(store)).toEqual([['Project dates updated successfully', 'Tax return 2030 (amended) runs from Jan 15, 2030, with no end date.']]);
  });

  it("say 'Project updated' for a save that leaves the dates as they were", async () => {
    projectApi(aFirmOwner(), { [`PATCH /api/projects/${PROJECT_ID}`]: () => json(aProject({ description: 'Joint return' })) });
    const { user, store } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Edit Project' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Project' });
    await user.clear(within(dialog).getByLabelText(/Description/));
    await user.type(within(dialog).getByLabelText(/Description/), 'Joint return');
    // Moved and put back: the dates are as they were.
    const end = within(dialog).getByLabelText(/End Date/);
    await user.clear(end);
    await user.type(end, '2030-05-01');
    await user.clear(end);
    await user.type(end, '2030-04-15');
    await user.click(within(dialog).getByRole('button', { name: 'Save Project' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toasts(store)).toEqual([['Project updated', 'Tax return 2030']]);
  });

  it('say "Project dates updated successfully" with the new dates, and "Failed to update project dates" when the server gives no reason', async () => {
    let fail = true;
    projectApi(aFirmOwner(), {
      [`PATCH /api/projects/${PROJECT_ID}`]: () =>
        fail ? new Response('', { status: 502 }) : json(aProject({ startDate: '2030-02-01T00:00:00.000Z', endDate: '2030-06-30T00:00:00.000Z' })),
    });
    const { user, store } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Edit Project' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Project' });
    const start = within(dialog).getByLabelText(/Start Date/);
    await user.clear(start);
    await user.type(start, '2030-02-01');
    const end = within(dialog).getByLabelText(/End Date/);
    await user.clear(end);
    await user.type(end, '2030-06-30');
    await user.click(within(dialog).getByRole('button', { name: 'Save Project' }));
    await waitFor(() => expect(toasts(store)).toEqual([['Error', 'Failed to update project dates']]));
    expect(screen.getByRole('dialog', { name: 'Edit Project' })).toBeInTheDocument();

    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Save Project' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toasts(store).at(-1)).toEqual(['Project dates updated successfully', 'Tax return 2030 runs Feb 1, 2030 to Jun 30, 2030.']);
  });

  it("say 'Failed to update project' for a failed save that leaves the dates alone", async () => {
    projectApi(aFirmOwner(), { [`PATCH /api/projects/${PROJECT_ID}`]: () => new Response('', { status: 502 }) });
    const { user, store } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Edit Project' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Project' });
    await user.type(within(dialog).getByLabelText(/Project Name/), ' (joint)');
    await user.click(within(dialog).getByRole('button', { name: 'Save Project' }));
    await waitFor(() => expect(toasts(store)).toEqual([['Error', 'Failed to update project']]));
  });
});

describe('adding several milestones at once', () => {
  const MILESTONES_URL = `POST /api/projects/${PROJECT_ID}/milestones`;
  const created = (body: unknown, id: string) => json(aMilestone({ id, ...(body as { name: string; dueDate: string }), dueDate: `${(body as { dueDate: string }).dueDate}T00:00:00.000Z` }), 201);

  async function openAdd() {
    const view = await openPage();
    await view.user.click(screen.getByRole('button', { name: 'Add Milestone' }));
    return { ...view, dialog: await screen.findByRole('dialog', { name: 'Add Milestone' }) };
  }

  async function fillRow(user: Awaited<ReturnType<typeof openPage>>['user'], row: HTMLElement, name: string, dueDate: string) {
    await user.type(within(row).getByLabelText(/Milestone Name/), name);
    await user.type(within(row).getByLabelText(/Due Date/), dueDate);
  }

  it('Add Another adds a row named by its number, each with Remove; all are sent in order with one toast', async () => {
    let made = 0;
    const api = projectApi(aFirmOwner(), { [MILESTONES_URL]: (body) => created(body, `new-${++made}`) });
    const { user, store, dialog } = await openAdd();
    expect(within(dialog).queryByRole('group')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Add Another' }));
    // The new row's name takes the focus, so typing goes on from the keyboard.
    expect(within(within(dialog).getByRole('group', { name: 'Milestone 2' })).getByLabelText(/Milestone Name/)).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Add Another' }));
    expect(within(dialog).getByRole('button', { name: 'Add 3 Milestones' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove milestone 3' }));
    expect(within(dialog).getAllByRole('group').map((group) => group.querySelector('legend')?.textContent)).toEqual(['Milestone 1', 'Milestone 2']);

    // Each row is checked with the spec's messages before anything is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Add 2 Milestones' }));
    expect(await within(dialog).findAllByText('Milestone name is required')).toHaveLength(2);
    expect(api.bodiesSentTo(MILESTONES_URL)).toEqual([]);

    await fillRow(user, within(dialog).getByRole('group', { name: 'Milestone 1' }), 'Collect receipts', '2030-02-01');
    await fillRow(user, within(dialog).getByRole('group', { name: 'Milestone 2' }), 'File the return', '2030-04-01');
    await user.click(within(dialog).getByRole('button', { name: 'Add 2 Milestones' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.bodiesSentTo(MILESTONES_URL)).toEqual([
      { name: 'Collect receipts', description: '', dueDate: '2030-02-01' },
      { name: 'File the return', description: '', dueDate: '2030-04-01' },
    ]);
    expect(toasts(store)).toEqual([['Milestones created successfully', 'Collect receipts and File the return were added.']]);
  });

  it('keeps in the form what was not added when one is refused, and says what was', async () => {
    let made = 0;
    const api = projectApi(aFirmOwner(), {
      [MILESTONES_URL]: (body) => (++made === 2 ? json({ message: 'This project is completed: its milestones are final.' }, 409) : created(body, `new-${made}`)),
    });
    const { user, store, dialog } = await openAdd();
    await user.click(within(dialog).getByRole('button', { name: 'Add Another' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Another' }));
    await fillRow(user, within(dialog).getByRole('group', { name: 'Milestone 1' }), 'Collect receipts', '2030-02-01');
    await fillRow(user, within(dialog).getByRole('group', { name: 'Milestone 2' }), 'Draft', '2030-03-01');
    await fillRow(user, within(dialog).getByRole('group', { name: 'Milestone 3' }), 'File the return', '2030-04-01');
    await user.click(within(dialog).getByRole('button', { name: 'Add 3 Milestones' }));

    await waitFor(() =>
      expect(toasts(store)).toEqual([['Error', 'This project is completed: its milestones are final. Collect receipts was added; the others are still in the form.']]),
    );
    expect(api.bodiesSentTo(MILESTONES_URL).map((body) => (body as { name: string }).name)).toEqual(['Collect receipts', 'Draft']);
    const rows = within(screen.getByRole('dialog', { name: 'Add Milestone' })).getAllByRole('group');
    expect(rows.map((row) => within(row).getByLabelText(/Milestone Name/))).toHaveLength(2);
    expect(rows.map((row) => (within(row).getByLabelText(/Milestone Name/) as HTMLInputElement).value)).toEqual(['Draft', 'File the return']);
    expect(within(rows[1]!).getByLabelText(/Due Date/)).toHaveValue('2030-04-01');
  });

  it("says 'Failed to create milestone' when the first is refused without a reason", async () => {
    projectApi(aFirmOwner(), { [MILESTONES_URL]: () => new Response('', { status: 500 }) });
    const { user, store, dialog } = await openAdd();
    await fillRow(user, dialog, 'Sign', '2030-03-01');
    await user.click(within(dialog).getByRole('button', { name: 'Add Milestone' }));
    await waitFor(() => expect(toasts(store)).toEqual([['Error', 'Failed to create milestone']]));
    expect(within(dialog).getByLabelText(/Milestone Name/)).toHaveValue('Sign');
  });
});

describe("milestones due after the project's end", () => {
  const late = [
    aMilestone({ id: 'late', name: 'Amend the return', dueDate: '2030-05-01T00:00:00.000Z' }),
    aMilestone({ id: 'on-time', name: 'File the return', dueDate: '2030-04-15T00:00:00.000Z' }),
    aMilestone({ id: 'late-done', name: 'Archive papers', status: 'completed', dueDate: '2030-06-01T00:00:00.000Z', completedAt: '2030-06-01T10:00:00.000Z' }),
  ];
  const item = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li')!;

  it('are flagged for the firm in words, an open one only; one due on the end day is not', async () => {
    projectApi(aFirmOwner(), { [PROJECT_URL]: () => json(aProject({ milestones: late })) });
    await openPage();
    expect(within(item('Amend the return')).getByText("After the project's end")).toBeInTheDocument();
    expect(within(item('File the return')).queryByText("After the project's end")).not.toBeInTheDocument();
    expect(within(item('Archive papers')).queryByText("After the project's end")).not.toBeInTheDocument();
  });

  it('are not flagged without an end date, nor for the client', async () => {
    projectApi(aFirmOwner(), { [PROJECT_URL]: () => json(aProject({ milestones: late, endDate: null })) });
    const view = await openPage();
    expect(screen.queryByText("After the project's end")).not.toBeInTheDocument();
    view.unmount();

    projectApi(aClient(), { [PROJECT_URL]: () => json(aProject({ milestones: late })) });
    await openPage();
    expect(screen.getByRole('heading', { level: 3, name: 'Amend the return' })).toBeInTheDocument();
    expect(screen.queryByText("After the project's end")).not.toBeInTheDocument();
  });
});

describe('correcting milestones', () => {
  const MILESTONE_URL = (id: string) => `/api/projects/${PROJECT_ID}/milestones/${id}`;

  it('edit a milestone in a dialog filled with what it says now', async () => {
    const api = projectApi(aFirmOwner(), {
      [`PATCH ${MILESTONE_URL('m1')}`]: () => json(aMilestone({ id: 'm1', name: 'Collect all documents', dueDate: '2030-02-20T00:00:00.000Z' })),
    });
    const { user, store } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Edit milestone Collect documents' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Milestone' });
    const name = within(dialog).getByLabelText(/Milestone Name/);
    expect(name).toHaveValue('Collect documents');
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save Milestone' }));
    expect(await within(dialog).findByText('Milestone name is required')).toBeInTheDocument();

    await user.type(name, 'Collect all documents');
    const dueDate = within(dialog).getByLabelText(/Due Date/);
    await user.clear(dueDate);
    await user.type(dueDate, '2030-02-20');
    await user.click(within(dialog).getByRole('button', { name: 'Save Milestone' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.bodiesSentTo(`PATCH ${MILESTONE_URL('m1')}`)).toEqual([{ name: 'Collect all documents', description: expect.any(String), dueDate: '2030-02-20' }]);
    expect(toasts(store)).toEqual([['Milestone updated', 'Collect all documents is due Feb 20, 2030.']]);
  });

  it('delete a milestone only after a confirmation that names it and the project', async () => {
    const api = projectApi(aFirmOwner(), {
      [`DELETE ${MILESTONE_URL('m2')}`]: () => json({ ok: true, message: 'Milestone deleted' }),
    });
    const { user, store } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Delete milestone Draft the return' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the milestone Draft the return?' });
    expect(within(dialog).getByText(/It leaves Tax return 2030 for good, for your firm and for Ann Client/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.bodiesSentTo(`DELETE ${MILESTONE_URL('m2')}`)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete milestone Draft the return' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete milestone' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.bodiesSentTo(`DELETE ${MILESTONE_URL('m2')}`)).toHaveLength(1);
    expect(toasts(store)).toEqual([['Milestone deleted', 'Draft the return was removed from Tax return 2030.']]);
  });

  it('reopen a completed milestone: for the owner and admins, not an assigned team member', async () => {
    const api = projectApi(aFirmOwner(), {
      [`PATCH ${MILESTONE_URL('m3')}`]: () => json(aMilestone({ id: 'm3', name: 'Kick-off', status: 'in_progress' })),
    });
    const { user, unmount } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Reopen: Kick-off' }));
    await waitFor(() => expect(api.bodiesSentTo(`PATCH ${MILESTONE_URL('m3')}`)).toEqual([{ status: 'in_progress' }]));
    unmount();

    const member = aFirmOwner({ role: 'team_member', isAdmin: false });
    projectApi(member, { [PROJECT_URL]: () => json(aProject({ milestones, assigneeIds: [member.id] })) });
    await openPage();
    expect(screen.getByRole('button', { name: 'Edit milestone Kick-off' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Reopen/ })).not.toBeInTheDocument();
  });

  it('are not offered on a completed project, nor to a client', async () => {
    projectApi(aFirmOwner(), { [PROJECT_URL]: () => json(aProject({ status: 'completed', milestones })) });
    const view = await openPage();
    expect(screen.queryByRole('button', { name: /^(Edit milestone|Delete milestone|Reopen:)/ })).not.toBeInTheDocument();
    view.unmount();

    projectApi(aClient());
    await openPage();
    expect(screen.queryByRole('button', { name: /^(Edit milestone|Delete milestone|Reopen:)/ })).not.toBeInTheDocument();
  });
});

describe('Complete Project', () => {
  const result: CompletionResult = {
    achievements: [
      { name: 'Project Completed', description: 'Completed the project', pointsAwarded: 100 },
      { name: 'On Schedule', description: 'Finished by the end date', pointsAwarded: 50 },
    ],
    pointsEarned: 150,
    project: aProject({ status: 'completed', performance: { score: 7.6 } }),
  };

  it('confirms that every milestone will be marked complete, then toasts the score, the points and each achievement in order', async () => {
    projectApi(aFirmOwner(), { [`POST /api/projects/${PROJECT_ID}/complete`]: () => json(result) });
    const { user, store } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Complete Project' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete Project' });
    expect(within(dialog).getByText(/All milestones of Tax return 2030 will be marked complete/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Complete Project' }));

    await waitFor(() =>
      expect(toasts(store)).toEqual([
        ['Project Completed', 'Performance score: 7.6/10'],
        ['Points Earned!', 'You earned 150 points.'],
        ['Achievement Unlocked', 'Project Completed'],
        ['Achievement Unlocked', 'On Schedule'],
      ]),
    );
    expect(store.getState().toast.queue.slice(1).map((toast) => toast.duration)).toEqual([5000, 5000, 5000]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("says 'Failed to complete project' when the server gives no reason, and keeps the dialog", async () => {
    projectApi(aFirmOwner(), { [`POST /api/projects/${PROJECT_ID}/complete`]: () => new Response('', { status: 502 }) });
    const { user, store } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Complete Project' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete Project' });
    await user.click(within(dialog).getByRole('button', { name: 'Complete Project' }));
    await waitFor(() => expect(toasts(store)).toEqual([['Error', 'Failed to complete project']]));
    expect(screen.getByRole('dialog', { name: 'Complete Project' })).toBeInTheDocument();
  });

  it('is not offered to a team member, even one assigned to the project', async () => {
    projectApi(aFirmOwner({ role: 'team_member' }), { [PROJECT_URL]: () => json(aProject({ milestones, assigneeIds: [aFirmOwner().id] })) });
    await openPage();
    expect(screen.getByRole('button', { name: 'Add Milestone' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Complete Project' })).not.toBeInTheDocument();
  });
});

describe('the chat', () => {
  it("shows each message's sender and time, with a line where the day changes", async () => {
    projectApi(aClient(), {
      [`GET ${MESSAGES_URL}`]: () =>
        json([
          aMessage({ id: 'a', content: 'Here are my receipts', createdAt: '2030-01-20T14:05:00' }),
          aMessage({ id: 'b', content: 'Thanks, got them', createdAt: '2030-01-21T09:30:00', senderId: 'staff', sender: { id: 'staff', displayName: 'Jane Smith' } }),
        ]),
    });
    await openPage();
    const log = await screen.findByRole('log', { name: 'Conversation' });
    expect(within(log).getByText('Jan 20, 2030')).toBeInTheDocument();
    expect(within(log).getByText('Jan 21, 2030')).toBeInTheDocument();
    expect(within(log).getByText('You')).toBeInTheDocument();
    expect(within(log).getByText('Jane Smith')).toBeInTheDocument();
    expect(within(log).getByText('2:05 PM')).toBeInTheDocument();
    expect(within(log).getByText('9:30 AM')).toBeInTheDocument();
  });

  it('cannot send an empty or whitespace-only message, and sends the trimmed text', async () => {
    const api = projectApi(aClient(), {
      [`POST ${MESSAGES_URL}`]: () => json(aMessage({ id: 'n', content: 'Hello there' }), 201),
    });
    const { user } = await openPage();
    const box = screen.getByRole('textbox', { name: 'Message' });
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.type(box, '   {Enter}');
    expect(send).toBeDisabled();
    expect(api.bodiesSentTo(`POST ${MESSAGES_URL}`)).toEqual([]);

    await user.clear(box);
    await user.type(box, '  Hello there  {Enter}');
    expect(await screen.findByText('Hello there')).toBeInTheDocument();
    expect(api.bodiesSentTo(`POST ${MESSAGES_URL}`)).toEqual([{ content: 'Hello there' }]);
    expect(box).toHaveValue('');
  });

  it.each([
    [401, 'You must be logged in to send messages', { message: 'Please log in to continue' }],
    [500, 'Failed to send message', ''],
  ])("a %i refusal toasts '%s' and keeps the text", async (status, message, body) => {
    projectApi(aClient(), { [`POST ${MESSAGES_URL}`]: () => (body ? json(body, status) : new Response('', { status })) });
    const { user, store } = await openPage();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hi{Enter}');
    await waitFor(() => expect(toasts(store)).toEqual([['Error', message]]));
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Hi');
  });
});

describe("the chat in a firm manager's preview of the client's portal", () => {
  it('shows the conversation as the client sees it, with no composer and nothing marked read', async () => {
    window.localStorage.clear();
    const api = projectApi(aPreviewUser(aClient()), { [`GET ${MESSAGES_URL}`]: () => json([aMessage({ id: 'a', content: 'Here are my receipts' })]) });
    await openPage();
    const log = await screen.findByRole('log', { name: 'Conversation' });
    expect(within(log).getByText('Here are my receipts')).toBeInTheDocument();
    expect(screen.getByText('Messages can’t be sent in a preview.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
    expect(api.bodiesSentTo('POST /api/notifications/read')).toEqual([]);
    // The portal's unread count (kept in this browser) is left as the client would find it.
    expect(window.localStorage.length).toBe(0);
  });
});

describe('the automations', () => {
  const AUTOMATIONS_URL = `GET /api/projects/${PROJECT_ID}/automations`;
  const TEMPLATE_ID = '665f1c2ab7c9e4a1d2f3b4e7';
  const automations = [
    anAutomation({ name: 'Thank the client', templateId: TEMPLATE_ID }),
    anAutomation({ name: 'Remind the staff', templateId: null, projectId: PROJECT_ID, trigger: { type: 'project_created' }, description: 'When the project is created: tell the project’s staff' }),
  ];

  it("show its template's rules as from the template, changed there, and its own with Edit for whoever manages it", async () => {
    projectApi(aFirmOwner(), { [AUTOMATIONS_URL]: () => json({ automations, runs: [] }) });
    await openPage();
    const section = await screen.findByRole('region', { name: 'Automations' });
    const [fromTemplate, own] = within(await within(section).findByRole('list', { name: 'Automations' })).getAllByRole('listitem');
    expect(fromTemplate).toHaveTextContent(/Thank the client.*From the template/);
    expect(within(fromTemplate!).queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
    expect(within(fromTemplate!).getByRole('link', { name: 'Edit Thank the client on the template' })).toHaveAttribute('href', `/templates/${TEMPLATE_ID}`);
    expect(own).not.toHaveTextContent('From the template');
    expect(within(own!).getByRole('button', { name: 'Edit automation Remind the staff' })).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Add automation' })).toBeInTheDocument();
  });

  it('are never shown to the client, nor asked for', async () => {
    const api = projectApi(aClient(), { [AUTOMATIONS_URL]: () => json({ automations, runs: [] }) });
    await openPage();
    expect(screen.queryByRole('region', { name: 'Automations' })).not.toBeInTheDocument();
    expect(api.bodiesSentTo(AUTOMATIONS_URL)).toEqual([]);
  });
});
