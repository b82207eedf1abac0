import { screen, waitFor, within } from '@testing-library/react';
import type { FirmRole } from '@clientline/contracts';
import { findToast, json, mockApi, renderPageAt } from '@clientline/shared-ui/testing';
import App from '../../../app/app';
import { signedIn } from '../../../testing/fixtures';
import { aFirmRole } from '../../../testing/role-fixtures';

const PREPARER = aFirmRole({ name: 'Preparer' });
const REVIEWER = aFirmRole({ name: 'Reviewer' });
const taken = (name: string) => {
  const message = `A role is already named "${name}": choose another name`;
  return json({ message, errors: { name: message } }, 409);
};

/** The firm's roles as the api keeps them: made, renamed and deleted by the calls, listed by name. */
function rolesApi(initial: FirmRole[]) {
  let roles = [...initial];
  const byName = () => [...roles].sort((a, b) => a.name.localeCompare(b.name));
  const isTaken = (name: string, except?: string) => roles.some((role) => role.id !== except && role.name.toLowerCase() === name.toLowerCase());
  return mockApi({
    ...signedIn(),
    'GET /api/templates': () => json([]),
    'GET /api/templates/starters': () => json([]),
    'GET /api/firm-roles': () => json(byName()),
    'POST /api/firm-roles': (body) => {
      const { name } = body as { name: string };
      if (isTaken(name)) return taken(name);
      const role = aFirmRole({ name });
      roles = [...roles, role];
      return json(role, 201);
    },
    [`PATCH /api/firm-roles/${PREPARER.id}`]: (body) => {
      const { name } = body as { name: string };
      if (isTaken(name, PREPARER.id)) return taken(name);
      roles = roles.map((role) => (role.id === PREPARER.id ? { ...role, name } : role));
      return json({ id: PREPARER.id, name });
    },
    [`DELETE /api/firm-roles/${REVIEWER.id}`]: () => {
      roles = roles.filter((role) => role.id !== REVIEWER.id);
      return json({ ok: true, message: 'The role "Reviewer" was deleted' });
    },
  });
}

async function openRoles() {
  const view = await renderPageAt(<App />, '/templates');
  const card = await screen.findByRole('region', { name: 'Roles' });
  return { ...view, card };
}

/** The names of the roles listed, in order. */
const listedRoles = (card: HTMLElement) =>
  within(within(card).getByRole('list', { name: "Your firm's roles" }))
    .getAllByRole('listitem')
    .map((item) => item.firstElementChild?.textContent);

describe('the Roles card on /templates', () => {
  it('explains roles, lists them, and adds one, saying a name taken on the field', async () => {
    const api = rolesApi([PREPARER]);
    const { user, card } = await openRoles();

    expect(card).toHaveTextContent(
      "Name who does what for a client, such as Preparer or Reviewer; each client's page says who fills each role, and templates assign their projects by role.",
    );
    await waitFor(() => expect(listedRoles(card)).toEqual(['Preparer']));
    const form = within(card).getByRole('form', { name: 'Add a role' });
    const name = within(form).getByRole('textbox', { name: 'Role name' });

    // Checked in the browser first, with the api's own message.
    await user.click(within(form).getByRole('button', { name: 'Add role' }));
    expect(await within(form).findByText('Name the role')).toBeInTheDocument();
    expect(api.bodiesSentTo('POST /api/firm-roles')).toEqual([]);

    // The name is taken (409, without case): said on the field.
    await user.type(name, 'preparer');
    await user.click(within(form).getByRole('button', { name: 'Add role' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription(expect.stringContaining('A role is already named "preparer": choose another name')));
    expect(name).toHaveFocus();
    expect((await findToast('destructive')).textContent).toContain('choose another name');

    await user.clear(name);
    await user.type(name, 'Reviewer');
    await user.click(within(form).getByRole('button', { name: 'Add role' }));
    expect((await findToast()).textContent).toContain('Role added');
    await waitFor(() => expect(listedRoles(card)).toEqual(['Preparer', 'Reviewer']));
    expect(name).toHaveValue('');
    expect(api.bodiesSentTo('POST /api/firm-roles')).toEqual([{ name: 'preparer' }, { name: 'Reviewer' }]);
  });

  it('renames a role in place, and deletes one after asking', async () => {
    const api = rolesApi([PREPARER, REVIEWER]);
    const { user, card } = await openRoles();

    await user.click(await within(card).findByRole('button', { name: 'Rename Preparer' }));
    const form = within(card).getByRole('form', { name: 'Rename Preparer' });
    const name = within(form).getByRole('textbox', { name: 'Role name' });
    expect(name).toHaveValue('Preparer');
    await waitFor(() => expect(name).toHaveFocus());

    // Escape leaves the name as it was.
    await user.keyboard('{Escape}');
    expect(within(card).queryByRole('form', { name: 'Rename Preparer' })).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Rename Preparer' })).toHaveFocus();

    await user.click(within(card).getByRole('button', { name: 'Rename Preparer' }));
    const again = within(within(card).getByRole('form', { name: 'Rename Preparer' })).getByRole('textbox', { name: 'Role name' });
    await user.clear(again);
    await user.type(again, 'reviewer');
    await user.click(within(card).getByRole('button', { name: 'Save name' }));
    await waitFor(() => expect(again).toHaveAccessibleDescription(expect.stringContaining('A role is already named "reviewer"')));
    await user.clear(again);
    await user.type(again, 'Tax preparer');
    await user.click(within(card).getByRole('button', { name: 'Save name' }));
    expect((await findToast()).textContent).toContain('Preparer is now Tax preparer');
    expect(await within(card).findByRole('button', { name: 'Rename Tax preparer' })).toHaveFocus();
    expect(api.bodiesSentTo(`PATCH /api/firm-roles/${PREPARER.id}`)).toEqual([{ name: 'reviewer' }, { name: 'Tax preparer' }]);

    await user.click(within(card).getByRole('button', { name: 'Delete Reviewer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the role Reviewer?' });
    expect(dialog).toHaveTextContent('Clients forget who was their Reviewer, and templates stop assigning projects by it.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete role' }));
    expect((await findToast()).textContent).toContain('The role "Reviewer" was deleted');
    await waitFor(() => expect(within(card).queryByRole('button', { name: 'Delete Reviewer' })).not.toBeInTheDocument());
    expect(api.bodiesSentTo(`DELETE /api/firm-roles/${REVIEWER.id}`)).toHaveLength(1);
  });

  it('says when the firm has no roles yet, with the form to add one', async () => {
    rolesApi([]);
    const { card } = await openRoles();
    expect(await within(card).findByText('No roles yet.')).toBeInTheDocument();
    expect(within(card).queryByRole('list')).not.toBeInTheDocument();
    expect(within(card).getByRole('form', { name: 'Add a role' })).toBeInTheDocument();
  });

  it('says a failed read with Try Again', async () => {
    mockApi({
      ...signedIn(),
      'GET /api/templates': () => json([]),
      'GET /api/templates/starters': () => json([]),
      'GET /api/firm-roles': () => json({ message: 'Internal server error' }, 500),
    });
    const { card } = await openRoles();
    expect(await within(card).findByRole('heading', { name: 'Failed to load roles' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
