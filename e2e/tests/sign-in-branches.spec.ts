import { expect, test, type Page } from '@playwright/test';
import {
  apiLogin,
  demoPassword,
  dismissDocumentPrompt,
  expectToast,
  latestCode,
  latestMessageId,
  loginAs,
} from './support';

const loginForm = (page: Page) => page.getByRole('form', { name: /login/i });

/** Submits the login box from a fresh browser (its own device id), so the emailed device code is asked for. */
async function submitLogin(page: Page, email: string, password = demoPassword) {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('portal.deviceId', crypto.randomUUID()));
  const form = loginForm(page);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  const before = await latestMessageId(page, email);
  await form.getByRole('button', { name: 'Login' }).click();
  return before;
}

/** Passes the emailed device code screen with the code read from the outbox. */
async function passDeviceCode(page: Page, email: string, before: string | undefined) {
  const screen = page.getByRole('form', { name: 'Email verification' });
  await expect(screen).toBeVisible();
  await screen.getByLabel('Digit 1').fill(await latestCode(page, email, before));
  await screen.getByRole('button', { name: 'Verify' }).click();
}

// An account no other test signs in with: a code asked for elsewhere would void this one (the newest code wins).
const newDeviceAccount = 'counter@demo.test';

test('a first login on a new device goes through the emailed code', async ({ page }) => {
  const before = await submitLogin(page, newDeviceAccount);
  const screen = page.getByRole('form', { name: 'Email verification' });
  await expect(screen).toBeVisible();
  await expect(page.getByText('Verification code has been sent to you email')).toBeVisible();
  await expect(screen.getByRole('link', { name: 'Open the outbox' })).toHaveAttribute('href', '/dev/outbox');
  await expect(screen.getByText(/Resend code in \d+ s/)).toBeVisible();

  await screen.getByRole('button', { name: 'Verify' }).click();
  await expect(screen.getByText('Please Enter the Verification code')).toBeVisible();
  await expect(screen.getByLabel('Digit 1')).toBeFocused();

  const code = await latestCode(page, newDeviceAccount, before);
  await screen.getByLabel('Digit 1').fill(code.slice(0, 3));
  await screen.getByRole('button', { name: 'Verify' }).click();
  await expect(screen.getByLabel('Digit 4')).toBeFocused();
  await screen.getByRole('button', { name: 'Reset' }).click();
  await expect(screen.getByLabel('Digit 1')).toHaveValue('');

  // Pasting the whole code into the first box fills all six.
  await screen.getByLabel('Digit 1').focus();
  await page.evaluate((text) => {
    const data = new DataTransfer();
    data.setData('text', text);
    document.activeElement?.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true }),
    );
  }, code);
  await expect(screen.getByLabel('Digit 6')).toHaveValue(code.slice(5));
  await screen.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/searchpad$/);
});

test('a wrong device code is refused with a toast and Cancel returns to the login box', async ({ page }) => {
  const before = await submitLogin(page, 'agent@demo.test');
  const screen = page.getByRole('form', { name: 'Email verification' });
  const code = await latestCode(page, 'agent@demo.test', before);
  await screen.getByLabel('Digit 1').fill(String((Number(code) + 1) % 1_000_000).padStart(6, '0'));
  await screen.getByRole('button', { name: 'Verify' }).click();
  await expectToast(page, 'The verification code is not valid or has expired.', screen);
  await screen.getByRole('button', { name: 'Cancel' }).click();
  await expect(loginForm(page).getByLabel('Email')).toBeVisible();
});

test('a forced password change validates, succeeds, reloads, and the new password logs in', async ({
  page,
}) => {
  const before = await submitLogin(page, 'newpass@demo.test');
  await passDeviceCode(page, 'newpass@demo.test', before);
  const screen = page.getByRole('form', { name: 'Set a new password' });
  await expect(screen).toBeVisible();

  await screen.getByRole('button', { name: 'Change password' }).click();
  await expect(screen.getByText('Please fill the password')).toBeVisible();
  await expect(screen.getByText('Please fill the confirm password')).toBeVisible();
  await screen.getByLabel('Password', { exact: true }).fill('short');
  await screen.getByLabel('Confirm Password').fill('short');
  await expect(screen.getByText('Your password must be at least 8 characters long')).toBeVisible();
  await expect(screen.getByText('Confirm password must be at least 8 characters long')).toBeVisible();
  await screen.getByLabel('Password', { exact: true }).fill('alllowercase1');
  await expect(
    screen.getByText(
      'Password must be at least 8 characters long and include at least one uppercase letter, one lowercase letter, and one number.',
    ),
  ).toBeVisible();
  await screen.getByLabel('Password', { exact: true }).fill('Changed@2345');
  await screen.getByLabel('Confirm Password').fill('Changed@2346');
  await expect(screen.getByText('Password and confirm password are not matching')).toBeVisible();
  await screen.getByLabel('Confirm Password').fill('Changed@2345');
  await screen.getByRole('button', { name: 'Change password' }).click();

  const modal = page.getByRole('dialog');
  await expect(modal.getByText('Your password successfully changed')).toBeVisible();
  await expect(modal.getByText('Please login using new password')).toBeVisible();
  await page.waitForEvent('load', { timeout: 10_000 });
  await expect(loginForm(page).getByLabel('Email')).toBeVisible();

  await loginAs(page, 'newpass@demo.test', { password: 'Changed@2345' });
  await expect(page).toHaveURL(/\/searchpad$/);
});

test('phone verification: the number changes only after Change Number, the button label follows the country code, then the SMS code verifies it', async ({
  page,
}) => {
  const before = await submitLogin(page, 'phone@demo.test');
  await passDeviceCode(page, 'phone@demo.test', before);
  const entry = page.getByRole('form', { name: 'Verify your phone number' });
  await expect(entry).toBeVisible();
  const number = entry.getByLabel('Phone number');
  const country = entry.getByLabel('Code', { exact: true });
  await expect(country).toHaveValue('+880');
  await expect(number).toHaveValue('1711-000006');
  await expect(number).toHaveAttribute('readonly', '');
  await expect(country).toHaveAttribute('readonly', '');
  // A Bangladeshi number gets its code by local SMS: the button says so (spec §5).
  await expect(entry.getByRole('button', { name: 'Send OTP' })).toBeVisible();

  await entry.getByRole('button', { name: 'Change Number' }).click();
  await expect(number).not.toHaveAttribute('readonly', '');
  await expect(country).not.toHaveAttribute('readonly', '');
  await country.fill('+971');
  await expect(entry.getByRole('button', { name: 'Send Code' })).toBeVisible();
  await expect(entry.getByRole('button', { name: 'Send OTP' })).toHaveCount(0);
  await country.fill('+880');
  await expect(entry.getByRole('button', { name: 'Send OTP' })).toBeVisible();
  await expect(entry.getByRole('button', { name: 'Send Code' })).toHaveCount(0);
  await number.fill('');
  await entry.getByRole('button', { name: 'Send OTP' }).click();
  await expect(entry.getByText('Phone number is required')).toBeVisible();
  await number.fill('12ab');
  await expect(entry.getByText('Please enter valid Phonenumber')).toBeVisible();
  await number.fill('1811-000001');
  const smsBefore = await latestMessageId(page, '+8801811000001');
  await entry.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('Verification code has been sent to you phone number')).toBeVisible();

  const codeScreen = page.getByRole('form', { name: 'Phone verification' });
  await expect(codeScreen.getByRole('button', { name: 'Back' })).toBeVisible();
  await codeScreen.getByLabel('Digit 1').fill(await latestCode(page, '+8801811000001', smsBefore));
  await codeScreen.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Phone Number is Successfully verified..!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page).toHaveURL(/\/searchpad$/, { timeout: 6_000 });
});

test('phone verification answers skip for an unchanged verified number; an operator then ends the session', async ({
  page,
}) => {
  const before = await submitLogin(page, 'phonecheck@demo.test');
  await passDeviceCode(page, 'phonecheck@demo.test', before);
  const entry = page.getByRole('form', { name: 'Verify your phone number' });
  await expect(entry.getByLabel('Phone number')).toHaveValue('1711-000007');
  await entry.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('Phone Number Changed Successfully..!')).toBeVisible();
  await expect(page).toHaveURL(/\/searchpad$/);

  // The operator ends the sessions: the app shows the non-dismissable logout modal, and Ok returns home.
  const operatorToken = await apiLogin(page, 'ops@demo.test');
  const ended = await page.request.post('/identity/api/v1/Session/EndUserSessions', {
    headers: { Authorization: `Bearer ${operatorToken}`, 'X-Channel-Id': '1', 'X-Device-Type': 'web' },
    data: { email: 'phonecheck@demo.test', logoutMessage: 'Your account is being reviewed.' },
  });
  expect(ended.ok()).toBe(true);
  await page.reload();
  const modal = page.getByRole('dialog');
  await expect(modal.getByText('Your account is being reviewed.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Ok' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('portal.token'))).toBeNull();
});

test('password reset: email, code, new password, success; Cancel returns to login', async ({ page }) => {
  await page.goto('/');
  await loginForm(page).getByRole('link', { name: 'Reset here' }).click();
  let emailScreen = page.getByRole('form', { name: 'Reset your password' });
  await emailScreen.getByRole('button', { name: 'Send Code' }).click();
  await expect(emailScreen.getByText('Please enter valid address')).toBeVisible();
  await emailScreen.getByRole('button', { name: 'Cancel' }).click();
  await expect(loginForm(page).getByLabel('Email')).toBeVisible();

  await loginForm(page).getByRole('link', { name: 'Reset here' }).click();
  emailScreen = page.getByRole('form', { name: 'Reset your password' });
  await emailScreen.getByLabel('Email').fill('reset@demo.test');
  const before = await latestMessageId(page, 'reset@demo.test');
  await emailScreen.getByRole('button', { name: 'Send Code' }).click();
  await expect(page.getByText('Verification code has been sent to you email')).toBeVisible();
  const codeScreen = page.getByRole('form', { name: 'Reset code' });
  await codeScreen.getByLabel('Digit 1').fill(await latestCode(page, 'reset@demo.test', before));
  await codeScreen.getByRole('button', { name: 'Verify' }).click();

  const passwordScreen = page.getByRole('form', { name: 'Set a new password' });
  await passwordScreen.getByLabel('Password', { exact: true }).fill('Reset@2345');
  await passwordScreen.getByLabel('Confirm Password').fill('Reset@2345');
  await passwordScreen.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('dialog').getByText('Your password successfully changed')).toBeVisible();
  await page.waitForEvent('load', { timeout: 10_000 });

  await loginAs(page, 'reset@demo.test', { password: 'Reset@2345' });
  await expect(page).toHaveURL(/\/searchpad$/);
});

test('a call refused with 401 shows the session-expired modal; Ok clears the token and goes home', async ({
  page,
}) => {
  await loginAs(page, 'agent@demo.test');
  await dismissDocumentPrompt(page);
  await page.waitForLoadState('networkidle');
  const token = await page.evaluate(() => localStorage.getItem('portal.token'));
  // The session ends behind the app's back (as on another device or at expiry).
  await page.request.post('/identity/api/v1/Authentication/Logout', {
    headers: { Authorization: `Bearer ${token ?? ''}`, 'X-Channel-Id': '1', 'X-Device-Type': 'web' },
  });
  const search = page.getByRole('search', { name: 'Search orders' }).getByRole('textbox');
  await search.fill('ORD-12345');
  await search.press('Enter');
  const modal = page.getByRole('dialog');
  await expect(
    modal.getByText(
      'Your login session has expired. Please log in again to continue accessing services. Thank you.',
    ),
  ).toBeVisible();
  await modal.getByRole('button', { name: 'Ok' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('portal.token'))).toBeNull();
});
