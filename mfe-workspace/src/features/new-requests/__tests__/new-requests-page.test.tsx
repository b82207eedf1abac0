import { EventEmitter } from 'node:events';
import { act, screen, within } from '@testing-library/react';
import { SOCKET_EVENTS, type WebhookRequest } from '@clientline/contracts';
import { connectRealtimeBridge } from '@clientline/shared-ui/api/realtime';
import { findToast, json, mockApi, renderWithProviders } from '@clientline/shared-ui/testing';
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
    await screen.findByRole('heading', { level: 3, name: 'client_intake' });

    const arriving: WebhookRequest = aWebhookRequest({ type: 'new_project', status: 'pending', source: 'crm' });
    act(() => {
      socket.emit(SOCKET_EVENTS.webhookRequestReceived, arriving);
    });
    expect(await screen.findByRole('heading', { level: 3, name: 'new_project' })).toBeInTheDocument();
    expect(requestTypes()).toEqual(['new_project', 'client_intake']);
    expect(within(await findToast()).getByText('New webhook request')).toBeInTheDocument();

    act(() => {
      socket.emit(SOCKET_EVENTS.webhookRequestFailed, { ...arriving, status: 'failed', failureReason: 'Content is required' });
    });
    expect(await screen.findByText('Content is required')).toBeInTheDocument();
    expect(requestTypes()).toEqual(['new_project', 'client_intake']);
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
    expect(await screen.findByRole('heading', { level: 3, name: 'client_intake' })).toBeInTheDocument();
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
    await user.click(await screen.findByRole('button', { name: 'Create client from client_intake request' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Client' });
    expect(within(dialog).getByLabelText(/Display name/)).toHaveValue('Dana Reyes');
    expect(within(dialog).getByLabelText(/Email/)).toHaveValue('dana@example.com');
  });
});
