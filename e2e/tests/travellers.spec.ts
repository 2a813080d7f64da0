import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { dismissDocumentPrompt, loginAs, skywayUrl } from './support';
import { daysAhead, resultsPath, waitForResults } from './flight-helpers';

test.describe.configure({ timeout: 180_000 });

/** A surname no other test uses: letters only, new every run. */
function runSurname(prefix: string): string {
  const letters = Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26)));
  return `${prefix}${letters.join('')}`;
}

async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

const travellersTable = (page: Page) => page.getByRole('table', { name: 'Saved travellers' });
const searchField = (page: Page) =>
  page.getByRole('group', { name: 'Filters' }).getByRole('searchbox', { name: 'Search' });

/** Books the cheapest Book & hold row of a one-way search: the booking page opens on its travellers. */
async function openBooking(page: Page, day: string) {
  await page.goto(resultsPath(`trip=O&seg=DAC.DXB.${day}&adt=1&cls=Economy`));
  await waitForResults(page);
  const row = page.getByTestId('itinerary').filter({ hasText: 'Book & hold' }).first();
  await row.getByRole('link', { name: /^Book / }).click();
  await expect(page).toHaveURL(/\/flight-booking\?.*priceId=/, { timeout: 20_000 });
  const accept = page.getByRole('button', { name: 'Accept and continue' });
  const travellers = page.getByRole('form', { name: 'Travellers' });
  await expect(accept.or(travellers)).toBeVisible({ timeout: 20_000 });
  if (await accept.isVisible()) await accept.click();
  await expect(travellers).toBeVisible();
}

/** The contact, the add-ons left empty, the review, and Hold booking. */
async function holdIt(page: Page, name: string) {
  const contact = page.getByRole('group', { name: 'Contact details' });
  await contact.getByLabel('Phone number').fill('+8801711000000');
  await page.getByRole('button', { name: 'Continue to add-ons' }).click();
  await page.getByRole('button', { name: 'Continue to review' }).click();
  await expect(page.getByRole('table', { name: 'Travellers' })).toContainText(name, { timeout: 20_000 });
  await page.getByRole('button', { name: 'Hold booking' }).click();
  await expect(page.getByRole('region', { name: 'Your booking is on hold' })).toBeVisible({
    timeout: 30_000,
  });
}

test.beforeEach(async ({ page }, testInfo) => {
  if (testInfo.title.startsWith('skyway')) return;
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginAs(page, 'agent@demo.test');
  await dismissDocumentPrompt(page);
});

test('an agent saves a traveller, renews the passport, and picks the traveller to hold a booking', async ({
  page,
}, testInfo) => {
  const surname = runSurname('Pick');
  const name = `Mr Tanvir ${surname}`;
  await page.goto('/traveller-information');
  await expect(page.getByRole('heading', { name: 'Traveller Information' })).toBeVisible();

  // Add traveller: the booking form's rules and words.
  await page.getByRole('button', { name: 'Add traveller' }).click();
  const add = page.getByRole('dialog', { name: 'Add traveller' });
  await add.getByRole('button', { name: 'Save traveller' }).click();
  await expect(add.getByText('Please choose a title')).toBeVisible();
  await expect(add.getByText('Surname must be 2 to 40 letters')).toBeVisible();
  await add.getByLabel('Title').selectOption('Mr');
  await add.getByLabel('Gender').selectOption('Male');
  await add.getByLabel('Given name').fill('Tanvir');
  await add.getByLabel('Surname').fill(surname);
  await add.getByLabel('Date of birth').fill('1988-02-14');
  await add.getByLabel('Nationality').selectOption('BD');
  await add.getByLabel('Passport number').fill('EB1234567');
  await add.getByRole('button', { name: 'Save traveller' }).click();
  await expect(add.getByText('Passport expiry date is required for international travel')).toBeVisible();
  await add.getByLabel('Passport expiry date').fill('2027-01-31');
  await add.getByRole('button', { name: 'Save traveller' }).click();
  await expect(add).toBeHidden();

  await searchField(page).fill(surname);
  await expect(travellersTable(page).getByRole('row')).toHaveCount(2);
  await expect(travellersTable(page)).toContainText(name);
  await expect(travellersTable(page)).toContainText('EB1234567');

  // The same person twice is refused with the API's words.
  await page.getByRole('button', { name: 'Add traveller' }).click();
  await add.getByLabel('Title').selectOption('Mr');
  await add.getByLabel('Gender').selectOption('Male');
  await add.getByLabel('Given name').fill('TANVIR');
  await add.getByLabel('Surname').fill(surname);
  await add.getByLabel('Date of birth').fill('1988-02-14');
  await add.getByRole('button', { name: 'Save traveller' }).click();
  await expect(add.getByRole('alert')).toContainText('This traveller is already saved');
  await add.getByRole('button', { name: 'Cancel' }).click();

  // Edit: a renewed passport.
  await travellersTable(page)
    .getByRole('button', { name: `Edit ${name}` })
    .click();
  const edit = page.getByRole('dialog', { name: 'Edit traveller' });
  await expect(edit.getByLabel('Given name')).toHaveValue('Tanvir');
  await edit.getByLabel('Passport number').fill('EC7654321');
  await edit.getByLabel('Passport expiry date').fill('2035-01-31');
  await edit.getByRole('button', { name: 'Save traveller' }).click();
  await expect(edit).toBeHidden();
  await expect(travellersTable(page)).toContainText('EC7654321');
  await expect(travellersTable(page)).not.toContainText('EB1234567');
  await screenshot(page, testInfo, 'travellers-default-1440');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('list', { name: 'Saved travellers' })).toContainText(name);
  await screenshot(page, testInfo, 'travellers-default-390');
  await page.setViewportSize({ width: 1440, height: 900 });

  // On the booking page the saved traveller fills the adult's form.
  await openBooking(page, daysAhead(41).iso);
  const adult = page.getByRole('group', { name: 'Adult 1', exact: true });
  const picker = adult.getByLabel('Pick a saved traveller');
  await picker.fill(surname.slice(0, 8));
  await page.getByRole('option', { name: new RegExp(`${name} · born`) }).click();
  await expect(adult.getByLabel('Given name')).toHaveValue('Tanvir');
  await expect(adult.getByLabel('Surname')).toHaveValue(surname);
  await expect(adult.getByLabel('Date of birth')).toHaveValue('1988-02-14');
  await expect(adult.getByLabel('Passport number')).toHaveValue('EC7654321');
  await expect(adult.getByLabel('Passport expiry date')).toHaveValue('2035-01-31');
  await holdIt(page, name);
});

test('a traveller booked with "Save to my travellers" is found on the travellers page', async ({ page }) => {
  const surname = runSurname('Keep');
  const name = `Ms Farzana ${surname}`;
  await openBooking(page, daysAhead(43).iso);
  const adult = page.getByRole('group', { name: 'Adult 1', exact: true });
  // Only adults are offered for an adult's form: a child saved under this name would not be.
  await adult.getByLabel('Title').selectOption('Ms');
  await adult.getByLabel('Given name').fill('Farzana');
  await adult.getByLabel('Surname').fill(surname);
  await adult.getByLabel('Date of birth').fill('1991-07-09');
  await adult.getByLabel('Gender').selectOption('Female');
  await adult.getByLabel('Passport number').fill('EF5550001');
  await adult.getByLabel('Passport expiry date').fill('2034-01-31');
  await adult.getByRole('checkbox', { name: /^Save to my travellers/ }).check();
  await holdIt(page, name);
  await expect(page.getByRole('status').filter({ hasText: 'Saved to my travellers' })).toContainText(
    `Farzana ${surname}`,
    { timeout: 15_000 },
  );

  await page.goto(`/traveller-information?search=${surname}`);
  await expect(travellersTable(page).getByRole('row')).toHaveCount(2);
  await expect(travellersTable(page)).toContainText(name);
  await expect(travellersTable(page)).toContainText('EF5550001');
});

test('staff who may book but not view travellers pick one by name and hold it with the passport on file', async ({
  page,
  browser,
}) => {
  const surname = runSurname('Desk');
  const name = `Mr Imran ${surname}`;
  // The owner saves the traveller with a passport.
  await page.goto('/traveller-information');
  await page.getByRole('button', { name: 'Add traveller' }).click();
  const add = page.getByRole('dialog', { name: 'Add traveller' });
  await add.getByLabel('Title').selectOption('Mr');
  await add.getByLabel('Gender').selectOption('Male');
  await add.getByLabel('Given name').fill('Imran');
  await add.getByLabel('Surname').fill(surname);
  await add.getByLabel('Date of birth').fill('1984-06-21');
  await add.getByLabel('Nationality').selectOption('BD');
  await add.getByLabel('Passport number').fill('EK4441234');
  await add.getByLabel('Passport expiry date').fill('2034-06-30');
  await add.getByRole('button', { name: 'Save traveller' }).click();
  await expect(add).toBeHidden();

  // The reservations staff (Search, BookTicket, ViewBooking, ShowBookings) picks the traveller by name.
  const desk = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await loginAs(desk, 'staff@demo.test');
  await openBooking(desk, daysAhead(45).iso);
  const adult = desk.getByRole('group', { name: 'Adult 1', exact: true });
  await adult.getByLabel('Pick a saved traveller').fill(surname.slice(0, 8));
  const option = desk.getByRole('option', { name: new RegExp(`${name} · born`) });
  await expect(option).not.toContainText('EK4441234');
  await option.click();
  await expect(adult.getByLabel('Given name')).toHaveValue('Imran');
  await expect(adult.getByLabel('Surname')).toHaveValue(surname);
  await expect(adult.getByText('Nationality and passport: as saved with this traveller')).toBeVisible();
  await expect(adult.getByLabel('Passport number')).toHaveCount(0);
  await holdIt(desk, name);
  const reference = (await desk.getByTestId('order-reference').textContent())?.match(/[A-Z]{3}-\d{7}/)?.[0];
  expect(reference).toBeTruthy();

  // The order carries the passport on file.
  await page.goto(`/flight-order?reference=${reference}`);
  await expect(page.getByText('EK4441234').first()).toBeVisible({ timeout: 20_000 });

  // The staff (no ShowPassportVisa) reads the order's passengers without it.
  await desk.goto(`/flight-order?reference=${reference}`);
  const passengers = desk.getByRole('region', { name: 'Passengers' });
  await expect(passengers).toContainText(name, { timeout: 20_000 });
  await expect(passengers).not.toContainText('Passport / visa');
  await expect(desk.getByText('EK4441234')).toHaveCount(0);
});

test('skyway: the white-label agency keeps its own travellers', async ({ page, baseURL }, testInfo) => {
  const surname = runSurname('Sky');
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginAs(page, 'agent@skyway.test', { path: skywayUrl(baseURL, '/login') });
  await dismissDocumentPrompt(page);
  await page.goto(skywayUrl(baseURL, '/traveller-information?search=Zzqxv'));
  await expect(page.getByText('No Records', { exact: true })).toBeVisible();

  await page.goto(skywayUrl(baseURL, '/traveller-information'));
  await page.getByRole('button', { name: 'Add traveller' }).click();
  const add = page.getByRole('dialog', { name: 'Add traveller' });
  await add.getByLabel('Title').selectOption('Mrs');
  await add.getByLabel('Gender').selectOption('Female');
  await add.getByLabel('Given name').fill('Shirin');
  await add.getByLabel('Surname').fill(surname);
  await add.getByLabel('Date of birth').fill('1979-11-30');
  await add.getByLabel('Email').fill('shirin@example.com');
  await add.getByRole('button', { name: 'Save traveller' }).click();
  await expect(add).toBeHidden();
  await searchField(page).fill(surname);
  await expect(travellersTable(page)).toContainText(`Mrs Shirin ${surname}`);
  await expect(travellersTable(page)).toContainText('shirin@example.com');
  await screenshot(page, testInfo, 'travellers-skyway-1440');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('list', { name: 'Saved travellers' })).toContainText(`Mrs Shirin ${surname}`);
  await screenshot(page, testInfo, 'travellers-skyway-390');
});
