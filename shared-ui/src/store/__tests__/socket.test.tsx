import { act, render } from '@testing-library/react';
import { io } from 'socket.io-client';
import { disconnectSocket, getSocket, useSocketEvent } from '../socket';

type Listener = (payload: unknown) => void;

class FakeSocket {
  active = false;
  listeners = new Map<string, Set<Listener>>();
  connect = jest.fn(() => {
    this.active = true;
  });
  disconnect = jest.fn(() => {
    this.active = false;
  });
  on(event: string, listener: Listener) {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)!.add(listener);
  }
  off(event: string, listener: Listener) {
    this.listeners.get(event)?.delete(listener);
  }
  emitFromServer(event: string, payload: unknown) {
    this.listeners.get(event)?.forEach((listener) => listener(payload));
  }
}

const fakeSocket = new FakeSocket();
jest.mock('socket.io-client', () => ({ io: jest.fn(() => fakeSocket) }));

function WebhookFeed({ onRequest }: { onRequest(payload: unknown): void }) {
  useSocketEvent('new_webhook_request', onRequest);
  return null;
}

test('connects once, on first use, to /ws on this origin with the session cookie, WebSocket first', async () => {
  disconnectSocket();
  expect(io).not.toHaveBeenCalled();
  await getSocket();
  await getSocket();
  expect(io).toHaveBeenCalledTimes(1);
  expect(io).toHaveBeenCalledWith({ path: '/ws', withCredentials: true, autoConnect: false, transports: ['websocket', 'polling'], tryAllTransports: true });
  expect(fakeSocket.connect).toHaveBeenCalledTimes(1);
});

test('useSocketEvent delivers events while mounted and stops after unmount', async () => {
  const onRequest = jest.fn();
  const { unmount } = render(<WebhookFeed onRequest={onRequest} />);
  await act(() => getSocket());
  act(() => fakeSocket.emitFromServer('new_webhook_request', { id: 'w1' }));
  expect(onRequest).toHaveBeenCalledWith({ id: 'w1' });

  unmount();
  fakeSocket.emitFromServer('new_webhook_request', { id: 'w2' });
  expect(onRequest).toHaveBeenCalledTimes(1);
});

test('disconnectSocket closes it and the next getSocket opens it again', async () => {
  await getSocket();
  disconnectSocket();
  await act(() => Promise.resolve());
  expect(fakeSocket.active).toBe(false);
  await getSocket();
  expect(fakeSocket.active).toBe(true);
});
