import { screen, waitFor, within } from '@testing-library/react';
import { deferred, findToast, json, mockApi, renderWithProviders } from '@clientline/shared-ui/testing';
import App from '../../../app/app';
import { aClient, aProject, clientListCalls, onAPhone, signedIn } from '../../../testing/fixtures';

const AVA = aClient({ id: '64b000000000000000000001', displayName: 'Ava Martinez', username: 'ava@example.com', status: 'Active' });
const NEW = aClient({ id: '64b000000000000000000002', displayName: 'Ben Okafor', username: 'ben@example.com', status: 'Pending', requiresPasswordChange: true, access: 'invited' });

function firm(handlers: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({ ...signedIn(), ...clientListCalls(() => json([AVA, NEW])), [`GET /api/clients/${AVA.id}/roles`]: () => json([]), ...handlers });
}

const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr')!;

const DANA = { ...NEW, id: '64b000000000000000000003', displayName: 'Dana Reyes', temporaryPassword: 'Tmp-Secret-123', firstAccessUrl: '/auth/first-access/tok' };

/** Opens Add Client on /clients and sends it for Dana Reyes, the api answering with `answer`. */
async function addDana(answer: () => Response | Promise<Response>) {
  const api = firm({ 'POST /api/clients': answer });
  const view = renderWithProviders(<App />, '/clients');
  await view.user.click(await screen.findByRole('button', { name: 'Add Client' }));
  const form = await screen.findByRole('dialog', { name: 'Add Client' });
  await view.user.type(within(form).getByLabelText(/Display name/), 'Dana Reyes');
  await view.user.type(within(form).getByLabelText(/Email/), 'dana@example.com');
  await view.user.click(within(form).getByRole('button', { name: 'Create Client' }));
  return { ...view, api };
}

describe('/clients', () => {
  it('shows Name, Email, Status, Login Details and Actions, with a legend for the statuses', async () => {
    firm();
    renderWithProviders(<App />, '/clients');
    await screen.findByRole('cell', { name: 'Ava Martinez' });
    // The first column ticks clients for Invite, Add tag, Remove tag and Archive (the owner and admins).
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['', 'Name', 'Email', 'Status', 'Login Details', 'Actions']);
    expect(within(screen.getAllByRole('columnheader')[0]!).getByRole('checkbox', { name: 'Select every client on this page' })).toBeInTheDocument();

    const ava = rowOf('Ava Martinez');
    expect(ava).toHaveTextContent('ava@example.com');
    expect(ava).toHaveTextContent('Active');
    expect(ava).toHaveTextContent('Password set');
    expect(ava).toHaveTextContent('Set by the client from the invitation link');
    expect(within(ava).getByRole('link', { name: 'View projects of Ava Martinez' })).toHaveAttribute('href', `/projects/client/${AVA.id}`);
    expect(within(ava).getByRole('link', { name: 'Client details of Ava Martinez' })).toHaveAttribute('href', `/client/${AVA.id}`);

    const legend = screen.getByRole('group', { name: 'Client status legend' });
    expect(legend).toHaveTextContent('Active');
    expect(legend).toHaveTextContent('within the next 90 days');
    expect(legend).toHaveTextContent('Sleeping');
  });

  it('shows a new firm "Add your first client"', async () => {
    firm(clientListCalls(() => json([])));
    renderWithProviders(<App />, '/clients');
    expect(await screen.findByRole('button', { name: 'Add your first client' })).toBeInTheDocument();
  });

  it("checks the Add Client form with the contracts' messages", async () => {
    const api = firm();
    const { user } = renderWithProviders(<App />, '/clients');
    await user.click(await screen.findByRole('button', { name: 'Add Client' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Client' });
    await user.click(within(dialog).getByRole('button', { name: 'Create Client' }));
    expect(within(dialog).getByLabelText(/Display name/)).toHaveAccessibleDescription('Display name is required');
    expect(within(dialog).getByLabelText(/Email/)).toHaveAccessibleDescription('Email is required');

    await user.type(within(dialog).getByLabelText(/Email/), 'ben@');
    await user.click(within(dialog).getByRole('button', { name: 'Create Client' }));
    expect(within(dialog).getByLabelText(/Email/)).toHaveAccessibleDescription('Invalid email address');
    expect(api.bodiesSentTo('POST /api/clients')).toHaveLength(0);
  });

  it('after creating, shows the temporary password masked, reveals it and copies it', async () => {
    const { user, api } = await addDana(() => json(DANA, 201));

    const details = await screen.findByRole('dialog', { name: 'Login details for Dana Reyes' });
    expect(api.bodiesSentTo('POST /api/clients')).toEqual([{ displayName: 'Dana Reyes', username: 'dana@example.com' }]);
    expect(details).not.toHaveTextContent('Tmp-Secret-123');
    expect(details).toHaveTextContent('http://localhost/auth/first-access/tok');
    await user.click(within(details).getByRole('button', { name: 'Reveal' }));
    expect(details).toHaveTextContent('Tmp-Secret-123');

    await user.click(within(details).getByRole('button', { name: 'Copy temporary password' }));
    expect(await navigator.clipboard.readText()).toBe('Tmp-Secret-123');
    expect(await screen.findByText('Password Copied!')).toBeInTheDocument();
  });

  it("says 'Failed to create client' when the server gives no reason", async () => {
    await addDana(() => new Response('', { status: 500, statusText: 'Internal Server Error' }));
    expect(await screen.findByText('Failed to create client')).toBeInTheDocument();
  });

  it("reads 'Creating...' while the client is created, and gives focus back to Add Client after Done", async () => {
    const answer = deferred<Response>();
    const { user } = await addDana(() => answer.promise);
    expect(screen.getByRole('button', { name: 'Creating...' })).toHaveAttribute('aria-busy', 'true');
    answer.resolve(json(DANA, 201));
    const details = await screen.findByRole('dialog', { name: 'Login details for Dana Reyes' });
    await user.click(within(details).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add Client' })).toHaveFocus());
  });

  it('resends the invitation to a client who lost their details after confirming, and keeps the new details in the row', async () => {
    const api = firm({
      'POST /api/clients/64b000000000000000000002/access-link': () =>
        json({ id: NEW.id, username: NEW.username, displayName: NEW.displayName, requiresPasswordChange: true, temporaryPassword: 'Again-456', firstAccessUrl: '/auth/first-access/new' }),
    });
    const { user } = renderWithProviders(<App />, '/clients');
    await screen.findByRole('cell', { name: 'Ben Okafor' });
    expect(rowOf('Ben Okafor')).toHaveTextContent('Invited');
    await user.click(within(rowOf('Ben Okafor')).getByRole('button', { name: 'Resend invitation to Ben Okafor' }));
    const confirm = await screen.findByRole('dialog', { name: 'Resend the invitation to Ben Okafor?' });
    expect(confirm).toHaveTextContent('They are mailed a new first-access link');
    expect(confirm).toHaveTextContent('The old link and password stop working');
    await user.click(within(confirm).getByRole('button', { name: 'Resend invitation' }));

    const details = await screen.findByRole('dialog', { name: 'Login details for Ben Okafor' });
    expect(details).toHaveTextContent('http://localhost/auth/first-access/new');
    expect(api.bodiesSentTo('POST /api/clients/64b000000000000000000002/access-link')).toHaveLength(1);
    await user.click(within(details).getByRole('button', { name: 'Done' }));

    await user.click(within(rowOf('Ben Okafor')).getByRole('button', { name: 'Copy first-access link of Ben Okafor' }));
    expect(await navigator.clipboard.readText()).toBe('http://localhost/auth/first-access/new');
    expect(within(await findToast()).getByText('Link Copied!')).toBeInTheDocument();
  });

  it('offers Send invitation, not Resend, to a client an import left uninvited', async () => {
    const later = aClient({ id: '64b000000000000000000005', displayName: 'Lia Later', username: 'lia@example.com', requiresPasswordChange: true, access: 'not_invited' });
    const api = firm({
      ...clientListCalls(() => json([later])),
      [`POST /api/clients/${later.id}/access-link`]: () =>
        json({ id: later.id, username: later.username, displayName: later.displayName, requiresPasswordChange: true, temporaryPassword: 'First-456', firstAccessUrl: '/auth/first-access/lia' }),
    });
    const { user } = renderWithProviders(<App />, '/clients');
    await screen.findByRole('cell', { name: 'Lia Later' });
    expect(rowOf('Lia Later')).toHaveTextContent('Not invited yet');
    expect(within(rowOf('Lia Later')).queryByRole('button', { name: /Resend/ })).not.toBeInTheDocument();
    await user.click(within(rowOf('Lia Later')).getByRole('button', { name: 'Send invitation to Lia Later' }));
    const confirm = await screen.findByRole('dialog', { name: 'Send the invitation to Lia Later?' });
    expect(confirm).toHaveTextContent('They are mailed a first-access link, and you get a temporary password');
    await user.click(within(confirm).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByRole('dialog', { name: 'Login details for Lia Later' })).toHaveTextContent('http://localhost/auth/first-access/lia');
    expect(api.bodiesSentTo(`POST /api/clients/${later.id}/access-link`)).toHaveLength(1);
  });

  it('says when an invitation expired, and mails a client who set a password a reset link on request', async () => {
    const expired = aClient({ id: '64b000000000000000000004', displayName: 'Cleo Late', username: 'cleo@example.com', requiresPasswordChange: true, access: 'invitation_expired' });
    const api = firm({
      ...clientListCalls(() => json([AVA, expired])),
      [`POST /api/clients/${AVA.id}/password-reset`]: () => json({ ok: true, message: 'A link to choose a new password was mailed to ava@example.com. It works for 30 minutes.' }),
    });
    const { user } = renderWithProviders(<App />, '/clients');
    await screen.findByRole('cell', { name: 'Cleo Late' });
    expect(rowOf('Cleo Late')).toHaveTextContent('Invitation expired');
    expect(within(rowOf('Cleo Late')).queryByRole('button', { name: /Send password reset/ })).not.toBeInTheDocument();

    await user.click(within(rowOf('Ava Martinez')).getByRole('button', { name: 'Send password reset to Ava Martinez' }));
    const toast = await findToast();
    expect(toast).toHaveTextContent('Password reset sent');
    expect(toast).toHaveTextContent('A link to choose a new password was mailed to ava@example.com.');
    expect(api.bodiesSentTo(`POST /api/clients/${AVA.id}/password-reset`)).toHaveLength(1);
  });

  it('lists the mail that could not be delivered, with the reason, for the owner to correct', async () => {
    firm({
      'GET /api/mail/undelivered': () =>
        json([{ id: 'm1', to: 'ava@exmaple.com', subject: 'Harbor invited you to your client portal', reason: '550 5.1.1 No such mailbox', failedAt: '2026-03-02T14:05:00.000Z' }]),
    });
    renderWithProviders(<App />, '/clients');
    const notice = await screen.findByRole('region', { name: 'Mail that could not be delivered' });
    expect(notice).toHaveTextContent('ava@exmaple.com');
    expect(notice).toHaveTextContent('550 5.1.1 No such mailbox');
  });

  it('shows a team member neither Resend invitation nor Send password reset', async () => {
    const api = mockApi({ ...signedIn('team_member'), ...clientListCalls(() => json([AVA, NEW])) });
    renderWithProviders(<App />, '/clients');
    await screen.findByRole('cell', { name: 'Ava Martinez' });
    expect(api.bodiesSentTo('GET /api/mail/undelivered')).toEqual([]);
    expect(screen.queryByRole('button', { name: /Resend invitation|Send password reset/ })).not.toBeInTheDocument();
  });
});

describe('/clients on a phone', () => {
  onAPhone();

  it('shows each client as a card with status, login details and actions instead of a wide table', async () => {
    firm();
    renderWithProviders(<App />, '/clients');
    const cards = await screen.findByRole('list', { name: 'Clients' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const ben = within(cards).getByRole('heading', { name: 'Ben Okafor' }).closest('li')!;
    expect(ben).toHaveTextContent('ben@example.com');
    expect(ben).toHaveTextContent('Pending');
    expect(within(ben).getByRole('button', { name: 'Resend invitation to Ben Okafor' })).toBeInTheDocument();
    expect(within(ben).getByRole('link', { name: 'Client details of Ben Okafor' })).toHaveAttribute('href', `/client/${NEW.id}`);
  });
});

describe('/client/{id}', () => {
  it("shows the client's contact, status, projects and last activity", async () => {
    firm({
      'GET /api/projects': () =>
        json([
          aProject({ name: 'Estate plan', clientId: AVA.id, updatedAt: '2026-03-05T12:00:00.000Z' }),
          aProject({ name: 'Other client matter', clientId: 'someone-else' }),
          aProject({ name: 'Will', clientId: AVA.id, updatedAt: '2026-04-02T12:00:00.000Z', startDate: '2026-04-01T00:00:00.000Z' }),
        ]),
    });
    renderWithProviders(<App />, `/client/${AVA.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ava Martinez' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ava@example.com' })).toHaveAttribute('href', 'mailto:ava@example.com');
    expect(screen.getByText('Apr 2, 2026')).toBeInTheDocument();
    const projects = screen.getByRole('region', { name: 'Projects' });
    expect(within(projects).getAllByRole('link').map((link) => link.textContent)).toEqual(['Estate plan', 'Will']);
    expect(projects).toHaveTextContent('Apr 1, 2026 – No end date');
  });

  it('says when the client does not exist, with a way back', async () => {
    firm({ 'GET /api/projects': () => json([]) });
    renderWithProviders(<App />, '/client/64b0000000000000000000ff');
    expect(await screen.findByRole('heading', { name: 'Client not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Clients' })).toHaveAttribute('href', '/clients');
  });
});
