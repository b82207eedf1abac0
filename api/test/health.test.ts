import mongoose from 'mongoose';
import { checkRedisForReadiness } from '../src/health/router';
import { startTestApi, type TestApi } from './test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.stop());
afterEach(() => checkRedisForReadiness(undefined));

it('is alive and ready while the database answers', async () => {
  await api.agent().get('/api/health').expect(200, { ok: true });
  await api.agent().get('/api/ready').expect(200, { ok: true, database: 'up' });
});

it('is not ready while Redis is configured and unreachable, still alive', async () => {
  checkRedisForReadiness(() => false);
  await api.agent().get('/api/ready').expect(503, { ok: false, database: 'up', redis: 'down', message: 'Not ready: Redis cannot be reached' });
  await api.agent().get('/api/health').expect(200, { ok: true });

  checkRedisForReadiness(() => true);
  await api.agent().get('/api/ready').expect(200, { ok: true, database: 'up', redis: 'up' });
});

it('is not ready without the database, still alive (last: it disconnects)', async () => {
  await mongoose.disconnect();
  await api
    .agent()
    .get('/api/ready')
    .expect(503, { ok: false, database: 'down', message: 'Not ready: the database cannot be reached' });
  await api.agent().get('/api/health').expect(200, { ok: true });
});
