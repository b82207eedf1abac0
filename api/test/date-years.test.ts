import { addClient, createFirm, createProject, type Firm, type Member } from './fixtures';
import { startTestApi, type TestApi } from './test-api';

/** Year 0000 (or 9999) is a typo, not a date: refused with a message on every call that takes a date. */
const OUT_OF_RANGE = 'Date must be between the years 1900 and 2199';
const refusal = (field: string) => ({ message: OUT_OF_RANGE, errors: { [field]: OUT_OF_RANGE } });

let api: TestApi;
let firm: Firm;
let client: Member;
beforeAll(async () => {
  api = await startTestApi();
  firm = await createFirm(api);
  client = await addClient(api, firm);
});
afterAll(() => api.stop());

it('POST /api/projects refuses a start date in year 0000 and stores nothing', async () => {
  await firm.owner.agent
    .post('/api/projects')
    .send({ name: 'Year zero', startDate: '0000-01-01', clientId: client.id })
    .expect(400, refusal('startDate'));
  const list = await firm.owner.agent.get('/api/projects').expect(200);
  expect(list.body.map((project: { name: string }) => project.name)).not.toContain('Year zero');
});

it('PATCH /api/projects/{id} refuses an end date in year 9999 and keeps the dates', async () => {
  const project = await createProject(firm, client, { startDate: '2030-01-01', endDate: '2030-06-30' });
  await firm.owner.agent.patch(`/api/projects/${project.id}`).send({ startDate: '2030-01-01', endDate: '9999-12-31' }).expect(400, refusal('endDate'));
  const read = await firm.owner.agent.get(`/api/projects/${project.id}`).expect(200);
  expect(read.body.endDate).toBe('2030-06-30T00:00:00.000Z');
});

it('milestones and timeline tasks refuse such years too', async () => {
  const project = await createProject(firm, client);
  await firm.owner.agent.post(`/api/projects/${project.id}/milestones`).send({ name: 'Filing', dueDate: '0000-12-31' }).expect(400, refusal('dueDate'));
  await firm.owner.agent
    .post(`/api/projects/${project.id}/timelines`)
    .send({ name: 'Draft', startDate: '0001-01-01', endDate: '2030-01-01' })
    .expect(400, refusal('startDate'));
});
