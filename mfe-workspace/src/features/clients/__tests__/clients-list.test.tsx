import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ClientListItem, ClientPage, SavedClientFilter } from '@clientline/contracts';
import { toLocalDateInput } from '@clientline/shared-ui/dates';
import { currentPath, findToast, json, mockApi, renderWithProviders } from '@clientline/shared-ui/testing';
import App from '../../../app/app';
// Loaded up front, so the App's lazy route resolves at once rather than racing the first query's timeout.
import '../components/clients-page';
import { aBatchPlan, aClient, aTeamMember, aTemplate, aTemplateBatch, aTemplateRecurrence, onAPhone, signedIn } from '../../../testing/fixtures';

const AVA = aClient({ id: '64b000000000000000000001', displayName: 'Ava Martinez', tags: ['1040'], status: 'Active' });
const BEN = aClient({ id: '64b000000000000000000002', displayName: 'Ben Okafor', username: 'ben@example.com', access: 'not_invited', requiresPasswordChange: true });
const CLEO = aClient({ id: '64b000000000000000000003', displayName: 'Cleo Park', username: 'cleo@example.com', tags: ['S-corp'] });
const THEO = aTeamMember({ id: '64b0000000000000000000a1', name: 'Theo Finch' });
const EXTENSIONS: SavedClientFilter = { id: '64b0000000000000000000f1', name: 'Extensions not invited', filter: { q: 'oka', access: 'not_invited' }, createdAt: '2026-03-01T09:00:00.000Z' };

/** The firm's Clients screen: each page asked for is kept (its query as an object) and answered with `clients` of `total`. */
interface FirmScreen {
  clients?: ClientListItem[];
  total?: number;
  role?: 'organization' | 'team_member';
  saved?: SavedClientFilter[];
  handlers?: Parameters<typeof mockApi>[0];
}

function firm({ clients = [AVA, BEN, CLEO], total = clients.length, role = 'organization', saved = [EXTENSIONS], handlers = {} }: FirmScreen = {}) {
  const asked: Array<Record<string, string>> = [];
  const api = mockApi({
    ...signedIn(role),
    'GET /api/clients/page': (_body, url) => {
      const query = Object.fromEntries(url.searchParams);
      asked.push(query);
      return json({ clients, total, page: Number(query.page), pageSize: Number(query.pageSize) } satisfies ClientPage);
    },
    'GET /api/clients/tags': () => json(['1040', 'S-corp']),
    'GET /api/team/members': () => json([THEO]),
    'GET /api/client-filters': () => json(saved),
    ...handlers,
  });
  return { api, asked, lastAsked: () => asked.at(-1) };
}

const rowOf = (name: string) => screen.getByRole('cell', { name: new RegExp(`^${name}`) }).closest('tr')!;

async function openClients() {
  const view = renderWithProviders(<App />, '/clients');
  await screen.findByRole('cell', { name: /^Ava Martinez/ });
  return view;
}

describe('the Clients screen at any size', () => {
  it('offers the owner Import clients beside Add Client', async () => {
    firm();
    await openClients();
    expect(screen.getByRole('link', { name: 'Import clients' })).toHaveAttribute('href', '/clients/import');
    expect(screen.getByRole('button', { name: 'Add Client' })).toBeInTheDocument();
  });

  it('asks the api for the first page of 50, then searches once typing pauses', async () => {
    const { lastAsked, asked } = firm();
    const { user } = await openClients();
    expect(lastAsked()).toEqual({ page: '1', pageSize: '50' });
    await user.type(screen.getByRole('searchbox', { name: 'Search clients' }), 'oka');
    await waitFor(() => expect(lastAsked()).toEqual({ q: 'oka', page: '1', pageSize: '50' }));
    // One request for the word, not one per key.
    expect(asked.filter((query) => query.q)).toEqual([{ q: 'oka', page: '1', pageSize: '50' }]);
  });

  it('filters by tag, status, assigned staff and invitation state', async () => {
    const { lastAsked } = firm();
    const { user } = await openClients();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Tag' }), 'S-corp');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Pending');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Assigned to' }), 'Theo Finch');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Invitation' }), 'Not invited yet');
    await waitFor(() => expect(lastAsked()).toEqual({ tag: 'S-corp', status: 'Pending', staffId: THEO.id, access: 'not_invited', page: '1', pageSize: '50' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Every status');
    await waitFor(() => expect(lastAsked()).not.toHaveProperty('status'));
  });

  it('pages on the server, saying which clients of how many are shown, with Next and Previous', async () => {
    const { lastAsked } = firm({ total: 120 });
    const { user } = await openClients();
    const pages = screen.getByRole('navigation', { name: 'Pages of clients' });
    expect(pages).toHaveTextContent('1–3 of 120');
    expect(within(pages).getByRole('button', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastAsked()).toEqual({ page: '2', pageSize: '50' }));
    await waitFor(() => expect(pages).toHaveTextContent('51–53 of 120'));
    await user.click(within(pages).getByRole('button', { name: 'Previous' }));
    // The first page comes from what was read of it already.
    await waitFor(() => expect(pages).toHaveTextContent('1–3 of 120'));
  });

  it('says when nothing matches the filters', async () => {
    firm({ clients: [], total: 0 });
    const { user } = renderWithProviders(<App />, '/clients');
    await screen.findByRole('button', { name: 'Add your first client' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Active');
    expect(await screen.findByRole('heading', { name: 'No clients match' })).toBeInTheDocument();
  });
});

describe('acting on a selection', () => {
  const bulkAnswer = (message: string) => () => json({ ok: true, changed: 1, message });

  it('invites the ticked clients after confirming, and says what the api did', async () => {
    const { api } = firm({ handlers: { 'POST /api/clients/bulk': bulkAnswer('Invited 1 person of 1 client; 1 client was already signed in.') } });
    const { user } = await openClients();
    expect(screen.queryByRole('region', { name: 'Selected clients' })).not.toBeInTheDocument();
    await user.click(within(rowOf('Ava Martinez')).getByRole('checkbox', { name: 'Select Ava Martinez' }));
    await user.click(within(rowOf('Ben Okafor')).getByRole('checkbox', { name: 'Select Ben Okafor' }));
    const bar = screen.getByRole('region', { name: 'Selected clients' });
    expect(bar).toHaveTextContent('2 clients selected');
    expect(screen.getByRole('checkbox', { name: 'Select every client on this page' })).toHaveProperty('indeterminate', true);

    await user.click(within(bar).getByRole('button', { name: 'Invite' }));
    const confirm = await screen.findByRole('dialog', { name: 'Invite the people of 2 clients?' });
    expect(confirm).toHaveTextContent('who has not chosen a password and has no working invitation');
    await user.click(within(confirm).getByRole('button', { name: 'Send invitations' }));
    const toast = await findToast();
    expect(toast).toHaveTextContent('Invitations sent');
    expect(toast).toHaveTextContent('Invited 1 person of 1 client; 1 client was already signed in.');
    expect(api.bodiesSentTo('POST /api/clients/bulk')).toEqual([{ action: 'invite', clientIds: [AVA.id, BEN.id] }]);
  });

  it('ticks the whole page and adds a tag to every client of it', async () => {
    const { api } = firm({ handlers: { 'POST /api/clients/bulk': bulkAnswer('Added the tag Extension 2025 to 3 clients.') } });
    const { user } = await openClients();
    await user.click(screen.getByRole('checkbox', { name: 'Select every client on this page' }));
    const bar = screen.getByRole('region', { name: 'Selected clients' });
    expect(bar).toHaveTextContent('3 clients selected');
    await user.click(within(bar).getByRole('button', { name: 'Add tag' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a tag to 3 clients' });
    await user.type(within(dialog).getByRole('combobox', { name: /Tag/ }), 'Extension 2025');
    await user.click(within(dialog).getByRole('button', { name: 'Add tag' }));
    expect(await findToast()).toHaveTextContent('Added the tag Extension 2025 to 3 clients.');
    expect(api.bodiesSentTo('POST /api/clients/bulk')).toEqual([{ action: 'tag', clientIds: [AVA.id, BEN.id, CLEO.id], tag: 'Extension 2025' }]);
  });

  it('removes a tag the ticked clients carry, and archives them after a destructive confirmation', async () => {
    const { api } = firm({ handlers: { 'POST /api/clients/bulk': bulkAnswer('Done.') } });
    const { user } = await openClients();
    await user.click(within(rowOf('Cleo Park')).getByRole('checkbox', { name: 'Select Cleo Park' }));
    const bar = screen.getByRole('region', { name: 'Selected clients' });
    await user.click(within(bar).getByRole('button', { name: 'Remove tag' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove a tag from 1 client' });
    expect(within(dialog).getAllByRole('option').map((option) => option.textContent)).toEqual(['S-corp']);
    await user.click(within(dialog).getByRole('button', { name: 'Remove tag' }));
    await findToast();

    await user.click(within(bar).getByRole('button', { name: 'Archive' }));
    const confirm = await screen.findByRole('dialog', { name: 'Archive 1 client?' });
    expect(confirm).toHaveTextContent('Nothing is deleted');
    await user.click(within(confirm).getByRole('button', { name: 'Archive clients' }));
    await waitFor(() => expect(api.bodiesSentTo('POST /api/clients/bulk')).toHaveLength(2));
    expect(api.bodiesSentTo('POST /api/clients/bulk')).toEqual([
      { action: 'untag', clientIds: [CLEO.id], tag: 'S-corp' },
      { action: 'archive', clientIds: [CLEO.id] },
    ]);
  });

  it("creates a template's projects for the ticked clients: the template chosen here, those clients chosen on Create projects", async () => {
    const returns = aTemplate();
    const books = aTemplate({ name: 'Quarterly Bookkeeping', cadence: 'quarterly' });
    const { api } = firm({
      handlers: {
        'GET /api/templates': () => json([books, returns]),
        [`GET /api/templates/${returns.id}`]: () => json(returns),
        'POST /api/template-batches/dry-run': () => json(aBatchPlan()),
      },
    });
    const { user } = await openClients();
    await user.click(within(rowOf('Ava Martinez')).getByRole('checkbox', { name: 'Select Ava Martinez' }));
    await user.click(within(rowOf('Ben Okafor')).getByRole('checkbox', { name: 'Select Ben Okafor' }));
    await user.click(within(screen.getByRole('region', { name: 'Selected clients' })).getByRole('button', { name: 'Create projects…' }));

    const dialog = await screen.findByRole('dialog', { name: 'Create projects for 2 clients' });
    const choices = await within(dialog).findByRole('group', { name: 'Template' });
    expect(within(choices).getAllByRole('radio').map((radio) => radio.closest('label')!.textContent)).toEqual(['Quarterly Bookkeeping', 'Individual Tax Return']);
    expect(within(choices).getByRole('radio', { name: 'Quarterly Bookkeeping' })).toBeChecked();
    await user.click(within(choices).getByRole('radio', { name: 'Individual Tax Return' }));
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Create projects from Individual Tax Return' })).toBeInTheDocument();
    expect(currentPath()).toBe(`/templates/${returns.id}/create`);
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')!.textContent)).toEqual([
      'The 2 clients you chose',
      'Clients with the tag',
      'A saved filter',
      'The clients of an import',
      'All active clients',
    ]);
    expect(screen.getByRole('radio', { name: 'The 2 clients you chose' })).toBeChecked();
    expect(screen.getByText('Ava Martinez and Ben Okafor')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByRole('button', { name: 'Create 2 projects' })).toBeInTheDocument();
    const lastYear = String(new Date().getFullYear() - 1);
    expect(api.bodiesSentTo('POST /api/template-batches/dry-run')).toEqual([
      { templateId: returns.id, period: lastYear, startDate: toLocalDateInput(new Date()), clientIds: [AVA.id, BEN.id] },
    ]);
  });

  it('names five of many ticked clients, and makes the projects repeat for the same clients', async () => {
    const template = aTemplate();
    const many = ['Ann Lee', 'Ben Okafor', 'Cara Diaz', 'Dev Patel', 'Eli Stone', 'Fay Moss', 'Gus Hale'].map((displayName, index) =>
      aClient({ id: `64b0000000000000000001${String(index).padStart(2, '0')}`, displayName, username: `client${index}@example.com` }),
    );
    const ids = many.map((client) => client.id);
    const { api } = firm({
      clients: many,
      handlers: {
        'GET /api/templates': () => json([template]),
        [`GET /api/templates/${template.id}`]: () => json(template),
        'POST /api/template-batches/dry-run': () => json(aBatchPlan()),
        'POST /api/template-batches': () => json(aTemplateBatch({ templateId: template.id }), 202),
        [`POST /api/templates/${template.id}/recurrence`]: () => json(aTemplateRecurrence({ templateId: template.id }), 201),
      },
    });
    const { user } = renderWithProviders(<App />, '/clients');
    await user.click(await screen.findByRole('checkbox', { name: 'Select every client on this page' }));
    await user.click(within(screen.getByRole('region', { name: 'Selected clients' })).getByRole('button', { name: 'Create projects…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create projects for 7 clients' });
    await user.click(await within(dialog).findByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('radio', { name: 'The 7 clients you chose' })).toBeChecked();
    expect(screen.getByText('Ann Lee, Ben Okafor, Cara Diaz, Dev Patel, Eli Stone and 2 more')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), '2025');
    fireEvent.change(screen.getByLabelText(/^Start date/), { target: { value: '2026-03-02' } });
    await user.click(screen.getByRole('checkbox', { name: 'Make these projects every year for these clients' }));
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await user.click(await screen.findByRole('button', { name: 'Create 2 projects' }));

    await findToast();
    expect(api.bodiesSentTo('POST /api/template-batches')).toEqual([{ templateId: template.id, period: '2025', startDate: '2026-03-02', clientIds: ids }]);
    expect(api.bodiesSentTo(`POST /api/templates/${template.id}/recurrence`)).toEqual([{ period: '2026', startDate: '2027-03-02', daysAhead: 30, clientIds: ids }]);
  });

  it('sends a firm with no template yet to Templates', async () => {
    firm({ handlers: { 'GET /api/templates': () => json([]) } });
    const { user } = await openClients();
    await user.click(within(rowOf('Cleo Park')).getByRole('checkbox', { name: 'Select Cleo Park' }));
    await user.click(within(screen.getByRole('region', { name: 'Selected clients' })).getByRole('button', { name: 'Create projects…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create projects for 1 client' });
    expect(await within(dialog).findByText('You have no templates yet.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Go to Templates' })).toHaveAttribute('href', '/templates');
  });

  it('offers a team member no checkboxes, no Import clients and no Save filter', async () => {
    firm({ role: 'team_member' });
    await openClients();
    expect(screen.queryByRole('checkbox', { name: /^Select/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Import clients' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save filter' })).not.toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'Saved filter' })).toBeInTheDocument();
  });
});

describe('saved filters', () => {
  it('applies a saved filter at once, search included', async () => {
    const { lastAsked } = firm();
    const { user } = await openClients();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Saved filter' }), 'Extensions not invited');
    await waitFor(() => expect(lastAsked()).toEqual({ q: 'oka', access: 'not_invited', page: '1', pageSize: '50' }));
    expect(screen.getByRole('searchbox', { name: 'Search clients' })).toHaveValue('oka');
    expect(screen.getByRole('combobox', { name: 'Invitation' })).toHaveValue('not_invited');
    expect(screen.getByRole('combobox', { name: 'Saved filter' })).toHaveValue(EXTENSIONS.id);
  });

  it('names the current filters for the firm', async () => {
    const created: SavedClientFilter = { ...EXTENSIONS, id: '64b0000000000000000000f2', name: 'Pending', filter: { status: 'Pending' } };
    const { api } = firm({ saved: [], handlers: { 'POST /api/client-filters': () => json(created, 201) } });
    const { user } = await openClients();
    const save = screen.getByRole('button', { name: 'Save filter' });
    expect(save).toBeDisabled();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Pending');
    await user.click(save);
    const dialog = await screen.findByRole('dialog', { name: 'Save filter' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Pending');
    await user.click(within(dialog).getByRole('button', { name: 'Save filter' }));
    expect(await findToast()).toHaveTextContent('"Pending" is in Saved filter.');
    expect(api.bodiesSentTo('POST /api/client-filters')).toEqual([{ name: 'Pending', filter: { status: 'Pending' } }]);
  });
});

describe('the Clients screen on a phone', () => {
  onAPhone();

  it('ticks clients on their cards, or the whole page, with nothing to scroll sideways', async () => {
    firm();
    const { user } = renderWithProviders(<App />, '/clients');
    const cards = await screen.findByRole('list', { name: 'Clients' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(within(cards).getByRole('checkbox', { name: 'Select Ben Okafor' }));
    expect(screen.getByRole('region', { name: 'Selected clients' })).toHaveTextContent('1 client selected');
    await user.click(screen.getByRole('checkbox', { name: 'Select every client on this page' }));
    expect(screen.getByRole('region', { name: 'Selected clients' })).toHaveTextContent('3 clients selected');
  });
});
