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

/** Money as the pages write it, from minor units; Intl puts a no-break space after the currency code. */
const bdt = (minor: number) =>
  new RegExp(`BDT\\s${(minor / 100).toLocaleString('en', { minimumFractionDigits: 2 }).replace('.', '\\.')}`);

const dueTable = (page: Page) => page.getByRole('table', { name: 'Orders with dues' });

/** The row of a due, found by its order reference or, for the seeded dues, their route. */
const dueRow = (page: Page, text: string) => dueTable(page).getByRole('row').filter({ hasText: text });

/** A row's order reference with its PNR beneath, and money cells (total, paid, outstanding) in minor units. */
async function dueFigures(page: Page, text: string) {
  const cells = dueRow(page, text).getByRole('cell');
  const minor = async (index: number) =>
    Number(((await cells.nth(index).textContent()) ?? '').replace(/\D/g, ''));
  return {
    reference: ((await cells.nth(0).getByRole('link').textContent()) ?? '').trim(),
    pnr: ((await cells.nth(0).getByLabel('PNR').textContent()) ?? '').trim(),
    total: await minor(4),
    paid: await minor(5),
    outstanding: await minor(6),
  };
}

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

  // The seeded dues, booked and issued part paid on real fares: one overdue (to Dubai), one due within the week.
  await expect(dueRow(page, 'CGP-DXB')).toContainText('Overdue');
  await expect(dueRow(page, 'CGP-BKK')).toContainText('Open');
  const overdue = await dueFigures(page, 'CGP-DXB');
  const soon = await dueFigures(page, 'CGP-BKK');
  expect(soon.outstanding).toBe(soon.total - soon.paid);

  const summary = page.getByRole('region', { name: 'Dues at a glance' });
  await expect(summary.getByRole('group', { name: 'Outstanding' })).toContainText(
    bdt(overdue.outstanding + soon.outstanding),
  );
  await expect(summary.getByRole('group', { name: 'Outstanding' })).toContainText('2 orders');
  await expect(summary.getByRole('group', { name: 'Overdue' })).toContainText(bdt(overdue.outstanding));
  await expect(summary.getByRole('group', { name: 'Due within 7 days' })).toContainText(
    bdt(soon.outstanding),
  );

  // The order's details: its figures, nothing paid against it yet.
  await dueRow(page, soon.reference)
    .getByRole('button', { name: `Details of ${soon.reference}` })
    .click();
  const details = page.getByRole('dialog', { name: `Dues of ${soon.reference}` });
  await expect(details).toContainText('Rumana Akter');
  await expect(details).toContainText('Nothing has been paid against this due yet.');
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(details).toHaveCount(0);

  const before = await balanceOf(page);
  await dueRow(page, soon.reference)
    .getByRole('button', { name: `Settle now ${soon.reference}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Settle ${soon.reference}` });
  await expect(dialog).toContainText('Your wallet covers this due.');
  await expect(dialog).toContainText(bdt(before - soon.outstanding));
  await dialog.getByRole('button', { name: new RegExp(`^Pay ${bdt(soon.outstanding).source}$`) }).click();
  await expect(dialog).toHaveCount(0);

  await expect(dueRow(page, soon.reference)).toContainText('Settled');
  await expect(dueRow(page, soon.reference).getByRole('button', { name: /^Settle now/ })).toHaveCount(0);
  await expect.poll(() => balanceOf(page)).toBe(before - soon.outstanding);
  // Settled reads as paid: paid is the whole total, nothing outstanding.
  await expect
    .poll(async () => dueFigures(page, soon.reference))
    .toMatchObject({
      total: soon.total,
      paid: soon.total,
      outstanding: 0,
    });
  await expect(summary.getByRole('group', { name: 'Outstanding' })).toContainText(bdt(overdue.outstanding));
  await expect(summary.getByRole('group', { name: 'Due within 7 days' })).toContainText(bdt(0));

  await dueRow(page, soon.reference)
    .getByRole('button', { name: `Details of ${soon.reference}` })
    .click();
  await expect(page.getByRole('table', { name: 'Settlements' })).toContainText(bdt(soon.outstanding));
});

test('the provider’s demo agency sees its own dues, the overdue one first', async ({ page }) => {
  await loginAs(page, 'agent@demo.test');
  await dismissDocumentPrompt(page);
  await page.goto('/partial-payment');
  const rows = dueTable(page).getByRole('row');
  // The heading row, then the three orders soonest due first.
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(1)).toContainText('DAC-DXB');
  await expect(rows.nth(1)).toContainText('Overdue');
  await expect(rows.nth(2)).toContainText('DAC-KUL');
  await expect(page.getByText('CGP-DXB')).toHaveCount(0);

  const { pnr } = await dueFigures(page, 'DAC-KUL');
  await page.getByRole('searchbox', { name: 'Search' }).fill(pnr.toLowerCase());
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('DAC-KUL');
});

test('a seeded part-paid order opens from the partial-payment page and is listed on My Bookings', async ({
  page,
}) => {
  await loginAs(page, 'agent@demo.test');
  await dismissDocumentPrompt(page);
  await page.goto('/partial-payment');
  const due = await dueFigures(page, 'DAC-JED');
  await dueRow(page, due.reference)
    .getByRole('link', { name: `Open order ${due.reference}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/flight-order\\?reference=${due.reference}$`));
  await expect(page.getByText(due.pnr).first()).toBeVisible();
  await expect(page.getByText('Abdul Karim').first()).toBeVisible();
  await expect(page.getByText('An error occurred while fetching order details.')).toHaveCount(0);

  await page.goto('/my-bookings');
  await expect(page.getByRole('link', { name: `Open booking ${due.reference}` }).first()).toBeVisible();
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
