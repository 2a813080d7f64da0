import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AfterSalesReason, type AfterSalesRequest } from '@portal/contracts';
import { expireLapsedQuotes } from '../src/requests/expire-lapsed-quotes';
import {
  accept,
  afterSalesOptions,
  Airlines,
  askRefund,
  askVoid,
  asked,
  desk,
  readRequest,
  refusal,
  ticketedOrder,
  tripOn,
  updateStatus,
  useAfterSalesApp,
  walletOf,
} from './support/after-sales';

const suite = useAfterSalesApp();
const minute = 60_000;

/** A funded agency with a ticket on the automatic airline and a void asked of it (Quoted). */
async function quotedVoid(name: string) {
  const { token } = await suite.fundedAgency(name);
  const order = await ticketedOrder(suite.app, token);
  const request = await asked(askVoid(suite.app, token, order.orderReference, [1]));
  return { token, order, request, wallet: await walletOf(suite.app, token) };
}

const actions = (request: AfterSalesRequest) => request.history.map((event) => [event.action, event.status]);

describe('quotes expire and are replaced', () => {
  it('refuses an expired quote (409 QUOTE_EXPIRED); after Requote the old quote is QUOTE_SUPERSEDED and the new one is accepted', async () => {
    const { token, request, wallet } = await quotedVoid('Expired Quote Travels');
    const first = request.quote!;
    suite.clock.forward(16 * minute);
    expect(refusal(await accept(suite.app, token, 'Void', request))).toEqual([409, 'QUOTE_EXPIRED']);
    expect((await readRequest(suite.app, token, 'Void', request.reference)).quote?.state).toBe('Expired');

    const requoted = await updateStatus(suite.app, token, 'Void', {
      reference: request.reference,
      action: 'Requote',
    });
    expect(requoted.statusCode, requoted.body).toBe(200);
    const fresh = requoted.json<AfterSalesRequest>();
    expect(fresh.status).toBe('Quoted');
    expect(fresh.quote?.quoteId).not.toBe(first.quoteId);
    expect(fresh.quote?.state).toBe('Current');
    expect(fresh.pastQuotes.map((quote) => [quote.quoteId, quote.state])).toEqual([
      [first.quoteId, 'Superseded'],
    ]);

    expect(refusal(await accept(suite.app, token, 'Void', request))).toEqual([409, 'QUOTE_SUPERSEDED']);
    expect(await walletOf(suite.app, token)).toBe(wallet);
    const accepted = await accept(suite.app, token, 'Void', fresh);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<AfterSalesRequest>().status).toBe('Completed');
    expect((await walletOf(suite.app, token)) - wallet).toBe(fresh.quote!.total.amount);
  });

  it('the scheduler expires a lapsed quote once: the request reads Expired, a second run changes nothing', async () => {
    const { token, request, wallet } = await quotedVoid('Scheduler Travels');
    const later = new Date(new Date(request.quote!.expiresAt).getTime() + minute);
    expect(await expireLapsedQuotes(suite.app.db, later)).toBeGreaterThanOrEqual(1);
    const expired = await readRequest(suite.app, token, 'Void', request.reference);
    expect(expired.status).toBe('Expired');
    expect(expired.quote?.state).toBe('Expired');
    expect(expired.history.at(-1)).toMatchObject({
      action: 'Expire',
      status: 'Expired',
      side: 'System',
      by: 'System',
    });

    expect(await expireLapsedQuotes(suite.app.db, later)).toBe(0);
    expect(await readRequest(suite.app, token, 'Void', request.reference)).toEqual(expired);
    expect(refusal(await accept(suite.app, token, 'Void', request))).toEqual([409, 'QUOTE_EXPIRED']);
    expect(await walletOf(suite.app, token)).toBe(wallet);
    // An expired request is no longer open: the order shows none, and a new quote may still be asked for.
    const options = await afterSalesOptions(suite.app, token, expired.orderReference);
    expect(options.openRequests).toEqual([]);
    const requoted = await updateStatus(suite.app, token, 'Void', {
      reference: request.reference,
      action: 'Requote',
    });
    expect(requoted.json<AfterSalesRequest>().status).toBe('Quoted');
  });

  it('does not bring an expired request back while another request is open on the order (409 REQUEST_ALREADY_OPEN)', async () => {
    const { token, order, request } = await quotedVoid('Two Requests Travels');
    await expireLapsedQuotes(suite.app.db, new Date(new Date(request.quote!.expiresAt).getTime() + minute));
    const refund = await asked(
      askRefund(suite.app, token, { orderReference: order.orderReference, paxIds: [1], journeyIndexes: [0] }),
    );
    expect(refund.status).toBe('Quoted');

    const requote = await updateStatus(suite.app, token, 'Void', {
      reference: request.reference,
      action: 'Requote',
    });
    expect(refusal(requote)).toEqual([409, 'REQUEST_ALREADY_OPEN']);
    expect((await readRequest(suite.app, token, 'Void', request.reference)).status).toBe('Expired');
    const options = await afterSalesOptions(suite.app, token, order.orderReference);
    expect(options.openRequests).toEqual([{ kind: 'Refund', reference: refund.reference, status: 'Quoted' }]);
  });
});

describe('accepting once', () => {
  it('answers a second confirm 409 REQUEST_WRONG_STATUS with a new key, and replays the first answer with the same key', async () => {
    const { token, request, wallet } = await quotedVoid('Confirm Twice Travels');
    const key = randomUUID();
    const first = await accept(suite.app, token, 'Void', request, key);
    expect(first.statusCode, first.body).toBe(200);

    expect(refusal(await accept(suite.app, token, 'Void', request))).toEqual([409, 'REQUEST_WRONG_STATUS']);
    const replay = await accept(suite.app, token, 'Void', request, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    // The same key for another body is refused, and a call that moves money needs a key at all.
    const otherBody = await updateStatus(
      suite.app,
      token,
      'Void',
      { reference: request.reference, action: 'Accept', quoteId: randomUUID() },
      key,
    );
    expect(refusal(otherBody)).toEqual([409, 'IDEMPOTENCY_KEY_REUSED']);
    const keyless = await updateStatus(suite.app, token, 'Void', {
      reference: request.reference,
      action: 'Accept',
      quoteId: request.quote!.quoteId,
    });
    expect(refusal(keyless)).toEqual([400, 'IDEMPOTENCY_KEY_REQUIRED']);
    expect((await walletOf(suite.app, token)) - wallet).toBe(request.quote!.total.amount);
  });

  it('refuses every move the status table does not allow from a completed request', async () => {
    const { token, request } = await quotedVoid('Closed Request Travels');
    expect((await accept(suite.app, token, 'Void', request)).statusCode).toBe(200);
    for (const action of ['Decline', 'Cancel', 'Requote']) {
      const answer = await updateStatus(suite.app, token, 'Void', { reference: request.reference, action });
      expect(refusal(answer), action).toEqual([409, 'REQUEST_WRONG_STATUS']);
    }
    for (const decision of ['Complete', 'Reject'] as const) {
      const answer = await desk.decide(
        suite.app,
        suite.operator,
        request.reference,
        decision,
        'Checked with airline',
      );
      expect(refusal(answer), decision).toEqual([409, 'REQUEST_WRONG_STATUS']);
    }
    expect(refusal(await desk.assign(suite.app, suite.operator, request.reference))).toEqual([
      409,
      'REQUEST_WRONG_STATUS',
    ]);
    const done = await readRequest(suite.app, token, 'Void', request.reference);
    expect(done.status).toBe('Completed');
    expect(done.history).toHaveLength(4);
  });
});

describe('declining, cancelling and one open request', () => {
  it('declines a quote and cancels a request: nothing moves, the ticket stays Issued and may be asked about again', async () => {
    const { token, order, request, wallet } = await quotedVoid('Decline Travels');
    const declined = await updateStatus(suite.app, token, 'Void', {
      reference: request.reference,
      action: 'Decline',
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(actions(declined.json<AfterSalesRequest>()).at(-1)).toEqual(['Decline', 'Cancelled']);
    expect(refusal(await accept(suite.app, token, 'Void', request))).toEqual([409, 'REQUEST_WRONG_STATUS']);
    expect(
      refusal(
        await updateStatus(suite.app, token, 'Void', { reference: request.reference, action: 'Decline' }),
      ),
    ).toEqual([409, 'REQUEST_WRONG_STATUS']);

    const again = await asked(askVoid(suite.app, token, order.orderReference, [1]));
    const cancelled = await updateStatus(suite.app, token, 'Void', {
      reference: again.reference,
      action: 'Cancel',
    });
    expect(actions(cancelled.json<AfterSalesRequest>()).at(-1)).toEqual(['Cancel', 'Cancelled']);
    const options = await afterSalesOptions(suite.app, token, order.orderReference);
    expect(options.openRequests).toEqual([]);
    expect(options.tickets[0]).toMatchObject({ status: 'Issued', void: { allowed: true } });
    expect(await walletOf(suite.app, token)).toBe(wallet);
  });

  it('cancels a desk refund still waiting for its quote; it cannot be declined or requoted', async () => {
    const { token } = await suite.fundedAgency('Cancel Desk Travels');
    const order = await ticketedOrder(suite.app, token, {
      search: tripOn(Airlines.deskRefunds.code, { to: Airlines.deskRefunds.to }),
    });
    const request = await asked(
      askRefund(suite.app, token, { orderReference: order.orderReference, paxIds: [1], journeyIndexes: [0] }),
    );
    expect(request).toMatchObject({ status: 'Requested', mode: 'Manual', quote: null });
    for (const action of ['Decline', 'Requote']) {
      const answer = await updateStatus(suite.app, token, 'Refund', { reference: request.reference, action });
      expect(refusal(answer), action).toEqual([409, 'REQUEST_WRONG_STATUS']);
    }
    // Nothing to accept yet, whatever quote is named.
    const early = await updateStatus(
      suite.app,
      token,
      'Refund',
      { reference: request.reference, action: 'Accept', quoteId: randomUUID() },
      randomUUID(),
    );
    expect(refusal(early)).toEqual([409, 'REQUEST_WRONG_STATUS']);
    const cancelled = await updateStatus(suite.app, token, 'Refund', {
      reference: request.reference,
      action: 'Cancel',
    });
    expect(cancelled.json<AfterSalesRequest>().status).toBe('Cancelled');
    // A cancelled request is not quoted by the desk any more.
    const quoted = await desk.quote(suite.app, suite.operator, request.reference, [
      { kind: 'BaseFare', label: 'Base fare', paxId: 1, amount: 100_00 },
    ]);
    expect(refusal(quoted)).toEqual([409, 'REQUEST_WRONG_STATUS']);
  });

  it('refuses a second open request on the same order with 409 REQUEST_ALREADY_OPEN', async () => {
    const { token, order, request } = await quotedVoid('Already Open Travels');
    expect(refusal(await askVoid(suite.app, token, order.orderReference, [1]))).toEqual([
      409,
      'REQUEST_ALREADY_OPEN',
    ]);
    const refund = await askRefund(suite.app, token, {
      orderReference: order.orderReference,
      paxIds: [1],
      journeyIndexes: [0],
    });
    expect(refusal(refund)).toEqual([409, 'REQUEST_ALREADY_OPEN']);
    const options = await afterSalesOptions(suite.app, token, order.orderReference);
    expect(options.openRequests).toEqual([{ kind: 'Void', reference: request.reference, status: 'Quoted' }]);
    expect(options.tickets[0]?.refund).toEqual({
      allowed: false,
      reason: AfterSalesReason.openRequest,
      mode: null,
    });
  });
});
