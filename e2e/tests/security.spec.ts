import { expect, test, type Page } from '@playwright/test';
import { registerFirm } from './support/accounts';
import { expectNoSeriousA11yViolations, expectNoSidewaysScroll, toast } from './support/page-checks';
import { logIn } from './support/sign-in';
import { socketConnected } from './support/socket';

// Sessions the user controls, on the composed product with the real api: signed in on a
// computer and a phone, the person opens Sign-in and security from the header, sees both, and signs the
// phone out, which leaves the phone's open page for sign-in at once (its socket is closed by the api).

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** Opens the account menu under the person's name (behind Menu on a phone) and picks Sign-in and security. */
async function openSignInAndSecurity(page: Page, displayName: string, width: number) {
  if (width < 768) await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: `Account: ${displayName}` }).click();
  await page.getByRole('menuitem', { name: 'Sign-in and security' }).click();
}

for (const width of [375, 1280]) {
  test.describe(`Sign-in and security at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the person sees where they are signed in and signs the other browser out', async ({ page, browser, baseURL }) => {
      test.setTimeout(90_000);
      const firm = await registerFirm(page.request);

      // The same person on a phone, with its page open and live.
      const phoneContext = await browser.newContext({ baseURL, userAgent: IPHONE_SAFARI, viewport: { width: 375, height: 800 } });
      const phone = await phoneContext.newPage();
      const phoneLive = socketConnected(phone);
      await logIn(phone, firm.username, firm.password);
      await expect(phone).toHaveURL(/\/dashboard$/);
      await phoneLive;

      await page.goto('/dashboard');
      await openSignInAndSecurity(page, firm.displayName, width);
      await expect(page).toHaveURL(/\/account\/security$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Sign-in and security' })).toBeVisible();
      await expect(page).toHaveTitle(`Sign-in and security · ${firm.organizationName} · Clientline`);

      const sessions = page.getByRole('list', { name: 'Sessions' }).getByRole('listitem');
      await expect(sessions).toHaveCount(2);
      await expect(sessions.first()).toContainText('Chrome on Windows');
      await expect(sessions.first()).toContainText('This device');
      await expect(sessions.first()).toContainText('Active now');
      const phoneSession = sessions.filter({ hasText: 'Safari on iOS' });
      await expect(phoneSession).toContainText(/Last active/);
      await expect(page.getByRole('button', { name: 'Change Password' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: `/tmp/shots/security-${width}.png`, fullPage: true });

      // By keyboard: Esc leaves the question with nothing done and focus back on the button; Enter asks again.
      const signOutPhone = phoneSession.getByRole('button', { name: 'Sign out Safari on iOS' });
      await signOutPhone.focus();
      await page.keyboard.press('Enter');
      const confirm = page.getByRole('dialog', { name: 'Sign out Safari on iOS?' });
      await expect(confirm).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(confirm).toBeHidden();
      await expect(signOutPhone).toBeFocused();
      await expect(sessions).toHaveCount(2);
      await page.keyboard.press('Enter');
      await expect(confirm).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await confirm.getByRole('button', { name: 'Sign out' }).click();
      await expect(toast(page, 'Signed out')).toContainText('Safari on iOS is signed out.');
      await expect(sessions).toHaveCount(1);
      await expect(page.getByText("You aren't signed in anywhere else.")).toBeVisible();

      // The phone's open page goes to sign-in by itself, and stays signed out after a reload.
      await expect(phone).toHaveURL(/\/auth\?next=%2Fdashboard$/);
      await expect(phone.getByRole('button', { name: 'Login' })).toBeVisible();
      await phone.goto('/dashboard');
      await expect(phone).toHaveURL(/\/auth\?next=%2Fdashboard$/);
      await phoneContext.close();
    });
  });
}
