import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { configureStore } from '@reduxjs/toolkit';
import { createStoreOptions } from '@clientline/shared-ui/store';
import { json, mockApi } from '@clientline/shared-ui/testing';
import { METRICS_POLLING_INTERVAL_MS, usePolledDashboardMetricsQuery } from '@clientline/shared-ui/api/metrics';
import { NOTIFICATIONS_POLLING_INTERVAL_MS, usePolledNotificationsQuery } from '@clientline/shared-ui/api/notifications';
import { PROJECTS_POLLING_INTERVAL_MS, usePolledProjectsQuery } from '@clientline/shared-ui/api/projects';
import { TEMPLATE_BATCH_POLLING_INTERVAL_MS, usePolledTemplateBatchQuery } from '@clientline/shared-ui/api/templates';
import { usePolledUserSessionsQuery, USER_SESSIONS_POLLING_INTERVAL_MS } from '@clientline/shared-ui/api/user-sessions';
import { usePolledWebhookRequestsQuery, WEBHOOK_REQUESTS_POLLING_INTERVAL_MS } from '@clientline/shared-ui/api/webhooks';

test("the polling intervals are the product's: notifications 10 s, projects, metrics, webhook requests and the person's sessions 30 s, a template batch's progress 1 s", () => {
  expect(NOTIFICATIONS_POLLING_INTERVAL_MS).toBe(10_000);
  expect(PROJECTS_POLLING_INTERVAL_MS).toBe(30_000);
  expect(METRICS_POLLING_INTERVAL_MS).toBe(30_000);
  expect(WEBHOOK_REQUESTS_POLLING_INTERVAL_MS).toBe(30_000);
  expect(USER_SESSIONS_POLLING_INTERVAL_MS).toBe(30_000);
  expect(TEMPLATE_BATCH_POLLING_INTERVAL_MS).toBe(1_000);
});

describe('the polled hooks ask again after their interval, and not before', () => {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] }));
  afterEach(() => jest.useRealTimers());

  function wrapper({ children }: { children: ReactNode }) {
    return <Provider store={configureStore(createStoreOptions())}>{children}</Provider>;
  }

  const polledHooks: [string, string, unknown, () => { isSuccess: boolean }, number][] = [
    ['notifications', 'GET /api/notifications', [], () => usePolledNotificationsQuery(), 10_000],
    ['projects', 'GET /api/projects', [], () => usePolledProjectsQuery(), 30_000],
    ['webhook requests', 'GET /api/webhook-requests', { ok: true, requests: [] }, () => usePolledWebhookRequestsQuery(), 30_000],
    ['dashboard metrics', 'GET /api/metrics/dashboard', {}, () => usePolledDashboardMetricsQuery({}), 30_000],
    ["the person's sessions", 'GET /api/user/sessions', { sessions: [] }, () => usePolledUserSessionsQuery(), 30_000],
  ];

  test.each(polledHooks)('%s', async (_name, route, answer, useHook, intervalMs) => {
    const api = mockApi({ [route]: () => json(answer) });
    const { result } = renderHook(useHook, { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(api.bodiesSentTo(route)).toHaveLength(1);

    await act(() => jest.advanceTimersByTimeAsync(intervalMs - 100));
    expect(api.bodiesSentTo(route)).toHaveLength(1);
    await act(() => jest.advanceTimersByTimeAsync(100));
    await waitFor(() => expect(api.bodiesSentTo(route)).toHaveLength(2));
  });
});

describe("a template batch's progress", () => {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] }));
  afterEach(() => jest.useRealTimers());

  function wrapper({ children }: { children: ReactNode }) {
    return <Provider store={configureStore(createStoreOptions())}>{children}</Provider>;
  }

  const route = 'GET /api/template-batches/64c000000000000000000001';
  const batch = (status: string) => ({ id: '64c000000000000000000001', templateId: '64c000000000000000000002', status, total: 3, done: status === 'done' ? 3 : 1 });

  test('is asked every second while the batch runs, and no more once it is done', async () => {
    const answers = [batch('running'), batch('done')];
    const api = mockApi({ [route]: () => json(answers.length > 1 ? answers.shift() : answers[0]) });
    const { result } = renderHook(() => usePolledTemplateBatchQuery('64c000000000000000000001'), { wrapper });
    await waitFor(() => expect(result.current.data?.status).toBe('running'));

    await act(() => jest.advanceTimersByTimeAsync(TEMPLATE_BATCH_POLLING_INTERVAL_MS));
    await waitFor(() => expect(result.current.data?.status).toBe('done'));
    await act(() => jest.advanceTimersByTimeAsync(5 * TEMPLATE_BATCH_POLLING_INTERVAL_MS));
    expect(api.bodiesSentTo(route)).toHaveLength(2);
  });
});
