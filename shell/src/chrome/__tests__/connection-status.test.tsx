import { EventEmitter } from 'node:events';
import { act, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@clientline/shared-ui/testing';
import { ConnectionStatus } from '../connection-status';

/** The one socket, faked: the test plays the network's part. */
class FakeSocket extends EventEmitter {
  connected = false;
  active = false;
  connect() {
    this.active = true;
  }
  /** The server answered the handshake. */
  handshake() {
    this.connected = true;
    this.emit('connect');
  }
  /** The connection dropped; socket.io-client reconnects by itself unless the server sent it away. */
  drop(reason: 'transport close' | 'io server disconnect') {
    this.connected = false;
    this.active = reason === 'transport close';
    this.emit('disconnect', reason);
  }
}
const socket = new FakeSocket();
jest.mock('socket.io-client', () => ({ io: () => socket }));

async function renderConnected() {
  renderWithProviders(<ConnectionStatus />);
  await waitFor(() => expect(socket.listenerCount('connect')).toBe(1));
  act(() => socket.handshake());
  return screen.getByRole('status');
}

it('says "Reconnecting…" while a dropped socket comes back, and nothing once it has', async () => {
  const status = await renderConnected();
  expect(status).toHaveTextContent('');

  act(() => socket.drop('transport close'));
  expect(status).toHaveTextContent('Reconnecting…');

  act(() => socket.handshake());
  expect(status).toHaveTextContent('');
});

it('says nothing when the server ended the connection for good (signed out elsewhere)', async () => {
  const status = await renderConnected();
  act(() => socket.drop('io server disconnect'));
  expect(status).toHaveTextContent('');
});
