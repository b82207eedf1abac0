import { screen, within } from '@testing-library/react';
import type { TemplateInput } from '@clientline/contracts';
import { anId, findToast, json, mockApi, renderPageAt } from '@clientline/shared-ui/testing';
import App from '../../../app/app';
import { aTemplate, signedIn } from '../../../testing/fixtures';
import { aFirmRole } from '../../../testing/role-fixtures';

const PREPARER = aFirmRole({ name: 'Preparer' });
const REVIEWER = aFirmRole({ name: 'Reviewer' });
/** A role the template named, deleted since: the api would refuse it. */
const DELETED_ROLE_ID = anId();
const ASSIGNEES_HINT = 'Whoever fills these roles for each client is assigned its project; a role nobody fills for a client goes to whoever creates the projects.';

/** The editor's calls for `template`, and the firm's `roles`. */
function editorCalls(template: ReturnType<typeof aTemplate>, roles = [PREPARER, REVIEWER]) {
  let version = template.version;
  return {
    ...signedIn(),
    'GET /api/firm-roles': () => json(roles),
    [`GET /api/templates/${template.id}`]: () => json(template),
    [`GET /api/templates/${template.id}/batches`]: () => json([]),
    [`GET /api/templates/${template.id}/recurrence`]: () => json({ recurrence: null }),
    [`GET /api/templates/${template.id}/updates`]: () => json({ version: template.version, projects: [], started: 0, changes: [] }),
    [`PUT /api/templates/${template.id}`]: (body: unknown) => {
      version += 1;
      return json({ ...template, ...(body as object), version });
    },
  };
}

describe("a template's roles", () => {
  it('assigns a new template by the roles checked', async () => {
    const created = aTemplate({ name: 'Payroll', assigneeRoleIds: [REVIEWER.id] });
    const api = mockApi({ ...editorCalls(created), 'POST /api/templates': () => json(created, 201) });
    const { user } = await renderPageAt(<App />, '/templates/new');

    const roles = await screen.findByRole('group', { name: 'Assign each project to' });
    expect(roles).toHaveAccessibleDescription(ASSIGNEES_HINT);
    const reviewer = await within(roles).findByRole('checkbox', { name: 'Reviewer' });
    expect(within(roles).getByRole('checkbox', { name: 'Preparer' })).not.toBeChecked();
    expect(reviewer).not.toBeChecked();

    await user.type(screen.getByRole('textbox', { name: 'Template name' }), 'Payroll');
    await user.type(screen.getByRole('textbox', { name: "Projects' name" }), 'Payroll {{period}');
    await user.click(reviewer);
    await user.click(screen.getByRole('button', { name: 'Save template' }));

    expect((await findToast()).textContent).toContain('Template saved');
    const [sent] = api.bodiesSentTo('POST /api/templates') as TemplateInput[];
    expect(sent!.assigneeRoleIds).toEqual([REVIEWER.id]);
  });

  it("checks an existing template's roles, and every save sends them", async () => {
    const template = aTemplate({ assigneeRoleIds: [PREPARER.id, DELETED_ROLE_ID] });
    const api = mockApi(editorCalls(template));
    const { user } = await renderPageAt(<App />, `/templates/${template.id}`);

    const roles = await screen.findByRole('group', { name: 'Assign each project to' });
    const preparer = await within(roles).findByRole('checkbox', { name: 'Preparer' });
    const reviewer = within(roles).getByRole('checkbox', { name: 'Reviewer' });
    expect(preparer).toBeChecked();
    expect(reviewer).not.toBeChecked();

    // A save that changes something else keeps the roles (the deleted one is left out: the api would refuse it).
    await user.type(screen.getByRole('textbox', { name: 'Welcome message' }), ' Welcome!');
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    expect((await findToast()).textContent).toContain('Template saved');

    await user.click(reviewer);
    await user.click(preparer);
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText(`Saving makes version ${template.version + 3} of this template. Projects made before keep what they were made with.`)).toBeInTheDocument();

    const bodies = api.bodiesSentTo(`PUT /api/templates/${template.id}`) as TemplateInput[];
    expect(bodies.map((body) => body.assigneeRoleIds)).toEqual([[PREPARER.id], [REVIEWER.id]]);
  });

  it('says where to add roles when the firm has none', async () => {
    const template = aTemplate();
    mockApi(editorCalls(template, []));
    await renderPageAt(<App />, `/templates/${template.id}`);

    const roles = await screen.findByRole('group', { name: 'Assign each project to' });
    expect(await within(roles).findByText('Add roles on the Templates page to assign projects by role.')).toBeInTheDocument();
    expect(within(roles).queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
