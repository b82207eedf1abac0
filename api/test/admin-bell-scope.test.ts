import { addAdmin, createProject, useTwoFirms, type Member } from './fixtures';

const world = useTwoFirms();
let admin: Member;
beforeAll(async () => {
  admin = await addAdmin(world.api, world.firm);
});

const bellOf = async (member: Member) => (await member.agent.get('/api/notifications').expect(200)).body as Array<{ projectId: string | null; type: string }>;
const newsOf = async (member: Member, projectId: string) => (await bellOf(member)).filter((notification) => notification.projectId === projectId);

async function clientWritesOn(projectId: string) {
  await world.client.agent.post(`/api/projects/${projectId}/messages`).send({ content: 'Here is my question' }).expect(201);
}

describe("the bell of those who run the firm: every project's news for the owner, an admin's own projects unless they choose all", () => {
  it('tells an admin of the projects they are assigned to only, the owner of all', async () => {
    const theirs = await createProject(world.firm, world.client, { name: 'Assigned to the admin', assigneeIds: [admin.id] });
    const notTheirs = await createProject(world.firm, world.client, { name: 'Not the admin’s' });
    await clientWritesOn(theirs.id);
    await clientWritesOn(notTheirs.id);

    expect((await newsOf(admin, theirs.id)).map((notification) => notification.type)).toEqual(['new_message']);
    expect(await newsOf(admin, notTheirs.id)).toEqual([]);
    expect(await newsOf(world.firm.owner, notTheirs.id)).toHaveLength(1);
    const settings = (await admin.agent.get('/api/user').expect(200)).body.user.notificationSettings;
    expect(settings.everyProjectNews).toBe(false);
  });

  it('widens to every project once the admin chooses it, and the owner may narrow theirs', async () => {
    await admin.agent.put('/api/user/notification-settings').send({ everyProjectNews: true }).expect(200);
    await world.firm.owner.agent.put('/api/user/notification-settings').send({ everyProjectNews: false }).expect(200);
    try {
      const project = await createProject(world.firm, world.client, { name: 'Anyone’s' });
      // Nobody assigned: whoever hears of it hears as one who runs the firm (its creator would as an assignee).
      await world.firm.owner.agent.put(`/api/projects/${project.id}/assignees`).send({ assigneeIds: [] }).expect(200);
      await clientWritesOn(project.id);
      expect(await newsOf(admin, project.id)).toHaveLength(1);
      expect(await newsOf(world.firm.owner, project.id)).toEqual([]);
    } finally {
      await admin.agent.put('/api/user/notification-settings').send({ everyProjectNews: false }).expect(200);
      await world.firm.owner.agent.put('/api/user/notification-settings').send({ everyProjectNews: true }).expect(200);
    }
  });

  it('tells every admin of the firm’s own news (a webhook request) whatever they chose', async () => {
    const token = (await world.firm.owner.agent.get('/api/organizations/webhook-token').expect(200)).body.webhookConfig.webhookToken;
    await world.api.agent().post('/api/webhooks/incoming').send({ type: 'lead', content: 'A new lead', token }).expect(201);
    expect((await bellOf(admin)).some((notification) => notification.type === 'webhook_request')).toBe(true);
  });
});
