import { expect, test, type Page } from '@playwright/test';
import { dismissDocumentPrompt, loginAs } from './support';

// The provider's operator makes an Umrah block on a real sandbox flight through the back office, publishes it, and
// the demo agent finds it on the Umrah results. A reservation of one seat left without its deposit is released by
// the scheduler once its one-minute hold runs out, and the seat is back on the operator's block page.

test.use({ viewport: { width: 1440, height: 900 } });

/** A calendar day some weeks ahead in Dhaka, as the date box takes it. */
function dayAhead(days: number): string {
  const dhaka = new Date(Date.now() + 6 * 3_600_000 + days * 86_400_000);
  return dhaka.toISOString().slice(0, 10);
}

async function figure(page: Page, name: 'total' | 'reserved' | 'sold' | 'left'): Promise<number> {
  return Number(await page.getByTestId(`figure-${name}`).innerText());
}

test('an operator publishes an Umrah block, an agent sees it, and an unpaid reservation is released by itself', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const code = `UMR-E2E-${Date.now().toString(36).slice(-6).toUpperCase()}`;
  const title = `Umrah test block ${code}`;

  await loginAs(page, 'ops@demo.test', { landing: /\/backoffice$/ });
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Special fares' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Special fares' })).toBeVisible();
  await page.getByRole('link', { name: 'New block' }).click();
  await expect(page).toHaveURL(/\/backoffice\/group-fares\/new$/);

  // Step 1: the airline's inventory, DAC to JED some weeks ahead; the first flight found.
  const find = page.getByRole('form', { name: 'Find flights' });
  await find.getByLabel('From').fill('DAC');
  await find.getByLabel('To').fill('JED');
  await find.getByLabel('Departure date').fill(dayAhead(42));
  await find.getByRole('button', { name: 'Find flights' }).click();
  const options = page.getByRole('radiogroup', { name: 'Flights found' }).getByRole('radio');
  await expect(options.first()).toBeVisible({ timeout: 20_000 });
  await options.first().click();
  await page.getByRole('button', { name: 'Continue to terms' }).click();

  // Step 2: the terms. Umrah is chosen for Jeddah; the fare starts at the published one.
  const form = page.getByRole('form', { name: 'Block terms' });
  await expect(form.getByRole('radio', { name: 'Umrah' })).toBeChecked();
  await form.getByLabel('Code').fill(code);
  await form.getByLabel('Title').fill(title);
  await form
    .getByLabel('Fare rules')
    .fill('Non-refundable after ticketing. Name changes free until the name deadline.');
  await form.getByLabel('Total seats').fill('5');
  await form.getByLabel('Seats per agency').fill('3');
  await form.getByLabel('Deposit per seat').fill('5000');
  await form.getByLabel('Hold (minutes)').fill('1');
  await form.getByRole('radio', { name: 'Deposit refunded' }).check();
  await form.getByRole('button', { name: 'Create block' }).click();

  await expect(page).toHaveURL(/\/backoffice\/group-fares\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  const blockUrl = page.url();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Draft', { exact: true }).first()).toBeVisible();
  expect(await figure(page, 'total')).toBe(5);
  expect(await figure(page, 'left')).toBe(5);

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const publish = page.getByRole('dialog', { name: `Publish ${code}?` });
  await publish.getByRole('button', { name: 'Publish' }).click();
  await expect(publish).toHaveCount(0);
  await expect(page.getByText('Published', { exact: true }).first()).toBeVisible();

  // The agent, in a browser of its own, finds the block among the Umrah fares and reserves one seat.
  const agentContext = await browser.newContext({ baseURL });
  const agent = await agentContext.newPage();
  await loginAs(agent, 'agent@demo.test');
  await dismissDocumentPrompt(agent);
  await agent.goto('/umrah-fares-result?origin=DAC&destination=JED&seats=1');
  const offer = agent.getByRole('article', { name: title, exact: true });
  await expect(offer).toBeVisible({ timeout: 20_000 });
  await offer.getByRole('button', { name: `Reserve seats on ${title}` }).click();
  const reserve = agent.getByRole('dialog', { name: 'Reserve seats' });
  await reserve.getByRole('button', { name: 'Reserve 1 seat' }).click();
  await expect(agent).toHaveURL(/\/group-fare-reservation\?reference=GF-/);
  const status = agent.getByTestId('reservation-status');
  await expect(status).toHaveText('Reserved');
  const reference = new URL(agent.url()).searchParams.get('reference') ?? '';

  await page.reload();
  await expect.poll(() => figure(page, 'reserved')).toBe(1);
  expect(await figure(page, 'left')).toBe(4);

  // Nothing paid: the hold runs out after a minute and the scheduler (every 15 s) gives the seat back.
  await expect
    .poll(
      async () => {
        await agent.reload();
        return status.textContent();
      },
      { timeout: 120_000, intervals: [10_000] },
    )
    .toBe('Released');
  await agentContext.close();

  await page.goto(blockUrl);
  await expect.poll(() => figure(page, 'left')).toBe(5);
  expect(await figure(page, 'reserved')).toBe(0);
  await page.getByRole('tab', { name: /^Released/ }).click();
  const released = page
    .getByRole('table', { name: 'Reservations of this block' })
    .getByRole('row')
    .filter({ hasText: reference });
  await expect(released).toContainText('Demo Travels Ltd');
  await expect(released).toContainText('Released');

  // The manifest downloads under the block's code.
  await page.getByRole('button', { name: 'Export manifest' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'Excel (XLSX)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`manifest-${code}.xlsx`);
});
