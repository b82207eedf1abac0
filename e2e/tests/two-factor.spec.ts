import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { registerFirm, registerFirmWithClient } from './support/accounts';
import { expectNoSeriousA11yViolations, expectNoSidewaysScroll } from './support/page-checks';
import { logIn } from './support/sign-in';

// Two-factor sign-in on the composed product with the real api: the owner turns it on from
// Sign-in and security with the key shown on screen (the code computed here, as their app would), then
// signing in asks for a code after the password, and a recovery code works in its place.

/**
 * The code the app shows for `key`, one 30-second step ahead: the api accepts the step after its own (a
 * phone's clock may run ahead), and the step of the code that turned it on may not be used again.
 */
function nextCode(key: string): string {
  return TOTP.generate({ secret: Secret.fromBase32(key), timestamp: Date.now() + 30_000 });
}

/**
 * Logout in the header (behind Menu on a phone). By the width, not by whether Menu is visible yet: asked
 * while the header was still loading, that answered no on a phone, and Logout never showed.
 */
async function signOut(page: Page, width: number) {
  if (width < 768) await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  // Signed out once the landing page shows: the Logout button goes at the press (a "Signing out" screen
  // replaces the header), so a sign-in started then raced the logout still in flight.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
}

for (const width of [375, 1280]) {
  test.describe(`two-factor sign-in at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the owner turns it on, then signs in with the password and a code, and with a recovery code instead', async ({ page }) => {
      test.setTimeout(90_000);
      const firm = await registerFirm(page.request);

      await page.goto('/account/security');
      await expect(page.getByRole('heading', { level: 1, name: 'Sign-in and security' })).toBeVisible();
      const section = page.locator('[aria-labelledby="security-two-factor-title"]');
      await expect(section.getByText('Off', { exact: true })).toBeVisible();
      // The key is made by the api while the button spins: waited for as the person waits, so a slow answer
      // on a busy machine is not mistaken for a missing QR code, and a refusal fails here with its status.
      const setUpAnswer = page.waitForResponse((response) => response.url().endsWith('/api/user/two-factor/setup'));
      await section.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
      expect((await setUpAnswer).status()).toBe(200);

      await expect(section.getByRole('img', { name: 'QR code to add Clientline to your authenticator app' })).toBeVisible();
      const key = ((await section.getByTestId('two-factor-key').textContent()) ?? '').replace(/\s/g, '');
      expect(key).toMatch(/^[A-Z2-7]{32}$/);
      await expectNoSeriousA11yViolations(page);
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: `/tmp/shots/two-factor-setup-${width}.png`, fullPage: true });

      await section.getByLabel(/Code from the app/).fill(TOTP.generate({ secret: Secret.fromBase32(key) }));
      await section.getByRole('button', { name: 'Confirm and turn on' }).click();
      const codes = section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
      await expect(codes).toHaveCount(10);
      const recoveryCodes = await codes.allTextContents();
      await expectNoSeriousA11yViolations(page);
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: `/tmp/shots/two-factor-recovery-codes-${width}.png`, fullPage: true });
      await section.getByRole('button', { name: 'I saved my codes' }).click();
      await expect(section.getByText('On', { exact: true })).toBeVisible();

      // The password alone no longer signs in: the code step follows.
      await signOut(page, width);
      await logIn(page, firm.username, firm.password);
      await expect(page.getByText('Enter the 6-digit code from your authenticator app')).toBeVisible();
      await expect(page).toHaveURL(/\/auth$/);
      await expect(page.getByRole('button', { name: 'Use a recovery code instead' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: `/tmp/shots/two-factor-code-step-${width}.png`, fullPage: true });

      await page.getByLabel(/Authentication code/).fill('000000');
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect(page.getByText('That code is not right. Check your authenticator app and try again.')).toBeVisible();
      await page.getByLabel(/Authentication code/).fill(nextCode(key));
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect(page).toHaveURL(/\/dashboard$/);

      // A recovery code in place of the code.
      await signOut(page, width);
      await logIn(page, firm.username, firm.password);
      await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
      await page.getByLabel(/Recovery code/).fill(recoveryCodes[0]!);
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
    });

    test('a client of a firm that requires it is taken to set it up after the password, and keeps the recovery codes on screen', async ({
      page,
      playwright,
      baseURL,
    }) => {
      test.setTimeout(90_000);
      const { firm, client } = await registerFirmWithClient(playwright, baseURL!, 'client-secret-1');
      const required = await firm.put('/api/team/settings', {
        data: { needToKnowAccess: false, twoFactorRequiredForClientsFrom: new Date().toISOString().slice(0, 10) },
      });
      expect(required.ok(), await required.text()).toBe(true);
      await firm.dispose();

      await logIn(page, client.username, 'client-secret-1');
      await expect(page).toHaveURL(/\/account\/security$/);
      const notice = page.getByRole('region', { name: 'Two-factor sign-in required' });
      await expect(notice).toContainText('Your firm requires two-factor sign-in.');
      await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
      // Nothing else opens meanwhile.
      await page.goto('/client/portal');
      await expect(page).toHaveURL(/\/account\/security$/);
      const section = page.locator('[aria-labelledby="security-two-factor-title"]');
      await expect(section.getByRole('button', { name: 'Turn on two-factor sign-in' })).toBeVisible();
      // Said once, by the notice above the page.
      await expect(page.getByText(/requires two-factor sign-in/)).toHaveCount(1);
      await section.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
      await expect(section.getByTestId('two-factor-key')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: `/tmp/shots/two-factor-required-${width}.png`, fullPage: true });

      const key = ((await section.getByTestId('two-factor-key').textContent()) ?? '').replace(/\s/g, '');
      await section.getByLabel(/Code from the app/).fill(TOTP.generate({ secret: Secret.fromBase32(key) }));
      await section.getByRole('button', { name: 'Confirm and turn on' }).click();
      // Enrolled: the notice goes, the header comes, and the codes are still there to save.
      await expect(notice).toHaveCount(0);
      await expect(section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
      await expect(page.getByRole('banner')).toBeVisible();
      await section.getByRole('button', { name: 'I saved my codes' }).click();
      await page.goto('/client/portal');
      await expect(page).toHaveURL(/\/client\/portal$/);
    });
  });
}
