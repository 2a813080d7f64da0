import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  CustomerPaths,
  HolidayOperatorPaths,
  HolidayPaths,
  OrderNotificationWindow,
  OrderPaths,
  type HolidayQueuePage,
  type AfterSalesRequest,
  type OrderNotificationsResponse,
  type SearchBarResult,
} from '@portal/contracts';
import { askVoid, mailsTo, ticketedOrder } from './support/after-sales';
import { authHeaders } from './support/flight';
import {
  accept,
  agencyQueue,
  enquire,
  getRequest,
  ok,
  post,
  quote,
  quotedEnquiry,
  readRequest,
  refusal,
  sendEnquiry,
  useHolidayApp,
} from './support/holiday-requests';
import { hosts, login } from './support/requests';
import { staffWith } from './support/staff';

const suite = useHolidayApp();
const tripzen = 'tripzen.localhost';

function operatorGet(token: string, url: string, query: Record<string, string>, host?: string) {
  return suite.app.inject({ method: 'GET', url, query, headers: authHeaders(token, host) });
}

describe('whose requests', () => {
  it('another agency’s request answers 404 to every call and is never listed', async () => {
    const owner = await suite.fundedAgency('Owner Holidays');
    const stranger = await suite.fundedAgency('Stranger Holidays');
    const pkg = await suite.holidayPackage();
    const quoted = await quotedEnquiry(suite, owner.token, pkg);
    const { reference } = quoted;
    const quoteId = quoted.quote!.quoteId;

    expect(refusal(await getRequest(suite.app, stranger.token, reference))).toEqual([
      404,
      'REQUEST_NOT_FOUND',
    ]);
    expect(refusal(await accept(suite.app, stranger.token, quoted))).toEqual([404, 'REQUEST_NOT_FOUND']);
    for (const [url, body] of [
      [HolidayPaths.decline, { reference, quoteId }],
      [HolidayPaths.cancel, { reference }],
      [HolidayPaths.message, { reference, message: 'Hello?' }],
    ] as const) {
      expect(refusal(await post(suite.app, stranger.token, url, body)), url).toEqual([
        404,
        'REQUEST_NOT_FOUND',
      ]);
    }
    expect((await agencyQueue(suite.app, stranger.token)).total).toBe(0);
    expect((await agencyQueue(suite.app, stranger.token, { search: reference })).requests).toEqual([]);
    // Nothing moved for the owner.
    expect(await readRequest(suite.app, owner.token, reference)).toMatchObject({
      status: 'Quoted',
      messages: [],
    });
  });

  it('another tenant’s agencies and operators find neither its packages nor its requests', async () => {
    const { token } = await suite.fundedAgency('Home Tenant Travels');
    const pkg = await suite.holidayPackage();
    const sent = await enquire(suite.app, token, pkg);

    const skywayAgent = await login(suite.app, 'agent@skyway.test', { host: hosts.skyway });
    expect(refusal(await getRequest(suite.app, skywayAgent, sent.reference, hosts.skyway))).toEqual([
      404,
      'REQUEST_NOT_FOUND',
    ]);
    expect(
      refusal(
        await sendEnquiry(
          suite.app,
          skywayAgent,
          { packageId: pkg.packageId, departureId: pkg.departures[0]!.departureId },
          { host: hosts.skyway },
        ),
      ),
    ).toEqual([404, 'PACKAGE_NOT_FOUND']);

    const otherOperator = await login(suite.app, 'ops@tripzen.test', { host: tripzen });
    expect(
      refusal(
        await operatorGet(
          otherOperator,
          HolidayOperatorPaths.request,
          { reference: sent.reference },
          tripzen,
        ),
      ),
    ).toEqual([404, 'REQUEST_NOT_FOUND']);
    expect(refusal(await quote(suite.app, otherOperator, sent.reference, {}, tripzen))).toEqual([
      404,
      'REQUEST_NOT_FOUND',
    ]);
    for (const [url, body] of [
      [HolidayOperatorPaths.reject, { reference: sent.reference, reason: 'Not ours' }],
      [HolidayOperatorPaths.message, { reference: sent.reference, message: 'Hello' }],
    ] as const) {
      expect(refusal(await post(suite.app, otherOperator, url, body, { host: tripzen })), url).toEqual([
        404,
        'REQUEST_NOT_FOUND',
      ]);
    }
    const theirQueue = ok<HolidayQueuePage>(
      await operatorGet(otherOperator, HolidayOperatorPaths.requests, { search: sent.reference }, tripzen),
    );
    expect(theirQueue.requests).toEqual([]);
    expect((await readRequest(suite.app, token, sent.reference)).status).toBe('Requested');
  });

  it('a white-label tenant’s own operators quote its own agencies’ enquiries', async () => {
    const agent = await login(suite.app, 'agent@tripzen.test', { host: tripzen });
    const operator = await login(suite.app, 'ops@tripzen.test', { host: tripzen });
    const pkg = await suite.holidayPackage({ tenantId: 'tripzen', cityCodes: ['KTM'], countryCode: 'NP' });
    const sent = ok(
      await sendEnquiry(
        suite.app,
        agent,
        { packageId: pkg.packageId, departureId: pkg.departures[0]!.departureId },
        { host: tripzen },
      ),
    );
    expect(sent.package.cityName).toBe('Kathmandu');
    const quoted = ok(await quote(suite.app, operator, sent.reference, {}, tripzen));
    expect(quoted.status).toBe('Quoted');
    // The provider's operators do not see it.
    expect(
      refusal(await operatorGet(suite.operator, HolidayOperatorPaths.request, { reference: sent.reference })),
    ).toEqual([404, 'REQUEST_NOT_FOUND']);
  });
});

describe('permissions', () => {
  it('enquiring needs AccessHoliday; the queue and answering a quote need ShowHolidayQueue', async () => {
    const owner = await suite.fundedAgency('Permission Holidays');
    const pkg = await suite.holidayPackage();
    const enquirer = await staffWith(suite.app, suite.t.db, owner.agencyId, ['AccessHoliday']);
    const follower = await staffWith(suite.app, suite.t.db, owner.agencyId, ['ShowHolidayQueue']);
    const body = { packageId: pkg.packageId, departureId: pkg.departures[0]!.departureId };

    const sent = ok(await sendEnquiry(suite.app, enquirer, body));
    // Without the queue, the answer says nothing may be done here.
    expect(Object.values(sent.can).every((flag) => flag === false)).toBe(true);
    expect((await getRequest(suite.app, enquirer, sent.reference)).statusCode).toBe(403);
    expect(
      (await suite.app.inject({ method: 'GET', url: HolidayPaths.requests, headers: authHeaders(enquirer) }))
        .statusCode,
    ).toBe(403);
    expect((await sendEnquiry(suite.app, follower, body)).statusCode).toBe(403);

    ok(await quote(suite.app, suite.operator, sent.reference));
    const seen = await readRequest(suite.app, follower, sent.reference);
    expect(seen.can).toMatchObject({ accept: true, decline: true, cancel: true, message: true });
    expect((await accept(suite.app, enquirer, seen)).statusCode).toBe(403);
    ok(await accept(suite.app, follower, seen));

    // Agencies never reach the operators' desk, nor operators the agency's calls.
    expect((await quote(suite.app, owner.token, sent.reference)).statusCode).toBe(403);
    expect((await operatorGet(owner.token, HolidayOperatorPaths.requests, {})).statusCode).toBe(403);
    expect((await sendEnquiry(suite.app, suite.operator, body)).statusCode).toBe(403);
  });
});

describe('the message thread', () => {
  it('carries messages both ways without moving the request, mailing the agency the operators’ ones', async () => {
    const { token } = await suite.fundedAgency('Chatty Tours');
    const pkg = await suite.holidayPackage();
    const sent = await enquire(suite.app, token, pkg);
    const asked = ok(
      await post(suite.app, token, HolidayPaths.message, {
        reference: sent.reference,
        message: '  Can the hotel be near the Creek?  ',
      }),
    );
    expect(asked.status).toBe('Requested');
    expect(asked.messages).toEqual([
      expect.objectContaining({
        side: 'Agency',
        body: 'Can the hotel be near the Creek?',
        by: expect.any(String),
      }),
    ]);
    const answered = ok(
      await post(suite.app, suite.operator, HolidayOperatorPaths.message, {
        reference: sent.reference,
        message: 'Yes: we can offer a Deira hotel at the same price.',
      }),
    );
    expect(answered.messages.map((message) => [message.side, message.by])).toEqual([
      ['Agency', asked.messages[0]!.by],
      ['Operator', 'Nadia Karim'],
    ]);
    const agencyView = await readRequest(suite.app, token, sent.reference);
    expect(agencyView.messages[1]).toMatchObject({ side: 'Operator', by: 'Support team' });
    expect(agencyView.status).toBe('Requested');
    const [mail] = await mailsTo(suite.app, 'info@chattytours.test');
    expect(mail!.body).toContain('Deira hotel');

    for (const message of ['', '   ', 'x'.repeat(2001)]) {
      expect(
        (await post(suite.app, token, HolidayPaths.message, { reference: sent.reference, message }))
          .statusCode,
      ).toBe(400);
    }
    ok(await post(suite.app, token, HolidayPaths.cancel, { reference: sent.reference }));
    expect(
      refusal(
        await post(suite.app, token, HolidayPaths.message, {
          reference: sent.reference,
          message: 'Still there?',
        }),
      ),
    ).toEqual([409, 'REQUEST_WRONG_STATUS']);
    expect((await readRequest(suite.app, token, sent.reference)).can.message).toBe(false);
  });
});

describe('the queues', () => {
  it('tabs with counts, search by reference, package, city code or name, paging; operators longest waiting first', async () => {
    const { token } = await suite.fundedAgency('Queue Holidays');
    const dubai = await suite.holidayPackage({ title: 'Dubai Marina Family Break' });
    const bangkok = await suite.holidayPackage({
      title: 'Bangkok and Pattaya Week',
      cityCodes: ['BKK'],
      countryCode: 'TH',
    });
    const newOne = await enquire(suite.app, token, dubai);
    suite.clock.forward(60_000);
    const quoted = await quotedEnquiry(suite, token, bangkok);
    suite.clock.forward(60_000);
    const confirmed = await quotedEnquiry(suite, token, dubai);
    ok(await accept(suite.app, token, confirmed));
    suite.clock.forward(60_000);
    const cancelled = await enquire(suite.app, token, bangkok);
    ok(await post(suite.app, token, HolidayPaths.cancel, { reference: cancelled.reference }));

    const all = await agencyQueue(suite.app, token);
    expect(all.tabs).toEqual({ all: 4, new: 1, quoted: 1, confirmed: 1, cancelled: 1, expired: 0 });
    expect(all.requests.map((row) => row.reference)).toEqual([
      cancelled.reference,
      confirmed.reference,
      quoted.reference,
      newOne.reference,
    ]);
    const quotedRow = all.requests.find((row) => row.reference === quoted.reference)!;
    expect(quotedRow).toMatchObject({
      status: 'Quoted',
      tab: 'quoted',
      packageTitle: 'Bangkok and Pattaya Week',
      cityCode: 'BKK',
      cityName: 'Bangkok',
      quoteTotal: { amount: 170_000_00, currency: 'BDT' },
      travellers: { adults: 2, children: 0 },
    });
    expect(quotedRow.quoteExpiresAt).not.toBeNull();
    expect(all.requests.find((row) => row.reference === confirmed.reference)!.quoteExpiresAt).toBeNull();

    const tab = await agencyQueue(suite.app, token, { tab: 'confirmed' });
    expect(tab.requests.map((row) => row.reference)).toEqual([confirmed.reference]);
    expect(tab.total).toBe(1);

    const found = async (search: string) =>
      (await agencyQueue(suite.app, token, { search })).requests.map((row) => row.reference).sort();
    expect(await found(quoted.reference)).toEqual([quoted.reference]);
    expect(await found(quoted.reference.toLowerCase())).toEqual([quoted.reference]);
    expect(await found('pattaya')).toEqual([quoted.reference, cancelled.reference].sort());
    expect(await found('BKK')).toEqual([quoted.reference, cancelled.reference].sort());
    expect(await found('Bangkok')).toEqual([quoted.reference, cancelled.reference].sort());
    expect(await found('Dubai')).toEqual([newOne.reference, confirmed.reference].sort());
    expect(await found('100%_')).toEqual([]);
    const searched = await agencyQueue(suite.app, token, { search: 'Bangkok' });
    expect(searched.tabs).toMatchObject({ all: 2, quoted: 1, cancelled: 1, new: 0 });

    const paged = await agencyQueue(suite.app, token, { pageSize: '3', page: '2' });
    expect(paged.requests.map((row) => row.reference)).toEqual([newOne.reference]);
    expect(paged.total).toBe(4);
    expect(
      (
        await suite.app.inject({
          method: 'GET',
          url: HolidayPaths.requests,
          query: { tab: 'done' },
          headers: authHeaders(token),
        })
      ).statusCode,
    ).toBe(400);

    const desk = ok<HolidayQueuePage>(
      await operatorGet(suite.operator, HolidayOperatorPaths.requests, { search: 'Queue Holidays' }),
    );
    expect(desk.requests).toEqual([]);
    const deskNew = ok<HolidayQueuePage>(
      await operatorGet(suite.operator, HolidayOperatorPaths.requests, { tab: 'new' }),
    );
    const mine = deskNew.requests.filter((row) => row.agencyName === 'Queue Holidays');
    expect(mine.map((row) => row.reference)).toEqual([newOne.reference]);
    expect(mine[0]!.ageMinutes).toBeGreaterThanOrEqual(3);
    const waits = deskNew.requests.map((row) => row.ageMinutes);
    expect(waits).toEqual([...waits].sort((a, b) => b - a));
  });
});

describe('telling the agency', () => {
  it('a quote waiting shows in the order notifications and is mailed; gone once answered', async () => {
    const owner = await suite.fundedAgency('Notified Holidays');
    const pkg = await suite.holidayPackage();
    const quoted = await quotedEnquiry(suite, owner.token, pkg);
    const notices = async (token: string) =>
      ok<OrderNotificationsResponse>(
        await suite.app.inject({
          method: 'GET',
          url: OrderPaths.getNotifications,
          headers: authHeaders(token),
        }),
      ).notifications.filter((notice) => notice.orderReference === quoted.reference);

    expect(await notices(owner.token)).toEqual([
      expect.objectContaining({
        kind: 'requestQuoted',
        orderReference: quoted.reference,
        pnr: null,
        status: null,
        deadline: quoted.quote!.expiresAt,
        request: { kind: 'Holiday', reference: quoted.reference },
      }),
    ]);
    const viewer = await staffWith(suite.app, suite.t.db, owner.agencyId, ['ViewBooking']);
    expect(await notices(viewer)).toEqual([]);

    const [mail] = await mailsTo(suite.app, 'info@notifiedholidays.test');
    expect(mail!.subject).toContain(`${quoted.reference} is quoted`);
    expect(mail!.body).toContain('BDT 170,000.00');
    expect(mail!.body).toContain('BDT 51,000.00');

    ok(await accept(suite.app, owner.token, quoted));
    expect((await notices(owner.token)).filter((notice) => notice.kind === 'requestQuoted')).toEqual([]);
  });

  it('holiday quotes a user may not see never crowd a void’s quote out of their notifications', async () => {
    const owner = await suite.fundedAgency('Crowded Notices');
    const order = await ticketedOrder(suite.app, owner.token);
    const voided = (
      await askVoid(suite.app, owner.token, order.orderReference, [1])
    ).json<AfterSalesRequest>();
    expect(voided.status).toBe('Quoted');
    // More holiday quotes, all newer than the void's, than a notifications answer holds.
    const pkg = await suite.holidayPackage({ departures: [{ seats: 99 }] });
    for (let index = 0; index < OrderNotificationWindow.maxResults + 1; index += 1) {
      suite.clock.forward(1000);
      await quotedEnquiry(suite, owner.token, pkg);
    }
    const viewer = await staffWith(suite.app, suite.t.db, owner.agencyId, ['ViewBooking']);
    const seen = ok<OrderNotificationsResponse>(
      await suite.app.inject({
        method: 'GET',
        url: OrderPaths.getNotifications,
        headers: authHeaders(viewer),
      }),
    ).notifications;
    expect(seen.filter((notice) => notice.request?.kind === 'Holiday')).toEqual([]);
    expect(seen).toContainEqual(
      expect.objectContaining({
        kind: 'requestQuoted',
        request: { kind: 'Void', reference: voided.reference },
      }),
    );
  });

  it('the header search finds an HL- reference as a holiday order', async () => {
    const { token } = await suite.fundedAgency('Searched Holidays');
    const pkg = await suite.holidayPackage();
    const sent = await enquire(suite.app, token, pkg);
    const answer = ok<SearchBarResult>(
      await suite.app.inject({
        method: 'GET',
        url: CustomerPaths.getSearchBar,
        query: { searchKey: sent.reference.toLowerCase() },
        headers: authHeaders(token),
      }),
    );
    expect(answer).toEqual({ error: null, type: 'other', reference: sent.reference, orderType: 3, count: 1 });
  });
});

describe('hostile input', () => {
  it('answers malformed references and bodies with 400, never a 500', async () => {
    const { token } = await suite.fundedAgency('Hostile Holidays');
    for (const reference of ['', 'HL-', "HL-1' or 1=1", 'x'.repeat(500)]) {
      expect((await getRequest(suite.app, token, reference)).statusCode, reference).toBe(400);
    }
    expect(refusal(await getRequest(suite.app, token, 'HL-99999999'))).toEqual([404, 'REQUEST_NOT_FOUND']);
    const bodies: Record<string, unknown>[] = [
      { reference: 'HL-261000', quoteId: 'nope' },
      { reference: 'HL-261000', quoteId: randomUUID(), extra: 1 },
      { reference: ['HL-261000'], quoteId: randomUUID() },
    ];
    for (const body of bodies) {
      expect(
        (await post(suite.app, token, HolidayPaths.accept, body, { key: randomUUID() })).statusCode,
      ).toBe(400);
    }
    expect(
      (
        await suite.app.inject({
          method: 'GET',
          url: HolidayPaths.requests,
          query: { search: 'x'.repeat(65) },
          headers: authHeaders(token),
        })
      ).statusCode,
    ).toBe(400);
    const answer: HolidayQueuePage = await agencyQueue(suite.app, token, { search: "%' or 1=1 --" });
    expect(answer.total).toBe(0);
  });
});
