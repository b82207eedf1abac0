import { screen } from '@testing-library/react';
import { INVALID_TEAM_INVITATION } from '@clientline/contracts';
import { findToast, json, mockApi } from '@clientline/shared-ui/testing';
import { currentPath, renderAt } from '../../../testing/render-at';
import { aUser } from '../../../testing/users';

const TOKEN = 'Qw3Er5Ty7Ui9Op1As3Df5Gh7Jk9Lz2Xc';
const PAGE = `/auth/join/${TOKEN}`;
const VALID = { ok: true, message: 'Invitation is valid', invitation: { email: 'theo@harbor.example', organizationName: 'Harbor & Finch Legal' } };

describe('/auth/join/:token', () => {
  it('asks the invited colleague for a name and password, joins them and opens the dashboard', async () => {
    const theo = aUser({ role: 'team_member', displayName: 'Theo Finch', username: 'theo@harbor.example', firstLogin: false, requiresPasswordChange: false });
    const api = mockApi({
      'POST /api/team/invitations/check': () => json(VALID),
      'POST /api/team/invitations/accept': () => json({ ok: true, message: 'Welcome to the team', user: theo }, 201),
    });
    const { user } = await renderAt(PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Join Harbor & Finch Legal' })).toBeInTheDocument();
    expect(screen.getByText('theo@harbor.example')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Join the firm' }));
    expect(await screen.findByText('Full name is required')).toBeInTheDocument();
    expect(api.bodiesSentTo('POST /api/team/invitations/accept')).toEqual([]);

    await user.type(screen.getByLabelText(/Full name/), 'Theo Finch');
    await user.type(screen.getByLabelText(/New Password/), 'theo chose this');
    await user.type(screen.getByLabelText(/Confirm Password/), 'theo chose this');
    await user.click(screen.getByRole('button', { name: 'Join the firm' }));
    expect(await findToast()).toHaveTextContent('Welcome to the team');
    expect(currentPath()).toBe('/dashboard');
    expect(api.bodiesSentTo('POST /api/team/invitations/accept')).toEqual([{ token: TOKEN, displayName: 'Theo Finch', password: 'theo chose this' }]);
  });

  it('explains a used or expired invitation and points to sign in', async () => {
    mockApi({ 'POST /api/team/invitations/check': () => json({ message: INVALID_TEAM_INVITATION }, 400) });
    await renderAt(PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'This invitation does not work' })).toBeInTheDocument();
    expect(screen.getByText(INVALID_TEAM_INVITATION)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/auth');
  });
});
