import { screen, waitFor, within } from '@testing-library/react';
import { aTeamMember, findToast, json, mockApi, renderWithProviders } from '@clientline/shared-ui/testing';
import { toLocalDateInput } from '@clientline/shared-ui/dates';
import type { TimelineShareSummary } from '@clientline/contracts';
import App from '../../../app/app';
// Loaded up front, so the App's lazy route resolves at once rather than racing the first query's timeout.
import '../components/project-timeline-page';
import { aMessage, aProject, aTask, aTimeline, aUser, PROJECT_ID, TIMELINE_ID } from '../../../testing/fixtures';

const PROJECT = `/api/projects/${PROJECT_ID}`;
const SHARE = `/api/timelines/${TIMELINE_ID}/share`;

function timelineApi(extra: Parameters<typeof mockApi>[0] = {}, user = aUser()) {
  return mockApi({
    'GET /api/user': () => json({ user }),
    [`GET ${PROJECT}`]: () => json(aProject()),
    [`GET ${PROJECT}/timelines`]: () => json(aTimeline()),
    [`GET ${PROJECT}/messages`]: () => json([aMessage()]),
    // The chat marks the messages it shows as read, as in the product.
    'POST /api/notifications/read': () => json({ ok: true, updated: 0 }),
    [`GET ${SHARE}`]: () => json([]),
    ...extra,
  });
}

async function openTimeline() {
  const view = renderWithProviders(<App />, `/timeline/${PROJECT_ID}`);
  await screen.findByRole('heading', { level: 1, name: 'Estate planning' });
  return view;
}

const tasksCard = () => screen.getByRole('region', { name: 'Tasks' });
const dayAfter = (days: number) => toLocalDateInput(new Date(Date.now() + days * 24 * 60 * 60 * 1000));

describe('/timeline/:projectId', () => {
  it('shows the tasks by start date, the health label and the chat', async () => {
    timelineApi({
      [`GET ${PROJECT}/timelines`]: () =>
        json(aTimeline([aTask({ id: 'late', name: 'Sign', startDate: '2026-03-01T00:00:00.000Z', endDate: '2026-03-01T00:00:00.000Z' }), aTask()])),
    });
    await openTimeline();
    const tasks = within(tasksCard()).getByRole('list', { name: 'Tasks by start date' });
    const items = within(tasks).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(['Draft the will', 'Sign']);
    expect(items[0]).toHaveTextContent('Feb 1, 2026 to Feb 10, 2026');
    expect(screen.getByText('On Track')).toBeInTheDocument();
    expect(document.title).toBe('Timeline · Estate planning · Harbor & Finch Legal · Clientline');
    expect(within(await screen.findByRole('list', { name: 'Messages' })).getByText('When can we sign?')).toBeInTheDocument();
  });

  it('tells the firm how to start when there are no tasks', async () => {
    timelineApi({ [`GET ${PROJECT}/timelines`]: () => json(aTimeline([])) });
    await openTimeline();
    expect(within(tasksCard()).getByRole('heading', { name: 'No tasks yet' })).toBeInTheDocument();
    expect(within(tasksCard()).getByRole('button', { name: 'New Task' })).toBeInTheDocument();
  });

  it('shows a client the timeline and chat without New Task or Share', async () => {
    timelineApi({}, aUser({ id: 'user-client', role: 'client', displayName: 'Carla Client' }));
    await openTimeline();
    expect(screen.queryByRole('button', { name: 'New Task' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeInTheDocument();
  });

  it("calls the work by the client's firm's word, and by project for the firm", async () => {
    timelineApi({}, aUser({ id: 'user-client', role: 'client', organizationPractice: 'accounting' }));
    const { unmount } = await openTimeline();
    expect(screen.getByText('Engagement timeline')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Engagement details' })).toHaveAttribute('href', `/project/${PROJECT_ID}`);
    unmount();

    timelineApi({}, aUser({ organizationPractice: 'accounting' }));
    await openTimeline();
    expect(screen.getByText('Project timeline')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Project details' })).toBeInTheDocument();
  });

  it('shows New Task and Share to a team member only on a project they are assigned to', async () => {
    const theo = aUser({ id: 'user-theo', role: 'team_member', displayName: 'Theo Finch' });
    timelineApi({ [`GET ${PROJECT}/timelines`]: () => json(aTimeline([])) }, theo);
    const { unmount } = await openTimeline();
    expect(screen.queryByRole('button', { name: 'New Task' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
    expect(within(tasksCard()).getByText('No tasks planned yet. The colleagues assigned to this project add them.')).toBeInTheDocument();
    unmount();

    timelineApi({ [`GET ${PROJECT}`]: () => json(aProject({ assigneeIds: [theo.id] })) }, theo);
    await openTimeline();
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'New Task' }).length).toBeGreaterThan(0);
  });

  it("shows 'Project Not Found' for an unknown project and 'Error Loading Project' when loading fails", async () => {
    timelineApi({ [`GET ${PROJECT}`]: () => json({ message: 'Project not found' }, 404) });
    const { unmount } = renderWithProviders(<App />, `/timeline/${PROJECT_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Project Not Found' })).toBeInTheDocument();
    unmount();

    timelineApi({ [`GET ${PROJECT}`]: () => json({ message: 'boom' }, 500) });
    const { user } = renderWithProviders(<App />, `/timeline/${PROJECT_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Error Loading Project' })).toBeInTheDocument();
    expect(screen.getByText('Failed to load project')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Dashboard' })).toHaveAttribute('href', '/dashboard');
    timelineApi();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Estate planning' })).toBeInTheDocument();
  });
});

describe('New Task', () => {
  it("checks the task with the spec's messages and sends nothing until it is valid", async () => {
    const api = timelineApi();
    const { user } = await openTimeline();
    await user.click(screen.getAllByRole('button', { name: 'New Task' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'New Task' });
    await user.click(within(dialog).getByRole('button', { name: 'Add Task' }));
    expect(within(dialog).getByLabelText(/Task name/)).toHaveAccessibleDescription('Task name is required');
    expect(within(dialog).getByLabelText(/Start date/)).toHaveAccessibleDescription('Start date is required');
    expect(within(dialog).getByLabelText(/End date/)).toHaveAccessibleDescription('End date is required');

    await user.type(within(dialog).getByLabelText(/Task name/), 'Witness signing');
    await user.type(within(dialog).getByLabelText(/Start date/), '2026-04-10');
    await user.type(within(dialog).getByLabelText(/End date/), '2026-04-01');
    await user.click(within(dialog).getByRole('button', { name: 'Add Task' }));
    expect(within(dialog).getByLabelText(/End date/)).toHaveAccessibleDescription('End date cannot be earlier than start date');
    expect(api.bodiesSentTo(`POST ${PROJECT}/timelines`)).toHaveLength(0);
  });

  it('adds the task to the timeline at once with the success toast', async () => {
    const created = aTask({ id: 'task-2', name: 'Witness signing', description: '', startDate: '2026-04-01T00:00:00.000Z', endDate: '2026-04-10T00:00:00.000Z' });
    const api = timelineApi({ [`POST ${PROJECT}/timelines`]: () => json(created, 201) });
    const { user } = await openTimeline();
    await user.click(screen.getAllByRole('button', { name: 'New Task' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'New Task' });
    await user.type(within(dialog).getByLabelText(/Task name/), 'Witness signing');
    await user.type(within(dialog).getByLabelText(/Start date/), '2026-04-01');
    await user.type(within(dialog).getByLabelText(/End date/), '2026-04-10');
    await user.click(within(dialog).getByRole('button', { name: 'Add Task' }));

    expect(within(await findToast()).getByText('Timeline created successfully')).toBeInTheDocument();
    expect(api.bodiesSentTo(`POST ${PROJECT}/timelines`)).toEqual([
      { name: 'Witness signing', description: '', startDate: '2026-04-01T00:00:00.000Z', endDate: '2026-04-10T00:00:00.000Z' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(tasksCard()).getByRole('heading', { name: 'Witness signing' })).toBeInTheDocument();
  });

  it("reports the server's refusal in an 'Error' toast", async () => {
    timelineApi({ [`POST ${PROJECT}/timelines`]: () => json({ message: 'Only the organization or a team member assigned to this project can change it' }, 403) });
    const { user } = await openTimeline();
    await user.click(screen.getAllByRole('button', { name: 'New Task' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'New Task' });
    await user.type(within(dialog).getByLabelText(/Task name/), 'Witness signing');
    await user.type(within(dialog).getByLabelText(/Start date/), '2026-04-01');
    await user.type(within(dialog).getByLabelText(/End date/), '2026-04-10');
    await user.click(within(dialog).getByRole('button', { name: 'Add Task' }));
    // The dialog stays open (and modal) for a correction, so the toast is looked up by its text.
    expect(await screen.findByText('Only the organization or a team member assigned to this project can change it')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'New Task' })).toBeInTheDocument();
  });
});

describe('correcting tasks', () => {
  const TASK = `${PROJECT}/tasks/task-1`;
  const OLIVIA = aTeamMember({ id: '665f1c2ab7c9e4a1d2f3b4e0', name: 'Olivia Owner', role: 'organization' });
  const THEO = aTeamMember({ id: '665f1c2ab7c9e4a1d2f3b4e1', name: 'Theo Finch', role: 'team_member' });
  const OUTSIDER = aTeamMember({ id: '665f1c2ab7c9e4a1d2f3b4e2', name: 'Otto Outsider', role: 'team_member' });
  const task = () => aTask({ id: 'task-1', name: 'Draft the will', assignee: { id: THEO.id, displayName: 'Theo Finch' } });
  const withTask = (extra: Parameters<typeof mockApi>[0] = {}, user = aUser()) =>
    timelineApi(
      {
        [`GET ${PROJECT}`]: () => json(aProject({ assigneeIds: [THEO.id] })),
        [`GET ${PROJECT}/timelines`]: () => json(aTimeline([task()])),
        'GET /api/team/members': () => json([OLIVIA, THEO, OUTSIDER]),
        ...extra,
      },
      user,
    );
  const taskItem = () => within(within(tasksCard()).getByRole('list', { name: 'Tasks by start date' })).getAllByRole('listitem')[0]!;

  it('shows each task with its status and assignee', async () => {
    withTask();
    await openTimeline();
    expect(taskItem()).toHaveTextContent('To do · Assigned to Theo Finch');
  });

  it('marks a task done and undone with its checkbox, from the keyboard too', async () => {
    const api = withTask({ [`PATCH ${TASK}`]: (body) => json({ ...task(), ...(body as object) }) });
    const { user } = await openTimeline();
    const done = within(taskItem()).getByRole('checkbox', { name: 'Done: Draft the will' });
    expect(done).not.toBeChecked();
    await user.click(done);
    await waitFor(() => expect(within(taskItem()).getByRole('checkbox', { name: 'Done: Draft the will' })).toBeChecked());
    expect(taskItem()).toHaveTextContent('Done · Assigned to Theo Finch');
    within(taskItem()).getByRole('checkbox').focus();
    await user.keyboard(' ');
    await waitFor(() => expect(api.bodiesSentTo(`PATCH ${TASK}`)).toEqual([{ status: 'done' }, { status: 'todo' }]));
  });

  it("edits a task in a dialog, offering the project's team and the firm's managers as assignees", async () => {
    const api = withTask({ [`PATCH ${TASK}`]: (body) => json({ ...task(), name: 'Draft both wills', status: 'in_progress', assignee: { id: OLIVIA.id, displayName: 'Olivia Owner' }, ...(body as object) }) });
    const { user } = await openTimeline();
    await user.click(within(taskItem()).getByRole('button', { name: 'Edit task Draft the will' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Task' });
    expect(within(dialog).getByLabelText(/Task name/)).toHaveValue('Draft the will');
    const assignee = within(dialog).getByLabelText(/Assignee/);
    await waitFor(() => expect(within(assignee).getAllByRole('option').map((option) => option.textContent)).toEqual(['No one', 'Olivia Owner', 'Theo Finch']));
    expect(assignee).toHaveValue(THEO.id);

    await user.clear(within(dialog).getByLabelText(/Task name/));
    await user.type(within(dialog).getByLabelText(/Task name/), 'Draft both wills');
    await user.selectOptions(assignee, 'Olivia Owner');
    await user.selectOptions(within(dialog).getByLabelText(/Status/), 'In progress');
    await user.click(within(dialog).getByRole('button', { name: 'Save Task' }));
    expect(within(await findToast()).getByText('Task updated')).toBeInTheDocument();
    expect(api.bodiesSentTo(`PATCH ${TASK}`)).toEqual([
      {
        name: 'Draft both wills',
        description: 'First draft for review',
        startDate: '2026-02-01T00:00:00.000Z',
        endDate: '2026-02-10T00:00:00.000Z',
        assigneeId: OLIVIA.id,
        status: 'in_progress',
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(taskItem()).toHaveTextContent('In progress · Assigned to Olivia Owner');
  });

  it('deletes a task after a confirmation naming it, and it leaves the timeline', async () => {
    const api = withTask({ [`DELETE ${TASK}`]: () => json({ ok: true, message: 'Task deleted' }) });
    const { user } = await openTimeline();
    await user.click(within(taskItem()).getByRole('button', { name: 'Delete task Draft the will' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the task Draft the will?' });
    expect(within(dialog).getByText(/It leaves the timeline of Estate planning for good, for your firm and for Carla Client/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete task' }));
    expect(within(await findToast()).getByText('Task deleted')).toBeInTheDocument();
    expect(api.bodiesSentTo(`DELETE ${TASK}`)).toHaveLength(1);
    await waitFor(() => expect(within(tasksCard()).queryByRole('heading', { name: 'Draft the will' })).not.toBeInTheDocument());
  });

  it('offers no controls to a client, who still sees status and assignee', async () => {
    withTask({}, aUser({ id: 'user-client', role: 'client', displayName: 'Carla Client' }));
    await openTimeline();
    expect(taskItem()).toHaveTextContent('To do · Assigned to Theo Finch');
    expect(within(tasksCard()).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(tasksCard()).queryByRole('button', { name: /^(Edit|Delete) task/ })).not.toBeInTheDocument();
  });
});

describe('Chat', () => {
  it('sends the message with the senderName the spec names and shows the answer', async () => {
    const api = timelineApi({
      [`POST ${PROJECT}/messages`]: () =>
        json(aMessage({ id: 'message-2', content: 'Next Tuesday', senderId: 'user-firm', sender: { id: 'user-firm', displayName: 'Olivia Owner' } }), 201),
    });
    const { user } = await openTimeline();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription('Message content is required');

    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Next Tuesday');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await within(await screen.findByRole('list', { name: 'Messages' })).findByText('Next Tuesday')).toBeInTheDocument();
    expect(api.bodiesSentTo(`POST ${PROJECT}/messages`)).toEqual([{ content: 'Next Tuesday', senderName: 'Olivia Owner' }]);
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  });
});

describe("tasks after the project's end", () => {
  const endingEarly = () => json(aProject({ endDate: '2026-02-05T00:00:00.000Z' }));
  const tasks = () =>
    json(
      aTimeline([
        aTask({ id: 'late', name: 'Draft the will' }),
        aTask({ id: 'early', name: 'Gather papers', startDate: '2026-01-10T00:00:00.000Z', endDate: '2026-02-05T00:00:00.000Z' }),
        aTask({ id: 'done', name: 'Sign', status: 'done', startDate: '2026-02-06T00:00:00.000Z', endDate: '2026-02-20T00:00:00.000Z' }),
      ]),
    );
  const itemNamed = (name: string) => within(tasksCard()).getAllByRole('listitem').find((item) => within(item).queryByRole('heading', { name }))!;

  it('are flagged for the firm in words, an open task only, one ending on the end day not', async () => {
    timelineApi({ [`GET ${PROJECT}`]: endingEarly, [`GET ${PROJECT}/timelines`]: tasks });
    await openTimeline();
    expect(within(itemNamed('Draft the will')).getByText("After the project's end")).toBeInTheDocument();
    expect(within(itemNamed('Gather papers')).queryByText("After the project's end")).not.toBeInTheDocument();
    expect(within(itemNamed('Sign')).queryByText("After the project's end")).not.toBeInTheDocument();
    expect(within(screen.getByTestId('timeline-chart')).getByTitle(/^Draft the will: .*, after the project's end$/)).toBeInTheDocument();
  });

  it('are flagged for a team member who only reads the project, and not for the client', async () => {
    const theo = aUser({ id: 'user-theo', role: 'team_member', displayName: 'Theo Finch' });
    timelineApi({ [`GET ${PROJECT}`]: endingEarly, [`GET ${PROJECT}/timelines`]: tasks }, theo);
    const { unmount } = await openTimeline();
    expect(within(itemNamed('Draft the will')).getByText("After the project's end")).toBeInTheDocument();
    unmount();

    timelineApi({ [`GET ${PROJECT}`]: endingEarly, [`GET ${PROJECT}/timelines`]: tasks }, aUser({ id: 'user-client', role: 'client', displayName: 'Carla Client' }));
    await openTimeline();
    expect(screen.queryByText("After the project's end")).not.toBeInTheDocument();
  });
});

describe('Share dialog', () => {
  async function openShare(extra: Parameters<typeof mockApi>[0] = {}) {
    const api = timelineApi(extra);
    const view = await openTimeline();
    await view.user.click(screen.getByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share Timeline' });
    return { ...view, api, dialog };
  }

  it('refuses an expiry before today on the field', async () => {
    const { user, api, dialog } = await openShare();
    await user.type(within(dialog).getByLabelText(/Expiry date/), '2001-01-01');
    await user.click(within(dialog).getByRole('button', { name: 'Generate Link' }));
    expect(within(dialog).getByLabelText(/Expiry date/)).toHaveAccessibleDescription(expect.stringContaining('Expiry date cannot be before today'));
    expect(api.bodiesSentTo(`POST ${SHARE}`)).toHaveLength(0);
  });

  it('turns Generate Link into a read-only URL with Copy, the conversation off unless ticked', async () => {
    const shareUrl = 'http://localhost/timeline/share/abc';
    const link = { id: 'share-1', shareUrl, expiresAt: null, includeConversation: false, name: null, createdAt: new Date().toISOString() };
    const { user, api, dialog } = await openShare({ [`POST ${SHARE}`]: () => json(link, 201) });
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

    expect(within(dialog).getByRole('checkbox', { name: 'Include the conversation' })).not.toBeChecked();
    await user.type(within(dialog).getByLabelText(/Expiry date/), dayAfter(3));
    await user.click(within(dialog).getByRole('button', { name: 'Generate Link' }));

    const url = await within(dialog).findByRole('textbox', { name: 'Share link' });
    expect(url).toHaveValue(shareUrl);
    expect(url).toHaveAttribute('readonly');
    expect(api.bodiesSentTo(`POST ${SHARE}`)).toEqual([{ name: null, expiresAt: dayAfter(3), includeConversation: false }]);

    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(shareUrl);
    expect(await screen.findByText('Share link copied to clipboard')).toBeInTheDocument();
  });

  it("reports a failed link as 'Failed to create share link' when the server says nothing", async () => {
    const { user, dialog } = await openShare({ [`POST ${SHARE}`]: () => new Response('', { status: 500 }) });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Include the conversation' }));
    await user.click(within(dialog).getByRole('button', { name: 'Generate Link' }));
    expect(await screen.findByText('Failed to create share link')).toBeInTheDocument();
  });

  it('starts each new link with the conversation unticked, and says in words what a link includes', async () => {
    let made = 0;
    const { user, api, dialog } = await openShare({
      [`POST ${SHARE}`]: () => {
        made += 1;
        return json({ id: `share-${made}`, shareUrl: `http://localhost/timeline/share/link-${made}`, expiresAt: null, includeConversation: made === 1, name: null, createdAt: new Date().toISOString() }, 201);
      },
    });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Include the conversation' }));
    await user.click(within(dialog).getByRole('button', { name: 'Generate Link' }));
    expect(await within(dialog).findByRole('textbox', { name: 'Share link' })).toHaveAccessibleDescription(expect.stringContaining('Includes the conversation'));

    await user.click(within(dialog).getByRole('button', { name: 'New Link' }));
    expect(within(dialog).getByRole('checkbox', { name: 'Include the conversation' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Generate Link' }));
    expect(await within(dialog).findByRole('textbox', { name: 'Share link' })).toHaveAccessibleDescription(expect.stringContaining('Tasks only'));
    expect(api.bodiesSentTo(`POST ${SHARE}`)).toEqual([
      { name: null, expiresAt: null, includeConversation: true },
      { name: null, expiresAt: null, includeConversation: false },
    ]);
  });

  it('asks before revoking, and strikes out a revoked URL without Copy', async () => {
    const link = { id: 'share-1', shareUrl: 'http://localhost/timeline/share/abc', expiresAt: null, includeConversation: false, name: null, createdAt: '2026-03-01T10:00:00.000Z' };
    let links: TimelineShareSummary[] = [];
    const { user, api, dialog } = await openShare({
      [`GET ${SHARE}`]: () => json(links),
      [`POST ${SHARE}`]: () => {
        links = [link];
        return json(link, 201);
      },
      [`DELETE ${SHARE}/share-1`]: () => {
        links = [];
        return json({ ok: true, message: 'Share link removed' });
      },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Generate Link' }));
    await within(dialog).findByRole('textbox', { name: 'Share link' });
    const list = await within(dialog).findByRole('list');
    await user.click(within(list).getByRole('button', { name: /Revoke the link made Mar 1, 2026/ }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke the link made Mar 1, 2026?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Revoke the link made Mar 1, 2026?' })).not.toBeInTheDocument());
    expect(api.bodiesSentTo(`DELETE ${SHARE}/share-1`)).toHaveLength(0);
    expect(within(dialog).getByRole('button', { name: 'Copy' })).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: /Revoke the link made Mar 1, 2026/ }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Revoke the link made Mar 1, 2026?' })).getByRole('button', { name: 'Revoke link' }));
    expect(await within(dialog).findByText('Revoked: this link no longer opens the timeline.')).toBeInTheDocument();
    expect(within(dialog).getByText(link.shareUrl).tagName).toBe('S');
    expect(within(dialog).queryByRole('textbox', { name: 'Share link' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Copy' })).not.toBeInTheDocument();
  });

  it('lists the active links and revokes one', async () => {
    let links: TimelineShareSummary[] = [
      { id: 'share-1', expiresAt: null, includeConversation: true, name: null, createdAt: '2026-03-01T10:00:00.000Z' },
      { id: 'share-2', expiresAt: '2026-03-21T00:00:00.000Z', includeConversation: false, name: null, createdAt: '2026-03-02T10:00:00.000Z' },
    ];
    const { user, api, dialog } = await openShare({
      [`GET ${SHARE}`]: () => json(links),
      [`DELETE ${SHARE}/share-1`]: () => {
        links = links.filter((link) => link.id !== 'share-1');
        return json({ ok: true, message: 'Share link removed' });
      },
    });
    const list = await within(dialog).findByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('Includes the conversation')).toBeInTheDocument();
    expect(within(list).getByText(/No expiry/)).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: /Revoke the link made Mar 1, 2026/ }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke the link made Mar 1, 2026?' });
    expect(confirm).toHaveTextContent('This link includes the conversation.');
    expect(api.bodiesSentTo(`DELETE ${SHARE}/share-1`)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Revoke link' }));
    expect(await screen.findByText('Share link revoked')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(1));
    expect(api.bodiesSentTo(`DELETE ${SHARE}/share-1`)).toHaveLength(1);
  });
  it('names a link: sent trimmed, shown with the new URL and in the list, and named in its Revoke', async () => {
    const shareUrl = 'http://localhost/timeline/share/named';
    let links: TimelineShareSummary[] = [];
    const { user, api, dialog } = await openShare({
      [`GET ${SHARE}`]: () => json(links),
      [`POST ${SHARE}`]: () => {
        const link = { id: 'share-9', expiresAt: null, includeConversation: false, name: 'For the bank', createdAt: '2026-03-03T10:00:00.000Z' };
        links = [link];
        return json({ ...link, shareUrl }, 201);
      },
    });
    expect(within(dialog).getByRole('textbox', { name: 'Link name' })).toHaveAccessibleDescription(expect.stringContaining('Only your firm sees it'));
    await user.type(within(dialog).getByRole('textbox', { name: 'Link name' }), '  For the bank ');
    await user.click(within(dialog).getByRole('button', { name: 'Generate Link' }));

    expect(await within(dialog).findByRole('textbox', { name: 'Share link: For the bank' })).toHaveValue(shareUrl);
    expect(api.bodiesSentTo(`POST ${SHARE}`)).toEqual([{ name: 'For the bank', expiresAt: null, includeConversation: false }]);
    const list = await within(dialog).findByRole('list');
    await waitFor(() => expect(within(list).getByText('For the bank')).toBeInTheDocument());
    await user.click(within(list).getByRole('button', { name: 'Revoke the link "For the bank" (No expiry)' }));
    expect(await screen.findByRole('dialog', { name: 'Revoke the link "For the bank"?' })).toBeInTheDocument();
  });

  it('refuses a name over 100 characters on the field', async () => {
    const { user, api, dialog } = await openShare();
    const name = within(dialog).getByRole('textbox', { name: 'Link name' });
    await user.click(name);
    await user.paste('x'.repeat(101));
    await user.click(within(dialog).getByRole('button', { name: 'Generate Link' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription(expect.stringContaining('Must be at most 100 characters')));
    expect(name).toHaveFocus();
    expect(api.bodiesSentTo(`POST ${SHARE}`)).toHaveLength(0);
  });
});
