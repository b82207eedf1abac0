import { USER_ACTIVE_WINDOW_MS } from '@clientline/contracts/session-hint';

/** What a person does on a page. A poll, a pushed update or a refetch it starts is none of them. */
const INPUT_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

// Opening the page is using it.
let lastInputAt = Date.now();

function noteInput(): void {
  lastInputAt = Date.now();
}

/** Notes every input on `page` (captured, so a scroll inside a panel counts), and the tab shown again. */
export function watchUserInput(page: Window): void {
  for (const type of INPUT_EVENTS) page.addEventListener(type, noteInput, { capture: true, passive: true });
  page.document.addEventListener('visibilitychange', () => {
    if (page.document.visibilityState === 'visible') noteInput();
  });
}

/** Whether the person gave the page some input within USER_ACTIVE_WINDOW_MS of `at`. */
export function isUserActive(at = Date.now()): boolean {
  return at - lastInputAt < USER_ACTIVE_WINDOW_MS;
}
