import { screen, within } from '@testing-library/react';
import { currentPath, renderAt } from '../../../testing/render-at';
import { findToast, json, mockApi } from '@clientline/shared-ui/testing';
import { aUser, signedInAs } from '../../../testing/users';

const FIRM = { organizationName: 'Smith & Partners', username: 'smith-partners', practice: 'law' };

function firmPage(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({ 'GET /api/organizations/smith-partners': () => json(FIRM), ...extra });
}

async function openFirmPage() {
  const view = await renderAt('/smith-partners');
  await screen.findByRole('heading', { level: 1, name: 'Smith & Partners' });
  return view;
}

describe('/:organizationName, the firm’s client login page', () => {
  it("shows the firm's name above its client login form", async () => {
    firmPage();
    await openFirmPage();
    expect(screen.getByText('Client Login')).toBeInTheDocument();
    // A law firm's clients follow their matters.
    expect(screen.getByText('Log in to follow your matters, milestones and messages.')).toBeInTheDocument();
    expect(document.title).toBe('Sign in · Smith & Partners · Clientline');
    expect(screen.getByLabelText(/Email/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Password/)).toBeInTheDocument();
  });

  it('asks for an email address and a password', async () => {
    const api = firmPage();
    const { user } = await openFirmPage();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByLabelText(/Email/)).toHaveAccessibleDescription('Invalid email address');
    expect(screen.getByLabelText(/Password/)).toHaveAccessibleDescription('Password is required');

    await user.type(screen.getByLabelText(/Email/), 'ann');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByLabelText(/Email/)).toHaveAccessibleDescription('Invalid email address');
    expect(api.bodiesSentTo('POST /api/login')).toHaveLength(0);
  });

  it('accepts a short password, signs the client in to this firm only and opens the portal', async () => {
    const api = firmPage({ 'POST /api/login': () => json(signedInAs(aUser({ role: 'client' }))) });
    const { user } = await openFirmPage();
    await user.type(screen.getByLabelText(/Email/), 'ann@client.com');
    await user.type(screen.getByLabelText(/Password/), 'harbor');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    const toast = await findToast();
    expect(within(toast).getByText('Login Successful')).toBeInTheDocument();
    expect(currentPath()).toBe('/client/portal');
    expect(api.bodiesSentTo('POST /api/login')).toEqual([
      { username: 'ann@client.com', password: 'harbor', organizationName: 'smith-partners' },
    ]);
  });

  it("refuses someone the api does not sign in to this firm with the server's message", async () => {
    firmPage({ 'POST /api/login': () => json({ message: 'Invalid email or password' }, 401) });
    const { user } = await openFirmPage();
    await user.type(screen.getByLabelText(/Email/), 'bob@other-firm.com');
    await user.type(screen.getByLabelText(/Password/), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    const toast = await findToast('destructive');
    expect(within(toast).getByText('Invalid email or password')).toBeInTheDocument();
    expect(currentPath()).toBe('/smith-partners');
  });

  it("shows 'Organization Not Found' with Return to Home for an unknown firm", async () => {
    mockApi({ 'GET /api/organizations/no-such-firm': () => json({ message: 'Organization not found' }, 404) });
    await renderAt('/no-such-firm');
    expect(await screen.findByRole('heading', { level: 1, name: 'Organization Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByLabelText(/Email/)).not.toBeInTheDocument();
  });

  it("says 'Failed to fetch organization data' when the firm cannot be loaded, and Try Again loads it", async () => {
    let attempts = 0;
    mockApi({
      'GET /api/organizations/smith-partners': () => (++attempts === 1 ? new Response('', { status: 503 }) : json(FIRM)),
    });
    const { user } = await renderAt('/smith-partners');
    expect(await screen.findByText('Failed to fetch organization data')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Smith & Partners' })).toBeInTheDocument();
  });
});
