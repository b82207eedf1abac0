/** @jest-environment node */
import { configureStore } from '@reduxjs/toolkit';
import type { ProjectPage } from '@clientline/contracts';
import { createStoreOptions, type AppDispatch } from '@clientline/shared-ui/store';
import { projectsApi, updateListedProject, type ProjectListFilter } from '@clientline/shared-ui/api/projects';
import { json, mockFetch } from '../../store/__tests__/fetch-mock';
import { eventually } from './eventually';

const project = (name: string) => ({ id: name, name }) as unknown as ProjectPage['projects'][number];
const PAGES: Record<string, ProjectPage> = {
  '': { projects: [project('Newest'), project('Newer')], nextCursor: 'c2' },
  c2: { projects: [project('Older')], nextCursor: null },
};

let fetchMock: ReturnType<typeof mockFetch>;
afterEach(() => fetchMock.restore());

/** The paged api: answers by cursor with an ETag of the URL, and 304 to a request presenting it. */
function setUp() {
  const asked: { query: string; ifNoneMatch: string | null }[] = [];
  fetchMock = mockFetch((request) => {
    const url = new URL(request.url);
    if (request.method === 'POST') return json({ ...project('Brand new'), milestones: [] }, { status: 201 });
    const ifNoneMatch = request.headers.get('If-None-Match');
    asked.push({ query: url.search, ifNoneMatch });
    const etag = `"${url.search}"`;
    if (ifNoneMatch === etag) return new Response(null, { status: 304, headers: { ETag: etag } });
    const response = json(PAGES[url.searchParams.get('cursor') ?? '']);
    response.headers.set('ETag', etag);
    return response;
  });
  const store = configureStore(createStoreOptions());
  const dispatch: AppDispatch = store.dispatch;
  return { store, dispatch, asked };
}

const FILTER: ProjectListFilter = { limit: 2, search: ' okafor ', status: 'active' };
const endpoint = projectsApi.endpoints.getProjectPages;
const namesIn = (state: unknown) =>
  endpoint.select(FILTER)(state as never).data?.pages.flatMap((page) => page.projects.map((item) => item.name));

describe('getProjectPages', () => {
  test('asks for the first page with the filters, then the next with its cursor, and holds them in order', async () => {
    const { store, dispatch, asked } = setUp();
    await dispatch(endpoint.initiate(FILTER));
    expect(asked.map((request) => request.query)).toEqual(['?limit=2&search=okafor&status=active']);
    expect(endpoint.select(FILTER)(store.getState()).hasNextPage).toBe(true);

    await dispatch(endpoint.initiate(FILTER, { direction: 'forward' }));
    expect(asked.map((request) => request.query).at(-1)).toBe('?limit=2&cursor=c2&search=okafor&status=active');
    expect(namesIn(store.getState())).toEqual(['Newest', 'Newer', 'Older']);
    expect(endpoint.select(FILTER)(store.getState()).hasNextPage).toBe(false);
  });

  test('a refetch presents the ETag and keeps the page it holds on 304', async () => {
    const { store, dispatch, asked } = setUp();
    const subscription = dispatch(endpoint.initiate(FILTER));
    await subscription;
    await subscription.refetch();
    expect(asked.at(-1)).toEqual({ query: '?limit=2&search=okafor&status=active', ifNoneMatch: '"?limit=2&search=okafor&status=active"' });
    expect(namesIn(store.getState())).toEqual(['Newest', 'Newer']);
  });

  test('a new project reads again every page held (the list tag)', async () => {
    const { store, dispatch, asked } = setUp();
    const subscription = dispatch(endpoint.initiate(FILTER));
    await subscription;
    await dispatch(endpoint.initiate(FILTER, { direction: 'forward' }));
    const before = asked.length;

    await dispatch(projectsApi.endpoints.createProject.initiate({ name: 'Brand new', startDate: '2026-01-01', clientId: 'c1' }));
    await eventually(() => expect(asked).toHaveLength(before + 2));
    expect(asked.slice(before).map((request) => new URLSearchParams(request.query).get('cursor'))).toEqual([null, 'c2']);
    expect(namesIn(store.getState())).toEqual(['Newest', 'Newer', 'Older']);
    subscription.unsubscribe();
  });

  test('a pushed change of a listed project reaches it on whichever page holds it', async () => {
    const { store, dispatch } = setUp();
    await dispatch(endpoint.initiate(FILTER));
    await dispatch(endpoint.initiate(FILTER, { direction: 'forward' }));
    dispatch(updateListedProject('Older', (summary) => Object.assign(summary, { completedMilestones: 1, totalMilestones: 2 })));
    const older = endpoint.select(FILTER)(store.getState()).data?.pages[1]?.projects[0];
    expect(older).toMatchObject({ name: 'Older', completedMilestones: 1, totalMilestones: 2 });
  });
});
