import { screen } from '@testing-library/react';
import { FORGOT_PASSWORD_ANSWER, INVALID_RESET_LINK, PASSWORD_RESET_DONE } from '@clientline/contracts';
import { deferred, findToast, json, mockApi } from '@clientline/shared-ui/testing';
import { currentPath, renderAt } from '../../../testing/render-at';

const TOKEN = 'Zr4Tq8Lm2Xv7Nc5Bw1Kd9Hs3Pf6Jg0Ya';
const RESET_PAGE = `/auth/reset-password/${TOKEN}`;

describe('Forgot password?', () => {
  it("is offered on /auth's Login tab and on a firm's login page, which keeps the firm", async () => {
    mockApi({ 'GET /api/organizations/harbor-finch-legal': () => json({ organizationName: 'Harbor & Finch Legal', slug: 'harbor-finch-legal' }) });
    const { unmount } = await renderAt('/auth');
    expect(await screen.findByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/auth/forgot-password');
    unmount();
    await renderAt('/harbor-finch-legal');
    expect(await screen.findByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/auth/forgot-password?organization=harbor-finch-legal');
  });
});

describe('/auth/forgot-password', () => {
  it("sends the address (and the firm, when asked from its login page) and shows the one answer", async () => {
    const api = mockApi({ 'POST /api/auth/forgot-password': () => json({ ok: true, message: FORGOT_PASSWORD_ANSWER }) });
    const { user } = await renderAt('/auth/forgot-password?organization=harbor-finch-legal');
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(api.bodiesSentTo('POST /api/auth/forgot-password')).toEqual([]);

    await user.type(screen.getByLabelText(/Email/), 'ava@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(FORGOT_PASSWORD_ANSWER)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Check your email');
    expect(api.bodiesSentTo('POST /api/auth/forgot-password')).toEqual([{ email: 'ava@example.com', organizationName: 'harbor-finch-legal' }]);
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/harbor-finch-legal');
  });

  it("says why in an 'Error' toast when the address asked too often", async () => {
    mockApi({ 'POST /api/auth/forgot-password': () => json({ message: 'Too many password reset requests. Try again in 40 minutes.' }, 429) });
    const { user } = await renderAt('/auth/forgot-password');
    await user.type(await screen.findByLabelText(/Email/), 'ava@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Too many password reset requests. Try again in 40 minutes.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/auth');
  });
});

describe('/auth/reset-password/:token', () => {
  it('checks the link, asks for the password twice, and sends the user to sign in with a note', async () => {
    const check = deferred<Response>();
    const api = mockApi({
      'POST /api/auth/reset-password/check': () => check.promise,
      'POST /api/auth/reset-password': () => json({ ok: true, message: PASSWORD_RESET_DONE, signInPath: '/harbor-finch-legal' }),
      'GET /api/organizations/harbor-finch-legal': () => json({ organizationName: 'Harbor & Finch Legal', slug: 'harbor-finch-legal' }),
    });
    const { user } = await renderAt(RESET_PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Checking your link...' })).toBeInTheDocument();
    check.resolve(json({ ok: true, message: 'Reset link is valid', user: { displayName: 'Ann Client' } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose a new password' })).toBeInTheDocument();
    expect(screen.getByText(/For Ann Client\./)).toBeInTheDocument();

    await user.type(screen.getByLabelText(/New Password/), 'a new passphrase');
    await user.type(screen.getByLabelText(/Confirm Password/), 'a new passphrase!');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Passwords must match')).toBeInTheDocument();
    expect(api.bodiesSentTo('POST /api/auth/reset-password')).toEqual([]);

    await user.clear(screen.getByLabelText(/Confirm Password/));
    await user.type(screen.getByLabelText(/Confirm Password/), 'a new passphrase');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Harbor & Finch Legal' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(PASSWORD_RESET_DONE);
    expect(currentPath()).toBe('/harbor-finch-legal');
    expect(api.bodiesSentTo('POST /api/auth/reset-password')).toEqual([{ token: TOKEN, newPassword: 'a new passphrase' }]);
  });

  it('explains a used or expired link and offers a new one', async () => {
    mockApi({ 'POST /api/auth/reset-password/check': () => json({ message: INVALID_RESET_LINK }, 400) });
    await renderAt(RESET_PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'This link does not work' })).toBeInTheDocument();
    expect(screen.getByText(INVALID_RESET_LINK)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/auth/forgot-password');
  });

  it('offers Try Again when the link could not be checked at all', async () => {
    mockApi({
      'POST /api/auth/reset-password/check': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { user } = await renderAt(RESET_PAGE);
    expect(await screen.findByText('The link could not be checked. Check your connection and try again.')).toBeInTheDocument();
    mockApi({ 'POST /api/auth/reset-password/check': () => json({ ok: true, message: 'Reset link is valid', user: { displayName: 'Ann Client' } }) });
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose a new password' })).toBeInTheDocument();
  });

  it("keeps the form when the reset is refused, with the server's reason in an 'Error' toast", async () => {
    mockApi({
      'POST /api/auth/reset-password/check': () => json({ ok: true, message: 'Reset link is valid', user: { displayName: 'Ann Client' } }),
      'POST /api/auth/reset-password': () => json({ message: INVALID_RESET_LINK }, 400),
    });
    const { user } = await renderAt(RESET_PAGE);
    await user.type(await screen.findByLabelText(/New Password/), 'a new passphrase');
    await user.type(screen.getByLabelText(/Confirm Password/), 'a new passphrase');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await findToast('destructive')).toHaveTextContent(INVALID_RESET_LINK);
    expect(currentPath()).toBe(RESET_PAGE);
  });
});
