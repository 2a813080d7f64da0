import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  CustomerPaths,
  HolidayOperatorPaths,
  HolidayPaths,
  OrderPaths,
  PartialPaymentPaths,
  type HolidayQueuePage,
  type HolidayRequest,
  type OrderDuesResponse,
  type OrderNotificationsResponse,
  type SearchBarResult,
} from '@portal/contracts';
import { expireLapsedQuotes } from '../src/requests/expire-lapsed-quotes';
import { mailsTo, passbookLines, walletOf } from './support/after-sales';
import { authHeaders, dhakaDate } from './support/flight';
import {
  accept,
  agencyQueue,
  enquire,
  getRequest,
  linesFor,
  ok,
  post,
  quote,
  quotedEnquiry,
  readRequest,
  refusal,
  seatsLeft,
  sendEnquiry,
  useHolidayApp,
} from './support/holiday-requests';
import { adjust } from './support/money';
import { hosts, login } from './support/requests';
import { staffWith } from './support/staff';

const suite = useHolidayApp();
const hour = 3_600_000;

/** The last second of a Dhaka calendar day, as a due's instant. */
const endOfDhakaDay = (day: string) => new Date(new Date(`${day}T23:59:59+06:00`).getTime()).toISOString();

async function duesOf(token: string, orderReference: string) {
  const response = await suite.app.inject({
    method: 'GET',
    url: PartialPaymentPaths.getOrderDues,
    query: { orderReference },
    headers: authHeaders(token),
  });
  return response;
}

describe('an enquiry from New to Confirmed', () => {
  it('is sent New, quoted per traveller type, accepted with the deposit from the wallet and the balance as a due', async () => {
    const { token } = await suite.fundedAgency('Lifecycle Holidays');
    const pkg = await suite.holidayPackage({ depositPercent: 30, balanceDaysBeforeDeparture: 30 });
    const sent = await enquire(suite.app, token, pkg, {
      adults: 2,
      childAges: [7],
      infants: 1,
      rooms: 1,
      notes: 'Connecting rooms if possible',
    });
    expect(sent).toMatchObject({
      status: 'Requested',
      tab: 'new',
      travellers: { adults: 2, children: 1, childAges: [7], infants: 1, rooms: 1 },
      notes: 'Connecting rooms if possible',
      quote: null,
      booking: null,
      can: { accept: false, decline: false, cancel: true, message: true, quote: false, reject: false },
    });
    expect(sent.reference).toMatch(/^HL-\d{2}\d+$/);
    expect(sent.package).toMatchObject({ packageId: pkg.packageId, cityCodes: ['DXB'], cityName: 'Dubai' });
    expect(sent.package.imageId).not.toBeNull();
    expect(sent.history.map((event) => [event.action, event.status])).toEqual([['Request', 'Requested']]);

    const operatorView = ok(
      await suite.app.inject({
        method: 'GET',
        url: HolidayOperatorPaths.request,
        query: { reference: sent.reference },
        headers: authHeaders(suite.operator),
      }),
    );
    expect(operatorView.can).toMatchObject({ quote: true, reject: true, message: true, accept: false });

    const lines = [
      ...linesFor({ adults: 2, children: 1, infants: 1 }),
      { kind: 'Extra' as const, label: 'UAE visa', quantity: 4, unitAmount: 9_500_00 },
      { kind: 'Discount' as const, label: 'Early bird', quantity: 1, unitAmount: 5_000_50 },
    ];
    const quoted = ok(await quote(suite.app, suite.operator, sent.reference, { lines, validHours: 24 }));
    const total = 2 * 85_000_00 + 60_000_00 + 15_000_00 + 4 * 9_500_00 - 5_000_50;
    expect(quoted.status).toBe('Quoted');
    expect(quoted.quote).toMatchObject({ state: 'Current', total: { amount: total, currency: 'BDT' } });
    expect(quoted.quote!.lines.at(-1)!.amount.amount).toBe(-5_000_50);

    const agencyView = await readRequest(suite.app, token, sent.reference);
    // 30 % of 277,999.50 is 83,399.85, rounded up to a whole taka.
    const deposit = 83_400_00;
    expect(agencyView.quote).toMatchObject({
      by: 'Support team',
      depositPercent: 30,
      deposit: { amount: deposit },
      balance: { amount: total - deposit },
      balanceDueAt: endOfDhakaDay(dhakaDate(30, suite.clock.now())),
    });
    expect(agencyView.can).toMatchObject({ accept: true, decline: true, cancel: true });

    const walletBefore = await walletOf(suite.app, token);
    const key = randomUUID();
    const confirmed = ok(await accept(suite.app, token, agencyView, key));
    expect(confirmed).toMatchObject({ status: 'Completed', tab: 'confirmed' });
    expect(confirmed.quote!.state).toBe('Accepted');
    expect(confirmed.booking).toMatchObject({
      total: { amount: total },
      depositPaid: { amount: deposit },
      balance: { amount: total - deposit },
      due: {
        orderReference: sent.reference,
        outstandingAmount: total - deposit,
        dueAt: endOfDhakaDay(dhakaDate(30, suite.clock.now())),
        status: 'open',
      },
    });
    expect(confirmed.can).toMatchObject({ accept: false, decline: false, cancel: false, message: true });
    expect(await walletOf(suite.app, token)).toBe(walletBefore - deposit);
    // Adults and the child take seats; the infant sits on a lap.
    expect(confirmed.departure.seatsLeft).toBe(20 - 3);

    const lines2 = await passbookLines(suite.app, token, sent.reference);
    expect(lines2).toHaveLength(1);
    expect(lines2[0]).toMatchObject({ kind: 'holiday', reference: sent.reference, debit: deposit });
    expect(lines2[0]!.description).toContain(pkg.title);

    const dues = ok<OrderDuesResponse>(await duesOf(token, sent.reference));
    expect(dues.dues[0]).toMatchObject({
      orderReference: sent.reference,
      totalAmount: total,
      paidAmount: deposit,
      outstandingAmount: total - deposit,
      status: 'open',
      pnr: null,
    });
    expect(dues.dues[0]!.route).toContain('Dubai');
    expect(dues.dues[0]!.passengers).toEqual(['2 adults', '1 child (7)', '1 infant']);

    // The same key answers the same again and moves nothing; another key is refused (already confirmed).
    const replay = await accept(suite.app, token, agencyView, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.json<HolidayRequest>().booking).toEqual(confirmed.booking);
    expect(refusal(await accept(suite.app, token, agencyView))).toEqual([409, 'REQUEST_WRONG_STATUS']);
    expect(await walletOf(suite.app, token)).toBe(walletBefore - deposit);
    expect(await passbookLines(suite.app, token, sent.reference)).toHaveLength(1);
    expect(await seatsLeft(suite.app, token, sent.reference)).toBe(17);

    const history = (await readRequest(suite.app, token, sent.reference)).history;
    expect(history.map((event) => [event.action, event.status, event.side])).toEqual([
      ['Request', 'Requested', 'Agency'],
      ['Quote', 'Quoted', 'Operator'],
      ['Accept', 'Completed', 'Agency'],
    ]);
    expect(history[1]!.by).toBe('Support team');
  });
});
