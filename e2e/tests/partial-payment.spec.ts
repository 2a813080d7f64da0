import { expect, test, type Page } from '@playwright/test';
import { dismissDocumentPrompt, loginAs, skywayUrl } from './support';

// Settling moves money, so it happens on the white-label agency whose wallet no other browser test reads; the
// provider's demo agency (whose balance the deposit tests compare) is only looked at.
const balanceButton = (page: Page) => page.getByRole('button', { name: /^Balance / });

/** The top bar's balance in poisha ("BDT 225,970.00" → 22597000). */
async function balanceOf(page: Page): Promise<number> {
  await expect(balanceButton(page)).toHaveText(/BDT/);
  const text = (await balanceButton(page).textContent()) ?? '';
  const minor = Number(text.replace(/[^\d-]/g, ''));
  if (!Number.isSafeInteger(minor)) throw new Error(`Unreadable balance: ${text}`);
  return minor;
}

/** Money as the pages write it; Intl puts a no-break space after the currency code. */
const bdt = (amount: string) => new RegExp(`BDT\\s${amount.replace('.', '\\.')}`);

const dueRow = (page: Page, reference: string) =>
  page.getByRole('table', { name: 'Orders with dues' }).getByRole('row').filter({ hasText: reference });

test.use({ viewport: { width: 1440, height: 900 } });

test('the owner sees the dues and their summary, settles one, and the wallet pays exactly its outstanding amount', async ({
  page,
  baseURL,
}) => {
  await loginAs(page, 'agent@skyway.test', { path: skywayUrl(baseURL, '/login') });
  await dismissDocumentPrompt(page);
  await page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('link', { name: 'Partial Payment' })
    .click();
  await expect(page).toHaveURL(/\/partial-payment$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Partial Payment' })).toBeVisible();

  const summary = page.getByRole('region', { name: 'Dues at a glance' });
  await expect(summary.getByRole('group', { name: 'Outstanding' })).toContainText(bdt('56,070.00'));
  await expect(summary.getByRole('group', { name: 'Outstanding' })).toContainText('2 orders');
  await expect(summary.getByRole('group', { name: 'Overdue' })).toContainText(bdt('36,610.00'));
  await expect(summary.getByRole('group', { name: 'Due within 7 days' })).toContainText(bdt('19,460.00'));

  await expect(dueRow(page, 'SKY-2600201')).toContainText('Overdue');
  await expect(dueRow(page, 'SKY-2600201')).toContainText('H2MB7Q');
  await expect(dueRow(page, 'SKY-2600202')).toContainText('Open');
  await expect(dueRow(page, 'SKY-2600202')).toContainText(bdt('19,460.00'));

  // The order's details: its figures, nothing paid against it yet.
  await dueRow(page, 'SKY-2600202').getByRole('button', { name: 'Details of SKY-2600202' }).click();
  const details = page.getByRole('dialog', { name: 'Dues of SKY-2600202' });
  await expect(details).toContainText('MS RUMANA AKTER');
  await expect(details).toContainText('Nothing has been paid against this due yet.');
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(details).toHaveCount(0);

  const before = await balanceOf(page);
  await dueRow(page, 'SKY-2600202').getByRole('button', { name: 'Settle now SKY-2600202' }).click();
  const dialog = page.getByRole('dialog', { name: 'Settle SKY-2600202' });
  await expect(dialog).toContainText('Your wallet covers this due.');
  const after = (before - 19_460_00) / 100;
  await expect(dialog).toContainText(bdt(after.toLocaleString('en', { minimumFractionDigits: 2 })));
  await dialog.getByRole('button', { name: /^Pay BDT\s19,460\.00$/ }).click();
  await expect(dialog).toHaveCount(0);

  await expect(dueRow(page, 'SKY-2600202')).toContainText('Settled');
  await expect(dueRow(page, 'SKY-2600202').getByRole('button', { name: /^Settle now/ })).toHaveCount(0);
  await expect.poll(() => balanceOf(page)).toBe(before - 19_460_00);
  await expect(summary.getByRole('group', { name: 'Outstanding' })).toContainText(bdt('36,610.00'));
  await expect(summary.getByRole('group', { name: 'Due within 7 days' })).toContainText(bdt('0.00'));

  await dueRow(page, 'SKY-2600202').getByRole('button', { name: 'Details of SKY-2600202' }).click();
  await expect(page.getByRole('table', { name: 'Settlements' })).toContainText(bdt('19,460.00'));
});

test('the provider’s demo agency sees its own dues, the overdue one first', async ({ page }) => {
  await loginAs(page, 'agent@demo.test');
  await dismissDocumentPrompt(page);
  await page.goto('/partial-payment');
  const rows = page.getByRole('table', { name: 'Orders with dues' }).getByRole('row');
  // The heading row, then the three orders soonest due first.
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(1)).toContainText('BDF-2600101');
  await expect(rows.nth(1)).toContainText('Overdue');
  await expect(rows.nth(2)).toContainText('BDF-2600102');
  await expect(page.getByText('SKY-2600201')).toHaveCount(0);

  await page.getByRole('searchbox', { name: 'Search' }).fill('p4lw8n');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('BDF-2600102');
});

test('staff without the partial-payment permission see no menu entry and get the access-denied page', async ({
  page,
}) => {
  await loginAs(page, 'staff@demo.test');
  const nav = page.getByRole('navigation', { name: 'Sections' });
  await expect(nav.getByRole('link', { name: 'My Bookings' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Partial Payment' })).toHaveCount(0);
  await page.goto('/partial-payment');
  await expect(page).toHaveURL(/\/access-denied$/);
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
});
