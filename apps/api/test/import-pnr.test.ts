import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  ImportPnrErrorCode,
  ImportPnrMessage,
  ImportPnrPaths,
  OrderPaths,
  type ErrorBody,
  type ImportPnrFound,
  type ImportPnrOrderDetails,
  type OrderAnswer,
  type OrderHistory,
} from '@portal/contracts';
import { accountingCode } from '@portal/sandbox-supply';
import { SupplierError, type SupplierPnr } from '../src/adapters/flight-booking';
import type { OutsidePassenger } from '../src/adapters/sandbox-gds/outside-pnr';
import { findSeededPnrs } from '../src/adapters/sandbox-gds/seed-outside-pnrs';
import { getOrder, issue, post } from './support/booking';
import { authHeaders, dhakaDate } from './support/flight';
import { balanceOf, buildAgencyWithOwner } from './support/money';
import { hosts, login } from './support/requests';
import { staffWith } from './support/staff';
import { createTestApp, type TestApp } from './support/test-app';
import { expectLedgerBalanced } from './support/ledger-audit';

let t: TestApp;
let operator: string;
let agent: string;
let seeded: SupplierPnr[];

beforeAll(async () => {
  t = await createTestApp({ env: { API_RATE_LIMIT_PER_MINUTE: '100000000' } });
  operator = await login(t.app, 'ops@demo.test');
  agent = await login(t.app, 'agent@demo.test');
  seeded = await findSeededPnrs(t.db);
});
afterAll(async () => {
  await t.close();
});
afterEach(async () => {
  await expectLedgerBalanced(t.app, operator);
});

const retrieve = (token: string, pnr: string, source = 'SBX') =>
  post(t.app, token, ImportPnrPaths.airGetImportPnr, { source, pnr });
const details = (token: string, pnr: string) =>
  post(t.app, token, ImportPnrPaths.airGetImportPnrOrderDetails, { source: 'SBX', pnr });
const importPnr = (token: string, pnr: string, key: string = randomUUID()) =>
  post(t.app, token, ImportPnrPaths.airCreateImportPnrOrder, { source: 'SBX', pnr }, key);

const demoAgency = () => seeded[0]!.bookedFor;

/** A PNR made at the airline for an agency, on the first day ahead with a held fare on the route. */
async function outsidePnr(
  agency: { tenantId: string; agencyId: string },
  options: { passengers?: OutsidePassenger[]; timeLimit?: Date } = {},
): Promise<SupplierPnr> {
  for (let days = 20; days < 40; days++) {
    const made = await t.app.sandboxGds
      .createOutsidePnr(t.db, {
        ...agency,
        origin: 'DAC',
        destination: 'CGP',
        date: dhakaDate(days),
        passengers: options.passengers ?? [{ type: 'ADT', firstName: 'Selina', lastName: 'Akter' }],
        now: new Date(),
        timeLimit: options.timeLimit,
      })
      .catch((error: unknown) => {
        if (error instanceof SupplierError) return null;
        throw error;
      });
    if (made) return made;
  }
  throw new Error('no held fare from DAC to CGP in the coming weeks');
}

describe('importing a PNR made outside the portal', () => {
  it('retrieves a seeded PNR, shows its order, imports it on hold, and issues it from the wallet', async () => {
    const pnr = seeded[0]!;
    const found = await retrieve(agent, pnr.recordLocator.toLowerCase());
    expect(found.statusCode).toBe(200);
    expect(found.json<ImportPnrFound>()).toMatchObject({
      source: 'SBX',
      pnr: pnr.recordLocator,
      airlinePnr: pnr.airlineLocator,
      status: 'Held',
      importable: true,
      refusal: null,
      timeLimit: pnr.timeLimit.toISOString(),
      route: 'DAC-DXB',
      passengerCount: 1,
    });

    const shown = await details(agent, pnr.recordLocator);
    expect(shown.statusCode).toBe(200);
    const preview = shown.json<ImportPnrOrderDetails>();
    const brand = pnr.offer.brands[pnr.brandIndex]!;
    expect(preview.passengers.map((pax) => [pax.type, pax.firstName, pax.lastName])).toEqual([
      ['ADT', 'Karim', 'Hossain'],
    ]);
    expect(preview.journeys[0]).toMatchObject({ origin: 'DAC', destination: 'DXB' });
    expect(Object.keys(preview.legs)).toEqual(pnr.offer.journeys[0]!.legs.map((leg) => leg.key));
    expect(preview.totals.fareGross.amount).toBe(brand.totalGross);
    expect(preview.totals.fareAgent.amount).toBe(brand.totalAgent);
    expect(preview.totals.payable.amount).toBe(brand.totalAgent);
    expect(preview.fareBreakdown.reduce((sum, row) => sum + (row.totalAgent?.amount ?? 0), 0)).toBe(
      brand.totalAgent,
    );

    const before = await balanceOf(t.app, agent);
    const created = await importPnr(agent, pnr.recordLocator);
    expect(created.statusCode).toBe(200);
    const order = created.json<OrderAnswer>().order;
    expect(order).toMatchObject({
      status: 'OnHold',
      pnr: pnr.recordLocator,
      airlinePnr: pnr.airlineLocator,
      fareType: 'OnHold',
      timeLimit: pnr.timeLimit.toISOString(),
      actions: { issue: true, cancel: true, print: true },
    });
    expect(order.totals.payable).toEqual(preview.totals.payable);

    const fetched = await getOrder(t.app, agent, order.orderReference);
    expect(fetched.statusCode).toBe(200);
    expect(fetched.json<OrderAnswer>().order).toMatchObject({ status: 'OnHold', pnr: pnr.recordLocator });
    const history = await post(t.app, agent, OrderPaths.getOrderHistory, {
      orderReference: order.orderReference,
    });
    expect(history.json<OrderHistory>().events).toEqual([
      expect.objectContaining({
        action: 'Imported',
        status: 'OnHold',
        by: 'Rahim Uddin',
        note: `PNR ${pnr.recordLocator} imported from the queue of Sandbox GDS`,
      }),
    ]);
    // Importing moves no money.
    expect((await balanceOf(t.app, agent)).walletBalance).toBe(before.walletBalance);

    const issued = await issue(t.app, agent, {
      orderReference: order.orderReference,
      acceptedPayable: order.totals.payable.amount,
    });
    expect(issued.statusCode).toBe(200);
    const ticketed = issued.json<OrderAnswer>().order;
    expect(ticketed.status).toBe('Confirmed');
    const prefix = accountingCode(ticketed.validatingAirline);
    expect(ticketed.passengers[0]?.ticketNumber).toMatch(new RegExp(`^${prefix}-\\d{10}$`));
    expect((await balanceOf(t.app, agent)).walletBalance).toBe(
      before.walletBalance - order.totals.payable.amount,
    );
    expect((await getOrder(t.app, agent, order.orderReference)).json<OrderAnswer>().order.status).toBe(
      'Confirmed',
    );
  });

  it('refuses a second import of the same PNR with 409 naming the order, and replays a repeated key', async () => {
    const pnr = seeded[1]!;
    const key = randomUUID();
    const first = await importPnr(agent, pnr.recordLocator, key);
    expect(first.statusCode).toBe(200);
    const reference = first.json<OrderAnswer>().order.orderReference;
    expect(first.json<OrderAnswer>().order.passengers.map((pax) => pax.type)).toEqual(['ADT', 'ADT', 'INF']);

    const replay = await importPnr(agent, pnr.recordLocator, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.json<OrderAnswer>().order.orderReference).toBe(reference);

    for (const again of [
      await importPnr(agent, pnr.recordLocator),
      await retrieve(agent, pnr.recordLocator),
      await details(agent, pnr.recordLocator),
    ]) {
      expect(again.statusCode).toBe(409);
      expect(again.json<ErrorBody>().error).toEqual({
        code: ImportPnrErrorCode.AlreadyImported,
        message: ImportPnrMessage.alreadyImported(reference),
      });
    }
  });

  it('gives one order to two imports of one PNR racing, and refuses the other', async () => {
    const pnr = await outsidePnr(demoAgency());
    const answers = await Promise.all([
      importPnr(agent, pnr.recordLocator),
      importPnr(agent, pnr.recordLocator),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });

  it('answers 404 alike for an unknown PNR and one of another agency or tenant', async () => {
    const other = await buildAgencyWithOwner(t.db, t.app, 'Queue Share Other Travels');
    const skyway = await login(t.app, 'agent@skyway.test', { host: hosts.skyway });
    const pnr = seeded[2]!;
    const answers = [
      await retrieve(agent, 'ZZZZZ9'),
      await retrieve(other.token, pnr.recordLocator),
      await details(other.token, pnr.recordLocator),
      await importPnr(other.token, pnr.recordLocator),
      await t.app.inject({
        method: 'POST',
        url: ImportPnrPaths.airGetImportPnr,
        headers: authHeaders(skyway, hosts.skyway),
        payload: { source: 'SBX', pnr: pnr.recordLocator },
      }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json<ErrorBody>().error).toEqual({
        code: ImportPnrErrorCode.NotFound,
        message: ImportPnrMessage.notFound,
      });
    }
    // The PNR is still there for its own agency.
    expect((await retrieve(agent, pnr.recordLocator)).statusCode).toBe(200);
  });

  it('shows a ticketed, cancelled or lapsing PNR with its state but refuses to import it (422)', async () => {
    const ticketed = await outsidePnr(demoAgency());
    const answer = await t.app.flightBooking.ticketPnr(t.db, {
      recordLocator: ticketed.recordLocator,
      passengers: ticketed.passengers,
      now: new Date(),
    });
    expect(answer.status).toBe('Ticketed');
    const cancelled = await outsidePnr(demoAgency());
    await t.app.flightBooking.cancelPnr(t.db, { recordLocator: cancelled.recordLocator, now: new Date() });
    // Within the minute before its time limit the portal would expire the order at once.
    const lapsing = await outsidePnr(demoAgency(), { timeLimit: new Date(Date.now() + 30_000) });

    for (const [pnr, status, message] of [
      [ticketed, 'Ticketed', ImportPnrMessage.ticketed],
      [cancelled, 'Cancelled', ImportPnrMessage.cancelled],
      [lapsing, 'Expired', ImportPnrMessage.expired],
    ] as const) {
      const shown = await details(agent, pnr.recordLocator);
      expect(shown.statusCode).toBe(200);
      expect(shown.json<ImportPnrOrderDetails>()).toMatchObject({
        status,
        importable: false,
        refusal: message,
      });
      const refused = await importPnr(agent, pnr.recordLocator);
      expect(refused.statusCode).toBe(422);
      expect(refused.json<ErrorBody>().error).toEqual({ code: ImportPnrErrorCode.NotImportable, message });
    }
    const tickets = (await details(agent, ticketed.recordLocator)).json<ImportPnrOrderDetails>().passengers;
    expect(tickets[0]?.ticketNumber).toMatch(/^\d{3}-\d{10}$/);
  });

  it('refuses a malformed PNR or source with 400, and an import without Idempotency-Key', async () => {
    for (const body of [
      { source: 'SBX', pnr: 'AB12' },
      { source: 'SBX', pnr: 'AB-123' },
      { source: 'SBX', pnr: 'ABCDEFG' },
      { source: 'XXX', pnr: 'ABC123' },
      { pnr: 'ABC123' },
      { source: 'SBX', pnr: 'ABC123', extra: true },
    ]) {
      const answer = await post(t.app, agent, ImportPnrPaths.airGetImportPnr, body);
      expect(answer.statusCode).toBe(400);
    }
    const badPnr = await post(t.app, agent, ImportPnrPaths.airGetImportPnrOrderDetails, {
      source: 'SBX',
      pnr: 'AB12',
    });
    expect(badPnr.json<ErrorBody>().error.message).toContain(ImportPnrMessage.pnrInvalid);
    const keyless = await post(t.app, agent, ImportPnrPaths.airCreateImportPnrOrder, {
      source: 'SBX',
      pnr: seeded[2]!.recordLocator,
    });
    expect(keyless.statusCode).toBe(400);
    expect((await retrieve(agent, seeded[2]!.recordLocator)).statusCode).toBe(200);
  });

  it('needs the ImportPnr permission (403 for staff without it)', async () => {
    const staff = await login(t.app, 'staff@demo.test');
    const pnr = seeded[2]!.recordLocator;
    for (const answer of [
      await retrieve(staff, pnr),
      await details(staff, pnr),
      await importPnr(staff, pnr),
    ]) {
      expect(answer.statusCode).toBe(403);
    }
    expect((await retrieve(agent, pnr)).statusCode).toBe(200);
  });

  it('shows staff without ShowPassportVisa the travellers without their documents; the owner sees them', async () => {
    const pnr = await outsidePnr(demoAgency());
    const importer = await staffWith(t.app, t.db, pnr.bookedFor.agencyId, ['ImportPnr']);
    const forStaff = await details(importer, pnr.recordLocator);
    expect(forStaff.statusCode).toBe(200);
    const staffPassengers = forStaff.json<ImportPnrOrderDetails>().passengers;
    expect(staffPassengers.length).toBeGreaterThan(0);
    for (const pax of staffPassengers) {
      expect(pax).toMatchObject({ nationality: null, passportNumber: null, passportExpiry: null });
      expect(pax.firstName).not.toBe('');
    }
    const forOwner = (await details(agent, pnr.recordLocator)).json<ImportPnrOrderDetails>();
    expect(forOwner.passengers.map((pax) => pax.nationality)).toContain('BD');
  });
});
