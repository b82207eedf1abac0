import { screen, waitFor, within } from '@testing-library/react';
import { teamSettingsSavedMessage } from '@clientline/contracts';
import { aUser, deferred, findToast, json, mockApi, renderWithProviders } from '@clientline/shared-ui/testing';
import App from '../../../app/app';
// Loaded up front, so the App's lazy route resolves at once rather than racing the first query's timeout.
import '../components/team-page';
import { aProject, aTeamMember, onAPhone, signedIn } from '../../../testing/fixtures';

const THEO_ID = '64b0000000000000000000a1';
const MEMBERS = [
  aTeamMember({ name: 'Olivia Harbor', role: 'organization', email: 'olivia@hf.com', projectsCount: 2, completedProjectsCount: 1, performance: 90 }),
  aTeamMember({ id: THEO_ID, name: 'Theo Finch', role: 'team_member', email: 'theo@hf.com', projectsCount: 2, completedProjectsCount: 0, performance: 0 }),
];
const PENDING = { id: '64b000000000000000000009', username: 'nora@hf.com', displayName: 'Nora New', role: 'team_member', createdAt: '2026-03-02T10:00:00.000Z' };

function firm(handlers: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    ...signedIn(),
    'GET /api/team/members': () => json(MEMBERS),
    'GET /api/projects': () =>
      json([aProject({ name: 'Estate of Ava', assigneeIds: [THEO_ID] }), aProject({ name: 'Will for Ben', assigneeIds: [THEO_ID] }), aProject({ status: 'completed', assigneeIds: [THEO_ID] })]),
    'GET /api/team/pending': () => json([PENDING]),
    'GET /api/team/invitations': () => json([]),
    'GET /api/team/settings': () => json({ needToKnowAccess: false }),
    ...handlers,
  });
}

describe('/team', () => {
  it('shows the three totals and the members table', async () => {
    firm();
    renderWithProviders(<App />, '/team');
    const theo = (await screen.findByRole('cell', { name: /^Theo Finch/ })).closest('tr')!;
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Name',
      'Role',
      'Email',
      'Active Projects',
      'Completed Projects',
      'Performance %',
      'Actions',
    ]);
    expect(within(theo).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'Theo FinchWorks on Estate of Ava, Will for Ben',
      'Team member',
      'theo@hf.com',
      '2',
      '0',
      '0%',
      'Make adminRemove',
    ]);
    expect(within(theo).getByRole('link', { name: 'Estate of Ava' })).toHaveAttribute('href', expect.stringMatching(/^\/project\//));
    // The firm's owner is called so, as in the audit log.
    expect((await screen.findByRole('cell', { name: /^Olivia Harbor/ })).closest('tr')).toHaveTextContent('Owner');

    const totals = screen.getByRole('heading', { name: 'Team members' }).closest('ul')!;
    expect(within(totals).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Team members2',
      'Active projects2',
      'Average performance45%',
    ]);
  });

  it('Add Team Member explains how a colleague joins and lists the pending requests', async () => {
    firm();
    const { user } = renderWithProviders(<App />, '/team');
    await user.click(await screen.findByRole('button', { name: 'Add Team Member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Team Member' });
    expect(dialog).toHaveTextContent('Harbor & Finch Legal');
    expect(dialog).toHaveTextContent('http://localhost/auth');
    expect(await within(dialog).findByText('Nora New')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Approve Nora New' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Reject Nora New' })).toBeInTheDocument();
  });

  it('invites a colleague by email from Add Team Member and clears the field for the next one', async () => {
    const api = firm({ 'POST /api/team/invitations': () => json({ ok: true, message: 'Invitation sent to theo@harbor.example' }, 201) });
    const { user, store } = renderWithProviders(<App />, '/team');
    await user.click(await screen.findByRole('button', { name: 'Add Team Member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Team Member' });
    const form = within(dialog).getByRole('form', { name: 'Invite by email' });
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByText('Email is required')).toBeInTheDocument();

    await user.type(within(form).getByLabelText(/Colleague's email/), 'theo@harbor.example');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(within(form).getByLabelText(/Colleague's email/)).toHaveValue(''));
    expect(api.bodiesSentTo('POST /api/team/invitations')).toEqual([{ email: 'theo@harbor.example' }]);
    // The dialog keeps the rest of the page, toasts too, hidden from role queries: read the store.
    expect(store.getState().toast.queue.at(-1)).toMatchObject({ title: 'Invitation sent', description: 'Invitation sent to theo@harbor.example. The link works for 7 days.' });
  });

  it('approves a pending member, who then leaves the list and joins the team', async () => {
    let pending = [PENDING];
    let members = MEMBERS;
    const api = firm({
      'GET /api/team/pending': () => json(pending),
      'GET /api/team/members': () => json(members),
      'POST /api/team/members/64b000000000000000000009/approve': () => {
        pending = [];
        members = [...MEMBERS, aTeamMember({ name: 'Nora New', email: 'nora@hf.com' })];
        return json({ ok: true, message: 'Member approved' });
      },
    });
    const { user } = renderWithProviders(<App />, '/team');
    expect(await screen.findByRole('heading', { name: 'Requests to join (1 waiting)' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Approve Nora New' }));
    expect(within(await findToast()).getByText('Member approved')).toBeInTheDocument();
    expect(await screen.findByText('No one is waiting for approval.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Requests to join' })).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Nora New' })).toBeInTheDocument();
    expect(api.bodiesSentTo('POST /api/team/members/64b000000000000000000009/approve')).toHaveLength(1);
  });

  it('rejects a pending request', async () => {
    let pending = [PENDING];
    const api = firm({
      'GET /api/team/pending': () => json(pending),
      'POST /api/team/members/64b000000000000000000009/reject': () => {
        pending = [];
        return json({ ok: true, message: 'Request rejected' });
      },
    });
    const { user } = renderWithProviders(<App />, '/team');
    await user.click(await screen.findByRole('button', { name: 'Reject Nora New' }));
    expect(within(await findToast()).getByText('Request rejected')).toBeInTheDocument();
    expect(await screen.findByText('No one is waiting for approval.')).toBeInTheDocument();
    expect(api.bodiesSentTo('POST /api/team/members/64b000000000000000000009/reject')).toHaveLength(1);
  });

  it('removes a team member after a confirmation that names the firm and what happens to their work', async () => {
    const api = firm({ [`DELETE /api/team/members/${THEO_ID}`]: () => json({ ok: true, message: 'Team member removed' }) });
    const { user } = renderWithProviders(<App />, '/team');
    await user.click(await screen.findByRole('button', { name: 'Remove Theo Finch from the team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Theo Finch from Harbor & Finch Legal?' });
    expect(dialog).toHaveTextContent('taken off the 2 projects they work on');
    expect(dialog).toHaveTextContent('Their messages, tasks and uploads stay, marked "(former member)"');
    await user.click(within(dialog).getByRole('button', { name: 'Remove member' }));
    expect(within(await findToast()).getByText('Theo Finch no longer has access to Harbor & Finch Legal.')).toBeInTheDocument();
    expect(api.bodiesSentTo(`DELETE /api/team/members/${THEO_ID}`)).toHaveLength(1);
    // The organization account has no Remove: it is the firm itself.
    expect(screen.queryByRole('button', { name: 'Remove Olivia Harbor from the team' })).not.toBeInTheDocument();
  });

  it('lets the owner make a team member an admin, shown in the Role column', async () => {
    let members = MEMBERS;
    const api = firm({
      'GET /api/team/members': () => json(members),
      [`PUT /api/team/members/${THEO_ID}/admin`]: () => {
        members = [MEMBERS[0]!, { ...MEMBERS[1]!, isAdmin: true }];
        return json({ ok: true, message: 'Theo Finch is now an admin' });
      },
    });
    const { user } = renderWithProviders(<App />, '/team');
    await user.click(await screen.findByRole('button', { name: 'Make admin: Theo Finch' }));
    expect(within(await findToast()).getByText('Theo Finch is now an admin')).toBeInTheDocument();
    expect(api.bodiesSentTo(`PUT /api/team/members/${THEO_ID}/admin`)).toEqual([{ isAdmin: true }]);
    const theo = (await screen.findByRole('button', { name: 'Remove admin: Theo Finch' })).closest('tr')!;
    expect(theo).toHaveTextContent('Admin');
  });

  it('lets the owner hand the firm to an admin after a confirmation, and stay on as an admin', async () => {
    const admin = { ...MEMBERS[1]!, isAdmin: true };
    const api = firm({
      'GET /api/team/members': () => json([MEMBERS[0]!, admin]),
      'POST /api/team/owner': () =>
        json({ ok: true, message: 'Theo Finch now owns the firm. You stay on as an admin.', user: aUser({ role: 'team_member', isAdmin: true }) }),
    });
    const { user } = renderWithProviders(<App />, '/team');
    await user.click(await screen.findByRole('button', { name: 'Make Theo Finch the owner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hand Harbor & Finch Legal over to Theo Finch?' });
    expect(dialog).toHaveTextContent('You stay on as an admin');
    await user.click(within(dialog).getByRole('button', { name: 'Hand over' }));
    expect(within(await findToast()).getByText('Theo Finch now owns the firm. You stay on as an admin.')).toBeInTheDocument();
    expect(api.bodiesSentTo('POST /api/team/owner')).toEqual([{ userId: THEO_ID }]);
  });

  it('gives an admin Remove for team members but not admins, and no admin changes', async () => {
    const rita = aTeamMember({ name: 'Rita Lane', role: 'team_member', isAdmin: true, email: 'rita@hf.com' });
    firm({
      'GET /api/user': () => json({ user: aUser({ id: 'admin-1', role: 'team_member', isAdmin: true }) }),
      'GET /api/team/members': () => json([...MEMBERS, rita]),
    });
    renderWithProviders(<App />, '/team');
    expect(await screen.findByRole('button', { name: 'Remove Theo Finch from the team' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Team Member' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Rita Lane from the team' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /admin:/ })).not.toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: 'Need-to-know access' })).toBeEnabled();
  });

  it('keeps the member when the confirmation is cancelled', async () => {
    const api = firm();
    const { user } = renderWithProviders(<App />, '/team');
    await user.click(await screen.findByRole('button', { name: 'Remove Theo Finch from the team' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.bodiesSentTo(`DELETE /api/team/members/${THEO_ID}`)).toHaveLength(0);
  });

  it('shows a team member the team without the organization’s tools', async () => {
    const api = firm(signedIn('team_member'));
    renderWithProviders(<App />, '/team');
    await screen.findByRole('cell', { name: /^Theo Finch/ });
    expect(screen.queryByRole('button', { name: 'Add Team Member' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    expect(api.bodiesSentTo('GET /api/team/pending')).toHaveLength(0);
  });
});

const INVITATION_ID = '64b0000000000000000000c1';
const INVITATION = {
  id: INVITATION_ID,
  email: 'ivy@hf.com',
  invitedBy: { id: 'owner-1', displayName: 'Olivia Harbor' },
  sentAt: '2026-03-02T10:00:00.000Z',
  expiresAt: '2026-03-09T10:00:00.000Z',
  expired: false,
};

describe('/team: pending invitations', () => {
  const pendingList = () => screen.findByRole('list', { name: 'Pending invitations' });

  it('lists each invitation with who sent it and when it expires; Resend mails a fresh link', async () => {
    const expired = { ...INVITATION, id: '64b0000000000000000000c2', email: 'old@hf.com', expiresAt: '2026-02-01T10:00:00.000Z', expired: true };
    const api = firm({
      'GET /api/team/invitations': () => json([INVITATION, expired]),
      [`POST /api/team/invitations/${expired.id}/resend`]: () => json({ ok: true, message: 'Invitation sent again to old@hf.com', invitation: { ...expired, expired: false } }),
    });
    const { user } = renderWithProviders(<App />, '/team');
    expect(await screen.findByRole('heading', { name: 'Pending invitations (2)' })).toBeInTheDocument();
    const items = within(await pendingList()).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('ivy@hf.comInvited by Olivia Harbor on Mar 2, 2026 · Expires on Mar 9, 2026');
    expect(items[1]).toHaveTextContent('Expired on Feb 1, 2026');

    await user.click(screen.getByRole('button', { name: 'Resend the invitation to old@hf.com' }));
    expect(within(await findToast()).getByText('Invitation sent again to old@hf.com. The new link works for 7 days; the old one no longer does.')).toBeInTheDocument();
    expect(api.bodiesSentTo(`POST /api/team/invitations/${expired.id}/resend`)).toHaveLength(1);
  });

  it('withdraws an invitation after a confirmation, and says when none is left', async () => {
    let invitations = [INVITATION];
    const api = firm({
      'GET /api/team/invitations': () => json(invitations),
      [`DELETE /api/team/invitations/${INVITATION_ID}`]: () => {
        invitations = [];
        return json({ ok: true, message: 'Invitation to ivy@hf.com withdrawn' });
      },
    });
    const { user } = renderWithProviders(<App />, '/team');
    await user.click(await screen.findByRole('button', { name: 'Withdraw the invitation to ivy@hf.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw the invitation to ivy@hf.com?' });
    expect(dialog).toHaveTextContent('The link in their mail stops working at once');
    expect(api.bodiesSentTo(`DELETE /api/team/invitations/${INVITATION_ID}`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw invitation' }));
    expect(within(await findToast()).getByText('The link sent to ivy@hf.com no longer works.')).toBeInTheDocument();
    expect(await screen.findByText('No invitations are waiting to be accepted.')).toBeInTheDocument();
    expect(api.bodiesSentTo(`DELETE /api/team/invitations/${INVITATION_ID}`)).toHaveLength(1);
  });

  it('says when the invitations could not be loaded', async () => {
    firm({ 'GET /api/team/invitations': () => json({ message: 'Server error' }, 500) });
    renderWithProviders(<App />, '/team');
    expect(await screen.findByText('Failed to load invitations')).toBeInTheDocument();
  });

  it('invites the first colleague only while the firm has no one else and no invitation pending', async () => {
    let invitations: (typeof INVITATION)[] = [];
    firm({ 'GET /api/team/members': () => json([MEMBERS[0]!]), 'GET /api/team/invitations': () => json(invitations) });
    const first = renderWithProviders(<App />, '/team');
    expect(await screen.findByRole('heading', { name: 'Invite your first colleague' })).toBeInTheDocument();
    first.unmount();

    invitations = [INVITATION];
    renderWithProviders(<App />, '/team');
    expect(await pendingList()).toHaveTextContent('ivy@hf.com');
    expect(screen.queryByRole('heading', { name: 'Invite your first colleague' })).not.toBeInTheDocument();
  });

  it('is not asked for by a team member', async () => {
    const api = firm(signedIn('team_member'));
    renderWithProviders(<App />, '/team');
    await screen.findByRole('cell', { name: /^Theo Finch/ });
    expect(screen.queryByRole('heading', { name: /Pending invitations/ })).not.toBeInTheDocument();
    expect(api.bodiesSentTo('GET /api/team/invitations')).toHaveLength(0);
  });
});

describe('/team on a phone', () => {
  onAPhone();

  it("shows each member as a card with their facts and actions, no table to scroll sideways", async () => {
    firm();
    const { user } = renderWithProviders(<App />, '/team');
    const cards = await screen.findByRole('list', { name: 'Team members' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const theo = within(cards).getByRole('heading', { name: 'Theo Finch' }).closest('li')!;
    expect(theo).toHaveTextContent('Team member · theo@hf.com');
    expect(theo).toHaveTextContent('2 active · 0 completed · 0% performance');
    expect(within(theo).getByRole('button', { name: 'Make admin: Theo Finch' })).toBeInTheDocument();
    await user.click(within(theo).getByRole('button', { name: 'Remove Theo Finch from the team' }));
    expect(await screen.findByRole('dialog', { name: 'Remove Theo Finch from Harbor & Finch Legal?' })).toBeInTheDocument();
  });
});

describe('/team: need-to-know access', () => {
  /** The firm's setting as the api stores it: GET answers it, PUT changes it and answers as the api does. */
  function firmWithSetting(needToKnowAccess: boolean, handlers: Parameters<typeof mockApi>[0] = {}) {
    let stored = needToKnowAccess;
    return firm({
      'GET /api/team/settings': () => json({ needToKnowAccess: stored }),
      'PUT /api/team/settings': (body) => {
        const settings = body as { needToKnowAccess: boolean };
        stored = settings.needToKnowAccess;
        return json({ ok: true, message: teamSettingsSavedMessage(settings), settings });
      },
      ...handlers,
    });
  }

  it('lets the owner turn it on after a confirmation, and the projects are read again', async () => {
    const api = firmWithSetting(false);
    const { user } = renderWithProviders(<App />, '/team');
    const access = await screen.findByRole('checkbox', { name: 'Need-to-know access' });
    expect(access).not.toBeChecked();
    expect(access).toHaveAccessibleDescription(
      "Team members see only the projects they are assigned to, and those projects' clients, documents and messages. Admins see everything.",
    );

    await user.click(access);
    await user.click(within(await screen.findByRole('dialog', { name: 'Turn on need-to-know access at Harbor & Finch Legal?' })).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(access).not.toBeChecked();
    expect(api.bodiesSentTo('PUT /api/team/settings')).toHaveLength(0);

    const projectReads = api.bodiesSentTo('GET /api/projects').length;
    await user.click(access);
    const dialog = await screen.findByRole('dialog', { name: 'Turn on need-to-know access at Harbor & Finch Legal?' });
    expect(dialog).toHaveTextContent('every other project leaves their screens');
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    expect(within(await findToast()).getByText('Need-to-know access is on: team members see only the projects assigned to them')).toBeInTheDocument();
    expect(api.bodiesSentTo('PUT /api/team/settings')).toEqual([{ needToKnowAccess: true }]);
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Need-to-know access' })).toBeChecked());
    expect(api.bodiesSentTo('GET /api/projects').length).toBeGreaterThan(projectReads);
  });

  it('turns it off from the keyboard without asking, the switch disabled while it saves', async () => {
    const answer = deferred<Response>();
    let stored = true;
    const api = firm({
      'GET /api/team/settings': () => json({ needToKnowAccess: stored }),
      'PUT /api/team/settings': async () => {
        const response = await answer.promise;
        stored = false;
        return response;
      },
    });
    const { user } = renderWithProviders(<App />, '/team');
    const access = await screen.findByRole('checkbox', { name: 'Need-to-know access' });
    expect(access).toBeChecked();
    access.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(access).toBeDisabled());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const settings = { needToKnowAccess: false };
    answer.resolve(json({ ok: true, message: teamSettingsSavedMessage(settings), settings }));
    expect(within(await findToast()).getByText('Need-to-know access is off: team members see every project of the firm')).toBeInTheDocument();
    await waitFor(() => expect(access).toBeEnabled());
    expect(access).not.toBeChecked();
    expect(api.bodiesSentTo('PUT /api/team/settings')).toEqual([{ needToKnowAccess: false }]);
  });

  it("says why when the change fails, and leaves the switch as the firm's setting is", async () => {
    firmWithSetting(true, { 'PUT /api/team/settings': () => json({ message: 'You do not have permission to do this' }, 403) });
    const { user } = renderWithProviders(<App />, '/team');
    const access = await screen.findByRole('checkbox', { name: 'Need-to-know access' });
    await user.click(access);
    expect(within(await findToast('destructive')).getByText('You do not have permission to do this')).toBeInTheDocument();
    await waitFor(() => expect(access).toBeEnabled());
    expect(access).toBeChecked();
  });

  it('says when the setting could not be loaded and tries again', async () => {
    let fail = true;
    firmWithSetting(false, { 'GET /api/team/settings': () => (fail ? json({ message: 'down' }, 503) : json({ needToKnowAccess: false })) });
    const { user } = renderWithProviders(<App />, '/team');
    const card = (await screen.findByRole('heading', { name: 'Who sees which projects' })).closest('section')!;
    expect(await within(card).findByText('Failed to load need-to-know access')).toBeInTheDocument();
    fail = false;
    await user.click(within(card).getByRole('button', { name: 'Try Again' }));
    expect(await within(card).findByRole('checkbox', { name: 'Need-to-know access' })).not.toBeChecked();
  });

  it('tells a team member when it is on, with no switch', async () => {
    firmWithSetting(true, signedIn('team_member'));
    renderWithProviders(<App />, '/team');
    expect(await screen.findByRole('note')).toHaveTextContent(
      "Need-to-know access is on at your firm: you see only the projects you are assigned to, and those projects' clients, documents and messages.",
    );
    expect(screen.queryByRole('checkbox', { name: 'Need-to-know access' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Who sees which projects' })).not.toBeInTheDocument();
  });

  it('tells a team member when it is off', async () => {
    firmWithSetting(false, signedIn('team_member'));
    renderWithProviders(<App />, '/team');
    expect(await screen.findByRole('note')).toHaveTextContent('Need-to-know access is off at your firm: you see every project.');
  });
});

describe('/team: sign-out after inactivity', () => {
  it("shows the firm's setting (12 hours by default) and saves a new one, keeping need-to-know access as it is", async () => {
    let stored = { needToKnowAccess: true, sessionIdleMinutes: 720 };
    const api = firm({
      'GET /api/team/settings': () => json(stored),
      'PUT /api/team/settings': (body) => {
        stored = body as typeof stored;
        return json({ ok: true, message: teamSettingsSavedMessage(stored), settings: stored });
      },
    });
    const { user } = renderWithProviders(<App />, '/team');
    const select = await screen.findByRole('combobox', { name: 'Sign staff out after' });
    expect(select).toHaveValue('720');
    expect(select).toHaveAccessibleDescription(/Clients are always signed out after 12 hours/);
    await user.selectOptions(select, '30 minutes');
    expect(within(await findToast()).getByText('Staff are signed out after 30 minutes without activity.')).toBeInTheDocument();
    expect(api.bodiesSentTo('PUT /api/team/settings')).toEqual([{ needToKnowAccess: true, sessionIdleMinutes: 30 }]);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Sign staff out after' })).toHaveValue('30'));
  });
});

describe('/team: two-factor sign-in', () => {
  it('requires it of clients from a day, saved on change, keeping the other settings', async () => {
    let stored: Record<string, unknown> = { needToKnowAccess: false, sessionIdleMinutes: 720, twoFactorRequiredForStaffFrom: null, twoFactorRequiredForClientsFrom: null };
    const api = firm({
      'GET /api/team/settings': () => json(stored),
      'PUT /api/team/settings': (body) => {
        stored = { ...stored, ...(body as object) };
        return json({ ok: true, message: 'saved', settings: stored });
      },
    });
    const { user } = renderWithProviders(<App />, '/team');
    const clients = await screen.findByRole('checkbox', { name: 'Require two-factor sign-in for clients' });
    expect(screen.getByRole('checkbox', { name: 'Require two-factor sign-in for staff' })).not.toBeChecked();
    await user.click(clients);
    expect(within(await findToast()).getByText(/^Two-factor sign-in is required for clients from \d{4}-\d{2}-\d{2}\.$/)).toBeInTheDocument();
    const [sent] = api.bodiesSentTo('PUT /api/team/settings') as Array<Record<string, string>>;
    expect(sent).toEqual({ needToKnowAccess: false, twoFactorRequiredForClientsFrom: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    const from = await screen.findByLabelText('Required for clients from');
    expect(from).toHaveValue(sent!.twoFactorRequiredForClientsFrom);
    expect(screen.queryByLabelText('Required for staff from')).not.toBeInTheDocument();
  });

  it("offers 'Reset two-factor' on a member who has it on, asks first, and resets", async () => {
    let theoHasIt = true;
    const api = firm({
      'GET /api/team/members': () => json([MEMBERS[0], { ...MEMBERS[1], twoFactorEnabled: theoHasIt }]),
      [`POST /api/team/members/${THEO_ID}/two-factor/reset`]: () => {
        theoHasIt = false;
        return json({ ok: true, message: 'Two-factor sign-in was reset for Theo Finch. They were signed out and told by mail.' });
      },
    });
    const { user } = renderWithProviders(<App />, '/team');
    await user.click(await screen.findByRole('button', { name: 'Reset two-factor sign-in for Theo Finch' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset two-factor sign-in for Theo Finch?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reset two-factor' }));
    expect(within(await findToast()).getByText('Two-factor sign-in was reset for Theo Finch. They were signed out and told by mail.')).toBeInTheDocument();
    expect(api.bodiesSentTo(`POST /api/team/members/${THEO_ID}/two-factor/reset`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Reset two-factor sign-in for Theo Finch' })).not.toBeInTheDocument());
    // Not offered for someone without it.
    expect(screen.queryByRole('button', { name: 'Reset two-factor sign-in for Olivia Harbor' })).not.toBeInTheDocument();
  });

  it("offers an admin's 'Reset two-factor' to the owner only, and the owner's to nobody", async () => {
    const withIt = [{ ...MEMBERS[0]!, twoFactorEnabled: true }, { ...MEMBERS[1]!, twoFactorEnabled: true }, aTeamMember({ name: 'Rita Lane', role: 'team_member', isAdmin: true, twoFactorEnabled: true })];
    firm({ 'GET /api/user': () => json({ user: aUser({ id: 'admin-1', role: 'team_member', isAdmin: true }) }), 'GET /api/team/members': () => json(withIt) });
    const asAdmin = renderWithProviders(<App />, '/team');
    expect(await screen.findByRole('button', { name: 'Reset two-factor sign-in for Theo Finch' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset two-factor sign-in for Rita Lane' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset two-factor sign-in for Olivia Harbor' })).not.toBeInTheDocument();
    asAdmin.unmount();

    firm({ 'GET /api/team/members': () => json(withIt) });
    renderWithProviders(<App />, '/team');
    expect(await screen.findByRole('button', { name: 'Reset two-factor sign-in for Rita Lane' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset two-factor sign-in for Theo Finch' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset two-factor sign-in for Olivia Harbor' })).not.toBeInTheDocument();
  });
});

describe('/team: type of firm', () => {
  it("shows the firm's kind, checked, and saves another with the api's message; the user is read again", async () => {
    const api = firm({
      'PUT /api/organizations/practice': (body) =>
        json({ ok: true, message: 'Your clients now read about their engagements in their portal and in the mail they get.', practice: (body as { practice: string }).practice }),
    });
    const { user } = renderWithProviders(<App />, '/team');
    const kinds = await screen.findByRole('group', { name: 'Your firm' });
    expect(within(kinds).getByRole('radio', { name: 'Law firm' })).toBeChecked();

    await user.click(within(kinds).getByRole('radio', { name: 'Accounting firm' }));
    await user.click(screen.getByRole('button', { name: 'Save type of firm' }));
    const toast = await findToast();
    expect(within(toast).getByText('Type of firm saved')).toBeInTheDocument();
    expect(within(toast).getByText('Your clients now read about their engagements in their portal and in the mail they get.')).toBeInTheDocument();
    expect(api.bodiesSentTo('PUT /api/organizations/practice')).toEqual([{ practice: 'accounting' }]);
    await waitFor(() => expect(api.bodiesSentTo('GET /api/user').length).toBeGreaterThan(1));
  });

  it('says why when the save fails', async () => {
    firm({ 'PUT /api/organizations/practice': () => json({ message: 'You do not have permission to do this' }, 403) });
    const { user } = renderWithProviders(<App />, '/team');
    await user.click(await screen.findByRole('radio', { name: 'Other' }));
    await user.click(screen.getByRole('button', { name: 'Save type of firm' }));
    expect(within(await findToast('destructive')).getByText('You do not have permission to do this')).toBeInTheDocument();
  });

  it('is not shown to a team member', async () => {
    firm(signedIn('team_member'));
    renderWithProviders(<App />, '/team');
    await screen.findByRole('cell', { name: /^Theo Finch/ });
    expect(screen.queryByRole('heading', { name: 'Type of firm' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save type of firm' })).not.toBeInTheDocument();
  });
});
