import { screen, waitFor, within } from '@testing-library/react';
import { findToast, json, mockApi, renderWithProviders } from '@clientline/shared-ui/testing';
import App from '../../../app/app';
// Loaded up front, so the App's lazy route resolves at once rather than racing the first query's timeout.
import '../components/clients-page';
import { aClient, clientListCalls, onAPhone, signedIn } from '../../../testing/fixtures';

const AVA = aClient({ id: '64b000000000000000000001', displayName: 'Ava Martinez', username: 'ava@example.com', status: 'Active', projectsCount: 2 });
const TYPO = aClient({ id: '64b000000000000000000002', displayName: 'Ben Okafr', username: 'ben@exmaple.com', requiresPasswordChange: true, access: 'invited', projectsCount: 0 });
const OLD = aClient({ id: '64b000000000000000000003', displayName: 'Olga Archived', username: 'olga@example.com', archived: true, projectsCount: 1 });

/** GET /api/clients answers the archived clients for `?archived=true`, the others without. */
function firm(handlers: Parameters<typeof mockApi>[0] = {}, user = signedIn()) {
  return mockApi({
    ...user,
    ...clientListCalls((_body, url) => json(url.searchParams.get('archived') === 'true' ? [OLD] : [AVA, TYPO])),
    [`GET /api/clients/${AVA.id}/roles`]: () => json([]),
    [`GET /api/clients/${OLD.id}/roles`]: () => json([]),
    ...handlers,
  });
}

const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr')!;

async function openClients() {
  const view = renderWithProviders(<App />, '/clients');
  await screen.findByRole('cell', { name: 'Ava Martinez' });
  return view;
}

describe('correcting a client on /clients', () => {
  it('edits the name, email and kind in a dialog filled with them, and toasts what the api says', async () => {
    const api = firm({
      'PATCH /api/clients/64b000000000000000000002': () =>
        json({ ok: true, message: 'Client updated. A new invitation was mailed to ben@example.com.', client: { ...TYPO, displayName: 'Ben Okafor', username: 'ben@example.com' } }),
    });
    const { user } = await openClients();
    await user.click(within(rowOf('Ben Okafr')).getByRole('button', { name: 'Edit Ben Okafr' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit client' });
    expect(dialog).toHaveTextContent('a new email gets a new invitation');
    const email = within(dialog).getByLabelText(/Email/);
    expect(email).toHaveValue('ben@exmaple.com');
    await user.clear(email);
    await user.type(email, 'not an email');
    await user.click(within(dialog).getByRole('button', { name: 'Save client' }));
    expect(await within(dialog).findByText('Invalid email address')).toBeInTheDocument();

    await user.clear(email);
    await user.type(email, 'ben@example.com');
    const name = within(dialog).getByLabelText(/Display name/);
    await user.clear(name);
    await user.type(name, 'Ben Okafor');
    const kind = within(dialog).getByRole('combobox', { name: /Kind/ });
    expect(kind).toHaveValue('individual');
    await user.selectOptions(kind, 'Company');
    await user.click(within(dialog).getByRole('button', { name: 'Save client' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.bodiesSentTo('PATCH /api/clients/64b000000000000000000002')).toEqual([{ displayName: 'Ben Okafor', username: 'ben@example.com', kind: 'company' }]);
    expect(await findToast()).toHaveTextContent('Client updated. A new invitation was mailed to ben@example.com.');
  });

  it("says on the Email field, with the api's message, that another account uses the email", async () => {
    const taken = 'An account with this email already exists';
    firm({ 'PATCH /api/clients/64b000000000000000000001': () => json({ message: taken, errors: { username: taken } }, 409) });
    const { user } = await openClients();
    await user.click(within(rowOf('Ava Martinez')).getByRole('button', { name: 'Edit Ava Martinez' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit client' });
    const email = within(dialog).getByLabelText(/Email/);
    await user.clear(email);
    await user.type(email, 'ben@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Save client' }));
    // The dialog stays open with what was typed; the field says what is wrong and has the focus.
    await waitFor(() => expect(email).toHaveAccessibleDescription(taken));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(email).toHaveValue('ben@example.com');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(taken);
    // A corrected email clears it on the next save.
    firm({ 'PATCH /api/clients/64b000000000000000000001': () => json({ ok: true, message: 'Client updated', client: { ...AVA, username: 'ava.m@example.com' } }) });
    await user.clear(email);
    await user.type(email, 'ava.m@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Save client' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('archives a client after saying what happens to them and their projects', async () => {
    const api = firm({ 'POST /api/clients/64b000000000000000000001/archive': () => json({ ...AVA, archived: true }) });
    const { user } = await openClients();
    await user.click(within(rowOf('Ava Martinez')).getByRole('button', { name: 'Archive Ava Martinez' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archive Ava Martinez?' });
    expect(dialog).toHaveTextContent('can no longer sign in, and their 2 projects leave the lists and counts');
    await user.click(within(dialog).getByRole('button', { name: 'Archive client' }));
    expect(await findToast()).toHaveTextContent('Client archived');
    expect(api.bodiesSentTo('POST /api/clients/64b000000000000000000001/archive')).toHaveLength(1);
  });

  it('offers Delete only for a client with no projects, after naming them', async () => {
    const api = firm({ 'DELETE /api/clients/64b000000000000000000002': () => json({ ok: true, message: 'Client "Ben Okafr" deleted' }) });
    const { user } = await openClients();
    expect(within(rowOf('Ava Martinez')).queryByRole('button', { name: 'Delete Ava Martinez' })).not.toBeInTheDocument();
    await user.click(within(rowOf('Ben Okafr')).getByRole('button', { name: 'Delete Ben Okafr' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Ben Okafr?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete client' }));
    expect(await findToast()).toHaveTextContent('Client "Ben Okafr" deleted');
    expect(api.bodiesSentTo('DELETE /api/clients/64b000000000000000000002')).toHaveLength(1);
  });

  it('shows the archived clients on request, each with Restore', async () => {
    const api = firm({ 'POST /api/clients/64b000000000000000000003/restore': () => json({ ...OLD, archived: false }) });
    const { user } = await openClients();
    await user.click(screen.getByRole('checkbox', { name: 'Show archived clients only' }));
    await screen.findByRole('cell', { name: 'Olga Archived' });
    expect(screen.queryByRole('cell', { name: 'Ava Martinez' })).not.toBeInTheDocument();
    // Their status says Archived, not the one derived from their (archived) projects.
    expect(within(rowOf('Olga Archived')).getByRole('cell', { name: 'Archived' })).toBeInTheDocument();
    expect(within(rowOf('Olga Archived')).queryByRole('button', { name: 'Edit Olga Archived' })).not.toBeInTheDocument();
    // No sign-in is offered for someone who cannot sign in until restored.
    expect(within(rowOf('Olga Archived')).getByRole('cell', { name: 'No sign-in while archived' })).toBeInTheDocument();
    expect(within(rowOf('Olga Archived')).queryByRole('button', { name: /password reset|Resend invitation/i })).not.toBeInTheDocument();
    // Their projects are archived with them: no View Projects, but their details still open.
    expect(within(rowOf('Olga Archived')).queryByRole('link', { name: 'View projects of Olga Archived' })).not.toBeInTheDocument();
    expect(within(rowOf('Olga Archived')).getByRole('link', { name: 'Client details of Olga Archived' })).toHaveAttribute('href', `/client/${OLD.id}`);
    await user.click(within(rowOf('Olga Archived')).getByRole('button', { name: 'Restore Olga Archived' }));
    expect(await findToast()).toHaveTextContent('Client restored');
    expect(api.bodiesSentTo('POST /api/clients/64b000000000000000000003/restore')).toHaveLength(1);
  });

  it('says when there are no archived clients', async () => {
    firm(clientListCalls((_body, url) => json(url.searchParams.get('archived') === 'true' ? [] : [AVA])));
    const { user } = await openClients();
    await user.click(screen.getByRole('checkbox', { name: 'Show archived clients only' }));
    expect(await screen.findByText('No archived clients')).toBeInTheDocument();
  });

  it('offers a team member none of these corrections', async () => {
    firm({}, signedIn('team_member'));
    await openClients();
    for (const name of ['Edit Ava Martinez', 'Archive Ava Martinez', 'Delete Ben Okafr']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
  });
});

describe('the details page of an archived client', () => {
  it('shows them as Archived, and Restore brings them back as an active client', async () => {
    let archived = true;
    const api = mockApi({
      ...signedIn(),
      'GET /api/clients': (_body, url) => {
        const olga = { ...OLD, archived };
        return json(url.searchParams.get('archived') === 'true' ? (archived ? [olga] : []) : archived ? [AVA] : [AVA, olga]);
      },
      'GET /api/projects': () => json([]),
      [`GET /api/clients/${OLD.id}/roles`]: () => json([]),
      'POST /api/clients/64b000000000000000000003/restore': () => {
        archived = false;
        return json({ ...OLD, archived: false });
      },
    });
    const { user } = renderWithProviders(<App />, `/client/${OLD.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Olga Archived' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Client not found' })).not.toBeInTheDocument();
    const contact = screen.getByRole('region', { name: 'Contact' });
    expect(contact).toHaveTextContent('Archived cannot sign in, and their projects are archived with them');
    expect(contact).toHaveTextContent('No sign-in while archived');
    expect(screen.getByRole('region', { name: 'Projects' })).toHaveTextContent("Olga Archived's projects were archived with them, and come back when they are restored.");

    await user.click(screen.getByRole('button', { name: 'Restore Olga Archived' }));
    expect(await findToast()).toHaveTextContent('Client restored');
    expect(api.bodiesSentTo('POST /api/clients/64b000000000000000000003/restore')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Restore Olga Archived' })).not.toBeInTheDocument());
    expect(screen.getByRole('region', { name: 'Contact' })).not.toHaveTextContent('Archived');
    expect(screen.getByRole('region', { name: 'Projects' })).toHaveTextContent('No projects yet');
  });

  it('shows a team member the archived client without Restore', async () => {
    firm({ 'GET /api/projects': () => json([]) }, signedIn('team_member'));
    renderWithProviders(<App />, `/client/${OLD.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Olga Archived' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Contact' })).toHaveTextContent('Archived cannot sign in');
    expect(screen.queryByRole('button', { name: 'Restore Olga Archived' })).not.toBeInTheDocument();
  });
});

describe('correcting a client on a phone', () => {
  onAPhone();

  it('puts Edit, Archive and Delete on the card', async () => {
    firm();
    renderWithProviders(<App />, '/clients');
    const card = (await screen.findByRole('heading', { name: 'Ben Okafr' })).closest('li')!;
    for (const name of ['Edit Ben Okafr', 'Archive Ben Okafr', 'Delete Ben Okafr']) {
      expect(within(card).getByRole('button', { name })).toBeInTheDocument();
    }
  });
});

describe("a client's two-factor sign-in on their page", () => {
  it('says whether it is on, and the owner resets it after confirming', async () => {
    let on = true;
    const api = firm({
      'GET /api/clients': () => json([{ ...AVA, twoFactorEnabled: on }, TYPO]),
      'GET /api/projects': () => json([]),
      [`POST /api/clients/${AVA.id}/two-factor/reset`]: () => {
        on = false;
        return json({ ok: true, message: 'Two-factor sign-in was reset for Ava Martinez. They were signed out and told by mail.' });
      },
    });
    const { user } = renderWithProviders(<App />, `/client/${AVA.id}`);
    const contact = await screen.findByRole('region', { name: 'Contact' });
    await waitFor(() => expect(contact).toHaveTextContent('Two-factor sign-inOn'));
    await user.click(within(contact).getByRole('button', { name: 'Reset two-factor sign-in for Ava Martinez' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset two-factor sign-in for Ava Martinez?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reset two-factor' }));
    expect(await findToast()).toHaveTextContent('Two-factor sign-in was reset for Ava Martinez.');
    expect(api.bodiesSentTo(`POST /api/clients/${AVA.id}/two-factor/reset`)).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole('region', { name: 'Contact' })).toHaveTextContent('Two-factor sign-inOff'));
  });

  it('offers a team member no reset', async () => {
    firm({ 'GET /api/clients': () => json([{ ...AVA, twoFactorEnabled: true }]), 'GET /api/projects': () => json([]) }, signedIn('team_member'));
    renderWithProviders(<App />, `/client/${AVA.id}`);
    await waitFor(() => expect(screen.getByRole('region', { name: 'Contact' })).toHaveTextContent('Two-factor sign-inOn'));
    expect(screen.queryByRole('button', { name: /Reset two-factor/ })).not.toBeInTheDocument();
  });
});

describe("a client's email change waiting for them, on their page", () => {
  it('shows the new address and lets the owner cancel the change', async () => {
    let pendingEmail: string | null = 'ava@new-example.com';
    const api = firm({
      'GET /api/clients': () => json([{ ...AVA, pendingEmail }, TYPO]),
      'GET /api/projects': () => json([]),
      [`DELETE /api/clients/${AVA.id}/pending-email`]: () => {
        pendingEmail = null;
        return json({ ok: true, message: 'The change to ava@new-example.com was cancelled. The email stays ava@example.com.', client: { ...AVA, pendingEmail } });
      },
    });
    const { user } = renderWithProviders(<App />, `/client/${AVA.id}`);
    const contact = await screen.findByRole('region', { name: 'Contact' });
    await waitFor(() => expect(contact).toHaveTextContent('Email change waiting'));
    expect(contact).toHaveTextContent('ava@new-example.com: the email changes once Ava Martinez confirms it from the link mailed there.');
    await user.click(within(contact).getByRole('button', { name: 'Cancel the email change of Ava Martinez' }));
    expect(await findToast()).toHaveTextContent('The change to ava@new-example.com was cancelled. The email stays ava@example.com.');
    expect(api.bodiesSentTo(`DELETE /api/clients/${AVA.id}/pending-email`)).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole('region', { name: 'Contact' })).not.toHaveTextContent('Email change waiting'));
  });

  it('shows a team member the change, with no way to cancel it', async () => {
    firm({ 'GET /api/clients': () => json([{ ...AVA, pendingEmail: 'ava@new-example.com' }]), 'GET /api/projects': () => json([]) }, signedIn('team_member'));
    renderWithProviders(<App />, `/client/${AVA.id}`);
    await waitFor(() => expect(screen.getByRole('region', { name: 'Contact' })).toHaveTextContent('Email change waiting'));
    expect(screen.queryByRole('button', { name: /Cancel the email change/ })).not.toBeInTheDocument();
  });
});
