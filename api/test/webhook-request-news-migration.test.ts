// The start-up migration 'webhook-request-news': the bell's news of a webhook request, stored by the release
// before as its body quoted as it came (JSON included), reads in today's words.
import mongoose from 'mongoose';
import { runMigrations } from '../src/migrations/run';
import { webhookRequestNews } from '../src/migrations/webhook-request-news';
import { Notification } from '../src/notifications/model';
import { useTwoFirms } from './fixtures';

const world = useTwoFirms();

describe("the start-up migration 'webhook-request-news'", () => {
  it("rewrites each owner's and admin's item of a request from its request, once, and leaves other news as it was", async () => {
    const token = (await world.firm.owner.agent.get('/api/organizations/webhook-token').expect(200)).body.webhookConfig.webhookToken;
    const body = { clientName: 'Jane Audit', email: 'jane@example.com', message: 'Please call me back' };
    await world.api.agent().post('/api/webhooks/incoming').set('X-Webhook-Token', token).send({ type: 'new_client', content: JSON.stringify(body), source: 'website' }).expect(201);
    const news = { organizationId: new mongoose.Types.ObjectId(world.firm.organizationId), type: 'webhook_request' };
    // As the release before wrote it.
    const before = `New request from website: "${JSON.stringify(body)}"`;
    await Notification.collection.updateMany(news, { $set: { content: before } });
    const other = await Notification.collection.findOne({ organizationId: news.organizationId, type: mongoose.trusted({ $ne: 'webhook_request' }) });
    await mongoose.connection.collection<{ _id: string }>('migrations').deleteOne({ _id: webhookRequestNews.version });

    await runMigrations();
    await runMigrations();

    const items = await Notification.collection.find(news).toArray();
    expect(items.length).toBeGreaterThan(0);
    expect(items.map((item) => item.content)).toEqual(items.map(() => 'New request from website: Jane Audit (jane@example.com): "Please call me back"'));
    if (other) expect((await Notification.collection.findOne({ _id: other._id }))!.content).toBe(other.content);
    const bell = (await world.firm.owner.agent.get('/api/notifications').expect(200)).body as Array<{ type: string; content: string }>;
    expect(bell.filter((item) => item.type === 'webhook_request').map((item) => item.content)).toEqual(['New request from website: Jane Audit (jane@example.com): "Please call me back"']);
  });
});
