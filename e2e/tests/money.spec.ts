import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { dismissDocumentPrompt, loginAs, tripzenUrl } from './support';

// The money desk works on tripzen's agency: no other browser test moves its money, so its wallet starts at zero
// and one test here does everything in order. The agent never stays on the search pad, where tripzen's
// announcement test shows its popups.
const agency = 'Tripzen Demo Agency';

/** Money as the pages write it; Intl puts a no-break space after the currency code. */
const bdt = (amount: string) =>
  new RegExp(`^${amount.startsWith('-') ? '-' : ''}BDT\\s${amount.replace('-', '')}$`);

const walletRow = (page: Page) =>
  page.getByRole('table', { name: 'Wallets' }).getByRole('row').filter({ hasText: agency });

async function adjust(
  operator: Page,
  adjustment: { direction: 'Credit' | 'Debit'; amount: string; reason: string },
  submit: 'click' | 'dblclick' = 'click',
) {
  await walletRow(operator)
    .getByRole('button', { name: `Adjust balance of ${agency}` })
    .click();
  const dialog = operator.getByRole('dialog', { name: `Adjust balance of ${agency}` });
  await dialog
    .getByText(adjustment.direction === 'Credit' ? 'Credit (add money)' : 'Debit (take money)')
    .click();
  await dialog.getByLabel('Amount').fill(adjustment.amount);
  await dialog.getByLabel('Reason').fill(adjustment.reason);
  const button = dialog.getByRole('button', { name: `${adjustment.direction} wallet` });
  if (submit === 'dblclick') await button.dblclick();
  else await button.click();
  return dialog;
}

async function setCreditLimit(operator: Page, limit: string) {
  await walletRow(operator)
    .getByRole('button', { name: `Set credit limit of ${agency}` })
    .click();
  const dialog = operator.getByRole('dialog', { name: `Credit limit of ${agency}` });
  await dialog.getByLabel('Credit limit').fill(limit);
  await dialog.getByRole('button', { name: 'Save credit limit' }).click();
  return dialog;
}

const balanceButton = (page: Page) => page.getByRole('button', { name: /^Balance / });

test('an operator credits, limits and debits an agency; the agent sees it in the balance menu and the ledgers', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const run = Date.now().toString(36);
  const opening = `Opening float ${run}`;
  const correction = `Fare correction ${run}`;
  const operatorContext = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  const agentContext = await browser.newContext({
    baseURL,
    viewport: { width: 1440, height: 900 },
    acceptDownloads: true,
  });
  const staffContext = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  try {
    const agent = await agentContext.newPage();
    await loginAs(agent, 'agent@tripzen.test', { path: tripzenUrl(baseURL, '/') });
    await agent.goto(tripzenUrl(baseURL, '/my-transactions'));
    await dismissDocumentPrompt(agent);
    await expect(agent.getByRole('heading', { level: 1, name: 'Payment Ledger' })).toBeVisible();
    await expect(balanceButton(agent)).toHaveText(bdt('0.00'));
    await expect(agent.getByText('No transactions yet.', { exact: false })).toBeVisible();

    // The operator credits the agency, twice clicked: one submission, posted once.
    const operator = await operatorContext.newPage();
    await loginAs(operator, 'ops@tripzen.test', { path: tripzenUrl(baseURL, '/'), landing: /\/backoffice$/ });
    await operator
      .getByRole('navigation', { name: 'Back office' })
      .getByRole('link', { name: 'Wallets' })
      .click();
    await expect(operator).toHaveURL(/\/backoffice\/wallets$/);
    await operator.getByRole('searchbox', { name: 'Search agencies' }).fill('tripzen');
    await expect(operator.getByRole('table', { name: 'Wallets' }).getByRole('row')).toHaveCount(2);
    await expect(walletRow(operator).getByRole('cell').nth(0)).toHaveText(bdt('0.00'));

    const checkAmount = await adjust(operator, { direction: 'Credit', amount: '0.005', reason: opening });
    await expect(checkAmount.getByText('at most 2 decimals)')).toBeVisible();
    await checkAmount.getByRole('button', { name: 'Cancel' }).click();
    await expect(checkAmount).toHaveCount(0);

    const keys: string[] = [];
    operator.on('request', (request) => {
      if (request.url().includes('/Wallet/PostAdjustment'))
        keys.push(request.headers()['idempotency-key'] ?? '');
    });
    const credit = await adjust(
      operator,
      { direction: 'Credit', amount: '5,000.50', reason: opening },
      'dblclick',
    );
    await expect(
      operator.getByText(`${agency} credited BDT 5,000.50. New balance: BDT 5,000.50`),
    ).toBeVisible();
    await expect(credit).toHaveCount(0);
    await expect(walletRow(operator).getByRole('cell').nth(0)).toHaveText(bdt('5,000.50'));
    // However often the form went out, every copy carried the same key.
    expect(keys.length).toBeGreaterThan(0);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{8,64}$/);

    // The agent's balance after a reload: low, so the menu asks for a deposit.
    await agent.reload();
    await expect(balanceButton(agent)).toHaveText(bdt('5,000.50'));
    await balanceButton(agent).click();
    const wallet = agent.getByRole('menu');
    await expect(
      wallet.getByText('Your available balance is low. Make a deposit to keep issuing tickets.'),
    ).toBeVisible();
    await expect(wallet.getByRole('menuitem', { name: 'Make a deposit' })).toHaveAttribute(
      'href',
      '/bank-deposit',
    );
    await expect(wallet.getByRole('menuitem')).toHaveText(['Make a deposit', 'Payment Ledger']);
    await agent.keyboard.press('Escape');

    // The payment ledger lists the line once, with the reason and the balance after it.
    const lines = agent.getByRole('table', { name: 'Wallet lines' });
    const openingLine = lines.getByRole('row').filter({ hasText: opening });
    await expect(openingLine).toHaveCount(1);
    await expect(openingLine.getByRole('cell').nth(1)).toHaveText('Adjustment');
    await expect(openingLine.getByRole('cell').nth(5)).toHaveText(bdt('5,000.50'));
    await expect(openingLine.getByRole('cell').nth(6)).toHaveText(bdt('5,000.50'));
    await expect(agent.getByText('1 line', { exact: true })).toBeVisible();

    // Export CSV: the browser receives the server's file with the line in it.
    const downloading = agent.waitForEvent('download');
    await agent.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^payment-ledger-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv).toContain('Date,Type,Reference,Description,Debit,Credit,Balance,Currency');
    expect(csv).toMatch(new RegExp(`,Adjustment,ADJ-[0-9A-F]{8},${opening},0\\.00,5000\\.50,5000\\.50,BDT`));

    // Filters live in the address: a search that matches nothing, kept over a reload.
    await ledgerSearch(agent).fill('no such line');
    await expect(agent).toHaveURL(/term=no\+such\+line/);
    await expect(agent.getByText('No transactions match these filters.')).toBeVisible();
    await agent.reload();
    await expect(ledgerSearch(agent)).toHaveValue('no such line');
    await agent.getByRole('button', { name: 'Clear filters' }).click();
    await expect(openingLine).toHaveCount(1);

    // The search pad looks through the whole ledger: with only tickets shown, typing offers the adjustment anyway,
    // and picking it shows its line whatever the type filter said.
    const filterBar = agent.getByRole('group', { name: 'Filters' });
    await filterBar.getByRole('combobox', { name: 'Type' }).click();
    await agent.getByRole('option', { name: 'Ticket' }).click();
    await expect(agent).toHaveURL(/kind=ticket/);
    await expect(agent.getByText('No transactions match these filters.')).toBeVisible();
    await ledgerSearch(agent).fill(`float ${run}`);
    const found = agent.getByRole('listbox');
    await expect(found.getByText('Found in the whole ledger')).toBeVisible();
    const suggestion = found.getByRole('option').filter({ hasText: `Adjustment: ${opening}` });
    await expect(suggestion).toContainText(/\+BDT\s5,000\.50 · /);
    const reference = (await suggestion.getByText(/^ADJ-[0-9A-F]{8}$/).textContent()) ?? '';
    await suggestion.click();
    await expect(agent).toHaveURL(new RegExp(`\\?term=${reference}$`));
    await expect(ledgerSearch(agent)).toHaveValue(reference);
    await expect(openingLine).toHaveCount(1);
    await expect(found).toBeHidden();
    await agent.getByRole('button', { name: 'Clear filters' }).click();

    // A credit limit, then a debit beyond the balance: the agency is on credit.
    const limit = await setCreditLimit(operator, '2000');
    await expect(operator.getByText(`Credit limit of ${agency} set to BDT 2,000.00`)).toBeVisible();
    await expect(limit).toHaveCount(0);
    await expect(walletRow(operator).getByRole('cell').nth(2)).toHaveText(bdt('7,000.50'));
    const debit = await adjust(operator, { direction: 'Debit', amount: '6000', reason: correction });
    await expect(
      operator.getByText(`${agency} debited BDT 6,000.00. New balance: -BDT 999.50`),
    ).toBeVisible();
    await expect(debit).toHaveCount(0);
    await expect(walletRow(operator)).toContainText('On credit');

    await agent.reload();
    await expect(balanceButton(agent)).toHaveText(bdt('-999.50'));
    await balanceButton(agent).click();
    await expect(
      wallet.getByText('You are using BDT 999.50 of your BDT 2,000.00 credit. Make a deposit to clear it.'),
    ).toBeVisible();
    await wallet.getByRole('menuitem', { name: 'Credit Ledger' }).click();
    await expect(agent).toHaveURL(/\/CreditLedger$/);
    await expect(agent.getByRole('heading', { level: 1, name: 'Credit Ledger' })).toBeVisible();
    const summary = agent.getByRole('group', { name: 'Wallet summary' });
    await expect(summary.getByRole('definition')).toHaveText([
      bdt('2,000.00'),
      bdt('999.50'),
      bdt('1,000.50'),
      bdt('-999.50'),
    ]);
    const correctionLine = lines.getByRole('row').filter({ hasText: correction });
    await expect(correctionLine.getByRole('cell').nth(4)).toHaveText(bdt('6,000.00'));
    await expect(correctionLine.getByRole('cell').nth(6)).toHaveText(bdt('-999.50'));
    await expect(correctionLine.getByRole('cell').nth(7)).toHaveText(bdt('999.50'));

    // Beyond balance plus limit the API refuses, and so does a limit below the credit in use.
    const refused = await adjust(operator, {
      direction: 'Debit',
      amount: '1,500',
      reason: `Too much ${run}`,
    });
    await expect(refused.getByRole('alert')).toHaveText('insufficient balance');
    await refused.getByRole('button', { name: 'Cancel' }).click();
    const tooLow = await setCreditLimit(operator, '500');
    await expect(tooLow.getByRole('alert')).toHaveText(
      'The agency already uses more credit than this limit. Collect the difference first.',
    );
    await tooLow.getByRole('button', { name: 'Cancel' }).click();
    await expect(walletRow(operator).getByRole('cell').nth(0)).toHaveText(bdt('-999.50'));

    // The audit: every posting balanced, nothing out of place.
    await operator
      .getByRole('navigation', { name: 'Back office' })
      .getByRole('link', { name: 'Ledger audit' })
      .click();
    await expect(operator.getByRole('heading', { level: 1, name: 'Ledger audit' })).toBeVisible();
    await expect(operator.getByText('The ledger balances')).toBeVisible();
    const bdtRow = operator.getByRole('table', { name: 'Debits and credits per currency' }).getByRole('row', {
      name: /^BDT/,
    });
    await expect(bdtRow).toContainText('Balanced');
    await expect(operator.getByRole('region', { name: /Unbalanced transactions/ })).toContainText('None');
    await expect(operator.getByRole('region', { name: /Mismatched accounts/ })).toContainText('None');

    // Staff without the money permission: no balance menu, no payment ledger, no page.
    const staff = await staffContext.newPage();
    await loginAs(staff, 'staff@demo.test');
    await expect(staff.getByRole('button', { name: /^Profile menu for / })).toBeVisible();
    await expect(balanceButton(staff)).toHaveCount(0);
    await staff
      .getByRole('navigation', { name: 'Portal' })
      .getByRole('button', { name: 'Quick Links' })
      .click();
    await expect(staff.getByRole('menuitem', { name: 'Bank Details' })).toBeVisible();
    await expect(staff.getByRole('menuitem', { name: 'Payment Ledger' })).toHaveCount(0);
    await staff.keyboard.press('Escape');
    await staff.goto('/my-transactions');
    await expect(staff).toHaveURL(/\/access-denied$/);
    await expect(staff.getByRole('heading', { name: 'Access denied' })).toBeVisible();
  } finally {
    await operatorContext.close();
    await agentContext.close();
    await staffContext.close();
  }
});

/** The ledger's search field: a combobox, since it offers what the search pad finds under it. */
function ledgerSearch(page: Page) {
  return page.getByRole('group', { name: 'Filters' }).getByRole('combobox', { name: 'Search', exact: true });
}
