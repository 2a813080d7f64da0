import { expect, test, type Page } from '@playwright/test';
import { dismissDocumentPrompt, loginAs, skywayUrl } from './support';

const sideNav = (page: Page) => page.getByRole('navigation', { name: 'Sections' });
const portalNav = (page: Page) => page.getByRole('navigation', { name: 'Portal' });
/** The search pad's product tabs (the offer slider's dots are tabs too, of another list). */
const productTabs = (page: Page) =>
  page.getByRole('tablist', { name: 'What would you like to book?' }).getByRole('tab');

test.describe('the signed-in frame at desktop width', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the staff user sees only permitted menus and tabs, and is sent to /access-denied elsewhere', async ({
    page,
  }) => {
    await loginAs(page, 'staff@demo.test');
    await expect(page.getByRole('button', { name: 'Profile menu for Karim Hossain' })).toBeVisible();
    // The reservations role may not edit company information, so it is never asked for documents.
    await expect(page.getByRole('dialog', { name: 'Company documents' })).toHaveCount(0);

    await expect(productTabs(page)).toHaveText(['Flights']);
    const nav = sideNav(page);
    await expect(nav.getByRole('link')).toHaveText(['My Bookings']);
    await expect(nav.getByRole('link', { name: 'My Bookings' })).toHaveAttribute('href', '/my-bookings');

    await portalNav(page).getByRole('button', { name: 'Search Pad' }).click();
    await expect(page.getByRole('menuitem')).toHaveText(['Flights']);
    await page.keyboard.press('Escape');
    await portalNav(page).getByRole('button', { name: 'Quick Links' }).click();
    await expect(page.getByRole('menuitem')).toHaveText(['Bank Details', 'My Bookings']);
    await page.keyboard.press('Escape');

    for (const path of ['/company-settings', '/deposit-list', '/searchpad/hotel', '/reports']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/access-denied$/);
      await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
    }
    await page.getByRole('link', { name: 'Back to the search pad' }).click();
    await expect(page).toHaveURL(/\/searchpad$/);

    // The permitted queue opens.
    await nav.getByRole('link', { name: 'My Bookings' }).click();
    await expect(page).toHaveURL(/\/my-bookings$/);
    await expect(page.getByRole('heading', { name: 'My Bookings', level: 1 })).toBeVisible();
  });

  test('the owner sees every menu, tab and section', async ({ page }) => {
    await loginAs(page, 'agent@demo.test');
    await dismissDocumentPrompt(page);

    await expect(productTabs(page)).toHaveCount(8);
    const nav = sideNav(page);
    await expect(nav.getByRole('link')).toHaveText([
      'Flights',
      'Void Requests',
      'Refund Requests',
      'Reissue Requests',
      'Hotels',
      'Holidays',
      'Visa',
      'Special Fares',
      'Traveller Information',
      'Deposit List',
      'E-Transactions',
      'Partial Payment',
      'Reports',
      'Company Settings',
    ]);
    await expect(nav.getByRole('button', { name: 'My Bookings' })).toBeVisible();

    await portalNav(page).getByRole('button', { name: 'Quick Links' }).click();
    await expect(page.getByRole('menuitem')).toHaveText([
      'Deposit Request',
      'Bank Details',
      'Payment Ledger',
      'My Bookings',
    ]);
    await page.getByRole('menuitem', { name: 'Bank Details' }).click();
    const bankDetails = page.getByRole('dialog', { name: 'Bank Details' });
    await expect(bankDetails.getByRole('heading', { name: 'Dutch-Bangla Bank PLC' })).toBeVisible();
    await page.keyboard.press('Escape');

    await portalNav(page).getByRole('button', { name: 'Our Products' }).click();
    await expect(page.getByRole('menuitem')).toHaveText(['White Label', 'API']);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Account manager' }).click();
    await expect(page.getByRole('link', { name: 'Email Nadia Karim' })).toHaveAttribute(
      'href',
      'mailto:ops@demo.test',
    );
    await expect(page.getByRole('link', { name: 'Call Nadia Karim' })).toHaveAttribute(
      'href',
      'tel:+8801711000002',
    );
    await page.keyboard.press('Escape');

    await page.goto('/company-settings');
    await expect(page).toHaveURL(/\/company-settings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Company settings' })).toBeVisible();
    await expect(page.getByRole('tab')).toHaveText([
      'Basic information',
      'Bank account',
      'Branch',
      'Documents',
      'Staff',
    ]);
  });

  test('the header search does nothing up to 3 characters and says when no order matches', async ({
    page,
  }) => {
    await loginAs(page, 'staff@demo.test');
    let searches = 0;
    page.on('request', (request) => {
      if (request.url().includes('/MyBooking/GetSearchBar')) searches += 1;
    });
    const box = page.getByRole('search', { name: 'Search orders' }).getByRole('textbox');
    await box.fill('abc');
    await box.press('Enter');
    await page.waitForTimeout(500);
    expect(searches).toBe(0);
    await expect(page.getByText('No orders found')).toHaveCount(0);

    await box.fill('BDF-0000001');
    await box.press('Enter');
    await expect(page.getByText('No orders found')).toBeVisible();
    expect(searches).toBe(1);
    await expect(page).toHaveURL(/\/searchpad$/);
  });
});

/** How far the document reaches past the window's right edge in CSS pixels: 0 when the page does not scroll sideways. */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const sites = [
  {
    name: "the provider's site",
    email: 'agent@demo.test',
    company: 'Demo Travels Ltd',
    site: (path: string) => path,
  },
  {
    name: 'a white-label site',
    email: 'agent@skyway.test',
    company: 'Skyway Demo Agency',
    site: (path: string, baseURL?: string) => skywayUrl(baseURL, path),
  },
];

for (const { name, email, company, site } of sites) {
  test(`on ${name} the top bar fits laptop and desktop windows: no sideways scroll, logo and company whole`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await loginAs(page, email, { path: site(email.endsWith('@demo.test') ? '/' : '/login', baseURL) });
    await dismissDocumentPrompt(page);

    const bar = page.getByRole('banner');
    const logo = bar.getByRole('link', { name: /search pad$/ }).locator('img');
    const companyLine = bar
      .getByRole('button', { name: /^Profile menu for / })
      .getByText(company, { exact: true });
    for (const path of ['/searchpad', '/my-bookings']) {
      await page.goto(site(path, baseURL));
      // Measured once the bar holds all it shows: the balance, the user's company and the drawn logo.
      await expect(bar.getByRole('button', { name: /^Balance BDT / })).toBeVisible();
      await expect(companyLine).toBeVisible();
      await expect
        .poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);

      for (const width of [1280, 1440, 1920]) {
        const at = `${path} at ${width} px`;
        await page.setViewportSize({ width, height: 900 });
        expect(await sidewaysOverflow(page), at).toBe(0);
        const logoBox = await logo.boundingBox();
        expect(logoBox && logoBox.x >= 0 && logoBox.x + logoBox.width <= width, `logo, ${at}`).toBe(true);
        const companyBox = await companyLine.boundingBox();
        expect(companyBox && companyBox.x + companyBox.width <= width, `company, ${at}`).toBe(true);
        // Whole, not ended in an ellipsis.
        expect(
          await companyLine.evaluate((line) => line.scrollWidth <= line.clientWidth),
          `company, ${at}`,
        ).toBe(true);
      }
    }
  });
}

// On the white-label tenant's agency, so the provider's demo agency keeps its skippable prompt for other tests.
test('the document prompt validates, can be skipped for an hour, reports a failure, and saves', async ({
  page,
  baseURL,
}) => {
  await page.clock.install();
  await loginAs(page, 'agent@skyway.test', { path: skywayUrl(baseURL, '/login') });
  const prompt = page.getByRole('dialog', { name: 'Company documents' });
  await expect(prompt).toBeVisible();

  await prompt.getByRole('button', { name: 'Save' }).click();
  await expect(prompt.getByText('Please enter Trade license number')).toBeVisible();
  await prompt.getByLabel('Trade License Number').fill('T'.repeat(51));
  await prompt.getByLabel('Civil Aviation Number').fill('C'.repeat(51));
  await prompt.getByRole('button', { name: 'Save' }).click();
  await expect(prompt.getByText('Trade License Number must not exceed 50 characters')).toBeVisible();
  await expect(prompt.getByText('Civil Aviation Number must not exceed 50 characters')).toBeVisible();

  const storedState = () => page.evaluate(() => localStorage.getItem('portal.state'));
  const before = await storedState();
  await prompt.getByRole('button', { name: 'Skip for now' }).click();
  await expect(prompt).toHaveCount(0);
  await expect.poll(storedState).not.toBe(before);
  await page.reload();
  await expect(page.getByRole('button', { name: /^Profile menu for / })).toBeVisible();
  await expect(prompt).toHaveCount(0);
  await page.clock.fastForward('01:00:05');
  await expect(prompt).toBeVisible();

  await prompt.getByLabel('Trade License Number').fill('TRAD/2024/00123');
  await prompt.getByLabel('Civil Aviation Number').fill('CAAB-778');
  // The server fails every attempt; the client retries with growing pauses (spec §7), then says so.
  const failure = page.getByText('Some ting went wrong! Please try again later');
  await page.route('**/User/UpdateCustomerDocumentInfo', (route) =>
    route.fulfill({ status: 500, json: { error: { code: 'INTERNAL_ERROR', message: 'Down for a moment' } } }),
  );
  await prompt.getByRole('button', { name: 'Save' }).click();
  for (let second = 0; second < 40 && !(await failure.isVisible()); second += 1) {
    await page.clock.fastForward(1000);
  }
  await expect(failure).toBeVisible();
  await expect(prompt).toBeVisible();
  await page.unroute('**/User/UpdateCustomerDocumentInfo');

  await prompt.getByRole('button', { name: 'Save' }).click();
  await expect(prompt).toHaveCount(0);
  await expect(page.getByText('Your company documents were saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: /^Profile menu for / })).toBeVisible();
  await expect(prompt).toHaveCount(0);
});

test('phones get a burger with the menus in a drawer', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page, 'staff@demo.test');
  await expect(sideNav(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer.getByRole('region', { name: 'Search Pad' }).getByRole('link')).toHaveText(['Flights']);
  await expect(drawer.getByRole('region', { name: 'Our Products' }).getByRole('link')).toHaveText([
    'White Label',
    'API',
  ]);
  await drawer
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('link', { name: 'My Bookings' })
    .click();
  await expect(page).toHaveURL(/\/my-bookings$/);
  await expect(drawer).toHaveCount(0);
});
