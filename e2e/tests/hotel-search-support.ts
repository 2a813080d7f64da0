import { inflateSync } from 'node:zlib';
import { expect, type Locator, type Page } from '@playwright/test';
import { minorOf } from './after-sales-support';
import { chooseDate, daysAhead } from './flight-helpers';
import { registerFundedAgency, type Applicant } from './flight-order-support';
import { dismissDocumentPrompt, loginAs, tripzenUrl } from './support';

// Steps of the hotel search and booking browser tests: the search pad's Hotels tab, the results and their filters,
// the hotel's rooms and rates, and the booking page. A test that pays registers a Tripzen agency of its own (as the
// flight-order tests do), so the wallet it reads moves only by what the test books.

/** The search pad's product tabs (the offer slider's dots are tabs too, of another list). */
export const productTabs = (page: Page) =>
  page.getByRole('tablist', { name: 'What would you like to book?' }).getByRole('tab');

export const hotelSearchForm = (page: Page) => page.getByRole('form', { name: 'Hotel search' });

/** A fresh applicant of Tripzen for one test: its own wallet, its own bookings. */
export function hotelApplicant(name: string): Applicant {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  return {
    company: `${name} Tours`,
    email: `${name.toLowerCase()}-${stamp}@hotel-e2e.test`,
    phone: `17${String(Date.now() + Math.floor(Math.random() * 1e6)).slice(-8)}`,
    password: 'Hotels@1234',
  };
}

/** Registers, approves and funds a Tripzen agency (BDT 20,00,000), then logs its owner in on Tripzen's site. */
export async function signInNewAgency(page: Page, baseURL: string | undefined, name: string) {
  const applicant = hotelApplicant(name);
  await registerFundedAgency(page, baseURL, applicant, 2_000_000_00);
  await loginAs(page, applicant.email, { password: applicant.password, path: tripzenUrl(baseURL, '/') });
  await dismissDocumentPrompt(page);
  return applicant;
}

/**
 * Picks a day in a date box, then waits for its calendar to close: it fades out, and a day of the next box's
 * calendar must not be found twice meanwhile.
 */
async function chooseStayDate(form: Locator, box: 'Check-in' | 'Check-out', days: number) {
  await chooseDate(form, box, days);
  await expect(form.page().getByRole('button', { name: daysAhead(days).label, exact: true })).toHaveCount(0);
}

export interface StaySearch {
  /** Check-in this many days from today; the stay is three nights. */
  checkInDays: number;
  childAge: number;
}

/**
 * From the search pad: the Hotels tab, Dubai chosen among the suggestions, three nights, one room for two adults
 * (the form's default) and a child of `childAge`, then Search hotels. The results page shows the skeleton text until
 * the first hotels arrive.
 */
export async function searchDubai(page: Page, stay: StaySearch) {
  await productTabs(page).filter({ hasText: 'Hotels' }).click();
  await expect(page).toHaveURL(/\/searchpad\/hotel$/);
  const form = hotelSearchForm(page);
  const destination = form.getByRole('textbox', { name: 'City or hotel' });
  await destination.fill('Dubai');
  await page.getByRole('option', { name: 'Dubai, United Arab Emirates (City)' }).click();
  await expect(destination).toHaveValue('Dubai, United Arab Emirates');

  await chooseStayDate(form, 'Check-in', stay.checkInDays);
  await chooseStayDate(form, 'Check-out', stay.checkInDays + 3);
  await expect(form.getByText('3 nights', { exact: true })).toBeVisible();

  await form.getByRole('button', { name: /^Rooms & guests/ }).click();
  const guests = page.getByRole('dialog', { name: 'Rooms & guests' });
  await guests.getByRole('button', { name: 'Room 1, Children: add one' }).click();
  await guests.getByLabel('Room 1: age of child 1').selectOption(String(stay.childAge));
  await guests.getByRole('button', { name: 'Done' }).click();
  await expect(form.getByRole('button', { name: /^Rooms & guests/ })).toHaveAccessibleName(
    'Rooms & guests: 1 room, 3 guests',
  );

  await form.getByRole('button', { name: 'Search hotels' }).click();
  await expect(page).toHaveURL(/\/hotel-results\?city=DXB&.*room=2\.7/);
  // The skeleton's words while nothing has arrived, or the hotels already (a quick source answers within a second).
  await expect(
    page
      .getByText('We are curating the best hotels at the cheapest price.')
      .or(page.getByTestId('result-count'))
      .first(),
  ).toBeVisible();
}

/** Waits until every source has answered: hotels counted and no "still looking" notice. */
export async function waitForHotels(page: Page) {
  await expect(page.getByTestId('result-count')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('We are still looking for more hotels', { exact: false })).toHaveCount(0, {
    timeout: 20_000,
  });
}

/** "65 of 232 hotels" → [65, 232]; "232 hotels" → [232, 232]. */
export async function hotelCount(page: Page): Promise<[number, number]> {
  const text = (await page.getByTestId('result-count').textContent()) ?? '';
  const match = /(\d[\d,]*)(?: of (\d[\d,]*))? hotels?/.exec(text);
  if (!match) throw new Error(`No count in "${text}"`);
  const shown = Number(match[1]!.replace(/,/g, ''));
  return [shown, match[2] ? Number(match[2].replace(/,/g, '')) : shown];
}

/** The filters panel beside the results (the page is wide enough for it not to be a drawer). */
export const filtersPanel = (page: Page) => page.getByRole('complementary', { name: 'Filters' });

/** Keeps the 4-star hotels that sell breakfast, and waits for the list to show them. */
export async function filterFourStarsWithBreakfast(page: Page) {
  const [, total] = await hotelCount(page);
  const filters = filtersPanel(page);
  await filters.getByRole('checkbox', { name: /^4 stars/ }).check();
  await expect(page).toHaveURL(/[?&]stars=4(&|$)/);
  await filters.getByRole('checkbox', { name: /^Breakfast included/ }).check();
  await expect(page).toHaveURL(/[?&]boards=Breakfast(&|$)/);
  await expect(page.getByTestId('result-count')).toHaveText(new RegExp(`^\\d+ of ${total} hotels$`));
  await expect(page.getByRole('region', { name: 'Hotels' })).toHaveAttribute('aria-busy', 'false');
}

export const hotelCards = (page: Page) => page.getByTestId('hotel-card');

/** The hotel's page from its card: 'Checking Availablity' while the rooms load, then the hotel's own heading. */
export async function openHotel(card: Locator): Promise<string> {
  const page = card.page();
  const name = (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';
  await card.getByRole('link', { name: `See rooms: ${name}` }).click();
  await expect(page).toHaveURL(/\/hotel\/[^/]+\/[^/?]+\?/);
  const heading = page.getByRole('heading', { level: 1, name });
  await expect(page.getByRole('heading', { name: 'Checking Availablity' }).or(heading).first()).toBeVisible();
  await expect(heading).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Rooms and rates' })).toBeVisible();
  return name;
}

export const hotelRates = (page: Page) => page.getByTestId('hotel-rate');

/**
 * The hotel page's rates of one board and refundability that the hotel confirms at once (no 'On request' badge),
 * read from the Book link's name ("Book Deluxe Room, Breakfast included, Refundable").
 */
export function ratesOf(page: Page, board: string, refundability: 'Refundable' | 'Non-refundable'): Locator {
  return hotelRates(page)
    .filter({ has: page.getByRole('link', { name: new RegExp(`, ${board}, ${refundability}$`) }) })
    .filter({ hasNot: page.getByText('On request', { exact: true }) });
}

/** The booking page once the hotel's check has answered: the form's Book button is there. */
export const bookButton = (page: Page) => page.getByTestId('hotel-book');

/**
 * Books nothing: follows a rate's Book link and waits for the price check. Answers whether the check found the
 * rate as the hotel page showed it; a moved price or policy shows the change notice instead.
 */
export async function openBookingPage(rate: Locator): Promise<'Unchanged' | 'Changed'> {
  const page = rate.page();
  await rate.getByRole('link', { name: /^Book / }).click();
  await expect(page).toHaveURL(/\/hotel\/booking\/[^/]+\/[^/]+\/[^/]+\/[^/]+$/);
  await expect(page.getByRole('heading', { name: 'Book your stay', level: 1 })).toBeVisible();
  await expect(bookButton(page)).toBeVisible({ timeout: 15_000 });
  return (await page.getByTestId('hotel-change').count()) > 0 ? 'Changed' : 'Unchanged';
}

/** The booking page's total, read from "Book and pay BDT 1,23,456.78". */
export async function totalToPay(page: Page): Promise<number> {
  await expect(bookButton(page)).toHaveText(/^Book and pay BDT/);
  return minorOf((await bookButton(page).textContent()) ?? '');
}

export interface LeadGuest {
  title: 'Mr' | 'Mrs' | 'Ms';
  firstName: string;
  lastName: string;
}

export const guestName = (guest: LeadGuest) => `${guest.title} ${guest.firstName} ${guest.lastName}`;

/** The lead guest of the only room. */
export async function fillLeadGuest(
  page: Page,
  guest: LeadGuest = { title: 'Mr', firstName: 'Karim', lastName: 'Rahman' },
) {
  const fields = page.getByRole('group', { name: /^Lead guest · / });
  await fields.getByRole('combobox', { name: 'Title' }).selectOption(guest.title);
  await fields.getByRole('textbox', { name: 'First name' }).fill(guest.firstName);
  await fields.getByRole('textbox', { name: 'Last name' }).fill(guest.lastName);
}

/**
 * The text a PDF shows, line by line: every content stream inflated, then the strings of its text operators
 * decoded (the portal's PDFs use standard fonts, one byte per character).
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1] ?? '', 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const operation of content.matchAll(/\[(.*?)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const parts = operation[1] ?? `<${operation[2] ?? ''}>`;
      lines.push(
        [...parts.matchAll(/<([0-9a-fA-F]*)>/g)]
          .map((hex) => Buffer.from(hex[1] ?? '', 'hex').toString('latin1'))
          .join(''),
      );
    }
  }
  return lines.join('\n');
}
