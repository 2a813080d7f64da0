import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  AfterSalesReason,
  RefundPaths,
  VoidPaths,
  type AfterSalesOptions,
  type AfterSalesRequest,
  type RequestQueuePage,
} from '@portal/contracts';
import { buildUser } from '../src/db/seed/builders';
import {
  accept,
  afterSalesOptions,
  agencyQueue,
  airGetOrderRequest,
  askRefund,
  askVoid,
  asked,
  automaticAmounts,
  desk,
  getRequest,
  postAs,
  readRequest,
  refusal,
  ticketedOrder,
  updateStatus,
  useAfterSalesApp,
  walletOf,
} from './support/after-sales';
import { hosts, login } from './support/requests';
import { staffWith } from './support/staff';

const suite = useAfterSalesApp();

/** An agency with a ticket and a void asked of it, still Quoted. */
async function quotedVoid(name: string) {
  const agency = await suite.fundedAgency(name);
  const order = await ticketedOrder(suite.app, agency.token);
  const request = await asked(askVoid(suite.app, agency.token, order.orderReference, [1]));
  return { ...agency, order, request };
}

describe('another agency’s or tenant’s requests', () => {
  it('answers 404 to another agency on its requests and its orders, and changes nothing', async () => {
    const owner = await quotedVoid('Owner Travels');
    const { token: other } = await suite.fundedAgency('Other Travels');
    const { reference } = owner.request;
    const notFound = [404, 'REQUEST_NOT_FOUND'];

    expect(refusal(await getRequest(suite.app, other, 'Void', reference))).toEqual(notFound);
    expect(refusal(await automaticAmounts(suite.app, other, 'Void', reference))).toEqual(notFound);
    expect(refusal(await accept(suite.app, other, 'Void', owner.request))).toEqual(notFound);
    for (const action of ['Decline', 'Cancel', 'Requote']) {
      expect(refusal(await updateStatus(suite.app, other, 'Void', { reference, action })), action).toEqual(
        notFound,
      );
    }
    // A request is found only under its own kind.
    expect(refusal(await getRequest(suite.app, owner.token, 'Refund', reference))).toEqual(notFound);

    const orderNotFound = [404, 'ORDER_NOT_FOUND'];
    expect(refusal(await airGetOrderRequest(suite.app, other, owner.order.orderReference))).toEqual(
      orderNotFound,
    );
    expect(refusal(await askVoid(suite.app, other, owner.order.orderReference, [1]))).toEqual(orderNotFound);
    const refund = await askRefund(suite.app, other, {
      orderReference: owner.order.orderReference,
      paxIds: [1],
      journeyIndexes: [0],
    });
    expect(refusal(refund)).toEqual(orderNotFound);
    const queue = (await agencyQueue(suite.app, other, 'Void')).json<RequestQueuePage>();
    expect(queue.total).toBe(0);

    expect((await readRequest(suite.app, owner.token, 'Void', reference)).status).toBe('Quoted');
  });

  it('answers 404 to another tenant’s agency and operators', async () => {
    const owner = await quotedVoid('Home Tenant Travels');
    const { reference } = owner.request;
    const skywayAgent = await login(suite.app, 'agent@skyway.test', { host: hosts.skyway });
    const notFound = [404, 'REQUEST_NOT_FOUND'];
    expect(refusal(await getRequest(suite.app, skywayAgent, 'Void', reference, hosts.skyway))).toEqual(
      notFound,
    );
    expect(refusal(await automaticAmounts(suite.app, skywayAgent, 'Void', reference, hosts.skyway))).toEqual(
      notFound,
    );
    const cancel = await updateStatus(
      suite.app,
      skywayAgent,
      'Void',
      { reference, action: 'Cancel' },
      undefined,
      hosts.skyway,
    );
    expect(refusal(cancel)).toEqual(notFound);
    expect(
      refusal(await airGetOrderRequest(suite.app, skywayAgent, owner.order.orderReference, hosts.skyway)),
    ).toEqual([404, 'ORDER_NOT_FOUND']);

    const email = `desk-${randomUUID().slice(0, 8)}@skyway-ops.test`;
    await buildUser(suite.t.db, { tenantId: 'skyway', email, password: 'Desk@12345' });
    const skywayOperator = await login(suite.app, email, { password: 'Desk@12345', host: hosts.skyway });
    expect(refusal(await desk.get(suite.app, skywayOperator, reference, hosts.skyway))).toEqual(notFound);
    expect(refusal(await desk.amounts(suite.app, skywayOperator, reference, hosts.skyway))).toEqual(notFound);
    expect(refusal(await desk.assign(suite.app, skywayOperator, reference, true, hosts.skyway))).toEqual(
      notFound,
    );
    const decided = await desk.decide(
      suite.app,
      skywayOperator,
      reference,
      'Reject',
      'Not ours',
      randomUUID(),
      hosts.skyway,
    );
    expect(refusal(decided)).toEqual(notFound);
    const queue = await desk.queue(
      suite.app,
      skywayOperator,
      { kind: 'Void', search: reference },
      hosts.skyway,
    );
    expect(queue.json<RequestQueuePage>().total).toBe(0);

    const untouched = await readRequest(suite.app, owner.token, 'Void', reference);
    expect([untouched.status, untouched.assignee, untouched.history.length]).toEqual(['Quoted', null, 2]);
  });
});

describe('permissions', () => {
  it('staff without VoidRequest: 403 on Void/Request, the void shown not allowed with the reason; no list, no queue', async () => {
    const owner = await suite.fundedAgency('Staff Rules Travels');
    const order = await ticketedOrder(suite.app, owner.token);
    const refunder = await staffWith(suite.app, suite.t.db, owner.agencyId, ['ViewBooking', 'RefundRequest']);

    const options = await afterSalesOptions(suite.app, refunder, order.orderReference);
    expect(options.tickets[0]).toMatchObject({
      void: { allowed: false, reason: AfterSalesReason.noPermission, mode: null },
      refund: { allowed: true, reason: null, mode: 'Automatic' },
    });
    expect(refusal(await askVoid(suite.app, refunder, order.orderReference, [1]))).toEqual([
      403,
      'FORBIDDEN',
    ]);
    expect(refusal(await agencyQueue(suite.app, refunder, 'Void'))).toEqual([403, 'FORBIDDEN']);
    expect((await agencyQueue(suite.app, refunder, 'Refund')).statusCode).toBe(200);
    // The owner (every permission) still voids it.
    expect(
      (await afterSalesOptions(suite.app, owner.token, order.orderReference)).tickets[0]?.void.allowed,
    ).toBe(true);
  });

  it('staff who may only list voids see them but may not act on them', async () => {
    const owner = await quotedVoid('List Only Travels');
    const lister = await staffWith(suite.app, suite.t.db, owner.agencyId, ['ShowVoidList']);
    const queue = await agencyQueue(suite.app, lister, 'Void');
    expect(queue.statusCode, queue.body).toBe(200);
    expect(queue.json<RequestQueuePage>().requests.map((row) => row.reference)).toEqual([
      owner.request.reference,
    ]);
    expect((await getRequest(suite.app, lister, 'Void', owner.request.reference)).statusCode).toBe(200);
    expect(refusal(await accept(suite.app, lister, 'Void', owner.request))).toEqual([403, 'FORBIDDEN']);
    expect(refusal(await airGetOrderRequest(suite.app, lister, owner.order.orderReference))).toEqual([
      403,
      'FORBIDDEN',
    ]);
    expect(refusal(await agencyQueue(suite.app, lister, 'Refund'))).toEqual([403, 'FORBIDDEN']);
    // Agency users never reach the operators' desk.
    expect(refusal(await desk.get(suite.app, owner.token, owner.request.reference))).toEqual([
      403,
      'FORBIDDEN',
    ]);
    expect((await readRequest(suite.app, owner.token, 'Void', owner.request.reference)).status).toBe(
      'Quoted',
    );
  });
});

describe('bad input', () => {
  it('answers NUL bytes, unknown fields and out-of-range passengers or journeys 400, and writes nothing', async () => {
    const { token } = await suite.fundedAgency('Hostile Travels');
    const order = await ticketedOrder(suite.app, token);
    const wallet = await walletOf(suite.app, token);
    const orderReference = order.orderReference;
    const voids: object[] = [
      { orderReference, paxIds: [-1] },
      { orderReference, paxIds: [0] },
      { orderReference, paxIds: [1_000_000_000] },
      { orderReference, paxIds: [Number.MAX_SAFE_INTEGER + 2] },
      { orderReference, paxIds: [1.5] },
      { orderReference, paxIds: ['1'] },
      { orderReference, paxIds: [] },
      { orderReference, paxIds: Array.from({ length: 10 }, (_, index) => index + 1) },
      { orderReference, paxIds: [1], extra: true },
      { orderReference: `${orderReference}\u0000`, paxIds: [1] },
      { orderReference, paxIds: [1], remark: 'Please\u0000void' },
      { orderReference, paxIds: [1], remark: 'x'.repeat(501) },
    ];
    for (const body of voids) {
      const answer = await postAs(suite.app, token, VoidPaths.request, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
    }
    const refunds: object[] = [
      { orderReference, paxIds: [1], journeyIndexes: [-1], reason: 'Voluntary' },
      { orderReference, paxIds: [1], journeyIndexes: [1e9], reason: 'Voluntary' },
      { orderReference, paxIds: [1], journeyIndexes: [], reason: 'Voluntary' },
      { orderReference, paxIds: [1], journeyIndexes: [0], reason: 'Bored' },
      { orderReference, paxIds: [1], journeyIndexes: [0] },
      { orderReference, paxIds: [1], journeyIndexes: [0], reason: 'Voluntary', penalty: 0 },
    ];
    for (const body of refunds) {
      const answer = await postAs(suite.app, token, RefundPaths.request, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
    }

    const request = await asked(askVoid(suite.app, token, orderReference, [1]));
    const quoteId = request.quote!.quoteId;
    const updates: object[] = [
      { reference: request.reference, action: 'Approve' },
      { reference: request.reference, action: 'Accept' },
      { reference: request.reference, action: 'Accept', quoteId: 'not-a-quote' },
      { reference: request.reference, action: 'Cancel', quoteId },
      { reference: `${request.reference}\u0000`, action: 'Cancel' },
      { reference: 'VD-1', action: 'Cancel' },
    ];
    for (const body of updates) {
      const answer = await postAs(suite.app, token, VoidPaths.updateStatus, body, { key: randomUUID() });
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
    }
    const queries: Record<string, string>[] = [
      { pageSize: '1000' },
      { tab: 'everything' },
      { page: '-1' },
      { sort: 'age' },
    ];
    for (const query of queries) {
      expect((await agencyQueue(suite.app, token, 'Void', query)).statusCode, JSON.stringify(query)).toBe(
        400,
      );
    }

    // Nothing was written: one request (the valid one), untouched, and no money moved.
    const queue = (await agencyQueue(suite.app, token, 'Void')).json<RequestQueuePage>();
    expect(queue.requests.map((row) => row.reference)).toEqual([request.reference]);
    expect((await agencyQueue(suite.app, token, 'Refund')).json<RequestQueuePage>().total).toBe(0);
    const after = await readRequest(suite.app, token, 'Void', request.reference);
    expect([after.status, after.history.length]).toEqual(['Quoted', 2]);
    expect(await walletOf(suite.app, token)).toBe(wallet);
  });
});

describe('the agency’s queue', () => {
  it('lists its requests newest first in status tabs with counts, searched by request, order or PNR', async () => {
    const { token } = await suite.fundedAgency('Queue Travels');
    const older = await ticketedOrder(suite.app, token);
    const done = await asked(askVoid(suite.app, token, older.orderReference, [1]));
    expect((await accept(suite.app, token, 'Void', done)).statusCode).toBe(200);
    suite.clock.forward(5 * 60_000);
    const newer = await ticketedOrder(suite.app, token);
    const open = await asked(askVoid(suite.app, token, newer.orderReference, [1]));
    suite.clock.forward(3 * 60_000);

    const all = (await agencyQueue(suite.app, token, 'Void')).json<RequestQueuePage>();
    expect(all.requests.map((row) => [row.reference, row.status])).toEqual([
      [open.reference, 'Quoted'],
      [done.reference, 'Completed'],
    ]);
    expect(all.tabs).toEqual({ all: 2, requested: 0, quoted: 1, inProcess: 0, completed: 1, closed: 0 });
    expect(all.requests[0]).toMatchObject({
      quoteTotal: open.quote!.total,
      quoteExpiresAt: open.quote!.expiresAt,
      ageMinutes: 3,
      agencyName: 'Queue Travels',
    });
    expect(all.requests[1]?.quoteExpiresAt).toBeNull();

    const quoted = (await agencyQueue(suite.app, token, 'Void', { tab: 'quoted' })).json<RequestQueuePage>();
    expect(quoted.requests.map((row) => row.reference)).toEqual([open.reference]);
    for (const search of [done.reference, older.orderReference, older.pnr!]) {
      const found = (await agencyQueue(suite.app, token, 'Void', { search })).json<RequestQueuePage>();
      expect(
        found.requests.map((row) => row.reference),
        search,
      ).toEqual([done.reference]);
      expect(found.tabs.all, search).toBe(1);
    }
    const paged = (
      await agencyQueue(suite.app, token, 'Void', { pageSize: '1', page: '2' })
    ).json<RequestQueuePage>();
    expect([paged.total, paged.requests.map((row) => row.reference)]).toEqual([2, [done.reference]]);
    const view = (await getRequest(suite.app, token, 'Void', open.reference)).json<AfterSalesRequest>();
    expect(view.orderReference).toBe(newer.orderReference);
    const options = (
      await airGetOrderRequest(suite.app, token, newer.orderReference)
    ).json<AfterSalesOptions>();
    expect(options.openRequests).toEqual([{ kind: 'Void', reference: open.reference, status: 'Quoted' }]);
  });
});
