// The api's few HTML pieces (mail, the local mailbox, the unsubscribe pages) are built with `h`, which
// escapes every text and attribute value it is given: what a user typed can never become markup.

/** Markup `h` built: escaped already, so it is put in as is. Only `h` makes one. */
export class Html {
  private constructor(readonly markup: string) {}

  /** @internal */
  static trusted(markup: string): Html {
    return new Html(markup);
  }
}

export type HtmlChild = Html | string | number | false | null | undefined | readonly HtmlChild[];
/** An inline style, as in the DOM: `{ fontSize: 14, lineHeight: '20px' }`; a number is in px where CSS needs a unit. */
export type Style = Record<string, string | number>;
type AttributeValue = string | number | boolean | null | undefined;
export type Attributes = Record<string, AttributeValue | Style>;

const VOID_ELEMENTS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
/** Their text is CSS or script, never markup: written as is (only our own constants go there). */
const RAW_TEXT_ELEMENTS = new Set(['style', 'script']);
const UNITLESS = new Set(['fontWeight', 'lineHeight', 'opacity', 'zIndex', 'flex', 'flexGrow', 'flexShrink', 'order', 'zoom', 'orphans', 'widows']);
const ATTRIBUTE_NAMES: Record<string, string> = { className: 'class', htmlFor: 'for', charSet: 'charset', httpEquiv: 'http-equiv' };

/** An element, or a function's result given the attributes and children (a piece of a page). */
export function h(tag: string, attributes: Attributes | null, ...children: HtmlChild[]): Html {
  const rendered = Object.entries(attributes ?? {})
    .map(([name, value]) => attribute(name, value))
    .join('');
  if (VOID_ELEMENTS.has(tag)) return Html.trusted(`<${tag}${rendered}/>`);
  const content = RAW_TEXT_ELEMENTS.has(tag) ? children.filter((child) => typeof child === 'string').join('') : markupOf(children);
  return Html.trusted(`<${tag}${rendered}>${content}</${tag}>`);
}

/** The markup of `children`, text escaped. */
export function markupOf(children: HtmlChild): string {
  if (children instanceof Html) return children.markup;
  if (Array.isArray(children)) return children.map(markupOf).join('');
  if (children === null || children === undefined || children === false) return '';
  return escapeHtml(String(children));
}

/** A whole page: its doctype and `root`. */
export function htmlDocument(root: Html): string {
  return `<!DOCTYPE html>${root.markup}`;
}

function attribute(name: string, value: AttributeValue | Style): string {
  if (name === 'key' || value === null || value === undefined || value === false) return '';
  const attributeName = ATTRIBUTE_NAMES[name] ?? name;
  if (value === true) return ` ${attributeName}=""`;
  const text = typeof value === 'object' ? styleText(value) : String(value);
  return ` ${attributeName}="${escapeHtml(text)}"`;
}

function styleText(style: Style): string {
  return Object.entries(style)
    .map(([property, value]) => `${property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}:${cssValue(property, value)}`)
    .join(';');
}

function cssValue(property: string, value: string | number): string {
  return typeof value === 'number' && value !== 0 && !UNITLESS.has(property) ? `${value}px` : String(value);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[character]!);
}
