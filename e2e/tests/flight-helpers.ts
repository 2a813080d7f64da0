import { expect, type Locator, type Page } from '@playwright/test';

/** A date `days` after today in Dhaka (the tenants' business day), as YYYY-MM-DD and as the calendar labels it. */
export function daysAhead(days: number): { iso: string; label: string } {
  const date = new Date(Date.now() + days * 86_400_000);
  const parts = new Intl.DateTimeFormat('en', {
    timeZone: 'Asia/Dhaka',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const iso = `${part('year')}-${part('month')}-${part('day')}`;
  const label = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));
  return { iso, label };
}

export const searchForm = (page: Page) => page.getByRole('form', { name: 'Flight search' }).first();

/** Types into an airport box and picks the option whose name matches. */
export async function chooseAirport(form: Locator, box: string, typed: string, option: RegExp, index = 0) {
  const input = form.getByRole('textbox', { name: box }).nth(index);
  await input.fill(typed);
  const choice = form.page().getByRole('option', { name: option }).first();
  await choice.click();
  await expect(input).not.toHaveValue(typed);
}

/** Opens a date box and clicks the day, moving the calendar forward as needed. */
export async function chooseDate(form: Locator, box: string, days: number, index = 0) {
  const page = form.page();
  await form.getByRole('button', { name: box }).nth(index).click();
  // On a busy machine the calendar opens a moment after the click: the day is looked for once it is there.
  await expect(page.getByRole('button', { name: 'Next month' }).last()).toBeVisible();
  const day = page.getByRole('button', { name: daysAhead(days).label, exact: true });
  for (let step = 0; step < 12 && !(await day.isVisible()); step += 1) {
    await page.getByRole('button', { name: 'Next month' }).last().click();
  }
  await day.click();
}

/** Waits until the search has finished: rows listed and no source still answering. */
export async function waitForResults(page: Page) {
  await expect(page).toHaveURL(/\/flight-search-result\?.*rid=/, { timeout: 20_000 });
  await expect(page.getByTestId('result-count')).toBeVisible({ timeout: 45_000 });
  await expect(page.getByText('We are not done yet', { exact: false })).toHaveCount(0, { timeout: 45_000 });
  await expect(page.getByText("We're scouring the skies", { exact: false })).toHaveCount(0);
}

/** "65 of 120 flights" → [65, 120]. */
export async function resultCount(page: Page): Promise<[number, number]> {
  const text = (await page.getByTestId('result-count').textContent()) ?? '';
  const match = /(\d[\d,]*) of (\d[\d,]*)/.exec(text);
  if (!match) throw new Error(`No count in "${text}"`);
  return [Number(match[1]!.replace(/,/g, '')), Number(match[2]!.replace(/,/g, ''))];
}

/** The prices of the rows on screen, in list order. */
export async function shownPrices(page: Page): Promise<number[]> {
  const texts = await page.getByTestId('itinerary').getByTestId('row-price').allTextContents();
  return texts.map((text) => Number(text.replace(/[^\d.]/g, '')));
}

/** The results address for a search, as the search pad writes it. */
export function resultsPath(query: string): string {
  return `/flight-search-result?${query}`;
}
