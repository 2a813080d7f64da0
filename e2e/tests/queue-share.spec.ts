import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { dismissDocumentPrompt, loginAs, skywayUrl } from './support';

// Queue share: a PNR made outside the portal (at the airline, in the sandbox GDS) is retrieved on the search pad's
// Queue Share tab, shown on the queue-share booking page and imported as an order on hold. The demo agency's
// seeded PNRs are used once each here; the white-label agency's PNR is made through the sandbox's console.

const transferQueueText = 'Queue the PNR to PCC 7XK2, queue 50, before importing it.';

/** The record locator of a seeded PNR, read from the sandbox GDS console's list by its traveller. */
async function seededLocator(page: Page, traveller: string): Promise<string> {
  await page.goto('/sandbox-gds');
  const row = page.getByRole('table').getByRole('row').filter({ hasText: traveller });
  await expect(row).toHaveCount(1);
  const locator = (await row.getByRole('cell').first().textContent())?.trim() ?? '';
  expect(locator).toMatch(/^[A-Z0-9]{6}$/);
  return locator;
}

/** The date in Dhaka some days from now, as the console asks for it. */
const dhakaDate = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(Date.now() + days * 86_400_000);

/** Makes a PNR "at the airline" for an agency through the sandbox GDS console; answers its record locator. */
async function bookAtTheAirline(page: Page, agency: string, traveller: [string, string]): Promise<string> {
  await page.goto('/sandbox-gds');
  const agencyId = await page.locator('#f-agencyId option', { hasText: agency }).getAttribute('value');
  // A day without a held fare on the route is refused; the next day is tried.
  for (let days = 24; days < 34; days++) {
    await page.locator('#f-agencyId').selectOption(agencyId ?? '');
    await page.getByLabel('From (airport code)').fill('DAC');
    await page.getByLabel('To (airport code)').fill('CGP');
    await page.getByLabel('Date (YYYY-MM-DD)').fill(dhakaDate(days));
    await page.locator('#f-p1Type').selectOption('ADT');
    await page.locator('#f-p1FirstName').fill(traveller[0]);
    await page.locator('#f-p1LastName').fill(traveller[1]);
    await page.getByRole('button', { name: 'Make the PNR' }).click();
    const created = page.locator('#created-locator');
    if (await created.isVisible()) return (await created.textContent()) ?? '';
  }
  throw new Error('The sandbox GDS made no PNR from DAC to CGP in the coming days');
}

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

const queueShareForm = (page: Page) => page.getByRole('form', { name: 'Import PNR' });

async function retrieve(page: Page, pnr: string) {
  const form = queueShareForm(page);
  await form.getByLabel('PNR').fill(pnr);
  await form.getByRole('button', { name: 'Retrieve' }).click();
}

test.describe('on the provider', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the owner retrieves a seeded PNR from the queue, sees the booking, imports it and lands on its order', async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    const locator = await seededLocator(page, 'Islam/Rafiq (ADT)');
    await loginAs(page, 'agent@demo.test');
    await dismissDocumentPrompt(page);

    await page.getByRole('tab', { name: 'Queue Share' }).click();
    await expect(page).toHaveURL(/\/searchpad\/queueshare$/);
    const form = queueShareForm(page);
    await expect(form.getByLabel('Source')).toHaveValue('SBX');
    await expect(form).toContainText(transferQueueText);
    await shoot(page, testInfo, 'queue-share-tab-default-1440');

    await retrieve(page, 'AB1');
    await expect(form.getByText('Enter the PNR: 6 letters or digits.')).toBeVisible();
    await retrieve(page, 'ZZZZZ9');
    await expect(form.getByRole('alert')).toContainText(
      'No booking with this PNR is in your agency’s queue.',
    );
    await expect(page).toHaveURL(/\/searchpad\/queueshare$/);

    await retrieve(page, locator.toLowerCase());
    await expect(page).toHaveURL(new RegExp(`/queue-share-booking\\?source=SBX&pnr=${locator}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Queue share booking' })).toBeVisible();
    await expect(page.getByText(`PNR ${locator} from Sandbox GDS`)).toBeVisible();
    const summary = page.getByRole('region', { name: 'Booking summary' });
    await expect(summary).toContainText('On hold');
    await expect(summary).toContainText('Time limit');
    await expect(page.getByRole('table', { name: 'Travellers of the booking' })).toContainText(
      'Mr Rafiq Islam',
    );
    await expect(page.getByRole('region', { name: 'Flights' })).toContainText('DAC to KUL');
    await expect(page.getByRole('region', { name: 'Fare summary' })).toContainText(/Payable on issue\s*BDT/);
    await shoot(page, testInfo, 'queue-share-booking-default-1440');

    await page.getByRole('button', { name: 'Import booking' }).click();
    await expect(page).toHaveURL(/\/flight-order\?reference=BDF-\d{7}$/);
    const reference = new URL(page.url()).searchParams.get('reference') ?? '';
    await expect(page.getByRole('main')).toContainText(reference);
    await expect(page.getByRole('main')).toContainText(locator);
    await shoot(page, testInfo, 'imported-order-default-1440');

    // The same PNR again: the tab names the order it already is.
    await page.goto('/searchpad/queueshare');
    await retrieve(page, locator);
    await expect(queueShareForm(page).getByRole('alert')).toHaveText(
      `This PNR is already imported as order ${reference}.`,
    );
  });

  test('on a phone, a family PNR with an infant is shown and imported', async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 390, height: 844 });
    const locator = await seededLocator(page, 'Ahmed/Tanvir (ADT)');
    await loginAs(page, 'agent@demo.test');
    await dismissDocumentPrompt(page);

    await page.goto('/searchpad/queueshare');
    await expect(queueShareForm(page)).toContainText(transferQueueText);
    await shoot(page, testInfo, 'queue-share-tab-default-390');
    await retrieve(page, locator);
    await expect(page).toHaveURL(new RegExp(`/queue-share-booking\\?source=SBX&pnr=${locator}$`));
    const travellers = page.getByRole('table', { name: 'Travellers of the booking' });
    await expect(travellers).toContainText('Tanvir Ahmed');
    await expect(travellers).toContainText('Nusrat Jahan');
    await expect(travellers).toContainText('Infant');
    await shoot(page, testInfo, 'queue-share-booking-default-390');

    await page.getByRole('button', { name: 'Import booking' }).click();
    await expect(page).toHaveURL(/\/flight-order\?reference=BDF-\d{7}$/);
    await expect(page.getByRole('main')).toContainText(locator);
  });
});

test('on a white-label site, a PNR booked at the airline for its agency is imported', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const locator = await bookAtTheAirline(page, 'Skyway Demo Agency', ['Selina', 'Akter']);
  await loginAs(page, 'agent@skyway.test', { path: skywayUrl(baseURL, '/login') });
  await dismissDocumentPrompt(page);

  await page.goto(skywayUrl(baseURL, '/searchpad/queueshare'));
  await expect(queueShareForm(page)).toContainText(transferQueueText);
  await shoot(page, testInfo, 'queue-share-tab-skyway-1440');
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, testInfo, 'queue-share-tab-skyway-390');

  await retrieve(page, locator);
  await expect(page).toHaveURL(new RegExp(`/queue-share-booking\\?source=SBX&pnr=${locator}$`));
  await expect(page.getByRole('table', { name: 'Travellers of the booking' })).toContainText('Selina Akter');
  await expect(page.getByRole('region', { name: 'Flights' })).toContainText('DAC to CGP');
  await shoot(page, testInfo, 'queue-share-booking-skyway-390');
  await page.setViewportSize({ width: 1440, height: 900 });
  await shoot(page, testInfo, 'queue-share-booking-skyway-1440');

  await page.getByRole('button', { name: 'Import booking' }).click();
  await expect(page).toHaveURL(/\/flight-order\?reference=SKY-\d{7}$/);
  await expect(page.getByRole('main')).toContainText(locator);
});
