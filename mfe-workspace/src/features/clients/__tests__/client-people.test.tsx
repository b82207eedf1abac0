import { screen, waitFor, within } from '@testing-library/react';
import type { ClientPerson } from '@clientline/contracts';
import { findToast, json, mockApi, renderWithProviders } from '@clientline/shared-ui/testing';
import App from '../../../app/app';
// Loaded up front, so the App's lazy route resolves at once rather than racing the first query's timeout.
import '../components/client-details-page';
import '../components/clients-page';
import { aClient, aClientPerson, aProject, clientListCalls, signedIn } from '../../../testing/fixtures';

const CLIENT = aClient({ id: '64b000000000000000000001', displayName: 'Sam Smith', username: 'sam@example.com', peopleCount: 2 });
const BOOKS = aProject({ name: 'Monthly books', clientId: CLIENT.id });
const RETURN = aProject({ name: 'Personal return', clientId: CLIENT.id });

const aPerson = (overrides: Partial<ClientPerson>) => aClientPerson({ id: '64b0000000000000000000a1', username: 'sam@example.com', displayName: 'Sam Smith', ...overrides });
const SAM = aPerson({});
const BEA = aPerson({ id: '64b0000000000000000000a2', username: 'bea@example.com', displayName: 'Bea Books', primary: false, access: 'invited', projectIds: [BOOKS.id] });

function firm(handlers: Parameters<typeof mockApi>[0] = {}, role: 'organization' | 'team_member' = 'organization') {
  return mockApi({
    ...signedIn(role),
    ...clientListCalls(() => json([CLIENT])),
    'GET /api/projects': () => json([BOOKS, RETURN]),
    'GET /api/clients/64b000000000000000000001/people': () => json([SAM, BEA]),
    'GET /api/clients/64b000000000000000000001/roles': () => json([]),
    ...handlers,
  });
}

async function openPeople() {
  const view = renderWithProviders(<App />, `/client/${CLIENT.id}`);
  const people = await screen.findByRole('region', { name: 'People' });
  await within(people).findByText('Bea Books');
  return { ...view, people };
}

describe('the people of a client on /clients', () => {
  it("says after the main contact's email how many more people sign in for the client", async () => {
    firm();
    renderWithProviders(<App />, '/clients');
    expect(await screen.findByRole('cell', { name: 'sam@example.com and 1 more person' })).toBeInTheDocument();
  });

  it('says where the other person stands when they are behind the main contact', async () => {
    firm(clientListCalls(() => json([{ ...CLIENT, access: 'active', peopleAccess: 'not_invited' }])));
    renderWithProviders(<App />, '/clients');
    expect(await screen.findByRole('cell', { name: 'sam@example.com and 1 more person Not invited yet' })).toBeInTheDocument();
  });
});

describe('the people of a client, on /client/{id}', () => {
  it('lists each person with their email, invitation and the projects they see', async () => {
    firm();
    const { people } = await openPeople();
    const rows = within(people).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Sam SmithMain contactsam@example.com · Sees every project'),
      expect.stringContaining('Bea BooksInvitedbea@example.com · Sees only Monthly books'),
    ]);
    expect(within(rows[0]!).queryByRole('button', { name: 'Resend the invitation to Sam Smith' })).not.toBeInTheDocument();
    expect(within(rows[1]!).getByRole('button', { name: 'Resend the invitation to Bea Books' })).toBeInTheDocument();
  });

  it('says which person was imported not to be invited, and still offers their invitation by name', async () => {
    const kept = { ...BEA, access: 'not_invited' as const, invitationsOff: true };
    firm({ 'GET /api/clients/64b000000000000000000001/people': () => json([SAM, kept]) });
    const { people } = await openPeople();
    const row = within(people).getAllByRole('listitem')[1]!;
    expect(row).toHaveTextContent('Bea BooksNot invited yetNot to be invited');
    expect(row).toHaveTextContent('Imported not to be invited: a bulk Invite passes Bea Books over. Send the invitation here to give them a sign-in.');
    expect(within(row).getByRole('button', { name: 'Send the invitation to Bea Books' })).toBeInTheDocument();
  });

  it("shows the main contact's invitation as sent in Login details too, once it is", async () => {
    let invited = false;
    const api = firm({
      ...clientListCalls(() => json([{ ...CLIENT, requiresPasswordChange: true, access: invited ? 'invited' : 'not_invited' }])),
      'GET /api/clients/64b000000000000000000001/people': () => json([{ ...SAM, access: invited ? 'invited' : 'not_invited' }, BEA]),
      'POST /api/clients/64b000000000000000000001/people/64b0000000000000000000a1/access-link': () => {
        invited = true;
        return json({ ok: true, message: 'Sam Smith was mailed an invitation.' });
      },
    });
    const { user, people } = await openPeople();
    const loginDetails = () => screen.getByRole('button', { name: 'Send invitation to Sam Smith' }).parentElement!;
    expect(loginDetails()).toHaveTextContent('Not invited yet');
    await user.click(within(people).getByRole('button', { name: 'Send the invitation to Sam Smith' }));
    await findToast();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Resend invitation to Sam Smith' }).parentElement).toHaveTextContent('Invited'));
    expect(api.bodiesSentTo('POST /api/clients/64b000000000000000000001/people/64b0000000000000000000a1/access-link')).toHaveLength(1);
  });

  it("resets the two-factor sign-in of the one person whose it is on, after asking", async () => {
    const api = firm({
      'GET /api/clients/64b000000000000000000001/people': () => json([SAM, { ...BEA, access: 'active', twoFactorEnabled: true }]),
      'POST /api/clients/64b000000000000000000001/people/64b0000000000000000000a2/two-factor/reset': () =>
        json({ ok: true, message: 'Two-factor sign-in was reset for Bea Books. They were signed out and told by mail.' }),
    });
    const { user, people } = await openPeople();
    expect(within(people).queryByRole('button', { name: 'Reset two-factor sign-in for Sam Smith' })).not.toBeInTheDocument();
    await user.click(within(people).getByRole('button', { name: 'Reset two-factor sign-in for Bea Books' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset two-factor sign-in for Bea Books?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reset two-factor' }));
    expect(await findToast()).toHaveTextContent('Two-factor sign-in was reset for Bea Books.');
    expect(api.bodiesSentTo('POST /api/clients/64b000000000000000000001/people/64b0000000000000000000a2/two-factor/reset')).toEqual([{}]);
  });

  it('adds a person limited to chosen projects, and says whom it emailed', async () => {
    const api = firm({
      'POST /api/clients/64b000000000000000000001/people': () =>
        json(aPerson({ id: '64b0000000000000000000a3', username: 'dana@example.com', displayName: 'Dana Smith', primary: false, access: 'invited', projectIds: [RETURN.id] }), 201),
    });
    const { user, people } = await openPeople();
    await user.click(within(people).getByRole('button', { name: 'Add person' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a person to Sam Smith' });
    await user.type(within(dialog).getByLabelText(/Name/), 'Dana Smith');
    await user.type(within(dialog).getByLabelText(/Email/), 'dana@example.com');
    await user.click(within(dialog).getByLabelText('Only these projects'));
    await user.click(within(dialog).getByRole('button', { name: 'Add and invite' }));
    expect(await within(dialog).findByText('Tick at least one project, or let them see every project')).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('Personal return'));
    await user.click(within(dialog).getByRole('button', { name: 'Add and invite' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.bodiesSentTo('POST /api/clients/64b000000000000000000001/people')).toEqual([{ displayName: 'Dana Smith', username: 'dana@example.com', projectIds: [RETURN.id] }]);
    expect(await findToast()).toHaveTextContent('We emailed Dana Smith an invitation');
  });

  it("edits the email of a person who is not the main contact, by keyboard; a taken email is said on its field", async () => {
    let answers = 0;
    const taken = 'An account with this email already exists';
    const api = firm({
      'PATCH /api/clients/64b000000000000000000001/people/64b0000000000000000000a2': () =>
        (answers += 1) === 1
          ? json({ message: taken, errors: { username: taken } }, 409)
          : json({ ok: true, message: 'Person updated. A new invitation was mailed to bea.books@example.com.', person: { ...BEA, username: 'bea.books@example.com' } }),
    });
    const { user, people } = await openPeople();
    within(people).getByRole('button', { name: 'Edit Bea Books' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Bea Books' });
    expect(dialog).toHaveTextContent('They have not signed in yet: a new email gets a new invitation, and the old link stops working.');
    const email = within(dialog).getByLabelText(/Email/);
    expect(email).toHaveValue('bea@example.com');
    await user.clear(email);
    await user.type(email, 'sam@example.com{Enter}');
    expect(await within(dialog).findByText(taken)).toBeInTheDocument();
    expect(email).toHaveFocus();
    // Her phone too, which an import may have given and only this dialog changes.
    await user.type(within(dialog).getByLabelText(/^Phone/), '+1 617 555 0100');
    await user.clear(email);
    await user.type(email, 'bea.books@example.com{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.bodiesSentTo('PATCH /api/clients/64b000000000000000000001/people/64b0000000000000000000a2')).toEqual([
      { displayName: 'Bea Books', username: 'sam@example.com', phone: '', projectIds: [BOOKS.id] },
      { displayName: 'Bea Books', username: 'bea.books@example.com', phone: '+1 617 555 0100', projectIds: [BOOKS.id] },
    ]);
    expect(await findToast()).toHaveTextContent('Person updated. A new invitation was mailed to bea.books@example.com.');
  });

  it("shows a person's email change waiting for them, and cancels it", async () => {
    const api = firm({
      'GET /api/clients/64b000000000000000000001/people': () => json([SAM, { ...BEA, access: 'active', pendingEmail: 'bea.new@example.com' }]),
      'DELETE /api/clients/64b000000000000000000001/people/64b0000000000000000000a2/pending-email': () =>
        json({ ok: true, message: 'The change to bea.new@example.com was cancelled. The email stays bea@example.com.', person: { ...BEA, access: 'active' } }),
    });
    const { user, people } = await openPeople();
    const bea = within(people).getAllByRole('listitem')[1]!;
    expect(bea).toHaveTextContent('Email change waiting: bea.new@example.com. The email changes once Bea Books confirms it from the link mailed there.');
    await user.click(within(bea).getByRole('button', { name: 'Cancel the email change of Bea Books' }));
    expect(await findToast()).toHaveTextContent('The change to bea.new@example.com was cancelled. The email stays bea@example.com.');
    expect(api.bodiesSentTo('DELETE /api/clients/64b000000000000000000001/people/64b0000000000000000000a2/pending-email')).toHaveLength(1);
  });

  it('offers no Remove for the only person of a client', async () => {
    firm({ 'GET /api/clients/64b000000000000000000001/people': () => json([SAM]) });
    renderWithProviders(<App />, `/client/${CLIENT.id}`);
    const people = await screen.findByRole('region', { name: 'People' });
    expect(await within(people).findByText('sam@example.com · Sees every project')).toBeInTheDocument();
    expect(within(people).getByRole('button', { name: 'Edit Sam Smith' })).toBeInTheDocument();
    expect(within(people).queryByRole('button', { name: 'Remove Sam Smith' })).not.toBeInTheDocument();
  });

  it('removes a person after asking', async () => {
    const api = firm({
      'DELETE /api/clients/64b000000000000000000001/people/64b0000000000000000000a2': () => json({ ok: true, message: 'Bea Books was removed from Sam Smith' }),
    });
    const { user, people } = await openPeople();
    await user.click(within(people).getByRole('button', { name: 'Remove Bea Books' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Bea Books from Sam Smith?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove person' }));
    expect(await findToast()).toHaveTextContent('Bea Books was removed from Sam Smith');
    expect(api.bodiesSentTo('DELETE /api/clients/64b000000000000000000001/people/64b0000000000000000000a2')).toHaveLength(1);
  });

  it("edits the client from its own page, as from the Clients screen's row", async () => {
    firm();
    const { user } = await openPeople();
    await user.click(screen.getByRole('button', { name: 'Edit client' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit client' });
    expect(within(dialog).getByLabelText(/Display name/)).toHaveValue('Sam Smith');
  });

  it('shows a team member the people without a button to change them', async () => {
    firm({}, 'team_member');
    const { people } = await openPeople();
    expect(within(people).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit client' })).not.toBeInTheDocument();
  });
});

describe('tags', () => {
  const TAGGED = aClient({ id: '64b000000000000000000002', displayName: 'Tom Tagged', username: 'tom@example.com', tags: ['1040', 'Extension 2025'] });

  it('lists one tag\'s clients on /clients', async () => {
    const askedTags: Array<string | null> = [];
    firm(
      clientListCalls((_body, url) => {
        askedTags.push(url.searchParams.get('tag'));
        return json(url.searchParams.get('tag') === 'Extension 2025' ? [TAGGED] : [CLIENT, TAGGED]);
      }),
    );
    const { user } = renderWithProviders(<App />, '/clients');
    const tagged = await screen.findByRole('cell', { name: /^Tom Tagged/ });
    expect(within(tagged).getAllByText(/1040|Extension 2025/).map((badge) => badge.textContent)).toEqual(['1040', 'Extension 2025']);
    // The firm's tags come with their own call (GET /api/clients/tags).
    const choice = await screen.findByRole('combobox', { name: 'Tag' });
    expect(within(choice).getAllByRole('option').map((option) => option.textContent)).toEqual(['Every tag', '1040', 'Extension 2025']);
    await user.selectOptions(choice, 'Extension 2025');
    // The list is the tag's once it is answered (it shows Loading clients meanwhile): Tom alone.
    await waitFor(() => expect(screen.getAllByRole('cell', { name: /^(Sam Smith|Tom Tagged)/ }).map((cell) => cell.textContent)).toEqual([expect.stringMatching(/^Tom Tagged/)]));
    expect(askedTags).toContain('Extension 2025');
  });

  it("edits a client's tags on its page, typed separated by commas", async () => {
    const api = firm({ 'PUT /api/clients/64b000000000000000000001/tags': () => json({ ...CLIENT, tags: ['1040', 'S-corp'] }) });
    const { user } = await openPeople();
    await user.click(screen.getByRole('button', { name: 'Edit the tags of Sam Smith' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tags of Sam Smith' });
    await user.type(within(dialog).getByRole('textbox', { name: /Tags/ }), ' 1040, S-corp ,');
    await user.click(within(dialog).getByRole('button', { name: 'Save tags' }));
    await waitFor(() => expect(api.bodiesSentTo('PUT /api/clients/64b000000000000000000001/tags')).toEqual([{ tags: ['1040', 'S-corp'] }]));
    expect(await findToast()).toHaveTextContent('Tags saved');
  });
});
