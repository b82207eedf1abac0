import { screen, within } from '@testing-library/react';
import type { CurrentUser } from '@clientline/contracts';
import { aUser, json, mockApi, renderWithProviders } from '@clientline/shared-ui/testing';
import { NotificationSettingsDialog } from '../notification-settings-dialog';

const STAFF_DIGEST = { messages: 'daily', documents: 'daily', projects: 'daily', team: 'daily' } as const;
const CLIENT_DEFAULTS = { messages: 'instant', documents: 'instant', projects: 'daily', team: 'off' } as const;

function openDialog(overrides: Partial<CurrentUser> = {}, settings: Partial<CurrentUser['notificationSettings']> = {}) {
  const onClose = jest.fn();
  const user = aUser({ ...overrides, notificationSettings: { signInAlerts: false, activityMail: STAFF_DIGEST, timeZone: 'Europe/London', everyProjectNews: true, ...settings } });
  const view = renderWithProviders(<NotificationSettingsDialog user={user} onClose={onClose} />);
  return { ...view, onClose };
}

const signInAlerts = () => screen.getByRole('checkbox', { name: 'Mail me when someone signs in to my account' });
const category = (name: string) => screen.getByRole('group', { name });
const choice = (categoryName: string, mode: string) => within(category(categoryName)).getByRole('radio', { name: mode });
const timeZone = () => screen.getByRole('combobox', { name: 'Time zone' });

describe('Notification settings dialog', () => {
  it("shows each category's mail as it is, the time zone and sign-in alerts, with what each does", async () => {
    mockApi({});
    openDialog();
    await screen.findByRole('dialog', { name: 'Notification settings' });
    for (const name of ['Messages', 'Documents', 'Milestones and projects', 'Team and requests']) {
      expect(choice(name, 'Daily digest')).toBeChecked();
      expect(choice(name, 'As it happens (batched)')).not.toBeChecked();
      expect(choice(name, 'Off')).not.toBeChecked();
    }
    expect(category('Documents')).toHaveAccessibleDescription('Files uploaded, and documents requested, asked again or accepted.');
    expect(timeZone()).toHaveValue('Europe/London');
    expect(timeZone()).toHaveAccessibleDescription('Your daily digest comes at 08:00 in this time zone.');
    expect(signInAlerts()).not.toBeChecked();
    expect(signInAlerts()).toHaveAccessibleDescription(/^Off by default\. The mail says when/);
  });

  it('offers a client no team news, which never reaches them', async () => {
    mockApi({});
    openDialog({ role: 'client', organizationPractice: 'other' }, { activityMail: CLIENT_DEFAULTS });
    await screen.findByRole('dialog', { name: 'Notification settings' });
    expect(choice('Messages', 'As it happens (batched)')).toBeChecked();
    expect(choice('Documents', 'As it happens (batched)')).toBeChecked();
    expect(choice('Milestones and projects', 'Daily digest')).toBeChecked();
    expect(screen.queryByRole('group', { name: 'Team and requests' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /News of every project/ })).not.toBeInTheDocument();
  });

  it("names a law firm's client's categories by the firm's word for their work, and the staff's by projects", async () => {
    mockApi({});
    openDialog({ role: 'client', organizationPractice: 'law' }, { activityMail: CLIENT_DEFAULTS });
    await screen.findByRole('dialog', { name: 'Notification settings' });
    expect(choice('Milestones and matters', 'Daily digest')).toBeChecked();
    expect(category('Messages')).toHaveAccessibleDescription('New chat messages on your matters.');
    expect(category('Milestones and matters')).toHaveAccessibleDescription('New and changed milestones, and matters completed.');
  });

  it('names the categories by projects for the staff of a law firm', async () => {
    mockApi({});
    openDialog({ role: 'organization', isAdmin: true, organizationPractice: 'law' });
    await screen.findByRole('dialog', { name: 'Notification settings' });
    expect(category('Milestones and projects')).toHaveAccessibleDescription('New and changed milestones, and projects completed.');
  });

  it("starts from the browser's time zone when none is saved", async () => {
    mockApi({});
    openDialog({}, { timeZone: null });
    await screen.findByRole('dialog', { name: 'Notification settings' });
    expect(timeZone()).toHaveValue(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('saves the choices, the time zone and sign-in alerts, confirms and closes', async () => {
    const api = mockApi({
      'PUT /api/user/notification-settings': () => json({ ok: true, message: 'Notification settings saved', user: aUser() }),
    });
    const { user, onClose } = openDialog();
    await screen.findByRole('dialog', { name: 'Notification settings' });
    await user.click(choice('Messages', 'As it happens (batched)'));
    await user.click(choice('Team and requests', 'Off'));
    await user.selectOptions(timeZone(), 'America/New_York');
    await user.click(signInAlerts());
    await user.click(screen.getByRole('checkbox', { name: /News of every project/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Notification settings saved')).toBeInTheDocument();
    expect(api.bodiesSentTo('PUT /api/user/notification-settings')).toEqual([
      {
        signInAlerts: true,
        activityMail: { messages: 'instant', documents: 'daily', projects: 'daily', team: 'off' },
        timeZone: 'America/New_York',
        everyProjectNews: false,
      },
    ]);
    expect(onClose).toHaveBeenCalled();
  });

  it("on failure keeps the dialog open with the server's message", async () => {
    mockApi({ 'PUT /api/user/notification-settings': () => json({ message: 'Time zone must be a place name such as Europe/London or America/New_York' }, 400) });
    const { user, onClose } = openDialog({}, { signInAlerts: true });
    await screen.findByRole('dialog', { name: 'Notification settings' });
    await user.click(signInAlerts());
    expect(signInAlerts()).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Time zone must be a place name such as Europe/London or America/New_York')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("offers the staff's own mode, for their projects, and not a client", async () => {
    mockApi({});
    openDialog({}, { activityMail: { ...STAFF_DIGEST, messages: 'mine' } });
    await screen.findByRole('dialog', { name: 'Notification settings' });
    expect(choice('Messages', 'As it happens for my projects, the rest in the daily digest')).toBeChecked();
  });

  it('shows the private calendar address, copies it, and makes a new one', async () => {
    const first = 'http://localhost:3000/api/calendar/aaa.ics';
    const api = mockApi({
      'GET /api/user/calendar': () => json({ url: first }),
      'POST /api/user/calendar/new': () => json({ url: 'http://localhost:3000/api/calendar/bbb.ics', message: 'Your calendar has a new address; the old one no longer works' }),
    });
    const { user } = openDialog();
    const address = await screen.findByRole('textbox', { name: 'Calendar address' });
    expect(address).toHaveValue(first);
    expect(address).toHaveAccessibleDescription('Anyone with it sees your deadlines: keep it to yourself.');
    await user.click(screen.getByRole('button', { name: 'New address' }));
    expect(await screen.findByText('The old one no longer works.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Calendar address' })).toHaveValue('http://localhost:3000/api/calendar/bbb.ics');
    expect(api.bodiesSentTo('POST /api/user/calendar/new')).toHaveLength(1);
  });
});
