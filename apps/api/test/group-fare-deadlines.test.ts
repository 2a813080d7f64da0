import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GroupFarePaths, PartialPaymentPaths, type OrderDuesResponse } from '@portal/contracts';
import { createMessaging } from '../src/adapters/registry';
import { users } from '../src/db/schema';
import { findTenantBlock } from '../src/group-fares/group-fare-sales.repository';
import { sweepGroupFares } from '../src/group-fares/sweep-group-fares';
import { mailsTo, walletOf } from './support/after-sales';
import {
  get,
  post,
  nameList,
  ok,
  payDeposit,
  readReservation,
  reserve,
  saveNames,
  useGroupFareApp,
} from './support/group-fares';

const suite = useGroupFareApp();
const hourMs = 3_600_000;
const dayMs = 24 * hourMs;

function sweep() {
  const { app } = suite;
  return sweepGroupFares({
    db: app.db,
    messaging: createMessaging({ env: app.env, db: app.db }),
    supplier: app.flightBooking,
    supply: app.supply,
    log: app.log,
    now: app.now(),
  });
}

async function ownerEmail(agencyId: string): Promise<string> {
  const [owner] = await suite.t.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.agencyId, agencyId));
  if (!owner) throw new Error('no owner');
  return owner.email;
}

async function seatsReserved(blockId: string) {
  return (await findTenantBlock(suite.t.db, 'bdfare', blockId))?.seatsReserved;
}

async function dueOf(token: string, reference: string) {
  return ok<OrderDuesResponse>(
    await get(suite.app, token, PartialPaymentPaths.getOrderDues, { orderReference: reference }),
  );
}

describe('the scheduler’s special-fare sweep', () => {
  it('tickets a named reservation whose balance was settled on the part-payment page', async () => {
    const { app } = suite;
    const { token } = await suite.fundedAgency('Settled Elsewhere Travels');
    const block = await suite.block({ seats: 6 });
    const reserved = await reserve(app, token, { blockId: block.id, adults: 2 });
    await payDeposit(app, token, reserved);
    const named = ok(await saveNames(app, token, reserved.reference, nameList(reserved)));
    expect(named.status).toBe('Named');
    const outstanding = reserved.money.total - reserved.money.deposit;
    const settled = await post(app, token, PartialPaymentPaths.settleNow, {
      orderReference: reserved.reference,
      amount: outstanding,
    });
    expect(settled.statusCode, settled.body).toBe(200);
    expect((await readReservation(app, token, reserved.reference)).status).toBe('Named');

    const swept = await sweep();
    expect(swept.ticketed).toContain(reserved.reference);
    const ticketed = await readReservation(app, token, reserved.reference);
    expect(ticketed.status).toBe('Completed');
    expect(ticketed.orderReference).toBeTruthy();
    expect((await sweep()).ticketed).not.toContain(reserved.reference);
  });

  it('releases a reservation whose deposit was not paid before its hold ended', async () => {
    const { app, clock } = suite;
    const { token } = await suite.fundedAgency('Hold Expiry Travels');
    const block = await suite.block({ seats: 6, holdMinutes: 30 });
    const before = await walletOf(app, token);
    const reserved = await reserve(app, token, { blockId: block.id, adults: 3 });
    expect(await seatsReserved(block.id)).toBe(3);

    clock.forward(20 * 60_000);
    expect((await sweep()).released).not.toContain(reserved.reference);
    clock.forward(11 * 60_000);
    expect((await sweep()).released).toContain(reserved.reference);

    const released = await readReservation(app, token, reserved.reference);
    expect(released).toMatchObject({ status: 'Released', releaseReason: 'HoldExpired', nextDeadline: null });
    expect(await seatsReserved(block.id)).toBe(0);
    expect(await walletOf(app, token)).toBe(before);
    // Too late to pay now.
    const late = await app.inject({
      method: 'POST',
      url: GroupFarePaths.payDeposit,
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': 'late-deposit-0001-abc' },
      payload: { reference: reserved.reference, amount: reserved.money.deposit },
    });
    expect(late.statusCode).toBe(409);
    // A second sweep finds nothing more to do.
    const again = await sweep();
    expect(again.released).not.toContain(reserved.reference);
    expect(await seatsReserved(block.id)).toBe(0);
  });

  it('at the name deadline an unnamed reservation is released and the deposit kept (rule Kept)', async () => {
    const { app, clock } = suite;
    const { token } = await suite.fundedAgency('Names Kept Travels');
    const block = await suite.block({ seats: 6, depositRule: 'Kept' });
    const before = await walletOf(app, token);
    const reserved = await payDeposit(
      app,
      token,
      await reserve(app, token, { blockId: block.id, adults: 2 }),
    );
    expect(await walletOf(app, token)).toBe(before - reserved.money.deposit);

    clock.set(new Date(block.nameDeadline.getTime() + 60_000));
    expect((await sweep()).released).toContain(reserved.reference);
    const released = await readReservation(app, token, reserved.reference);
    expect(released).toMatchObject({ status: 'Released', releaseReason: 'NameDeadline' });
    expect(released.money).toMatchObject({ kept: reserved.money.deposit, refunded: 0, outstanding: 0 });
    expect(await walletOf(app, token)).toBe(before - reserved.money.deposit);
    const due = await dueOf(token, reserved.reference);
    expect(due.dues.map((one) => [one.status, one.outstandingAmount])).toEqual([['settled', 0]]);
    expect(await seatsReserved(block.id)).toBe(0);
    expect((await sweep()).released).toEqual([]);
  });

  it('at the name deadline under rule Refunded the deposit goes back to the wallet', async () => {
    const { app, clock } = suite;
    const { token } = await suite.fundedAgency('Names Refunded Travels');
    const block = await suite.block({ seats: 6, depositRule: 'Refunded' });
    const before = await walletOf(app, token);
    const reserved = await payDeposit(
      app,
      token,
      await reserve(app, token, { blockId: block.id, adults: 2 }),
    );
    clock.set(new Date(block.nameDeadline.getTime() + 60_000));
    await sweep();
    const released = await readReservation(app, token, reserved.reference);
    expect(released.money).toMatchObject({ kept: 0, refunded: reserved.money.deposit, outstanding: 0 });
    expect(await walletOf(app, token)).toBe(before);
    expect((await dueOf(token, reserved.reference)).dues[0]?.outstandingAmount).toBe(0);
  });

  it('at the balance deadline an unpaid balance is released; its passports are free again', async () => {
    const { app, clock } = suite;
    const { token } = await suite.fundedAgency('Balance Deadline Travels');
    const block = await suite.block({ seats: 6 });
    const reserved = await payDeposit(
      app,
      token,
      await reserve(app, token, { blockId: block.id, adults: 2 }),
    );
    const names = nameList(reserved);
    ok(await saveNames(app, token, reserved.reference, names));

    clock.set(new Date(block.nameDeadline.getTime() + hourMs));
    expect((await sweep()).released).not.toContain(reserved.reference);
    clock.set(new Date(block.balanceDeadline.getTime() + 60_000));
    expect((await sweep()).released).toContain(reserved.reference);
    expect(await readReservation(app, token, reserved.reference)).toMatchObject({
      status: 'Released',
      releaseReason: 'BalanceDeadline',
    });
    expect(await seatsReserved(block.id)).toBe(0);
  });

  it('warns the agency once before the name deadline, however often the sweep runs', async () => {
    const { app, clock } = suite;
    const { token, agencyId } = await suite.fundedAgency('Warned Travels');
    const start = clock.now();
    const block = await suite.block({
      seats: 6,
      deadlines: {
        names: new Date(start.getTime() + 2 * dayMs),
        balance: new Date(start.getTime() + 10 * dayMs),
        ticketing: new Date(start.getTime() + 12 * dayMs),
      },
    });
    const reserved = await payDeposit(
      app,
      token,
      await reserve(app, token, { blockId: block.id, adults: 1 }),
    );
    const email = await ownerEmail(agencyId);
    const warningsTo = async () =>
      (await mailsTo(app, email)).filter((mail) => mail.subject.includes(reserved.reference));

    await sweep();
    expect(await warningsTo()).toHaveLength(0);
    clock.forward(25 * hourMs);
    expect((await sweep()).warned).toContain(reserved.reference);
    await sweep();
    const mails = await warningsTo();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('names must be entered');
    expect((await readReservation(app, token, reserved.reference)).status).toBe('DepositPaid');
  });
});
