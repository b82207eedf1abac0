import { screen, waitFor, within } from '@testing-library/react';
import type { ClientRoleHolder } from '@clientline/contracts';
import { findToast, json, mockApi, renderWithProviders } from '@clientline/shared-ui/testing';
import App from '../../../app/app';
// Loaded up front, so the App's lazy route resolves at once rather than racing the first query's timeout.
import '../components/client-details-page';
import { aClient, aTeamMember, clientListCalls, signedIn } from '../../../testing/fixtures';
import { aFirmRole, aRoleHolder } from '../../../testing/role-fixtures';

const CLIENT = aClient({ id: '64b000000000000000000001', displayName: 'Sam Smith', username: 'sam@example.com' });
const OLIVIA = aTeamMember({ id: '665f1c2ab7c9e4a1d2f3b4c5', name: 'Olivia Harbor', role: 'organization' });
const THEO = aTeamMember({ name: 'Theo Finch' });
const PREPARER = aFirmRole({ name: 'Preparer' });
const REVIEWER = aFirmRole({ name: 'Reviewer' });
const ROLES = `GET /api/clients/${CLIENT.id}/roles`;
const SET_PREPARER = `PUT /api/clients/${CLIENT.id}/roles/${PREPARER.id}`;
const SET_REVIEWER = `PUT /api/clients/${CLIENT.id}/roles/${REVIEWER.id}`;

/** The client's page, its roles as the api keeps them: each PUT answers the client's roles as GET does. */
function firm({
  role = 'organization',
  holders = [aRoleHolder(PREPARER), aRoleHolder(REVIEWER, OLIVIA)],
  handlers = {},
}: { role?: 'organization' | 'team_member'; holders?: ClientRoleHolder[]; handlers?: Parameters<typeof mockApi>[0] } = {}) {
  let current = holders;
  const setHolder = (roleId: string) => (body: unknown) => {
    const { userId } = body as { userId: string | null };
    const person = [OLIVIA, THEO].find((member) => member.id === userId) ?? null;
    current = current.map((holder) => (holder.roleId === roleId ? { ...holder, userId: person?.id ?? null, userName: person?.name ?? null } : holder));
    return json(current);
  };
  return mockApi({
    ...signedIn(role),
    ...clientListCalls(() => json([CLIENT])),
    'GET /api/projects': () => json([]),
    [`GET /api/clients/${CLIENT.id}/people`]: () => json([]),
    'GET /api/team/members': () => json([OLIVIA, THEO]),
    [ROLES]: () => json(current),
    [SET_PREPARER]: setHolder(PREPARER.id),
    [SET_REVIEWER]: setHolder(REVIEWER.id),
    ...handlers,
  });
}

async function openRoles() {
  const view = renderWithProviders(<App />, `/client/${CLIENT.id}`);
  const roles = await screen.findByRole('region', { name: 'Roles' });
  return { ...view, roles };
}

describe("the roles on a client's page (/client/{id})", () => {
  it('lets the owner choose who fills each role, saved at once', async () => {
    const api = firm();
    const { user, roles } = await openRoles();

    const preparer = await within(roles).findByRole('combobox', { name: 'Preparer' });
    expect(within(preparer).getAllByRole('option').map((option) => option.textContent)).toEqual(['Nobody', 'Olivia Harbor', 'Theo Finch']);
    expect(preparer).toHaveDisplayValue('Nobody');
    const reviewer = within(roles).getByRole('combobox', { name: 'Reviewer' });
    expect(reviewer).toHaveDisplayValue('Olivia Harbor');

    await user.selectOptions(preparer, 'Theo Finch');
    expect((await findToast()).textContent).toContain('Preparer: Theo Finch');
    await waitFor(() => expect(preparer).toHaveDisplayValue('Theo Finch'));
    expect(api.bodiesSentTo(SET_PREPARER)).toEqual([{ userId: THEO.id }]);

    await user.selectOptions(reviewer, 'Nobody');
    expect((await findToast()).textContent).toContain('Reviewer: nobody');
    await waitFor(() => expect(reviewer).toHaveDisplayValue('Nobody'));
    expect(api.bodiesSentTo(SET_REVIEWER)).toEqual([{ userId: null }]);
  });

  it("says the api's refusal, and keeps who filled the role", async () => {
    const refusal = 'Choose someone of your firm’s team';
    firm({ handlers: { [SET_PREPARER]: () => json({ message: refusal, errors: { userId: refusal } }, 400) } });
    const { user, roles } = await openRoles();

    const preparer = await within(roles).findByRole('combobox', { name: 'Preparer' });
    await user.selectOptions(preparer, 'Theo Finch');
    expect((await findToast('destructive')).textContent).toContain(refusal);
    await waitFor(() => expect(preparer).toHaveDisplayValue('Nobody'));
  });

  it('shows a team member who fills each role, without changing them', async () => {
    const api = firm({ role: 'team_member' });
    const { roles } = await openRoles();

    const list = await within(roles).findByRole('list', { name: 'Roles for Sam Smith' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Preparer: nobody', 'Reviewer: Olivia Harbor']);
    expect(within(roles).queryByRole('combobox')).not.toBeInTheDocument();
    expect(api.bodiesSentTo('GET /api/team/members')).toEqual([]);
  });

  it('says when the firm has no roles, and where the owner adds them', async () => {
    firm({ holders: [] });
    const { roles } = await openRoles();
    expect(await within(roles).findByText(/Your firm has no roles yet\./)).toBeInTheDocument();
    expect(within(roles).getByRole('link', { name: 'Add roles on Templates' })).toHaveAttribute('href', '/templates');
  });

  it('says to a team member that the firm has no roles, without the link', async () => {
    firm({ role: 'team_member', holders: [] });
    const { roles } = await openRoles();
    expect(await within(roles).findByText('Your firm has no roles yet.')).toBeInTheDocument();
    expect(within(roles).queryByRole('link')).not.toBeInTheDocument();
  });
});
