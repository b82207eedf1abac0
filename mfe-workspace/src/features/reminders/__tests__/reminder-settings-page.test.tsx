import { screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_REMINDER_SETTINGS, reminderSettingsSavedMessage } from '@clientline/contracts';
import { findToast, json, mockApi, renderWithProviders } from '@clientline/shared-ui/testing';
import App from '../../../app/app';
// Loaded up front, so the App's lazy route resolves at once rather than racing the first query's timeout.
import '../components/reminder-settings-page';
import { signedIn } from '../../../testing/fixtures';

function firm(role: 'organization' | 'team_member' = 'organization') {
  return mockApi({
    ...signedIn(role),
    'GET /api/reminders/settings': () => json(DEFAULT_REMINDER_SETTINGS),
    'PUT /api/reminders/settings': (body) =>
      json({ ok: true, message: reminderSettingsSavedMessage(body as typeof DEFAULT_REMINDER_SETTINGS), settings: body }),
  });
}

describe('/settings/reminders', () => {
  it('shows the firm’s schedule and saves a change, saying what it now means', async () => {
    const api = firm();
    const { user } = renderWithProviders(<App />, '/settings/reminders');
    expect(await screen.findByRole('heading', { name: 'Document reminders', level: 1 })).toBeInTheDocument();
    const before = await screen.findByRole('spinbutton', { name: 'Days before the due date' });
    expect(before).toHaveValue(3);
    expect(screen.getByRole('spinbutton', { name: 'Then every (days) while overdue' })).toHaveValue(3);
    expect(screen.getByRole('spinbutton', { name: 'Days after the request' })).toHaveValue(3);

    await user.clear(before);
    await user.type(before, '5');
    await user.click(screen.getByRole('button', { name: 'Save reminders' }));
    await waitFor(() =>
      expect(api.bodiesSentTo('PUT /api/reminders/settings')).toEqual([
        { ...DEFAULT_REMINDER_SETTINGS, withDueDate: { ...DEFAULT_REMINDER_SETTINGS.withDueDate, daysBefore: 5 } },
      ]),
    );
    expect(within(await findToast()).getByText('Reminders are on: clients are reminded of outstanding documents on this schedule')).toBeInTheDocument();
  });

  it('refuses a schedule out of range with the field’s message, sending nothing', async () => {
    const api = firm();
    const { user } = renderWithProviders(<App />, '/settings/reminders');
    const maximum = (await screen.findAllByRole('spinbutton', { name: 'Reminders at most' }))[0]!;
    await user.clear(maximum);
    await user.type(maximum, '40');
    await user.click(screen.getByRole('button', { name: 'Save reminders' }));
    expect(await screen.findByText('Reminders at most must be a whole number from 1 to 10')).toBeInTheDocument();
    expect(maximum).toHaveAttribute('aria-invalid', 'true');
    expect(api.bodiesSentTo('PUT /api/reminders/settings')).toEqual([]);
  });

  it('turning reminders off sends enabled false', async () => {
    const api = firm();
    const { user } = renderWithProviders(<App />, '/settings/reminders');
    await user.click(await screen.findByRole('checkbox', { name: /Remind clients of outstanding documents/ }));
    expect(screen.getByRole('spinbutton', { name: 'Days before the due date' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Save reminders' }));
    await waitFor(() => expect(api.bodiesSentTo('PUT /api/reminders/settings')).toHaveLength(1));
    expect(api.bodiesSentTo('PUT /api/reminders/settings')[0]).toMatchObject({ enabled: false });
    expect(within(await findToast()).getByText('Reminders are off: clients are not reminded automatically')).toBeInTheDocument();
  });

  it('tells a team member who is not an admin that the owner and admins set it', async () => {
    firm('team_member');
    renderWithProviders(<App />, '/settings/reminders');
    expect(await screen.findByText('Only the owner and admins set reminders')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save reminders' })).toBeNull();
  });

  it('is linked from the Team screen for the owner', async () => {
    mockApi({
      ...signedIn(),
      'GET /api/team/members': () => json([]),
      'GET /api/projects': () => json([]),
      'GET /api/team/pending': () => json([]),
      'GET /api/team/settings': () => json({ needToKnowAccess: false }),
    });
    renderWithProviders(<App />, '/team');
    expect(await screen.findByRole('link', { name: 'Set the reminder schedule' })).toHaveAttribute('href', '/settings/reminders');
  });
});
