import { screen, waitFor, within } from '@testing-library/react';
import { fillTemplateText, periodLabel, type TemplateInput } from '@clientline/contracts';
import { anAutomation, currentPath, findToast, json, mockApi, renderPageAt } from '@clientline/shared-ui/testing';
import App from '../../../app/app';
import { suggestedPeriod } from '../lib/template-words';
import { aTemplate, aTemplateBatch, signedIn } from '../../../testing/fixtures';

const TEMPLATE = aTemplate({ version: 2, projectsCount: 5 });
const BATCH = aTemplateBatch({ templateId: TEMPLATE.id, status: 'done', done: 3, created: 2, skipped: 1 });
const UNDONE = aTemplateBatch({
  templateId: TEMPLATE.id,
  period: '2024',
  periodLabel: '2024',
  status: 'undone',
  created: 23,
  skipped: 40,
  undo: { removed: 22, kept: [{ projectId: 'p-kept', projectName: '2024 Individual Tax Return', clientName: 'Ava Martinez' }] },
});

describe('a new template (/templates/new)', () => {
  it('checks the fields, says what the name becomes, and saves the template with its rows as the api takes them', async () => {
    const created = aTemplate({ name: 'Quarterly Bookkeeping', cadence: 'quarterly' });
    let answers = [
      () => json({ message: 'A template is already named "Quarterly Bookkeeping": choose another name', errors: { name: 'A template is already named "Quarterly Bookkeeping": choose another name' } }, 409),
      () => json({ message: 'At most 730 days after', errors: { 'milestones.0.offsetDays': 'At most 730 days after', 'requests.0.name': 'Name the document', 'requests.0.reminderSchedule.maximum': 'Reminders at most must be a whole number from 1 to 10' } }, 400),
      () => json(created, 201),
    ];
    const api = mockApi({
      ...signedIn(),
      'GET /api/firm-roles': () => json([]),
      'POST /api/templates': () => {
        const [answer, ...rest] = answers;
        answers = rest;
        return answer!();
      },
      [`GET /api/templates/${created.id}`]: () => json(created),
      [`GET /api/templates/${created.id}/batches`]: () => json([]),
      [`GET /api/templates/${created.id}/recurrence`]: () => json({ recurrence: null }),
    });
    const { user } = await renderPageAt(<App />, '/templates/new');

    expect(screen.getByRole('heading', { level: 1, name: 'New template' })).toBeInTheDocument();
    // Nothing typed: the schema's own messages, and nothing sent.
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText('Name the template')).toBeInTheDocument();
    expect(screen.getByText("Give the projects' name")).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Template name' })).toHaveFocus();
    expect(api.bodiesSentTo('POST /api/templates')).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'Template name' }), 'Quarterly Bookkeeping');
    await user.click(screen.getByRole('radio', { name: 'Every quarter' }));
    await user.type(screen.getByRole('textbox', { name: "Projects' name" }), '{{period} books: {{client}');
    const sample = suggestedPeriod('quarterly', new Date());
    expect(screen.getByText(fillTemplateText('{period} books: {client}', { period: sample, client: 'Ann Lee', firstName: 'Ann' }))).toBeInTheDocument();
    expect(screen.getByText(`For Ann Lee, ${periodLabel(sample)}:`, { exact: false })).toBeInTheDocument();
    await user.clear(screen.getByRole('spinbutton', { name: "Projects' length in days" }));
    await user.type(screen.getByRole('spinbutton', { name: "Projects' length in days" }), '30');

    await user.click(screen.getByRole('button', { name: 'Add milestone' }));
    const milestone = screen.getByRole('group', { name: 'Milestone 1' });
    expect(within(milestone).getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await user.type(within(milestone).getByRole('textbox', { name: 'Name' }), 'Books closed');
    await user.clear(within(milestone).getByRole('spinbutton', { name: 'Days' }));
    await user.type(within(milestone).getByRole('spinbutton', { name: 'Days' }), '800');
    await user.selectOptions(within(milestone).getByRole('combobox', { name: 'Before or after' }), 'after');
    await user.selectOptions(within(milestone).getByRole('combobox', { name: 'Counted from' }), "the project's start");
    expect(milestone).toHaveTextContent("Due 800 days after the project's start.");

    await user.click(screen.getByRole('button', { name: 'Add task' }));
    const task = screen.getByRole('group', { name: 'Task 1' });
    await user.type(within(task).getByRole('textbox', { name: 'Name' }), 'Reconcile accounts');
    await user.clear(within(task).getByRole('spinbutton', { name: 'Length in days' }));
    await user.type(within(task).getByRole('spinbutton', { name: 'Length in days' }), '5');
    await user.click(screen.getByRole('button', { name: 'Add task' }));
    await user.click(screen.getByRole('button', { name: 'Remove task 2' }));
    expect(screen.queryByRole('group', { name: 'Task 2' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add task' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Add document request' }));
    const request = screen.getByRole('group', { name: 'Document request 1' });
    await user.type(within(request).getByRole('textbox', { name: 'Document' }), 'Bank statements');
    await user.selectOptions(within(request).getByRole('combobox', { name: 'Asked of' }), 'Everyone');
    await user.type(within(request).getByRole('textbox', { name: 'Description' }), 'Every account, all pages');
    expect(within(request).getByRole('combobox', { name: 'Asked for' })).toHaveDisplayValue('The whole project');
    await user.selectOptions(within(request).getByRole('combobox', { name: 'Asked for' }), 'Books closed');
    expect(request).toHaveTextContent("Reminded on the firm's schedule until it is uploaded.");
    expect(within(request).queryByRole('spinbutton', { name: 'Reminders at most' })).not.toBeInTheDocument();
    await user.selectOptions(within(request).getByRole('combobox', { name: 'Automatic reminders' }), 'Own schedule');
    await user.clear(within(request).getByRole('spinbutton', { name: 'Days before the due date' }));
    await user.type(within(request).getByRole('spinbutton', { name: 'Days before the due date' }), '7');
    await user.clear(within(request).getByRole('spinbutton', { name: 'Then every (days) while overdue' }));
    await user.type(within(request).getByRole('spinbutton', { name: 'Then every (days) while overdue' }), '2');
    await user.clear(within(request).getByRole('spinbutton', { name: 'Reminders at most' }));
    await user.type(within(request).getByRole('spinbutton', { name: 'Reminders at most' }), '3');
    expect(request).toHaveTextContent('Reminded 7 days before the due date, on it, then every 2 days while overdue (3 in all).');
    await user.type(screen.getByRole('textbox', { name: 'Welcome message' }), 'Hello {{firstName}');

    // Checked in the browser first: the schema's message goes on the row's days.
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await within(milestone).findByText('At most 730 days after')).toBeInTheDocument();
    expect(api.bodiesSentTo('POST /api/templates')).toEqual([]);
    await user.clear(within(milestone).getByRole('spinbutton', { name: 'Days' }));
    await user.type(within(milestone).getByRole('spinbutton', { name: 'Days' }), '5');

    // The name is taken (409): said on the name.
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    const nameField = screen.getByRole('textbox', { name: 'Template name' });
    await waitFor(() => expect(nameField).toHaveAccessibleDescription(expect.stringContaining('A template is already named "Quarterly Bookkeeping"')));
    expect(nameField).toHaveFocus();
    expect((await findToast('destructive')).textContent).toContain('choose another name');
    const sent: TemplateInput = {
      name: 'Quarterly Bookkeeping',
      cadence: 'quarterly',
      projectName: '{period} books: {client}',
      description: '',
      durationDays: 30,
      deadline: null,
      milestones: [{ name: 'Books closed', description: '', anchor: 'start', offsetDays: 5 }],
      tasks: [{ name: 'Reconcile accounts', description: '', anchor: 'start', offsetDays: 0, durationDays: 5 }],
      requests: [
        {
          name: 'Bank statements',
          description: 'Every account, all pages',
          anchor: 'start',
          offsetDays: 7,
          addressedTo: 'everyone',
          reminders: true,
          reminderSchedule: { daysBefore: 7, repeatDays: 2, maximum: 3 },
          milestone: 'Books closed',
        },
      ],
      welcomeMessage: 'Hello {firstName}',
      assigneeRoleIds: [],
    };
    expect(api.bodiesSentTo('POST /api/templates')).toEqual([sent]);

    // The api's field errors (400) by path: a row's offset is said on its days.
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await within(milestone).findByText('At most 730 days after')).toBeInTheDocument();
    expect(within(request).getByText('Name the document')).toBeInTheDocument();
    expect(within(request).getByText('Reminders at most must be a whole number from 1 to 10')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save template' }));
    expect((await findToast()).textContent).toContain('Template saved');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Quarterly Bookkeeping' })).toBeInTheDocument();
    expect(currentPath()).toBe(`/templates/${created.id}`);
  });
});

describe("a template's editor (/templates/:templateId)", () => {
  function editorApi() {
    return mockApi({
      ...signedIn(),
      'GET /api/firm-roles': () => json([]),
      [`GET /api/templates/${TEMPLATE.id}`]: () => json(TEMPLATE),
      [`GET /api/templates/${TEMPLATE.id}/batches`]: () => json([BATCH, UNDONE]),
      [`GET /api/templates/${TEMPLATE.id}/recurrence`]: () => json({ recurrence: null }),
      [`GET /api/templates/${TEMPLATE.id}/updates`]: () => json({ version: 2, projects: [], started: 0, changes: [] }),
      [`GET /api/templates/${TEMPLATE.id}/automations`]: () => json({ automations: [anAutomation({ templateId: TEMPLATE.id })], runs: [] }),
      [`PUT /api/templates/${TEMPLATE.id}`]: (body) => json({ ...TEMPLATE, ...(body as object), version: 3 }),
      [`DELETE /api/templates/${TEMPLATE.id}`]: () => json({ ok: true, message: 'The template "Individual Tax Return" was deleted; the projects made from it stay as they are' }),
      'GET /api/templates': () => json([]),
      'GET /api/templates/starters': () => json([]),
    });
  }

  it('shows the template as days before or after, saves a new version, and lists its recent batches', async () => {
    const api = editorApi();
    const { user } = await renderPageAt(<App />, `/templates/${TEMPLATE.id}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Individual Tax Return' })).toBeInTheDocument();
    expect(screen.getByText(/Version 2 · 5 projects made from it\. Saving makes a new version; projects made before keep what they were made with\./)).toBeInTheDocument();
    expect(screen.getByText('Saving makes version 3 of this template. Projects made before keep what they were made with.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Every year' })).toBeChecked();
    const milestone = screen.getByRole('group', { name: 'Milestone 1' });
    expect(milestone).toHaveTextContent("Due on the project's due date.");
    const task = screen.getByRole('group', { name: 'Task 1' });
    expect(within(task).getByRole('spinbutton', { name: 'Days' })).toHaveValue(21);
    expect(within(task).getByRole('combobox', { name: 'Before or after' })).toHaveValue('after');
    expect(task).toHaveTextContent("Starts 21 days after the project's start, lasts 30 days.");
    expect(within(screen.getByRole('group', { name: 'Document request 1' })).getByRole('combobox', { name: 'Automatic reminders' })).toHaveDisplayValue("Firm's schedule");

    await user.clear(within(milestone).getByRole('spinbutton', { name: 'Days' }));
    await user.type(within(milestone).getByRole('spinbutton', { name: 'Days' }), '3');
    await user.selectOptions(within(milestone).getByRole('combobox', { name: 'Before or after' }), 'before');
    expect(milestone).toHaveTextContent("Due 3 days before the project's due date.");
    await user.click(screen.getByRole('button', { name: 'Remove document request 1' }));
    await user.click(screen.getByRole('button', { name: 'Save template' }));

    const toast = await findToast();
    expect(toast.textContent).toContain('Template saved');
    expect(toast.textContent).toContain('Version 3: projects made from now on use it.');
    const [sent] = api.bodiesSentTo(`PUT /api/templates/${TEMPLATE.id}`) as TemplateInput[];
    expect(sent!.milestones).toEqual([{ name: 'Return filed', description: '', anchor: 'end', offsetDays: -3 }]);
    expect(sent!.requests).toEqual([]);
    expect(await screen.findByText('Saving makes version 4 of this template. Projects made before keep what they were made with.')).toBeInTheDocument();

    const batches = screen.getByRole('region', { name: 'Recent batches' });
    expect(within(batches).getByRole('link', { name: 'Batch for 2025' })).toHaveAttribute('href', `/templates/${TEMPLATE.id}/create?batch=${BATCH.id}`);
    expect(batches).toHaveTextContent('Done');
    expect(batches).toHaveTextContent('2 projects created · 1 client skipped · by Olivia Harbor');
    // An undone batch says what undoing left of it.
    expect(batches).toHaveTextContent('22 projects removed, 1 kept · by Olivia Harbor');
    expect(screen.getByRole('link', { name: 'Create projects' })).toHaveAttribute('href', `/templates/${TEMPLATE.id}/create`);
  });

  it('names a deadline the projects are due on, shows its date for the likely period, and refuses one out of range', async () => {
    const api = editorApi();
    const { user } = await renderPageAt(<App />, `/templates/${TEMPLATE.id}`);

    const length = await screen.findByRole('spinbutton', { name: "Projects' length in days" });
    expect(length).toHaveAccessibleDescription("Each project's due date is its start plus this many days.");
    expect(screen.queryByRole('textbox', { name: "Deadline's name" })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Projects are due on a named deadline' }));
    expect(screen.getByRole('textbox', { name: "Deadline's name" })).toHaveValue('Filing deadline');
    expect(screen.getByRole('group', { name: 'Milestone 1' })).toHaveTextContent("Due on the project's due date (the Filing deadline).");
    expect(length).toHaveAccessibleDescription("Used when the deadline has already passed at a project's start: it is then due this many days after it.");
    const period = suggestedPeriod('yearly', new Date());
    expect(screen.getByText(`For ${period}: Filing deadline on`, { exact: false })).toHaveTextContent(`Apr 15, ${Number(period) + 1}`);

    const day = screen.getByRole('spinbutton', { name: 'Day of the month' });
    await user.clear(day);
    await user.type(day, '32');
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText('Give a day from 1 to 31')).toBeInTheDocument();
    expect(day).toHaveFocus();
    expect(api.bodiesSentTo(`PUT /api/templates/${TEMPLATE.id}`)).toEqual([]);

    await user.clear(day);
    await user.type(day, '31');
    await user.clear(screen.getByRole('spinbutton', { name: 'Month after the period' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Month after the period' }), '4');
    expect(screen.getByText(`For ${period}: Filing deadline on`, { exact: false })).toHaveTextContent(`Apr 30, ${Number(period) + 1}`);
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    expect((await findToast()).textContent).toContain('Template saved');
    const [sent] = api.bodiesSentTo(`PUT /api/templates/${TEMPLATE.id}`) as TemplateInput[];
    expect(sent!.deadline).toEqual({ name: 'Filing deadline', monthAfterPeriod: 4, day: 31 });
  });

  it("lists the template's automations, whose form offers the template's milestones", async () => {
    editorApi();
    const { user } = await renderPageAt(<App />, `/templates/${TEMPLATE.id}`);

    const automations = await screen.findByRole('region', { name: 'Automations' });
    expect(await within(automations).findByText('When every requested document is accepted: send the client a message')).toBeInTheDocument();
    expect(within(automations).getByRole('button', { name: 'Edit automation Thank the client' })).toBeInTheDocument();
    await user.click(within(automations).getByRole('button', { name: 'Add automation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add automation' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Do' }), 'Complete a milestone');
    const milestones = within(within(dialog).getByRole('combobox', { name: 'Milestone to complete' })).getAllByRole('option');
    expect(milestones.map((option) => option.textContent)).toEqual(['Choose a milestone', 'Return filed']);
  });

  it('deletes the template after asking, and goes back to Templates', async () => {
    const api = editorApi();
    const { user } = await renderPageAt(<App />, `/templates/${TEMPLATE.id}`);

    await user.click(await screen.findByRole('button', { name: 'Delete template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the template "Individual Tax Return"?' });
    expect(dialog).toHaveTextContent('The projects made from it stay as they are.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete template' }));

    expect((await findToast()).textContent).toContain('Template deleted');
    expect(await screen.findByRole('heading', { level: 1, name: 'Templates' })).toBeInTheDocument();
    expect(currentPath()).toBe('/templates');
    expect(api.bodiesSentTo(`DELETE /api/templates/${TEMPLATE.id}`)).toHaveLength(1);
  });

  it('lists the projects not started yet that the latest version can reach, with what changed, and updates them after asking', async () => {
    let update = {
      version: 2,
      projects: [
        { projectId: 'a'.repeat(24), projectName: '2025 Individual Tax Return', clientName: 'Ann Lee', fromVersion: 1 },
        { projectId: 'b'.repeat(24), projectName: '2025 Individual Tax Return', clientName: 'Bo Park', fromVersion: 1 },
      ],
      started: 1,
      changes: [{ fromVersion: 1, lines: ['Milestone added: "Extension decided", 30 days before the due date'] }],
    };
    const api = mockApi({
      ...signedIn(),
      'GET /api/firm-roles': () => json([]),
      [`GET /api/templates/${TEMPLATE.id}`]: () => json(TEMPLATE),
      [`GET /api/templates/${TEMPLATE.id}/batches`]: () => json([]),
      [`GET /api/templates/${TEMPLATE.id}/updates`]: () => json(update),
      [`GET /api/templates/${TEMPLATE.id}/recurrence`]: () => json({ recurrence: null }),
      [`POST /api/templates/${TEMPLATE.id}/updates`]: () => {
        update = { ...update, projects: [], started: 1 };
        return json({ ok: true, message: '2 projects brought to version 2', updated: 2, skipped: 0 });
      },
    });
    const { user } = await renderPageAt(<App />, `/templates/${TEMPLATE.id}`);

    const card = await screen.findByRole('region', { name: 'Projects not started yet' });
    expect(card).toHaveTextContent('2 projects made from an older version nobody has started: version 2 can reach them.');
    expect(within(card).getByRole('region', { name: 'Changes since version 1' })).toHaveTextContent('Milestone added: "Extension decided", 30 days before the due date');
    expect(within(card).getAllByRole('link', { name: '2025 Individual Tax Return' })[0]).toHaveAttribute('href', `/project/${'a'.repeat(24)}`);
    expect(card).toHaveTextContent('1 project made from an older version was started already and keeps what it was made with.');
    await user.click(within(card).getByRole('button', { name: 'Update 2 projects' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update 2 projects to version 2?' });
    await user.click(within(dialog).getByRole('button', { name: 'Update 2 projects' }));

    expect((await findToast()).textContent).toContain('2 projects brought to version 2');
    expect(api.bodiesSentTo(`POST /api/templates/${TEMPLATE.id}/updates`)).toEqual([{ projectIds: ['a'.repeat(24), 'b'.repeat(24)] }]);
    expect(await within(card).findByText('Every project made from an older version was started: an edit never changes those.')).toBeInTheDocument();
  });

  it('says when the template is not found', async () => {
    mockApi({ ...signedIn(), [`GET /api/templates/${TEMPLATE.id}`]: () => json({ message: 'Template not found' }, 404) });
    await renderPageAt(<App />, `/templates/${TEMPLATE.id}`);
    expect(await screen.findByRole('heading', { name: 'Template not found' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete template' })).not.toBeInTheDocument();
  });

  it('tells a team member who uses templates', async () => {
    mockApi(signedIn('team_member'));
    await renderPageAt(<App />, `/templates/${TEMPLATE.id}`);
    expect(await screen.findByText('Only the owner and admins use templates')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save template' })).not.toBeInTheDocument();
  });
});
