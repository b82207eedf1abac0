import { randomBytes } from 'node:crypto';
import type { Actor } from '../actor/actor';
import { appLink } from '../mail/settings';
import { CalendarFeed, type CalendarFeedRecord } from './model';

export interface CalendarAddress {
  url: string;
}

const newToken = () => randomBytes(24).toString('hex');
const addressOf = (feed: Pick<CalendarFeedRecord, 'token'>): CalendarAddress => ({ url: appLink(`/api/calendar/${feed.token}.ics`) });

/** The person's private calendar address (GET /api/user/calendar), made the first time it is asked for. */
export async function calendarAddress(actor: Actor): Promise<CalendarAddress> {
  const feed = await CalendarFeed.findOneAndUpdate(
    { organizationId: actor.organizationId, userId: actor.userId },
    { $setOnInsert: { token: newToken() } },
    { upsert: true, returnDocument: 'after' },
  ).lean<CalendarFeedRecord>();
  return addressOf(feed!);
}

/** A new address (POST /api/user/calendar/new): the old one stops working, for a link that went where it should not. */
export async function newCalendarAddress(actor: Actor): Promise<CalendarAddress> {
  const feed = await CalendarFeed.findOneAndUpdate(
    { organizationId: actor.organizationId, userId: actor.userId },
    { $set: { token: newToken() } },
    { upsert: true, returnDocument: 'after' },
  ).lean<CalendarFeedRecord>();
  return addressOf(feed!);
}
