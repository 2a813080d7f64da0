import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, beforeAll } from 'vitest';
import {
  CustomerPaths,
  Functionality,
  HotelPaths,
  OrderPaths,
  PartialPaymentPaths,
  PaymentPaths,
  TravellerPaths,
  type BookingsPage,
  type DepositPage,
  type FunctionalityName,
  type HotelBookingPage,
  type OrderDuesPage,
  type PassbookPage,
  type SearchBarResult,
  type TravellerPage,
  type TravellerResponse,
} from '@portal/contracts';
import { users } from '../src/db/schema';
import { createOrderDue } from '../src/ledger/create-order-due';
import { holdOne, issue } from './support/booking';
import { createBranch, placeInBranch } from './support/branches';
import { createDeposit, depositAccounts, depositFields } from './support/deposits';
import { bookPlan, useHotelApp } from './support/hotel-booking';
import { staffWith } from './support/staff';

/**
 * Branch scoping: in one agency, the staff of branch A and of branch B each see only what their branch's users
 * made (another branch's record is 404, like another agency's), and the head office (the owner, no branch) sees all.
 */
const suite = useHotelApp();

const everything = Object.keys(Functionality) as FunctionalityName[];

interface Desk {
  token: string;
  flight: string;
  hotel: string;
  travellerId: string;
  depositId: string;
}

let headOffice: string;
let agencyId: string;
let a: Desk;
let b: Desk;
let branchA: string;
let branchB: string;

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const get = (token: string, url: string, query: Record<string, string> = {}) =>
  suite.app.inject({ method: 'GET', url, headers: auth(token), query });
const post = (token: string, url: string, payload: object) =>
  suite.app.inject({ method: 'POST', url, headers: auth(token), payload });

function ok<T>(response: { statusCode: number; body: string; json: <R>() => R }): T {
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

async function makeDesk(token: string, bankAccountId: string, surname: string): Promise<Desk> {
  const held = await holdOne(suite.app, token);
  const issued = await issue(suite.app, token, {
    orderReference: held.orderReference,
    acceptedPayable: held.totals.payable.amount,
  });
  expect(issued.statusCode, issued.body).toBe(200);
  const hotel = await bookPlan(suite, token, () => true);
  const traveller = ok<TravellerResponse>(
    await post(token, TravellerPaths.create, {
      title: 'Mr',
      firstName: 'Karim',
      lastName: surname,
      dateOfBirth: '1985-04-12',
      gender: 'Male',
      nationality: 'BD',
      passportNumber: `EB${randomUUID().slice(0, 7).toUpperCase()}`,
      passportExpiry: '2031-06-30',
      email: null,
      phone: null,
    }),
  );
  const deposit = await createDeposit(
    suite.app,
    token,
    'bank_transfer',
    depositFields('bank_transfer', bankAccountId),
  );
  return {
    token,
    flight: held.orderReference,
    hotel: hotel.reference,
    travellerId: traveller.traveller.id,
    depositId: deposit.depositId,
  };
}

const bookingsOf = async (token: string) =>
  ok<BookingsPage>(
    await post(token, CustomerPaths.getBookings, { tab: 'all', page: 1, pageSize: 100 }),
  ).bookings.map((row) => row.orderReference);
const hotelsOf = async (token: string) =>
  ok<HotelBookingPage>(await get(token, HotelPaths.bookings, { pageSize: '100' })).items.map(
    (row) => row.reference,
  );
const travellersOf = async (token: string) =>
  ok<TravellerPage>(await post(token, TravellerPaths.load, {})).travellers.map((row) => row.id);
const depositsOf = async (token: string) =>
  ok<DepositPage>(await get(token, PaymentPaths.deposit.load, { pageSize: '100' })).deposits.map(
    (row) => row.depositId,
  );
const passbookOf = async (token: string) =>
  ok<PassbookPage>(await get(token, PaymentPaths.passbook.load, { pageSize: '100' })).entries.map(
    (row) => row.reference,
  );

beforeAll(async () => {
  const owner = await suite.fundedAgency('Branch Scope Travels');
  headOffice = owner.token;
  agencyId = owner.agencyId;
  branchA = (await createBranch(suite.t.db, { agencyId, name: 'Chattogram' })).id;
  branchB = (await createBranch(suite.t.db, { agencyId, name: 'Sylhet' })).id;
  const tokenA = await staffWith(suite.app, suite.t.db, agencyId, everything, { branchId: branchA });
  const tokenB = await staffWith(suite.app, suite.t.db, agencyId, everything, { branchId: branchB });
  const accounts = await depositAccounts(suite.app, headOffice);
  const bankAccountId = accounts.bankAccounts[0]!.bankAccountId;
  a = await makeDesk(tokenA, bankAccountId, 'Chowdhury');
  b = await makeDesk(tokenB, bankAccountId, 'Siddiqui');
}, 240_000);

describe('branch scope', () => {
  it('my bookings: each branch its own orders, the head office all', async () => {
    expect(await bookingsOf(a.token)).toEqual([a.flight]);
    expect(await bookingsOf(b.token)).toEqual([b.flight]);
    expect((await bookingsOf(headOffice)).sort()).toEqual([a.flight, b.flight].sort());
  });

  it("the order view: another branch's order is 404, the head office opens both", async () => {
    const view = (token: string, orderReference: string) =>
      get(token, OrderPaths.airGetOrder, { orderReference });
    expect((await view(a.token, a.flight)).statusCode).toBe(200);
    expect((await view(a.token, b.flight)).statusCode).toBe(404);
    expect((await view(b.token, a.flight)).statusCode).toBe(404);
    expect((await view(headOffice, a.flight)).statusCode).toBe(200);
    expect((await view(headOffice, b.flight)).statusCode).toBe(200);
  });

  it("the header search names only the branch's records", async () => {
    const search = async (token: string, searchKey: string) =>
      ok<SearchBarResult>(await get(token, CustomerPaths.getSearchBar, { searchKey })).reference;
    expect(await search(a.token, a.flight)).toBe(a.flight);
    expect(await search(a.token, b.flight)).toBeNull();
    expect(await search(a.token, b.hotel)).toBeNull();
    expect(await search(headOffice, b.hotel)).toBe(b.hotel);
  });

  it('hotel bookings: list and view', async () => {
    expect(await hotelsOf(a.token)).toEqual([a.hotel]);
    expect(await hotelsOf(b.token)).toEqual([b.hotel]);
    expect((await hotelsOf(headOffice)).sort()).toEqual([a.hotel, b.hotel].sort());
    expect((await get(a.token, HotelPaths.booking, { reference: b.hotel })).statusCode).toBe(404);
    expect((await get(headOffice, HotelPaths.booking, { reference: b.hotel })).statusCode).toBe(200);
  });

  it('travellers: load, search, get all and view', async () => {
    expect(await travellersOf(a.token)).toEqual([a.travellerId]);
    expect(await travellersOf(b.token)).toEqual([b.travellerId]);
    expect((await travellersOf(headOffice)).sort()).toEqual([a.travellerId, b.travellerId].sort());
    const found = ok<{ travellers: { id: string }[] }>(
      await get(a.token, TravellerPaths.search, { term: 'Karim' }),
    );
    expect(found.travellers.map((row) => row.id)).toEqual([a.travellerId]);
    const all = ok<{ travellers: { id: string }[] }>(await get(b.token, TravellerPaths.getAll));
    expect(all.travellers.map((row) => row.id)).toEqual([b.travellerId]);
    expect((await get(a.token, TravellerPaths.view, { id: b.travellerId })).statusCode).toBe(404);
    expect((await get(headOffice, TravellerPaths.view, { id: b.travellerId })).statusCode).toBe(200);
  });

  it('deposits: list and view', async () => {
    expect(await depositsOf(a.token)).toEqual([a.depositId]);
    expect(await depositsOf(b.token)).toEqual([b.depositId]);
    expect((await depositsOf(headOffice)).sort()).toEqual([a.depositId, b.depositId].sort());
    const view = (token: string, depositId: string) => get(token, PaymentPaths.deposit.view, { depositId });
    expect((await view(a.token, b.depositId)).statusCode).toBe(404);
    expect((await view(headOffice, b.depositId)).statusCode).toBe(200);
  });

  it("passbook: a branch sees its records' lines; the balance stays the wallet's", async () => {
    const linesA = await passbookOf(a.token);
    expect(linesA.sort()).toEqual([a.flight, a.hotel].sort());
    expect((await passbookOf(b.token)).sort()).toEqual([b.flight, b.hotel].sort());
    const all = await passbookOf(headOffice);
    for (const reference of [a.flight, a.hotel, b.flight, b.hotel]) expect(all).toContain(reference);
    // The opening float is the head office's alone: an operator's posting naming no branch's record.
    expect(all.length).toBeGreaterThan(4);
  });

  it('order dues: list and view follow the maker of the due', async () => {
    const userOf = async (branchId: string) => {
      const [row] = await suite.t.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.agencyId, agencyId), eq(users.branchId, branchId)));
      if (!row) throw new Error('no user in the branch');
      return row.id;
    };
    const dueBy = (createdBy: string) =>
      suite.t.db.transaction(async (tx) => {
        const reference = `TST-${randomUUID().slice(0, 8).toUpperCase()}`;
        await createOrderDue({
          db: tx,
          tenantId: 'bdfare',
          agencyId,
          orderReference: reference,
          currency: 'BDT',
          totalAmount: 60_000_00,
          paidAmount: 18_000_00,
          dueAt: new Date(Date.now() + 5 * 24 * 3_600_000),
          createdBy,
          now: new Date(),
        });
        return reference;
      });
    const dueA = await dueBy(await userOf(branchA));
    const dueB = await dueBy(await userOf(branchB));
    const duesOf = async (token: string) =>
      ok<OrderDuesPage>(await get(token, PartialPaymentPaths.getOrders)).orders.map(
        (row) => row.orderReference,
      );
    expect(await duesOf(a.token)).toEqual([dueA]);
    expect(await duesOf(b.token)).toEqual([dueB]);
    expect((await duesOf(headOffice)).sort()).toEqual([dueA, dueB].sort());
    const view = (token: string, orderReference: string) =>
      get(token, PartialPaymentPaths.getOrderDues, { orderReference });
    expect((await view(a.token, dueB)).statusCode).toBe(404);
    expect((await view(a.token, dueA)).statusCode).toBe(200);
    expect((await view(headOffice, dueB)).statusCode).toBe(200);
    expect(await passbookOf(a.token)).toContain(dueA);
    expect(await passbookOf(a.token)).not.toContain(dueB);
  });

  it('moving a user to another branch counts from their next request', async () => {
    const [mover] = await suite.t.db
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.agencyId, agencyId), eq(users.branchId, branchA)));
    if (!mover) throw new Error('no user in branch A');
    await placeInBranch(suite.t.db, { email: mover.email, branchId: branchB });
    // The mover sees branch B at once, and takes their own bookings along (the scope follows the creator).
    expect((await bookingsOf(a.token)).sort()).toEqual([a.flight, b.flight].sort());
    expect((await bookingsOf(b.token)).sort()).toEqual([a.flight, b.flight].sort());
    await placeInBranch(suite.t.db, { email: mover.email, branchId: null });
    expect((await bookingsOf(a.token)).sort()).toEqual([a.flight, b.flight].sort());
    expect(await bookingsOf(b.token)).toEqual([b.flight]);
    await placeInBranch(suite.t.db, { email: mover.email, branchId: branchA });
    expect(await bookingsOf(a.token)).toEqual([a.flight]);
  });
});
