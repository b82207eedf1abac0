import { screen, waitFor, within } from '@testing-library/react';
import { AUDIT_ACTIONS, AUDIT_PAGE_SIZE, REAUTHENTICATION_REQUIRED, REAUTHENTICATION_REQUIRED_MESSAGE, type AuditEntry } from '@clientline/contracts';
import { anAuditEntry, currentPath, findToast, json, mockApi, renderWithProviders } from '@clientline/shared-ui/testing';
import App from '../../../app/app';
// Loaded up front, so the App's lazy route resolves at once rather than racing the first query's timeout.
import '../components/audit-log-page';
import { aClient, aProject, aTeamMember, onAPhone, signedIn } from '../../../testing/fixtures';

const THEO = aTeamMember({ name: 'Theo Finch' });
const AVA = aClient({ displayName: 'Ava Martinez' });
const OKAFORS = aClient({ displayName: 'Okafor household', peopleCount: 3 });
const ESTATE = aProject({ name: 'Estate plan', clientId: AVA.id, client: { displayName: 'Ava Martinez' } });

const DOWNLOAD = anAuditEntry();
const FAILED_SIGN_IN = anAuditEntry({
  at: '2026-03-01T09:30:00.000Z',
  action: 'sign_in.failed',
  actor: null,
  object: null,
  project: null,
  client: null,
  detail: 'Tried the username ava@example.com',
  ip: '198.51.100.23',
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  browser: 'Safari on iOS',
});
const ADMIN_APPROVED = anAuditEntry({
  at: '2026-02-27T10:00:00.000Z',
  action: 'member.approved',
  actor: { id: THEO.id, displayName: 'Theo Finch', role: 'team_member', isAdmin: true },
  object: { type: 'user', id: 'u1', name: 'Maya Stone' },
  project: null,
  client: null,
  userAgent: null,
  browser: null,
  ip: null,
});

type LogAnswer = (url: URL) => Response;

/** The firm with its team, clients and projects to filter by; GET /api/audit-log answers with `log`. */
function firm(log: LogAnswer, role: 'organization' | 'team_member' = 'organization', more: Parameters<typeof mockApi>[0] = {}) {
  const asked: URLSearchParams[] = [];
  const api = mockApi({
    ...more,
    ...signedIn(role),
    'GET /api/team/members': () => json([THEO]),
    'GET /api/clients': () => json([AVA, OKAFORS]),
    'GET /api/projects': () => json([ESTATE]),
    'GET /api/audit-log': (_body, url) => {
      asked.push(url.searchParams);
      return log(url);
    },
    'GET /api/audit-log/settings': () => json({ retentionYears: 7 }),
    'PUT /api/audit-log/settings': (body) => json(body),
  });
  return { ...api, asked, lastAsked: () => Object.fromEntries(asked.at(-1) ?? []) };
}

const page = (entries: AuditEntry[], nextCursor: string | null = null) => () => json({ entries, nextCursor });

describe('/audit-log', () => {
  it('lists when, who, what, the object with its project and client, and from where, newest first', async () => {
    firm(page([DOWNLOAD, FAILED_SIGN_IN, ADMIN_APPROVED]));
    renderWithProviders(<App />, '/audit-log');
    expect(await screen.findByRole('heading', { name: 'Audit log', level: 1 })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Audit log entries' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);

    const [download, failed, approved] = rows as [HTMLElement, HTMLElement, HTMLElement];
    const when = download.querySelector('time')!;
    expect(when).toHaveAttribute('datetime', DOWNLOAD.at);
    expect(when).toHaveTextContent(/^Mar 2, 2026, \d{1,2}:\d{2} [AP]M$/);
    expect(download).toHaveTextContent('Olivia HarborOwner');
    expect(download).toHaveTextContent('Document downloaded');
    expect(download).toHaveTextContent('Tax return 2025.pdfProject: Estate plan · Client: Ava Martinez');
    expect(download).toHaveTextContent('203.0.113.7Chrome on Windows');

    expect(failed).toHaveTextContent('Someone not signed in');
    expect(failed).toHaveTextContent('Sign-in failedTried the username ava@example.com');
    expect(failed).toHaveTextContent('198.51.100.23Safari on iOS');

    expect(approved).toHaveTextContent('Theo FinchAdmin');
    expect(approved).toHaveTextContent('Member approved');
    expect(approved).toHaveTextContent('Unknown addressUnknown browser');
  });

  it('sends each filter to the api, keeps it in the address and exports the same selection', async () => {
    const api = firm(page([DOWNLOAD]));
    const { user } = renderWithProviders(<App />, '/audit-log');
    await screen.findByRole('table', { name: 'Audit log entries' });
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/audit-log/export.csv');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('download');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'Document downloaded');
    await waitFor(() => expect(api.lastAsked()).toEqual({ action: 'document.downloaded' }));
    // A client account of several people is one choice: what any of them did.
    expect(await screen.findByRole('option', { name: 'Okafor household (3 people)' })).toHaveValue(OKAFORS.id);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Person' }), 'Theo Finch');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Project' }), 'Estate plan');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Client' }), 'Ava Martinez');
    await user.type(screen.getByLabelText('From'), '2026-03-01');
    await user.type(screen.getByLabelText('To'), '2026-03-31');

    const expected = { personId: THEO.id, action: 'document.downloaded', projectId: ESTATE.id, clientId: AVA.id, from: '2026-03-01', to: '2026-03-31' };
    await waitFor(() => expect(api.lastAsked()).toEqual(expected));
    const query = new URLSearchParams(currentPath().split('?')[1]);
    expect(Object.fromEntries(query)).toEqual(expected);
    const exportHref = new URL(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')!, 'http://x');
    expect(exportHref.pathname).toBe('/api/audit-log/export.csv');
    expect(Object.fromEntries(exportHref.searchParams)).toEqual(expected);

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(api.lastAsked()).toEqual({}));
    expect(currentPath()).toBe('/audit-log');
    // Six choices typed and picked one key at a time: over jest's 5 s on a busy machine.
  }, 20_000);

  it("asks 'Confirm it's you' before the export when the password was given too long ago; cancelled, nothing is downloaded", async () => {
    const api = firm(page([DOWNLOAD]), 'organization', {
      'GET /api/user/recent-authentication': () => json({ message: REAUTHENTICATION_REQUIRED_MESSAGE, code: REAUTHENTICATION_REQUIRED }, 403),
    });
    const { user } = renderWithProviders(<App />, '/audit-log');
    await user.click(await screen.findByRole('link', { name: 'Export CSV' }));
    const dialog = await screen.findByRole('dialog', { name: "Confirm it's you" });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(currentPath()).toBe('/audit-log');
    expect(api.bodiesSentTo('GET /api/user/recent-authentication')).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Notifications (F8)' })?.textContent ?? '').not.toContain('Error');
  });

  it('lists every action in the Action filter by group, and shows a change with its fields from what to what', async () => {
    const MILESTONE_EDITED = anAuditEntry({
      action: 'milestone.updated',
      object: { type: 'milestone', id: 'm1', name: 'Collect all receipts' },
      detail: 'Name: Collect receipts → Collect all receipts; Due date: 2026-03-01 → 2026-04-15',
    });
    const api = firm(page([MILESTONE_EDITED]));
    const { user } = renderWithProviders(<App />, '/audit-log');
    const [row] = within(await screen.findByRole('table', { name: 'Audit log entries' })).getAllByRole('row').slice(1);
    expect(row).toHaveTextContent('Milestone editedName: Collect receipts → Collect all receipts; Due date: 2026-03-01 → 2026-04-15');
    expect(row).toHaveTextContent('Collect all receiptsProject: Estate plan');

    const action = screen.getByRole('combobox', { name: 'Action' });
    const groups = within(action).getAllByRole('group');
    expect(groups.map((group) => group.getAttribute('label'))).toEqual(['Sign-in and security', 'Team', 'Clients', 'Projects', 'Documents', 'Messages', 'Settings']);
    expect(within(action).getAllByRole('option')).toHaveLength(AUDIT_ACTIONS.length + 1);
    expect(within(groups[4]!).getByRole('option', { name: 'Document asked for again' })).toBeInTheDocument();
    await user.selectOptions(action, 'Message deleted');
    await waitFor(() => expect(api.lastAsked()).toEqual({ action: 'message.deleted' }));
  });

  it('opens a linked, filtered view with its filters chosen', async () => {
    const api = firm(page([FAILED_SIGN_IN]));
    renderWithProviders(<App />, '/audit-log?action=sign_in.failed&from=2026-03-01');
    await screen.findByRole('table', { name: 'Audit log entries' });
    expect(api.lastAsked()).toEqual({ action: 'sign_in.failed', from: '2026-03-01' });
    expect(screen.getByRole('combobox', { name: 'Action' })).toHaveDisplayValue('Sign-in failed');
    expect(screen.getByLabelText('From')).toHaveValue('2026-03-01');
  });

  it('asks for nothing while the range ends before it starts', async () => {
    const api = firm(page([DOWNLOAD]));
    const { user } = renderWithProviders(<App />, '/audit-log?to=2026-03-01');
    await screen.findByRole('table', { name: 'Audit log entries' });
    const sent = api.asked.length;
    await user.type(screen.getByLabelText('From'), '2026-03-05');
    expect(await screen.findByText('End date cannot be earlier than start date')).toBeInTheDocument();
    expect(screen.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Choose other dates')).toBeInTheDocument();
    expect(api.asked).toHaveLength(sent);
  });

  it('loads the next page by its cursor, then offers no more', async () => {
    const first = Array.from({ length: AUDIT_PAGE_SIZE }, (_, index) => anAuditEntry({ object: { type: 'document', id: `d${index}`, name: `Page one ${index}.pdf` } }));
    const second = [anAuditEntry({ object: { type: 'document', id: 'last', name: 'The oldest.pdf' } })];
    const api = firm((url) => (url.searchParams.get('before') === 'cursor-1' ? json({ entries: second, nextCursor: null }) : json({ entries: first, nextCursor: 'cursor-1' })));
    const { user } = renderWithProviders(<App />, '/audit-log?action=document.downloaded');
    const table = await screen.findByRole('table', { name: 'Audit log entries' });
    expect(within(table).getAllByRole('row')).toHaveLength(AUDIT_PAGE_SIZE + 1);

    await user.click(screen.getByRole('button', { name: 'Load more entries' }));
    expect(await within(table).findByText('The oldest.pdf')).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(AUDIT_PAGE_SIZE + 2);
    expect(api.lastAsked()).toEqual({ action: 'document.downloaded', before: 'cursor-1' });
    expect(screen.queryByRole('button', { name: 'Load more entries' })).toBeNull();
    // Two pages of 50 rows each rendered: over jest's 5 s on a busy machine.
  }, 20_000);

  it('says when no entry matches the filters', async () => {
    firm(page([]));
    renderWithProviders(<App />, '/audit-log?action=client.deleted');
    expect(await screen.findByText('No entries match these filters')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows a failed read with Try Again, which asks once more', async () => {
    let fail = true;
    firm(() => (fail ? json({ message: 'Server error' }, 500) : json({ entries: [DOWNLOAD], nextCursor: null })));
    const { user } = renderWithProviders(<App />, '/audit-log');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load the audit log');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('table', { name: 'Audit log entries' })).toBeInTheDocument();
  });

  it('saves how long entries are kept when the owner picks another number of years', async () => {
    const api = firm(page([DOWNLOAD]));
    const { user } = renderWithProviders(<App />, '/audit-log');
    const keep = await screen.findByRole('combobox', { name: 'Keep entries for' });
    expect(keep).toHaveDisplayValue('7 years');
    await user.selectOptions(keep, '3 years');
    await waitFor(() => expect(api.bodiesSentTo('PUT /api/audit-log/settings')).toEqual([{ retentionYears: 3 }]));
    expect(within(await findToast()).getByText('Entries are kept for 3 years, then deleted.')).toBeInTheDocument();
  });

  it('tells a team member who is not an admin that the owner and admins read it, asking the api nothing', async () => {
    const api = firm(page([DOWNLOAD]), 'team_member');
    renderWithProviders(<App />, '/audit-log');
    expect(await screen.findByText('Only the owner and admins see the audit log')).toBeInTheDocument();
    expect(api.asked).toHaveLength(0);
    expect(screen.queryByRole('link', { name: 'Export CSV' })).toBeNull();
  });

  describe('on a phone', () => {
    onAPhone();

    it('shows each entry as a card instead of a table', async () => {
      firm(page([DOWNLOAD, FAILED_SIGN_IN]));
      renderWithProviders(<App />, '/audit-log');
      const list = await screen.findByRole('list', { name: 'Audit log entries' });
      const cards = within(list).getAllByRole('listitem');
      expect(cards).toHaveLength(2);
      expect(cards[0]).toHaveTextContent('Document downloaded');
      expect(cards[0]).toHaveTextContent('Olivia Harbor');
      expect(cards[0]).toHaveTextContent('203.0.113.7, Chrome on Windows');
      expect(cards[1]).toHaveTextContent('Someone not signed in');
      expect(screen.queryByRole('table')).toBeNull();
    });
  });
});
