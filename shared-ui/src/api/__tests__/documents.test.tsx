import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { configureStore } from '@reduxjs/toolkit';
import { createStoreOptions } from '@clientline/shared-ui/store';
import { FakeXhr, installFakeXhr, json, mockApi } from '@clientline/shared-ui/testing';
import { documentsApi, useDocumentUploads } from '@clientline/shared-ui/api/documents';
import { projectsApi } from '@clientline/shared-ui/api/projects';
import { clientsApi } from '@clientline/shared-ui/api/clients';

installFakeXhr();

function setUp() {
  const requests: string[] = [];
  const api = mockApi({
    'GET /api/projects/p1/documents': () => (requests.push('documents'), json([])),
    'GET /api/projects/p1/document-requests': () => (requests.push('requests'), json([])),
    'DELETE /api/documents/d1': () => json({ ok: true }),
  });
  const store = configureStore(createStoreOptions());
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return { api, store, requests, wrapper };
}

const file = (name: string, size = 10) => new File(['x'.repeat(size)], name, { type: 'application/pdf' });

test('each file goes in its own request, with the cookie and the request item, and shows its progress', () => {
  const { wrapper } = setUp();
  const { result } = renderHook(() => useDocumentUploads('p1'), { wrapper });
  act(() => result.current.upload([file('a.pdf'), file('b.pdf')], { requestItemId: 'item1' }));

  expect(FakeXhr.sent).toHaveLength(2);
  const [first] = FakeXhr.sent;
  expect(first.method).toBe('POST');
  expect(first.url).toBe('/api/projects/p1/documents');
  expect(first.withCredentials).toBe(true);
  expect(first.body!.get('requestItemId')).toBe('item1');
  expect((first.body!.get('file') as File).name).toBe('a.pdf');

  first.progress(50, 200);
  expect(result.current.uploads.map(({ fileName, status, percent }) => [fileName, status, percent])).toEqual([
    ['a.pdf', 'uploading', 25],
    ['b.pdf', 'uploading', 0],
  ]);
});

test("a refused file shows the server's message", () => {
  const { wrapper } = setUp();
  const { result } = renderHook(() => useDocumentUploads('p1'), { wrapper });
  act(() => result.current.upload([file('page.html')]));
  FakeXhr.sent[0].answer(415, { message: 'File type not allowed: page.html. Allowed: PDF' });
  expect(result.current.uploads[0]).toMatchObject({ status: 'failed', error: 'File type not allowed: page.html. Allowed: PDF' });
});

test('a file the screen refuses is never sent', () => {
  const { wrapper } = setUp();
  const { result } = renderHook(() => useDocumentUploads('p1'), { wrapper });
  act(() => result.current.upload([file('big.pdf', 30)], { refuse: (chosen) => (chosen.size > 20 ? `${chosen.name} is too large` : null) }));
  expect(FakeXhr.sent).toHaveLength(0);
  expect(result.current.uploads[0]).toMatchObject({ status: 'failed', error: 'big.pdf is too large' });
});

test('cancel aborts the request on its way; files beyond three wait their turn and can be dropped', () => {
  const { wrapper } = setUp();
  const { result } = renderHook(() => useDocumentUploads('p1'), { wrapper });
  act(() => result.current.upload(['1', '2', '3', '4', '5'].map((name) => file(`${name}.pdf`))));
  expect(FakeXhr.sent).toHaveLength(3);
  expect(result.current.uploads.map((upload) => upload.status)).toEqual(['uploading', 'uploading', 'uploading', 'queued', 'queued']);

  const [, , , fourth, fifth] = result.current.uploads;
  act(() => result.current.cancel(fifth.key));
  act(() => result.current.cancel(result.current.uploads[0].key));
  expect(FakeXhr.sent[0].aborted).toBe(true);
  expect(FakeXhr.sent).toHaveLength(4);
  expect((FakeXhr.sent[3].body!.get('file') as File).name).toBe(`${fourth.fileName}`);
  expect(result.current.uploads.map((upload) => upload.status)).toEqual(['cancelled', 'uploading', 'uploading', 'uploading', 'cancelled']);
});

test("a stored file refetches the project's documents and checklist on screen", async () => {
  const { store, requests, wrapper } = setUp();
  await store.dispatch(documentsApi.endpoints.getProjectDocuments.initiate('p1'));
  await store.dispatch(documentsApi.endpoints.getProjectDocumentRequests.initiate('p1'));
  const { result } = renderHook(() => useDocumentUploads('p1'), { wrapper });
  act(() => result.current.upload([file('a.pdf')]));
  FakeXhr.sent[0].answer(201, { documents: [] });
  expect(result.current.uploads[0]).toMatchObject({ status: 'done', percent: 100 });
  await waitFor(() => expect(requests).toEqual(['documents', 'requests', 'documents', 'requests']));
});

test('deleting a document refetches the documents and the checklist (an item may be requested again)', async () => {
  const { store, requests } = setUp();
  await store.dispatch(documentsApi.endpoints.getProjectDocuments.initiate('p1'));
  await store.dispatch(documentsApi.endpoints.getProjectDocumentRequests.initiate('p1'));
  await store.dispatch(documentsApi.endpoints.deleteDocument.initiate({ id: 'd1', projectId: 'p1' }));
  await waitFor(() => expect(requests).toEqual(['documents', 'requests', 'documents', 'requests']));
});

test('creating and reviewing requests send the documented bodies', async () => {
  const api = mockApi({
    'POST /api/projects/p1/document-requests': () => json([], 201),
    'PATCH /api/document-requests/i1': () => json({}),
  });
  const store = configureStore(createStoreOptions());
  const items = [{ name: '2025 W-2', dueDate: '2026-03-01' }];
  await store.dispatch(documentsApi.endpoints.createDocumentRequest.initiate({ projectId: 'p1', items }));
  await store.dispatch(
    documentsApi.endpoints.reviewDocumentRequest.initiate({ id: 'i1', projectId: 'p1', status: 'changes_requested', note: 'Page 2 is missing' }),
  );
  expect(api.bodiesSentTo('POST /api/projects/p1/document-requests')).toEqual([{ items }]);
  expect(api.bodiesSentTo('PATCH /api/document-requests/i1')).toEqual([{ status: 'changes_requested', note: 'Page 2 is missing' }]);
});

test("archiving or restoring a project or a client refetches the firm's documents and requests lists on screen (an archived project's leave them)", async () => {
  const requests: string[] = [];
  mockApi({
    'GET /api/documents': () => (requests.push('documents'), json([])),
    'GET /api/document-requests': () => (requests.push('requests'), json([])),
    'POST /api/projects/p1/archive': () => json({ id: 'p1' }),
    'POST /api/clients/c1/restore': () => json({ id: 'c1' }),
  });
  const store = configureStore(createStoreOptions());
  store.dispatch(documentsApi.endpoints.getDocuments.initiate());
  store.dispatch(documentsApi.endpoints.getDocumentRequests.initiate());
  await waitFor(() => expect(requests).toEqual(['documents', 'requests']));

  await store.dispatch(projectsApi.endpoints.archiveProject.initiate('p1'));
  await waitFor(() => expect(requests.slice(2).sort()).toEqual(['documents', 'requests']));
  await store.dispatch(clientsApi.endpoints.restoreClient.initiate('c1'));
  await waitFor(() => expect(requests.slice(4).sort()).toEqual(['documents', 'requests']));
});
