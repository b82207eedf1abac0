/** @jest-environment node */
import { configureStore } from '@reduxjs/toolkit';
import type { ProjectSummary } from '@clientline/contracts';
import { baseApi, createStoreOptions, type AppDispatch } from '@clientline/shared-ui/store';
import { projectsApi } from '@clientline/shared-ui/api/projects';
import { json, mockFetch } from './fetch-mock';

const projects = [{ id: 'p1', name: 'Estate of Ada' }] as ProjectSummary[];

let fetchMock: ReturnType<typeof mockFetch>;
afterEach(() => fetchMock.restore());

/** An api that tags its answer "v1" and answers 304 to that tag; records the tags presented. */
function serveWithTag() {
  const presented: (string | null)[] = [];
  fetchMock = mockFetch((request) => {
    presented.push(request.headers.get('If-None-Match'));
    if (request.headers.get('If-None-Match') === '"v1"') return new Response(null, { status: 304 });
    const response = json(projects);
    response.headers.set('ETag', '"v1"');
    return response;
  });
  return presented;
}

function newStore() {
  const store = configureStore(createStoreOptions());
  const dispatch: AppDispatch = store.dispatch;
  const refetch = () => dispatch(projectsApi.endpoints.getProjects.initiate(undefined, { forceRefetch: true }));
  const cached = () => projectsApi.endpoints.getProjects.select()(store.getState());
  return { dispatch, refetch, cached };
}

test('a poll presents the tag of the answer it holds and keeps that answer on 304', async () => {
  const presented = serveWithTag();
  const { refetch, cached } = newStore();
  await refetch();
  const first = cached().data;
  const again = await refetch();
  expect(presented).toEqual([null, '"v1"']);
  expect(again.isSuccess).toBe(true);
  expect(cached().data).toBe(first);
  expect(cached().data).toEqual(projects);
});

test('once the cache is emptied (signing out resets it), no tag is presented and the answer is fetched whole', async () => {
  const presented = serveWithTag();
  const { dispatch, refetch, cached } = newStore();
  await refetch();
  dispatch(baseApi.util.resetApiState());
  await refetch();
  expect(presented).toEqual([null, null]);
  expect(cached().data).toEqual(projects);
});

test('each page of a paged list presents its own tag when the list is polled again', async () => {
  const presented: (string | null)[] = [];
  fetchMock = mockFetch((request) => {
    const cursor = new URL(request.url).searchParams.get('cursor');
    const tag = cursor ? '"page-2"' : '"page-1"';
    presented.push(request.headers.get('If-None-Match'));
    if (request.headers.get('If-None-Match') === tag) return new Response(null, { status: 304 });
    const response = json({ projects: cursor ? [] : projects, nextCursor: cursor ? null : 'after-p1' });
    response.headers.set('ETag', tag);
    return response;
  });
  const store = configureStore(createStoreOptions());
  const dispatch: AppDispatch = store.dispatch;
  const list = dispatch(projectsApi.endpoints.getProjectPages.initiate({ limit: 1 }));
  await list;
  await dispatch(projectsApi.endpoints.getProjectPages.initiate({ limit: 1 }, { direction: 'forward' }));
  await list.refetch();
  expect(presented).toEqual([null, null, '"page-1"', '"page-2"']);
  const data = projectsApi.endpoints.getProjectPages.select({ limit: 1 })(store.getState()).data;
  expect(data?.pages.map((page) => page.projects.length)).toEqual([1, 0]);
});
