import { expect, test, type Page } from '@playwright/test';
import { call, holdOrder, ok } from './flight-order-support';
import { dismissDocumentPrompt, loginAs } from './support';

// A held booking's travellers' services as the airline confirms them, their history, and its time limit extended
// as far as the airline allows. Nothing here moves money, so the provider's demo agency is used.

const actions = (page: Page) => page.getByRole('group', { name: 'Booking actions' });

async function openOrder(page: Page, reference: string) {
  await page.goto(`/flight-order?reference=${encodeURIComponent(reference)}`);
  await expect(page.getByRole('heading', { level: 1, name: reference })).toBeVisible();
}

test.use({ viewport: { width: 1440, height: 900 } });

test('a held booking shows its services, their history, and extends its time limit to the latest once', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await loginAs(page, 'agent@demo.test');
  await dismissDocumentPrompt(page);
  // WCHR is confirmed by the airline at once; MEDA waits for its approval.
  const held = await holdOrder(page, { surname: 'Rahman', ssrCodes: ['WCHR', 'MEDA'] });
  await openOrder(page, held.orderReference);

  const services = page.getByRole('list', { name: 'Services of Mr Tanvir Rahman' });
  await expect(services.getByRole('listitem').filter({ hasText: 'WCHR' })).toContainText('Confirmed');
  await expect(services.getByRole('listitem').filter({ hasText: 'MEDA' })).toContainText('Requested');

  await page.getByRole('button', { name: 'Services history' }).click();
  const drawer = page.getByRole('dialog', { name: `Services history of ${held.orderReference}` });
  const rows = drawer.getByRole('table', { name: 'Services history' }).getByRole('row');
  await expect(rows.filter({ hasText: 'WCHR' }).filter({ hasText: 'Requested' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'MEDA' }).filter({ hasText: 'Requested' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'MEDA' }).filter({ hasText: 'Confirmed' })).toHaveCount(0);
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(drawer).toHaveCount(0);

  // Extended to the latest the airline allows: the page shows the new limit.
  const timeLimit = page.getByText(/^Time limit:/);
  const before = (await timeLimit.textContent()) ?? '';
  await actions(page).getByRole('button', { name: 'Extend time limit' }).click();
  const dialog = page.getByRole('dialog', { name: `Extend time limit of ${held.orderReference}` });
  const latest = dialog.getByTestId('latest-time-limit');
  await expect(latest).not.toHaveText('None');
  const latestText = (await latest.textContent()) ?? '';
  expect(before).not.toContain(latestText);
  await expect(dialog.getByRole('radio', { name: `Latest possible · ${latestText}` })).toBeChecked();
  await dialog.getByRole('button', { name: 'Confirm extension' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(timeLimit).toHaveText(`Time limit: ${latestText}`);
  await expect(page.getByText(`The booking is now held until ${latestText}.`)).toBeVisible();

  const order = ok(
    await call<{ order: { timeLimit: string } }>(
      page,
      'GET',
      `/order/api/v1/Order/AirGetOrder?orderReference=${held.orderReference}`,
    ),
    'AirGetOrder',
  ).order;
  const offer = ok(
    await call<{ latestTimeLimit: string; extendable: boolean }>(
      page,
      'POST',
      '/order/api/v1/Order/GetExtendTimeLimitRequest',
      { body: { orderReference: held.orderReference } },
    ),
    'GetExtendTimeLimitRequest',
  );
  expect(order.timeLimit).toBe(offer.latestTimeLimit);
  expect(offer.extendable).toBe(false);

  // Once at the latest, the airline extends no further: the dialog says so and offers nothing to submit.
  await actions(page).getByRole('button', { name: 'Extend time limit' }).click();
  await expect(dialog).toContainText(
    'The airline does not extend the time limit of this booking any further.',
  );
  await expect(dialog.getByTestId('current-time-limit')).toHaveText(latestText);
  await expect(dialog.getByRole('button', { name: 'Confirm extension' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toHaveCount(0);

  // Read again from the airline, the limit stays where it was extended to.
  await page.getByRole('button', { name: 'Refresh time limit' }).click();
  await expect(page.getByText(`The time limit is unchanged: ${latestText}.`)).toBeVisible();
  await expect(timeLimit).toHaveText(`Time limit: ${latestText}`);
});

test('a staff user without ExtendTimeLimit and SSRHistory sees the services but neither action', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await loginAs(page, 'staff@demo.test');
  await dismissDocumentPrompt(page);
  const held = await holdOrder(page, { surname: 'Karim', ssrCodes: ['WCHR'] });
  await openOrder(page, held.orderReference);
  const services = page.getByRole('list', { name: 'Services of Mr Tanvir Karim' });
  await expect(services.getByRole('listitem').filter({ hasText: 'WCHR' })).toContainText('Confirmed');
  await expect(page.getByRole('button', { name: 'Refresh time limit' })).toBeVisible();
  await expect(actions(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Extend time limit' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Services history' })).toHaveCount(0);
});
