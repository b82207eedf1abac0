/** @jest-environment node */
// The dashboard's case: a page whose screens loaded the figures alone, no projects, chat or timelines.
import { EventEmitter } from 'node:events';
import type { Socket } from 'socket.io-client';
import { configureStore } from '@reduxjs/toolkit';
import { SOCKET_EVENTS, type DashboardMetrics, type SocketEventPayloads } from '@clientline/contracts';
import { baseApi, createStoreOptions, type AppDispatch } from '@clientline/shared-ui/store';
import { metricsApi } from '@clientline/shared-ui/api/metrics';
import { connectRealtimeBridge } from '@clientline/shared-ui/api/realtime';
import { json, mockFetch } from '../../store/__tests__/fetch-mock';
import { eventually } from './eventually';

const figures: DashboardMetrics = {
  activeProjects: 3,
  averageCompletionDays: 12,
  averageResponseTime: 30,
  clientsOnboarded: 2,
  totalTasks: 9,
  outstandingTasks: 4,
  outstandingDocumentRequests: 1,
};

class FakeSocket extends EventEmitter {
  connected = false;
  connect() {}
  push<Event extends keyof SocketEventPayloads>(event: Event, payload: SocketEventPayloads[Event]) {
    this.emit(event, payload);
  }
}

let fetchMock: ReturnType<typeof mockFetch>;
afterEach(() => fetchMock.restore());

async function dashboard() {
  fetchMock = mockFetch(() => json(figures));
  const store = configureStore(createStoreOptions());
  const dispatch: AppDispatch = store.dispatch;
  await dispatch(metricsApi.endpoints.getDashboardMetrics.initiate({}));
  const socket = new FakeSocket();
  connectRealtimeBridge(socket as unknown as Socket, dispatch, null);
  return { socket, requestsSoFar: fetchMock.requests().length };
}

const task = { id: 'k1', name: 'Intake', startDate: '2030-01-15T00:00:00.000Z', endDate: '2030-01-20T00:00:00.000Z', status: 'todo' as const, assignee: null };

test('a pushed project change or task refreshes the figures on screen, with no domain of those events loaded', async () => {
  const { socket, requestsSoFar } = await dashboard();
  socket.push(SOCKET_EVENTS.projectChanged, { projectId: 'p1', change: 'updated' });
  await eventually(() => expect(fetchMock.requests().slice(requestsSoFar)).toEqual(['GET /api/metrics/dashboard']));
  socket.push(SOCKET_EVENTS.timelineTaskCreated, { projectId: 'p1', timelineId: 't1', task });
  await eventually(() => expect(fetchMock.requests().slice(requestsSoFar)).toHaveLength(2));
  // The figures' endpoint and the session's (the bridge asks who is signed in when sent away) alone.
  expect(Object.keys(baseApi.endpoints).sort()).toEqual(['getCurrentUser', 'getDashboardMetrics', 'logout']);
});

test('a pushed message or milestone, whose cached answers no screen loaded, changes nothing and fetches nothing', async () => {
  const { socket, requestsSoFar } = await dashboard();
  socket.push(SOCKET_EVENTS.newMessage, {
    projectId: 'p1',
    message: { id: 'a', content: 'Hello', createdAt: '2030-01-02T10:00:00.000Z', senderId: 'u1', sender: { id: 'u1', displayName: 'Grace' }, editedAt: null, deletedAt: null },
  });
  socket.push(SOCKET_EVENTS.milestoneDeleted, { projectId: 'p1', milestoneId: 'm1', completedMilestones: 0, totalMilestones: 0 });
  socket.push(SOCKET_EVENTS.projectChanged, { projectId: 'p1', change: 'updated' });
  // The last push refetches the figures: by its answer, anything the first two would have fetched was asked.
  await eventually(() => expect(fetchMock.requests().slice(requestsSoFar)).toEqual(['GET /api/metrics/dashboard']));
});
