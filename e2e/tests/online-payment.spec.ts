import { expect, test, type Page } from '@playwright/test';
import { dismissDocumentPrompt, loginAs } from './support';

// Online payments move money on the agency no other browser test touches (Payfast Travels, whose wallet starts
// empty), so its balance can be read as it is. E-transactions exist on the provider's tenant only.
const agent = 'online@demo.test';

const balanceButton = (page: Page) => page.getByRole('button', { name: /^Balance / });

/** Money as the pages write it; Intl puts a no-break space after the currency code. */
const bdt = (amount: string) => new RegExp(`BDT\\s${amount.replace(/[.,]/g, '\\$&')}`);

/** Fills the deposit page's card form and goes to the gateway's checkout. */
async function startCardPayment(page: Page, amount: string, cardNumber: string) {
  await page.goto('/credit-debit-card');
  await dismissDocumentPrompt(page);
  await page.getByLabel('Amount (BDT)').fill(amount);
  await page.getByLabel('Card number').fill(cardNumber);
}

/** The sandbox gateway's hosted card form. */
async function payAtCheckout(page: Page, cardNumber: string) {
  await expect(page).toHaveURL(/\/sandbox-gateway\/checkout\/cs_/);
  await expect(page.getByRole('heading', { name: 'Complete your payment' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Pay by card' });
  await form.getByLabel('Card number').fill(cardNumber);
  await form.getByLabel('Name on card').fill('Mehedi Hasan');
  await form.getByLabel('Expiry (MM/YY)').fill('12/39');
  await form.getByLabel('CVV').fill('123');
  await form.getByRole('button', { name: /^Pay BDT/ }).click();
}

test.use({ viewport: { width: 1440, height: 900 } });

test('the card form’s Pay button names a total only once a valid amount is typed', async ({ page }) => {
  await loginAs(page, agent);
  await page.goto('/credit-debit-card');
  await dismissDocumentPrompt(page);
  const pay = page.getByRole('form', { name: 'Online payment' }).getByRole('button', { name: /^Pay/ });
  await expect(pay).toHaveText('Pay');
  await page.getByLabel('Amount (BDT)').fill('0x10');
  await expect(pay).toHaveText('Pay');
  await page.getByLabel('Amount (BDT)').fill('1000');
  await expect(pay).toHaveText(bdt('1,030.00'));
});

test('an agent tops up by card and by net banking through the gateway; declined and cancelled payments change nothing; e-transactions list them', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await loginAs(page, agent);
  await startCardPayment(page, '1000', '4321 5500 0000 0008');
  await expect(balanceButton(page)).toHaveText(bdt('0.00'));

  // The card's first digits are looked up as typed: a local Visa of Dutch-Bangla Bank, at 1.5%.
  const details = page.getByRole('status', { name: 'Card details' });
  await expect(details).toContainText('Visa');
  await expect(details).toContainText('Dutch-Bangla Bank PLC');
  await expect(details).toContainText('Local card · 1.5%');
  await expect(page.getByTestId('summary-surcharge')).toHaveText(bdt('15.00'));
  await expect(page.getByTestId('summary-total')).toHaveText(bdt('1,015.00'));
  await page.getByRole('button', { name: /^Pay BDT\s1,015\.00$/ }).click();

  await payAtCheckout(page, '4321 5500 0000 0008');
  await expect(page).toHaveURL(/\/payment-result\?paymentId=.+&code=success$/);
  await expect(page.getByTestId('result-title')).toHaveText('Payment successful');
  await expect(page.getByText('Your payment was received and your wallet has been credited')).toBeVisible();
  await expect(page.getByText('Visa ending 0008')).toBeVisible();
  await expect(balanceButton(page)).toHaveText(bdt('1,000.00'));

  // An international card pays the higher rate; declined by its issuer, nothing is credited.
  await startCardPayment(page, '500', '4000 0000 0000 0002');
  await expect(page.getByRole('status', { name: 'Card details' })).toContainText('International card · 3%');
  await expect(page.getByTestId('summary-total')).toHaveText(bdt('515.00'));
  await page.getByRole('button', { name: /^Pay BDT/ }).click();
  await payAtCheckout(page, '4000 0000 0000 0002');
  await expect(page).toHaveURL(/code=failure$/);
  await expect(page.getByTestId('result-title')).toHaveText('Payment failed');
  await expect(page.getByText('Card declined by the issuer')).toBeVisible();
  await expect(balanceButton(page)).toHaveText(bdt('1,000.00'));

  // A wallet checkout cancelled at the gateway: nothing is charged or credited.
  await page.goto('/net-banking-card-payment');
  await page.getByRole('radio', { name: /^bKash/ }).check();
  await page.getByLabel('Amount (BDT)').fill('200');
  await expect(page.getByTestId('summary-total')).toHaveText(bdt('203.70'));
  await page.getByRole('button', { name: /^Pay BDT/ }).click();
  await expect(page).toHaveURL(/\/sandbox-gateway\/checkout\/cs_/);
  await page.getByRole('button', { name: 'Cancel payment' }).click();
  await expect(page).toHaveURL(/code=cancel$/);
  await expect(page.getByTestId('result-title')).toHaveText('Payment cancelled');
  await expect(balanceButton(page)).toHaveText(bdt('1,000.00'));

  // Net banking: the payer signs in to their bank at the gateway; the wallet is credited at once.
  await page.goto('/net-banking-card-payment');
  await page.getByRole('radio', { name: /^Net Banking/ }).check();
  await page.getByLabel('Amount (BDT)').fill('300');
  await page.getByRole('button', { name: /^Pay BDT/ }).click();
  await expect(page).toHaveURL(/\/sandbox-gateway\/checkout\/cs_/);
  const bank = page.getByRole('form', { name: 'Pay by net banking' });
  await bank.getByLabel('Bank', { exact: true }).selectOption({ label: 'BRAC Bank PLC' });
  await bank.getByLabel('Internet banking user ID').fill('mehedi.hasan');
  await bank.getByLabel('Password', { exact: true }).fill('Sandbox@123');
  await bank.getByRole('button', { name: /^Sign in and pay BDT/ }).click();
  await expect(page).toHaveURL(/code=success$/);
  await expect(page.getByTestId('result-title')).toHaveText('Payment successful');
  await expect(balanceButton(page)).toHaveText(bdt('1,300.00'));

  await page.goto('/e-transactions');
  await expect(page.getByRole('heading', { level: 1, name: 'E-Transactions' })).toBeVisible();
  const rows = page.getByRole('table', { name: 'Gateway payments' }).getByRole('row');
  await expect(rows).toHaveCount(5);
  await expect(rows.nth(1)).toContainText('Paid');
  await expect(rows.nth(1)).toContainText('BRAC Bank PLC');
  await expect(rows.nth(2)).toContainText('Cancelled');
  await expect(rows.nth(2)).toContainText('Mobile Wallet');
  await expect(rows.nth(3)).toContainText('Failed');
  await expect(rows.nth(3)).toContainText(bdt('515.00'));
  await expect(rows.nth(4)).toContainText('Paid');
  await expect(rows.nth(4)).toContainText('Visa ending 0008');

  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Paid' }).click();
  await expect(rows).toHaveCount(3);
  await expect(page).toHaveURL(/status=paid/);
});
