import { screen, waitFor, within } from '@testing-library/react';
import { json, mockApi } from '@clientline/shared-ui/testing';
import { aFirmOwner, aMilestone, aProject, PROJECT_ID, renderAt } from '../../../testing/fixtures';

const PAGE = `/project/${PROJECT_ID}`;
const PROJECT_URL = `/api/projects/${PROJECT_ID}`;

type Store = { getState(): { toast: { queue: { title: string; description?: string }[] } } };
const toasts = (store: Store) => store.getState().toast.queue.map(({ title, description }) => [title, description]);

/** A team member assigned to the project: they edit it, but its record as a whole is the firm's. */
const assignedMember = () => aFirmOwner({ id: 'member-1', role: 'team_member', isAdmin: false, displayName: 'Theo Finch' });

function projectApi(project = aProject(), user = aFirmOwner(), overrides: Record<string, () => Response> = {}) {
  return mockApi({
    'GET /api/user': () => json({ user }),
    [`GET ${PROJECT_URL}`]: () => json(project),
    [`GET ${PROJECT_URL}/messages`]: () => json([]),
    ...overrides,
  });
}

async function openPage() {
  const view = await renderAt(PAGE);
  await screen.findByRole('heading', { level: 1, name: 'Tax return 2030' });
  return view;
}

describe('the project record, for the firm', () => {
  it('reopens a completed project after saying its score is cleared', async () => {
    const api = projectApi(aProject({ status: 'completed', performance: { score: 9 } }), aFirmOwner(), {
      [`POST ${PROJECT_URL}/reopen`]: () => json(aProject({ status: 'active' })),
    });
    const { user, store } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Reopen Project' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reopen Tax return 2030?' });
    expect(dialog).toHaveTextContent('performance score (and points) are cleared');
    await user.click(within(dialog).getByRole('button', { name: 'Reopen Project' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.bodiesSentTo(`POST ${PROJECT_URL}/reopen`)).toHaveLength(1);
    expect(toasts(store)[0]?.[0]).toBe('Project reopened');
  });

  it('archives after a confirmation naming the project, and an archived one offers Restore', async () => {
    const api = projectApi(aProject(), aFirmOwner(), {
      [`POST ${PROJECT_URL}/archive`]: () => json(aProject({ archivedAt: '2030-02-01T10:00:00.000Z' })),
    });
    const { user, store } = await openPage();
    expect(screen.queryByRole('button', { name: 'Reopen Project' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Archive Project' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archive Tax return 2030?' });
    await user.click(within(dialog).getByRole('button', { name: 'Archive Project' }));
    await waitFor(() => expect(toasts(store)[0]?.[0]).toBe('Project archived'));
    expect(api.bodiesSentTo(`POST ${PROJECT_URL}/archive`)).toHaveLength(1);
  });

  it('shows an archived project as such, restored in one click', async () => {
    const api = projectApi(aProject({ archivedAt: '2030-02-01T10:00:00.000Z' }), aFirmOwner(), {
      [`POST ${PROJECT_URL}/restore`]: () => json(aProject()),
    });
    const { user, store } = await openPage();
    expect(screen.getByText(/^Archived on/)).toHaveTextContent('Archived on Feb 1, 2030: this project is off every list and count until it is restored.');
    await user.click(screen.getByRole('button', { name: 'Restore Project' }));
    await waitFor(() => expect(toasts(store)[0]?.[0]).toBe('Project restored'));
    expect(api.bodiesSentTo(`POST ${PROJECT_URL}/restore`)).toHaveLength(1);
  });

  it('deletes an empty project after naming it, then goes back to the projects', async () => {
    projectApi(aProject({ milestones: [] }), aFirmOwner(), {
      [`DELETE ${PROJECT_URL}`]: () => json({ ok: true, message: 'Project "Tax return 2030" deleted' }),
      'GET /api/projects': () => json({ projects: [], nextCursor: null }),
    });
    const { user, store } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Delete Project' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Tax return 2030?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete Project' }));
    await waitFor(() => expect(toasts(store)[0]).toEqual(['Project deleted', 'Project "Tax return 2030" deleted']));
    await waitFor(() => expect(screen.queryByRole('heading', { level: 1, name: 'Tax return 2030' })).not.toBeInTheDocument());
  });

  it("toasts the api's reason when the project is not empty, the dialog still open", async () => {
    projectApi(aProject({ milestones: [] }), aFirmOwner(), {
      [`DELETE ${PROJECT_URL}`]: () => json({ message: 'Only an empty project can be deleted: this one has milestones, tasks, messages or documents. Archive it instead to take it off the lists.' }, 409),
    });
    const { user, store } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Delete Project' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Tax return 2030?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete Project' }));
    await waitFor(() => expect(toasts(store)[0]?.[1]).toMatch(/^Only an empty project can be deleted/));
    expect(screen.getByRole('dialog', { name: 'Delete Tax return 2030?' })).toBeInTheDocument();
  });

  it('offers Delete only while the project has no milestones', async () => {
    projectApi(aProject({ milestones: [aMilestone()], totalMilestones: 1 }));
    await openPage();
    expect(screen.getByRole('button', { name: 'Archive Project' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Project' })).not.toBeInTheDocument();
  });

  it('leaves reopen, archive and delete to the firm: an assigned team member edits the project only', async () => {
    projectApi(aProject({ status: 'completed', assigneeIds: ['member-1'] }), assignedMember());
    await openPage();
    expect(screen.getByRole('button', { name: 'Edit Project' })).toBeInTheDocument();
    for (const name of ['Reopen Project', 'Archive Project', 'Delete Project']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
  });
});
