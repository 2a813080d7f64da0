import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import {
  GroupFareOperatorPaths,
  PaymentPaths,
  type FindGroupFareFlightsResponse,
  type OperatorGroupFareBlock,
  type PassbookPage,
  type WalletBalance,
} from '@portal/contracts';
import { chooseAirport, daysAhead } from './flight-helpers';
import { apiLogin } from './support';
import type { Applicant } from './flight-order-support';

const dayMs = 86_400_000;

/** Calls the API from the page (so it reaches the tenant the page is on) with a bearer token. */
async function call<T>(page: Page, token: string, path: string, body?: unknown): Promise<T> {
  const headers = { Authorization: `Bearer ${token}`, 'X-Channel-Id': '1', 'X-Device-Type': 'web' };
  const response =
    body === undefined
      ? await page.request.get(path, { headers })
      : await page.request.post(path, { headers, data: body });
  if (!response.ok()) throw new Error(`${path}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

export interface PublishedBlock {
  id: string;
  code: string;
  title: string;
  total: { adult: number; child: number; infant: number };
  depositPerSeat: number;
}

/** A fresh applicant of the provider's brand for one test: its own wallet, its own dues. */
export function umrahApplicant(): Applicant {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  return {
    company: `Zamzam Hajj Umrah ${stamp} Travels`,
    email: `umrah-${stamp}@group-fares-e2e.test`,
    phone: `18${String(Date.now() + Math.floor(Math.random() * 1e6)).slice(-8)}`,
    password: 'Umrah@1234',
  };
}

/**
 * An Umrah block published by the provider's operator through the back office's calls: seats on the first sandbox
 * DAC→JED flight (and back two weeks later) with enough seats, about seven weeks out, net fares under the
 * airline's, a deposit per seat, names in a week, balance in two, ticketing in three.
 */
export async function publishUmrahBlock(
  page: Page,
  options: { seats?: number; perAgencyCap?: number; operator?: string } = {},
): Promise<PublishedBlock> {
  const token = await apiLogin(page, options.operator ?? 'ops@demo.test');
  const seats = options.seats ?? 12;
  for (let shift = 0; shift < 10; shift += 1) {
    const found = await call<FindGroupFareFlightsResponse>(page, token, GroupFareOperatorPaths.findFlights, {
      origin: 'DAC',
      destination: 'JED',
      departureDate: daysAhead(50 + shift).iso,
      returnDate: daysAhead(64 + shift).iso,
      cabin: 'Economy',
    });
    const option = found.options.find((candidate) => candidate.seatsAvailable >= seats);
    if (!option) continue;
    const code = `UMR-${randomBytes(3).toString('hex').toUpperCase()}`;
    // A season's Umrah net fare (under the airline's own), so three seats fit the demo agency's wallet.
    const adult = Math.min(Math.round((option.publishedAdultFare.amount * 0.8) / 100) * 100, 95_000_00);
    const fares = {
      adult,
      child: Math.round((adult * 0.9) / 100) * 100,
      infant: Math.round((adult * 0.15) / 100) * 100,
    };
    const depositPerSeat = Math.min(20_000_00, Math.floor(adult / 5 / 100) * 100);
    const now = Date.now();
    const title = `Umrah ${code} · ${option.airlineName}`;
    const block = await call<OperatorGroupFareBlock>(page, token, GroupFareOperatorPaths.createBlock, {
      kind: 'Umrah',
      code,
      title,
      fares,
      baggage: '2 x 23 KG checked, 5 L Zamzam',
      fareRules: 'Non-refundable once named. Name changes 3,000 BDT until the name deadline.',
      totalSeats: seats,
      perAgencyCap: options.perAgencyCap ?? Math.min(seats, 6),
      depositPerSeat,
      depositRule: 'Kept',
      holdMinutes: 30,
      nameDeadline: new Date(now + 7 * dayMs).toISOString(),
      balanceDeadline: new Date(now + 14 * dayMs).toISOString(),
      ticketingDeadline: new Date(now + 21 * dayMs).toISOString(),
      visibility: 'All',
      agencyIds: [],
      flight: { searchId: found.searchId, optionId: option.optionId },
    });
    await call(page, token, GroupFareOperatorPaths.publishBlock, { blockId: block.id });
    return { id: block.id, code, title, total: fares, depositPerSeat };
  }
  throw new Error('No sandbox DAC-JED flight with enough seats for an Umrah block');
}

/**
 * What the agency's wallet paid for one reference, by its own passbook lines (debits less credits): other tests
 * spend from the same demo wallet at the same time, so its balance alone cannot say what one booking cost.
 */
export async function walletPaidFor(page: Page, token: string, reference: string): Promise<number> {
  const query = new URLSearchParams({ term: reference, pageSize: '100' });
  const passbook = await call<PassbookPage>(page, token, `${PaymentPaths.passbook.load}?${query}`);
  return passbook.totalDebit - passbook.totalCredit;
}

/** The agency wallet's balance in minor units, read through the API. */
export async function walletBalance(page: Page, token: string): Promise<number> {
  return (await call<WalletBalance>(page, token, PaymentPaths.passbook.myBalance)).walletBalance;
}

export const umrahForm = (page: Page) => page.getByRole('form', { name: 'Umrah fare search' });

/** The Umrah tab of the search pad: from DAC to JED, any date, the seats wanted; lands on the Umrah results. */
export async function searchUmrah(page: Page, seats: number): Promise<void> {
  await page.getByRole('tab', { name: 'Umrah' }).click();
  await expect(page).toHaveURL(/\/searchpad\/umrah$/);
  const form = umrahForm(page);
  await chooseAirport(form, 'From', 'DAC', /\(DAC\)/);
  await chooseAirport(form, 'To', 'JED', /\(JED\)/);
  await form.getByLabel('Seats').selectOption(String(seats));
  await form.getByRole('button', { name: 'Search Umrah fares' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/umrah-fares-result\\?origin=DAC&destination=JED&seats=${seats}$`),
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Umrah fares' })).toBeVisible();
}

/** A block's card on the results. */
export const offerCard = (page: Page, title: string) =>
  page.getByRole('article', { name: title, exact: true });

/** Reserves `adults` adult seats on the block from its card; lands on the reservation's page and returns its GF-. */
export async function reserveSeats(page: Page, block: PublishedBlock, adults: number): Promise<string> {
  const card = offerCard(page, block.title);
  await card.getByRole('button', { name: `Reserve seats on ${block.title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Reserve seats' });
  const count = dialog.getByRole('group', { name: 'Adults' });
  // The dialog starts at the seats searched for.
  await expect(count).toContainText(String(adults));
  await dialog.getByRole('button', { name: `Reserve ${adults} seats` }).click();
  await expect(page).toHaveURL(/\/group-fare-reservation\?reference=GF-/);
  await expect(page.getByTestId('reservation-status')).toHaveText('Reserved');
  const reference = new URL(page.url()).searchParams.get('reference');
  if (!reference) throw new Error('No reservation reference in the address');
  return reference;
}

/** The reservation's buttons of what may be done now. */
export const reservationActions = (page: Page) => page.getByRole('group', { name: 'What you can do' });

/** Pays an amount (deposit or balance) from its confirm dialog. */
export async function payFromDialog(page: Page, button: RegExp, dialogName: RegExp): Promise<void> {
  await reservationActions(page).getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.getByRole('button', { name: /^Pay BDT/ }).click();
  await expect(dialog).toBeHidden();
}

export interface Passenger {
  type: 'ADT' | 'CHD' | 'INF';
  title: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  gender: 'Male' | 'Female';
  nationality: string;
  passportNumber: string;
  passportExpiry: string;
}

/** Adults with passports of their own for this run (a passport may be on one live reservation of a block only). */
export function umrahPilgrims(count: number): Passenger[] {
  const people = [
    ['Mr', 'Abdul', 'Karim', '1968-03-14', 'Male'],
    ['Mrs', 'Rokeya', 'Begum', '1972-07-02', 'Female'],
    ['Mr', 'Jamal', 'Uddin', '1985-11-23', 'Male'],
    ['Mrs', 'Salma', 'Khatun', '1990-01-30', 'Female'],
  ] as const;
  return Array.from({ length: count }, (_, index) => {
    const [title, firstName, lastName, dateOfBirth, gender] = people[index % people.length]!;
    return {
      type: 'ADT',
      title,
      firstName,
      lastName,
      dateOfBirth,
      gender,
      nationality: 'BD',
      passportNumber: `E${randomBytes(4).toString('hex').toUpperCase()}`,
      passportExpiry: daysAhead(3 * 365).iso,
    };
  });
}

/** Downloads the reservation's name template from its page; answers the file's bytes. */
export async function downloadNameTemplate(page: Page): Promise<Buffer> {
  const names = page.getByRole('region', { name: 'Passenger names' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    names.getByRole('button', { name: 'Download template' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  return readFile(await download.path());
}

/** The template filled in: each passenger on the line of their type, in order, as a person would type it. */
export async function fillNameTemplate(template: Buffer, passengers: Passenger[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(template as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  expect(header).toEqual([
    'Type',
    'Title',
    'First name',
    'Last name',
    'Date of birth',
    'Gender',
    'Nationality',
    'Passport number',
    'Passport expiry',
  ]);
  passengers.forEach((passenger, index) => {
    const row = sheet.getRow(index + 2);
    expect(row.getCell(1).value).toBe(passenger.type);
    row.getCell(2).value = passenger.title;
    row.getCell(3).value = passenger.firstName;
    row.getCell(4).value = passenger.lastName;
    row.getCell(5).value = passenger.dateOfBirth;
    row.getCell(6).value = passenger.gender;
    row.getCell(7).value = passenger.nationality;
    row.getCell(8).value = passenger.passportNumber;
    row.getCell(9).value = passenger.passportExpiry;
    row.commit();
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Uploads a filled name list from the reservation's page. */
export async function uploadNames(page: Page, file: Buffer, name = 'names.xlsx'): Promise<Locator> {
  const names = page.getByRole('region', { name: 'Passenger names' });
  await names.getByTestId('names-file').setInputFiles({
    name,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: file,
  });
  return names;
}
