import { expect, test, type Page } from '@playwright/test';
import { dismissDocumentPrompt, loginAs } from './support';
import { daysAhead, resultCount, resultsPath, shownPrices, waitForResults } from './flight-helpers';

test.describe.configure({ timeout: 120_000 });

const oneWay = () => resultsPath(`trip=O&seg=DAC.DXB.${daysAhead(30).iso}&adt=1&cls=Economy`);
const filters = (page: Page) => page.getByRole('complementary', { name: 'Filters' });
const rows = (page: Page) => page.getByTestId('itinerary');

/** The number at the end of a filter option's name ("Direct BDT 39,392 · 9" → 9). */
async function optionCount(page: Page, name: RegExp): Promise<number> {
  const label = await filters(page)
    .getByRole('checkbox', { name })
    .first()
    .evaluate((input) => {
      const id = input.getAttribute('id');
      return (
        (id
          ? document.querySelector(`label[for="${id}"]`)?.textContent
          : input.closest('label')?.textContent) ?? ''
      );
    });
  return Number(/(\d+)\s*$/.exec(label)?.[1] ?? NaN);
}

test('filters and sort change the list as the spec says', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginAs(page, 'agent@demo.test');
  await dismissDocumentPrompt(page);
  await page.goto(oneWay());
  await waitForResults(page);
  const [shown, total] = await resultCount(page);
  expect(shown).toBe(total);

  // Cheapest first by default; the same field again flips the order.
  const ascending = await shownPrices(page);
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
  await page.getByRole('button', { name: 'Cheapest, ascending' }).click();
  await expect(page.getByRole('button', { name: 'Cheapest, descending' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const descending = await shownPrices(page);
  expect(descending).toEqual([...descending].sort((a, b) => b - a));
  expect(descending[0]).toBeGreaterThanOrEqual(ascending.at(-1)!);
  await page.getByRole('button', { name: 'Fastest' }).click();
  await expect(page.getByRole('button', { name: 'Fastest, ascending' })).toBeVisible();
  await page.getByRole('button', { name: 'Cheapest' }).click();
  await expect(page.getByRole('button', { name: 'Cheapest, ascending' })).toBeVisible();

  // Direct only: every row says so, and the count is the option's.
  const directCount = await optionCount(page, /^Direct/);
  await filters(page)
    .getByRole('checkbox', { name: /^Direct/ })
    .check();
  await expect.poll(() => resultCount(page)).toEqual([directCount, total]);
  await expect(rows(page).first()).toContainText('Direct');
  await expect(rows(page).filter({ hasText: /\d stops? / })).toHaveCount(0);
  await filters(page).getByRole('button', { name: 'Reset filters' }).click();
  await expect.poll(() => resultCount(page)).toEqual([total, total]);

  // One airline: only its rows remain.
  const airlines = filters(page).getByRole('group', { name: 'Airlines' });
  const second = airlines.getByRole('checkbox').nth(1);
  const airlineLabel = await second.evaluate((input) => {
    const id = input.getAttribute('id');
    return document.querySelector(`label[for="${id}"]`)?.textContent ?? '';
  });
  const airlineName = airlineLabel.split('BDT')[0]!.trim();
  await second.check();
  const [airlineShown] = await resultCount(page);
  expect(airlineShown).toBeGreaterThan(0);
  expect(airlineShown).toBeLessThan(total);
  await expect(rows(page).first()).toContainText(airlineName);
  await expect(rows(page).filter({ hasNotText: airlineName })).toHaveCount(0);

  // Refundable only.
  await filters(page).getByRole('button', { name: 'Reset filters' }).click();
  const refundable = filters(page).getByRole('checkbox', { name: 'Refundable only' });
  if (await refundable.count()) {
    await refundable.check();
    await expect(rows(page).filter({ hasText: 'Non-refundable' })).toHaveCount(0);
  }
});

test('the agency owner sees agent price and commission and can switch the price shown', async ({ page }) => {
  await loginAs(page, 'agent@demo.test');
  await dismissDocumentPrompt(page);
  await page.goto(oneWay());
  await waitForResults(page);
  const first = rows(page).first();
  await expect(first).toContainText('Agent price');
  await expect(first).toContainText('Commission');
  // What makes up the agent price, so one above gross is explained.
  await expect(first.getByTestId('agent-price-parts')).toHaveText(
    /^Gross BDT\s[\d,.]+ − Commission BDT\s[\d,.]+ \+ AIT and taxes BDT\s[\d,.]+$/,
  );
  await expect(first).toContainText('Source:');
  const priceShown = page.getByRole('radiogroup', { name: 'Price shown' });
  await priceShown.getByText('Agent').click();
  await expect(first.getByText('Agent price', { exact: true })).toBeVisible();
  const agentPrices = await shownPrices(page);
  expect(agentPrices).toEqual([...agentPrices].sort((a, b) => a - b));
});

test('the staff user sees no agent price, commission, source or proposal', async ({ page }) => {
  await loginAs(page, 'staff@demo.test');
  await page.goto(oneWay());
  await waitForResults(page);
  const first = rows(page).first();
  await expect(first.getByTestId('row-price')).toHaveText(/BDT/);
  for (const text of ['Agent price', 'Commission', 'Source:', 'Markup']) {
    await expect(page.getByTestId('itinerary').filter({ hasText: text })).toHaveCount(0);
  }
  await expect(page.getByRole('radiogroup', { name: 'Price shown' })).toHaveCount(0);
  await expect(first.getByRole('checkbox')).toHaveCount(0);
  await first.getByRole('button', { name: /^Fare options/ }).click();
  await expect(first.getByRole('table', { name: 'Fare options' })).toBeVisible();
  await expect(first.getByRole('table', { name: 'Fare options' })).not.toContainText('Agent price');
  await first.getByRole('button', { name: 'Flight details' }).click();
  await first.getByRole('tab', { name: 'Fare summary' }).click();
  await expect(first.getByRole('table', { name: 'Fare summary' })).not.toContainText('Agent total');
});

test('a proposal of two flights with a fixed markup, its page and its PDF', async ({ page }) => {
  await loginAs(page, 'agent@demo.test');
  await dismissDocumentPrompt(page);
  await page.goto(oneWay());
  await waitForResults(page);
  const [firstPrice, secondPrice] = await shownPrices(page);
  await rows(page)
    .nth(0)
    .getByRole('checkbox', { name: /to the proposal$/ })
    .check();
  await rows(page)
    .nth(1)
    .getByRole('checkbox', { name: /to the proposal$/ })
    .check();
  const bar = page.getByRole('region', { name: 'Make proposal' });
  await expect(bar).toContainText('2 flights chosen for a proposal');
  await bar.getByRole('button', { name: 'Make proposal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make proposal' });
  await dialog.getByLabel('Markup per passenger (BDT)').fill('500');
  await dialog.getByLabel('Customer name').fill('Farhana Islam');
  await dialog.getByLabel('Note').fill('Prices as of today; seats are not held.');
  await dialog.getByRole('button', { name: 'Create proposal' }).click();

  await expect(page).toHaveURL(/\/flight-proposal\/[0-9a-f-]{36}$/);
  await expect(page.getByText('For Farhana Islam')).toBeVisible();
  const bdt = new Intl.NumberFormat('en', {
    style: 'currency',
    currency: 'BDT',
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  });
  await expect(page.getByRole('region', { name: 'Option 1' })).toContainText(bdt.format(firstPrice! + 500));
  await expect(page.getByRole('region', { name: 'Option 2' })).toContainText(bdt.format(secondPrice! + 500));
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  expect((await download).suggestedFilename()).toMatch(/^proposal-.*\.pdf$/);
});

test('an expired search offers to search again', async ({ page }) => {
  await loginAs(page, 'staff@demo.test');
  await page.route('**/Search/GetAirSearch?*', (route) =>
    route.fulfill({
      status: 410,
      json: {
        error: {
          code: 'SEARCH_EXPIRED',
          message: 'These results have expired. Please search again for current prices and seats.',
        },
      },
    }),
  );
  await page.goto(oneWay());
  await expect(page.getByRole('heading', { name: 'Results expired' })).toBeVisible({ timeout: 20_000 });
  const expiredUrl = page.url();
  await page.unroute('**/Search/GetAirSearch?*');
  await page.getByRole('button', { name: 'Search again' }).click();
  await waitForResults(page);
  expect(page.url()).not.toBe(expiredUrl);
  await expect(rows(page).first()).toBeVisible();
});

test('on phones the filters open in a drawer', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page, 'staff@demo.test');
  await page.goto(oneWay());
  await waitForResults(page);
  await expect(filters(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Filters' }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await drawer.getByRole('checkbox', { name: /^Direct/ }).check();
  const [shown, total] = await resultCount(page);
  await drawer.getByRole('button', { name: `Show ${shown} flights` }).click();
  await expect(drawer).toHaveCount(0);
  expect(shown).toBeLessThanOrEqual(total);
  await expect(rows(page).filter({ hasText: /\d stops? / })).toHaveCount(0);
});

test('Show more results brings in the held-back itineraries', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginAs(page, 'agent@demo.test');
  await dismissDocumentPrompt(page);
  // A long-haul return has more itineraries than the first delivery holds.
  await page.goto(
    resultsPath(`trip=R&seg=DAC.JFK.${daysAhead(30).iso}&ret=${daysAhead(40).iso}&adt=1&cls=Economy`),
  );
  await waitForResults(page);
  const [, before] = await resultCount(page);
  const showMore = page.getByRole('button', { name: /^Show more results \(\d+\)$/ });
  await showMore.scrollIntoViewIfNeeded();
  const held = Number(/\((\d+)\)/.exec((await showMore.textContent()) ?? '')?.[1]);
  expect(held).toBeGreaterThan(0);

  await showMore.click();
  await expect.poll(async () => (await resultCount(page))[1]).toBeGreaterThan(before);
  const [, after] = await resultCount(page);
  expect(after - before).toBeLessThanOrEqual(held);
});
