import { EventEmitter } from 'node:events';
import { act, screen, waitFor, within } from '@testing-library/react';
import { SOCKET_EVENTS, type WebhookRequest } from '@clientline/contracts';
import { connectRealtimeBridge } from '@clientline/shared-ui/api/realtime';
import { formatMoment } from '@clientline/shared-ui/dates';
import { deferred, findToast, json, mockApi, renderWithProviders } from '@clientline/shared-ui/testing';
import App from '../../../app/app';
import { aUser, aWebhookRequest, signedIn } from '../../../testing/fixtures';

/** The one socket of the page: the realtime bridge and the screen's toast listen to it. */
class FakeSocket extends EventEmitter {
  active = true;
  connect() {}
}
const socket = new FakeSocket();
jest.mock('socket.io-client', () => ({ io: () => socket }));

const TOKEN = 'whk_665f1c2ab7c9e4a1d2f3b4c0_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
const INTAKE = aWebhookRequest({ type: 'client_intake', content: 'Dana needs a will', createdAt: '2026-03-01T09:00:00.000Z' });

function firm(handlers: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    ...signedIn(),
    'GET /api/webhook-requests': () => json({ ok: true, requests: [INTAKE] }),
    'GET /api/organizations/webhook-token': () => json({ ok: true, webhookConfig: { webhookToken: TOKEN } }),
    ...handlers,
  });
}

const requestTypes = () =>
  within(screen.getByRole('region', { name: 'Webhook requests' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

afterEach(() => socket.removeAllListeners());

describe('/new-requests', () => {
  it('prepends a request that arrives on the socket, with a toast, and updates its status in place', async () => {
    firm();
    const { store } = renderWithProviders(<App />, '/new-requests');
    connectRealtimeBridge(socket as never, store.dispatch);
    await screen.findByRole('heading', { level: 3, name: 'Client intake' });

    const arriving: WebhookRequest = aWebhookRequest({ type: 'new_project', status: 'pending', source: 'crm' });
    act(() => {
      socket.emit(SOCKET_EVENTS.webhookRequestReceived, arriving);
    });
    expect(await screen.findByRole('heading', { level: 3, name: 'New project' })).toBeInTheDocument();
    expect(requestTypes()).toEqual(['New project', 'Client intake']);
    expect(within(await findToast()).getByText('New webhook request')).toBeInTheDocument();

    act(() => {
      socket.emit(SOCKET_EVENTS.webhookRequestFailed, { ...arriving, status: 'failed', failureReason: 'Content is required' });
    });
    expect(await screen.findByText('Content is required')).toBeInTheDocument();
    expect(requestTypes()).toEqual(['New project', 'Client intake']);
  });

  it("shows 'No webhook requests found.' for a firm without any", async () => {
    firm({ 'GET /api/webhook-requests': () => json({ ok: true, requests: [] }) });
    renderWithProviders(<App />, '/new-requests');
    expect(await screen.findByText('No webhook requests found.')).toBeInTheDocument();
  });

  it("shows 'Failed to load webhook requests' with Try Again", async () => {
    let fail = true;
    firm({ 'GET /api/webhook-requests': () => (fail ? json({ message: 'down' }, 500) : json({ ok: true, requests: [INTAKE] })) });
    const { user } = renderWithProviders(<App />, '/new-requests');
    expect(await screen.findByText('Failed to load webhook requests')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Client intake' })).toBeInTheDocument();
  });

  it('tells team members and signed-out users why they see no requests', async () => {
    const api = mockApi({ 'GET /api/user': () => json({ user: aUser({ role: 'team_member' }) }) });
    const { unmount } = renderWithProviders(<App />, '/new-requests');
    expect(await screen.findByText('Only organization accounts can view webhook requests.')).toBeInTheDocument();
    expect(api.bodiesSentTo('GET /api/webhook-requests')).toHaveLength(0);
    unmount();

    mockApi({ 'GET /api/user': () => json({ message: 'Please log in to continue' }, 401) });
    renderWithProviders(<App />, '/new-requests');
    expect(await screen.findByText('Please log in to view webhook requests.')).toBeInTheDocument();
  });

  it('shows the token masked, copies it and an example call with this host and the token', async () => {
    firm();
    const { user } = renderWithProviders(<App />, '/new-requests');
    const card = await screen.findByRole('region', { name: 'Incoming webhook' });
    await within(card).findByRole('button', { name: 'Show token' });
    expect(card).not.toHaveTextContent(TOKEN);

    await user.click(within(card).getByRole('button', { name: 'Show token' }));
    expect(card).toHaveTextContent(TOKEN);
    await user.click(within(card).getByRole('button', { name: 'Copy example' }));
    const example = await navigator.clipboard.readText();
    expect(example).toContain('curl -X POST http://localhost/api/webhooks/incoming');
    expect(example).toContain(`X-Webhook-Token: ${TOKEN}`);
  });

  it('regenerates the token only after a confirmation that the old one stops working', async () => {
    const api = firm({ 'POST /api/organizations/webhook-token': () => json({ ok: true, webhookConfig: { webhookToken: 'whk_new_token' } }) });
    const { user } = renderWithProviders(<App />, '/new-requests');
    const card = await screen.findByRole('region', { name: 'Incoming webhook' });
    await user.click(await within(card).findByRole('button', { name: 'Regenerate token' }));
    const confirm = await screen.findByRole('dialog', { name: 'Regenerate the webhook token?' });
    expect(confirm).toHaveTextContent('The current token stops working at once');
    expect(api.bodiesSentTo('POST /api/organizations/webhook-token')).toHaveLength(0);

    await user.click(within(confirm).getByRole('button', { name: 'Regenerate token' }));
    expect(within(await findToast()).getByText('New webhook token generated successfully')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Show token' }));
    expect(card).toHaveTextContent('whk_new_token');
  });

  it("says 'Failed to generate new webhook token' when regenerating fails", async () => {
    firm({ 'POST /api/organizations/webhook-token': () => new Response('', { status: 500, statusText: 'Internal Server Error' }) });
    const { user } = renderWithProviders(<App />, '/new-requests');
    await user.click(await screen.findByRole('button', { name: 'Regenerate token' }));
    const confirm = await screen.findByRole('dialog', { name: 'Regenerate the webhook token?' });
    await user.click(within(confirm).getByRole('button', { name: 'Regenerate token' }));
    expect(await screen.findByText('Failed to generate new webhook token')).toBeInTheDocument();
  });

  it('turns a request into a client with its details filled in', async () => {
    firm({
      'GET /api/webhook-requests': () =>
        json({ ok: true, requests: [aWebhookRequest({ type: 'client_intake', content: '{"clientName":"Dana Reyes","email":"dana@example.com"}' })] }),
    });
    const { user } = renderWithProviders(<App />, '/new-requests');
    const create = await screen.findByRole('button', { name: 'Create client from Client intake request from dana@example.com' });
    // Its status in words: it could be read.
    expect(screen.getByText('Processed')).toBeInTheDocument();
    await user.click(create);
    const dialog = await screen.findByRole('dialog', { name: 'Add Client' });
    expect(within(dialog).getByLabelText(/Display name/)).toHaveValue('Dana Reyes');
    expect(within(dialog).getByLabelText(/Email/)).toHaveValue('dana@example.com');
  });
});

describe('/new-requests: reading and handling requests', () => {
  const HANDLED_AT = '2026-03-02T10:00:00.000Z';
  const requestList = () => screen.findByRole('region', { name: 'Webhook requests' });
  const itemOf = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li')!;
  const count = () => screen.getByText(/^\d+ of \d+ requests?$/).textContent;

  it("shows a JSON body's fields by name, the sender's email as a link, and the type in words", async () => {
    firm({
      'GET /api/webhook-requests': () =>
        json({
          ok: true,
          requests: [
            aWebhookRequest({
              type: 'new_client',
              content: JSON.stringify({ clientName: 'Hana Sato', clientEmail: 'Hana@Example.com', phone_number: '+1 555 0100', nested: { a: 1 } }),
            }),
          ],
        }),
    });
    renderWithProviders(<App />, '/new-requests');
    const list = await requestList();
    const item = within(list).getByRole('heading', { level: 3, name: 'New client' }).closest('li')!;

    expect(within(item).getAllByRole('term').map((term) => term.textContent)).toEqual(['Client name', 'Client email', 'Phone number', 'Nested a']);
    expect(within(item).getAllByRole('definition').map((value) => value.textContent)).toEqual(['Hana Sato', 'Hana@Example.com', '+1 555 0100', '1']);
    expect(within(item).getByRole('link', { name: 'Hana@Example.com' })).toHaveAttribute('href', 'mailto:Hana@Example.com');
    expect(item).not.toHaveTextContent('{');
    expect(item).not.toHaveTextContent('clientEmail');
    expect(within(item).getByRole('button', { name: 'Mark New client request from hana@example.com handled' })).toBeInTheDocument();
  });

  it('keeps plain text as it is, with the address in it as a link', async () => {
    const content = 'Please call Dana at Dana@example.com\nabout her will.';
    firm({ 'GET /api/webhook-requests': () => json({ ok: true, requests: [aWebhookRequest({ content })] }) });
    renderWithProviders(<App />, '/new-requests');
    const list = await requestList();
    expect(within(list).getByText(/Please call Dana at/)).toHaveTextContent('Please call Dana at Dana@example.com about her will.', { normalizeWhitespace: true });
    expect(within(list).getByRole('link', { name: 'Dana@example.com' })).toHaveAttribute('href', 'mailto:dana@example.com');
    expect(within(list).queryByRole('term')).not.toBeInTheDocument();
  });

  it('marks a request handled with PUT { handled: true }, then shows who handled it under Handled', async () => {
    const request = aWebhookRequest({ id: 'req-1', type: 'new_client', content: '{"email":"hana@example.com"}' });
    let handled: WebhookRequest['handled'] = null;
    const api = firm({
      'GET /api/webhook-requests': () => json({ ok: true, requests: [{ ...request, handled }] }),
      'PUT /api/webhook-requests/req-1/handled': (body) => {
        handled = (body as { handled: boolean }).handled ? { at: HANDLED_AT, byName: 'Olivia Harbor' } : null;
        return json({ ...request, handled });
      },
    });
    const { user } = renderWithProviders(<App />, '/new-requests');
    const list = await requestList();
    await user.click(within(list).getByRole('button', { name: 'Mark New client request from hana@example.com handled' }));
    expect(api.bodiesSentTo('PUT /api/webhook-requests/req-1/handled')).toEqual([{ handled: true }]);

    // Not handled is the list's default: the handled request leaves it, and the keyboard stays in the list.
    expect(await screen.findByText('No request matches these filters.')).toBeInTheDocument();
    expect(count()).toBe('0 of 1 request');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Clear filters' })).toHaveFocus());

    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Handled');
    const item = itemOf('New client');
    expect(item).toHaveTextContent(`Handled by Olivia Harbor · ${formatMoment(HANDLED_AT)}`);
    expect(within(item).getByRole('button', { name: 'Mark New client request from hana@example.com not handled' })).toHaveTextContent('Mark not handled');

    await user.click(within(item).getByRole('button', { name: 'Mark New client request from hana@example.com not handled' }));
    expect(api.bodiesSentTo('PUT /api/webhook-requests/req-1/handled')).toEqual([{ handled: true }, { handled: false }]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Not handled');
    expect(within(itemOf('New client')).getByRole('button', { name: 'Mark New client request from hana@example.com handled' })).toBeInTheDocument();
    expect(itemOf('New client')).not.toHaveTextContent('Handled by');
  });

  it('gives the list the focus when the focused request leaves it', async () => {
    const request = aWebhookRequest({ id: 'req-1', type: 'callback', content: 'Plain note' });
    firm({
      'GET /api/webhook-requests': () => json({ ok: true, requests: [request, INTAKE] }),
      'PUT /api/webhook-requests/req-1/handled': () => json({ ...request, handled: { at: HANDLED_AT, byName: 'Olivia Harbor' } }),
    });
    const { user } = renderWithProviders(<App />, '/new-requests');
    const list = await requestList();
    // Without an address or a name in it, a request is named by when it came.
    await user.click(within(list).getByRole('button', { name: `Mark Callback request of ${formatMoment(request.createdAt)} handled` }));
    await waitFor(() => expect(requestTypes()).toEqual(['Client intake']));
    await waitFor(() => expect(list).toHaveFocus());
  });

  it('shows the button loading until the change is saved', async () => {
    const answer = deferred<Response>();
    firm({
      'GET /api/webhook-requests': () => json({ ok: true, requests: [{ ...INTAKE, id: 'req-1' }, aWebhookRequest({ type: 'other' })] }),
      'PUT /api/webhook-requests/req-1/handled': () => answer.promise,
    });
    const { user } = renderWithProviders(<App />, '/new-requests');
    const list = await requestList();
    const button = within(itemOf('Client intake')).getByRole('button', { name: /^Mark Client intake request .* handled$/ });
    await user.click(button);
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(within(itemOf('Other')).getByRole('button', { name: /^Mark Other request .* handled$/ })).toBeEnabled();

    answer.resolve(json({ ...INTAKE, id: 'req-1', handled: { at: HANDLED_AT, byName: 'Olivia Harbor' } }));
    await waitFor(() => expect(requestTypes()).toEqual(['Other']));
    expect(list).toBeInTheDocument();
  });

  it("says the server's reason in an Error toast when marking fails", async () => {
    firm({
      'GET /api/webhook-requests': () => json({ ok: true, requests: [{ ...INTAKE, id: 'gone' }] }),
      'PUT /api/webhook-requests/gone/handled': () => json({ message: 'Webhook request not found' }, 404),
    });
    const { user } = renderWithProviders(<App />, '/new-requests');
    const list = await requestList();
    await user.click(within(list).getByRole('button', { name: /^Mark Client intake request .* handled$/ }));
    const toast = await findToast('destructive');
    expect(within(toast).getByText('Error')).toBeInTheDocument();
    expect(within(toast).getByText('Webhook request not found')).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: /^Mark Client intake request .* handled$/ })).toHaveTextContent('Mark handled');
  });

  it('flags a repeat, naming when the earlier request came', async () => {
    const first = aWebhookRequest({ id: 'first', content: '{"email":"hana@example.com"}', createdAt: '2026-03-01T09:00:00.000Z' });
    const again = aWebhookRequest({ id: 'again', type: 'follow_up', content: '{"email":"HANA@example.com"}', createdAt: '2026-03-03T09:00:00.000Z', repeatOf: 'first' });
    const older = aWebhookRequest({ id: 'older', type: 'reminder', content: 'Ring me', createdAt: '2026-03-04T09:00:00.000Z', repeatOf: 'not-listed' });
    firm({ 'GET /api/webhook-requests': () => json({ ok: true, requests: [older, again, first] }) });
    renderWithProviders(<App />, '/new-requests');
    await requestList();

    const repeat = itemOf('Follow up');
    expect(within(repeat).getByText('Repeat')).toBeInTheDocument();
    expect(repeat).toHaveTextContent(`Same sender as the request of ${formatMoment(first.createdAt)}`);
    expect(itemOf('Reminder')).toHaveTextContent('Same sender as an earlier request');
    expect(within(itemOf('Client intake')).queryByText('Repeat')).not.toBeInTheDocument();
    expect(itemOf('Client intake')).not.toHaveTextContent('Same sender');
  });

  it('shows the requests not handled by default; Handled and All show the others', async () => {
    const open = aWebhookRequest({ type: 'open_one' });
    const done = aWebhookRequest({ type: 'done_one', handled: { at: HANDLED_AT, byName: 'Olivia Harbor' } });
    firm({ 'GET /api/webhook-requests': () => json({ ok: true, requests: [done, open] }) });
    const { user } = renderWithProviders(<App />, '/new-requests');
    await requestList();

    const show = screen.getByRole('combobox', { name: 'Show' });
    expect(show).toHaveDisplayValue('Not handled');
    expect(requestTypes()).toEqual(['Open one']);
    expect(count()).toBe('1 of 2 requests');

    await user.selectOptions(show, 'Handled');
    expect(requestTypes()).toEqual(['Done one']);
    await user.selectOptions(show, 'All');
    expect(requestTypes()).toEqual(['Done one', 'Open one']);
    expect(count()).toBe('2 of 2 requests');
  });

  it('searches the type, content and source, ignoring case; Clear filters shows every request again', async () => {
    firm({
      'GET /api/webhook-requests': () =>
        json({
          ok: true,
          requests: [
            aWebhookRequest({ type: 'new_client', content: 'Hana wants a will', source: 'website' }),
            aWebhookRequest({ type: 'callback', content: 'Ring Ben', source: 'CRM' }),
            aWebhookRequest({ type: 'new_project', content: 'Estate', source: 'website', handled: { at: HANDLED_AT, byName: 'Olivia Harbor' } }),
          ],
        }),
    });
    const { user } = renderWithProviders(<App />, '/new-requests');
    await requestList();
    const search = screen.getByRole('searchbox', { name: 'Search requests' });

    await user.type(search, 'crm');
    expect(requestTypes()).toEqual(['Callback']);
    await user.clear(search);
    await user.type(search, 'WILL');
    expect(requestTypes()).toEqual(['New client']);
    await user.clear(search);
    await user.type(search, 'new client');
    expect(requestTypes()).toEqual(['New client']);

    await user.clear(search);
    await user.type(search, 'estate');
    expect(screen.queryByRole('region', { name: 'Webhook requests' })).not.toBeInTheDocument();
    expect(screen.getByText('No request matches these filters.')).toBeInTheDocument();
    expect(count()).toBe('0 of 3 requests');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(search).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Show' })).toHaveDisplayValue('All');
    expect(requestTypes()).toEqual(['New client', 'Callback', 'New project']);
  });
});
