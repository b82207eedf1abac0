import { screen, waitFor } from '@testing-library/react';
import { REAUTHENTICATION_REQUIRED, REAUTHENTICATION_REQUIRED_MESSAGE } from '@clientline/contracts';
import { Button, useMutationToast } from '@clientline/shared-ui';
import { useRegenerateWebhookTokenMutation } from '@clientline/shared-ui/api/webhooks';
import { identityCheckSettled } from '@clientline/shared-ui/store';
import { aUser, findToast, json, mockApi, renderWithProviders } from '@clientline/shared-ui/testing';

const REGENERATE = 'POST /api/organizations/webhook-token';
const REAUTHENTICATE = 'POST /api/user/reauthenticate';
const stale = () => json({ message: REAUTHENTICATION_REQUIRED_MESSAGE, code: REAUTHENTICATION_REQUIRED }, 403);
const regenerated = () => json({ ok: true, message: 'New webhook token generated successfully', webhookConfig: { webhookToken: 'new-token' } });

/** Any screen's sensitive call, made the one way screens make calls. */
function RegenerateButton() {
  const [regenerate] = useRegenerateWebhookTokenMutation();
  const run = useMutationToast();
  const click = () => run(() => regenerate().unwrap(), { success: { title: 'Token regenerated' }, failure: 'Failed to generate new webhook token' });
  return <Button onClick={click}>Regenerate token</Button>;
}

/** The api: the first regenerate is refused as stale, later ones go through. */
function staleOnce(extra: Parameters<typeof mockApi>[0] = {}, user = aUser()) {
  let calls = 0;
  return mockApi({
    'GET /api/user': () => json({ user }),
    [REGENERATE]: () => (++calls === 1 ? stale() : regenerated()),
    ...extra,
  });
}

async function pressRegenerate() {
  const view = renderWithProviders(<RegenerateButton />);
  await view.user.click(screen.getByRole('button', { name: 'Regenerate token' }));
  const dialog = await screen.findByRole('dialog', { name: "Confirm it's you" });
  return { ...view, dialog };
}

describe("a call refused for an old password: 'Confirm it's you'", () => {
  // A test that leaves the question open (the dialog on screen) does not leave it to the next.
  afterEach(() => identityCheckSettled(false));

  it('asks for the password, sends it, then makes the refused call once more and it succeeds', async () => {
    const api = staleOnce({ [REAUTHENTICATE]: () => json({ ok: true, message: 'Confirmed: you can continue.' }) });
    const { user, dialog } = await pressRegenerate();
    expect(dialog).toHaveAccessibleDescription(REAUTHENTICATION_REQUIRED_MESSAGE);
    expect(screen.queryByLabelText(/^Code from the app/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).toHaveFocus();

    await user.type(screen.getByLabelText(/^Password/), 'correct horse battery{Enter}');
    expect((await findToast()).textContent).toContain('Token regenerated');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.bodiesSentTo(REAUTHENTICATE)).toEqual([{ password: 'correct horse battery' }]);
    expect(api.bodiesSentTo(REGENERATE)).toHaveLength(2);
  });

  it('Cancel leaves things as they were: no second call, no reauthentication, no error toast', async () => {
    const api = staleOnce();
    const { user } = await pressRegenerate();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Notifications (F8)' })?.textContent ?? '').not.toContain('Error');
    expect(api.bodiesSentTo(REGENERATE)).toHaveLength(1);
    expect(api.bodiesSentTo(REAUTHENTICATE)).toHaveLength(0);
  });

  it('Esc cancels too', async () => {
    const api = staleOnce();
    const { user } = await pressRegenerate();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.bodiesSentTo(REGENERATE)).toHaveLength(1);
  });

  it("a wrong password is said on its field and the dialog stays; nothing is sent without one", async () => {
    let tries = 0;
    const api = staleOnce({
      [REAUTHENTICATE]: () =>
        ++tries === 1 ? json({ message: 'Password is incorrect', errors: { password: 'Password is incorrect' } }, 400) : json({ ok: true, message: 'Confirmed' }),
    });
    const { user } = await pressRegenerate();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription('Password is required');
    expect(api.bodiesSentTo(REAUTHENTICATE)).toHaveLength(0);

    await user.type(screen.getByLabelText(/^Password/), 'wrong{Enter}');
    await waitFor(() => expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription('Password is incorrect'));
    expect(screen.getByRole('dialog', { name: "Confirm it's you" })).toBeInTheDocument();
    expect(api.bodiesSentTo(REGENERATE)).toHaveLength(1);

    await user.clear(screen.getByLabelText(/^Password/));
    await user.type(screen.getByLabelText(/^Password/), 'correct horse battery{Enter}');
    expect((await findToast()).textContent).toContain('Token regenerated');
  });

  it('too many attempts is said above the buttons', async () => {
    staleOnce({ [REAUTHENTICATE]: () => json({ message: 'Too many failed sign-in attempts. Try again in 15 minutes.' }, 429) });
    const { user } = await pressRegenerate();
    await user.type(screen.getByLabelText(/^Password/), 'guess{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many failed sign-in attempts. Try again in 15 minutes.');
  });

  it('with two-factor sign-in on, asks for the code too and sends both', async () => {
    const api = staleOnce({ [REAUTHENTICATE]: () => json({ ok: true, message: 'Confirmed' }) }, aUser({ twoFactorEnabled: true }));
    const { user, dialog } = await pressRegenerate();
    await waitFor(() => expect(screen.getByLabelText(/^Code from the app/)).toBeInTheDocument());
    expect(dialog).toHaveAccessibleDescription(`${REAUTHENTICATION_REQUIRED_MESSAGE} Then enter the code from your authenticator app.`);
    await user.type(screen.getByLabelText(/^Password/), 'correct horse battery');
    await user.type(screen.getByLabelText(/^Code from the app/), '123456{Enter}');
    expect((await findToast()).textContent).toContain('Token regenerated');
    expect(api.bodiesSentTo(REAUTHENTICATE)).toEqual([{ password: 'correct horse battery', code: '123456' }]);
  });

  it('retries once only: refused again, the Error toast says why', async () => {
    const api = mockApi({ 'GET /api/user': () => json({ user: aUser() }), [REGENERATE]: stale, [REAUTHENTICATE]: () => json({ ok: true, message: 'Confirmed' }) });
    const { user } = await pressRegenerate();
    await user.type(screen.getByLabelText(/^Password/), 'correct horse battery{Enter}');
    expect((await findToast('destructive')).textContent).toContain(REAUTHENTICATION_REQUIRED_MESSAGE);
    expect(api.bodiesSentTo(REGENERATE)).toHaveLength(2);
  });
});
