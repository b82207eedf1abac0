import mongoose from 'mongoose';
import supertest from 'supertest';
import { createApp } from '../src/app';
import { EARLY_ACCESS_REQUESTS_PER_ADDRESS_PER_HOUR } from '../src/early-access/router';
import { startTestApi, uniqueEmail, type TestApi } from './test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.stop());

const form = () => ({
  fullName: 'Erin Early',
  email: uniqueEmail('early'),
  companyName: 'Early & Co',
  role: 'founder',
  teamSize: '11-50',
  industry: 'accounting',
  useCase: 'client_management',
  expectedStartDate: '1-3months',
  priority: 'growth',
});

const storedRequests = (email: string) => mongoose.connection.collection('earlyaccessrequests').find({ email }).toArray();

describe('POST /api/early-access', () => {
  it('stores the questionnaire for anyone, answers ok, and confirms it by mail once', async () => {
    const answers = form();
    await api.agent().post('/api/early-access').send(answers).expect(201, { ok: true, message: 'Request Submitted Successfully!' });
    expect(await storedRequests(answers.email)).toEqual([expect.objectContaining({ ...answers, fullName: 'Erin Early' })]);
    const mail = await api.mailTo(answers.email, (caught) => caught.subject === 'We have your request for early access to Clientline');
    expect(mail.text).toContain('Hello Erin Early, we have your request for early access for Early & Co.');
    expect(mail.text).toContain('/auth?mode=register');
    await api.agent().post('/api/early-access').send({ ...answers, priority: 'costs' }).expect(201);
    const queued = await mongoose.connection.collection('outbox_mails').countDocuments({ to: answers.email });
    expect(queued).toBe(1);
  });

  it('keeps one request per email address: sending again updates the answers', async () => {
    const answers = form();
    await api.agent().post('/api/early-access').send(answers).expect(201);
    await api.agent().post('/api/early-access').send({ ...answers, priority: 'costs' }).expect(201);
    expect(await storedRequests(answers.email)).toEqual([expect.objectContaining({ priority: 'costs' })]);
  });

  it('checks every choice against the lists of the questionnaire', async () => {
    const response = await api
      .agent()
      .post('/api/early-access')
      .send({ ...form(), role: 'intern', teamSize: '1000', industry: { $ne: null }, useCase: 'x', expectedStartDate: 'never', priority: 7 })
      .expect(400);
    expect(response.body.errors).toEqual({
      role: 'Role must be one of: executive, manager, professional, founder',
      teamSize: 'Team size must be one of: 1-10, 11-50, 51-200, 201+',
      industry: 'Industry must be one of: legal, accounting, consulting, technology, other',
      useCase: 'Use case must be one of: client_management, project_tracking, team_collaboration, automation, other',
      expectedStartDate: 'Expected start date must be one of: immediately, 1-3months, 3-6months, 6months+',
      priority: 'Priority must be one of: efficiency, growth, satisfaction, costs',
    });
  });

  it('requires the contact fields', async () => {
    const response = await api.agent().post('/api/early-access').send({ ...form(), fullName: ' ', email: 'nope', companyName: undefined }).expect(400);
    expect(response.body.errors).toEqual({
      fullName: 'Full name is required',
      email: 'Invalid email address',
      companyName: 'Company name is required',
    });
  });

  it('limits how many requests one address may send in an hour', async () => {
    // The earlier tests of this file used some of the allowance already; keep sending until refused.
    let status = 201;
    for (let sent = 0; sent <= EARLY_ACCESS_REQUESTS_PER_ADDRESS_PER_HOUR && status !== 429; sent++) {
      status = (await api.agent().post('/api/early-access').send(form())).status;
    }
    expect(status).toBe(429);
  });

  it('behind a proxy, counts the address the proxy saw, not one the sender wrote into X-Forwarded-For', async () => {
    const behindProxy = supertest(createApp({ config: { ...api.config, trustProxy: true } }).callback());
    const statuses: number[] = [];
    for (let sent = 0; sent <= EARLY_ACCESS_REQUESTS_PER_ADDRESS_PER_HOUR; sent++) {
      // The proxy appends the address it received the request from; what comes before is the sender's.
      const response = await behindProxy.post('/api/early-access').set('X-Forwarded-For', `10.0.${sent}.1, 198.51.100.7`).send(form());
      statuses.push(response.status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((status) => status === 201)).toHaveLength(EARLY_ACCESS_REQUESTS_PER_ADDRESS_PER_HOUR);
  });
});
