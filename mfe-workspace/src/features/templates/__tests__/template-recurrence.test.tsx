import { screen, waitFor, within } from '@testing-library/react';
import type { TemplateRecurrence } from '@clientline/contracts';
import { anId, findToast, json, mockApi, renderPageAt } from '@clientline/shared-ui/testing';
import App from '../../../app/app';
import { aTemplate, aTemplateRecurrence, signedIn } from '../../../testing/fixtures';

const TEMPLATE = aTemplate();
const PAGE = `/templates/${TEMPLATE.id}`;
const RECURRENCE_ROUTE = `/api/templates/${TEMPLATE.id}/recurrence`;
const REPEATING = aTemplateRecurrence({ templateId: TEMPLATE.id });
const [ANN, BEN] = REPEATING.clients as [TemplateRecurrence['clients'][number], TemplateRecurrence['clients'][number]];

/** The template's page, its recurrence answered from `state` (which the handlers change as the api would). */
function pageApi(state: { recurrence: TemplateRecurrence | null }, more: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    ...signedIn(),
    [`GET /api/templates/${TEMPLATE.id}`]: () => json(TEMPLATE),
    [`GET /api/templates/${TEMPLATE.id}/batches`]: () => json([]),
    [`GET /api/templates/${TEMPLATE.id}/updates`]: () => json({ version: 1, projects: [], started: 0, changes: [] }),
    [`GET ${RECURRENCE_ROUTE}`]: () => json({ recurrence: state.recurrence }),
    ...more,
  });
}

/** A recurrence's client answer: the recurrence with that client changed, or without it. */
function withClient(recurrence: TemplateRecurrence, clientId: string, change: { paused: boolean } | null): TemplateRecurrence {
  const clients = change
    ? recurrence.clients.map((client) => (client.clientId === clientId ? { ...client, ...change } : client))
    : recurrence.clients.filter((client) => client.clientId !== clientId);
  return { ...recurrence, clients };
}

async function findSection() {
  return screen.findByRole('region', { name: 'Repeats' });
}

describe("a template's Repeats (/templates/:templateId)", () => {
  it('says when the template does not repeat, with a way to make it repeat', async () => {
    pageApi({ recurrence: null });
    await renderPageAt(<App />, PAGE);

    const section = await findSection();
    expect(await within(section).findByText('This template does not repeat.')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Make it repeat' })).toHaveAttribute('href', `/templates/${TEMPLATE.id}/create`);
    expect(within(section).queryByRole('button', { name: 'End' })).not.toBeInTheDocument();
  });

  it('says when the next projects come, pauses and resumes it for every client, and ends it after asking', async () => {
    const state: { recurrence: TemplateRecurrence | null } = { recurrence: REPEATING };
    const api = pageApi(state, {
      [`PATCH ${RECURRENCE_ROUTE}`]: (body) => {
        state.recurrence = { ...state.recurrence!, ...(body as Partial<TemplateRecurrence>) };
        return json(state.recurrence);
      },
      [`DELETE ${RECURRENCE_ROUTE}`]: () => {
        state.recurrence = null;
        return json({ recurrence: null });
      },
    });
    const { user } = await renderPageAt(<App />, PAGE);

    const section = await findSection();
    expect(await within(section).findByRole('heading', { name: 'Next: 2027 Tax Return: {client} on Jan 2, 2027' })).toBeInTheDocument();
    expect(section).toHaveTextContent('Every year on Jan 2, for 2 clients');
    expect(section).toHaveTextContent('Made 30 days ahead, on Dec 3, 2026');
    expect(section).toHaveTextContent('Nothing made by repeating yet');
    expect(section).toHaveTextContent('Set up by Olivia Harbor on Mar 2, 2026');
    expect(within(section).queryByText('Paused for every client')).not.toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Pause for every client' }));
    expect((await findToast()).textContent).toContain('Paused');
    expect(api.bodiesSentTo(`PATCH ${RECURRENCE_ROUTE}`)).toEqual([{ status: 'paused' }]);
    expect(await within(section).findByText('Paused for every client')).toBeInTheDocument();
    expect(section).toHaveTextContent('Made 30 days ahead, on Dec 3, 2026: not while it is paused');

    await user.click(within(section).getByRole('button', { name: 'Resume' }));
    expect((await findToast()).textContent).toContain('Resumed');
    expect(api.bodiesSentTo(`PATCH ${RECURRENCE_ROUTE}`)).toEqual([{ status: 'paused' }, { status: 'active' }]);
    expect(await within(section).findByRole('button', { name: 'Pause for every client' })).toBeInTheDocument();
    expect(within(section).queryByText('Paused for every client')).not.toBeInTheDocument();

    // Cancelled first: nothing is sent.
    await user.click(within(section).getByRole('button', { name: 'End' }));
    let dialog = await screen.findByRole('dialog', { name: 'End repeating Individual Tax Return?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.bodiesSentTo(`DELETE ${RECURRENCE_ROUTE}`)).toEqual([]);

    await user.click(within(section).getByRole('button', { name: 'End' }));
    dialog = await screen.findByRole('dialog', { name: 'End repeating Individual Tax Return?' });
    expect(dialog).toHaveTextContent('The projects already made stay as they are.');
    await user.click(within(dialog).getByRole('button', { name: 'End' }));

    expect((await findToast()).textContent).toContain('Repeating ended');
    expect(api.bodiesSentTo(`DELETE ${RECURRENCE_ROUTE}`)).toHaveLength(1);
    expect(await within(section).findByText('This template does not repeat.')).toBeInTheDocument();
    await waitFor(() => expect(within(section).getByRole('heading', { name: 'Repeats' })).toHaveFocus());
  });

  it('links the last batch it made', async () => {
    const batchId = anId();
    const lastMade = { period: '2026', periodLabel: '2026', batchId, at: '2026-12-03T05:00:00.000Z' };
    pageApi({ recurrence: { ...REPEATING, lastMade } });
    await renderPageAt(<App />, PAGE);

    const section = await findSection();
    expect(await within(section).findByRole('link', { name: 'Batch for 2026' })).toHaveAttribute('href', `/templates/${TEMPLATE.id}/create?batch=${batchId}`);
    expect(section).toHaveTextContent('Last made: Batch for 2026, on Dec 3, 2026');
  });

  it('says which period it could not make, and why', async () => {
    const lastFailure = { period: '2026', periodLabel: '2026', reason: 'The database is away', at: '2027-01-02T05:00:00.000Z' };
    pageApi({ recurrence: { ...REPEATING, lastFailure } });
    await renderPageAt(<App />, PAGE);

    const section = await findSection();
    expect(await within(section).findByText(/^The projects for 2026 could not be made/)).toHaveTextContent(
      'The projects for 2026 could not be made (The database is away), on Jan 2, 2027: create them on Create projects.',
    );
  });

  it('pauses, resumes and ends it for one client, and says that ending it for the last client ends it', async () => {
    const state: { recurrence: TemplateRecurrence | null } = { recurrence: REPEATING };
    const clientRoute = (clientId: string) => `${RECURRENCE_ROUTE}/clients/${clientId}`;
    const clientCalls = (clientId: string) => ({
      [`PATCH ${clientRoute(clientId)}`]: (body: unknown) => {
        state.recurrence = withClient(state.recurrence!, clientId, body as { paused: boolean });
        return json(state.recurrence);
      },
      [`DELETE ${clientRoute(clientId)}`]: () => {
        const left = withClient(state.recurrence!, clientId, null);
        state.recurrence = left.clients.length > 0 ? left : null;
        return json({ recurrence: state.recurrence });
      },
    });
    const api = pageApi(state, { ...clientCalls(ANN.clientId), ...clientCalls(BEN.clientId) });
    const { user } = await renderPageAt(<App />, PAGE);

    const section = await findSection();
    const list = await within(section).findByRole('list', { name: 'Clients it repeats for' });
    const rows = () => within(list).getAllByRole('listitem');
    expect(rows().map((row) => within(row).getByRole('link').textContent)).toEqual(['Ann Lee', 'Ben Okafor']);
    expect(within(list).getByRole('link', { name: 'Ann Lee' })).toHaveAttribute('href', `/client/${ANN.clientId}`);

    await user.click(within(list).getByRole('button', { name: 'Pause for Ann Lee' }));
    expect((await findToast()).textContent).toContain('Paused for Ann Lee');
    expect(api.bodiesSentTo(`PATCH ${clientRoute(ANN.clientId)}`)).toEqual([{ paused: true }]);
    const resume = await within(list).findByRole('button', { name: 'Resume for Ann Lee' });
    expect(rows()[0]).toHaveTextContent('Paused');
    expect(section).toHaveTextContent('for 2 clients (1 paused)');

    await user.click(resume);
    expect((await findToast()).textContent).toContain('Resumed for Ann Lee');
    expect(api.bodiesSentTo(`PATCH ${clientRoute(ANN.clientId)}`)).toEqual([{ paused: true }, { paused: false }]);
    expect(await within(list).findByRole('button', { name: 'Pause for Ann Lee' })).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: 'End for Ben Okafor' }));
    let dialog = await screen.findByRole('dialog', { name: 'End repeating for Ben Okafor?' });
    expect(dialog).toHaveTextContent('No more projects from Individual Tax Return are made for Ben Okafor by themselves.');
    await user.click(within(dialog).getByRole('button', { name: 'End for Ben Okafor' }));
    expect((await findToast()).textContent).toContain('Ended for Ben Okafor');
    expect(api.bodiesSentTo(`DELETE ${clientRoute(BEN.clientId)}`)).toHaveLength(1);
    await waitFor(() => expect(within(list).queryByRole('link', { name: 'Ben Okafor' })).not.toBeInTheDocument());
    await waitFor(() => expect(within(section).getByRole('heading', { name: 'Clients' })).toHaveFocus());
    expect(section).toHaveTextContent('for 1 client');

    // Its last client: ending it for them ends it, and the dialog says so.
    await user.click(within(list).getByRole('button', { name: 'End for Ann Lee' }));
    dialog = await screen.findByRole('dialog', { name: 'End repeating Individual Tax Return?' });
    expect(dialog).toHaveTextContent('Ann Lee is the last client it repeats for, so this ends it');
    await user.click(within(dialog).getByRole('button', { name: 'End' }));
    expect((await findToast()).textContent).toContain('Repeating ended');
    expect(api.bodiesSentTo(`DELETE ${clientRoute(ANN.clientId)}`)).toHaveLength(1);
    expect(await within(section).findByText('This template does not repeat.')).toBeInTheDocument();
    await waitFor(() => expect(within(section).getByRole('heading', { name: 'Repeats' })).toHaveFocus());
  });

  it('lists the first 20 of many clients, finds one by name, and shows them all', async () => {
    const clients = Array.from({ length: 400 }, (_, index) => ({ clientId: anId(), clientName: `Client ${String(index + 1).padStart(3, '0')}`, paused: false }));
    pageApi({ recurrence: { ...REPEATING, clients } });
    const { user } = await renderPageAt(<App />, PAGE);

    const section = await findSection();
    await within(section).findByRole('list', { name: 'Clients it repeats for' });
    // Read from the DOM: role queries over 400 rows take seconds in jsdom.
    const names = () => Array.from(section.querySelectorAll('ul[aria-label="Clients it repeats for"] li a'), (link) => link.textContent);
    expect(names()).toEqual(clients.slice(0, 20).map((client) => client.clientName));
    expect(section).toHaveTextContent('for 400 clients');

    const search = within(section).getByRole('searchbox', { name: 'Find a client' });
    await user.type(search, 'client 12');
    expect(names()).toEqual(['Client 120', 'Client 121', 'Client 122', 'Client 123', 'Client 124', 'Client 125', 'Client 126', 'Client 127', 'Client 128', 'Client 129']);
    expect(within(section).queryByRole('button', { name: /^Show all/ })).not.toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'nobody');
    expect(within(section).getByText("No client's name has “nobody”.")).toBeInTheDocument();
    await user.clear(search);

    // Keyboard users go on from the first client it brought.
    await user.click(within(section).getByRole('button', { name: 'Show all 400 clients' }));
    await waitFor(() => expect(names()).toHaveLength(400));
    expect(document.activeElement).toHaveTextContent('Client 021');
    expect(within(section).queryByText(/^Show all/)).not.toBeInTheDocument();
  });

  it("checks the days ahead, says the api's refusal on the field, and saves them", async () => {
    const state: { recurrence: TemplateRecurrence | null } = { recurrence: REPEATING };
    let refuse = true;
    const api = pageApi(state, {
      [`PATCH ${RECURRENCE_ROUTE}`]: (body) => {
        if (refuse) {
          refuse = false;
          return json({ message: 'Give 0 days ahead or more', errors: { daysAhead: 'Give 0 days ahead or more' } }, 400);
        }
        state.recurrence = { ...state.recurrence!, ...(body as Partial<TemplateRecurrence>), next: { ...REPEATING.next!, createsOn: '2026-11-18' } };
        return json(state.recurrence);
      },
    });
    const { user } = await renderPageAt(<App />, PAGE);

    const section = await findSection();
    const form = await within(section).findByRole('form', { name: 'Days ahead' });
    const field = within(form).getByRole('spinbutton', { name: 'Days ahead' });
    expect(field).toHaveValue(30);

    // Checked in the browser first, with the contracts' schema: nothing sent.
    await user.clear(field);
    await user.type(field, '400');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining('At most 365 days ahead')));
    expect(api.bodiesSentTo(`PATCH ${RECURRENCE_ROUTE}`)).toEqual([]);

    // The api refuses (400): its message goes on the field.
    await user.clear(field);
    await user.type(field, '45');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect((await findToast('destructive')).textContent).toContain('Give 0 days ahead or more');
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining('Give 0 days ahead or more')));
    expect(field).toHaveFocus();
    expect(api.bodiesSentTo(`PATCH ${RECURRENCE_ROUTE}`)).toEqual([{ daysAhead: 45 }]);

    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const toast = await findToast();
    expect(toast.textContent).toContain('Days ahead saved');
    expect(toast.textContent).toContain('Projects are made 45 days before they start: the next ones on Nov 18, 2026.');
    expect(api.bodiesSentTo(`PATCH ${RECURRENCE_ROUTE}`)).toEqual([{ daysAhead: 45 }, { daysAhead: 45 }]);
    expect(await within(section).findByText('Made 45 days ahead, on Nov 18, 2026')).toBeInTheDocument();
    expect(field).not.toHaveAccessibleDescription(expect.stringContaining('Give 0 days ahead or more'));
  });

  it('says when it could not be loaded, and asks again', async () => {
    let fail = true;
    pageApi({ recurrence: REPEATING }, {
      [`GET ${RECURRENCE_ROUTE}`]: () => {
        if (!fail) return json({ recurrence: REPEATING });
        fail = false;
        return json({ message: 'Server error' }, 500);
      },
    });
    const { user } = await renderPageAt(<App />, PAGE);

    const section = await findSection();
    expect(await within(section).findByText('Failed to load how the template repeats')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Try Again' }));
    expect(await within(section).findByRole('heading', { name: 'Next: 2027 Tax Return: {client} on Jan 2, 2027' })).toBeInTheDocument();
  });
});
