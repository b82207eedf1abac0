/** @jest-environment node */
import { configureStore } from '@reduxjs/toolkit';
import { createStoreOptions, type AppDispatch } from '@clientline/shared-ui/store';
import { templatesApi } from '@clientline/shared-ui/api/templates';
import { projectTemplatesApi } from '@clientline/shared-ui/api/project-templates';
import { aTemplate } from '@clientline/shared-ui/testing';
import { json, mockFetch } from '../../store/__tests__/fetch-mock';
import { eventually } from './eventually';

const saved = aTemplate({ id: 'tpl-1', projectName: '{year} Individual Tax Return' });

let fetchMock: ReturnType<typeof mockFetch>;
afterEach(() => fetchMock.restore());

test('saving a project as a template sends its name and cadence, reads the templates list again and caches the template', async () => {
  const bodies: unknown[] = [];
  fetchMock = mockFetch(async (request) => {
    if (request.method === 'POST') {
      bodies.push(await request.json());
      return json(saved, { status: 201 });
    }
    return json([]);
  });
  const store = configureStore(createStoreOptions());
  const dispatch: AppDispatch = store.dispatch;
  await dispatch(templatesApi.endpoints.getTemplates.initiate());

  const answer = await dispatch(projectTemplatesApi.endpoints.saveProjectAsTemplate.initiate({ projectId: 'p 1', name: 'Individual Tax Return', cadence: 'yearly' })).unwrap();

  expect(answer).toEqual(saved);
  expect(bodies).toEqual([{ name: 'Individual Tax Return', cadence: 'yearly' }]);
  expect(fetchMock.requests()).toContain('POST /api/projects/p%201/save-as-template');
  await eventually(() => expect(fetchMock.requests().filter((request) => request === 'GET /api/templates')).toHaveLength(2));
  await eventually(() => expect(templatesApi.endpoints.getTemplate.select('tpl-1')(store.getState()).data).toEqual(saved));
});
