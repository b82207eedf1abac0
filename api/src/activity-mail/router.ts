// One-click unsubscribe (RFC 8058) of activity mail and digests. The link in the mail's List-Unsubscribe
// header and its small print is /api/unsubscribe/<token>, the token naming the person and the categories
// of that mail (unsubscribe-token.ts).
// - GET shows a page with one button and a link to Notification settings, and changes nothing: mail
//   scanners and link previews follow links.
// - POST turns those categories off. Mail providers send it from their servers as
//   application/x-www-form-urlencoded `List-Unsubscribe=One-Click`, with no Origin and no cookie; the
//   page's button sends the same. The token is the authority; this is the one write the api takes as a
//   form (http/json-body.ts names it), and it takes exactly that body.
import Router from '@koa/router';
import type { Context } from 'koa';
import { activityCategoryLabels, practiceWords, type ActivityCategory } from '@clientline/contracts';
import { presentNotificationSettings } from '../auth/notification-settings';
import { HttpError } from '../http/errors';
import { readAll } from '../http/read-all';
import { firmOfClientMail } from '../organizations/practice';
import { User, type UserRecord } from '../users/model';
import { settingsPathOf } from './compose';
import { activityMailSettings } from './settings';
import { readUnsubscribeToken, type UnsubscribeTarget } from './unsubscribe-token';
import { h, htmlDocument, type HtmlChild } from '../http/html';

export const INVALID_UNSUBSCRIBE_LINK =
  'This unsubscribe link is not valid. Sign in to Clientline and change what you get in Notification settings.';
export const ONE_CLICK_BODY = 'Send the body List-Unsubscribe=One-Click as application/x-www-form-urlencoded (RFC 8058)';
const BODY_LIMIT_BYTES = 1024;

export const unsubscribeRouter = new Router();

const PAGE_STYLE = `
  body { margin: 0; font: 16px/1.5 -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Helvetica, Arial, sans-serif; color: #1f2937; background: #f4f5f7; }
  main { max-width: 560px; margin: 24px auto; padding: 28px 24px; background: #fff; border-radius: 8px; }
  h1 { font-size: 22px; line-height: 28px; margin: 0 0 16px; color: #111827; }
  p { margin: 0 0 16px; }
  a { color: #1d4ed8; }
  button { font: inherit; font-weight: 600; padding: 12px 20px; border: 0; border-radius: 6px; background: #1d4ed8; color: #fff; cursor: pointer; min-height: 44px; }
  button:focus-visible, a:focus-visible { outline: 3px solid #93c5fd; outline-offset: 2px; }
  @media (max-width: 480px) { main { margin: 0; border-radius: 0; } button { width: 100%; } }
`;

function page(title: string, body: HtmlChild): string {
  return htmlDocument(
    h(
      'html',
      { lang: 'en' },
      h(
        'head',
        null,
        h('meta', { charSet: 'utf-8' }),
        h('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }),
        h('meta', { name: 'robots', content: 'noindex' }),
        h('title', null, `${title} · Clientline`),
        h('style', null, PAGE_STYLE),
      ),
      h('body', null, h('main', null, body)),
    ),
  );
}

/** The categories by the names the person's mail gave them: a client reads their firm's word for projects. */
async function namesOf(user: UserRecord, categories: ActivityCategory[]): Promise<string> {
  const firm = user.role === 'client' && user.organizationId ? await firmOfClientMail(user.organizationId) : null;
  const labels = activityCategoryLabels(practiceWords(firm?.practice));
  return categories.map((category) => labels[category]).join(', ');
}

function answerPage(ctx: Context, status: number, title: string, body: HtmlChild): void {
  ctx.status = status;
  ctx.type = 'text/html; charset=utf-8';
  // The link's token is in the URL: never send it on to another site. 'same-origin', not 'no-referrer':
  // under no-referrer the page's own Unsubscribe button posts with Origin: null, which the api refuses.
  ctx.set('Referrer-Policy', 'same-origin');
  ctx.body = page(title, body);
}

async function personOf(token: string): Promise<{ target: UnsubscribeTarget; user: UserRecord } | null> {
  const target = readUnsubscribeToken(token, activityMailSettings().secret);
  if (!target) return null;
  const user = await User.findOne({ _id: target.userId, organizationId: target.organizationId }).lean<UserRecord>();
  return user ? { target, user } : null;
}

function settingsLink(user: UserRecord): HtmlChild {
  return h('p', null, 'To choose what you get (as it happens, a daily digest, or nothing) for each kind of news, open ', h('a', { href: settingsPathOf(user) }, 'Notification settings'), '.');
}

unsubscribeRouter.get('/api/unsubscribe/:token', async (ctx) => {
  const found = await personOf(ctx.params.token!);
  if (!found) {
    answerPage(ctx, 404, 'Unsubscribe', [h('h1', { key: 'h' }, 'This link is not valid'), h('p', { key: 'p' }, INVALID_UNSUBSCRIBE_LINK)]);
    return;
  }
  const { target, user } = found;
  const names = await namesOf(user, target.categories);
  const settings = presentNotificationSettings(user).activityMail;
  const alreadyOff = target.categories.every((category) => settings[category] === 'off');
  answerPage(ctx, 200, 'Unsubscribe', [
    h('h1', { key: 'h' }, alreadyOff ? `Mail about ${names} is off` : `Stop mail about ${names}?`),
    h(
      'p',
      { key: 'p' },
      alreadyOff
        ? `${user.username} gets no mail about ${names}. The bell in Clientline still shows this news.`
        : `Clientline mails ${user.username} about ${names}. Unsubscribe to stop it; the bell in Clientline still shows this news.`,
    ),
    alreadyOff
      ? null
      : h(
          'form',
          { key: 'f', action: `/api/unsubscribe/${ctx.params.token}`, method: 'post' },
          h('input', { type: 'hidden', name: 'List-Unsubscribe', value: 'One-Click' }),
          h('p', null, h('button', { type: 'submit' }, 'Unsubscribe')),
        ),
    h('div', { key: 's' }, settingsLink(user)),
  ]);
});

async function readFormBody(ctx: Context): Promise<string> {
  const body = await readAll(ctx.req, { bytes: BODY_LIMIT_BYTES, tooLarge: () => new HttpError(413, `Request body is too large (at most 1 kB). ${ONE_CLICK_BODY}`) });
  return body.toString('utf8');
}

/** Exactly RFC 8058's body: one field, List-Unsubscribe=One-Click, form-encoded. */
async function requireOneClickBody(ctx: Context): Promise<void> {
  if (ctx.request.type !== 'application/x-www-form-urlencoded') throw new HttpError(415, ONE_CLICK_BODY);
  const fields = [...new URLSearchParams(await readFormBody(ctx))];
  if (fields.length !== 1 || fields[0]![0] !== 'List-Unsubscribe' || fields[0]![1] !== 'One-Click') throw new HttpError(400, ONE_CLICK_BODY);
}

unsubscribeRouter.post('/api/unsubscribe/:token', async (ctx) => {
  const found = await personOf(ctx.params.token!);
  if (!found) throw new HttpError(404, INVALID_UNSUBSCRIBE_LINK);
  await requireOneClickBody(ctx);
  const { target, user } = found;
  const off = Object.fromEntries(target.categories.map((category) => [`notificationSettings.activityMail.${category}`, 'off']));
  await User.updateOne({ _id: user._id, organizationId: target.organizationId }, { $set: off });
  const names = await namesOf(user, target.categories);
  answerPage(ctx, 200, 'Unsubscribed', [
    h('h1', { key: 'h' }, 'You are unsubscribed'),
    h('p', { key: 'p' }, `Clientline no longer mails ${user.username} about ${names}. The bell in Clientline still shows this news.`),
    h('div', { key: 's' }, settingsLink(user)),
  ]);
});
