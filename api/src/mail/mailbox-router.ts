// The local mailbox page (development and tests only): what the embedded SMTP server caught, to read
// as the recipient would. GET /dev/mailbox lists it; /dev/mailbox/<id> shows one mail (its HTML part in
// a sandboxed frame, its text part beneath); /dev/mailbox/messages.json is the same list for scripts.
import Router from '@koa/router';
import { HttpError } from '../http/errors';
import { readAll } from '../http/read-all';
import { sendLocalReply } from './local-reply';
import type { CaughtMail, Mailbox } from './mailbox';
import { h, htmlDocument, type HtmlChild } from '../http/html';

const PAGE_STYLE = `
  body { margin: 0; font: 15px/1.5 -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, sans-serif; color: #1f2937; background: #f4f5f7; }
  main { max-width: 960px; margin: 0 auto; padding: 16px; }
  h1 { font-size: 22px; } a { color: #1d4ed8; }
  table { width: 100%; border-collapse: collapse; background: #fff; }
  th, td { text-align: left; padding: 8px; border-bottom: 1px solid #e5e7eb; vertical-align: top; overflow-wrap: anywhere; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 12px; background: #fff; padding: 12px; }
  dt { font-weight: 600; } dd { margin: 0; overflow-wrap: anywhere; }
  iframe { width: 100%; height: 640px; border: 1px solid #e5e7eb; background: #fff; }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #fff; padding: 12px; border: 1px solid #e5e7eb; }
  form { background: #fff; padding: 12px; border: 1px solid #e5e7eb; } label { display: block; font-weight: 600; }
  textarea { width: 100%; box-sizing: border-box; font: inherit; }
`;

function page(title: string, body: HtmlChild): string {
  return htmlDocument(
    h(
      'html',
      { lang: 'en' },
      h('head', null, h('meta', { charSet: 'utf-8' }), h('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }), h('title', null, title), h('style', null, PAGE_STYLE)),
      h('body', null, h('main', null, body)),
    ),
  );
}

function listPage(mails: CaughtMail[]): string {
  const rows = mails.map((mail) =>
    h(
      'tr',
      { key: mail.id },
      h('td', null, new Date(mail.receivedAt).toLocaleString('en-US')),
      h('td', null, mail.to.join(', ')),
      h('td', null, h('a', { href: `/dev/mailbox/${mail.id}` }, mail.subject || '(no subject)')),
    ),
  );
  return page(
    'Local mailbox',
    h(
      'div',
      null,
      h('h1', null, 'Local mailbox'),
      h('p', null, 'Mail the app sent while SMTP_URL is unset. Nothing here left this machine.'),
      mails.length === 0
        ? h('p', null, 'No mail yet.')
        : h('table', null, h('thead', null, h('tr', null, h('th', null, 'Received'), h('th', null, 'To'), h('th', null, 'Subject'))), h('tbody', null, ...rows)),
    ),
  );
}

/** Answering as the recipient: the reply goes back in through the embedded server (local-reply.ts). */
function replyForm(mail: CaughtMail, replied: boolean): HtmlChild {
  if (!mail.replyTo) return null;
  return h(
    'form',
    { method: 'post', action: `/dev/mailbox/${mail.id}/reply` },
    h('h2', null, 'Reply'),
    replied && h('p', { role: 'status' }, 'Your reply was sent. It shows in the project’s chat once it is posted, or a mail comes back saying why not.'),
    h('label', { htmlFor: 'reply-text' }, `Your reply, as ${mail.to[0] ?? ''}`),
    h('textarea', { id: 'reply-text', name: 'text', rows: 4, required: true }),
    h('p', null, h('button', { type: 'submit' }, 'Send reply')),
  );
}

function mailPage(mail: CaughtMail, replied = false): string {
  return page(
    mail.subject,
    h(
      'div',
      null,
      h('p', null, h('a', { href: '/dev/mailbox' }, 'All mail')),
      h('h1', null, mail.subject || '(no subject)'),
      h(
        'dl',
        null,
        h('dt', null, 'From'),
        h('dd', null, mail.from),
        h('dt', null, 'To'),
        h('dd', null, mail.to.join(', ')),
        mail.replyTo && h('dt', null, 'Reply-To'),
        mail.replyTo && h('dd', null, mail.replyTo),
        h('dt', null, 'Received'),
        h('dd', null, new Date(mail.receivedAt).toLocaleString('en-US')),
      ),
      replyForm(mail, replied),
      h('h2', null, 'HTML'),
      h('p', null, h('a', { href: `/dev/mailbox/${mail.id}/html` }, 'Open the HTML part alone')),
      // Sandboxed: the mail's own HTML runs no script and reaches nothing of this page; its links open in the tab.
      h('iframe', { title: 'The mail as HTML', src: `/dev/mailbox/${mail.id}/html`, sandbox: 'allow-top-navigation-by-user-activation allow-popups' }),
      h('h2', null, 'Text'),
      h('pre', null, mail.text),
    ),
  );
}

/** The mail's own HTML, in its page's frame or alone in the tab, with links that open in the tab. */
function framedHtml(mail: CaughtMail): string {
  return mail.html.replace(/<head>/i, '<head><base target="_top">') || '<p>This mail has no HTML part.</p>';
}

/** The Reply form's urlencoded body: a few kB of text. */
const REPLY_FORM_LIMIT_BYTES = 100_000;

export function mailboxRouter(mailbox: Mailbox): Router {
  const router = new Router({ prefix: '/dev/mailbox' });

  async function caught(id: string): Promise<CaughtMail> {
    const mail = await mailbox.get(id);
    if (!mail) throw new HttpError(404, 'No such mail in the local mailbox');
    return mail;
  }

  router.get('/', async (ctx) => {
    ctx.type = 'html';
    ctx.body = listPage(await mailbox.list());
  });
  router.get('/messages.json', async (ctx) => {
    ctx.body = await mailbox.list();
  });
  router.get('/:id', async (ctx) => {
    const mail = await caught(ctx.params.id!);
    ctx.type = 'html';
    ctx.body = mailPage(mail, ctx.query.replied === '1');
  });
  router.post('/:id/reply', async (ctx) => {
    const mail = await caught(ctx.params.id!);
    const form = await readAll(ctx.req, { bytes: REPLY_FORM_LIMIT_BYTES, tooLarge: () => new HttpError(413, 'The reply is too long') });
    const text = new URLSearchParams(form.toString('utf8')).get('text')?.trim();
    if (!text) throw new HttpError(400, 'Write a reply');
    await sendLocalReply(mail, text);
    ctx.redirect(`/dev/mailbox/${mail.id}?replied=1`);
    ctx.status = 303;
  });
  router.get('/:id/html', async (ctx) => {
    const mail = await caught(ctx.params.id!);
    ctx.set({
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'self'",
      'X-Frame-Options': 'SAMEORIGIN',
    });
    ctx.type = 'html';
    ctx.body = framedHtml(mail);
  });
  return router;
}
