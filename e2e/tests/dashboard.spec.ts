import { expect, test, type Page } from '@playwright/test';
import { apiLogin, dismissDocumentPrompt, loginAs } from './support';

const DashboardPath = '/customer/api/v1/Dashboard/GetDashboard';
const SummaryPath = '/utility/api/v1/PartialPayment/GetSummary';

interface Dashboard {
  widgets: {
    conversion?: { bookings: number; tickets: number };
    salesOverview?: { total: number; currency: string };
    walletBalance?: { wallets: { currency: string; balance: number }[] };
    due?: { items: { currency: string; outstanding: number }[] };
  };
  actions: Record<string, { count: number } | undefined>;
}

/** Money as the dashboard writes it, from minor units; Intl puts a no-break space after the currency code. */
const bdt = (minor: number) =>
  new RegExp(
    `^BDT\\s${(minor / 100).toLocaleString('en', { minimumFractionDigits: 2 }).replace('.', '\\.')}$`,
  );

async function apiGet<T>(page: Page, token: string, path: string): Promise<T> {
  const response = await page.request.get(path, {
    headers: { Authorization: `Bearer ${token}`, 'X-Channel-Id': '1', 'X-Device-Type': 'web' },
  });
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

const dashboardArea = (page: Page) => page.getByTestId('dashboard-area');

test('the owner sees the dashboard’s widgets with the agency’s own figures', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginAs(page, 'agent@demo.test');
  await dismissDocumentPrompt(page);
  const token = await apiLogin(page, 'agent@demo.test');

  await expect(dashboardArea(page).getByRole('heading', { name: 'Dashboard', level: 2 })).toBeVisible();
  for (const title of [
    'Needs your attention',
    'Holds ending today',
    'Voids closing today',
    'Dues this week',
    'Quotes waiting for you',
    'Wallet balance',
    'Remaining balance',
    'Due',
    'Sales overview',
    'Statistic',
    'Bookings and tickets',
    'Order stats',
    'Booking summary',
    'Top destinations',
    'Frequent travellers',
    'Top travel spend',
    'Company status',
    'Activity',
  ]) {
    await expect(dashboardArea(page).getByRole('heading', { name: title, exact: true })).toBeVisible();
  }

  // Other browser tests book on this agency at the same time: the page and the API are read together until they
  // agree on one moment's figures.
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('wallet-balance')).toBeVisible();
    const [dashboard, summary] = await Promise.all([
      apiGet<Dashboard>(page, token, DashboardPath),
      apiGet<{ summaries: { currency: string; outstandingAmount: number }[] }>(page, token, SummaryPath),
    ]);
    const { widgets } = dashboard;
    // The wallet widget shows what the top bar's wallet shows.
    const topBar = (await page.getByRole('button', { name: /^Balance / }).textContent()) ?? '';
    const wallet = widgets.walletBalance?.wallets[0]?.balance ?? Number.NaN;
    expect(topBar).toMatch(new RegExp(bdt(wallet).source.slice(1, -1)));
    await expect(page.getByTestId('wallet-balance')).toHaveText(bdt(wallet), { timeout: 1_000 });
    // The due is the partial-payment summary's outstanding amount.
    const owed = summary.summaries.find((row) => row.currency === 'BDT')?.outstandingAmount ?? 0;
    expect(widgets.due?.items[0]?.outstanding ?? 0).toBe(owed);
    if (owed > 0) await expect(page.getByTestId('due-outstanding')).toHaveText(bdt(owed), { timeout: 1_000 });
    // Sales and bookings as the API counted them from the ledger and the orders.
    await expect(page.getByTestId('sales-total')).toHaveText(bdt(widgets.salesOverview?.total ?? 0), {
      timeout: 1_000,
    });
    await expect(page.getByTestId('conversion-bookings')).toHaveText(String(widgets.conversion?.bookings), {
      timeout: 1_000,
    });
    await expect(page.getByTestId('conversion-tickets')).toHaveText(String(widgets.conversion?.tickets), {
      timeout: 1_000,
    });
    const dues = await page.locator('[data-action="duesThisWeek"]').getByTestId('action-count').textContent();
    expect(Number(dues)).toBe(dashboard.actions.duesThisWeek?.count);
  }).toPass({ timeout: 45_000 });
  // The seeded history has ticketed orders: the figures are real, not zero.
  expect(Number(await page.getByTestId('conversion-tickets').textContent())).toBeGreaterThan(0);
  // The charts drew.
  await expect(
    dashboardArea(page).locator('[data-widget="salesOverview"] svg.recharts-surface'),
  ).toBeVisible();
});

test('the dashboard fits a phone’s width without sideways scrolling', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page, 'agent@demo.test');
  await dismissDocumentPrompt(page);
  await expect(dashboardArea(page)).toBeVisible();
  await dashboardArea(page).locator('[data-widget="salesOverview"]').scrollIntoViewIfNeeded();
  await expect(
    dashboardArea(page).locator('[data-widget="salesOverview"] svg.recharts-surface'),
  ).toBeVisible();
  await expect(dashboardArea(page).locator('[data-widget="orderStats"] svg')).toBeVisible();

  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
    widest: Math.max(
      ...[...document.querySelectorAll('[data-testid="dashboard-area"] section')].map(
        (element) => element.getBoundingClientRect().right,
      ),
    ),
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.viewport);
  expect(widths.widest).toBeLessThanOrEqual(widths.viewport);
  // One column: every widget starts at the same left edge.
  const lefts = await dashboardArea(page)
    .locator('[data-widget]')
    .evaluateAll((elements) => [
      ...new Set(elements.map((element) => Math.round(element.getBoundingClientRect().left))),
    ]);
  expect(lefts).toHaveLength(1);

  const path = testInfo.outputPath('dashboard-390.png');
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach('dashboard-390', { path, contentType: 'image/png' });
});

test('a staff member without Dashboard sees no widget area, and the dashboard is never fetched', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(DashboardPath)) asked.push(request.url());
  });
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginAs(page, 'staff@demo.test');
  await expect(page.getByRole('heading', { name: 'What agents say' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(dashboardArea(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Needs your attention' })).toHaveCount(0);
  expect(asked).toEqual([]);

  // The API refuses them the same way.
  const token = await apiLogin(page, 'staff@demo.test');
  const refused = await page.request.get(DashboardPath, {
    headers: { Authorization: `Bearer ${token}`, 'X-Channel-Id': '1', 'X-Device-Type': 'web' },
  });
  expect(refused.status()).toBe(403);
});

test('a public page’s first visit loads neither the dashboard nor the chart library', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((url) => /dashboard/i.test(url))).toEqual([]);
});
