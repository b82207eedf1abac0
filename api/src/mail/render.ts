// One layout for every mail, an HTML and a plain-text part from the same content. The HTML is built with
// `h`, so everything a user typed is escaped.
import { h, htmlDocument, type Html, type HtmlChild, type Style } from '../http/html';

export interface MailContent {
  subject: string;
  /** The first line of the mail, in large type. */
  heading: string;
  paragraphs: string[];
  /** Lists under a title each, after the paragraphs: an activity mail's events, grouped by project. */
  sections?: { title: string; items: string[] }[];
  /** The one thing to do, as a button (and its address in plain text beneath it, to copy). */
  action?: { label: string; url: string };
  /** Small print under a rule: how long a link works, what to do if it was not you. */
  footnotes?: string[];
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

const font = '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Helvetica, Arial, sans-serif';
const styles = {
  body: { margin: 0, padding: '24px 12px', background: '#f4f5f7', fontFamily: font, color: '#1f2937' },
  card: { maxWidth: 560, margin: '0 auto', background: '#ffffff', borderRadius: 8, padding: '32px 28px' },
  brand: { margin: '0 0 24px', fontSize: 14, fontWeight: 600, color: '#4b5563' },
  heading: { margin: '0 0 16px', fontSize: 22, lineHeight: '28px', color: '#111827' },
  paragraph: { margin: '0 0 16px', fontSize: 16, lineHeight: '24px' },
  button: {
    display: 'inline-block',
    padding: '12px 20px',
    borderRadius: 6,
    background: '#1d4ed8',
    color: '#ffffff',
    fontSize: 16,
    fontWeight: 600,
    textDecoration: 'none',
  },
  link: { margin: '12px 0 0', fontSize: 13, lineHeight: '20px', color: '#4b5563', wordBreak: 'break-all' },
  rule: { border: 0, borderTop: '1px solid #e5e7eb', margin: '28px 0 16px' },
  footnote: { margin: '0 0 8px', fontSize: 13, lineHeight: '20px', color: '#6b7280' },
  // A long address (an unsubscribe link) breaks rather than widening the mail past a phone's screen.
  footnoteLink: { color: '#4b5563', wordBreak: 'break-all' },
  sectionTitle: { margin: '24px 0 8px', fontSize: 17, lineHeight: '24px', color: '#111827' },
  list: { margin: '0 0 16px', paddingLeft: 20, fontSize: 16, lineHeight: '24px' },
} satisfies Record<string, Style>;

const ADDRESS = /(https?:\/\/[^\s]+)/;

/** A text with each web address in it a link (a footnote's settings or unsubscribe page), the rest as text. */
function withLinks(text: string): HtmlChild[] {
  return text.split(ADDRESS).map((part, index) => (index % 2 === 1 ? h('a', { key: index, href: part, style: styles.footnoteLink }, part) : part));
}

function layout(brand: string, content: MailContent): Html {
  const { subject, heading, paragraphs, sections = [], action, footnotes = [] } = content;
  return h(
    'html',
    { lang: 'en' },
    h('head', null, h('meta', { charSet: 'utf-8' }), h('meta', { name: 'viewport', content: 'width=device-width' }), h('title', null, subject)),
    h(
      'body',
      { style: styles.body },
      h(
        'div',
        { style: styles.card },
        h('p', { style: styles.brand }, brand),
        h('h1', { style: styles.heading }, heading),
        ...paragraphs.map((paragraph, index) => h('p', { key: index, style: styles.paragraph }, paragraph)),
        ...sections.map((section, index) =>
          h(
            'div',
            { key: `s${index}` },
            h('h2', { style: styles.sectionTitle }, section.title),
            h('ul', { style: styles.list }, ...section.items.map((item, itemIndex) => h('li', { key: itemIndex }, item))),
          ),
        ),
        action &&
          h(
            'div',
            { style: { margin: '24px 0' } },
            h('a', { href: action.url, style: styles.button }, action.label),
            h('p', { style: styles.link }, 'Or open this link: ', h('a', { href: action.url, style: { color: '#1d4ed8' } }, action.url)),
          ),
        footnotes.length > 0 && h('hr', { style: styles.rule }),
        ...footnotes.map((footnote, index) => h('p', { key: `f${index}`, style: styles.footnote }, ...withLinks(footnote))),
      ),
    ),
  );
}

function plainText({ heading, paragraphs, sections = [], action, footnotes = [] }: MailContent, brand: string): string {
  const blocks = [brand, heading, ...paragraphs, ...sections.map(({ title, items }) => [title, ...items.map((item) => `- ${item}`)].join('\n'))];
  if (action) blocks.push(`${action.label}: ${action.url}`);
  if (footnotes.length > 0) blocks.push(`--\n${footnotes.join('\n\n')}`);
  return `${blocks.join('\n\n')}\n`;
}

/** The mail's two parts. `brand` is the line above the heading: the firm's name, or Clientline for account mail. */
export function renderMail(content: MailContent, brand: string): RenderedMail {
  return {
    subject: content.subject,
    html: htmlDocument(layout(brand, content)),
    text: plainText(content, brand),
  };
}
