import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { registerFundedAgency, type AgencyTenant, type Applicant } from './flight-order-support';
import { productTabs } from './hotel-search-support';
import { dismissDocumentPrompt, loginAs } from './support';

// A holiday from search to a confirmed booking. The agency is one of the provider's own (registered, approved and
// funded through the API), since accepting pays a deposit from its wallet and the demo agencies' balances are
// compared exactly by other browser tests. The provider's catalogue has three Bangkok packages: 3 nights from BDT
// 52,000, 4 nights from 54,600 and 6 nights from 86,200 per adult; the demo world's past enquiries make Bangkok one
// of the five popular cities.

const provider: AgencyTenant = {
  site: (baseURL, path) => new URL(path, baseURL).toString(),
  operator: 'ops@demo.test',
};

const applicant: Applicant = {
  company: 'Sonar Bangla Holidays',
  email: `holiday-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@holiday-e2e.test`,
  phone: `16${String(Date.now() + Math.floor(Math.random() * 1e6)).slice(-8)}`,
  password: 'Holidays@1234',
};

async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

const resultCount = (page: Page) => page.getByTestId('result-count');

/** The operators' desk in a browser of its own, on the enquiry, reached through the back office's menu. */
async function quoteAtTheDesk(
  browser: Browser,
  baseURL: string | undefined,
  reference: string,
  testInfo: TestInfo,
) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  try {
    const desk = await context.newPage();
    await loginAs(desk, provider.operator, { landing: /\/backoffice$/ });
    await desk
      .getByRole('navigation', { name: 'Back office' })
      .getByRole('link', { name: 'Holiday enquiries' })
      .click();
    await expect(desk.getByRole('heading', { level: 1, name: 'Holiday enquiries' })).toBeVisible();
    await expect(desk.getByRole('tab', { name: /^New/ })).toHaveAttribute('aria-selected', 'true');
    await desk.getByRole('searchbox', { name: 'Search' }).fill(reference);
    await expect(desk).toHaveURL(new RegExp(`search=${reference}`));
    const row = desk
      .getByRole('table', { name: 'Holiday enquiries' })
      .getByRole('row')
      .filter({ hasText: reference });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(applicant.company);
    await expect(row).toContainText('2 adults, 1 child (age 7), 1 room');
    await row.getByRole('link', { name: reference }).click();

    await expect(desk.getByRole('heading', { level: 1, name: `Holiday enquiry ${reference}` })).toBeVisible();
    await expect(desk.getByTestId('desk-request-status')).toHaveText('New');
    // The quote starts from the departure's prices: two adults and a child; the desk adds an airport upgrade.
    const form = desk.getByRole('form', { name: 'Quote this enquiry' });
    const lines = form.getByRole('table', { name: 'Quote lines' });
    await expect(lines.getByRole('row')).toHaveCount(3);
    await form.getByRole('button', { name: 'Add a line' }).click();
    await form.getByRole('textbox', { name: 'Label of line 3' }).fill('Private airport transfers');
    await form.getByRole('textbox', { name: 'Each (BDT) of line 3' }).fill('4,000');
    await form.getByRole('textbox', { name: 'Note to the agency (optional)' }).fill('Sea-facing rooms held.');
    await screenshot(desk, testInfo, 'desk-quote-form');
    await form.getByRole('button', { name: 'Send the quote' }).click();
    await expect(desk.getByTestId('desk-request-status')).toHaveText('Quoted');
    const total = (await desk.getByTestId('quote-total').textContent()) ?? '';
    return total.trim();
  } finally {
    await context.close();
  }
}

test.use({ viewport: { width: 1440, height: 900 } });
// One worker for the file: the agency is registered once, and both tests sign the provider's operator in, whose
// emailed device codes would void each other's if the tests ran at the same time.
test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ baseURL });
  try {
    await registerFundedAgency(await context.newPage(), baseURL, applicant, 1_000_000_00, provider);
  } finally {
    await context.close();
  }
});

test('an agent finds a Bangkok holiday by duration and price, enquires for two adults and a child, the desk quotes, the agent accepts paying the deposit and the balance is a due on Partial payment', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  await loginAs(page, applicant.email, { password: applicant.password });
  await dismissDocumentPrompt(page);

  // The search pad's Holidays tab: a popular city, any month, two adults and a child.
  await productTabs(page).filter({ hasText: 'Holidays' }).click();
  await expect(page).toHaveURL(/\/searchpad\/holiday$/);
  const form = page.getByRole('form', { name: 'Holiday search' });
  await form
    .getByRole('group', { name: 'Popular destinations' })
    .getByText('Bangkok', { exact: true })
    .click();
  await expect(form.getByRole('textbox', { name: 'Destination' })).toHaveValue('Bangkok');
  await form.getByRole('button', { name: /^Travellers: / }).click();
  const travellers = page.getByRole('dialog', { name: 'Travellers' });
  await travellers.getByRole('button', { name: 'Adults: add one' }).click();
  await travellers.getByRole('button', { name: 'Children: add one' }).click();
  await travellers.getByRole('button', { name: 'Done' }).click();
  await expect(form.getByRole('button', { name: /^Travellers: / })).toHaveAccessibleName(
    'Travellers: 2 adults, 1 child',
  );
  await form.getByRole('button', { name: 'Search holidays' }).click();

  await expect(page).toHaveURL(/\/holiday-search-result\?city=BKK&cn=Bangkok&ad=2&ch=1&inf=0$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Holidays in Bangkok' })).toBeVisible();
  await expect(resultCount(page)).toHaveText('3 packages');

  // Price per adult up to BDT 60,000 leaves the 3- and 4-night packages; 4–5 nights leaves the 4-night one.
  const filters = page.getByRole('complementary', { name: 'Filters' });
  await filters.getByRole('textbox', { name: 'To' }).fill('60000');
  await filters.getByRole('textbox', { name: 'To' }).press('Enter');
  await expect(page).toHaveURL(/pmax=60000/);
  await expect(resultCount(page)).toHaveText('2 of 3 packages');
  // The choice lives in the address: the radio follows it once the page has moved there.
  await filters.getByRole('radio', { name: '4–5 nights' }).click();
  await expect(page).toHaveURL(/nmin=4&nmax=5/);
  await expect(filters.getByRole('radio', { name: '4–5 nights' })).toBeChecked();
  await expect(resultCount(page)).toHaveText('1 of 3 packages');
  const card = page.getByTestId('package-card');
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('package-nights')).toHaveText('4 nights / 5 days');
  await screenshot(page, testInfo, 'results-filtered');
  await card.getByRole('link', { name: /^View details: / }).click();

  // The package: gallery, itinerary, departures; the enquiry takes the searched party, each child with an age.
  await expect(page).toHaveURL(/\/holiday-search-result\/[0-9a-f-]{36}\?city=BKK/);
  await expect(page.getByRole('region', { name: /^Pictures of / })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Itinerary' })).toBeVisible();
  const departures = page.getByRole('table', { name: 'Departures' });
  await departures
    .getByRole('button', { name: /^Choose the departure of / })
    .first()
    .click();
  const enquiry = page.getByRole('form', { name: 'Send an enquiry' });
  await expect(enquiry.getByRole('combobox', { name: 'Departure' })).toHaveValue(/seats left/);
  await enquiry.getByRole('button', { name: 'Send enquiry' }).click();
  // A child without an age is named before anything is sent.
  await expect(enquiry.getByText('A child is 2 to 11 years old').first()).toBeVisible();
  await enquiry.getByRole('button', { name: /^Travellers: / }).click();
  await page.getByRole('dialog', { name: 'Travellers' }).getByLabel('Age of child 1').selectOption('7');
  await page.getByRole('dialog', { name: 'Travellers' }).getByRole('button', { name: 'Done' }).click();
  await expect(enquiry.getByRole('button', { name: /^Travellers: / })).toHaveAccessibleName(
    'Travellers: 2 adults, 1 child, 1 room',
  );
  await enquiry.getByRole('textbox', { name: 'Notes for the holiday desk' }).fill('Sea view if possible.');
  await screenshot(page, testInfo, 'package-enquiry');
  await enquiry.getByRole('button', { name: 'Send enquiry' }).click();

  await expect(page).toHaveURL(/\/holiday-requests\/HL-\d+$/);
  const reference = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
  await expect(page.getByRole('heading', { level: 1, name: reference })).toBeVisible();
  await expect(page.getByTestId('request-status')).toHaveText('New');
  await expect(page.getByTestId('request-travellers')).toHaveText('2 adults, 1 child (age 7), 1 room');

  const quoted = await quoteAtTheDesk(browser, baseURL, reference, testInfo);

  // Back with the agent: the quote with its lines, deposit and balance; accepting pays the deposit.
  await page.reload();
  await expect(page.getByTestId('request-status')).toHaveText('Quoted');
  await expect(page.getByTestId('quote-total')).toHaveText(quoted);
  await expect(page.getByTestId('quote-lines')).toContainText('Private airport transfers');
  await expect(page.getByTestId('quote-time-left')).toBeVisible();
  const deposit = ((await page.getByTestId('quote-deposit').textContent()) ?? '').trim();
  const balance = ((await page.getByTestId('quote-balance').textContent()) ?? '').trim();
  await page.getByRole('button', { name: `Accept and pay ${deposit}` }).click();
  const dialog = page.getByRole('dialog', { name: `Accept the quote for ${reference}?` });
  await expect(dialog.getByTestId('accept-deposit')).toHaveText(
    `Deposit paid from your wallet now: ${deposit}`,
  );
  await dialog.getByRole('button', { name: 'Accept and pay' }).click();

  await expect(page.getByTestId('request-status')).toHaveText('Confirmed');
  await expect(page.getByTestId('booking-deposit')).toHaveText(deposit);
  await expect(page.getByTestId('booking-balance')).toHaveText(balance);
  await expect(page.getByTestId('booking-due')).toContainText(`${balance} to pay by`);
  await screenshot(page, testInfo, 'request-confirmed');

  // The balance is a due under the request's reference on Partial payment.
  await page.getByRole('link', { name: 'Pay the balance on Partial payment' }).click();
  await expect(page).toHaveURL(new RegExp(`/partial-payment\\?term=${reference}`));
  const due = page
    .getByRole('table', { name: 'Orders with dues' })
    .getByRole('row')
    .filter({ hasText: reference });
  await expect(due).toHaveCount(1);
  await expect(due).toContainText(balance);
  await screenshot(page, testInfo, 'partial-payment-due');

  // The request is listed under Confirmed among the agency's holiday requests.
  await page.goto('/holiday-requests?tab=confirmed');
  await expect(page.getByRole('tab', { name: /^Confirmed/ })).toContainText('1');
  await expect(page.getByRole('table', { name: 'Holiday requests' })).toContainText(reference);
});

test('an operator writes a package, is told what publishing needs, adds a picture and publishes it', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const code = `ZYL-E2E-${Date.now().toString(36).slice(-5).toUpperCase()}`;
  await loginAs(page, provider.operator, { landing: /\/backoffice$/ });
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Holiday packages' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Holiday packages' })).toBeVisible();
  await page.getByRole('link', { name: 'New package' }).click();

  const form = page.getByRole('form', { name: 'Holiday package' });
  await form.getByRole('button', { name: 'Create the package' }).click();
  await expect(
    form.getByText('Use 2–24 capitals, digits and dashes, starting with a letter or digit (DXB-FAM-5N)'),
  ).toBeVisible();
  await form.getByRole('textbox', { name: 'Code', exact: true }).fill(code);
  await form.getByRole('textbox', { name: 'Title', exact: true }).fill('Sylhet Tea Garden Escape');
  await form
    .getByRole('textbox', { name: 'Summary', exact: true })
    .fill('Two nights among the tea gardens of Sreemangal.');
  await form.getByRole('combobox', { name: 'Cities (IATA codes)' }).fill('ZYL');
  await form.getByRole('combobox', { name: 'Cities (IATA codes)' }).press('Enter');
  await form.getByRole('textbox', { name: 'Nights', exact: true }).fill('2');
  await form.getByRole('textbox', { name: 'Title of day 1' }).fill('Arrival in Sylhet');
  await form
    .getByRole('textbox', { name: 'What happens on day 1' })
    .fill('Drive to the resort among the tea gardens.');
  await form
    .getByRole('textbox', { name: 'What is included' })
    .fill('Resort stay with breakfast\nTea garden walk');
  await form.getByRole('button', { name: 'Add a departure' }).click();
  await form.getByRole('textbox', { name: 'Adult price of departure 1' }).fill('15,000');
  await form.getByRole('textbox', { name: 'Child price of departure 1' }).fill('9,000');
  await form.getByRole('textbox', { name: 'Infant price of departure 1' }).fill('0');
  await form.getByRole('button', { name: 'Create the package' }).click();

  await expect(page).toHaveURL(/\/backoffice\/holidays\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sylhet Tea Garden Escape' })).toBeVisible();
  const publishing = page.getByRole('region', { name: 'Publishing' });
  await expect(publishing).toContainText('Draft');
  await expect(publishing.getByRole('list', { name: 'Before publishing' })).toContainText(
    'Add at least one gallery image before publishing',
  );
  await expect(publishing.getByRole('button', { name: 'Publish' })).toBeDisabled();

  // A png of a few bytes: the server reads its first bytes, not its name.
  const gallery = page.getByRole('region', { name: /^Pictures/ });
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  await gallery
    .locator('input[type="file"]')
    .setInputFiles({ name: 'tea.png', mimeType: 'image/png', buffer: png });
  await gallery.getByRole('textbox', { name: 'Caption (optional)' }).fill('Tea gardens at dawn');
  await gallery.getByRole('button', { name: 'Upload the picture' }).click();
  await expect(gallery.getByRole('img', { name: 'Tea gardens at dawn' })).toBeVisible();
  await publishing.getByRole('button', { name: 'Publish' }).click();
  await expect(publishing).toContainText('Published');
  await screenshot(page, testInfo, 'package-published');

  await page.getByRole('link', { name: 'All packages' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill(code);
  await expect(
    page.getByRole('table', { name: 'Holiday packages' }).getByRole('row').filter({ hasText: code }),
  ).toContainText('Published');
});
