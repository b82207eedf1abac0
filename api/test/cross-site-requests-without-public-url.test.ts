import { createFirm, type Member } from './fixtures';
import { startTestApi, type TestApi } from './test-api';

/**
 * Development and test without PUBLIC_URL: the app is wherever the request was sent. (cross-site-requests.test.ts
 * sets PUBLIC_URL; timelines.test.ts checks share links built from the request's address.)
 */

let api: TestApi;
let owner: Member['agent'];
beforeAll(async () => {
  api = await startTestApi();
  owner = (await createFirm(api)).owner.agent;
});
afterAll(() => api.stop());

it('accepts a write from the address the request was sent to and refuses one from a look-alike', async () => {
  await owner.post('/api/user/complete-onboarding').set('Origin', api.baseUrl).expect(200);
  await owner.post('/api/user/complete-onboarding').set('Referer', `${api.baseUrl}/dashboard`).expect(200);
  await owner.post('/api/user/complete-onboarding').set('Origin', 'http://127.0.0.1.evil.example').expect(403);
  await owner.post('/api/user/complete-onboarding').set('Origin', api.baseUrl.replace('http:', 'https:')).expect(403);
});

