import { screen, within } from '@testing-library/react';
import { findToast, json, mockApi, renderWithProviders } from '@clientline/shared-ui/testing';
import { aUser } from '../../../testing/users';
import { TwoFactorSection } from '../two-factor-section';

const CODES = ['aaaa-bbbb-cccc', 'dddd-eeee-ffff', 'gggg-hhhh-jjjj', 'kkkk-mmmm-nnnn', 'pppp-qqqq-rrrr', 'ssss-tttt-uuuu', 'vvvv-wwww-xxxx', 'yyyy-zzzz-2222', '3333-4444-5555', '6666-7777-8888'];
const SETUP = {
  ok: true,
  message: 'Scan the QR code',
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauthUrl: 'otpauth://totp/Clientline:jane%40smith-partners.com?issuer=Clientline&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  qrSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><path d="M0 0h1v1H0z"/></svg>',
};

/** An api where the person's two-factor state changes as the calls say. */
function twoFactorApi({ enabled = false, enrollmentRequired = false } = {}) {
  let on = enabled;
  return mockApi({
    'GET /api/user': () => json({ user: aUser({ twoFactorEnabled: on, twoFactorEnrollmentRequired: enrollmentRequired && !on }) }),
    'POST /api/user/two-factor/setup': () => json(SETUP),
    'POST /api/user/two-factor/enable': (body) =>
      (body as { code: string }).code === '123456'
        ? ((on = true), json({ ok: true, message: 'Two-factor sign-in is on', recoveryCodes: CODES }))
        : json({ message: 'That code is not right. Check your authenticator app and try again.' }, 400),
    'POST /api/user/two-factor/recovery-codes': () => json({ ok: true, message: 'New codes', recoveryCodes: [...CODES].reverse() }),
    'POST /api/user/two-factor/disable': (body) =>
      (body as { password: string }).password === 'correct horse battery'
        ? ((on = false), json({ ok: true, message: 'Two-factor sign-in is off', user: aUser({ twoFactorEnabled: false }) }))
        : json({ message: 'Password is incorrect' }, 400),
  });
}

describe('Two-factor sign-in on Sign-in and security', () => {
  it("turns on from the server's QR code and the key, confirmed with a code, then shows the 10 recovery codes once", async () => {
    const api = twoFactorApi();
    const { user } = renderWithProviders(<TwoFactorSection />, '/account/security');
    expect(await screen.findByText('Off')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Turn on two-factor sign-in' }));

    const qr = await screen.findByRole('img', { name: 'QR code to add Clientline to your authenticator app' });
    expect(qr.getAttribute('src')).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(SETUP.qrSvg)}`);
    expect(screen.getByTestId('two-factor-key')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');

    const code = screen.getByLabelText(/Code from the app/);
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm and turn on' }));
    expect(await screen.findByText('That code is not right. Check your authenticator app and try again.')).toBeInTheDocument();

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm and turn on' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(CODES);
    expect(screen.getByRole('button', { name: 'Download as text' })).toBeInTheDocument();
    expect(api.bodiesSentTo('POST /api/user/two-factor/enable')).toEqual([{ code: '000000' }, { code: '123456' }]);

    await user.click(screen.getByRole('button', { name: 'I saved my codes' }));
    expect(await screen.findByText('On')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Regenerate recovery codes' })).toBeInTheDocument();
  });

  it('leaves saying that the firm requires it to the notice the shell shows above the page: once, not twice', async () => {
    twoFactorApi({ enrollmentRequired: true });
    renderWithProviders(<TwoFactorSection />, '/account/security');
    expect(await screen.findByRole('button', { name: 'Turn on two-factor sign-in' })).toBeInTheDocument();
    expect(screen.queryByText(/requires two-factor sign-in/)).not.toBeInTheDocument();
  });

  it('makes new recovery codes with a code of the app, and turns off with the password', async () => {
    const api = twoFactorApi({ enabled: true });
    const { user } = renderWithProviders(<TwoFactorSection />, '/account/security');
    await user.click(await screen.findByRole('button', { name: 'Regenerate recovery codes' }));
    await user.type(screen.getByLabelText(/Code from the app/), '654321');
    await user.click(screen.getByRole('button', { name: 'Make new codes' }));
    expect(await screen.findByRole('list', { name: 'Recovery codes' })).toBeInTheDocument();
    expect(api.bodiesSentTo('POST /api/user/two-factor/recovery-codes')).toEqual([{ code: '654321' }]);
    await user.click(screen.getByRole('button', { name: 'I saved my codes' }));

    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off two-factor sign-in?' });
    await user.type(within(dialog).getByLabelText(/Password/), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await within(dialog).findByText('Password is incorrect')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/Password/));
    await user.type(within(dialog).getByLabelText(/Password/), 'correct horse battery');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(within(await findToast()).getByText('Two-factor sign-in is off')).toBeInTheDocument();
    expect(await screen.findByText('Off')).toBeInTheDocument();
  });
});
