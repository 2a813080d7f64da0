import { expect, test, type Page } from '@playwright/test';
import { latestCode, latestMessageId, loginAs, outboxMessages, skywayUrl } from './support';

const png = () => Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(120, 7)]);
const pdf = () => Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n');

const form = (page: Page) => page.getByRole('form', { name: 'Register' });

/** Proves the email or phone with the code read from the outbox. */
async function verifyAddress(page: Page, kind: 'email' | 'phone', to: string) {
  const before = await latestMessageId(page, to);
  // A Bangladeshi (+880) number's button reads "Send OTP" (spec §5).
  await form(page)
    .getByRole('button', { name: kind === 'email' ? 'Send code (Email)' : 'Send OTP (Phone number)' })
    .click();
  const group = form(page).getByRole('group', { name: /Enter the 6-digit code sent to/ });
  await expect(group).toBeVisible();
  await group.getByLabel('Digit 1').fill(await latestCode(page, to, before));
  await group.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByTestId(`${kind}-verified`)).toBeVisible();
}

interface Applicant {
  path: string;
  company: string;
  email: string;
  phone: string;
}

/** Fills and submits a whole registration through the page, as an applicant does. */
async function registerThroughPage(page: Page, applicant: Applicant) {
  await page.goto(applicant.path);
  const registration = form(page);
  await registration.getByLabel('Company / agency name').fill(applicant.company);
  await registration.getByLabel('First name').fill('Tania');
  await registration.getByLabel('Last name').fill('Rahman');
  await registration.getByRole('textbox', { name: 'Email' }).fill(applicant.email);
  await verifyAddress(page, 'email', applicant.email);
  await registration.getByRole('textbox', { name: 'Phone number' }).fill(applicant.phone);
  await verifyAddress(page, 'phone', `+880${applicant.phone}`);
  await registration.getByLabel('City').fill('Chattogram');
  await registration.getByLabel('Zip code').fill('4000');
  await registration.getByLabel('Full address').fill('12 Agrabad Commercial Area');
  await registration.getByRole('textbox', { name: 'Password', exact: true }).fill('Applicant@123');
  await registration.getByLabel('Confirm Password').fill('Applicant@123');
  await page
    .locator('input[type=file][name=nationalIdFront]')
    .setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: png() });
  await page
    .locator('input[type=file][name=nationalIdBack]')
    .setInputFiles({ name: 'back.png', mimeType: 'image/png', buffer: png() });
  await page
    .locator('input[type=file][name=tradeLicense]')
    .setInputFiles({ name: 'licence.pdf', mimeType: 'application/pdf', buffer: pdf() });
  await registration.getByRole('checkbox').check();
  await expect(page.getByTestId('bot-check').getByText('Verified')).toBeVisible({ timeout: 20_000 });
  await registration.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { name: 'Registration received' })).toBeVisible();
  await expect(page.getByText(/awaiting approval/)).toBeVisible();
}

async function operatorSession(page: Page) {
  await loginAs(page, 'ops@demo.test', { landing: /\/backoffice$/ });
  await expect(page.getByRole('heading', { name: 'Registrations awaiting approval' })).toBeVisible();
}

const types = [
  { path: '/register_proprietor', label: 'Proprietor', phone: '1811000001' },
  { path: '/register_partnership', label: 'Partnership', phone: '1811000002' },
  { path: '/register_company_llp', label: 'Company / LLP', phone: '1811000003' },
  { path: '/register_corporate', label: 'Corporate', phone: '1811000004' },
];

for (const type of types) {
  test(`${type.path}: registers, is approved in the back office, and the owner logs in`, async ({ page }) => {
    test.setTimeout(90_000);
    const slug = type.path.slice(10);
    const applicant = {
      path: type.path,
      company: `E2E ${type.label} Travels`,
      email: `owner-${slug}@register-e2e.test`,
      phone: type.phone,
    };
    await registerThroughPage(page, applicant);

    await operatorSession(page);
    const card = page.getByRole('article', { name: applicant.company });
    await expect(card.getByText(type.label, { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Trade license' })).toBeVisible();
    await card.getByRole('button', { name: 'Approve' }).click();
    await expect(card).toHaveCount(0);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(/\/$/);

    await loginAs(page, applicant.email, { password: 'Applicant@123' });
    await expect(page).toHaveURL(/\/searchpad$/);
  });
}

test('a rejected registration mails its reason to the applicant', async ({ page }) => {
  test.setTimeout(90_000);
  const applicant = {
    path: '/register_proprietor',
    company: 'E2E Rejected Travels',
    email: 'rejected@register-e2e.test',
    phone: '1811000009',
  };
  await registerThroughPage(page, applicant);
  await operatorSession(page);
  const card = page.getByRole('article', { name: applicant.company });
  await card.getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog', { name: `Reject ${applicant.company}` });
  await dialog.getByLabel('Reason (sent to the applicant)').fill('no');
  await dialog.getByRole('button', { name: 'Reject registration' }).click();
  await expect(dialog.getByText('The reason must be 3 to 500 characters')).toBeVisible();
  await dialog.getByLabel('Reason (sent to the applicant)').fill('The trade licence has expired');
  await dialog.getByRole('button', { name: 'Reject registration' }).click();
  await expect(card).toHaveCount(0);
  const [mail] = await outboxMessages(page, applicant.email);
  expect(mail?.body).toContain('The trade licence has expired');
});

test('the registration form shows the validation messages of spec §5', async ({ page }) => {
  await page.goto('/register_partnership');
  const registration = form(page);
  await registration.getByRole('button', { name: 'Register' }).click();
  for (const message of [
    'Company / agency name is required',
    'First name is required',
    'Last name is required',
    'Email is required',
    'Phone number is required',
    'City is required',
    'Full address is required',
    'Please enter a valid zip code',
    'Please fill the password',
    'Please fill the confirm password',
    'Please accept sharing your information',
    'Please verify your email address',
    'Please verify your phone number',
  ]) {
    await expect(registration.getByText(message, { exact: true }).first()).toBeVisible();
  }
  await expect(registration.getByText('Please upload this document')).toHaveCount(3);

  await registration.getByLabel('Company / agency name').fill('ab');
  await registration.getByLabel('First name').fill('A');
  await registration.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
  await registration.getByRole('textbox', { name: 'Phone number' }).fill('12ab');
  await registration.getByRole('textbox', { name: 'Password', exact: true }).fill('weakpassword');
  await registration.getByLabel('Confirm Password').fill('different1');
  await registration.getByRole('button', { name: 'Register' }).click();
  for (const message of [
    'Company / agency name must be 3 to 200 characters',
    'First name must be 2 to 200 characters',
    'Please enter valid email id',
    'Please enter valid Phonenumber',
    'Password must be at least 8 characters long and include at least one uppercase letter, one lowercase letter, and one number.',
    'Password and confirm password are not matching',
  ]) {
    await expect(registration.getByText(message, { exact: true })).toBeVisible();
  }

  await page.locator('input[type=file][name=nationalIdFront]').setInputFiles({
    name: 'big.png',
    mimeType: 'image/png',
    buffer: Buffer.concat([png(), Buffer.alloc(1_048_576)]),
  });
  await expect(registration.getByText('The file must not exceed 1 MB')).toBeVisible();
  await page.locator('input[type=file][name=nationalIdBack]').setInputFiles({
    name: 'page.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<!doctype html><script>alert(1)</script>'),
  });
  await expect(registration.getByText('Only png, jpeg or pdf files are allowed')).toBeVisible();
});

test('the phone code button reads "Send OTP" for +880 and "Send Code" for other country codes', async ({
  page,
}) => {
  await page.goto('/register_proprietor');
  const registration = form(page);
  const country = registration.getByLabel('Country code');
  await expect(country).toHaveValue('+880');
  await expect(registration.getByRole('button', { name: 'Send OTP (Phone number)' })).toHaveText('Send OTP');
  await country.fill('+971');
  await expect(registration.getByRole('button', { name: 'Send Code (Phone number)' })).toHaveText(
    'Send Code',
  );
  await expect(registration.getByRole('button', { name: /^Send OTP/ })).toHaveCount(0);
  await country.fill('+880');
  await expect(registration.getByRole('button', { name: 'Send OTP (Phone number)' })).toBeVisible();
  // The email's button is not a phone code and keeps its own label.
  await expect(registration.getByRole('button', { name: 'Send code (Email)' })).toBeVisible();
});

test('the white-label tenant shows the registration form in its own layout', async ({ page, baseURL }) => {
  await page.goto(skywayUrl(baseURL, '/register_corporate'));
  await expect(page.getByRole('heading', { name: 'Register as a corporate customer' })).toBeVisible();
  await expect(page.getByText(/share this information with Skyway/)).toBeVisible();
  await expect(page.getByTestId('bot-check').getByText('Verified')).toBeVisible({ timeout: 20_000 });
});

test('the corporate registration offers a corporate travel account, the agencies’ an agency account', async ({
  page,
}) => {
  await page.goto('/register_corporate');
  await expect(page.getByRole('heading', { name: 'Register as a corporate customer' })).toBeVisible();
  await expect(page.getByText(/^Open your corporate travel account\./)).toBeVisible();
  await expect(page.getByText(/agency account/)).toHaveCount(0);

  await page.goto('/register_partnership');
  await expect(page.getByRole('heading', { name: 'Register as a partnership agency' })).toBeVisible();
  await expect(page.getByText(/^Open your agency account\./)).toBeVisible();
});
