import { expect, test, type Page } from '@playwright/test';
import { dismissDocumentPrompt, loginAs, skywayUrl } from './support';

const portalNav = (page: Page) => page.getByRole('navigation', { name: 'Portal' });

async function openBankDetails(page: Page) {
  await portalNav(page).getByRole('button', { name: 'Quick Links' }).click();
  await page.getByRole('menuitem', { name: 'Bank Details' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bank Details' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Whether an image in the page has loaded (a broken logo has no natural width). */
const hasLoaded = (image: ReturnType<Page['getByRole']>) =>
  image.evaluate(
    (element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth > 0,
  );

test.describe('the Bank Details window', () => {
  test.use({ viewport: { width: 1440, height: 900 }, permissions: ['clipboard-read', 'clipboard-write'] });

  test('lists the provider’s accounts with logos; a copy button says Copied for 5 seconds', async ({
    page,
  }) => {
    await page.clock.install();
    await loginAs(page, 'agent@demo.test');
    await dismissDocumentPrompt(page);
    const dialog = await openBankDetails(page);

    const banner = dialog.getByRole('img', {
      name: 'Deposits are credited to your wallet once our finance team has checked the deposit slip.',
    });
    await expect(banner).toBeVisible();
    await expect(dialog.getByRole('heading', { level: 3 })).toHaveText([
      'Dutch-Bangla Bank PLC',
      'BRAC Bank PLC',
      'City Bank PLC',
    ]);
    for (const bank of ['Dutch-Bangla Bank PLC', 'BRAC Bank PLC', 'City Bank PLC']) {
      const logo = dialog.getByRole('img', { name: `${bank} logo` });
      await expect(logo).toBeVisible();
      await expect.poll(() => hasLoaded(logo), bank).toBe(true);
    }

    const dbbl = dialog.getByRole('article', { name: 'Dutch-Bangla Bank PLC' });
    for (const text of [
      'Bdfare Limited',
      '1071100045872',
      'Gulshan Branch, Dhaka',
      '090261725',
      'DBBLBDDH',
    ]) {
      await expect(dbbl.getByText(text, { exact: true })).toBeVisible();
    }

    const copyNumber = dbbl.getByRole('button', { name: 'Copy account number' });
    await expect(copyNumber).toHaveText('Copy');
    await copyNumber.click();
    await expect(copyNumber).toHaveText('Copied');
    await expect(dbbl.getByRole('status')).toContainText(['Account number copied']);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('1071100045872');

    await page.clock.fastForward(4_000);
    await expect(copyNumber).toHaveText('Copied');
    await page.clock.fastForward(1_100);
    await expect(copyNumber).toHaveText('Copy');

    // From the keyboard: the routing number of another bank.
    const brac = dialog.getByRole('article', { name: 'BRAC Bank PLC' });
    const copyRouting = brac.getByRole('button', { name: 'Copy routing number' });
    await copyRouting.focus();
    await page.keyboard.press('Enter');
    await expect(copyRouting).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('060261721');

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });

  test('a white-label tenant lists its own accounts only', async ({ page, baseURL }) => {
    await loginAs(page, 'agent@skyway.test', { path: skywayUrl(baseURL, '/login') });
    await dismissDocumentPrompt(page);
    const dialog = await openBankDetails(page);
    await expect(dialog.getByRole('heading', { level: 3 })).toHaveText([
      'Eastern Bank PLC',
      'Islami Bank Bangladesh PLC',
    ]);
    await expect(dialog.getByText('Skyway Travels', { exact: true })).toHaveCount(2);
  });

  test('a failure shows the server’s message, or the support text when there is none', async ({ page }) => {
    await loginAs(page, 'agent@demo.test');
    await dismissDocumentPrompt(page);
    // A 4xx is not retried, so the window shows it at once.
    let calls = 0;
    await page.route('**/bankaccount/getBankAccountDetails', (route) => {
      calls += 1;
      return route.fulfill({
        status: 422,
        json: { error: { code: 'UNAVAILABLE', message: 'Bank details are being updated.' } },
      });
    });
    let dialog = await openBankDetails(page);
    await expect(dialog.getByRole('alert')).toHaveText('Bank details are being updated.');
    expect(calls).toBe(1);
    await page.keyboard.press('Escape');

    // A fresh page, so the failed answer is not reused; this time the server says nothing readable.
    await page.unroute('**/bankaccount/getBankAccountDetails');
    await page.route('**/bankaccount/getBankAccountDetails', (route) =>
      route.fulfill({ status: 400, contentType: 'text/plain', body: 'Bad request' }),
    );
    await page.reload();
    await expect(page.getByRole('button', { name: /^Profile menu for / })).toBeVisible();
    dialog = await openBankDetails(page);
    await expect(dialog.getByRole('alert')).toHaveText(
      'could proceed with request pls contact support team.!',
    );
  });
});
