import { randomUUID } from 'node:crypto';
import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { applicantFor } from './after-sales-support';
import { chooseDate, daysAhead } from './flight-helpers';
import { call, ok, ProviderTenant, registerFundedAgency, type Applicant } from './flight-order-support';
import { dismissDocumentPrompt, loginAs } from './support';

// Steps of the visa browser tests. An application is paid from the wallet and cancelling refunds part of it, and
// the demo agencies' balances are compared by other browser tests, so the tests register an agency of their own on
// the provider's site (the provider sells the visas) and compare its wallet before and after. What the pages must
// show is read from the API with the agent's own session first, as the pages read it.

export interface VisaOfferView {
  productId: string;
  title: string;
  currency: string;
  total: number;
  governmentFeeTotal: number;
  serviceFeeTotal: number;
  lines: Array<{ applicantType: string; count: number; governmentFee: number; serviceFee: number }>;
}

/** Money as the visa pages write it: whole taka without decimals (BDT 22,600), else both minor digits. */
export function visaBdt(minor: number): RegExp {
  const whole = minor % 100 === 0;
  const text = (minor / 100).toLocaleString('en', {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  });
  return new RegExp(`BDT\\s${text.replace(/[.,]/g, '\\$&')}(?![\\d.])`);
}

/** A fresh agency of the provider, registered, approved by ops@demo.test and funded, signed in on this page. */
export async function signInNewVisaAgency(browser: Browser, page: Page, baseURL: string | undefined) {
  const applicant: Applicant = applicantFor('Visadesk');
  const context = await browser.newContext({ baseURL });
  try {
    await registerFundedAgency(await context.newPage(), baseURL, applicant, 1_000_000_00, ProviderTenant);
  } finally {
    await context.close();
  }
  await loginAs(page, applicant.email, { password: applicant.password });
  await dismissDocumentPrompt(page);
  return applicant;
}

/** The wallet's balance in poisha, read with the page's session. */
export async function walletBalance(page: Page): Promise<number> {
  return ok(
    await call<{ walletBalance: number }>(page, 'GET', '/payment/api/v1/passbook/mybalance'),
    'mybalance',
  ).walletBalance;
}

/** The UAE tourist visa as Search/SearchVisa prices it for two adults travelling in `days`. */
export async function uaeTouristOffer(page: Page, days: number): Promise<VisaOfferView> {
  const answer = ok(
    await call<{ offers: Array<VisaOfferView & { visaType: string }> }>(
      page,
      'POST',
      '/visa/api/v1/Search/SearchVisa',
      {
        body: {
          nationality: 'BD',
          destination: 'AE',
          visaType: 'Tourist',
          travelDate: daysAhead(days).iso,
          applicants: { Adult: 2, Child: 0, Infant: 0 },
        },
      },
    ),
    'SearchVisa',
  );
  const offer = answer.offers[0];
  if (!offer) throw new Error('No UAE tourist visa is on sale');
  return offer;
}

export const productTabs = (page: Page) =>
  page.getByRole('tablist', { name: 'What would you like to book?' }).getByRole('tab');

export const visaSearchForm = (page: Page) => page.getByRole('form', { name: 'Visa search' });

/** From the search pad: the Visa tab, the UAE, Tourist, the travel date and two adults, then Search visas. */
export async function searchUaeTourist(page: Page, days: number) {
  await productTabs(page).filter({ hasText: 'Visa' }).click();
  await expect(page).toHaveURL(/\/searchpad\/visa$/);
  const form = visaSearchForm(page);
  await expect(form.getByRole('combobox', { name: 'Nationality' })).toHaveValue('Bangladesh');
  await form.getByRole('combobox', { name: 'Destination' }).fill('Emirates');
  await page.getByRole('option', { name: 'United Arab Emirates' }).click();
  await form.getByRole('combobox', { name: 'Visa type' }).click();
  await page.getByRole('option', { name: 'Tourist' }).click();
  await chooseDate(form, 'Travel date', days);
  await form.getByRole('button', { name: /^Applicants/ }).click();
  const applicants = page.getByRole('dialog', { name: 'Applicants' });
  await applicants.getByRole('button', { name: 'Adult: add one' }).click();
  await applicants.getByRole('button', { name: 'Done' }).click();
  await expect(form.getByRole('button', { name: 'Applicants: 2 applicants' })).toBeVisible();
  await form.getByRole('button', { name: 'Search visas' }).click();
  await expect(page).toHaveURL(
    /\/visa-search-result\?nationality=BD&destination=AE&type=Tourist&date=.*&adults=2/,
  );
}

/** Files as the portal accepts them: their first bytes say what they are. */
export const files = {
  pdf: (name: string) => ({
    name,
    mimeType: 'application/pdf',
    buffer: Buffer.from(`%PDF-1.4\n% ${name}\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`),
  }),
  png: (name: string) => ({
    name,
    mimeType: 'image/png',
    buffer: Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(200, 7),
    ]),
  }),
  /** A text file named like a picture: refused by its bytes. */
  notAPicture: (name: string) => ({
    name,
    mimeType: 'image/png',
    buffer: Buffer.from('not a picture at all'),
  }),
};

/** Chooses a file through the browser's file chooser, as a person does by pressing the upload box or button. */
export async function chooseFile(trigger: Locator, file: ReturnType<(typeof files)['pdf']>) {
  const [chooser] = await Promise.all([trigger.page().waitForEvent('filechooser'), trigger.click()]);
  await chooser.setFiles(file);
}

export interface VisaTraveller {
  title: string;
  firstName: string;
  lastName: string;
  gender: 'Male' | 'Female';
  dateOfBirth: string;
  passportNumber: string;
}

/** One applicant's boxes on the booking page, in the fieldset named after the applicant ("Adult 1"). */
export async function fillApplicant(applicant: Locator, traveller: VisaTraveller) {
  await applicant.getByLabel('Title').selectOption(traveller.title);
  await applicant.getByLabel('Given name').fill(traveller.firstName);
  await applicant.getByLabel('Surname').fill(traveller.lastName);
  await applicant.getByLabel('Gender').selectOption(traveller.gender);
  await applicant.getByLabel('Date of birth').fill(traveller.dateOfBirth);
  await applicant.getByLabel('Passport number').fill(traveller.passportNumber);
  await applicant.getByLabel('Passport expiry date').fill(daysAhead(5 * 365).iso);
}

/** An operator of the provider in a browser of their own, on the back office's visa desk reached through its menu. */
export async function operatorVisaDesk(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  const desk = await context.newPage();
  await loginAs(desk, 'ops@demo.test', { landing: /\/backoffice$/ });
  await desk
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Visa applications' })
    .click();
  await expect(desk).toHaveURL(/\/backoffice\/visa-applications$/);
  await expect(desk.getByRole('heading', { level: 1, name: 'Visa applications' })).toBeVisible();
  return { desk, context };
}

/** What one adult pays on an offer: the government fee and the service fee. */
function adultFee(offer: VisaOfferView): number {
  const adult = offer.lines.find((line) => line.applicantType === 'Adult');
  if (!adult) throw new Error(`${offer.title} has no adult fee`);
  return adult.governmentFee + adult.serviceFee;
}

/**
 * An application made through the API as the booking page makes it: each applicant's required documents uploaded
 * (multipart, with the page's session), then Apply under an Idempotency-Key. Answers its reference.
 */
export async function applyThroughApi(
  page: Page,
  offer: VisaOfferView,
  days: number,
  travellers: VisaTraveller[],
): Promise<string> {
  const product = ok(
    await call<{ checklist: Array<{ code: string; required: boolean }> }>(
      page,
      'GET',
      `/visa/api/v1/Search/GetProduct?productId=${offer.productId}`,
    ),
    'GetProduct',
  );
  const required = product.checklist.filter((item) => item.required).map((item) => item.code);
  const applicants = [];
  for (const traveller of travellers) {
    const documents = [];
    for (const code of required) {
      const upload = await page.evaluate(async (name) => {
        const form = new FormData();
        const pdf = new TextEncoder().encode(`%PDF-1.4\n% ${name}\n%%EOF\n`);
        form.append('file', new Blob([pdf], { type: 'application/pdf' }), `${name}.pdf`);
        const response = await fetch('/visa/api/v1/Application/UploadDocument', {
          method: 'POST',
          headers: {
            'X-Channel-Id': '1',
            'X-Device-Type': 'web',
            Authorization: `Bearer ${localStorage.getItem('portal.token')}`,
          },
          body: form,
        });
        return { status: response.status, data: (await response.json()) as { uploadId: string } };
      }, `${traveller.firstName}-${code}`);
      documents.push({ code, uploadId: ok(upload, 'UploadDocument').uploadId });
    }
    applicants.push({
      applicantType: 'Adult',
      title: traveller.title,
      firstName: traveller.firstName,
      lastName: traveller.lastName,
      gender: traveller.gender,
      dateOfBirth: traveller.dateOfBirth,
      nationality: 'BD',
      passportNumber: traveller.passportNumber,
      passportExpiresOn: daysAhead(5 * 365).iso,
      documents,
    });
  }
  const applied = ok(
    await call<{ orderReference: string }>(page, 'POST', '/visa/api/v1/Application/Apply', {
      body: {
        productId: offer.productId,
        nationality: 'BD',
        travelDate: daysAhead(days).iso,
        // The total the page shows for these adults: Apply refuses any other (the price changed).
        expectedTotal: { amount: travellers.length * adultFee(offer), currency: offer.currency },
        applicants,
      },
      key: randomUUID(),
    }),
    'Apply',
  );
  return applied.orderReference;
}
