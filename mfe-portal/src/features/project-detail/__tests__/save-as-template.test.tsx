import { screen, waitFor, within } from '@testing-library/react';
import type { CurrentUser } from '@clientline/contracts';
import { aPreviewUser, aTemplate, currentPath, json, mockApi } from '@clientline/shared-ui/testing';
import { aClient, aFirmOwner, aProject, PROJECT_ID, renderAt } from '../../../testing/fixtures';

const PAGE = `/project/${PROJECT_ID}`;
const PROJECT_URL = `/api/projects/${PROJECT_ID}`;
const SAVE = `POST ${PROJECT_URL}/save-as-template`;
const TAKEN = 'A template is already named "Individual Tax Return": choose another name';

type Store = { getState(): { toast: { queue: { title: string; description?: string }[] } } };
const toasts = (store: Store) => store.getState().toast.queue.map(({ title, description }) => [title, description]);

const teamMember = (isAdmin: boolean) => aFirmOwner({ id: 'member-1', role: 'team_member', isAdmin, displayName: 'Theo Finch' });

function projectApi(user: CurrentUser = aFirmOwner(), overrides: Record<string, () => Response> = {}) {
  return mockApi({
    'GET /api/user': () => json({ user }),
    [`GET ${PROJECT_URL}`]: () => json(aProject({ name: '2030 Individual Tax Return', assigneeIds: ['member-1'] })),
    [`GET ${PROJECT_URL}/messages`]: () => json([]),
    ...overrides,
  });
}

async function openPage() {
  const view = await renderAt(PAGE);
  await screen.findByRole('heading', { level: 1, name: '2030 Individual Tax Return' });
  return view;
}

async function openDialog(user: Awaited<ReturnType<typeof openPage>>['user']) {
  await user.click(screen.getByRole('button', { name: 'Save as template' }));
  return screen.findByRole('dialog', { name: 'Save as template' });
}

describe('Save as template, for whoever runs the firm', () => {
  it("offers the project's name without its year, yearly, and says what is kept", async () => {
    projectApi();
    const { user } = await openPage();
    const dialog = await openDialog(user);
    expect(within(dialog).getByRole('textbox', { name: /Template name/ })).toHaveValue('Individual Tax Return');
    const comesBack = within(dialog).getByRole('combobox', { name: 'Comes back' });
    expect(comesBack).toHaveValue('yearly');
    expect(within(comesBack).getAllByRole('option').map((option) => [option.textContent, (option as HTMLOptionElement).value])).toEqual([
      ['Every year', 'yearly'],
      ['Every quarter', 'quarterly'],
      ['Every month', 'monthly'],
    ]);
    expect(dialog).toHaveAccessibleDescription("Its milestones, tasks and document requests are kept as days from the project's start; the year in its name becomes {year}, or a name without one gets its period after it.");
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('saves the name and cadence, says so and opens the template in the workspace', async () => {
    const template = aTemplate({ name: 'Quarterly estimates', cadence: 'quarterly' });
    const api = projectApi(aFirmOwner(), { [SAVE]: () => json(template, 201) });
    const { user, store } = await openPage();
    const dialog = await openDialog(user);
    const name = within(dialog).getByRole('textbox', { name: /Template name/ });
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save template' }));
    expect(await within(dialog).findByText('Name the template')).toBeInTheDocument();
    expect(api.bodiesSentTo(SAVE)).toEqual([]);

    await user.type(name, '  Quarterly estimates ');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Comes back' }), 'Every quarter');
    await user.click(within(dialog).getByRole('button', { name: 'Save template' }));
    await waitFor(() => expect(currentPath()).toBe(`/templates/${template.id}`));
    expect(api.bodiesSentTo(SAVE)).toEqual([{ name: 'Quarterly estimates', cadence: 'quarterly' }]);
    expect(toasts(store)).toEqual([['Template saved', 'Quarterly estimates: edit it, then create its projects for your clients.']]);
  });

  it('shows a name already taken on the name field, the dialog still open', async () => {
    const api = projectApi(teamMember(true), { [SAVE]: () => json({ message: TAKEN, errors: { name: TAKEN } }, 409) });
    const { user, store } = await openPage();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Save template' }));
    const name = within(dialog).getByRole('textbox', { name: /Template name/ });
    await waitFor(() => expect(name).toHaveAccessibleDescription(TAKEN));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
    expect(api.bodiesSentTo(SAVE)).toEqual([{ name: 'Individual Tax Return', cadence: 'yearly' }]);
    expect(toasts(store)).toEqual([['Error', TAKEN]]);
    expect(currentPath()).toBe(PAGE);
    expect(screen.getByRole('dialog', { name: 'Save as template' })).toBeInTheDocument();
  });
});

describe('Save as template, for anyone else', () => {
  it.each([
    ['a team member who is not an admin, though assigned to the project', teamMember(false)],
    ['a client', aClient()],
    ['a preview of a client person', aPreviewUser(aClient())],
  ])('is not offered to %s', async (_who, user) => {
    projectApi(user);
    await openPage();
    expect(screen.queryByRole('button', { name: 'Save as template' })).not.toBeInTheDocument();
  });
});
