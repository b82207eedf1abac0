import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { currentPath, renderAt } from '../../../testing/render-at';
import { deferred, findToast, json, mockApi } from '@clientline/shared-ui/testing';
import { aUser, signedInAs } from '../../../testing/users';

function loginButton() {
  return screen.getByRole('button', { name: 'Login' });
}

describe('/auth', () => {
  it('opens on Login, with a Back to Home link to /', async () => {
    await renderAt('/auth');
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    // The tabs show once Radix Tabs has loaded.
    expect(await screen.findByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('link', { name: /Back to Home/ })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Sign in · Clientline');
  });

  it('opens on Register with ?mode=register, and switching tabs updates the URL', async () => {
    const { user } = await renderAt('/auth?mode=register');
    expect(await screen.findByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeInTheDocument();
    expect(document.title).toBe('Create an account · Clientline');

    await user.click(screen.getByRole('tab', { name: 'Login' }));
    expect(currentPath()).toBe('/auth');
    expect(loginButton()).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Register' }));
    expect(currentPath()).toBe('/auth?mode=register');
  });

  describe('Login', () => {
    it('shows the required messages on their fields and sends nothing', async () => {
      const api = mockApi({});
      const { user } = await renderAt('/auth');
      await user.click(await screen.findByRole('button', { name: 'Login' }));
      expect(screen.getByLabelText(/Email/)).toHaveAccessibleDescription('Email is required');
      expect(screen.getByLabelText(/Password/)).toHaveAccessibleDescription('Password is required');
      expect(api.bodiesSentTo('POST /api/login')).toHaveLength(0);
    });

    it('rejects a malformed email', async () => {
      const api = mockApi({});
      const { user } = await renderAt('/auth');
      await user.type(screen.getByLabelText(/Email/), 'jane.smith-partners.com');
      await user.type(screen.getByLabelText(/Password/), 'correct horse battery');
      await user.click(loginButton());
      expect(screen.getByLabelText(/Email/)).toHaveAccessibleDescription('Invalid email address');
      expect(screen.getByLabelText(/Password/)).not.toHaveAttribute('aria-invalid');
      expect(api.bodiesSentTo('POST /api/login')).toHaveLength(0);
    });

    it('asks no minimum of the password: a client who chose 6 characters in Change Password signs in', async () => {
      const api = mockApi({ 'POST /api/login': () => json(signedInAs(aUser({ role: 'client' }))) });
      const { user } = await renderAt('/auth');
      await user.type(screen.getByLabelText(/Email/), 'ava@example.com');
      await user.type(screen.getByLabelText(/Password/), 'abc123');
      await user.click(loginButton());
      await waitFor(() => expect(currentPath()).toBe('/client/portal'));
      expect(api.bodiesSentTo('POST /api/login')).toEqual([{ username: 'ava@example.com', password: 'abc123' }]);
    });

    it.each([
      ['an organization', '/dashboard', aUser({ role: 'organization' })],
      ['a team member', '/dashboard', aUser({ role: 'team_member' })],
      ['a client', '/client/portal', aUser({ role: 'client' })],
      ['a user who must change their password', '/', aUser({ role: 'client', requiresPasswordChange: true })],
    ])('signs %s in, says so and goes to %s', async (_who, destination, signedInUser) => {
      const api = mockApi({ 'POST /api/login': () => json(signedInAs(signedInUser)) });
      const { user } = await renderAt('/auth');
      await user.type(screen.getByLabelText(/Email/), '  Jane@Smith-Partners.com ');
      await user.type(screen.getByLabelText(/Password/), 'correct horse battery');
      await user.click(loginButton());

      const toast = await findToast();
      expect(within(toast).getByText('Login Successful')).toBeInTheDocument();
      expect(within(toast).getByText('Welcome to the application!')).toBeInTheDocument();
      expect(currentPath()).toBe(destination);
      expect(api.bodiesSentTo('POST /api/login')).toEqual([
        { username: 'jane@smith-partners.com', password: 'correct horse battery' },
      ]);
    });

    it('reads Logging in... while the request runs, and a double submit sends one request', async () => {
      const answer = deferred<Response>();
      const api = mockApi({ 'POST /api/login': () => answer.promise });
      const { user } = await renderAt('/auth');
      await user.type(screen.getByLabelText(/Email/), 'jane@smith-partners.com');
      await user.type(screen.getByLabelText(/Password/), 'correct horse battery');

      const form = loginButton().closest('form')!;
      fireEvent.submit(form);
      fireEvent.submit(form);
      const busy = await screen.findByRole('button', { name: 'Logging in...' });
      expect(busy).toBeDisabled();
      fireEvent.submit(form);

      answer.resolve(json(signedInAs(aUser())));
      await waitFor(() => expect(currentPath()).toBe('/dashboard'));
      expect(api.bodiesSentTo('POST /api/login')).toHaveLength(1);
    });

    it('shows the server message in a destructive Error toast and stays on /auth', async () => {
      mockApi({ 'POST /api/login': () => json({ message: 'Invalid email or password' }, 401) });
      const { user } = await renderAt('/auth');
      await user.type(screen.getByLabelText(/Email/), 'jane@smith-partners.com');
      await user.type(screen.getByLabelText(/Password/), 'not my password');
      await user.click(loginButton());

      const toast = await findToast('destructive');
      expect(toast).toHaveAttribute('data-variant', 'destructive');
      expect(within(toast).getByText('Error')).toBeInTheDocument();
      expect(within(toast).getByText('Invalid email or password')).toBeInTheDocument();
      expect(currentPath()).toBe('/auth');
      expect(loginButton()).toBeEnabled();
    });
  });

  describe('Register', () => {
    it('shows Organization Name and an optional Phone Number only for an organization', async () => {
      const { user } = await renderAt('/auth?mode=register');
      expect(screen.getByLabelText('Account Type')).toHaveValue('organization');
      expect(screen.getByLabelText(/Organization Name/)).toBeInTheDocument();
      expect(screen.getByLabelText(/Phone Number/)).toHaveAccessibleDescription('Optional.');

      await user.selectOptions(screen.getByLabelText('Account Type'), 'Team Member');
      expect(screen.queryByLabelText(/Organization Name/)).not.toBeInTheDocument();
      expect(screen.queryByLabelText(/Phone Number/)).not.toBeInTheDocument();
      expect(screen.queryByRole('group', { name: 'Type of Firm' })).not.toBeInTheDocument();
      expect(screen.getByLabelText(/Organization to Join/)).toBeInTheDocument();
    });

    it('shows every required message on its field', async () => {
      const api = mockApi({});
      const { user } = await renderAt('/auth?mode=register');
      await user.click(screen.getByRole('button', { name: 'Create Account' }));
      expect(screen.getByLabelText(/Full Name/)).toHaveAccessibleDescription('Full name is required');
      expect(screen.getByLabelText(/Email/)).toHaveAccessibleDescription('Email is required');
      expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription('At least 8 characters. Password is required');
      expect(screen.getByLabelText(/Organization Name/)).toHaveAccessibleDescription('Organization name is required');
      expect(api.bodiesSentTo('POST /api/register')).toHaveLength(0);
    });

    it('requires an organization name for an organization', async () => {
      const api = mockApi({});
      const { user } = await renderAt('/auth?mode=register');
      await user.type(screen.getByLabelText(/Full Name/), 'Jane Smith');
      await user.type(screen.getByLabelText(/Email/), 'jane@smith-partners.com');
      await user.type(screen.getByLabelText(/^Password/), 'correct horse battery');
      await user.click(screen.getByRole('button', { name: 'Create Account' }));
      expect(screen.getByLabelText(/Organization Name/)).toHaveAccessibleDescription('Organization name is required');
      expect(api.bodiesSentTo('POST /api/register')).toHaveLength(0);
    });

    it('rejects a malformed email and a short password', async () => {
      const { user } = await renderAt('/auth?mode=register');
      await user.type(screen.getByLabelText(/Email/), 'jane@');
      await user.type(screen.getByLabelText(/^Password/), '1234567');
      await user.click(screen.getByRole('button', { name: 'Create Account' }));
      expect(screen.getByLabelText(/Email/)).toHaveAccessibleDescription('Invalid email address');
      expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(
        'At least 8 characters. Password must be at least 8 characters',
      );
    });

    it('does not ask a team member for an organization name', async () => {
      const api = mockApi({ 'POST /api/register': () => json(signedInAs(aUser({ role: 'team_member' })), 201) });
      const { user } = await renderAt('/auth?mode=register');
      await user.type(screen.getByLabelText(/Phone Number/), '+1 555 0100');
      await user.selectOptions(screen.getByLabelText('Account Type'), 'Team Member');
      await user.type(screen.getByLabelText(/Full Name/), 'Tom Reed');
      await user.type(screen.getByLabelText(/Email/), 'tom@smith-partners.com');
      await user.type(screen.getByLabelText(/^Password/), 'correct horse battery');
      await user.click(screen.getByRole('button', { name: 'Create Account' }));

      await waitFor(() => expect(currentPath()).toBe('/dashboard'));
      expect(api.bodiesSentTo('POST /api/register')).toEqual([
        {
          role: 'team_member',
          displayName: 'Tom Reed',
          username: 'tom@smith-partners.com',
          password: 'correct horse battery',
          organizationName: '',
        },
      ]);
    });

    it('registers an organization, reads Creating account... meanwhile, then welcomes it on /dashboard', async () => {
      const answer = deferred<Response>();
      const api = mockApi({ 'POST /api/register': () => answer.promise });
      const { user } = await renderAt('/auth?mode=register');
      await user.type(screen.getByLabelText(/Full Name/), 'Jane Smith');
      await user.type(screen.getByLabelText(/Email/), 'jane@smith-partners.com');
      await user.type(screen.getByLabelText(/^Password/), 'correct horse battery');
      await user.type(screen.getByLabelText(/Organization Name/), 'Smith & Partners');
      await user.click(screen.getByRole('radio', { name: 'Accounting firm' }));
      await user.type(screen.getByLabelText(/Phone Number/), '+1 555 0100');
      await user.click(screen.getByRole('button', { name: 'Create Account' }));

      expect(await screen.findByRole('button', { name: 'Creating account...' })).toBeDisabled();
      answer.resolve(json(signedInAs(aUser(), 'Registration successful'), 201));

      const toast = await findToast();
      expect(within(toast).getByText('Registration Successful')).toBeInTheDocument();
      expect(within(toast).getByText('Welcome to the application!')).toBeInTheDocument();
      expect(currentPath()).toBe('/dashboard');
      expect(api.bodiesSentTo('POST /api/register')).toEqual([
        {
          role: 'organization',
          displayName: 'Jane Smith',
          username: 'jane@smith-partners.com',
          password: 'correct horse battery',
          organizationName: 'Smith & Partners',
          phoneNumber: '+1 555 0100',
          practice: 'accounting',
        },
      ]);
    });

    it("asks an organization what kind of firm it is, 'Other' unless it chooses", async () => {
      const api = mockApi({ 'POST /api/register': () => json(signedInAs(aUser(), 'Registration successful'), 201) });
      const { user } = await renderAt('/auth?mode=register');
      const kinds = screen.getByRole('group', { name: 'Type of Firm' });
      expect(within(kinds).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
        'Law firm',
        'Accounting firm',
        'Other',
      ]);
      expect(within(kinds).getByRole('radio', { name: 'Other' })).toBeChecked();
      expect(kinds).toHaveAccessibleDescription(
        'Your clients read "matters" (law firm), "engagements" (accounting firm) or "projects" (other). You can change it later on the Team screen.',
      );

      await user.type(screen.getByLabelText(/Full Name/), 'Jane Smith');
      await user.type(screen.getByLabelText(/Email/), 'jane@smith-partners.com');
      await user.type(screen.getByLabelText(/^Password/), 'correct horse battery');
      await user.type(screen.getByLabelText(/Organization Name/), 'Smith & Partners');
      await user.click(screen.getByRole('button', { name: 'Create Account' }));

      await waitFor(() => expect(currentPath()).toBe('/dashboard'));
      expect(api.bodiesSentTo('POST /api/register')).toEqual([expect.objectContaining({ role: 'organization', practice: 'other' })]);
    });

    it('shows the server message when the email is taken', async () => {
      mockApi({ 'POST /api/register': () => json({ message: 'An account with this email already exists' }, 409) });
      const { user } = await renderAt('/auth?mode=register');
      await user.type(screen.getByLabelText(/Full Name/), 'Jane Smith');
      await user.type(screen.getByLabelText(/Email/), 'jane@smith-partners.com');
      await user.type(screen.getByLabelText(/^Password/), 'correct horse battery');
      await user.type(screen.getByLabelText(/Organization Name/), 'Smith & Partners');
      await user.click(screen.getByRole('button', { name: 'Create Account' }));

      const toast = await findToast('destructive');
      expect(within(toast).getByText('An account with this email already exists')).toBeInTheDocument();
      expect(currentPath()).toBe('/auth?mode=register');
    });
  });
});
