import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * No serious or critical axe violation on the page (or in the part `within` selects, e.g. 'header') once it
 * has settled: a dialog or toast still fading in has colours between its own and the page's, which axe would
 * read as poor contrast.
 */
export async function expectNoSeriousA11yViolations(page: Page, within?: string) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const axe = new AxeBuilder({ page });
  const { violations } = await (within ? axe.include(within) : axe).analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}

export async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

/** A toast with `title`, as an item of Radix Toast's region. */
export function toast(page: Page, title: string) {
  return page.getByRole('region', { name: 'Notifications (F8)' }).getByRole('listitem').filter({ hasText: title });
}

/**
 * Waits until React has hydrated `element` of a page painted before its script (it marks each DOM node it
 * hydrated with an internal key, read by tests only): until then a button that needs script does nothing.
 */
export async function hydrated(element: Locator) {
  await expect.poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$')))).toBe(true);
}

/** Holds back the shell's main.js until the returned function is called: the page stays as the HTML painted it. */
export async function holdShellScript(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/main.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** What React reports when the server's markup and the browser's first render differ (it then redraws). */
export function recordHydrationProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|#418|#423|#425/i.test(message.text())) problems.push(message.text());
  });
  return problems;
}
