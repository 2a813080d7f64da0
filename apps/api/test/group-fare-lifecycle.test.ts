import { describe, expect, it } from 'vitest';
import {
  CustomerPaths,
  GroupFarePaths,
  OrderPaths,
  OrderPrintPaths,
  PartialPaymentPaths,
  type GroupFareOffer,
  type OrderAnswer,
  type GroupFareReservationsResponse,
  type GroupFareSearchResponse,
} from '@portal/contracts';
import { findTenantBlock } from '../src/group-fares/group-fare-sales.repository';
import { accept, afterSalesOptions, asked, askVoid, walletOf } from './support/after-sales';
import { authHeaders } from './support/flight';
import {
  get,
  nameList,
  ok,
  payDeposit,
  post,
  readReservation,
  refusal,
  reserve,
  saveNames,
  useGroupFareApp,
} from './support/group-fares';

const suite = useGroupFareApp();

describe('a special-fare reservation from seats to tickets', () => {
  it('reserve → deposit → names → balance → a Confirmed order with tickets in the agency’s bookings', async () => {
    const { app } = suite;
    const { token } = await suite.fundedAgency('Lifecycle Umrah Travels');
    const block = await suite.block({ seats: 10, perAgencyCap: 5 });

    const found = ok<GroupFareSearchResponse>(
      await post(app, token, GroupFarePaths.search, { kind: 'Umrah', seats: 3 }),
    );
    expect(found.offers.map((offer) => offer.blockId)).toContain(block.id);

    const before = await walletOf(app, token);
    const reserved = await reserve(app, token, { blockId: block.id, adults: 2, children: 1 });
    expect(reserved.status).toBe('Reserved');
    expect(reserved.reference).toMatch(/^GF-/);
    expect(reserved.passengers.seats).toBe(3);
    expect(reserved.money.total).toBe(2 * block.fareAdult + block.fareChild);
    expect(reserved.money.deposit).toBe(3 * block.depositPerSeat);
    expect(reserved.actions.payDeposit).toBe(true);
    expect(reserved.nextDeadline?.kind).toBe('Hold');
    expect(reserved.block.seatsLeft).toBe(7);
    expect(reserved.block.agencySeatsLeft).toBe(2);

    // A changed amount is refused and moves nothing.
    const wrong = await post(app, token, GroupFarePaths.payDeposit, {
      reference: reserved.reference,
      amount: reserved.money.deposit + 1,
    });
    expect(refusal(wrong)).toEqual([409, 'GROUP_FARE_AMOUNT_CHANGED']);

    const paid = await payDeposit(app, token, reserved);
    expect(paid.status).toBe('DepositPaid');
    expect(await walletOf(app, token)).toBe(before - reserved.money.deposit);
    expect(paid.money.outstanding).toBe(reserved.money.total - reserved.money.deposit);
    const dues = await get(app, token, PartialPaymentPaths.getOrderDues, {
      orderReference: reserved.reference,
    });
    expect(dues.statusCode, dues.body).toBe(200);
    expect(dues.body).toContain(String(reserved.money.total - reserved.money.deposit));

    // Names: the whole list, then the balance tickets at once.
    const named = ok(await saveNames(app, token, reserved.reference, nameList(reserved)));
    expect(named.status).toBe('Named');
    expect(named.names).toHaveLength(3);
    expect(named.actions.payBalance).toBe(true);

    const ticketed = ok(
      await post(app, token, GroupFarePaths.payBalance, {
        reference: reserved.reference,
        amount: named.money.outstanding,
      }),
    );
    expect(ticketed.status).toBe('Completed');
    expect(ticketed.money.outstanding).toBe(0);
    expect(ticketed.money.paid).toBe(reserved.money.total);
    expect(ticketed.orderReference).toBeTruthy();
    expect(await walletOf(app, token)).toBe(before - reserved.money.total);
    expect(ticketed.history.map((event) => event.action)).toEqual([
      'Reserve',
      'PayDeposit',
      'Name',
      'PayBalance',
      'Ticket',
    ]);

    // The order, as My Bookings and the order page read it.
    const order = ok<OrderAnswer>(
      await get(app, token, OrderPaths.airGetOrder, { orderReference: ticketed.orderReference! }),
    );
    expect(order.order.status).toBe('Confirmed');
    expect(order.order.passengers).toHaveLength(3);
    for (const pax of order.order.passengers) expect(pax.ticketNumber).toMatch(/\d{6,}/);
    const bookings = await app.inject({
      method: 'POST',
      url: CustomerPaths.getBookings,
      headers: authHeaders(token),
      payload: {},
    });
    expect(bookings.statusCode, bookings.body).toBe(200);
    expect(bookings.body).toContain(ticketed.orderReference!);

    // The e-ticket prints, the sandbox GDS holds the split PNR ticketed, and the block counts the seats sold.
    const printed = await get(app, token, OrderPrintPaths.getBookingPdf, {
      orderReference: ticketed.orderReference!,
      typeId: '1',
    });
    expect(printed.statusCode, printed.body.slice(0, 300)).toBe(200);
    expect(printed.headers['content-type']).toBe('application/pdf');
    const pnr = await app.flightBooking.retrievePnr(app.db, order.order.pnr!);
    expect(pnr?.status).toBe('Ticketed');
    expect(pnr?.passengers).toHaveLength(3);
    const stored = await findTenantBlock(app.db, 'bdfare', block.id);
    expect(stored).toMatchObject({ seatsSold: block.seatsSold + 3, seatsReserved: 0 });
    // The queue shows the reservation under Ticketed.
    const after = ok<GroupFareOffer>(await get(app, token, GroupFarePaths.block, { blockId: block.id }));
    expect(after).toMatchObject({ seatsLeft: 7, agencySeatsLeft: 2 });
    const queue = ok<GroupFareReservationsResponse>(
      await get(app, token, GroupFarePaths.reservations, { tab: 'ticketed' }),
    );
    expect(queue.items.map((item) => item.reference)).toEqual([reserved.reference]);
    expect(queue.counts.ticketed).toBe(1);
    const reread = await readReservation(app, token, reserved.reference);
    expect(reread.actions).toEqual({
      payDeposit: false,
      editNames: false,
      payBalance: false,
      ticket: false,
      release: false,
    });
  });

  it('the agency releases a paid reservation: the seats go back and the deposit is kept by the rule', async () => {
    const { app } = suite;
    const { token } = await suite.fundedAgency('Release Kept Travels');
    const block = await suite.block({ seats: 6, depositRule: 'Kept' });
    const before = await walletOf(app, token);
    const reserved = await reserve(app, token, { blockId: block.id, adults: 2 });
    await payDeposit(app, token, reserved);
    const released = ok(await post(app, token, GroupFarePaths.release, { reference: reserved.reference }));
    expect(released.status).toBe('Released');
    expect(released.releaseReason).toBe('Agency');
    expect(released.money).toMatchObject({ kept: reserved.money.deposit, refunded: 0, outstanding: 0 });
    expect(await walletOf(app, token)).toBe(before - reserved.money.deposit);
    expect(released.block.seatsLeft).toBe(6);
    const again = await post(app, token, GroupFarePaths.release, { reference: reserved.reference });
    expect(refusal(again)[0]).toBe(409);
  });

  it('a replayed Reserve answers the first reservation and takes no more seats', async () => {
    const { app } = suite;
    const { token } = await suite.fundedAgency('Replay Travels');
    const block = await suite.block({ seats: 6 });
    const key = 'gf-replay-0001-abcdef';
    const first = ok(
      await post(app, token, GroupFarePaths.reserve, { blockId: block.id, adults: 1 }, { key }),
    );
    const second = ok(
      await post(app, token, GroupFarePaths.reserve, { blockId: block.id, adults: 1 }, { key }),
    );
    expect(second.reference).toBe(first.reference);
    expect(
      ok<GroupFareOffer>(await get(app, token, GroupFarePaths.block, { blockId: block.id })),
    ).toMatchObject({ seatsLeft: 5 });
  });

  it('a deposit covering the whole price pays in full: no due, and the names ticket at once', async () => {
    const { app } = suite;
    const { token } = await suite.fundedAgency('Paid In Full Travels');
    const fares = { adult: 80_000_00, child: 60_000_00, infant: 8_000_00 };
    const block = await suite.block({ seats: 4, fares, depositPerSeat: fares.adult });
    const before = await walletOf(app, token);
    const reserved = await reserve(app, token, { blockId: block.id, adults: 1 });
    expect(reserved.money).toMatchObject({ total: fares.adult, deposit: fares.adult });
    const paid = await payDeposit(app, token, reserved);
    expect(paid.money).toMatchObject({ paid: fares.adult, outstanding: 0 });
    expect(await walletOf(app, token)).toBe(before - fares.adult);
    const dues = await get(app, token, PartialPaymentPaths.getOrderDues, {
      orderReference: reserved.reference,
    });
    expect(dues.statusCode).toBe(404);

    const ticketed = ok(await saveNames(app, token, reserved.reference, nameList(reserved)));
    expect(ticketed.status).toBe('Completed');
    expect(await walletOf(app, token)).toBe(before - fares.adult);

    // After-sales read the order as any other: its ticket is offered for void or refund.
    const options = await afterSalesOptions(app, token, ticketed.orderReference!);
    expect(options.tickets).toHaveLength(1);
    expect(options.tickets[0]!.status).toBe('Issued');
    expect(options.tickets[0]!.void.allowed || options.tickets[0]!.refund.allowed).toBe(true);
    if (options.tickets[0]!.void.allowed && options.tickets[0]!.void.mode === 'Automatic') {
      const request = await asked(askVoid(app, token, ticketed.orderReference!, [1]));
      const accepted = await accept(app, token, 'Void', request);
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(await walletOf(app, token)).toBe(before - fares.adult + request.quote!.total.amount);
    }
  });

  it('a fare asking no deposit puts the whole price on the dues at reservation', async () => {
    const { app } = suite;
    const { token } = await suite.fundedAgency('No Deposit Travels');
    const block = await suite.block({ seats: 4, depositPerSeat: 0 });
    const before = await walletOf(app, token);
    const reserved = await reserve(app, token, { blockId: block.id, adults: 2 });
    expect(reserved.status).toBe('DepositPaid');
    expect(reserved.money).toMatchObject({ deposit: 0, paid: 0, outstanding: reserved.money.total });
    expect(await walletOf(app, token)).toBe(before);
    expect(reserved.actions).toMatchObject({ payDeposit: false, editNames: true, payBalance: true });

    // The balance first: paid in full, but nothing to ticket until the names are in.
    const paid = ok(
      await post(app, token, GroupFarePaths.payBalance, {
        reference: reserved.reference,
        amount: reserved.money.total,
      }),
    );
    expect(paid).toMatchObject({
      status: 'DepositPaid',
      money: { outstanding: 0, paid: reserved.money.total },
    });
    const early = await post(app, token, GroupFarePaths.ticket, { reference: reserved.reference });
    expect(refusal(early)).toEqual([409, 'GROUP_FARE_WRONG_STATUS']);
    const named = ok(await saveNames(app, token, reserved.reference, nameList(reserved)));
    expect(named.status).toBe('Completed');
    expect(await walletOf(app, token)).toBe(before - reserved.money.total);
    const twice = await post(app, token, GroupFarePaths.ticket, { reference: reserved.reference });
    expect(refusal(twice)[0]).toBe(409);
  });
});
