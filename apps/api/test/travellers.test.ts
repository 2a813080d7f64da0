import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BookingMessage,
  ErrorCode,
  TravellerErrorCode,
  TravellerMessage,
  TravellerPaths,
  FlightBookingPaths,
  type AllTravellers,
  type BookingPassengerInput,
  type OrderAnswer,
  type PricedItinerary,
  type ErrorBody,
  type FunctionalityName,
  type TravellerFormInput,
  type TravellerList,
  type TravellerPage,
  type TravellerResponse,
} from '@portal/contracts';
import { buildAgency, buildUser } from '../src/db/seed/builders';
import { insertAgencyTraveller } from '../src/modules/customer/traveller.repository';
import { book, contact, getOrder, priceOne, travellersFor } from './support/booking';
import { buildAgencyWithOwner } from './support/money';
import { hosts, login } from './support/requests';
import { staffWith as staffOf } from './support/staff';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
/** An agency that never gets a traveller saved: refusals must leave it empty. */
let empty: string;
beforeAll(async () => {
  t = await createTestApp({ env: { API_RATE_LIMIT_PER_MINUTE: '100000000' } });
  empty = (await buildAgencyWithOwner(t.db, t.app, 'Careful Travels')).token;
});
afterAll(async () => {
  await t.close();
});

const headers = (token: string, host: string = hosts.main) => ({ host, authorization: `Bearer ${token}` });
const post = (token: string, url: string, payload: unknown, host?: string) =>
  t.app.inject({ method: 'POST', url, headers: headers(token, host), payload: payload as object });
const get = (token: string, url: string, query: Record<string, string> = {}, host?: string) =>
  t.app.inject({ method: 'GET', url, headers: headers(token, host), query });
const errorOf = (response: { json: <T>() => T }) => response.json<ErrorBody>().error;

const person = (overrides: Partial<TravellerFormInput> = {}): TravellerFormInput => ({
  title: 'Mr',
  firstName: 'Karim',
  lastName: 'Hossain',
  dateOfBirth: '1985-04-12',
  gender: 'Male',
  nationality: 'BD',
  passportNumber: 'EB1234567',
  passportExpiry: '2031-06-30',
  email: null,
  phone: null,
  ...overrides,
});

const create = (token: string, body: unknown, host?: string) =>
  post(token, TravellerPaths.create, body, host);
const load = async (token: string, body: object = {}) => {
  const response = await post(token, TravellerPaths.load, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TravellerPage>();
};
const search = (token: string, query: Record<string, string>) => get(token, TravellerPaths.search, query);
const sellAs = (token: string, priced: PricedItinerary, passengers: BookingPassengerInput[]) =>
  post(token, FlightBookingPaths.airSell, { priceId: priced.priceId, passengers, contact });

/** A fresh agency with an owner (every functionality) and an empty list of travellers. */
async function freshAgency(name: string) {
  return buildAgencyWithOwner(t.db, t.app, name);
}

/** A staff member of the agency whose role holds exactly these functionalities. */
const staffWith = (agencyId: string, functionalities: FunctionalityName[]) =>
  staffOf(t.app, t.db, agencyId, functionalities);

describe('saving and finding the agency’s travellers', () => {
  it('creates a traveller, shows it, lists it, finds it by name or passport and gives it in getall', async () => {
    const { token } = await freshAgency('Traveller Keepers');
    const created = await create(token, person({ email: 'karim@example.com', phone: '+8801711000000' }));
    expect(created.statusCode, created.body).toBe(200);
    const saved = created.json<TravellerResponse>().traveller;
    expect(saved).toMatchObject({
      title: 'Mr',
      firstName: 'Karim',
      lastName: 'Hossain',
      dateOfBirth: '1985-04-12',
      gender: 'Male',
      nationality: 'BD',
      passportNumber: 'EB1234567',
      passportExpiry: '2031-06-30',
      email: 'karim@example.com',
      phone: '+8801711000000',
    });

    const viewed = await get(token, TravellerPaths.view, { id: saved.id });
    expect(viewed.statusCode).toBe(200);
    expect(viewed.json<TravellerResponse>().traveller).toEqual(saved);

    const page = await load(token);
    expect(page).toMatchObject({ total: 1, page: 1, pageSize: 25 });
    expect(page.travellers).toEqual([saved]);

    for (const term of ['karim', 'HOSSAIN KARIM', 'Karim Hos', 'b12345']) {
      const found = await search(token, { term });
      expect(found.statusCode, term).toBe(200);
      expect(
        found.json<TravellerList>().travellers.map((row) => row.id),
        term,
      ).toEqual([saved.id]);
    }
    expect((await search(token, { term: 'Rahman' })).json<TravellerList>().travellers).toEqual([]);

    const all = await get(token, TravellerPaths.getAll);
    expect(all.statusCode).toBe(200);
    expect(all.json<AllTravellers>()).toEqual({ travellers: [saved], total: 1 });
  });

  it('saves a traveller without passport, email or phone', async () => {
    const { token } = await freshAgency('Domestic Only');
    const created = await create(
      token,
      person({
        passportNumber: null,
        passportExpiry: null,
        nationality: null,
        email: undefined,
        phone: undefined,
      }),
    );
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json<TravellerResponse>().traveller).toMatchObject({
      passportNumber: null,
      passportExpiry: null,
      nationality: null,
      email: null,
      phone: null,
    });
  });

  it('refuses the same person twice (409), whatever the letter case, and writes nothing', async () => {
    const { token } = await freshAgency('No Twins');
    expect((await create(token, person())).statusCode).toBe(200);
    const again = await create(
      token,
      person({ firstName: 'KARIM', lastName: 'hossain', passportNumber: 'X99887766' }),
    );
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toEqual({
      code: TravellerErrorCode.Duplicate,
      message: TravellerMessage.duplicate,
    });
    expect((await load(token)).total).toBe(1);

    // Another birth date is another person.
    expect((await create(token, person({ dateOfBirth: '1990-01-01' }))).statusCode).toBe(200);
    expect((await load(token)).total).toBe(2);
  });

  it.each([
    ['a one-letter surname', { lastName: 'H' }, `lastName: ${BookingMessage.lastNameInvalid}`],
    ['digits in the given name', { firstName: 'Kar1m' }, `firstName: ${BookingMessage.firstNameInvalid}`],
    ['a birth date in the future', { dateOfBirth: '2999-01-01' }, BookingMessage.dateOfBirthInvalid],
    ['a birth date that is no day', { dateOfBirth: '1985-02-30' }, BookingMessage.dateOfBirthInvalid],
    ['no title', { title: 'Sir' }, BookingMessage.titleRequired],
    ['no gender', { gender: 'X' }, BookingMessage.genderRequired],
    ['a short passport number', { passportNumber: 'AB1' }, BookingMessage.passportInvalid],
    ['a passport without expiry', { passportExpiry: null }, BookingMessage.passportExpiryRequired],
    ['an expiry without passport', { passportNumber: null }, BookingMessage.passportRequired],
    ['a bad email', { email: 'not-an-email' }, BookingMessage.emailInvalid],
    ['a bad phone', { phone: '12ab' }, BookingMessage.phoneInvalid],
  ])('refuses %s with the booking form’s message (400) and writes nothing', async (_, change, message) => {
    const response = await create(empty, { ...person(), ...change });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe(ErrorCode.ValidationFailed);
    expect(errorOf(response).message).toContain(message);
    expect((await load(empty)).total).toBe(0);
  });

  it('refuses unknown fields', async () => {
    const response = await create(empty, { ...person(), nickname: 'KH' });
    expect(response.statusCode).toBe(400);
    expect((await load(empty)).total).toBe(0);
  });
});

describe('updating a traveller', () => {
  it('replaces the passport and keeps the rest; another saved person’s names answer 409', async () => {
    const { token } = await freshAgency('Passport Renewals');
    const saved = (await create(token, person({ email: 'k@example.com' }))).json<TravellerResponse>()
      .traveller;
    const other = (
      await create(token, person({ firstName: 'Nadia', title: 'Ms', gender: 'Female' }))
    ).json<TravellerResponse>().traveller;

    const renewed = await post(token, TravellerPaths.update, {
      ...person({ email: 'k@example.com' }),
      id: saved.id,
      passportNumber: 'EC7654321',
      passportExpiry: '2035-01-31',
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(renewed.json<TravellerResponse>().traveller).toMatchObject({
      id: saved.id,
      passportNumber: 'EC7654321',
      passportExpiry: '2035-01-31',
      email: 'k@example.com',
      firstName: 'Karim',
    });
    const viewed = (await get(token, TravellerPaths.view, { id: saved.id })).json<TravellerResponse>();
    expect(viewed.traveller.passportNumber).toBe('EC7654321');

    const clash = await post(token, TravellerPaths.update, {
      ...person({ firstName: 'nadia' }),
      id: saved.id,
    });
    expect(clash.statusCode).toBe(409);
    expect(errorOf(clash).message).toBe(TravellerMessage.duplicate);
    expect(
      (await get(token, TravellerPaths.view, { id: saved.id })).json<TravellerResponse>().traveller.firstName,
    ).toBe('Karim');
    expect(other.firstName).toBe('Nadia');
  });

  it('answers 404 for an unknown id, writing nothing', async () => {
    const response = await post(empty, TravellerPaths.update, { ...person(), id: randomUUID() });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).message).toBe(TravellerMessage.notFound);
    expect((await get(empty, TravellerPaths.view, { id: randomUUID() })).statusCode).toBe(404);
    expect((await load(empty)).total).toBe(0);
  });
});

describe('another agency’s or tenant’s travellers', () => {
  it('are neither shown, listed, found nor changed: 404 like an unknown id', async () => {
    const owner = await freshAgency('Owner Agency');
    const saved = (await create(owner.token, person())).json<TravellerResponse>().traveller;

    const rival = await freshAgency('Rival Agency');
    expect((await get(rival.token, TravellerPaths.view, { id: saved.id })).statusCode).toBe(404);
    const update = await post(rival.token, TravellerPaths.update, {
      ...person(),
      id: saved.id,
      passportNumber: 'ZZ99999',
    });
    expect(update.statusCode).toBe(404);
    expect((await load(rival.token)).total).toBe(0);
    expect((await search(rival.token, { term: 'Karim' })).json<TravellerList>().travellers).toEqual([]);
    // The same person may be saved by another agency.
    expect((await create(rival.token, person())).statusCode).toBe(200);

    const skyway = await login(t.app, 'agent@skyway.test', { host: hosts.skyway });
    expect((await get(skyway, TravellerPaths.view, { id: saved.id }, hosts.skyway)).statusCode).toBe(404);
    const skywayUpdate = await post(
      skyway,
      TravellerPaths.update,
      { ...person(), id: saved.id },
      hosts.skyway,
    );
    expect(skywayUpdate.statusCode).toBe(404);

    const unchanged = (
      await get(owner.token, TravellerPaths.view, { id: saved.id })
    ).json<TravellerResponse>();
    expect(unchanged.traveller.passportNumber).toBe('EB1234567');
  });
});

describe('searching and paging', () => {
  it('pages the list by surname, searches it, and refuses a page size over 100', async () => {
    const { token } = await freshAgency('Big Families');
    const surnames = ['Zaman', 'Ahmed', 'Miah', 'Begum', 'Chowdhury'];
    for (const [index, lastName] of surnames.entries()) {
      const created = await create(token, person({ lastName, passportNumber: `PA${index}00000` }));
      expect(created.statusCode).toBe(200);
    }
    const first = await load(token, { pageSize: 2 });
    expect(first.total).toBe(5);
    expect(first.travellers.map((row) => row.lastName)).toEqual(['Ahmed', 'Begum']);
    const last = await load(token, { pageSize: 2, page: 3 });
    expect(last.travellers.map((row) => row.lastName)).toEqual(['Zaman']);
    const searched = await load(token, { search: 'PA200' });
    expect(searched.travellers.map((row) => row.lastName)).toEqual(['Miah']);
    const expiring = await load(token, { expiresFrom: '2031-06-30', expiresTo: '2031-06-30' });
    expect(expiring.total).toBe(5);
    expect((await load(token, { expiresTo: '2030-01-01' })).total).toBe(0);

    expect((await post(token, TravellerPaths.load, { pageSize: 101 })).statusCode).toBe(400);
    expect((await post(token, TravellerPaths.load, { page: 0 })).statusCode).toBe(400);
  });

  it('answers at most 10 for the booking form, within the birth dates asked for', async () => {
    const { token } = await freshAgency('Cricket Team');
    for (let index = 0; index < 12; index += 1) {
      const created = await create(
        token,
        person({ firstName: 'Player', dateOfBirth: `19${70 + index}-01-01` }),
      );
      expect(created.statusCode, created.body).toBe(200);
    }
    const child = await create(
      token,
      person({ title: 'Mstr', firstName: 'Rafi', dateOfBirth: '2018-05-05' }),
    );
    expect(child.statusCode).toBe(200);

    const many = await search(token, { term: 'hossain' });
    expect(many.json<TravellerList>().travellers).toHaveLength(10);
    const children = await search(token, { term: 'hossain', bornFrom: '2015-01-01', bornTo: '2022-12-31' });
    expect(children.json<TravellerList>().travellers.map((row) => row.firstName)).toEqual(['Rafi']);
  });

  it.each([['k'], ['x'.repeat(41)], ['  a  ']])('refuses the search term %j (400)', async (term) => {
    const response = await search(empty, { term });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toContain(TravellerMessage.searchTermInvalid);
  });
});

describe('who may call which', () => {
  it('follows AddTraveller, ViewTraveller, ManageTravellers and BookTicket', async () => {
    const agency = await buildAgency(t.db, { tenantId: 'bdfare', name: 'Desk Roles' });
    const owner = await buildUser(t.db, {
      tenantId: 'bdfare',
      agencyId: agency.id,
      email: `owner-${randomUUID().slice(0, 8)}@travellers.test`,
      password: 'Owner@1234',
    });
    const ownerToken = await login(t.app, owner.email, { password: 'Owner@1234' });
    const saved = (await create(ownerToken, person())).json<TravellerResponse>().traveller;
    const update = (token: string) => post(token, TravellerPaths.update, { ...person(), id: saved.id });
    const status = async (token: string) => ({
      load: (await post(token, TravellerPaths.load, {})).statusCode,
      view: (await get(token, TravellerPaths.view, { id: saved.id })).statusCode,
      search: (await search(token, { term: 'Karim' })).statusCode,
      getAll: (await get(token, TravellerPaths.getAll)).statusCode,
      update: (await update(token)).statusCode,
    });

    const viewer = await staffWith(agency.id, ['ViewTraveller']);
    expect(await status(viewer)).toEqual({ load: 200, view: 200, search: 200, getAll: 200, update: 403 });
    expect((await create(viewer, person({ firstName: 'Viewer' }))).statusCode).toBe(403);

    const adder = await staffWith(agency.id, ['AddTraveller']);
    expect(await status(adder)).toEqual({ load: 403, view: 403, search: 403, getAll: 403, update: 403 });
    expect((await create(adder, person({ firstName: 'Added' }))).statusCode).toBe(200);

    const manager = await staffWith(agency.id, ['ManageTravellers']);
    expect(await status(manager)).toEqual({ load: 200, view: 200, search: 403, getAll: 403, update: 200 });
    expect((await create(manager, person({ firstName: 'Managed' }))).statusCode).toBe(200);

    const booker = await staffWith(agency.id, ['BookTicket']);
    expect(await status(booker)).toEqual({ load: 403, view: 403, search: 200, getAll: 403, update: 403 });
    expect((await create(booker, person({ firstName: 'Booked' }))).statusCode).toBe(403);

    const operator = await login(t.app, 'ops@demo.test');
    expect(await status(operator)).toEqual({ load: 403, view: 403, search: 403, getAll: 403, update: 403 });
    expect((await create(operator, person({ firstName: 'Operated' }))).statusCode).toBe(403);

    // Only what the permitted calls made is saved.
    const names = (await load(ownerToken)).travellers.map((row) => row.firstName).sort();
    expect(names).toEqual(['Added', 'Karim', 'Managed']);
  });
});

describe('staff who may book but not view travellers', () => {
  let owner: string;
  let booker: string;
  let viewer: string;
  beforeAll(async () => {
    const agency = await freshAgency('Picker Travels');
    owner = agency.token;
    booker = await staffWith(agency.agencyId, ['Search', 'BookTicket', 'ViewBooking']);
    viewer = await staffWith(agency.agencyId, ['BookTicket', 'ViewTraveller']);
  });

  it('find saved travellers by name only, and see names and birth dates, never passport, email or phone', async () => {
    const saved = person({ email: 'karim@picker.test', phone: '+8801711222333' });
    expect((await create(owner, saved)).statusCode).toBe(200);

    const found = await search(booker, { term: 'karim' });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json<TravellerList>().travellers).toEqual([
      {
        id: expect.any(String),
        title: 'Mr',
        firstName: 'Karim',
        lastName: 'Hossain',
        dateOfBirth: '1985-04-12',
        gender: 'Male',
      },
    ]);
    for (const secret of ['EB1234567', 'karim@picker.test', '1711222333'])
      expect(found.body).not.toContain(secret);
    // Nor does a passport number find anyone: the answer would tell whose it is.
    expect((await search(booker, { term: 'EB1234567' })).json<TravellerList>().travellers).toEqual([]);

    // Who may view travellers sees the documents the form fills in.
    expect((await search(viewer, { term: 'EB1234567' })).json<TravellerList>().travellers).toEqual([
      expect.objectContaining({ passportNumber: 'EB1234567', email: 'karim@picker.test' }),
    ]);
  });

  it('book a picked traveller by id: the booking takes the passport from the saved traveller', async () => {
    const priced = await priceOne(t.app, booker, { fareType: 'OnHold' });
    const [typed] = travellersFor(priced, 'Picked');
    if (!typed) throw new Error('no traveller for the priced itinerary');
    const saved = (
      await create(
        owner,
        person({
          firstName: typed.firstName,
          lastName: typed.lastName,
          dateOfBirth: typed.dateOfBirth,
          passportNumber: 'EC7654321',
          passportExpiry: '2033-03-31',
        }),
      )
    ).json<TravellerResponse>().traveller;
    const picked = { ...typed, nationality: null, passportNumber: null, passportExpiry: null };

    // Another agency's traveller is not found, and nothing is booked.
    const elsewhere = await buildAgency(t.db, { tenantId: 'bdfare', name: 'Other Picked Travels' });
    const clerk = await buildUser(t.db, {
      tenantId: 'bdfare',
      agencyId: elsewhere.id,
      email: `clerk-${randomUUID().slice(0, 8)}@travellers.test`,
      password: 'Clerk@1234',
    });
    const stranger = await insertAgencyTraveller(
      t.db,
      { tenantId: 'bdfare', agencyId: elsewhere.id, createdBy: clerk.id },
      person({ passportNumber: 'EZ0000001' }) as Parameters<typeof insertAgencyTraveller>[2],
    );
    const refused = await sellAs(booker, priced, [{ ...picked, travellerId: stranger?.id }]);
    expect([refused.statusCode, errorOf(refused)]).toEqual([
      404,
      { code: ErrorCode.NotFound, message: TravellerMessage.notFound },
    ]);

    const booked = await book(t.app, booker, priced, { passengers: [{ ...picked, travellerId: saved.id }] });
    expect(booked.statusCode, booked.body).toBe(200);
    // The booker may not read passports (no ShowPassportVisa); the owner reads the one taken from the file.
    const { orderReference } = booked.json<OrderAnswer>().order;
    expect(booked.body).not.toContain('EC7654321');
    const forOwner = await getOrder(t.app, owner, orderReference);
    expect(forOwner.json<OrderAnswer>().order.passengers[0]).toMatchObject({
      firstName: typed.firstName,
      nationality: 'BD',
      passportNumber: 'EC7654321',
      passportExpiry: '2033-03-31',
    });
  });
});
