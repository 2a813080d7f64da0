import { crc32, deflateSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { apiLogin, dismissDocumentPrompt, loginAs } from './support';

/** A solid-colour PNG of the given size (RGB, no filter), built here so the test carries no binary file. */
function solidPng(width: number, height: number, [red, green, blue]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type RGB
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: width }, () => [red, green, blue]).flat()),
  ]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const logoFile = () => ({
  name: 'agency-logo.png',
  mimeType: 'image/png',
  buffer: solidPng(120, 40, [20, 90, 160]),
});
const licenceFile = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
});

const apiHeaders = (token: string) => ({
  Authorization: `Bearer ${token}`,
  'X-Channel-Id': '1',
  'X-Device-Type': 'web',
});

/** A ticketed order of the agency, to print its invoice. */
async function ticketedOrder(page: Page, token: string): Promise<string> {
  const response = await page.request.post('/customer/api/v1/MyBooking/GetBookings', {
    headers: apiHeaders(token),
    data: { tab: 'all', pageSize: 50 },
  });
  expect(response.ok()).toBe(true);
  const { bookings } = (await response.json()) as {
    bookings: Array<{ orderReference: string; status: string }>;
  };
  const order = bookings.find((booking) => booking.status === 'Confirmed');
  if (!order) throw new Error('The demo agency has no ticketed order');
  return order.orderReference;
}

/** How many images the agent invoice PDF of an order draws. */
async function invoiceImages(page: Page, token: string, orderReference: string): Promise<number> {
  const response = await page.request.get(
    `/order/api/v1/Print/GetBookingPdf?typeId=2&orderReference=${encodeURIComponent(orderReference)}`,
    { headers: apiHeaders(token) },
  );
  expect(response.ok()).toBe(true);
  const pdf = (await response.body()).toString('latin1');
  expect(pdf.startsWith('%PDF')).toBe(true);
  return pdf.match(/\/Subtype\s*\/Image/g)?.length ?? 0;
}

test('the owner keeps the company: time zone, a logo on the top bar and the invoice, a branch, and a licence the KYC team rejects and the owner replaces', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const token = await apiLogin(page, 'agent@demo.test');
  const orderReference = await ticketedOrder(page, token);
  const imagesBefore = await invoiceImages(page, token, orderReference);

  await loginAs(page, 'agent@demo.test');
  await dismissDocumentPrompt(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Company settings' }).first().click();
  await expect(page).toHaveURL(/\/company-settings/);
  await expect(page.getByRole('heading', { level: 1, name: 'Company settings' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Basic information' })).toHaveAttribute('aria-selected', 'true');

  // Basic information: the time zone, searched in its list, saved and read back after a reload.
  const details = page.getByRole('form', { name: 'Company details' });
  const zone = details.getByRole('combobox', { name: 'Time zone' });
  await expect(zone).toHaveValue(/Asia\/Dhaka/);
  await details.getByLabel('City').fill('Dhaka');
  await zone.click();
  await zone.fill('Dubai');
  await page.getByRole('option', { name: /Asia\/Dubai/ }).click();
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Company details saved')).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('form', { name: 'Company details' }).getByRole('combobox', { name: 'Time zone' }),
  ).toHaveValue(/Asia\/Dubai/);

  // The logo: chosen, uploaded, then in the top bar in place of the portal's brand.
  const logo = page.getByRole('region', { name: 'Logo' });
  await logo.locator('input[type="file"]').setInputFiles(logoFile());
  await logo.getByRole('button', { name: 'Upload logo' }).click();
  await expect(page.getByText('Logo uploaded')).toBeVisible();
  await expect(logo.getByRole('img', { name: 'Your current logo' })).toBeVisible();
  const barLogo = page.getByRole('banner').locator('img[data-agency-logo]');
  await expect(barLogo).toBeVisible();
  await expect.poll(() => barLogo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(120);
  await expect(page.getByRole('banner').getByRole('link', { name: /Demo Travels Ltd/ })).toBeVisible();
  // …and on the agency's invoice.
  expect(await invoiceImages(page, token, orderReference)).toBeGreaterThan(imagesBefore);

  // A branch, added from the Branch tab (the tab is in the address).
  await page.getByRole('tab', { name: 'Branch' }).click();
  await expect(page).toHaveURL(/tab=branch/);
  const code = `K${String(Date.now()).slice(-6)}`;
  await page.getByRole('button', { name: 'Add branch' }).click();
  const branchForm = page.getByRole('dialog', { name: 'Add branch' });
  await branchForm.getByLabel('Branch name').fill(`Khulna ${code}`);
  await branchForm.getByLabel('Code').fill(code);
  await branchForm.getByLabel('Contact person').fill('Rafiq Islam');
  await branchForm.getByLabel('Email').fill('khulna@demo.test');
  await branchForm.getByLabel('Phone number').fill('+880 1711-000099');
  await branchForm.getByLabel('City').fill('Khulna');
  await branchForm.getByLabel('Address').fill('12 KDA Avenue, Khulna');
  await branchForm.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Branch added')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Branches' }).getByText(`Khulna ${code}`)).toBeVisible();

  // A trade licence, uploaded from the Documents tab, waits for review.
  await page.getByRole('tab', { name: 'Documents' }).click();
  const licence = page.getByRole('article', { name: 'Trade licence' });
  await licence.locator('input[type="file"]').setInputFiles(licenceFile('trade-licence-2026.pdf'));
  await licence.getByRole('button', { name: 'Upload Trade licence' }).click();
  await expect(licence.getByText(/^trade-licence-2026\.pdf · /)).toBeVisible();
  await expect(licence.getByTestId('document-status')).toHaveText('Pending review');

  // The KYC team rejects it with a remark.
  const operatorContext = await browser.newContext();
  const desk = await operatorContext.newPage();
  await loginAs(desk, 'ops@demo.test', { landing: /\/backoffice$/ });
  await desk
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'KYC documents' })
    .click();
  await expect(desk.getByRole('heading', { name: 'KYC documents' })).toBeVisible();
  await desk.getByLabel('Search').fill('Demo Travels');
  // The search is sent once typing stops; the agency is opened from the list it brought.
  await expect(desk).toHaveURL(/search=Demo/);
  await desk
    .getByRole('table', { name: 'Agencies and their KYC documents' })
    .getByRole('link', { name: 'Demo Travels Ltd' })
    .click();
  const reviewed = desk.getByRole('article', { name: 'Trade licence' });
  await expect(reviewed.getByText(/^trade-licence-2026\.pdf · /)).toBeVisible();
  await reviewed.getByRole('button', { name: 'Reject Trade licence' }).click();
  const reject = desk.getByRole('dialog', { name: 'Reject Trade licence' });
  await reject
    .getByLabel('Reason for rejecting')
    .fill('The licence has expired. Please upload the renewed one.');
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(desk.getByText('Trade licence rejected')).toBeVisible();
  await expect(reviewed.getByTestId('document-status')).toHaveText('Rejected');
  await operatorContext.close();

  // The owner sees the remark and uploads a new version, which waits for review again.
  await page.reload();
  await expect(licence.getByTestId('document-status')).toHaveText('Rejected');
  await expect(licence.getByTestId('operator-remark')).toContainText('The licence has expired.');
  await expect(page.getByTestId('kyc-status').first()).toHaveText('Action required');
  await licence.locator('input[type="file"]').setInputFiles(licenceFile('trade-licence-renewed.pdf'));
  await licence.getByRole('button', { name: 'Upload Trade licence' }).click();
  await expect(licence.getByText(/^trade-licence-renewed\.pdf · /)).toBeVisible();
  // The current version's badge comes first; the earlier versions' follow, folded away.
  await expect(licence.getByTestId('document-status').first()).toHaveText('Pending review');
  await licence.getByRole('button', { name: 'Show 1 earlier version' }).click();
  await expect(licence.getByRole('listitem').getByTestId('document-status')).toHaveText('Rejected');

  // The demo agency goes back to how other tests expect it: no logo, Dhaka time.
  await page.getByRole('tab', { name: 'Basic information' }).click();
  await page.getByRole('region', { name: 'Logo' }).getByRole('button', { name: 'Remove logo' }).click();
  await expect(page.getByText('Logo removed')).toBeVisible();
  await expect(page.getByRole('banner').locator('img[data-agency-logo]')).toHaveCount(0);
  const restore = page.getByRole('form', { name: 'Company details' });
  await restore.getByRole('combobox', { name: 'Time zone' }).click();
  await restore.getByRole('combobox', { name: 'Time zone' }).fill('Dhaka');
  await page.getByRole('option', { name: /Asia\/Dhaka/ }).click();
  await restore.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Company details saved')).toBeVisible();
});

test('staff without Company settings have no menu entry and are sent to access denied', async ({ page }) => {
  await loginAs(page, 'staff@demo.test');
  await expect(page.getByRole('button', { name: /^Profile menu for / })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Company settings' })).toHaveCount(0);
  await page.goto('/company-settings?tab=documents');
  await expect(page).toHaveURL(/\/access-denied$/);
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
});
