import mongoose from 'mongoose';
import type supertest from 'supertest';
import { createProject, type Member, useTwoFirms } from './fixtures';

/**
 * An archived project leaves every list and count unless a filter asks for it: what it holds (documents,
 * document requests, timeline tasks, messages) leaves the firm's and the client's lists and the
 * dashboard's figures with it, and comes back when it is restored. Its own page still lists all of it.
 */
const world = useTwoFirms();

let kept: string;
let shelved: string;

const upload = (agent: supertest.Agent, projectId: string, name: string) =>
  agent.post(`/api/projects/${projectId}/documents`).unset('Content-Type').attach('file', Buffer.from('%PDF-1.7\nx'), name).expect(201);

/** A client question `minutesAgo` old, then the firm's answer now: the answer took that long. */
async function answeredAfter(projectId: string, minutesAgo: number) {
  const path = `/api/projects/${projectId}/messages`;
  const question = (await world.client.agent.post(path).send({ content: 'A question' }).expect(201)).body.id as string;
  const createdAt = new Date(Date.now() - minutesAgo * 60_000);
  await mongoose.connection.collection('messages').updateOne({ _id: new mongoose.Types.ObjectId(question) }, { $set: { createdAt } });
  await world.firm.owner.agent.post(path).send({ content: 'The answer' }).expect(201);
}

const names = async (member: Member, path: string) => ((await member.agent.get(path).expect(200)).body as Array<{ name: string }>).map((item) => item.name).sort();
const documents = (member: Member) => names(member, '/api/documents');
const requests = (member: Member) => names(member, '/api/document-requests');
const metrics = async () => (await world.firm.owner.agent.get('/api/metrics/dashboard').expect(200)).body;
const setNeedToKnow = (needToKnowAccess: boolean) => world.firm.owner.agent.put('/api/team/settings').send({ needToKnowAccess }).expect(200);

beforeAll(async () => {
  const assigneeIds = [world.teamMember.id];
  kept = (await createProject(world.firm, world.client, { name: 'Kept', assigneeIds })).id;
  shelved = (await createProject(world.firm, world.client, { name: 'Shelved', assigneeIds })).id;
  for (const [projectId, name] of [[kept, 'kept'], [shelved, 'shelved']] as const) {
    await upload(world.firm.owner.agent, projectId, `${name}.pdf`);
    await world.firm.owner.agent.post(`/api/projects/${projectId}/document-requests`).send({ items: [{ name: `${name} passport` }] }).expect(201);
    await world.firm.owner.agent.post(`/api/projects/${projectId}/timelines`).send({ name: `${name} task`, startDate: '2030-02-01', endDate: '2030-02-15' }).expect(201);
  }
  await answeredAfter(kept, 10);
  await answeredAfter(shelved, 50);
}, 30_000);

describe('the content of an archived project', () => {
  it('leaves the firm\'s and the client\'s documents and document requests lists, and comes back on restore', async () => {
    expect(await documents(world.firm.owner)).toEqual(['kept.pdf', 'shelved.pdf']);
    expect(await requests(world.client)).toEqual(['kept passport', 'shelved passport']);

    await world.firm.owner.agent.post(`/api/projects/${shelved}/archive`).expect(200);
    for (const member of [world.firm.owner, world.teamMember, world.client]) {
      expect(await documents(member)).toEqual(['kept.pdf']);
      expect(await requests(member)).toEqual(['kept passport']);
    }
    // The archived project's own page still lists what it holds.
    expect(await names(world.firm.owner, `/api/projects/${shelved}/documents`)).toEqual(['shelved.pdf']);
    expect(await names(world.client, `/api/projects/${shelved}/document-requests`)).toEqual(['shelved passport']);

    await world.firm.owner.agent.post(`/api/projects/${shelved}/restore`).expect(200);
    expect(await documents(world.client)).toEqual(['kept.pdf', 'shelved.pdf']);
    expect(await requests(world.firm.owner)).toEqual(['kept passport', 'shelved passport']);
  });

  it('leaves the lists of a team member behind need-to-know access too', async () => {
    await setNeedToKnow(true);
    try {
      expect(await documents(world.teamMember)).toEqual(['kept.pdf', 'shelved.pdf']);
      await world.firm.owner.agent.post(`/api/projects/${shelved}/archive`).expect(200);
      expect(await documents(world.teamMember)).toEqual(['kept.pdf']);
      expect(await requests(world.teamMember)).toEqual(['kept passport']);
    } finally {
      await world.firm.owner.agent.post(`/api/projects/${shelved}/restore`).expect(200);
      await setNeedToKnow(false);
    }
  });

  it("counts nowhere on the dashboard: tasks, outstanding tasks, outstanding requests and answer times", async () => {
    const before = await metrics();
    expect(before).toMatchObject({ totalTasks: 2, outstandingTasks: 2, outstandingDocumentRequests: 2 });
    // (10 + 50) / 2 minutes, give or take the seconds the test took.
    expect(before.averageResponseTime).toBeGreaterThanOrEqual(30);
    expect(before.averageResponseTime).toBeLessThan(31);

    await world.firm.owner.agent.post(`/api/projects/${shelved}/archive`).expect(200);
    const after = await metrics();
    expect(after).toMatchObject({ activeProjects: 1, totalTasks: 1, outstandingTasks: 1, outstandingDocumentRequests: 1 });
    expect(after.averageResponseTime).toBeGreaterThanOrEqual(10);
    expect(after.averageResponseTime).toBeLessThan(11);

    await world.firm.owner.agent.post(`/api/projects/${shelved}/restore`).expect(200);
    expect(await metrics()).toMatchObject({ activeProjects: 2, totalTasks: 2, outstandingTasks: 2, outstandingDocumentRequests: 2 });
  });

  it('leaves when the client is archived with their projects, and comes back when the client is restored', async () => {
    await world.firm.owner.agent.post(`/api/clients/${world.client.id}/archive`).expect(200);
    expect(await documents(world.firm.owner)).toEqual([]);
    expect(await requests(world.firm.owner)).toEqual([]);
    expect(await metrics()).toMatchObject({ activeProjects: 0, totalTasks: 0, outstandingTasks: 0, outstandingDocumentRequests: 0, averageResponseTime: 0 });

    await world.firm.owner.agent.post(`/api/clients/${world.client.id}/restore`).expect(200);
    expect(await documents(world.firm.owner)).toEqual(['kept.pdf', 'shelved.pdf']);
  });
});
