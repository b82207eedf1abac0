import mongoose, { Types } from 'mongoose';
import { Notification, type NotificationRecord } from '../notifications/model';
import { webhookRequestContent } from '../notifications/webhook-requests';
import { WebhookRequest, type WebhookRequestRecord } from '../webhooks/model';
import type { Migration } from './run';

const PER_STEP = 500;
const REQUEST_KEY = /^webhook_request:([0-9a-f]{24})$/;

type News = Pick<NotificationRecord, '_id' | 'organizationId' | 'userId' | 'eventKey' | 'content'>;

/**
 * The bell's news of a webhook request used to quote its body as it came (JSON included): each such item
 * stored before is written again in today's words, from its request, 500 at a time in the order of their
 * ids. An item already in today's words is left as it is, so a start that stopped halfway starts over.
 */
export const webhookRequestNews: Migration = {
  version: '2026-12-webhook-request-news',
  async run() {
    let after: Types.ObjectId | null = null;
    for (;;) {
      const news: News[] = await Notification.find({ type: 'webhook_request', ...(after && { _id: mongoose.trusted({ $gt: after }) }) }, { organizationId: 1, userId: 1, eventKey: 1, content: 1 })
        .setOptions({ unscoped: true })
        .sort({ _id: 1 })
        .limit(PER_STEP)
        .lean<News[]>();
      if (news.length === 0) return;
      const requestIds = news.flatMap((item) => REQUEST_KEY.exec(item.eventKey ?? '')?.[1] ?? []).map((id) => new Types.ObjectId(id));
      const requests = await WebhookRequest.find({ _id: mongoose.trusted({ $in: requestIds }) })
        .setOptions({ unscoped: true })
        .lean<WebhookRequestRecord[]>();
      const byId = new Map(requests.map((request) => [request._id.toString(), request]));
      for (const item of news) {
        const request = byId.get(REQUEST_KEY.exec(item.eventKey ?? '')?.[1] ?? '');
        // A request removed since (its firm's data deleted) leaves its news as it was.
        if (!request || !request.organizationId.equals(item.organizationId)) continue;
        const content = webhookRequestContent(request);
        if (content !== item.content) await Notification.updateOne({ _id: item._id, organizationId: item.organizationId, userId: item.userId }, { $set: { content } });
      }
      after = news.at(-1)!._id;
    }
  },
};
