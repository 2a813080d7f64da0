import { expect, test } from '@playwright/test';
import { daysAhead } from './flight-helpers';
import { dismissDocumentPrompt, loginAs } from './support';
import {
  applyThroughApi,
  chooseFile,
  files,
  fillApplicant,
  operatorVisaDesk,
  productTabs,
  searchUaeTourist,
  signInNewVisaAgency,
  uaeTouristOffer,
  visaBdt,
  walletBalance,
  type VisaTraveller,
} from './visa-support';

test.use({ viewport: { width: 1440, height: 900 } });

const travelIn = 40;
const tanvir: VisaTraveller = {
  title: 'Mr',
  firstName: 'Tanvir',
  lastName: 'Hasan',
  gender: 'Male',
  dateOfBirth: '1988-04-12',
  passportNumber: `EB${Date.now() % 10_000_000}`,
};
const nadia: VisaTraveller = {
  title: 'Mrs',
  firstName: 'Nadia',
  lastName: 'Hasan',
  gender: 'Female',
  dateOfBirth: '1991-09-03',
  passportNumber: `EC${Date.now() % 10_000_000}`,
};

test('a visa for two applicants to the UAE: uploads paid from the wallet, a document corrected, the visas attached and approved, downloaded, and the invoice printed', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await signInNewVisaAgency(browser, page, baseURL);
  const offer = await uaeTouristOffer(page, travelIn);
  const before = await walletBalance(page);

  // The search pad's Visa tab finds the UAE tourist visa with the embassy's fee and ours apart.
  await searchUaeTourist(page, travelIn);
  const card = page.getByRole('article', { name: offer.title });
  await expect(card).toBeVisible();
  const fees = card.getByTestId('visa-fee-table');
  await expect(fees.getByRole('row', { name: /^Adult/ })).toContainText(
    visaBdt(offer.lines[0]!.governmentFee),
  );
  await expect(fees.getByRole('row', { name: /^Adult/ })).toContainText(visaBdt(offer.lines[0]!.serviceFee));
  await expect(card.getByTestId('visa-total')).toHaveText(visaBdt(offer.total));
  await card.getByRole('button', { name: /^Documents needed/ }).click();
  await expect(card.getByText('Passport bio page')).toBeVisible();
  await card.getByRole('link', { name: `Apply: ${offer.title}` }).click();

  // The booking: both applicants with their passports and the checklist's uploads; a file that is not a picture
  // is refused before it is sent.
  await expect(page).toHaveURL(/\/visa-booking\?/);
  await expect(page.getByTestId('visa-pay-total')).toHaveText(visaBdt(offer.total));
  await expect(page.getByTestId('visa-wallet-available')).toHaveText(visaBdt(before));
  const first = page.getByRole('group', { name: 'Adult 1' });
  const second = page.getByRole('group', { name: 'Adult 2' });
  await fillApplicant(first, tanvir);
  await fillApplicant(second, nadia);
  await chooseFile(
    first.getByRole('button', { name: 'Passport bio page' }),
    files.pdf('tanvir-passport.pdf'),
  );
  await chooseFile(first.getByRole('button', { name: 'Photo' }), files.notAPicture('tanvir-photo.png'));
  await expect(first.getByText('Please upload a PNG, JPEG or PDF file')).toBeVisible();
  await chooseFile(first.getByRole('button', { name: 'Photo' }), files.png('tanvir-photo.png'));
  await chooseFile(
    second.getByRole('button', { name: 'Passport bio page' }),
    files.pdf('nadia-passport.pdf'),
  );
  await chooseFile(second.getByRole('button', { name: 'Photo' }), files.png('nadia-photo.png'));
  await expect(page.getByText('Uploaded:')).toHaveCount(4);

  await page.getByRole('button', { name: /^Pay BDT [\d,]+ and apply$/ }).click();
  const pay = page.getByRole('dialog', { name: 'Pay and apply' });
  await expect(pay).toContainText(visaBdt(offer.total));
  await pay.getByRole('button', { name: 'Confirm and pay' }).click();

  // The application's page: documents received, paid from the wallet.
  await expect(page).toHaveURL(/\/visa-order\?orderReference=VS-\d+$/);
  const reference = new URL(page.url()).searchParams.get('orderReference')!;
  await expect(page.getByRole('heading', { level: 1, name: `Visa application ${reference}` })).toBeVisible();
  await expect(page.getByTestId('visa-status')).toHaveText('Documents received');
  await expect(page.getByTestId('visa-applicant-card')).toHaveCount(2);
  await expect.poll(() => walletBalance(page)).toBe(before - offer.total);

  // The visa desk asks for Nadia's photo again.
  const { desk, context } = await operatorVisaDesk(browser, baseURL);
  try {
    await desk.getByRole('link', { name: reference }).click();
    await expect(desk.getByTestId('visa-desk-status')).toHaveText('Documents received');
    await desk.getByRole('button', { name: 'Ask for documents again' }).click();
    const ask = desk.getByRole('dialog', { name: `Ask for documents again: ${reference}` });
    await ask.getByRole('combobox', { name: 'Applicant (1)' }).click();
    await desk.getByRole('option', { name: 'Mrs Nadia Hasan' }).click();
    await ask.getByRole('combobox', { name: 'Document (1)' }).click();
    await desk.getByRole('option', { name: 'Photo' }).click();
    await ask
      .getByLabel('Why (1)')
      .fill('The background is not white; please send a 43×55 mm photo on white.');
    await ask.getByRole('button', { name: 'Ask the agency' }).click();
    await expect(desk.getByTestId('visa-desk-status')).toHaveText('Correction asked');

    // The agent answers through the correction form: only the photo asked for can be sent.
    await page.reload();
    await expect(page.getByTestId('visa-status')).toHaveText('Correction asked');
    const correction = page.getByRole('region', { name: 'Correction asked' });
    await expect(correction.getByTestId('visa-correction-item')).toHaveCount(1);
    await expect(correction).toContainText('Mrs Nadia Hasan: Photo');
    await expect(correction).toContainText('The background is not white');
    await chooseFile(
      correction.getByRole('button', { name: 'New Photo for Mrs Nadia Hasan' }),
      files.png('nadia-photo-white.png'),
    );
    await expect(correction.getByText('Uploaded:')).toBeVisible();
    await correction.getByRole('button', { name: 'Send the corrected documents' }).click();
    await expect(page.getByTestId('visa-status')).toHaveText('Documents received');
    await expect(page.getByRole('region', { name: 'Correction asked' })).toHaveCount(0);
    const nadiaCard = page.getByTestId('visa-applicant-card').filter({ hasText: 'Mrs Nadia Hasan' });
    await expect(nadiaCard.getByRole('button', { name: 'Earlier versions (1)' })).toBeVisible();
    await expect(page.getByTestId('visa-correction')).toContainText('Answered');

    // The desk submits it to the embassy, attaches both visas and approves.
    await desk.reload();
    await expect(desk.getByTestId('visa-desk-status')).toHaveText('Documents received');
    await desk.getByRole('button', { name: 'Submit to embassy' }).click();
    await desk
      .getByRole('dialog', { name: `Submit ${reference} to the embassy` })
      .getByRole('button', { name: 'Submit' })
      .click();
    await expect(desk.getByTestId('visa-desk-status')).toHaveText('Submitted to embassy');
    await expect(desk.getByRole('button', { name: 'Approve' })).toBeDisabled();
    await chooseFile(
      desk.getByRole('button', { name: 'Upload the visa of Mr Tanvir Hasan' }),
      files.pdf('tanvir-evisa.pdf'),
    );
    await expect(desk.getByRole('button', { name: 'Replace the visa of Mr Tanvir Hasan' })).toBeVisible();
    await chooseFile(
      desk.getByRole('button', { name: 'Upload the visa of Mrs Nadia Hasan' }),
      files.pdf('nadia-evisa.pdf'),
    );
    await expect(desk.getByRole('button', { name: 'Replace the visa of Mrs Nadia Hasan' })).toBeVisible();
    await desk.getByRole('button', { name: 'Approve' }).click();
    await desk
      .getByRole('dialog', { name: `Approve ${reference}` })
      .getByRole('button', { name: 'Approve' })
      .click();
    await expect(desk.getByTestId('visa-desk-status')).toHaveText('Approved');
  } finally {
    await context.close();
  }

  // The agent downloads a visa and prints the invoice.
  await page.reload();
  await expect(page.getByTestId('visa-status')).toHaveText('Approved');
  const [visa] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download the visa of Mr Tanvir Hasan' }).click(),
  ]);
  expect(visa.suggestedFilename()).toMatch(/\.pdf$/);
  await page.getByRole('link', { name: 'Print invoice' }).click();
  await expect(page).toHaveURL(new RegExp(`/visa-print-preview\\?orderReference=${reference}$`));
  const invoice = page.getByRole('article', { name: 'Visa invoice' });
  await expect(invoice).toContainText(reference);
  await expect(invoice).toContainText('Mr Tanvir Hasan');
  await expect(invoice).toContainText('Mrs Nadia Hasan');
  await expect(invoice.getByTestId('visa-invoice-total')).toHaveText(visaBdt(offer.total));
  await expect(page.getByRole('banner')).toHaveCount(0);
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);

  // The application is listed under Approved on the agency's visa applications.
  await page.goto('/visa-myapplications?tab=approved');
  await expect(page.getByRole('link', { name: `Open application ${reference}` })).toBeVisible();
});

test('a staff user without SearchVisa sees no Visa tab and is denied the visa search', async ({ page }) => {
  // The reservations role: Search, BookTicket, ViewBooking, ShowBookings.
  await loginAs(page, 'staff@demo.test');
  await expect(productTabs(page)).toHaveText(['Flights']);
  for (const path of ['/searchpad/visa', '/visa-search-result', '/visa-booking', '/visa-myapplications']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/access-denied$/);
    await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
  }
});

test('an application found by the header search and cancelled before submission gets the government fees back, the service fees kept', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signInNewVisaAgency(browser, page, baseURL);
  const offer = await uaeTouristOffer(page, travelIn);
  const before = await walletBalance(page);
  const reference = await applyThroughApi(page, offer, travelIn, [
    tanvir,
    { ...nadia, passportNumber: `ED${Date.now() % 10_000_000}` },
  ]);
  await expect.poll(() => walletBalance(page)).toBe(before - offer.total);

  // The header search finds the application by its reference and opens it.
  await page.goto('/searchpad');
  const search = page.getByRole('search', { name: 'Search orders' });
  await search.getByRole('textbox', { name: 'Search orders' }).fill(reference);
  await search.getByRole('textbox', { name: 'Search orders' }).press('Enter');
  await expect(page).toHaveURL(new RegExp(`/visa-order\\?orderReference=${reference}$`));
  await expect(page.getByTestId('visa-status')).toHaveText('Documents received');
  await page.getByRole('button', { name: 'Cancel application' }).click();
  const cancel = page.getByRole('dialog', { name: `Cancel ${reference}` });
  await expect(cancel.getByTestId('visa-refund-quote')).toHaveText(visaBdt(offer.governmentFeeTotal));
  await expect(cancel).toContainText(visaBdt(offer.serviceFeeTotal));
  await cancel.getByLabel('Reason (optional)').fill('The travellers postponed the trip.');
  await cancel.getByRole('button', { name: /^Cancel and refund BDT/ }).click();

  await expect(page.getByTestId('visa-status')).toHaveText('Cancelled');
  await expect(page.getByTestId('visa-refund')).toHaveText(visaBdt(offer.governmentFeeTotal));
  await expect(page.getByRole('button', { name: 'Cancel application' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit details' })).toHaveCount(0);
  await expect.poll(() => walletBalance(page)).toBe(before - offer.serviceFeeTotal);
  await page.goto('/visa-myapplications?tab=cancelled');
  await expect(page.getByRole('link', { name: `Open application ${reference}` })).toBeVisible();
});

test('an operator writes a visa product, is told what the contracts refuse, publishes it, and agents find it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  const desk = await context.newPage();
  try {
    await loginAs(desk, 'ops@demo.test', { landing: /\/backoffice$/ });
    await desk
      .getByRole('navigation', { name: 'Back office' })
      .getByRole('link', { name: 'Visa products' })
      .click();
    await desk.getByRole('link', { name: 'New visa product' }).click();
    const form = desk.getByRole('form', { name: 'Visa product' });
    await form.getByRole('combobox', { name: 'Destination' }).fill('Bhutan');
    await desk.getByRole('option', { name: 'Bhutan' }).click();
    await form.getByRole('combobox', { name: 'Visa type' }).click();
    await desk.getByRole('option', { name: 'Tourist' }).click();
    await form.getByLabel('Title agents see').fill('Bhutan Tourist Visa (SDF included)');
    await form.getByLabel('Validity (days)').fill('15');
    await form.getByLabel('Stay (days)').fill('20');
    for (const type of ['Adult', 'Child', 'Infant']) {
      await form.getByLabel(`Government fee: ${type}`).fill('2,500');
      await form.getByLabel(`Service fee: ${type}`).fill('1000');
    }
    await form.getByRole('button', { name: 'Add a document' }).click();
    await form.getByRole('combobox', { name: 'Document 3' }).click();
    await desk.getByRole('option', { name: 'Hotel booking' }).click();
    await form.getByRole('button', { name: 'Create product' }).click();
    await expect(form.getByText('The stay cannot be longer than the validity')).toBeVisible();
    await form.getByLabel('Stay (days)').fill('10');
    await form.getByRole('button', { name: 'Create product' }).click();
    await expect(desk).toHaveURL(/\/backoffice\/visa-products\/[0-9a-f-]{36}$/);
    await expect(
      desk.getByRole('heading', { level: 1, name: 'Bhutan Tourist Visa (SDF included)' }),
    ).toBeVisible();
    await desk.getByRole('button', { name: 'Publish' }).click();
    await expect(desk.getByRole('button', { name: 'Unpublish' })).toBeVisible();
  } finally {
    await context.close();
  }

  // On sale at once: an agent's search finds it with its fees apart and its checklist.
  await loginAs(page, 'agent@demo.test');
  await dismissDocumentPrompt(page);
  await page.goto(
    `/visa-search-result?nationality=BD&destination=BT&date=${daysAhead(travelIn).iso}&adults=1`,
  );
  const card = page.getByRole('article', { name: 'Bhutan Tourist Visa (SDF included)' });
  await expect(card.getByTestId('visa-total')).toHaveText(visaBdt(3_500_00));
  await card.getByRole('button', { name: /^Documents needed \(3, 3 required\)/ }).click();
  await expect(card.getByText('Hotel booking')).toBeVisible();
});
