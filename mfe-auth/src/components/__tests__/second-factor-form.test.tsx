import { screen, waitFor, within } from '@testing-library/react';
import { currentPath, renderAt } from '../../testing/render-at';
import { findToast, json, mockApi } from '@clientline/shared-ui/testing';
import { aUser, signedInAs } from '../../testing/users';

const CODE_STEP = { ok: true, twoFactorRequired: true, message: 'Enter the 6-digit code from your authenticator app' };

async function givePassword(path: string) {
  const rendered = await renderAt(path);
  await rendered.user.type(await screen.findByLabelText(/Email/), 'jane@smith-partners.com');
  await rendered.user.type(screen.getByLabelText(/Password/), 'correct horse battery');
  await rendered.user.click(screen.getByRole('button', { name: 'Login' }));
  return rendered;
}

describe('signing in with two-factor sign-in on', () => {
  it('asks for the code after the right password, and the code signs in with the usual toast and destination', async () => {
    const api = mockApi({
      'POST /api/login': () => json(CODE_STEP),
      'POST /api/login/two-factor': () => json(signedInAs(aUser({ role: 'team_member' }))),
    });
    const { user } = await givePassword('/auth');

    expect(await screen.findByText('Enter the 6-digit code from your authenticator app')).toBeInTheDocument();
    const code = screen.getByLabelText(/Authentication code/);
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(currentPath()).toBe('/auth');

    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(currentPath()).toBe('/dashboard'));
    expect(within(await findToast()).getByText('Login Successful')).toBeInTheDocument();
    expect(api.bodiesSentTo('POST /api/login/two-factor')).toEqual([{ code: '123456' }]);
  });

  it("shows the api's refusal under the field, and a malformed code sends nothing", async () => {
    const api = mockApi({
      'POST /api/login': () => json(CODE_STEP),
      'POST /api/login/two-factor': () => json({ message: 'That code is not right. Check your authenticator app and try again.' }, 401),
    });
    const { user } = await givePassword('/auth');
    const code = await screen.findByLabelText(/Authentication code/);
    await user.type(code, '12a');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(code).toHaveAccessibleDescription('Enter the 6-digit code from your authenticator app');
    expect(api.bodiesSentTo('POST /api/login/two-factor')).toHaveLength(0);

    await user.clear(code);
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('That code is not right. Check your authenticator app and try again.'));
    expect(currentPath()).toBe('/auth');
  });

  it("takes a recovery code instead on the firm's login page, and Back returns to the password with the email kept", async () => {
    const api = mockApi({
      'GET /api/organizations/smith-partners': () => json({ organizationName: 'Smith & Partners' }),
      'POST /api/login': () => json(CODE_STEP),
      'POST /api/login/two-factor': () => json(signedInAs(aUser({ role: 'client' }))),
    });
    const { user } = await givePassword('/smith-partners');
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    await user.type(screen.getByLabelText(/Recovery code/), 'k7dm-q2xh-p9tw');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText(/Email/)).toHaveValue('jane@smith-partners.com');
    expect(screen.getByLabelText(/Password/)).toHaveValue('');

    await user.type(screen.getByLabelText(/Password/), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    await user.type(screen.getByLabelText(/Recovery code/), 'k7dm-q2xh-p9tw');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(currentPath()).toBe('/client/portal'));
    expect(api.bodiesSentTo('POST /api/login')[1]).toMatchObject({ organizationName: 'smith-partners' });
    expect(api.bodiesSentTo('POST /api/login/two-factor')).toEqual([{ recoveryCode: 'k7dm-q2xh-p9tw' }]);
  });
});
