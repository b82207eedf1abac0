import { screen, within } from '@testing-library/react';
import type { UserSession } from '@clientline/contracts';
import { aPreviewUser, deferred, findToast, json, mockApi } from '@clientline/shared-ui/testing';
import { renderAt } from '../../../testing/render-at';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const LAPTOP: UserSession = {
  id: 'laptop0000000000000000',
  browser: 'Chrome',
  device: 'Windows',
  address: '203.0.113.7',
  signedInAt: '2026-11-20T09:15:00.000Z',
  lastActiveAt: minutesAgo(0),
  current: true,
};
const PHONE: UserSession = { ...LAPTOP, id: 'phone00000000000000000', browser: 'Safari', device: 'iOS', address: '198.51.100.4', lastActiveAt: minutesAgo(5), current: false };
const TABLET: UserSession = { ...LAPTOP, id: 'tablet0000000000000000', browser: 'Samsung Internet', device: 'Android', address: null, signedInAt: null, lastActiveAt: minutesAgo(180), current: false };

function sessionsApi(initial: UserSession[]) {
  let sessions = initial;
  return mockApi({
    'GET /api/user/sessions': () => json({ sessions }),
    [`DELETE /api/user/sessions/${PHONE.id}`]: () => {
      sessions = sessions.filter((session) => session.id !== PHONE.id);
      return json({ ok: true, message: 'Signed out', ended: 1 });
    },
    'POST /api/user/sessions/end-others': () => {
      const ended = sessions.filter((session) => !session.current).length;
      sessions = sessions.filter((session) => session.current);
      return json({ ok: true, message: `Signed out of ${ended} other sessions`, ended });
    },
  });
}

async function sessionItems() {
  const list = await screen.findByRole('list', { name: 'Sessions' });
  return within(list).getAllByRole('listitem');
}

describe('Sign-in and security', () => {
  it('is titled, with the password and the sessions sections', async () => {
    sessionsApi([LAPTOP]);
    await renderAt('/account/security');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign-in and security' })).toBeInTheDocument();
    expect(document.title).toContain('Sign-in and security');
    expect(screen.getByRole('region', { name: 'Password' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: "Where you're signed in" })).toBeInTheDocument();
  });

  it("shows none of the person's own sign-in in a firm manager's preview of their portal", async () => {
    const api = mockApi({ 'GET /api/user': () => json({ user: aPreviewUser() }), 'GET /api/user/sessions': () => json({ sessions: [LAPTOP] }) });
    await renderAt('/account/security');
    expect(await screen.findByText('The password, two-factor sign-in and sessions are the person’s own: a preview does not show them.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign-in and security' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Password' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: "Where you're signed in" })).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(api.bodiesSentTo('GET /api/user/sessions')).toEqual([]);
  });

  it('opens the one Change Password dialog from the password section', async () => {
    sessionsApi([LAPTOP]);
    const { user } = await renderAt('/account/security');
    await user.click(await screen.findByRole('button', { name: 'Change Password' }));
    expect(await screen.findByRole('dialog', { name: 'Change Password' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Current Password/)).toBeInTheDocument();
  });

  it('lists each session with its browser, system, address and last activity, this one first and active now', async () => {
    sessionsApi([LAPTOP, PHONE, TABLET]);
    await renderAt('/account/security');
    const [laptop, phone, tablet] = await sessionItems();
    expect(laptop).toHaveTextContent('Chrome on Windows');
    expect(laptop).toHaveTextContent('This device');
    expect(laptop).toHaveTextContent('Active now');
    expect(laptop).toHaveTextContent('203.0.113.7');
    expect(within(laptop!).queryByRole('button', { name: /Sign out/ })).not.toBeInTheDocument();
    expect(phone).toHaveTextContent('Safari on iOS');
    expect(phone).toHaveTextContent('Last active 5 minutes ago');
    expect(phone).toHaveTextContent('198.51.100.4');
    expect(tablet).toHaveTextContent('Samsung Internet on Android');
    expect(tablet).toHaveTextContent('Last active about 3 hours ago');
  });

  it('signs out one other session after asking, and the list is read again', async () => {
    const api = sessionsApi([LAPTOP, PHONE]);
    const { user } = await renderAt('/account/security');
    await sessionItems();
    await user.click(screen.getByRole('button', { name: 'Sign out Safari on iOS' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out Safari on iOS?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.bodiesSentTo(`DELETE /api/user/sessions/${PHONE.id}`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Sign out Safari on iOS' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Sign out Safari on iOS?' })).getByRole('button', { name: 'Sign out' }));
    expect(await findToast()).toHaveTextContent('Safari on iOS is signed out.');
    expect(api.bodiesSentTo(`DELETE /api/user/sessions/${PHONE.id}`)).toHaveLength(1);
    expect(await screen.findByText("You aren't signed in anywhere else.")).toBeInTheDocument();
    expect(await sessionItems()).toHaveLength(1);
  });

  it("says so in an Error toast when that session had already ended", async () => {
    mockApi({
      'GET /api/user/sessions': () => json({ sessions: [LAPTOP, PHONE] }),
      [`DELETE /api/user/sessions/${PHONE.id}`]: () => json({ message: 'This session has already ended' }, 404),
    });
    const { user } = await renderAt('/account/security');
    await sessionItems();
    await user.click(screen.getByRole('button', { name: 'Sign out Safari on iOS' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Sign out Safari on iOS?' })).getByRole('button', { name: 'Sign out' }));
    expect(await findToast('destructive')).toHaveTextContent('This session has already ended');
  });

  it('signs out everywhere else after asking, and says how many', async () => {
    const api = sessionsApi([LAPTOP, PHONE, TABLET]);
    const { user } = await renderAt('/account/security');
    await sessionItems();
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere else?' });
    expect(dialog).toHaveTextContent('(2)');
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere else' }));
    expect(await findToast()).toHaveTextContent('Signed out of 2 other sessions');
    expect(api.bodiesSentTo('POST /api/user/sessions/end-others')).toHaveLength(1);
    expect(await screen.findByText("You aren't signed in anywhere else.")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign out everywhere else' })).not.toBeInTheDocument();
  });

  it('shows that it is loading, then an error with Try again', async () => {
    const answer = deferred<Response>();
    let calls = 0;
    mockApi({ 'GET /api/user/sessions': () => (++calls === 1 ? answer.promise : json({ sessions: [LAPTOP] })) });
    const { user } = await renderAt('/account/security');
    expect(await screen.findByText('Loading your sessions')).toBeInTheDocument();
    answer.resolve(json({ message: 'Server error' }, 500));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your sessions could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await sessionItems()).toHaveLength(1);
  });
});
