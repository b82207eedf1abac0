import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { anId, currentPath, findToast, json, mockApi, renderPageAt } from '@clientline/shared-ui/testing';
import { toLocalDateInput } from '@clientline/shared-ui/dates';
import App from '../../../app/app';
import { aBatchPlan, aTemplate, aTemplateBatch, aTemplateRecurrence, signedIn } from '../../../testing/fixtures';

const TEMPLATE = aTemplate();
const PAGE = `/templates/${TEMPLATE.id}/create`;
const SET_UP_RECURRENCE = `POST /api/templates/${TEMPLATE.id}/recurrence`;
const PLAN = aBatchPlan();
const QUEUED = aTemplateBatch({ templateId: TEMPLATE.id });
const RUNNING = { ...QUEUED, status: 'running' as const, done: 1 };
const DONE = { ...QUEUED, status: 'done' as const, done: 3, created: 2, skipped: 1, finishedAt: '2026-03-02T09:01:00.000Z' };
const KEPT_ID = anId();
const UNDONE = { ...DONE, status: 'undone' as const, undo: { removed: 1, kept: [{ projectId: KEPT_ID, projectName: '2025 Tax Return: Ben Okafor', clientName: 'Ben Okafor' }] } };

/** The api of one batch: queued when started, then running, then done as the page polls it; `more` adds or replaces calls. */
function batchApi(more: Parameters<typeof mockApi>[0] = {}) {
  const polled = [RUNNING, DONE];
  let undone = false;
  return mockApi({
    ...signedIn(),
    [`GET /api/templates/${TEMPLATE.id}`]: () => json(TEMPLATE),
    'GET /api/clients/tags': () => json(['1040', 'vip']),
    'GET /api/client-filters': () => json([{ id: anId(), name: 'Extensions', filter: { tag: 'extension', status: 'active' }, createdAt: '2026-03-01T09:00:00.000Z' }]),
    'POST /api/template-batches/dry-run': () => json(PLAN),
    'POST /api/template-batches': () => json(QUEUED, 202),
    [`GET /api/template-batches/${QUEUED.id}`]: () => json(undone ? UNDONE : polled.length > 1 ? polled.shift() : polled[0]),
    [`POST /api/template-batches/${QUEUED.id}/undo`]: () => {
      undone = true;
      return json(UNDONE);
    },
    'GET /api/templates': () => json([]),
    [`GET /api/templates/${TEMPLATE.id}/batches`]: () => json([]),
    ...more,
  });
}

/** The start date input's value set as a person picks a day. */
function chooseStartDate(day: string) {
  fireEvent.change(screen.getByLabelText(/^Start date/), { target: { value: day } });
}

describe('Create projects from a template (/templates/:templateId/create)', () => {
  it('previews the projects, creates them with a progress bar, and undoes the batch', async () => {
    const api = batchApi({ [`GET /api/templates/${TEMPLATE.id}/recurrence`]: () => json({ recurrence: aTemplateRecurrence({ templateId: TEMPLATE.id }) }) });
    const { user } = await renderPageAt(<App />, PAGE);

    expect(await screen.findByRole('heading', { level: 1, name: 'Create projects from Individual Tax Return' })).toBeInTheDocument();
    // Yearly work: last year's, starting today.
    const lastYear = String(new Date().getFullYear() - 1);
    expect(screen.getByRole('combobox', { name: 'Period' })).toHaveValue(lastYear);
    expect(screen.getByLabelText(/^Start date/)).toHaveValue(toLocalDateInput(new Date()));
    expect(screen.getByRole('radio', { name: 'Clients with the tag' })).toBeChecked();
    // Opened directly, not from the Clients screen's ticked clients: no choice of those.
    expect(screen.queryByRole('radio', { name: /you chose$/ })).not.toBeInTheDocument();

    // No tag chosen: said on the tag, nothing asked.
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByRole('combobox', { name: 'Tag' })).toHaveAccessibleDescription('Choose a tag to find the clients');
    expect(api.bodiesSentTo('POST /api/template-batches/dry-run')).toEqual([]);

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Tag' }), 'vip');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), '2025');
    await user.click(screen.getByRole('button', { name: 'Preview' }));

    const preview = await screen.findByRole('region', { name: 'Preview: Individual Tax Return for 2025' });
    const request = { templateId: TEMPLATE.id, period: '2025', startDate: toLocalDateInput(new Date()), filter: { tag: 'vip' } };
    expect(api.bodiesSentTo('POST /api/template-batches/dry-run')).toEqual([request]);
    expect(within(preview).getByRole('heading', { name: 'Preview: Individual Tax Return for 2025' })).toHaveFocus();
    expect(preview).toHaveTextContent('2 projects will be created · 1 client skipped');
    expect(preview).toHaveTextContent('1 client will hear of it at once, in their bell and by mail as their settings say. The other 1 client will see it when they first sign in.');
    expect(within(within(preview).getByRole('list', { name: 'Skipped clients' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Cara Diaz: Already has "2025 Tax Return: Cara Diaz"',
    ]);
    expect(within(within(preview).getByRole('list', { name: 'Projects to create' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Ann Lee: 2025 Tax Return: Ann Lee',
      'Ben Okafor: 2025 Tax Return: Ben Okafor',
    ]);
    expect(preview).toHaveTextContent('StartsMar 2, 2026');
    expect(preview).toHaveTextContent('DueMay 31, 2026');
    expect(preview).toHaveTextContent('Return filed: due May 31, 2026');
    expect(preview).toHaveTextContent('Prepare the return: Mar 23, 2026 to Apr 22, 2026');
    expect(preview).toHaveTextContent('W-2 forms: due Mar 16, 2026, asked of primary person');
    expect(within(within(preview).getByRole('list', { name: 'What each client hears' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'When it is made: the welcome message and the request for 1 document, in their bell and by mail as their settings say',
      'Mar 13, 2026: a reminder of W-2 forms, if not uploaded by then',
      'Mar 16, 2026: a reminder of W-2 forms, if not uploaded by then',
      'Mar 19, 2026: a reminder of W-2 forms, if not uploaded by then',
    ]);

    await user.click(within(preview).getByRole('button', { name: 'Create 2 projects' }));
    expect(api.bodiesSentTo('POST /api/template-batches')).toEqual([request]);
    expect(await screen.findByRole('progressbar', { name: 'Progress of the batch' })).toBeInTheDocument();
    expect((await findToast()).textContent).toContain('Creating projects');
    // Repeat not ticked: the template is not made to repeat.
    expect(api.bodiesSentTo(SET_UP_RECURRENCE)).toEqual([]);
    expect(currentPath()).toBe(`${PAGE}?batch=${QUEUED.id}`);
    // Polled each second: running, then done.
    expect(await screen.findByText(/^1 of 3 clients done\./, undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Projects created' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('2 projects created, 1 client skipped.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Projects' })).toHaveAttribute('href', '/projects');
    // Its projects made, what counts them is read again: the template's count of projects made.
    await waitFor(() => expect(api.bodiesSentTo(`GET /api/templates/${TEMPLATE.id}`)).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Undo this batch' }));
    const dialog = await screen.findByRole('dialog', { name: 'Undo this batch?' });
    expect(dialog).toHaveTextContent('removes those nobody has worked in yet');
    expect(dialog).toHaveTextContent('The projects someone has worked in, or whose client was reminded of a document, are kept');
    await user.click(within(dialog).getByRole('button', { name: 'Undo this batch' }));

    expect((await findToast()).textContent).toContain('1 project removed, 1 project kept.');
    expect(await screen.findByRole('heading', { name: 'Batch undone' })).toBeInTheDocument();
    expect(screen.getByText('1 project removed.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '2025 Tax Return: Ben Okafor' })).toHaveAttribute('href', `/project/${KEPT_ID}`);
    expect(screen.queryByRole('button', { name: 'Undo this batch' })).not.toBeInTheDocument();
    // Undoing the batch does not end the template's repeat: said, with where to end it.
    expect(await screen.findByText(/^The template still repeats: next, 2027 on Jan 2, 2027\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pause or end it on the template' })).toHaveAttribute('href', `/templates/${TEMPLATE.id}`);
  });

  it("says when the projects will be due: on the template's named deadline for the period, else its length after the start", async () => {
    const withDeadline = aTemplate({ durationDays: 105, deadline: { name: 'Filing deadline', monthAfterPeriod: 4, day: 15 } });
    batchApi({ [`GET /api/templates/${TEMPLATE.id}`]: () => json(withDeadline) });
    const { user } = await renderPageAt(<App />, PAGE);

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Period' }), '2025');
    chooseStartDate('2026-01-05');
    expect(screen.getByLabelText(/^Start date/)).toHaveAccessibleDescription('Each project is due on the Filing deadline, Apr 15, 2026.');
    // Work for a period whose deadline is past keeps the template's length.
    chooseStartDate('2026-05-01');
    expect(screen.getByLabelText(/^Start date/)).toHaveAccessibleDescription('Each project is due 105 days later.');
  });

  it('takes every active client, or a saved filter, and forgets a preview of other choices', async () => {
    const api = batchApi();
    const { user } = await renderPageAt(<App />, PAGE);

    await user.click(await screen.findByRole('radio', { name: 'All active clients' }));
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByRole('button', { name: 'Create 2 projects' })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'A saved filter' }));
    expect(screen.queryByRole('button', { name: 'Create 2 projects' })).not.toBeInTheDocument();
    await screen.findByRole('option', { name: 'Extensions' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Saved filter' }), 'Extensions');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await screen.findByRole('button', { name: 'Create 2 projects' });
    expect(api.bodiesSentTo('POST /api/template-batches/dry-run').map((body) => (body as { filter: unknown }).filter)).toEqual([{}, { tag: 'extension', status: 'active' }]);
  });

  it("takes the clients of an import that has run, named by its file, day and what it did", async () => {
    const IMPORTED = anId();
    const summary = { rows: { new: 120, update: 4, unchanged: 0, error: 2 }, accounts: { new: 100, updated: 4 }, people: { new: 120, updated: 4 }, invited: 0 };
    const api = batchApi({
      'GET /api/client-imports': () =>
        json([
          { id: anId(), fileName: 'half-done.csv', status: 'previewed', rowCount: 3, summary: null, createdAt: '2026-03-03T09:00:00.000Z', finishedAt: null },
          { id: IMPORTED, fileName: 'clients.csv', status: 'done', rowCount: 126, summary, createdAt: '2026-03-02T09:00:00.000Z', finishedAt: '2026-03-02T09:01:00.000Z' },
        ]),
    });
    const { user } = await renderPageAt(<App />, PAGE);

    await user.click(await screen.findByRole('radio', { name: 'The clients of an import' }));
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByRole('combobox', { name: 'Import' })).toHaveAccessibleDescription(expect.stringContaining('Choose an import to find its clients'));
    // Only an import that ran has clients to take.
    await screen.findByRole('option', { name: 'clients.csv, Mar 2, 2026: 120 people added, 4 changed' });
    expect(screen.queryByRole('option', { name: /half-done/ })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Import' }), 'clients.csv, Mar 2, 2026: 120 people added, 4 changed');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await screen.findByRole('button', { name: 'Create 2 projects' });
    expect(api.bodiesSentTo('POST /api/template-batches/dry-run').map((body) => (body as { filter: unknown }).filter)).toEqual([{ importId: IMPORTED }]);
  });

  it('makes the projects come back every year when Repeat is ticked: the next period, a year later, for the same clients', async () => {
    const api = batchApi({
      [SET_UP_RECURRENCE]: () =>
        json(
          aTemplateRecurrence({
            templateId: TEMPLATE.id,
            daysAhead: 45,
            next: { period: '2026', periodLabel: '2026', projectName: '2026 Tax Return: {client}', startDate: '2027-03-02', createsOn: '2027-01-16', createsAt: '2027-01-16T05:00:00.000Z' },
          }),
          201,
        ),
    });
    const { user } = await renderPageAt(<App />, PAGE);

    await user.click(await screen.findByRole('radio', { name: 'All active clients' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), '2025');
    chooseStartDate('2026-03-02');
    const repeat = screen.getByRole('checkbox', { name: 'Make these projects every year for these clients' });
    expect(repeat).not.toBeChecked();
    expect(repeat).toHaveAccessibleDescription('Then every year: next on Mar 2, 2027, for 2026.');
    expect(screen.queryByRole('spinbutton', { name: 'Days ahead' })).not.toBeInTheDocument();
    await user.click(repeat);
    const daysAhead = screen.getByRole('spinbutton', { name: 'Days ahead' });
    expect(daysAhead).toHaveValue(30);

    // Checked with the contracts' schema before anything is asked.
    await user.clear(daysAhead);
    await user.type(daysAhead, '400');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(daysAhead).toHaveAccessibleDescription(expect.stringContaining('At most 365 days ahead')));
    expect(api.bodiesSentTo('POST /api/template-batches/dry-run')).toEqual([]);

    await user.clear(daysAhead);
    await user.type(daysAhead, '45');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await user.click(await screen.findByRole('button', { name: 'Create 2 projects' }));

    const toast = await findToast();
    expect(toast.textContent).toContain('The projects will come back every year');
    expect(toast.textContent).toContain('Creating Individual Tax Return for 2025 now. Next: 2026, starting Mar 2, 2027.');
    expect(api.bodiesSentTo('POST /api/template-batches')).toEqual([{ templateId: TEMPLATE.id, period: '2025', startDate: '2026-03-02', filter: {} }]);
    expect(api.bodiesSentTo(SET_UP_RECURRENCE)).toEqual([{ period: '2026', startDate: '2027-03-02', daysAhead: 45, filter: {} }]);
    expect(await screen.findByRole('progressbar', { name: 'Progress of the batch' })).toBeInTheDocument();
  });

  it("repeats quarterly work a quarter later, from the quarter after the batch's", async () => {
    const quarterly = aTemplate({ id: TEMPLATE.id, name: 'Quarterly Bookkeeping', cadence: 'quarterly' });
    const api = batchApi({
      [`GET /api/templates/${TEMPLATE.id}`]: () => json(quarterly),
      [SET_UP_RECURRENCE]: () => json(aTemplateRecurrence({ templateId: TEMPLATE.id }), 201),
    });
    const { user } = await renderPageAt(<App />, PAGE);

    // The tag field shows while the firm's tags load: wait for the tag itself.
    await screen.findByRole('option', { name: 'vip' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tag' }), 'vip');
    const lastYear = new Date().getFullYear() - 1;
    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), `${lastYear}-Q4`);
    // Nov 30 a quarter later is the end of February: Feb 29 in a leap year.
    chooseStartDate('2027-11-30');
    const repeat = screen.getByRole('checkbox', { name: 'Make these projects every quarter for these clients' });
    expect(repeat).toHaveAccessibleDescription(`Then every quarter: next on Feb 29, 2028, for Q1 ${lastYear + 1}.`);
    await user.click(repeat);
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await user.click(await screen.findByRole('button', { name: 'Create 2 projects' }));

    expect((await findToast()).textContent).toContain('The projects will come back every quarter');
    expect(api.bodiesSentTo(SET_UP_RECURRENCE)).toEqual([{ period: `${lastYear + 1}-Q1`, startDate: '2028-02-29', daysAhead: 30, filter: { tag: 'vip' } }]);
  });

  it('creates the projects all the same when the template repeats already, and says so', async () => {
    const api = batchApi({
      [SET_UP_RECURRENCE]: () => json({ message: 'This template repeats already: change that, or end it first' }, 409),
    });
    const { user } = await renderPageAt(<App />, PAGE);

    await user.click(await screen.findByRole('radio', { name: 'All active clients' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), '2025');
    await user.click(screen.getByRole('checkbox', { name: 'Make these projects every year for these clients' }));
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await user.click(await screen.findByRole('button', { name: 'Create 2 projects' }));

    expect((await findToast('destructive')).textContent).toContain(
      'This template repeats already: change that, or end it first. The projects for 2025 are being created all the same.',
    );
    expect(api.bodiesSentTo('POST /api/template-batches')).toHaveLength(1);
    expect(api.bodiesSentTo(SET_UP_RECURRENCE)).toHaveLength(1);
    expect(await screen.findByRole('progressbar', { name: 'Progress of the batch' })).toBeInTheDocument();
    expect(currentPath()).toBe(`${PAGE}?batch=${QUEUED.id}`);
  });

  it("says the api's refusal of the clients where they are chosen", async () => {
    mockApi({
      ...signedIn(),
      [`GET /api/templates/${TEMPLATE.id}`]: () => json(TEMPLATE),
      'POST /api/template-batches/dry-run': () => json({ message: 'No client matches: choose other clients', errors: { clientIds: 'No client matches: choose other clients' } }, 400),
    });
    const { user } = await renderPageAt(<App />, PAGE);
    await user.click(await screen.findByRole('radio', { name: 'All active clients' }));
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect((await findToast('destructive')).textContent).toContain('No client matches: choose other clients');
    expect(screen.getByRole('group', { name: 'Clients' })).toHaveAccessibleDescription('No client matches: choose other clients');
  });

  it('finds a failed batch from the address after a reload, with why it stopped', async () => {
    const failed = aTemplateBatch({ templateId: TEMPLATE.id, status: 'failed', done: 1, created: 1, error: 'The server stopped while making the projects' });
    mockApi({
      ...signedIn(),
      [`GET /api/templates/${TEMPLATE.id}`]: () => json(TEMPLATE),
      [`GET /api/template-batches/${failed.id}`]: () => json(failed),
    });
    await renderPageAt(<App />, `${PAGE}?batch=${failed.id}`);
    expect(await screen.findByRole('heading', { name: 'The batch stopped' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The server stopped while making the projects');
    expect(screen.getByRole('button', { name: 'Undo this batch' })).toBeInTheDocument();
  });

  it('tells a team member who uses templates', async () => {
    const api = mockApi(signedIn('team_member'));
    await renderPageAt(<App />, PAGE);
    expect(await screen.findByText('Only the owner and admins use templates')).toBeInTheDocument();
    await waitFor(() => expect(api.bodiesSentTo('GET /api/user')).toHaveLength(1));
    expect(api.bodiesSentTo(`GET /api/templates/${TEMPLATE.id}`)).toEqual([]);
  });
});
