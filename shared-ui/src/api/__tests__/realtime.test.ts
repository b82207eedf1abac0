/** @jest-environment node */
import { EventEmitter } from 'node:events';
import type { Socket } from 'socket.io-client';
import { configureStore } from '@reduxjs/toolkit';
import {
  SOCKET_EVENTS,
  type Message,
  type Milestone,
  type Notification,
  type Project,
  type SocketEventPayloads,
  type Timeline,
  type WebhookRequest,
} from '@clientline/contracts';
import { createStoreOptions, type AppDispatch } from '@clientline/shared-ui/store';
import { messagesApi } from '@clientline/shared-ui/api/messages';
import { notificationsApi } from '@clientline/shared-ui/api/notifications';
import { projectsApi } from '@clientline/shared-ui/api/projects';
import { documentsApi } from '@clientline/shared-ui/api/documents';
import { connectRealtimeBridge, followLiveConnection, type LiveConnection } from '@clientline/shared-ui/api/realtime';
import { sessionApi } from '@clientline/shared-ui/api/session';
import { timelinesApi } from '@clientline/shared-ui/api/timelines';
import { webhooksApi } from '@clientline/shared-ui/api/webhooks';
import { json, mockFetch } from '../../store/__tests__/fetch-mock';
import { eventually } from './eventually';

const milestone: Milestone = {
  id: 'm1',
  name: 'Discovery',
  dueDate: '2030-04-15T00:00:00.000Z',
  status: 'pending',
  completedAt: null,
};

const project: Project = {
  id: 'p1',
  name: 'Estate of Ada',
  startDate: '2030-01-01T00:00:00.000Z',
  endDate: null,
  status: 'active',
  clientId: 'c1',
  client: { displayName: 'Ada' },
  completedMilestones: 0,
  totalMilestones: 1,
  milestones: [milestone],
  performance: null,
  archivedAt: null,
  createdAt: '2030-01-01T00:00:00.000Z',
  updatedAt: '2030-01-01T00:00:00.000Z',
};

const message = (id: string, content: string): Message => ({
  id,
  content,
  createdAt: '2030-01-02T10:00:00.000Z',
  senderId: 'u1',
  sender: { id: 'u1', displayName: 'Grace' },
  editedAt: null,
  deletedAt: null,
});

const notification = (id: string): Notification => ({
  id,
  type: 'milestone_updated',
  content: 'Discovery is in progress',
  read: false,
  createdAt: '2030-01-02T10:00:00.000Z',
  projectId: 'p1',
});

const webhookRequest = (status: WebhookRequest['status']): WebhookRequest => ({
  id: 'w1',
  type: 'new_client',
  content: 'Ada needs a will',
  source: 'webhook',
  status,
  createdAt: '2030-01-02T10:00:00.000Z',
  handled: null,
  repeatOf: null,
});

const timeline: Timeline = {
  id: 't1',
  projectId: 'p1',
  tasks: [{ id: 'k2', name: 'Draft', startDate: '2030-02-01T00:00:00.000Z', endDate: '2030-02-10T00:00:00.000Z', status: 'todo', assignee: null }],
};

class FakeSocket extends EventEmitter {
  connected = false;
  handshakes = 0;

  connect() {
    this.handshakes += 1;
  }

  push<Event extends keyof SocketEventPayloads>(event: Event, payload: SocketEventPayloads[Event]) {
    this.emit(event, payload);
  }
}

let fetchMock: ReturnType<typeof mockFetch>;
afterEach(() => fetchMock.restore());

/** A store whose cache holds one answer of each pushed-to query, and a socket bridged to it. */
async function setUp({ pageChanges = null }: { pageChanges?: string | null } = {}) {
  fetchMock = mockFetch((request) => {
    const path = new URL(request.url).pathname;
    const answers: Record<string, unknown> = {
      '/api/projects': [{ ...project, milestones: undefined }],
      '/api/projects/p1': project,
      '/api/projects/p1/messages': [message('a', 'Hello')],
      '/api/projects/p1/timelines': timeline,
      '/api/notifications': [notification('n1')],
      '/api/webhook-requests': { ok: true, requests: [] },
      '/api/projects/p1/documents': [],
      '/api/projects/p1/document-requests': [],
      '/api/documents': [],
      '/api/document-requests': [],
    };
    return json(answers[path] ?? { message: 'Not found' }, { status: path in answers ? 200 : 404 });
  });
  const store = configureStore(createStoreOptions());
  const dispatch: AppDispatch = store.dispatch;
  await Promise.all([
    dispatch(projectsApi.endpoints.getProjects.initiate()),
    dispatch(projectsApi.endpoints.getProject.initiate('p1')),
    dispatch(messagesApi.endpoints.getProjectMessages.initiate('p1')),
    dispatch(timelinesApi.endpoints.getTimeline.initiate('p1')),
    dispatch(notificationsApi.endpoints.getNotifications.initiate()),
    dispatch(webhooksApi.endpoints.getWebhookRequests.initiate()),
  ]);
  const socket = new FakeSocket();
  const disconnect = connectRealtimeBridge(socket as unknown as Socket, dispatch, pageChanges);
  const state = () => store.getState();
  return { socket, disconnect, state, dispatch, requestsSoFar: fetchMock.requests().length };
}

test('a pushed chat message is added to the cached conversation once, without a request', async () => {
  const { socket, state, requestsSoFar } = await setUp();
  socket.push(SOCKET_EVENTS.newMessage, { projectId: 'p1', message: message('b', 'Any news?') });
  socket.push(SOCKET_EVENTS.newMessage, { projectId: 'p1', message: message('b', 'Any news?') });
  const messages = messagesApi.endpoints.getProjectMessages.select('p1')(state()).data;
  expect(messages?.map((each) => each.content)).toEqual(['Hello', 'Any news?']);
  expect(fetchMock.requests()).toHaveLength(requestsSoFar);
});

test('a pushed milestone change updates the project and the progress in the cached list', async () => {
  const { socket, state } = await setUp();
  const completed: Milestone = { ...milestone, status: 'completed', completedAt: '2030-01-03T00:00:00.000Z' };
  socket.push(SOCKET_EVENTS.milestoneChanged, { projectId: 'p1', milestone: completed, completedMilestones: 1, totalMilestones: 1 });
  const added: Milestone = { ...milestone, id: 'm2', name: 'Filing' };
  socket.push(SOCKET_EVENTS.milestoneChanged, { projectId: 'p1', milestone: added, completedMilestones: 1, totalMilestones: 2 });

  const detail = projectsApi.endpoints.getProject.select('p1')(state()).data;
  expect(detail?.milestones.map((each) => [each.name, each.status])).toEqual([
    ['Discovery', 'completed'],
    ['Filing', 'pending'],
  ]);
  const summary = projectsApi.endpoints.getProjects.select()(state()).data?.[0];
  expect(summary).toMatchObject({ completedMilestones: 1, totalMilestones: 2 });
});

test('a pushed task joins the cached timeline in start-date order', async () => {
  const { socket, state } = await setUp();
  const task = { id: 'k1', name: 'Intake', startDate: '2030-01-15T00:00:00.000Z', endDate: '2030-01-20T00:00:00.000Z', status: 'todo' as const, assignee: null };
  socket.push(SOCKET_EVENTS.timelineTaskCreated, { projectId: 'p1', timelineId: 't1', task });
  const tasks = timelinesApi.endpoints.getTimeline.select('p1')(state()).data?.tasks;
  expect(tasks?.map((each) => each.name)).toEqual(['Intake', 'Draft']);
});

test('a pushed task change replaces the task in date order, and a deleted task leaves the timeline', async () => {
  const { socket, state, requestsSoFar } = await setUp();
  const moved = { ...timeline.tasks[0]!, name: 'Draft will', startDate: '2030-01-01T00:00:00.000Z', status: 'done' as const };
  socket.push(SOCKET_EVENTS.timelineTaskCreated, { projectId: 'p1', timelineId: 't1', task: { ...moved, id: 'k3', name: 'Sign', startDate: '2030-03-01T00:00:00.000Z' } });
  socket.push(SOCKET_EVENTS.timelineTaskUpdated, { projectId: 'p1', timelineId: 't1', task: moved });
  let tasks = timelinesApi.endpoints.getTimeline.select('p1')(state()).data?.tasks;
  expect(tasks?.map((each) => [each.name, each.status])).toEqual([
    ['Draft will', 'done'],
    ['Sign', 'done'],
  ]);
  socket.push(SOCKET_EVENTS.timelineTaskDeleted, { projectId: 'p1', timelineId: 't1', taskId: 'k2' });
  tasks = timelinesApi.endpoints.getTimeline.select('p1')(state()).data?.tasks;
  expect(tasks?.map((each) => each.id)).toEqual(['k3']);
  expect(fetchMock.requests()).toHaveLength(requestsSoFar);
});

test('a pushed edit or deletion of a message replaces it in the cached conversation', async () => {
  const { socket, state } = await setUp();
  socket.push(SOCKET_EVENTS.messageUpdated, { projectId: 'p1', message: { ...message('a', 'Hello there'), editedAt: '2030-01-02T10:05:00.000Z' } });
  let messages = messagesApi.endpoints.getProjectMessages.select('p1')(state()).data;
  expect(messages).toEqual([{ ...message('a', 'Hello there'), editedAt: '2030-01-02T10:05:00.000Z' }]);
  socket.push(SOCKET_EVENTS.messageUpdated, { projectId: 'p1', message: { ...message('a', ''), deletedAt: '2030-01-02T10:06:00.000Z' } });
  messages = messagesApi.endpoints.getProjectMessages.select('p1')(state()).data;
  expect(messages?.map((each) => [each.content, each.deletedAt])).toEqual([['', '2030-01-02T10:06:00.000Z']]);
});

test('a pushed milestone deletion removes it from the project and updates the progress in the cached list', async () => {
  const { socket, state } = await setUp();
  socket.push(SOCKET_EVENTS.milestoneDeleted, { projectId: 'p1', milestoneId: 'm1', completedMilestones: 0, totalMilestones: 0 });
  const detail = projectsApi.endpoints.getProject.select('p1')(state()).data;
  expect(detail).toMatchObject({ milestones: [], completedMilestones: 0, totalMilestones: 0 });
  const summary = projectsApi.endpoints.getProjects.select()(state()).data?.[0];
  expect(summary).toMatchObject({ completedMilestones: 0, totalMilestones: 0 });
});

test('a pushed notification goes first in the bell’s list', async () => {
  const { socket, state } = await setUp();
  socket.push(SOCKET_EVENTS.notification, notification('n2'));
  const ids = notificationsApi.endpoints.getNotifications.select()(state()).data?.map((each) => each.id);
  expect(ids).toEqual(['n2', 'n1']);
});

test('a webhook request is prepended when it arrives and its status changes in place', async () => {
  const { socket, state } = await setUp();
  socket.push(SOCKET_EVENTS.webhookRequestReceived, webhookRequest('pending'));
  socket.push(SOCKET_EVENTS.webhookRequestFailed, { ...webhookRequest('failed'), failureReason: 'Content is required' });
  const requests = webhooksApi.endpoints.getWebhookRequests.select()(state()).data;
  expect(requests).toEqual([{ ...webhookRequest('failed'), failureReason: 'Content is required' }]);
});

test('a push that lands while the list is being fetched is not undone by the older answer', async () => {
  const { socket, state, dispatch } = await setUp();
  // The refetch read the request while it was still pending; its answer arrives after the pushes.
  // (Typed by assertion: TypeScript would narrow a plain `= null` to null, not seeing the answer assign it.)
  let answerStale = null as (() => void) | null;
  fetchMock.restore();
  fetchMock = mockFetch(() => new Promise((resolve) => (answerStale = () => resolve(json({ ok: true, requests: [webhookRequest('pending')] })))));
  const refetch = dispatch(webhooksApi.endpoints.getWebhookRequests.initiate(undefined, { forceRefetch: true }));
  await eventually(() => expect(answerStale).not.toBeNull());
  socket.push(SOCKET_EVENTS.webhookRequestReceived, webhookRequest('pending'));
  socket.push(SOCKET_EVENTS.webhookRequestProcessed, webhookRequest('processed'));
  answerStale!();
  await refetch;
  await eventually(() => expect(webhooksApi.endpoints.getWebhookRequests.select()(state()).data).toEqual([webhookRequest('processed')]));
});

test('a pushed project change refetches the project and the list that are on screen', async () => {
  const { socket, requestsSoFar } = await setUp();
  socket.push(SOCKET_EVENTS.projectChanged, { projectId: 'p1', change: 'updated' });
  await eventually(() => expect(fetchMock.requests().slice(requestsSoFar).sort()).toEqual(['GET /api/projects', 'GET /api/projects/p1']));
});

test("a pushed project change (archived, restored, renamed) refetches the firm's documents and requests lists on screen", async () => {
  const { socket, dispatch } = await setUp();
  await dispatch(documentsApi.endpoints.getDocuments.initiate());
  await dispatch(documentsApi.endpoints.getDocumentRequests.initiate());
  const before = fetchMock.requests().length;
  socket.push(SOCKET_EVENTS.projectChanged, { projectId: 'p1', change: 'updated' });
  await eventually(() => expect(fetchMock.requests().slice(before)).toEqual(expect.arrayContaining(['GET /api/documents', 'GET /api/document-requests'])));
});

test("a pushed document change refetches that project's documents and checklist on screen", async () => {
  const { socket, dispatch } = await setUp();
  await dispatch(documentsApi.endpoints.getProjectDocuments.initiate('p1'));
  await dispatch(documentsApi.endpoints.getProjectDocumentRequests.initiate('p1'));
  const before = fetchMock.requests().length;
  socket.push(SOCKET_EVENTS.documentChanged, { projectId: 'p1' });
  await eventually(() => expect(fetchMock.requests().slice(before).sort()).toEqual(['GET /api/projects/p1/document-requests', 'GET /api/projects/p1/documents']));
});

/** A request no pushed event or joining makes (its query is not on screen): the test's own. */
const LATER_REQUEST = 'GET /api/documents';

/**
 * Makes LATER_REQUEST and waits for its answer: a request the bridge started before it has been made by
 * then, so a test that must see that nothing was fetched waits for this, not for a length of time.
 */
async function answerToALaterRequest(dispatch: AppDispatch): Promise<void> {
  await dispatch(documentsApi.endpoints.getDocuments.initiate(undefined, { subscribe: false, forceRefetch: true }));
}

const QUERIES_ON_SCREEN = [
  'GET /api/notifications',
  'GET /api/projects',
  'GET /api/projects/p1',
  'GET /api/projects/p1/messages',
  'GET /api/projects/p1/timelines',
  'GET /api/webhook-requests',
];

test('each time the socket has joined its rooms, the queries on screen refetch what missed events would have changed', async () => {
  const { socket, requestsSoFar } = await setUp();
  socket.emit('rooms_joined', { changes: 'token-1' });
  await eventually(() => expect(fetchMock.requests().slice(requestsSoFar).sort()).toEqual(QUERIES_ON_SCREEN));
});

test("nothing is fetched again on joining when nothing changed since the page was served; after a drop it is", async () => {
  const { socket, dispatch, requestsSoFar } = await setUp({ pageChanges: 'token-1' });
  socket.emit('connect');
  socket.emit('rooms_joined', { changes: 'token-1' });
  await answerToALaterRequest(dispatch);
  expect(fetchMock.requests().slice(requestsSoFar)).toEqual([LATER_REQUEST]);

  // Reconnected after a network drop: events of the drop were lost, whatever the token says.
  const beforeTheDrop = fetchMock.requests().length;
  socket.emit('disconnect', 'transport close');
  socket.emit('rooms_joined', { changes: 'token-1' });
  await eventually(() => expect(fetchMock.requests().slice(beforeTheDrop).sort()).toEqual(QUERIES_ON_SCREEN));
});

test('a change since the page was served, or a token the server could not read, refetches on the first joining', async () => {
  for (const changes of ['token-2', null]) {
    const { socket, requestsSoFar } = await setUp({ pageChanges: 'token-1' });
    socket.emit('rooms_joined', { changes });
    await eventually(() => expect(fetchMock.requests().slice(requestsSoFar).sort()).toEqual(QUERIES_ON_SCREEN));
  }
});

test('a bridge attached to a socket that is already connected catches up at once', async () => {
  const { dispatch } = await setUp();
  const socket = new FakeSocket();
  socket.connected = true;
  const requestsBefore = fetchMock.requests().length;
  connectRealtimeBridge(socket as unknown as Socket, dispatch);
  await eventually(() => expect(fetchMock.requests().length - requestsBefore).toBe(6));
});

test('a socket the server sent away asks who is signed in again; a dropped network does not', async () => {
  const { socket, dispatch } = await setUp();
  await dispatch(sessionApi.endpoints.getCurrentUser.initiate());
  const userRequests = () => fetchMock.requests().filter((request) => request === 'GET /api/user').length;
  const before = userRequests();
  socket.emit('disconnect', 'transport close');
  await answerToALaterRequest(dispatch);
  expect(userRequests()).toBe(before);
  socket.emit('disconnect', 'io server disconnect');
  await eventually(() => expect(userRequests()).toBe(before + 1));
  // No one is signed in any more (no user in the answer): the socket stays closed.
  expect(socket.handshakes).toBe(0);
});

test('sent away while still signed in (a new role, need-to-know access changed), the socket handshakes again', async () => {
  const { socket } = await setUp();
  fetchMock.restore();
  fetchMock = mockFetch((request) =>
    new URL(request.url).pathname === '/api/user' ? json({ user: { id: 'u1', role: 'team_member' } }) : json({ message: 'Not found' }, { status: 404 }),
  );
  socket.emit('disconnect', 'io server disconnect');
  await eventually(() => expect(socket.handshakes).toBe(1));
});

test('after disconnecting, pushed events change nothing', async () => {
  const { socket, disconnect, state } = await setUp();
  disconnect();
  socket.push(SOCKET_EVENTS.notification, notification('n2'));
  expect(notificationsApi.endpoints.getNotifications.select()(state()).data).toHaveLength(1);
  expect(socket.eventNames()).toEqual([]);
});

test('followLiveConnection tells connecting, connected, reconnecting after a drop, and closed when the socket gives up', () => {
  const socket = Object.assign(new FakeSocket(), { active: true });
  const states: LiveConnection[] = [];
  const stop = followLiveConnection(socket as unknown as Socket, (state) => states.push(state));

  socket.emit('connect');
  socket.emit('disconnect', 'transport close'); // socket.io-client stays active: it reconnects by itself
  socket.emit('connect');
  socket.active = false; // the server sent it away ('io server disconnect') or refused the handshake
  socket.emit('disconnect', 'io server disconnect');
  socket.emit('connect_error', new Error('Please log in to continue'));
  expect(states).toEqual(['connecting', 'connected', 'reconnecting', 'connected', 'closed', 'closed']);

  stop();
  expect(socket.eventNames()).toEqual([]);
});
