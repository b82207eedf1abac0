import type supertest from 'supertest';
import { createFirm, type Firm } from './fixtures';
import { PASSWORD, startTestApi, uniqueEmail, type TestApi } from './test-api';

/**
 * Creates racing for the same email or organization name: each service checks "is it taken?" before it
 * writes, so the requests that lose the race are refused by the unique index and must still get the
 * documented 409 on the field that collided.
 */
const EMAIL_TAKEN = 'An account with this email already exists';
const NAME_TAKEN = 'This organization name is already taken';
const SAME_MOMENT = 4;

let api: TestApi;
let firm: Firm;
beforeAll(async () => {
  api = await startTestApi();
  firm = await createFirm(api);
});
afterAll(() => api.stop());

async function fireTogether(send: () => supertest.Test): Promise<supertest.Response[]> {
  return Promise.all(Array.from({ length: SAME_MOMENT }, () => send()));
}

function expectOneCreatedOthersRefused(responses: supertest.Response[], message: string, field: string) {
  expect(responses.map((response) => response.status).sort()).toEqual([201, 409, 409, 409]);
  for (const refused of responses.filter((response) => response.status === 409)) {
    expect(refused.body).toEqual({ message, errors: { [field]: message } });
  }
}

it('POST /api/register with one email at the same moment: one account, the others 409 on username', async () => {
  const username = uniqueEmail('twin');
  const responses = await fireTogether(() =>
    api.agent().post('/api/register').send({ username, password: PASSWORD, role: 'team_member', displayName: 'Tess Twin' }),
  );
  expectOneCreatedOthersRefused(responses, EMAIL_TAKEN, 'username');
});

it('POST /api/register with one organization name at the same moment: one firm, the others 409 on organizationName', async () => {
  const responses = await fireTogether(() =>
    api
      .agent()
      .post('/api/register')
      .send({ username: uniqueEmail('owner'), password: PASSWORD, role: 'organization', displayName: 'Olivia', organizationName: 'Twin Peaks Tax' }),
  );
  expectOneCreatedOthersRefused(responses, NAME_TAKEN, 'organizationName');
});

it('POST /api/clients with one email at the same moment: one client, the others 409 on username', async () => {
  const username = uniqueEmail('client');
  const responses = await fireTogether(() => firm.owner.agent.post('/api/clients').send({ username, displayName: 'Carla Client' }));
  expectOneCreatedOthersRefused(responses, EMAIL_TAKEN, 'username');
});

it('POST /api/projects creating one new client at the same moment: one project, the others 409 on newClient.email', async () => {
  const email = uniqueEmail('client');
  const responses = await fireTogether(() =>
    firm.owner.agent
      .post('/api/projects')
      .send({ name: 'Audit', startDate: '2030-01-01', newClient: { name: 'Carla Client', email: ` ${email.toUpperCase()} ` } }),
  );
  expectOneCreatedOthersRefused(responses, EMAIL_TAKEN, 'newClient.email');
});
