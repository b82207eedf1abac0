import { screen, within } from '@testing-library/react';
import { aUser } from '../../../testing/users';
import { deferred, findToast, json, mockApi } from '@clientline/shared-ui/testing';
import { renderAt } from '../../../testing/render-at';

const TOKEN = 'Qw3Er5Ty7Ui9Op1As3Df5Gh7Jk9Lz2Xc4Vb6Nm8Pq0Rs';
const PAGE = `/auth/confirm-email/${TOKEN}`;
const INVALID = 'This confirmation link is invalid or has expired';

describe('/auth/confirm-email/:token', () => {
  it('checks the link, asks for the password, and says the address is confirmed', async () => {
    const check = deferred<Response>();
    const api = mockApi({
      'POST /api/auth/confirm-email/check': () => check.promise,
      'POST /api/auth/confirm-email': (body) =>
        (body as { password: string }).password === 'correct horse battery'
          ? json({ ok: true, message: 'Thank you: ava@example.com is confirmed.', address: 'ava@example.com', signInPath: '/auth' })
          : json({ message: 'That password is not right', errors: { password: 'That password is not right' } }, 400),
    });
    const { user } = await renderAt(PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Checking your link...' })).toBeInTheDocument();
    check.resolve(json({ ok: true, message: 'Confirmation link is valid', address: 'ava@example.com', change: false }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirm your email address' })).toBeInTheDocument();
    expect(screen.getByText('Enter your Clientline password to confirm that ava@example.com is yours.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Password/), 'a wrong one');
    await user.keyboard('{Enter}');
    expect(within(await findToast('destructive')).getByText('That password is not right')).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/Password/));
    await user.type(screen.getByLabelText(/Password/), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Email confirmed' })).toBeInTheDocument();
    expect(screen.getByText('Thank you: ava@example.com is confirmed.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
    expect(api.bodiesSentTo('POST /api/auth/confirm-email')).toEqual([
      { token: TOKEN, password: 'a wrong one' },
      { token: TOKEN, password: 'correct horse battery' },
    ]);
  });

  it("names a client's new sign-in email", async () => {
    mockApi({ 'POST /api/auth/confirm-email/check': () => json({ ok: true, message: 'Confirmation link is valid', address: 'new@example.com', change: true }) });
    await renderAt(PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirm your new sign-in email' })).toBeInTheDocument();
    expect(screen.getByText('Enter your Clientline password to sign in with new@example.com from now on.')).toBeInTheDocument();
  });

  it('explains a spent link; a signed-in person whose address is unproven can have it sent again', async () => {
    const api = mockApi({
      'GET /api/user': () => json({ user: aUser({ emailConfirmed: false }) }),
      'POST /api/auth/confirm-email/check': () => json({ message: INVALID }, 400),
      'POST /api/user/email-confirmation': () => json({ ok: true, message: 'We sent a new link to ava@example.com. It works for 7 days.' }),
    });
    const { user } = await renderAt(PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'This link does not work' })).toBeInTheDocument();
    expect(screen.getByText(INVALID)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Send it again' }));
    expect(within(await findToast()).getByText('We sent a new link to ava@example.com. It works for 7 days.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Link sent' })).toBeDisabled();
    expect(api.bodiesSentTo('POST /api/user/email-confirmation')).toHaveLength(1);
  });

  it('offers sign-in for a spent link when signed out', async () => {
    mockApi({ 'POST /api/auth/confirm-email/check': () => json({ message: INVALID }, 400) });
    await renderAt(PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'This link does not work' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
    expect(screen.queryByRole('button', { name: 'Send it again' })).not.toBeInTheDocument();
  });
});
