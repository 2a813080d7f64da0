import { expect, test, type Locator, type Page } from '@playwright/test';
import { dismissDocumentPrompt, loginAs } from './support';

// Deposits of the provider's demo agency, approved by the provider's operator. The tripzen agency's wallet belongs
// to the money desk's spec, which reads it from zero; here only differences of the balance are asserted.
const agency = 'Demo Travels Ltd';

const balanceButton = (page: Page) => page.getByRole('button', { name: /^Balance / });

/** The top bar's balance in poisha ("BDT 500,000.00" → 50000000). */
async function balanceOf(page: Page): Promise<number> {
  await expect(balanceButton(page)).toHaveText(/BDT/);
  const text = (await balanceButton(page).textContent()) ?? '';
  const minor = Number(text.replace(/[^\d-]/g, ''));
  if (!Number.isSafeInteger(minor)) throw new Error(`Unreadable balance: ${text}`);
  return minor;
}

/** Today in the portal's calendar as the date picker names its days ("5 March 2025"). */
function todayLabel(): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Dhaka',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).formatToParts(new Date());
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('day')} ${part('month')} ${part('year')}`;
}

async function pickToday(page: Page, form: Locator, label: string) {
  await form.getByRole('button', { name: label, exact: true }).click();
  const today = page.getByRole('button', { name: todayLabel(), exact: true });
  await today.click();
  // The calendar closes with a short fade: the next date field must not find this one's days still there.
  await expect(today).toHaveCount(0);
}

async function chooseAccount(page: Page, form: Locator) {
  await form.getByRole('combobox', { name: 'Account paid into' }).click();
  await page.getByRole('option', { name: /^Dutch-Bangla Bank PLC/ }).click();
}

const pngSlip = (name = 'slip.png') => ({
  name,
  mimeType: 'image/png',
  // A 1×1 transparent PNG.
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
});
const pdfSlip = () => ({
  name: 'cheque-slip.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
});

interface Method {
  path: string;
  form: string;
  /** Taka as typed, and the same in poisha. */
  amount: string;
  minor: number;
  fill: (page: Page, form: Locator) => Promise<void>;
}

// Amounts differ from each other and from every other spec's, so each line can be told apart.
const methods: Method[] = [
  {
    path: '/bank-deposit',
    form: 'Bank Deposit',
    amount: '1,234.56',
    minor: 123456,
    fill: async (page, form) => {
      await chooseAccount(page, form);
      await pickToday(page, form, 'Deposit date');
      await form.getByLabel('Branch deposited at').fill('Gulshan Branch');
      await form.getByLabel('Deposit slip number').fill('SLIP-7781');
      await form.locator('input[type="file"]').setInputFiles(pngSlip());
      await expect(form.getByRole('status').filter({ hasText: 'Chosen:' })).toHaveText(
        /slip\.png\s*·\s*\d+ B$/,
      );
    },
  },
  {
    path: '/bank-transfer',
    form: 'Bank Transfer',
    amount: '2,345.67',
    minor: 234567,
    fill: async (page, form) => {
      await chooseAccount(page, form);
      await pickToday(page, form, 'Transfer date');
      await form.getByLabel('Sender’s bank').fill('Eastern Bank PLC');
      await form.getByLabel('Sender’s account number').fill('1041360278914');
      await form.getByLabel('Transaction reference').fill('NPSB-55120');
    },
  },
  {
    path: '/cheque-deposit',
    form: 'Cheque Deposit',
    amount: '3,456.78',
    minor: 345678,
    fill: async (page, form) => {
      await chooseAccount(page, form);
      await form.getByLabel('Cheque number').fill('4455667');
      await form.getByLabel('Cheque’s bank').fill('Sonali Bank PLC');
      await pickToday(page, form, 'Cheque date');
      await pickToday(page, form, 'Deposit date');
      await form.locator('input[type="file"]').setInputFiles(pdfSlip());
      await expect(form.getByRole('status').filter({ hasText: 'Chosen:' })).toHaveText(
        /cheque-slip\.pdf\s*·\s*\d+ B$/,
      );
    },
  },
  {
    path: '/mobile-banking',
    form: 'Mobile Banking',
    amount: '456.70',
    minor: 45670,
    fill: async (_page, form) => {
      await form.getByLabel('bKash').check();
      await form.getByLabel('Sender’s mobile number').fill('01711000999');
      await form.getByLabel('Transaction ID').fill('bk7x9q2m4p');
    },
  },
];

/** Fills and sends a method's form; answers the reference the confirmation shows. */
async function requestDeposit(page: Page, method: Method): Promise<string> {
  await page.goto(method.path);
  const form = page.getByRole('form', { name: method.form });
  await expect(form).toBeVisible();
  await method.fill(page, form);
  await form.getByLabel('Amount').fill(method.amount);
  await form.getByRole('button', { name: 'Send deposit request' }).click();
  const confirmation = page.getByRole('status').filter({ hasText: 'Deposit request sent' });
  await expect(confirmation).toBeVisible();
  await expect(confirmation.getByText('Pending', { exact: true })).toBeVisible();
  const reference = (await page.getByTestId('deposit-reference').textContent()) ?? '';
  expect(reference).toMatch(/^DP-[A-Z0-9]{8}$/);
  return reference;
}

const queueRow = (operator: Page, reference: string) =>
  operator.getByRole('table', { name: 'Deposit requests' }).getByRole('row').filter({ hasText: reference });

async function approve(operator: Page, reference: string, amount: string) {
  await operator.reload();
  const row = queueRow(operator, reference);
  await expect(row).toContainText(agency);
  await expect(row).toContainText(`BDT ${amount}`);
  await row.getByRole('button', { name: `Approve ${reference}` }).click();
  const dialog = operator.getByRole('dialog', { name: `Approve ${reference}` });
  await dialog.getByRole('button', { name: 'Approve and credit' }).click();
  await expect(operator.getByText(`${reference} approved: ${agency} credited BDT ${amount}.`)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(row).toContainText('Approved');
}

const listRow = (page: Page, reference: string) =>
  page.getByRole('table', { name: 'Deposit requests' }).getByRole('row').filter({ hasText: reference });

test('each deposit method: the agent asks, the operator approves, the wallet grows by exactly the amount', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const agentContext = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  const operatorContext = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  try {
    const agent = await agentContext.newPage();
    await loginAs(agent, 'agent@demo.test');
    await agent.goto('/bank-deposit');
    await dismissDocumentPrompt(agent);
    await expect(agent.getByRole('heading', { level: 1, name: 'Deposit Request' })).toBeVisible();
    await expect(agent.getByRole('navigation', { name: 'Deposit methods' }).getByRole('link')).toHaveText([
      'Bank Deposit',
      'Bank Transfer',
      'Cheque Deposit',
      'Mobile Banking',
      'Credit/Debit Card',
      'Net Banking',
    ]);
    // The provider's accounts to pay into, as the Bank Details window shows them.
    await expect(agent.getByRole('article', { name: 'Dutch-Bangla Bank PLC' })).toContainText(
      '1071100045872',
    );

    // The contracts' messages before anything is sent, and the slip checked by its content.
    const bankForm = agent.getByRole('form', { name: 'Bank Deposit' });
    await bankForm.getByRole('button', { name: 'Send deposit request' }).click();
    await expect(bankForm.getByText('Choose the account you paid into')).toBeVisible();
    await expect(bankForm.getByText('Date is required')).toBeVisible();
    await expect(bankForm.getByText('Please upload the deposit slip')).toBeVisible();
    await bankForm.getByLabel('Amount').fill('0.001');
    await expect(bankForm.getByText('Enter the amount in taka, with at most 2 decimals')).toBeVisible();
    await bankForm.locator('input[type="file"]').setInputFiles({
      name: 'slip.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<html>not a picture</html>'),
    });
    await expect(bankForm.getByText('Only png, jpeg or pdf files are allowed')).toBeVisible();

    const operator = await operatorContext.newPage();
    await loginAs(operator, 'ops@demo.test', { landing: /\/backoffice$/ });
    await operator
      .getByRole('navigation', { name: 'Back office' })
      .getByRole('link', { name: 'Deposits' })
      .click();
    await expect(operator.getByRole('heading', { level: 1, name: 'Deposit requests' })).toBeVisible();

    for (const method of methods) {
      await agent.goto('/deposit-list');
      const before = await balanceOf(agent);
      const reference = await requestDeposit(agent, method);
      await approve(operator, reference, method.amount);

      await agent.goto(`/deposit-list?search=${reference}`);
      await expect.poll(() => balanceOf(agent), { message: method.form }).toBe(before + method.minor);
      await expect(
        agent.getByRole('group', { name: 'Filters' }).getByRole('searchbox', { name: 'Search' }),
      ).toHaveValue(reference);
      const row = listRow(agent, reference);
      await expect(row).toContainText(method.form);
      await expect(row).toContainText(`BDT ${method.amount}`);
      await expect(row).toContainText('Approved');
      await expect(agent.getByRole('table', { name: 'Deposit requests' }).getByRole('row')).toHaveCount(2);
    }

    // A rejected request: nothing is credited, and the agent reads why.
    const before = await balanceOf(agent);
    const rejected = await requestDeposit(agent, { ...methods[1]!, amount: '987.65', minor: 98765 });
    await operator.reload();
    await queueRow(operator, rejected)
      .getByRole('button', { name: `Reject ${rejected}` })
      .click();
    const rejectDialog = operator.getByRole('dialog', { name: `Reject ${rejected}` });
    await rejectDialog.getByRole('button', { name: 'Reject deposit' }).click();
    await expect(rejectDialog.getByText('Reason is required')).toBeVisible();
    const reason = 'No transfer with this reference reached our account';
    await rejectDialog.getByLabel('Reason').fill(reason);
    await rejectDialog.getByRole('button', { name: 'Reject deposit' }).click();
    await expect(operator.getByText(`${rejected} of ${agency} rejected.`)).toBeVisible();
    await expect(queueRow(operator, rejected)).toContainText('Rejected');

    await agent.goto('/deposit-list');
    await expect(balanceButton(agent)).toHaveText(/BDT/);
    expect(await balanceOf(agent)).toBe(before);
    const rejectedRow = listRow(agent, rejected);
    await expect(rejectedRow).toContainText('Rejected');
    await rejectedRow.getByRole('button', { name: `View ${rejected}` }).click();
    const view = agent.getByRole('dialog', { name: `Deposit ${rejected}` });
    await expect(view.getByText('Rejected because')).toBeVisible();
    await expect(view.getByText(reason)).toBeVisible();
    await expect(view.getByText('NPSB-55120')).toBeVisible();
    await agent.keyboard.press('Escape');

    // Card payments are paid at the online gateway instead of being requested (online-payment.spec pays one).
    await agent.goto('/credit-debit-card');
    await expect(agent.getByLabel('Card number')).toBeVisible();
    // No amount typed yet: the button offers to pay, naming no total.
    await expect(agent.getByRole('button', { name: 'Pay', exact: true })).toBeVisible();
  } finally {
    await agentContext.close();
    await operatorContext.close();
  }
});

test('staff without the deposit permissions get the access-denied page', async ({ page }) => {
  await loginAs(page, 'staff@demo.test');
  for (const path of ['/bank-deposit', '/deposit-list', '/mobile-banking']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/access-denied$/);
    await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
  }
});
