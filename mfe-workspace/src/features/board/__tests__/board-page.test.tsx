import { act, screen, waitFor, within } from '@testing-library/react';
import type { Board, BoardCard, BoardColumn, ProjectAction } from '@clientline/contracts';
import { realtimeHandlers } from '@clientline/shared-ui/api/realtime';
import { anId, aProjectAction, currentPath, json, mockApi, renderWithProviders } from '@clientline/shared-ui/testing';
import App from '../../../app/app';
// Loaded up front, so the App's lazy route resolves at once rather than racing the first query's timeout.
import '../components/board-page';
import { aTeamMember, onAPhone, signedIn } from '../../../testing/fixtures';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A moment `days` whole days (and a minute) before now. */
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS - 60_000).toISOString();

function aCard(overrides: Partial<BoardCard> = {}): BoardCard {
  return {
    projectId: anId(),
    name: '2025 Individual Tax Return: Ava Martinez',
    clientId: anId(),
    clientName: 'Ava Martinez',
    stage: 'Documents requested',
    dueDate: '2026-03-15T00:00:00.000Z',
    overdue: false,
    ball: null,
    lastActivityAt: daysAgo(1),
    assigneeIds: [],
    period: '2025',
    ...overrides,
  };
}

const column = (stage: string, cards: BoardCard[]): BoardColumn => ({ stage, count: cards.length, cards });

const TAX_RETURN = { id: 'a00000000000000000000001', name: '2025 Individual Tax Return', periods: ['2025', '2024'] };
const PAYROLL = { id: 'a00000000000000000000002', name: 'Quarterly payroll', periods: ['2025-Q2', '2025-Q1'] };

const AVA = aCard({
  name: 'Tax return: Ava Martinez',
  clientName: 'Ava Martinez',
  overdue: true,
  ball: { waitingOn: 'client', since: daysAgo(12), reason: '3 documents not received' },
});
const BEN = aCard({
  name: 'Tax return: Ben Okafor',
  clientName: 'Ben Okafor',
  dueDate: '2026-04-01T00:00:00.000Z',
  ball: { waitingOn: 'firm', since: daysAgo(2), reason: '1 upload to review' },
});
const CARA = aCard({ name: 'Tax return: Cara Diaz', clientName: 'Cara Diaz', stage: 'Review', dueDate: null, period: null });
const DAN = aCard({
  name: 'Tax return: Dan Reyes',
  clientName: 'Dan Reyes',
  stage: 'Review',
  ball: { waitingOn: 'client', since: daysAgo(30), reason: 'A message of the firm unanswered' },
});

const BOARD: Board = {
  columns: [column('Documents requested', [AVA, BEN]), column('Review', [DAN, CARA]), column('Done', [])],
  total: 4,
  overdue: 1,
  waitingOnClientLong: 1,
  templates: [TAX_RETURN, PAYROLL],
};

const NO_PROJECTS: Board = { columns: [], total: 0, overdue: 0, waitingOnClientLong: 0, templates: [] };

const THEO = aTeamMember({ id: '64b0000000000000000000c1', name: 'Theo Finch', role: 'team_member' });
const PREPARER_ID = '64b0000000000000000000d1';

/**
 * The firm whose GET /api/board answers `answer` for the query asked; records each query string asked.
 * `more` adds calls.
 */
function firm(answer: (query: URLSearchParams) => Response = () => json(BOARD), role: 'organization' | 'team_member' = 'organization', more: Parameters<typeof mockApi>[0] = {}) {
  const asked: string[] = [];
  const api = mockApi({
    ...signedIn(role),
    'GET /api/team/members': () => json([THEO]),
    'GET /api/clients/tags': () => json(['1040', 'S-corp']),
    'GET /api/board': (_body, url) => {
      asked.push(url.search);
      return answer(url.searchParams);
    },
    ...more,
  });
  return { asked, api };
}

const projectNames = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getByRole('link').textContent);

describe('/board', () => {
  it('shows a column per stage with its count, and the total', async () => {
    firm();
    renderWithProviders(<App />, '/board');
    expect(await screen.findByRole('heading', { level: 1, name: 'Board' })).toBeInTheDocument();
    const region = await screen.findByRole('region', { name: 'Board columns' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Documents requested 2',
      'Review 2',
      'Done 0',
    ]);
    const review = within(region).getByRole('region', { name: 'Review 2' });
    expect(within(review).getAllByRole('listitem').map((item) => within(item).getByRole('link').textContent)).toEqual([
      'Tax return: Dan Reyes',
      'Tax return: Cara Diaz',
    ]);
    expect(screen.getByText('4 projects')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Board · Harbor & Finch Legal · Clientline'));
  });

  it('says on each card who holds the ball, for how long and why, and links to the project', async () => {
    firm();
    renderWithProviders(<App />, '/board');
    const link = await within(await screen.findByRole('region', { name: 'Board columns' })).findByRole('link', { name: 'Tax return: Ava Martinez' });
    expect(link).toHaveAttribute('href', `/project/${AVA.projectId}`);
    const card = link.closest('li')!;
    expect(within(card).getByText('Waiting on the client · 12 days')).toBeInTheDocument();
    expect(within(card).getByText('3 documents not received')).toBeInTheDocument();
    expect(card).toHaveTextContent('Ava Martinez');
    expect(card).toHaveTextContent('2025');
    expect(card).toHaveTextContent('Due Mar 15, 2026');
    expect(within(card).getByText('Overdue')).toBeInTheDocument();

    const ben = screen.getByRole('link', { name: 'Tax return: Ben Okafor' }).closest('li')!;
    expect(within(ben).getByText('Waiting on the firm · 2 days')).toBeInTheDocument();
    expect(within(ben).queryByText('Overdue')).not.toBeInTheDocument();
    const cara = screen.getByRole('link', { name: 'Tax return: Cara Diaz' }).closest('li')!;
    expect(within(cara).getByText('Nobody is waiting')).toBeInTheDocument();
    expect(cara).toHaveTextContent('No due date');
  });

  it('asks the api for each filter chosen, keeps them in the address, and a period only once a template is chosen', async () => {
    const { asked } = firm();
    const { user } = renderWithProviders(<App />, '/board');
    await screen.findByRole('region', { name: 'Board columns' });
    expect(asked).toEqual(['']);
    expect(screen.queryByLabelText('Period')).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Waiting on'), 'The client');
    await waitFor(() => expect(asked.at(-1)).toBe('?waitingOn=client'));
    expect(currentPath()).toBe('/board?waitingOn=client');

    await user.selectOptions(screen.getByLabelText('Template'), '2025 Individual Tax Return');
    await user.selectOptions(await screen.findByLabelText('Period'), '2024');
    await user.click(screen.getByRole('checkbox', { name: 'Overdue only' }));
    await user.selectOptions(screen.getByLabelText('Not touched for'), '14 days');
    await user.selectOptions(screen.getByLabelText('Assigned to'), 'Theo Finch');
    await user.selectOptions(await screen.findByLabelText('Client tag'), 'S-corp');
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(asked.at(-1)))).toEqual({
        tag: 'S-corp',
        waitingOn: 'client',
        templateId: TAX_RETURN.id,
        period: '2024',
        overdue: 'true',
        idleDays: '14',
        assigneeId: THEO.id,
      }),
    );
    expect(within(screen.getByLabelText('Period')).getAllByRole('option').map((option) => option.textContent)).toEqual(['All periods', 'Current period', '2025', '2024']);

    // Another template's periods are its own: the period chosen goes.
    await user.selectOptions(screen.getByLabelText('Template'), 'Quarterly payroll');
    await waitFor(() => expect(new URLSearchParams(asked.at(-1)).get('templateId')).toBe(PAYROLL.id));
    expect(new URLSearchParams(asked.at(-1)).get('period')).toBeNull();
    expect(screen.getByLabelText('Period')).toHaveValue('');
  });

  it("narrows a person chosen to the clients for whom they fill a role, and forgets the role with the person", async () => {
    const { asked } = firm(undefined, 'organization', { 'GET /api/firm-roles': () => json([{ id: PREPARER_ID, name: 'Preparer' }]) });
    const { user } = renderWithProviders(<App />, '/board');
    await screen.findByRole('region', { name: 'Board columns' });
    expect(screen.queryByLabelText('In the role')).not.toBeInTheDocument();
    await screen.findByRole('option', { name: 'Theo Finch' });
    await user.selectOptions(screen.getByLabelText('Assigned to'), 'Theo Finch');
    await user.selectOptions(await screen.findByLabelText('In the role'), 'Preparer');
    await waitFor(() => expect(Object.fromEntries(new URLSearchParams(asked.at(-1)))).toEqual({ assigneeId: THEO.id, roleId: PREPARER_ID }));
    await user.selectOptions(screen.getByLabelText('Assigned to'), 'Anyone');
    await waitFor(() => expect(currentPath()).toBe('/board'));
    expect(screen.queryByLabelText('In the role')).not.toBeInTheDocument();
  });

  it('opens filtered from a link, as the dashboard links to it, leaving out what the api would refuse', async () => {
    const { asked } = firm();
    renderWithProviders(<App />, '/board?waitingOn=client&idleDays=7&overdue=yes');
    await screen.findByRole('region', { name: 'Board columns' });
    expect(asked).toEqual(['?waitingOn=client&idleDays=7']);
    expect(screen.getByLabelText('Waiting on')).toHaveValue('client');
    expect(screen.getByLabelText('Not touched for')).toHaveValue('7');
    expect(screen.getByRole('checkbox', { name: 'Overdue only' })).not.toBeChecked();
  });

  it('says a filter the row has no control for, as the dashboard\'s "more than 7 days" link brings it', async () => {
    const { asked } = firm();
    renderWithProviders(<App />, '/board?waitingOn=client&waitingDays=7');
    await screen.findByRole('region', { name: 'Board columns' });
    expect(asked).toEqual(['?waitingOn=client&waitingDays=7']);
    expect(screen.getByText('Waiting more than 7 days')).toBeInTheDocument();
  });

  it('lists the projects longest waiting first, and sorts them by the column header chosen', async () => {
    firm();
    const { user } = renderWithProviders(<App />, '/board');
    await screen.findByRole('region', { name: 'Board columns' });
    await user.click(screen.getByRole('button', { name: 'List' }));
    expect(screen.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Board' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('region', { name: 'Board columns' })).not.toBeInTheDocument();
    expect(currentPath()).toBe('/board?view=list');

    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Select',
      'Project',
      'Client',
      'Stage',
      'Waiting on',
      'Waiting for (days)▼',
      'Due',
    ]);
    const waitingFor = screen.getByRole('columnheader', { name: /Waiting for/ });
    expect(waitingFor).toHaveAttribute('aria-sort', 'descending');
    expect(projectNames()).toEqual(['Tax return: Dan Reyes', 'Tax return: Ava Martinez', 'Tax return: Ben Okafor', 'Tax return: Cara Diaz']);
    const dan = screen.getByRole('link', { name: 'Tax return: Dan Reyes' }).closest('tr')!;
    expect(within(dan).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['', 'Tax return: Dan Reyes', 'Dan Reyes', 'Review', 'The client', '30', 'Mar 15, 2026']);

    // Shortest first; nobody waiting stays last.
    await user.click(within(waitingFor).getByRole('button'));
    expect(waitingFor).toHaveAttribute('aria-sort', 'ascending');
    expect(projectNames()).toEqual(['Tax return: Ben Okafor', 'Tax return: Ava Martinez', 'Tax return: Dan Reyes', 'Tax return: Cara Diaz']);

    await user.click(screen.getByRole('button', { name: 'Client' }));
    expect(screen.getByRole('columnheader', { name: /Client/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(waitingFor).not.toHaveAttribute('aria-sort');
    expect(projectNames()).toEqual(['Tax return: Ava Martinez', 'Tax return: Ben Okafor', 'Tax return: Cara Diaz', 'Tax return: Dan Reyes']);
  });

  it('tells a firm with no projects to make them from a template, and links there', async () => {
    firm(() => json(NO_PROJECTS));
    renderWithProviders(<App />, '/board');
    expect(await screen.findByText('No projects yet')).toBeInTheDocument();
    expect(screen.getByText('Create projects from a template to see them here.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Templates' })).toHaveAttribute('href', '/templates');
    expect(screen.queryByLabelText('Template')).not.toBeInTheDocument();
  });

  it('offers no link to Templates to a team member, who may not open it', async () => {
    firm(() => json(NO_PROJECTS), 'team_member');
    renderWithProviders(<App />, '/board');
    expect(await screen.findByText('Create projects from a template to see them here.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go to Templates' })).not.toBeInTheDocument();
  });

  it('says when no project matches the filters, and clears them', async () => {
    const { asked } = firm((query) => json(query.get('waitingOn') ? { ...NO_PROJECTS, templates: BOARD.templates } : BOARD));
    const { user } = renderWithProviders(<App />, '/board?waitingOn=nobody&tag=vip&stage=Review');
    expect(await screen.findByText('No project matches these filters.')).toBeInTheDocument();
    expect(screen.getByText('Stage: Review')).toBeInTheDocument();
    // A tag the address brought that no client has any more is still shown as chosen.
    expect(screen.getByLabelText('Client tag')).toHaveValue('vip');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('region', { name: 'Board columns' })).toBeInTheDocument();
    expect(asked.at(-1)).toBe('');
    expect(currentPath()).toBe('/board');
    expect(screen.getByLabelText('Waiting on')).toHaveValue('');
  });

  it('reads the board again when a project or its documents change, as the socket tells', async () => {
    const { asked } = firm();
    const { store } = renderWithProviders(<App />, '/board');
    await screen.findByRole('region', { name: 'Board columns' });
    const pushed = realtimeHandlers(store.dispatch);
    act(() => pushed.project_changed({ projectId: AVA.projectId, change: 'updated' }));
    await waitFor(() => expect(asked).toHaveLength(2));
    act(() => pushed.document_changed({ projectId: BEN.projectId }));
    await waitFor(() => expect(asked).toHaveLength(3));
  });

  it('says when the board failed to load, and tries again', async () => {
    let fail = true;
    firm(() => (fail ? json({ message: 'down' }, 503) : json(BOARD)));
    const { user } = renderWithProviders(<App />, '/board');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the board');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('region', { name: 'Board columns' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

const ACTION = aProjectAction();
const HALF_WAY: ProjectAction = { ...ACTION, done: 1, changed: 1, summary: 'Reminded 1 client' };
const DONE: ProjectAction = {
  ...ACTION,
  status: 'done',
  done: 2,
  changed: 1,
  skipped: [{ projectId: BEN.projectId, projectName: BEN.name, clientName: BEN.clientName, reason: 'Nothing is open' }],
  summary: 'Reminded 1 client; 1 had nothing open',
  finishedAt: '2026-03-02T09:00:05.000Z',
};
const PREPARER = { id: 'a00000000000000000000010', name: 'Preparer' };

/** A firm whose action on projects starts running, then answers `polled` one after another as it is polled (the last one from then on). */
function firmActing(polled: ProjectAction[] = [DONE]) {
  const answers = [...polled];
  return firm(undefined, 'organization', {
    'GET /api/firm-roles': () => json([PREPARER]),
    'POST /api/project-actions': () => json(ACTION, 202),
    [`GET /api/project-actions/${ACTION.id}`]: () => json(answers.length > 1 ? answers.shift() : answers[0]),
  });
}

const selectBox = (card: BoardCard) => screen.getByRole('checkbox', { name: `Select ${card.name} for ${card.clientName}` });
const selectedBar = () => screen.getByRole('region', { name: 'Selected projects' });

describe('/board: actions on the projects selected', () => {
  it('reminds the clients of the projects ticked, showing the progress, then what was done and what was passed over', async () => {
    const { asked, api } = firmActing([HALF_WAY, DONE]);
    const { user } = renderWithProviders(<App />, '/board');
    await screen.findByRole('region', { name: 'Board columns' });
    expect(screen.queryByRole('region', { name: 'Selected projects' })).not.toBeInTheDocument();

    await user.click(selectBox(AVA));
    await user.click(selectBox(BEN));
    expect(selectedBar()).toHaveTextContent('2 selected');
    expect(screen.getByRole('checkbox', { name: 'Select all 4 shown' })).toHaveProperty('indeterminate', true);
    expect(within(selectedBar()).getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Assign…',
      'Message…',
      'Remind',
      'Archive…',
      'Clear selection',
    ]);

    await user.click(within(selectedBar()).getByRole('button', { name: 'Remind' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remind the clients of 2 projects about everything still open?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remind' }));

    const progress = await screen.findByRole('status', { name: 'Action progress' });
    expect(api.bodiesSentTo('POST /api/project-actions')).toEqual([{ kind: 'remind', projectIds: [AVA.projectId, BEN.projectId] }]);
    expect(within(progress).getByRole('progressbar', { name: 'Progress of the action' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Selected projects' })).not.toBeInTheDocument();
    expect(selectBox(AVA)).not.toBeChecked();
    // In the address, so a reload finds it.
    expect(currentPath()).toBe(`/board?action=${ACTION.id}`);

    // Polled each second: half way, then done.
    expect(await within(progress).findByText(/^1 of 2 projects done\./, undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(within(progress).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    expect(await within(progress).findByText('Reminded 1 client; 1 had nothing open', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(within(progress).queryByRole('progressbar')).not.toBeInTheDocument();
    // Done, the board is read again.
    await waitFor(() => expect(asked).toHaveLength(2));

    const passedOver = within(progress).getByRole('button', { name: 'Show the 1 passed over' });
    expect(passedOver).toHaveAttribute('aria-expanded', 'false');
    expect(within(progress).queryByRole('list')).not.toBeInTheDocument();
    await user.click(passedOver);
    expect(passedOver).toHaveAttribute('aria-expanded', 'true');
    expect(within(within(progress).getByRole('list', { name: 'Projects passed over' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Tax return: Ben Okafor (Ben Okafor): Nothing is open',
    ]);

    await user.click(within(progress).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('status', { name: 'Action progress' })).not.toBeInTheDocument();
    expect(currentPath()).toBe('/board');
  });

  it('shows the action in the address after a reload, and why it failed', async () => {
    firmActing([{ ...DONE, status: 'failed', summary: 'Reminded 1 client', skipped: [], error: 'The mail server did not answer' }]);
    renderWithProviders(<App />, `/board?action=${ACTION.id}`);
    const progress = await screen.findByRole('status', { name: 'Action progress' });
    expect(await within(progress).findByText('The mail server did not answer')).toBeInTheDocument();
    expect(progress).toHaveTextContent('Reminded 1 client');
    expect(within(progress).queryByRole('button', { name: /passed over/ })).not.toBeInTheDocument();
  });

  it('ticks every project shown, and clears the selection', async () => {
    firmActing();
    const { user } = renderWithProviders(<App />, '/board');
    await screen.findByRole('region', { name: 'Board columns' });
    await user.click(screen.getByRole('checkbox', { name: 'Select all 4 shown' }));
    expect(selectedBar()).toHaveTextContent('4 selected');
    for (const card of [AVA, BEN, CARA, DAN]) expect(selectBox(card)).toBeChecked();

    await user.click(within(selectedBar()).getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByRole('region', { name: 'Selected projects' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select all 4 shown' })).not.toBeChecked();
  });

  it('refuses an empty message with its message, then sends the one written', async () => {
    const { api } = firmActing();
    const { user } = renderWithProviders(<App />, '/board');
    await screen.findByRole('region', { name: 'Board columns' });
    await user.click(selectBox(DAN));
    await user.click(within(selectedBar()).getByRole('button', { name: 'Message…' }));

    const dialog = await screen.findByRole('dialog', { name: 'Message the clients of 1 project' });
    await user.click(within(dialog).getByRole('button', { name: 'Post on 1 project' }));
    const message = within(dialog).getByRole('textbox', { name: 'Message' });
    expect(message).toHaveAccessibleDescription('Message content is required');
    expect(message).toHaveFocus();
    expect(api.bodiesSentTo('POST /api/project-actions')).toEqual([]);

    await user.type(message, 'Your documents are due on Friday.');
    await user.click(within(dialog).getByRole('button', { name: 'Post on 1 project' }));
    expect(await screen.findByRole('status', { name: 'Action progress' })).toBeInTheDocument();
    expect(api.bodiesSentTo('POST /api/project-actions')).toEqual([{ kind: 'message', projectIds: [DAN.projectId], content: 'Your documents are due on Friday.' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("assigns a role, and moves to a stage of the template's board, chosen, but not to Done", async () => {
    const { api } = firmActing();
    const { user } = renderWithProviders(<App />, `/board?templateId=${TAX_RETURN.id}`);
    await screen.findByRole('region', { name: 'Board columns' });
    await user.click(selectBox(AVA));
    await user.click(within(selectedBar()).getByRole('button', { name: 'Assign…' }));

    let dialog = await screen.findByRole('dialog', { name: 'Assign 1 project' });
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(within(dialog).getByRole('combobox', { name: /^Assign to/ })).toHaveAccessibleDescription(/Choose a person or a role to assign/);
    await within(dialog).findByRole('option', { name: 'Preparer' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Assign to/ }), 'Theo Finch');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Assign to/ }), 'Preparer');
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(api.bodiesSentTo('POST /api/project-actions')).toEqual([{ kind: 'assign', projectIds: [AVA.projectId], roleId: PREPARER.id }]));

    await user.click(selectBox(CARA));
    await user.click(within(selectedBar()).getByRole('button', { name: 'Move to…' }));
    dialog = await screen.findByRole('dialog', { name: 'Move 1 project' });
    const stage = within(dialog).getByRole('combobox', { name: /^Stage/ });
    expect(within(stage).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose a stage', 'Documents requested', 'Review']);
    // No stage is chosen for the firm: Move asks for one.
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(stage).toHaveAccessibleDescription('Choose the stage to move the projects to');
    expect(api.bodiesSentTo('POST /api/project-actions')).toHaveLength(1);
    await user.selectOptions(stage, 'Review');
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(api.bodiesSentTo('POST /api/project-actions')).toHaveLength(2));
    expect(api.bodiesSentTo('POST /api/project-actions')[1]).toEqual({ kind: 'move', projectIds: [CARA.projectId], stage: 'Review' });
  });

  it('offers no Move to… on a board of several templates, which have no stages in common', async () => {
    firmActing();
    const { user } = renderWithProviders(<App />, '/board');
    await screen.findByRole('region', { name: 'Board columns' });
    await user.click(selectBox(CARA));
    expect(within(selectedBar()).queryByRole('button', { name: 'Move to…' })).not.toBeInTheDocument();
  });

  it('clears the selection when a filter changes', async () => {
    const { asked } = firmActing();
    const { user } = renderWithProviders(<App />, '/board');
    await screen.findByRole('region', { name: 'Board columns' });
    await user.click(selectBox(AVA));
    expect(selectedBar()).toHaveTextContent('1 selected');

    await user.selectOptions(screen.getByLabelText('Waiting on'), 'The client');
    await waitFor(() => expect(asked.at(-1)).toBe('?waitingOn=client'));
    await screen.findByRole('region', { name: 'Board columns' });
    expect(selectBox(AVA)).not.toBeChecked();
    expect(screen.queryByRole('region', { name: 'Selected projects' })).not.toBeInTheDocument();
  });

  it('offers a team member no checkbox and no action, even one in the address', async () => {
    firm(undefined, 'team_member', { [`GET /api/project-actions/${ACTION.id}`]: () => json(DONE) });
    const { user } = renderWithProviders(<App />, `/board?action=${ACTION.id}`);
    await screen.findByRole('region', { name: 'Board columns' });
    expect(screen.getAllByRole('checkbox')).toEqual([screen.getByRole('checkbox', { name: 'Overdue only' })]);
    expect(screen.queryByRole('status', { name: 'Action progress' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'List' }));
    expect(screen.getAllByRole('checkbox')).toEqual([screen.getByRole('checkbox', { name: 'Overdue only' })]);
    expect(screen.getAllByRole('columnheader')[0]).toHaveTextContent('Project');
  });
});

describe('/board on a phone', () => {
  onAPhone();

  it('shows the list only, as cards longest waiting first, with no view switch', async () => {
    firm();
    renderWithProviders(<App />, '/board');
    const cards = await screen.findByRole('list', { name: 'Projects on the board' });
    expect(screen.queryByRole('region', { name: 'Board columns' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'List' })).not.toBeInTheDocument();
    expect(within(cards).getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      'Tax return: Dan Reyes',
      'Tax return: Ava Martinez',
      'Tax return: Ben Okafor',
      'Tax return: Cara Diaz',
    ]);
    const ava = within(cards).getByRole('heading', { name: 'Tax return: Ava Martinez' }).closest('li')!;
    expect(within(ava).getByText('Waiting on the client · 12 days')).toBeInTheDocument();
    expect(ava).toHaveTextContent('Documents requested');
  });

  it('puts a checkbox on each card for the owner', async () => {
    firm();
    const { user } = renderWithProviders(<App />, '/board');
    const cards = await screen.findByRole('list', { name: 'Projects on the board' });
    await user.click(within(cards).getByRole('checkbox', { name: 'Select Tax return: Cara Diaz for Cara Diaz' }));
    expect(selectedBar()).toHaveTextContent('1 selected');
    expect(screen.getByRole('checkbox', { name: 'Select all 4 shown' })).toHaveProperty('indeterminate', true);
  });
});
