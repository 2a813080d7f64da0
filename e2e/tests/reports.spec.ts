import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { dismissDocumentPrompt, loginAs } from './support';

/** The demo agencies sell in Dhaka: report days are read there. */
const dhakaDay = (at: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(at);
const dayMs = 86_400_000;

/** "BDT 1,234.50" (or "-BDT …", or blank) as minor units. */
function minorUnits(text: string): number {
  const digits = text.replace(/[^\d.-]/g, '');
  return digits === '' ? 0 : Math.round(Number(digits) * 100);
}

/**
 * Exports the sales report open on the page as XLSX and reads back its Net total (minor units), with the range the
 * file is named after.
 */
async function exportSalesXlsx(page: Page) {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export the whole report as Excel (XLSX)' }).click();
  const download = await downloading;
  const name = download.suggestedFilename();
  const [, from, to] = /^sales-(\d{4}-\d{2}-\d{2})-(\d{4}-\d{2}-\d{2})\.xlsx$/.exec(name) ?? [];
  expect(from, name).toBeTruthy();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('The workbook has no sheet');
  const headers = (sheet.getRow(1).values as unknown[]).map((value) => String(value ?? ''));
  const netColumn = headers.indexOf('Net');
  expect(netColumn).toBeGreaterThan(0);
  let total: number | undefined;
  let lines = 0;
  sheet.eachRow((row, number) => {
    if (number === 1 || total !== undefined) return;
    if (row.getCell(1).value === 'Total') total = Math.round(Number(row.getCell(netColumn).value ?? 0) * 100);
    else lines += 1;
  });
  if (total === undefined) throw new Error('The workbook has no Total row');
  return { from: from as string, to: to as string, total, lines };
}

/** The ticket lines of the payment ledger for these days, summed from the table as the agent reads it. */
async function ticketLinesInLedger(page: Page, from: string, to: string): Promise<number> {
  await page.goto(`/my-transactions?from=${from}&to=${to}&kind=ticket`);
  await expect(page.getByRole('heading', { name: 'Payment Ledger' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Wallet lines' });
  const empty = page.getByText('No transactions match these filters.');
  await expect(table.or(empty)).toBeVisible();
  if (await empty.isVisible()) return 0;
  await expect(page.getByRole('navigation', { name: 'Pages of the ledger' })).toHaveCount(0);
  const debits = await table
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => row.querySelectorAll('td')[4]?.textContent ?? ''));
  return debits.reduce((sum, text) => sum + minorUnits(text), 0);
}

test.describe('reports', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the sales report exported to Excel totals the ticket lines of the payment ledger for the same days', async ({
    page,
  }) => {
    // Two exports and two ledger readings, on a machine shared by other runs.
    test.setTimeout(90_000);
    await loginAs(page, 'agent@demo.test');
    await dismissDocumentPrompt(page);
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Reports' }).click();
    await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Sales', selected: true })).toBeVisible();

    // Last month, as the agency's zone reads it.
    await page.getByRole('combobox', { name: 'Period' }).click();
    await page.getByRole('option', { name: 'Last month' }).click();
    await expect(page).toHaveURL(/[?&]preset=lastMonth/);
    const lastMonth = await exportSalesXlsx(page);
    const today = dhakaDay(Date.now());
    const firstOfMonth = `${today.slice(0, 7)}-01`;
    expect(lastMonth.to).toBe(dhakaDay(Date.parse(`${firstOfMonth}T12:00:00Z`) - dayMs));
    expect(lastMonth.from).toBe(`${lastMonth.to.slice(0, 7)}-01`);
    expect(lastMonth.total).toBe(await ticketLinesInLedger(page, lastMonth.from, lastMonth.to));

    // Days that surely hold tickets: the seeded partly paid ones, issued nine, three and one day ago. The range
    // ends yesterday, so tickets other tests issue today do not change it between the two readings.
    const from = dhakaDay(Date.now() - 9 * dayMs);
    const to = dhakaDay(Date.now() - dayMs);
    await page.goto(`/reports?report=sales&from=${from}&to=${to}`);
    await expect(page.getByRole('combobox', { name: 'Period' })).toHaveValue('Custom');
    const figures = page.getByRole('group', { name: 'Totals' });
    await expect(figures).toContainText('Net sales');
    const shownNet = minorUnits((await figures.getByText(/BDT/).first().textContent()) ?? '');
    const recent = await exportSalesXlsx(page);
    expect({ from: recent.from, to: recent.to }).toEqual({ from, to });
    expect(recent.lines).toBeGreaterThan(0);
    expect(recent.total).toBeGreaterThan(0);
    expect(recent.total).toBe(shownNet);
    expect(recent.total).toBe(await ticketLinesInLedger(page, from, to));
  });

  test('the period and filters live in the address, and each report shows its totals row', async ({
    page,
  }) => {
    // Four reports, two downloads and a narrowing, on a machine shared by other runs.
    test.setTimeout(60_000);
    await loginAs(page, 'agent@demo.test');
    await dismissDocumentPrompt(page);
    await page.goto('/reports?report=dues&preset=thisYear');
    await expect(page.getByRole('tab', { name: 'Dues', selected: true })).toBeVisible();
    const dues = page.getByRole('table', { name: 'Dues' });
    await expect(dues.getByRole('rowheader', { name: 'Total' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Outstanding dues by age' })).toBeVisible();

    // The PDF comes from the report service's pdf/generate/file call, the CSV from the export.
    for (const [format, start] of [
      ['PDF', '%PDF-'],
      ['CSV', 'Order'],
    ] as const) {
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: `Export the whole report as ${format}` }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(
        new RegExp(`^dues-\\d{4}-01-01-\\d{4}-\\d{2}-\\d{2}\\.${format.toLowerCase()}$`),
      );
      const text = (await readFile(await download.path())).subarray(0, 64).toString('latin1');
      // A CSV opens with a byte-order mark so Excel reads it as UTF-8.
      expect(text.replace(/^\xEF\xBB\xBF/, '').startsWith(start), text).toBe(true);
    }

    await page.getByRole('tab', { name: 'Bookings' }).click();
    await expect(page).toHaveURL(/report=bookings&preset=thisYear$/);
    await expect(
      page.getByRole('table', { name: 'Bookings' }).getByRole('rowheader', { name: 'Total' }),
    ).toBeVisible();
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Bookings', selected: true })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Period' })).toHaveValue('This year');

    // A staff member's sales line narrows every report to them until the head office clears it.
    await page.goto('/reports?report=sales&preset=thisYear&groupBy=staff');
    await page.getByRole('table', { name: 'Sales' }).getByRole('button', { name: 'Rahim Uddin' }).click();
    await expect(page).toHaveURL(/groupBy=day&staffId=[0-9a-f-]{36}$/);
    const narrowed = page.getByRole('button', { name: 'Staff: Rahim Uddin. Show the whole agency' });
    await expect(narrowed).toBeVisible();
    await page.getByRole('tab', { name: 'Ledger' }).click();
    await expect(page).toHaveURL(/report=ledger&preset=thisYear&staffId=/);
    await narrowed.click();
    await expect(page).toHaveURL(/report=ledger&preset=thisYear$/);
  });

  test('help finds the answer about voids', async ({ page }) => {
    await loginAs(page, 'agent@demo.test');
    await dismissDocumentPrompt(page);
    await page.getByRole('button', { name: /^Profile menu for / }).click();
    await page.getByRole('menuitem', { name: 'Help' }).click();
    await expect(page.getByRole('heading', { name: 'Help', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your account manager' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Email Nadia Karim' })).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search the answers' }).fill('void');
    await expect(page).toHaveURL(/\/help\?q=void$/);
    const answer = page.getByRole('button', { name: 'How do I void a ticket?' });
    await expect(answer).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'Open Void Requests' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'How do I book a hotel?' })).toHaveCount(0);

    await page.getByRole('searchbox', { name: 'Search the answers' }).fill('zebra crossing');
    await expect(page.getByText('No answer matches “zebra crossing”.', { exact: false })).toBeVisible();
  });

  test('staff without AccessReports have no Reports menu, are refused the page and the API', async ({
    page,
  }) => {
    const token = page
      .waitForRequest((request) => Boolean(request.headers().authorization?.startsWith('Bearer ')))
      .then((request) => request.headers().authorization as string);
    await loginAs(page, 'staff@demo.test');
    await expect(
      page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Reports' }),
    ).toHaveCount(0);
    await page.goto('/reports?report=sales&preset=lastMonth');
    await expect(page).toHaveURL(/\/access-denied$/);
    const response = await page.request.get('/report/api/v1/Report/Sales?preset=lastMonth', {
      headers: { Authorization: await token, 'X-Channel-Id': '1', 'X-Device-Type': 'web' },
    });
    expect(response.status()).toBe(403);
  });
});
