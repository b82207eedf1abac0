import Router from '@koa/router';
import { HttpError } from '../http/errors';
import { currentActor, requireUser } from '../session/current-user';
import { calendarOf } from './feed';
import { calendarAddress, newCalendarAddress } from './service';

export const calendarRouter = new Router();

export const CALENDAR_NOT_FOUND = 'This calendar address is not valid: copy the current one from Notification settings';

calendarRouter.get('/api/user/calendar', requireUser, async (ctx) => {
  ctx.body = await calendarAddress(currentActor(ctx));
});

calendarRouter.post('/api/user/calendar/new', requireUser, async (ctx) => {
  ctx.body = { ...(await newCalendarAddress(currentActor(ctx))), message: 'Your calendar has a new address; the old one no longer works' };
});

// Calendar apps fetch it with no session: the token in the address is its only authority.
calendarRouter.get('/api/calendar/:file', async (ctx) => {
  const token = /^(.+)\.ics$/.exec(ctx.params.file ?? '')?.[1] ?? '';
  const calendar = await calendarOf(token);
  if (calendar === null) throw new HttpError(404, CALENDAR_NOT_FOUND);
  ctx.set({ 'Cache-Control': 'private, max-age=300', 'Referrer-Policy': 'no-referrer' });
  ctx.type = 'text/calendar; charset=utf-8';
  ctx.body = calendar;
});
