import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SupplierError, type SupplierPassenger } from '../src/adapters/flight-booking';
import type { SandboxGds } from '../src/adapters/sandbox-gds/sandbox-gds';
import { soldSeats } from '../src/adapters/sandbox-gds/sandbox-gds.repository';
import { buildAgency } from '../src/db/seed/builders';
import { classOf, directFlightWithSeats, legOf, oneWay } from './support/sandbox-gds';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let gds: SandboxGds;
let agencyId: string;
beforeAll(async () => {
  t = await createTestApp();
  gds = t.app.sandboxGds;
  agencyId = (await buildAgency(t.db, { tenantId: 'bdfare', name: 'Group Desk' })).id;
});
afterAll(async () => {
  await t.close();
});

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof SupplierError ? error.code : String(error)),
  );

const pilgrims = (count: number): SupplierPassenger[] =>
  Array.from({ length: count }, (_, index) => ({
    index: index + 1,
    type: 'ADT',
    title: 'Mr',
    firstName: 'Abdul',
    lastName: `Karim${'abcdefghi'[index]}`,
    dateOfBirth: '1980-01-01',
    gender: 'Male',
    nationality: 'BD',
    passportNumber: `A0${1000000 + index}`,
    passportExpiry: '2031-01-01',
    travellingWith: null,
  }));

async function blockOn(seats: number) {
  const { date, offer, seats: free } = await directFlightWithSeats(t.app, { min: seats + 2, max: 400 });
  const query = oneWay(date);
  const now = t.app.now();
  const { recordLocator } = await t.db.transaction((tx) =>
    gds.createGroupBlock(tx, {
      query,
      source: offer.source,
      offerId: offer.offerId,
      brandCode: offer.brands[0]!.brandCode,
      offer,
      brandIndex: 0,
      seats,
      timeLimit: new Date(now.getTime() + 7 * 86_400_000),
      clientReference: `BLOCK-${seats}-${date}`,
      tenantId: 'bdfare',
      now,
    }),
  );
  return { recordLocator, offer, free, leg: legOf(offer).key, rbd: classOf(offer) };
}

describe('group bookings at the sandbox airline', () => {
  it('take their seats from the flight at once, name some into a PNR of their own, and give the rest back', async () => {
    const block = await blockOn(5);
    const soldAfterBlock = await soldSeats(t.db, block.leg, block.rbd);
    expect(soldAfterBlock).toBeGreaterThanOrEqual(5);

    const split = await t.db.transaction((tx) =>
      gds.splitGroupBlock(tx, {
        recordLocator: block.recordLocator,
        passengers: pilgrims(3),
        contact: { email: 'desk@group.test', phone: '+8801711000000' },
        clientReference: 'ORDER-GROUP-1',
        agencyId,
        now: t.app.now(),
      }),
    );
    // Naming moves seats from the block to the PNR: the flight's count does not change.
    expect(await soldSeats(t.db, block.leg, block.rbd)).toBe(soldAfterBlock);
    const pnr = await gds.retrievePnr(t.db, split.recordLocator);
    expect(pnr?.status).toBe('Held');
    expect(pnr?.passengers).toHaveLength(3);
    const ticketed = await t.db.transaction((tx) =>
      gds.ticketPnr(tx, { recordLocator: split.recordLocator, passengers: pilgrims(3), now: t.app.now() }),
    );
    expect(ticketed.status).toBe('Ticketed');

    // Three of five are named: asking to name three more is refused, and nothing moves.
    expect(
      await refusal(
        t.db.transaction((tx) =>
          gds.splitGroupBlock(tx, {
            recordLocator: block.recordLocator,
            passengers: pilgrims(3),
            contact: { email: 'desk@group.test', phone: '+8801711000000' },
            clientReference: 'ORDER-GROUP-2',
            agencyId,
            now: t.app.now(),
          }),
        ),
      ),
    ).toBe('SoldOut');
    const found = await gds.retrieveGroupBlock(t.db, block.recordLocator);
    expect(found).toMatchObject({ status: 'Held', seats: 5, seatsSplit: 3 });

    // Smaller by one, then released: the unnamed seats go back to the flight, the ticketed ones stay sold.
    await t.db.transaction((tx) =>
      gds.resizeGroupBlock(tx, { recordLocator: block.recordLocator, delta: -1, now: t.app.now() }),
    );
    expect(await soldSeats(t.db, block.leg, block.rbd)).toBe(soldAfterBlock - 1);
    expect(
      await refusal(
        t.db.transaction((tx) =>
          gds.resizeGroupBlock(tx, { recordLocator: block.recordLocator, delta: -2, now: t.app.now() }),
        ),
      ),
    ).toBe('SoldOut');
    await t.db.transaction((tx) =>
      gds.releaseGroupBlock(tx, { recordLocator: block.recordLocator, now: t.app.now() }),
    );
    await t.db.transaction((tx) =>
      gds.releaseGroupBlock(tx, { recordLocator: block.recordLocator, now: t.app.now() }),
    );
    expect(await soldSeats(t.db, block.leg, block.rbd)).toBe(soldAfterBlock - 2);
    expect((await gds.retrieveGroupBlock(t.db, block.recordLocator))?.status).toBe('Released');
  });

  it('refuses a block larger than the class has left, taking nothing', async () => {
    const { date, offer } = await directFlightWithSeats(t.app, { min: 1, max: 9 });
    const leg = legOf(offer).key;
    const rbd = classOf(offer);
    const sold = await soldSeats(t.db, leg, rbd);
    const now = t.app.now();
    const answer = await refusal(
      t.db.transaction((tx) =>
        gds.createGroupBlock(tx, {
          query: oneWay(date),
          source: offer.source,
          offerId: offer.offerId,
          brandCode: offer.brands[0]!.brandCode,
          offer,
          brandIndex: 0,
          seats: 10,
          timeLimit: new Date(now.getTime() + 86_400_000),
          clientReference: 'TOO-BIG',
          tenantId: 'bdfare',
          now,
        }),
      ),
    );
    expect(answer).toBe('SoldOut');
    expect(await soldSeats(t.db, leg, rbd)).toBe(sold);
  });
});
