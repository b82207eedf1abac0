import { act, screen, waitFor, within } from '@testing-library/react';
import { aUser, currentPath, deferred, json, mockApi, renderWithProviders } from '@clientline/shared-ui/testing';
import type { Notification } from '@clientline/contracts';
import RealtimeBridge from '@clientline/shared-ui/api/realtime';
import { NotificationBell } from '../notification-bell';

// The one socket, faked: tests push server events through `pushFromServer`.
const socketListeners = new Map<string, (payload: unknown) => void>();
jest.mock('socket.io-client', () => ({
  io: () => ({
    active: true,
    connect: () => undefined,
    on: (event: string, listener: (payload: unknown) => void) => socketListeners.set(event, listener),
    off: (event: string) => socketListeners.delete(event),
  }),
}));

async function pushFromServer(event: string, payload: unknown) {
  await waitFor(() => expect(socketListeners.has(event)).toBe(true));
  await act(async () => socketListeners.get(event)?.(payload));
}

function notification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: 'n1',
    type: 'project_completed',
    content: 'Tax return 2025 is completed',
    read: false,
    createdAt: '2026-03-05T14:30:00',
    projectId: 'p1',
    ...overrides,
  };
}

/** Answers GET /api/notifications with each list in turn, the last one from then on. */
function serveLists(...lists: Notification[][]) {
  let calls = 0;
  return () => json(lists[Math.min(calls++, lists.length - 1)]);
}

/** The bell as the shell mounts it for someone signed in: beside the one realtime bridge. */
function BellWithLiveUpdates() {
  return (
    <>
      <RealtimeBridge />
      <NotificationBell />
    </>
  );
}

const unreadPair = [notification({ id: 'n2', content: 'Second' }), notification({ id: 'n1', content: 'First' })];

describe('NotificationBell', () => {
  it('names the unread count on the bell', async () => {
    mockApi({ 'GET /api/notifications': serveLists([...unreadPair, notification({ id: 'n0', read: true })]) });
    renderWithProviders(<NotificationBell />);
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
  });

  it("shows 'Loading notifications...' until the list arrives, then 'No notifications'", async () => {
    const answer = deferred<Response>();
    mockApi({ 'GET /api/notifications': () => answer.promise });
    const { user } = renderWithProviders(<NotificationBell />);
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(screen.getByText('Loading notifications...')).toBeInTheDocument();
    await act(async () => answer.resolve(json([])));
    expect(await screen.findByText('No notifications')).toBeInTheDocument();
  });

  it('shows milestone items as the milestone name with a status chip, the time and the due date', async () => {
    mockApi({
      'GET /api/notifications': serveLists([
        notification({
          id: 'm2',
          type: 'milestone_updated',
          content: 'Milestone "Draft filed" is now completed',
          read: true,
          milestoneData: { name: 'Draft filed', status: 'completed', dueDate: '2026-04-01T00:00:00.000Z' },
        }),
        notification({
          id: 'm1',
          type: 'milestone_created',
          read: true,
          milestoneData: { name: 'Kick-off', status: 'pending', dueDate: null },
        }),
        notification({ id: 'n1', read: true, content: 'Tax return 2025 is completed' }),
      ]),
    });
    const { user } = renderWithProviders(<NotificationBell />);
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    const items = await screen.findAllByRole('listitem');

    expect(items[0]).toHaveTextContent('Draft filed');
    expect(items[0]).not.toHaveTextContent('is now completed');
    expect(within(items[0]).getByText('Completed')).toHaveStyle({ backgroundColor: 'rgb(220, 252, 231)' });
    expect(items[0]).toHaveTextContent('Mar 5, 2:30 PM');
    expect(items[0]).toHaveTextContent('Due: Apr 1, 2026');

    expect(within(items[1]).getByText('Pending')).toHaveStyle({ backgroundColor: 'rgb(238, 240, 243)' });
    expect(items[1]).not.toHaveTextContent('Due:');

    expect(items[2]).toHaveTextContent('Tax return 2025 is completed');
  });

  it("says which project a milestone is on, and to the firm's people whose client it is", async () => {
    const onTheReturn = notification({
      id: 'm1',
      type: 'milestone_updated',
      read: true,
      projectName: '2025 Individual Tax Return',
      clientName: 'Okafor household',
      milestoneData: { name: 'Gather documents', status: 'in_progress', dueDate: null },
    });
    for (const [role, line] of [
      ['team_member', '2025 Individual Tax Return · Okafor household'],
      ['client', '2025 Individual Tax Return'],
    ] as const) {
      mockApi({ 'GET /api/notifications': serveLists([onTheReturn]), 'GET /api/user': () => json({ user: aUser({ role }) }) });
      const { user, unmount } = renderWithProviders(<NotificationBell />);
      await user.click(await screen.findByRole('button', { name: 'Notifications' }));
      const [item] = await screen.findAllByRole('listitem');
      expect(await within(item!).findByText(line)).toBeInTheDocument();
      unmount();
    }
  });

  it('links a request to join the firm to the Team screen, and closes when it is followed', async () => {
    mockApi({
      'GET /api/notifications': serveLists([
        notification({ id: 'j1', type: 'join_request', content: 'Ava Stone (ava@example.com) asked to join your firm', projectId: null, read: true }),
      ]),
    });
    const { user } = renderWithProviders(<NotificationBell />, '/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));

    const request = await screen.findByRole('link', { name: 'Ava Stone (ava@example.com) asked to join your firm' });
    expect(request).toHaveAttribute('href', '/team');
    await user.click(request);
    expect(currentPath()).toBe('/team');
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('links every item to where its thing is, with its text or, for a milestone, its name and chip', async () => {
    mockApi({
      'GET /api/notifications': serveLists([
        notification({ id: 'msg', type: 'new_message', content: 'Carla Client on Tax return 2025: "Here is my W-2"', read: true }),
        notification({ id: 'doc', type: 'document_accepted', content: 'Tax return 2025: "Passport" was accepted', read: true }),
        notification({ id: 'rem', type: 'document_reminder', content: 'Reminder: Tax return 2025 still needs "Passport"', read: true }),
        notification({ id: 'web', type: 'webhook_request', content: 'New request from crm: "Call back Ava"', projectId: null, read: true }),
        notification({
          id: 'edit',
          type: 'milestone_edited',
          content: 'Milestone "Sign the return" on Tax return 2025 was changed',
          read: true,
          milestoneData: { name: 'Sign the return', status: 'in_progress', dueDate: '2026-05-15T00:00:00.000Z' },
        }),
        notification({ id: 'gone', type: 'milestone_deleted', content: 'Milestone "Sign" was removed from Tax return 2025', read: true }),
        notification({ id: 'done', type: 'project_completed', content: 'Tax return 2025 is completed', read: true }),
        notification({ id: 'odd', type: 'firm_news', content: 'Something without a place', projectId: null, read: true }),
      ]),
    });
    const { user } = renderWithProviders(<NotificationBell />, '/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    const items = await screen.findAllByRole('listitem');
    const linkOf = (index: number) => within(items[index]!).queryByRole('link');

    expect(linkOf(0)).toHaveAccessibleName('Carla Client on Tax return 2025: "Here is my W-2"');
    expect(linkOf(0)).toHaveAttribute('href', '/project/p1#chat');
    expect(linkOf(1)).toHaveAttribute('href', '/project/p1');
    expect(linkOf(2)).toHaveAccessibleName('Reminder: Tax return 2025 still needs "Passport"');
    expect(linkOf(2)).toHaveAttribute('href', '/project/p1');
    expect(linkOf(3)).toHaveAccessibleName('New request from crm: "Call back Ava"');
    expect(linkOf(3)).toHaveAttribute('href', '/new-requests');
    // A corrected milestone: its name and chip, the due date, and what happened in a line of its own.
    expect(linkOf(4)).toHaveAccessibleName('Sign the return');
    expect(linkOf(4)).toHaveAttribute('href', '/project/p1');
    expect(within(items[4]!).getByText('In Progress')).toBeInTheDocument();
    expect(items[4]).toHaveTextContent('Milestone "Sign the return" on Tax return 2025 was changed');
    expect(items[4]).toHaveTextContent('Due: May 15, 2026');
    expect(linkOf(5)).toHaveAccessibleName('Milestone "Sign" was removed from Tax return 2025');
    expect(linkOf(6)).toHaveAttribute('href', '/project/p1');
    // News with no place to go stays text.
    expect(linkOf(7)).toBeNull();
    expect(items[7]).toHaveTextContent('Something without a place');

    await user.click(linkOf(3)!);
    expect(currentPath()).toBe('/new-requests');
  });

  it('is used from the keyboard: open with Enter, Tab to an item, Enter follows it and closes the panel', async () => {
    mockApi({
      'GET /api/notifications': serveLists([
        notification({ id: 'msg', type: 'new_message', content: 'Carla Client on Tax return 2025: "Hello"', read: true }),
      ]),
    });
    const { user } = renderWithProviders(<NotificationBell />, '/dashboard');
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    bell.focus();
    await user.keyboard('{Enter}');
    const item = await screen.findByRole('link', { name: 'Carla Client on Tax return 2025: "Hello"' });
    await user.tab();
    expect(item).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(currentPath()).toBe('/project/p1');
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('marks the unread ones read on opening, then shows the refetched count', async () => {
    const api = mockApi({
      'GET /api/notifications': serveLists(unreadPair, unreadPair.map((item) => ({ ...item, read: true }))),
      'POST /api/notifications/mark-read': () => json({ ok: true, updated: 2 }),
    });
    const { user } = renderWithProviders(<NotificationBell />);
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));

    expect(await screen.findByRole('button', { name: 'Notifications' })).toHaveAttribute('aria-expanded', 'true');
    expect(api.bodiesSentTo('POST /api/notifications/mark-read')).toEqual([{ ids: ['n2', 'n1'] }]);
  });

  it('marks nothing read on opening when readOnly (a preview of a client person’s portal), and keeps the count', async () => {
    const api = mockApi({
      'GET /api/notifications': serveLists(unreadPair),
      'POST /api/notifications/mark-read': () => json({ ok: true, updated: 2 }),
    });
    const { user } = renderWithProviders(<NotificationBell readOnly />);
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));

    expect(await screen.findByText('Second')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications, 2 unread' })).toHaveAttribute('aria-expanded', 'true');
    expect(api.bodiesSentTo('POST /api/notifications/mark-read')).toHaveLength(0);
  });

  it('sends nothing when nothing is unread', async () => {
    const api = mockApi({
      'GET /api/notifications': serveLists([notification({ read: true })]),
      'POST /api/notifications/mark-read': () => json({ ok: true, updated: 0 }),
    });
    const { user } = renderWithProviders(<NotificationBell />);
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('Tax return 2025 is completed')).toBeInTheDocument();
    expect(api.bodiesSentTo('POST /api/notifications/mark-read')).toHaveLength(0);
  });

  it('shows the Error toast when marking read fails, and keeps the count', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({
      'GET /api/notifications': serveLists(unreadPair),
      'POST /api/notifications/mark-read': () => json({ message: 'Server error' }, 500),
    });
    const { user } = renderWithProviders(<NotificationBell />);
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));

    const toast = (await screen.findByText('Failed to mark notifications as read')).closest('[data-variant]');
    expect(toast).toHaveAttribute('data-variant', 'destructive');
    expect(toast).toHaveTextContent('Error');
    expect(logged).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    logged.mockRestore();
  });

  it("toasts 'Milestone Update' for a new milestone item pushed by the server", async () => {
    const milestone = notification({
      id: 'm1',
      type: 'milestone_created',
      content: 'New milestone "Draft filed"',
      milestoneData: { name: 'Draft filed', status: 'pending', dueDate: null },
    });
    // The list is never asked for again: the pushed item reaches the bell through the realtime bridge.
    mockApi({ 'GET /api/notifications': serveLists(unreadPair) });
    renderWithProviders(<BellWithLiveUpdates />);
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    await pushFromServer('notification', milestone);

    const toast = (await screen.findByText('New milestone "Draft filed"')).closest('[data-variant]');
    expect(toast).toHaveTextContent('Milestone Update');
    expect(screen.getByRole('button', { name: 'Notifications, 3 unread' })).toBeInTheDocument();
  });

  it("toasts 'New Notification' for other new items, and nothing for what was unread at the start", async () => {
    const completed = notification({ id: 'n3', content: 'Audit 2025 is completed' });
    mockApi({ 'GET /api/notifications': serveLists(unreadPair) });
    renderWithProviders(<BellWithLiveUpdates />);
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    expect(screen.queryByText('Second')).not.toBeInTheDocument();

    await pushFromServer('notification', completed);
    const toast = (await screen.findByText('Audit 2025 is completed')).closest('[data-variant]');
    expect(toast).toHaveTextContent('New Notification');
  });

  it('counts and toasts a pushed chat message as a new notification, and a removed milestone as a milestone update', async () => {
    mockApi({ 'GET /api/notifications': serveLists(unreadPair) });
    renderWithProviders(<BellWithLiveUpdates />);
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();

    await pushFromServer('notification', notification({ id: 'msg', type: 'new_message', content: 'Carla Client on Tax return 2025: "Hello"' }));
    const message = (await screen.findByText('Carla Client on Tax return 2025: "Hello"')).closest('[data-variant]');
    expect(message).toHaveTextContent('New Notification');
    expect(screen.getByRole('button', { name: 'Notifications, 3 unread' })).toBeInTheDocument();

    await pushFromServer('notification', notification({ id: 'gone', type: 'milestone_deleted', content: 'Milestone "Sign" was removed from Tax return 2025' }));
    const removal = (await screen.findByText('Milestone "Sign" was removed from Tax return 2025')).closest('[data-variant]');
    expect(removal).toHaveTextContent('Milestone Update');
    expect(screen.getByRole('button', { name: 'Notifications, 4 unread' })).toBeInTheDocument();
  });

  it('closes on Esc and gives the focus back to the bell', async () => {
    mockApi({ 'GET /api/notifications': serveLists([]) });
    const { user } = renderWithProviders(<NotificationBell />);
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByRole('dialog', { name: 'Notifications' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();
    // Radix's bell, which took the place of the one drawn before its code arrived.
    const bell = screen.getByRole('button', { name: 'Notifications' });
    expect(bell).toHaveFocus();
    expect(bell).toHaveAttribute('aria-expanded', 'false');
  });
});
