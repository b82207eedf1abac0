import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '@clientline/shared-ui';
import { createAppStore, selectCurrentUser } from '@clientline/shared-ui/store';
import App from '../../../app/app';
import { currentPath, renderAt } from '../../../testing/render-at';
import { deferred, findToast, json, mockApi } from '@clientline/shared-ui/testing';
import { aUser } from '../../../testing/users';

const TOKEN = 'k3Jx9vQ2mR7tLw5zP8nB4cY6dF1gH0jA';
const PAGE = `/auth/first-access/${TOKEN}`;
const VALID_LINK = {
  ok: true,
  message: 'Access link is valid',
  user: { username: 'ann@client.com', displayName: 'Ann Client', role: 'client', organizationName: 'Harbor & Finch Legal' },
};

function validLink() {
  return mockApi({ 'POST /api/auth/validate-access-token': () => json(VALID_LINK) });
}

async function openForm() {
  const view = await renderAt(PAGE);
  await screen.findByRole('heading', { level: 1, name: 'Welcome!' });
  return view;
}

describe('/auth/first-access/:accessToken', () => {
  it('says it is verifying the link, then asks for a password', async () => {
    const answer = deferred<Response>();
    const api = mockApi({ 'POST /api/auth/validate-access-token': () => answer.promise });
    await renderAt(PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Verifying access link...' })).toBeInTheDocument();

    answer.resolve(json(VALID_LINK));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome!' })).toBeInTheDocument();
    expect(screen.getByText('Please set your password to access your client portal')).toBeInTheDocument();
    expect(screen.getByText('ann@client.com')).toBeInTheDocument();
    // Whose portal the link opens: the firm that sent it.
    expect(screen.getByText('Harbor & Finch Legal')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set Password' })).toBeInTheDocument();
    expect(api.bodiesSentTo('POST /api/auth/validate-access-token')).toEqual([{ token: TOKEN }]);
  });

  it("sends the holder of a spent link of a firm to that firm's login page, saying why while they stay", async () => {
    mockApi({
      'POST /api/auth/validate-access-token': () => json({ message: 'This access link is invalid or has expired', signInPath: '/smith-partners' }, 400),
      'GET /api/organizations/smith-partners': () => json({ organizationName: 'Smith & Partners' }),
    });
    await renderAt(PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Smith & Partners' })).toBeInTheDocument();
    expect(currentPath()).toBe('/smith-partners');
    expect(screen.getByRole('status')).toHaveTextContent("This link was already used or has expired. Sign in, or use 'Forgot password?'.");
  });

  describe("the spent link's message on the firm's page", () => {
    const SPENT = "This link was already used or has expired. Sign in, or use 'Forgot password?'.";

    function spentLinkOfSmithPartners() {
      return mockApi({
        'POST /api/auth/validate-access-token': () => json({ message: 'This access link is invalid or has expired', signInPath: '/smith-partners' }, 400),
        'GET /api/organizations/smith-partners': () => json({ organizationName: 'Smith & Partners' }),
        'POST /api/login': () => json({ message: 'Invalid email or password' }, 401),
      });
    }

    /** The browser reloads the page: a new app on the same history entry (its state kept, as browsers keep it). */
    async function reload(view: { unmount(): void }) {
      view.unmount();
      const next = render(
        <AppProviders store={createAppStore()}>
          <App />
        </AppProviders>,
      );
      await screen.findByRole('heading', { level: 1, name: 'Smith & Partners' });
      return next;
    }

    it('is not a toast: it stays through a refused sign-in and a reload, until the person dismisses it', async () => {
      spentLinkOfSmithPartners();
      const view = await renderAt(PAGE);
      await screen.findByRole('heading', { level: 1, name: 'Smith & Partners' });
      expect(screen.getByText(SPENT).closest('[role="status"]')).not.toBeNull();
      // No toast was raised at all (the toasts' region is drawn with the first one).
      expect(screen.queryByRole('region', { name: 'Notifications (F8)' })).not.toBeInTheDocument();

      // A wrong password raises an Error toast, which goes by itself; the notice is not it, and stays.
      await view.user.type(screen.getByLabelText(/Email/), 'ann@client.com');
      await view.user.type(screen.getByLabelText(/Password/), 'not-my-password');
      await view.user.click(screen.getByRole('button', { name: 'Login' }));
      const toast = await findToast('destructive');
      expect(within(toast).getByText('Invalid email or password')).toBeInTheDocument();
      expect(toast).not.toContainElement(screen.getByText(SPENT));

      const reloaded = await reload(view);
      expect(screen.getByText(SPENT)).toBeInTheDocument();
      expect(currentPath()).toBe('/smith-partners');

      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Dismiss' }));
      expect(screen.queryByText(SPENT)).not.toBeInTheDocument();
      expect(screen.getByLabelText(/Email/)).toHaveFocus();
      // Dismissed for good: a reload does not bring it back.
      await reload(reloaded);
      expect(screen.queryByText(SPENT)).not.toBeInTheDocument();
    });
  });

  describe('a link that does not work sends the visitor to /auth', () => {
    it.each([
      ['the server message', json({ message: 'This access link is invalid or has expired' }, 400), 'This access link is invalid or has expired'],
      ["'Invalid access link' when the server gives none", new Response('', { status: 500 }), 'Invalid access link'],
    ])('with %s', async (_case, response, message) => {
      mockApi({ 'POST /api/auth/validate-access-token': () => response });
      await renderAt(PAGE);
      const toast = await findToast('destructive');
      expect(within(toast).getByText('Error')).toBeInTheDocument();
      expect(within(toast).getByText(message)).toBeInTheDocument();
      expect(currentPath()).toBe('/auth');
    });

    it("with 'Failed to validate access token' when the network fails", async () => {
      mockApi({
        'POST /api/auth/validate-access-token': () => {
          throw new TypeError('Failed to fetch');
        },
      });
      await renderAt(PAGE);
      const toast = await findToast('destructive');
      expect(within(toast).getByText('Failed to validate access token')).toBeInTheDocument();
      expect(currentPath()).toBe('/auth');
    });

    it('without a token, without calling the api', async () => {
      const api = mockApi({});
      await renderAt('/auth/first-access/%20');
      await waitFor(() => expect(currentPath()).toBe('/auth'));
      expect(api.bodiesSentTo('POST /api/auth/validate-access-token')).toHaveLength(0);
    });
  });

  describe('Set Password', () => {
    it('asks for 6 to 100 characters', async () => {
      validLink();
      const { user } = await openForm();
      const newPassword = screen.getByLabelText(/^New Password/);

      await user.click(screen.getByRole('button', { name: 'Set Password' }));
      expect(newPassword).toHaveAccessibleDescription('6 to 100 characters. Password must be at least 6 characters');

      await user.type(newPassword, '12345');
      await user.click(screen.getByRole('button', { name: 'Set Password' }));
      expect(newPassword).toHaveAccessibleDescription('6 to 100 characters. Password must be at least 6 characters');

      await user.clear(newPassword);
      await user.click(newPassword);
      await user.paste('x'.repeat(101));
      await user.click(screen.getByRole('button', { name: 'Set Password' }));
      expect(newPassword).toHaveAccessibleDescription('6 to 100 characters. Password is too long');
    });

    it("says 'Passwords must match' on the confirmation field", async () => {
      const api = validLink();
      const { user } = await openForm();
      await user.type(screen.getByLabelText(/^New Password/), 'harbor-lights');
      await user.type(screen.getByLabelText(/^Confirm Password/), 'harbor-light');
      await user.click(screen.getByRole('button', { name: 'Set Password' }));
      expect(screen.getByLabelText(/^Confirm Password/)).toHaveAccessibleDescription('Passwords must match');
      expect(screen.getByLabelText(/^New Password/)).toHaveAccessibleDescription('6 to 100 characters.');
      expect(api.bodiesSentTo('POST /api/change-password')).toHaveLength(0);
    });

    it('sends the access token as the current password, signs the client in and opens the portal', async () => {
      const client = aUser({ role: 'client', username: 'ann@client.com', displayName: 'Ann Client' });
      const answer = deferred<Response>();
      const api = mockApi({
        'POST /api/auth/validate-access-token': () => json(VALID_LINK),
        'POST /api/change-password': () => answer.promise,
      });
      const { user, store } = await openForm();
      await user.type(screen.getByLabelText(/^New Password/), 'harbor-lights');
      await user.type(screen.getByLabelText(/^Confirm Password/), 'harbor-lights');
      await user.click(screen.getByRole('button', { name: 'Set Password' }));
      expect(await screen.findByRole('button', { name: 'Setting password...' })).toBeDisabled();

      answer.resolve(json({ ok: true, message: 'Password set successfully', user: client }));
      const toast = await findToast();
      expect(within(toast).getByText('Success')).toBeInTheDocument();
      expect(within(toast).getByText('Password set successfully. You can now access your portal.')).toBeInTheDocument();
      expect(currentPath()).toBe('/client/portal');
      expect(selectCurrentUser(store.getState())).toEqual(client);
      expect(api.bodiesSentTo('POST /api/change-password')).toEqual([
        { currentPassword: TOKEN, newPassword: 'harbor-lights' },
      ]);
    });

    it.each([
      ['the server message', json({ message: 'This access link is invalid or has expired' }, 400), 'This access link is invalid or has expired'],
      ["'Failed to set password' when the server gives none", new Response('', { status: 502 }), 'Failed to set password'],
    ])('shows %s when the password cannot be set, and stays', async (_case, response, message) => {
      mockApi({
        'POST /api/auth/validate-access-token': () => json(VALID_LINK),
        'POST /api/change-password': () => response,
      });
      const { user } = await openForm();
      await user.type(screen.getByLabelText(/^New Password/), 'harbor-lights');
      await user.type(screen.getByLabelText(/^Confirm Password/), 'harbor-lights');
      await user.click(screen.getByRole('button', { name: 'Set Password' }));

      const toast = await findToast('destructive');
      expect(within(toast).getByText(message)).toBeInTheDocument();
      await waitFor(() => expect(screen.getByRole('button', { name: 'Set Password' })).toBeEnabled());
      expect(currentPath()).toBe(PAGE);
    });
  });
});
