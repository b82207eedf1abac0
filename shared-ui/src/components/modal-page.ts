// What the page does while a modal dialog is open: the rest of it is hidden from screen readers and does not
// scroll, and Esc goes to the topmost dialog. Dialogs open over one another, so each undoes only its own part.

/** The open dialogs' elements (each a child of document.body), the topmost last. */
const openDialogs: HTMLElement[] = [];

let scrollBefore: { overflow: string; paddingRight: string } | null = null;

const TABBABLE = 'a[href], button, input, select, textarea, summary, [tabindex]';

/** The elements of `within` that Tab reaches, in order: enabled, shown, not taken out by tabindex -1. */
export function tabbableIn(within: HTMLElement): HTMLElement[] {
  return Array.from(within.querySelectorAll<HTMLElement>(TABBABLE)).filter(
    (element) =>
      element.tabIndex >= 0 &&
      !element.matches(':disabled') &&
      !(element instanceof HTMLInputElement && element.type === 'hidden') &&
      element.closest('[hidden], [inert]') === null,
  );
}

/**
 * Makes `dialog` the page's topmost modal until `close()`: what else is on document.body (bar live regions,
 * which must still announce, and what was hidden already) is aria-hidden, the page stops scrolling (its
 * scrollbar's width kept as padding, so nothing moves), and Esc, when nothing inside the dialog handled it,
 * calls `onEscape`.
 */
export function openModal(dialog: HTMLElement, onEscape: () => void): { close(): void } {
  const hidden = Array.from(document.body.children).filter(
    (element): element is HTMLElement =>
      element instanceof HTMLElement && element !== dialog && !element.hasAttribute('aria-hidden') && !element.hasAttribute('aria-live') && element.tagName !== 'SCRIPT',
  );
  for (const element of hidden) element.setAttribute('aria-hidden', 'true');
  if (openDialogs.length === 0) stopPageScroll();
  openDialogs.push(dialog);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape' || event.defaultPrevented || openDialogs[openDialogs.length - 1] !== dialog) return;
    event.preventDefault();
    onEscape();
  }
  document.addEventListener('keydown', onKeyDown);

  return {
    close() {
      document.removeEventListener('keydown', onKeyDown);
      openDialogs.splice(openDialogs.indexOf(dialog), 1);
      if (openDialogs.length === 0) restorePageScroll();
      for (const element of hidden) element.removeAttribute('aria-hidden');
    },
  };
}

function stopPageScroll() {
  const { style } = document.body;
  const scrollbarWidth = window.innerWidth - document.documentElement.clientWidth;
  scrollBefore = { overflow: style.overflow, paddingRight: style.paddingRight };
  style.overflow = 'hidden';
  if (scrollbarWidth > 0) style.paddingRight = `${scrollbarWidth}px`;
}

function restorePageScroll() {
  if (!scrollBefore) return;
  Object.assign(document.body.style, scrollBefore);
  scrollBefore = null;
}
