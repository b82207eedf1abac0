import { screen, waitFor, within } from '@testing-library/react';
import type { CurrentUser, ProjectRecurrenceAnswer } from '@clientline/contracts';
import { aTemplateRecurrence, json, mockApi } from '@clientline/shared-ui/testing';
import { aFirmOwner, aProject, PROJECT_ID, renderAt } from '../../../testing/fixtures';

const PAGE = `/project/${PROJECT_ID}`;
const PROJECT_URL = `/api/projects/${PROJECT_ID}`;
const RECURRENCE = `${PROJECT_URL}/recurrence`;
const REPEAT = `POST ${RECURRENCE}`;
const PAST = 'Choose a first start date from today on';

const NOT_REPEATING: ProjectRecurrenceAnswer = { template: null, recurrence: null };
const REPEATING: ProjectRecurrenceAnswer = {
  template: { id: 'template-1', name: 'Individual Tax Return' },
  recurrence: aTemplateRecurrence({
    ruleText: 'Every year on Jan 15',
    next: { period: '2031', periodLabel: '2031', projectName: '2031 Individual Tax Return', startDate: '2031-01-15', createsOn: '2030-12-16', createsAt: '2030-12-16T05:00:00.000Z' },
    clients: [{ clientId: 'client-1', clientName: 'Carla Client', paused: false }],
  }),
};

type Store = { getState(): { toast: { queue: { title: string; description?: string }[] } } };
const toasts = (store: Store) => store.getState().toast.queue.map(({ title, description }) => [title, description]);

function projectApi(user: CurrentUser, repeats: () => ProjectRecurrenceAnswer, overrides: Record<string, () => Response> = {}) {
  return mockApi({
    'GET /api/user': () => json({ user }),
    [`GET ${PROJECT_URL}`]: () => json(aProject({ name: '2030 Individual Tax Return' })),
    [`GET ${PROJECT_URL}/messages`]: () => json([]),
    [`GET ${RECURRENCE}`]: () => json(repeats()),
    ...overrides,
  });
}

async function openPage() {
  const view = await renderAt(PAGE);
  await screen.findByRole('heading', { level: 1, name: '2030 Individual Tax Return' });
  return view;
}

describe('Repeat…, for whoever runs the firm', () => {
  it('sets the project to come back through a template saved from it, then says when it comes back next', async () => {
    let repeats = NOT_REPEATING;
    const api = projectApi(aFirmOwner(), () => repeats, { [REPEAT]: () => ((repeats = REPEATING), json(REPEATING, 201)) });
    const { user, store } = await openPage();
    await user.click(await screen.findByRole('button', { name: 'Repeat…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Repeat this project' });
    expect(within(dialog).getByRole('textbox', { name: /Template name/ })).toHaveValue('Individual Tax Return');
    expect(within(dialog).getByRole('combobox', { name: 'Comes back' })).toHaveValue('yearly');
    const period = within(dialog).getByRole('textbox', { name: /Its period/ });
    await user.clear(period);
    await user.type(period, '2031');
    const start = within(dialog).getByLabelText(/It starts on/);
    await user.clear(start);
    await user.type(start, '2031-01-15');
    await user.click(within(dialog).getByRole('button', { name: 'Repeat' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.bodiesSentTo(REPEAT)).toEqual([{ name: 'Individual Tax Return', cadence: 'yearly', period: '2031', startDate: '2031-01-15', daysAhead: 30 }]);
    expect(toasts(store)).toEqual([['The project repeats', 'Next: Jan 15, 2031, made Dec 16, 2030.']]);
    const repeating = await screen.findByText(/Every year on Jan 15\. Next: 2031 Individual Tax Return, starting Jan 15, 2031 \(made Dec 16, 2030\)\./);
    expect(within(repeating).getByRole('link', { name: 'Manage it in Individual Tax Return' })).toHaveAttribute('href', '/templates/template-1');
    expect(screen.queryByRole('button', { name: 'Repeat…' })).not.toBeInTheDocument();
  });

  it('shows a start already past on its field, the dialog still open', async () => {
    projectApi(aFirmOwner(), () => NOT_REPEATING, { [REPEAT]: () => json({ message: PAST, errors: { startDate: PAST } }, 400) });
    const { user } = await openPage();
    await user.click(await screen.findByRole('button', { name: 'Repeat…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Repeat this project' });
    await user.click(within(dialog).getByRole('button', { name: 'Repeat' }));
    const start = within(dialog).getByLabelText(/It starts on/);
    await waitFor(() => expect(start).toHaveAccessibleDescription(PAST));
    expect(screen.getByRole('dialog', { name: 'Repeat this project' })).toBeInTheDocument();
  });

  it('is not offered to a team member who is not an admin', async () => {
    projectApi(aFirmOwner({ id: 'member-1', role: 'team_member', isAdmin: false, displayName: 'Theo Finch' }), () => NOT_REPEATING);
    await openPage();
    expect(screen.queryByRole('button', { name: 'Repeat…' })).not.toBeInTheDocument();
    expect(screen.queryByText('Repeats')).not.toBeInTheDocument();
  });
});
