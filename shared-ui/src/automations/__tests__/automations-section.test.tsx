import { screen, waitFor, within } from '@testing-library/react';
import type { AutomationInput, Project } from '@clientline/contracts';
import { anAutomation, anAutomationRun, aProject, aTemplate, aUser, findToast, json, mockApi, PROJECT_ID, renderWithProviders } from '../../testing';
import { ProjectAutomations, TemplateAutomations } from '../automations-section';

const TEMPLATE = aTemplate({
  milestones: [
    { name: 'Documents received', description: '', anchor: 'start', offsetDays: 14 },
    { name: 'Return filed', description: '', anchor: 'end', offsetDays: 0 },
  ],
});
const TEMPLATE_URL = `/api/templates/${TEMPLATE.id}/automations`;
const PROJECT_URL = `/api/projects/${PROJECT_ID}/automations`;
const ROLE = { id: '665f1c2ab7c9e4a1d2f3b4a1', name: 'Preparer' };

const THANKS = anAutomation({ templateId: TEMPLATE.id });
const CHASE = anAutomation({
  name: 'Chase the documents',
  templateId: TEMPLATE.id,
  enabled: false,
  trigger: { type: 'client_silent', days: 10 },
  action: { type: 'notify_staff', content: 'The client has gone quiet' },
  description: 'When the client has not answered for 10 days: tell the project’s staff',
});
const RUNS = [
  anAutomationRun({ automationId: THANKS.id, projectName: 'Tax Return 2025: Ann Lee' }),
  anAutomationRun({ automationId: CHASE.id, automationName: CHASE.name, status: 'failed', outcome: 'Nothing to do: the project is completed' }),
];

const renderTemplate = () => renderWithProviders(<TemplateAutomations template={TEMPLATE} />);
const section = () => screen.getByRole('region', { name: 'Automations' });
const rule = (name: string) =>
  within(within(section()).getByRole('list', { name: 'Automations' }))
    .getAllByRole('listitem')
    .find((item) => within(item).queryByText(name, { selector: 'p' }))!;

describe("a template's automations", () => {
  it('lists its rules, an Off one marked so, and their latest runs on its projects', async () => {
    mockApi({ [`GET ${TEMPLATE_URL}`]: () => json({ automations: [THANKS, CHASE], runs: RUNS }) });
    renderTemplate();

    expect(await screen.findByText(THANKS.description)).toBeInTheDocument();
    expect(rule('Thank the client')).not.toHaveTextContent('Off');
    expect(rule('Chase the documents')).toHaveTextContent(CHASE.description);
    expect(within(rule('Chase the documents')).getByText('Off')).toBeInTheDocument();
    expect(within(rule('Chase the documents')).getByRole('checkbox', { name: 'On (Chase the documents)' })).not.toBeChecked();
    expect(within(rule('Thank the client')).getByRole('button', { name: 'Edit automation Thank the client' })).toBeInTheDocument();
    expect(screen.queryByText('From the template')).not.toBeInTheDocument();

    const runs = within(screen.getByRole('list', { name: 'Recent runs' })).getAllByRole('listitem');
    expect(within(runs[0]!).getByRole('link', { name: 'Tax Return 2025: Ann Lee' })).toHaveAttribute('href', `/project/${PROJECT_ID}`);
    expect(runs[0]).toHaveTextContent(/Thank the client.*Done.*Sent the message · Mar \d/);
    expect(runs[1]).toHaveTextContent(/Chase the documents.*Failed.*Nothing to do: the project is completed/);
  });

  it('says which rules name a milestone the template no longer has', async () => {
    const START_PREPARING = anAutomation({
      name: 'Start preparing',
      templateId: TEMPLATE.id,
      trigger: { type: 'milestone_completed', milestone: 'Documents in' },
      action: { type: 'start_milestone', milestone: 'Return filed' },
      description: 'When Documents in is completed: start Return filed',
    });
    mockApi({ [`GET ${TEMPLATE_URL}`]: () => json({ automations: [START_PREPARING, CHASE], runs: [] }) });
    renderTemplate();

    expect(await screen.findByText(START_PREPARING.description)).toBeInTheDocument();
    expect(rule('Start preparing')).toHaveTextContent(
      'This template has no milestone named "Documents in": edit the automation to name one it has, or it does nothing.',
    );
    expect(rule('Start preparing')).not.toHaveTextContent('"Return filed":');
    expect(rule('Chase the documents')).not.toHaveTextContent('has no milestone');
  });

  it('says what automations are while there are none, and that nothing has run', async () => {
    mockApi({ [`GET ${TEMPLATE_URL}`]: () => json({ automations: [], runs: [] }) });
    renderTemplate();
    expect(
      await screen.findByText('No automations yet. They run an action when something happens, such as messaging the client once every document is accepted.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Nothing has run yet.')).toBeInTheDocument();
  });

  it('says when they could not be loaded, and reads them again on Try again', async () => {
    let fail = true;
    mockApi({ [`GET ${TEMPLATE_URL}`]: () => (fail ? json({ message: 'Down' }, 503) : json({ automations: [THANKS], runs: [] })) });
    const { user } = renderTemplate();
    expect(await screen.findByRole('alert')).toHaveTextContent('The automations could not be loaded.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(THANKS.description)).toBeInTheDocument();
  });

  it("adds one: checked in the browser first, then sent as the api's trigger and action", async () => {
    let automations = [THANKS];
    const api = mockApi({
      [`GET ${TEMPLATE_URL}`]: () => json({ automations, runs: [] }),
      [`POST ${TEMPLATE_URL}`]: (body) => {
        const added = anAutomation({ ...(body as object), templateId: TEMPLATE.id, description: 'When Documents received is completed: ask for 2 documents for Return filed, due in 14 days' });
        automations = [...automations, added];
        return json(added, 201);
      },
    });
    const { user } = renderTemplate();
    await screen.findByText(THANKS.description);

    await user.click(within(section()).getByRole('button', { name: 'Add automation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add automation' });
    // Waiting on documents: those of the whole project unless a milestone is chosen.
    expect(within(dialog).getByRole('combobox', { name: 'Documents asked for' })).toHaveDisplayValue('Every milestone: the whole project');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'When' }), 'A milestone is completed');
    expect(within(dialog).queryByRole('combobox', { name: 'Documents asked for' })).not.toBeInTheDocument();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Do' }), 'Ask for documents');
    await user.click(within(dialog).getByRole('button', { name: 'Add automation' }));
    expect(await within(dialog).findByText('Write the name')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Milestone' })).toHaveAccessibleDescription('Name the milestone');
    expect(within(dialog).getByRole('textbox', { name: 'Documents, one per line' })).toHaveAccessibleDescription('Name the documents to ask for');
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(api.bodiesSentTo(`POST ${TEMPLATE_URL}`)).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Ask for the forms');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Milestone' }), 'Documents received');
    await user.type(within(dialog).getByRole('textbox', { name: 'Documents, one per line' }), 'W-2 forms{Enter}{Enter}1099s');
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Due in days' }), '14');
    const askedFor = within(dialog).getByRole('combobox', { name: 'For milestone' });
    expect(askedFor).toHaveDisplayValue('The whole project');
    await user.selectOptions(askedFor, 'Return filed');
    await user.click(within(dialog).getByRole('button', { name: 'Add automation' }));

    expect((await findToast()).textContent).toContain('When Documents received is completed: ask for 2 documents for Return filed, due in 14 days');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sent: AutomationInput = {
      name: 'Ask for the forms',
      enabled: true,
      trigger: { type: 'milestone_completed', milestone: 'Documents received' },
      action: { type: 'request_documents', documents: ['W-2 forms', '1099s'], dueInDays: 14, milestone: 'Return filed' },
    };
    expect(api.bodiesSentTo(`POST ${TEMPLATE_URL}`)).toEqual([sent]);
    expect(await within(section()).findByText('Ask for the forms')).toBeInTheDocument();
  });

  it("shows the api's refusal of a loop on When and in the Error toast, keeping what was typed", async () => {
    const loop = 'These automations would set each other off without end: "Start review" → "Finish review" → "Start review"';
    mockApi({
      [`GET ${TEMPLATE_URL}`]: () => json({ automations: [], runs: [] }),
      [`POST ${TEMPLATE_URL}`]: () => json({ message: loop, errors: { trigger: loop } }, 400),
    });
    const { user, store } = renderTemplate();
    await user.click(await within(section()).findByRole('button', { name: 'Add automation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add automation' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Start review');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'When' }), 'A milestone is completed');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Milestone' }), 'Return filed');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Do' }), 'Start a milestone');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Milestone to start' }), 'Documents received');
    await user.click(within(dialog).getByRole('button', { name: 'Add automation' }));

    // The toasts are hidden from the queries while the dialog is open: the store holds them.
    await waitFor(() => expect(store.getState().toast.queue.map(({ title, description }) => [title, description])).toEqual([['Error', loop]]));
    const when = within(dialog).getByRole('combobox', { name: 'When' });
    await waitFor(() => expect(when).toHaveAccessibleDescription(loop));
    expect(when).toHaveFocus();
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Start review');
  });

  it('edits a rule in the same form, turns one on, and deletes one once asked', async () => {
    let automations = [THANKS, CHASE];
    const api = mockApi({
      [`GET ${TEMPLATE_URL}`]: () => json({ automations, runs: [] }),
      'GET /api/firm-roles': () => json([ROLE]),
      [`PUT /api/automations/${THANKS.id}`]: (body) => json({ ...THANKS, ...(body as object), description: 'When every requested document is accepted: assign the client’s Preparer' }),
      [`PUT /api/automations/${CHASE.id}`]: (body) => json({ ...CHASE, ...(body as object) }),
      [`DELETE /api/automations/${CHASE.id}`]: () => {
        automations = [THANKS];
        return json({ ok: true, message: 'The automation "Chase the documents" was deleted' });
      },
    });
    const { user } = renderTemplate();
    await screen.findByText(THANKS.description);

    await user.click(screen.getByRole('button', { name: 'Edit automation Thank the client' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit automation' });
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Thank the client');
    expect(within(dialog).getByRole('combobox', { name: 'When' })).toHaveDisplayValue('Every requested document is accepted');
    expect(within(dialog).getByRole('textbox', { name: 'Message' })).toHaveValue(THANKS.action.type === 'send_message' ? THANKS.action.content : '');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Do' }), "Assign the client's role holder");
    const role = within(dialog).getByRole('combobox', { name: 'Role' });
    await within(role).findByRole('option', { name: 'Preparer' });
    await user.selectOptions(role, 'Preparer');
    await user.click(within(dialog).getByRole('button', { name: 'Save automation' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.bodiesSentTo(`PUT /api/automations/${THANKS.id}`)).toEqual([
      { name: 'Thank the client', enabled: true, trigger: { type: 'all_requests_accepted' }, action: { type: 'assign_role', roleId: ROLE.id } },
    ]);
    expect(await screen.findByText('When every requested document is accepted: assign the client’s Preparer')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'On (Chase the documents)' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'On (Chase the documents)' })).toBeChecked());
    expect(within(rule('Chase the documents')).queryByText('Off')).not.toBeInTheDocument();
    expect(api.bodiesSentTo(`PUT /api/automations/${CHASE.id}`)).toEqual([{ name: CHASE.name, trigger: CHASE.trigger, action: CHASE.action, enabled: true }]);

    await user.click(screen.getByRole('button', { name: 'Delete automation Chase the documents' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete the automation "Chase the documents"?' });
    expect(confirm).toHaveTextContent('What it did stays done.');
    await user.click(within(confirm).getByRole('button', { name: 'Delete automation' }));
    await waitFor(() => expect(screen.queryByText('Chase the documents')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Automations' })).toHaveFocus();
  });
});

describe("a project's automations", () => {
  const OWN = anAutomation({ name: 'Ask for the engagement letter', templateId: null, projectId: PROJECT_ID, description: 'When the project is created: ask for Engagement letter' });
  const OWNER = aUser();
  const MEMBER = aUser({ id: '665f1c2ab7c9e4a1d2f3b4a9', role: 'team_member', displayName: 'Theo Finch' });

  const CLOSER = anAutomation({
    id: 'a-closer',
    name: 'Close when filed',
    templateId: null,
    projectId: PROJECT_ID,
    action: { type: 'complete_project' },
    description: 'When Filing is completed: complete the project',
  });

  function renderProject(user = OWNER, assigneeIds: string[] = [], fields: Partial<Project> = {}) {
    mockApi({ [`GET ${PROJECT_URL}`]: () => json({ automations: [THANKS, OWN, CLOSER], runs: [anAutomationRun()] }) });
    return renderWithProviders(<ProjectAutomations project={aProject({ assigneeIds, ...fields })} user={user} />);
  }

  it("marks its template's rules, changed on the template, and lets whoever manages it change its own", async () => {
    renderProject();
    await screen.findByText(OWN.description);
    const fromTemplate = rule('Thank the client');
    expect(within(fromTemplate).getByText('From the template')).toBeInTheDocument();
    expect(within(fromTemplate).queryByRole('button')).not.toBeInTheDocument();
    expect(within(fromTemplate).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(fromTemplate).getByRole('link', { name: 'Edit Thank the client on the template' })).toHaveAttribute('href', `/templates/${TEMPLATE.id}`);
    expect(within(rule('Ask for the engagement letter')).getByRole('button', { name: 'Edit automation Ask for the engagement letter' })).toBeInTheDocument();
    expect(within(section()).getByRole('button', { name: 'Add automation' })).toBeInTheDocument();
    // Every run is on this project: none names it.
    expect(within(screen.getByRole('list', { name: 'Recent runs' })).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows a team member who does not manage the project the rules and runs alone', async () => {
    renderProject(MEMBER);
    await screen.findByText(OWN.description);
    expect(within(section()).queryByRole('button')).not.toBeInTheDocument();
    expect(within(section()).queryByRole('checkbox')).not.toBeInTheDocument();
    // Templates are the owner's and admins'.
    expect(within(section()).queryByRole('link', { name: /on the template/ })).not.toBeInTheDocument();
    expect(screen.getByText('Sent the message', { exact: false })).toBeInTheDocument();
  });

  it('offers no new rule on a completed project, and says nothing runs on it until it is reopened', async () => {
    renderProject(OWNER, [], { status: 'completed' });
    await screen.findByText(OWN.description);
    expect(within(section()).queryByRole('button', { name: 'Add automation' })).not.toBeInTheDocument();
    expect(within(section()).getByText(/Nothing runs on this project now that it is completed or archived/)).toBeInTheDocument();
    expect(within(rule('Ask for the engagement letter')).getByRole('button', { name: 'Edit automation Ask for the engagement letter' })).toBeInTheDocument();
  });

  it('lets a team member assigned to the project add and change its own rules', async () => {
    renderProject(MEMBER, [MEMBER.id]);
    await screen.findByText(OWN.description);
    expect(within(section()).getByRole('button', { name: 'Add automation' })).toBeInTheDocument();
    expect(within(rule('Ask for the engagement letter')).getByRole('button', { name: 'Delete automation Ask for the engagement letter' })).toBeInTheDocument();
    expect(within(rule('Thank the client')).queryByRole('button')).not.toBeInTheDocument();
  });

  it("offers a team member only what they may have a rule do: not completing the project or choosing who works on it", async () => {
    const { user } = renderProject(MEMBER, [MEMBER.id]);
    await screen.findByText(CLOSER.description);
    // The owner's rule that completes the project is not theirs to change.
    expect(within(rule('Close when filed')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(rule('Close when filed')).queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(within(section()).getByRole('button', { name: 'Add automation' }));
    const actions = within(await screen.findByRole('combobox', { name: 'Do' })).getAllByRole('option').map((option) => option.textContent);
    expect(actions).not.toContain('Complete the project');
    expect(actions.some((label) => /assign/i.test(label ?? ''))).toBe(false);
    expect(actions).toContain('Send the client a message');
  });
});
