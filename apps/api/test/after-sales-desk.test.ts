import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  AfterSalesOperatorPaths,
  AfterSalesReason,
  ManualQuoteMinutes,
  type AfterSalesRequest,
  type AutomaticAmounts,
  type RequestQueuePage,
} from '@portal/contracts';
import {
  accept,
  afterSalesOptions,
  Airlines,
  askRefund,
  askVoid,
  asked,
  automaticAmounts,
  desk,
  mailsTo,
  quoteFromAmounts,
  readRequest,
  refusal,
  ticketedOrder,
  tripOn,
  updateStatus,
  useAfterSalesApp,
  walletOf,
} from './support/after-sales';
import { expireLapsedQuotes } from '../src/requests/expire-lapsed-quotes';
import { post } from './support/booking';

const suite = useAfterSalesApp();
const minute = 60_000;

/** The address a built agency is mailed at (its registered email). */
const agencyMail = (name: string) => `info@${name.toLowerCase().replace(/[^a-z0-9]+/g, '')}.test`;

/** An agency with a ticket on the desk airline and a refund asked of it: Requested, waiting for the desk. */
async function deskRefund(name: string) {
  const { token } = await suite.fundedAgency(name);
  const order = await ticketedOrder(suite.app, token, {
    search: tripOn(Airlines.deskRefunds.code, { to: Airlines.deskRefunds.to }),
  });
  const request = await asked(
    askRefund(suite.app, token, { orderReference: order.orderReference, paxIds: [1], journeyIndexes: [0] }),
  );
  return { token, order, request };
}

describe('the manual path', () => {
  it('a desk airline’s refund: assigned, quoted from the automatic amounts, accepted (InProcess), completed; the wallet gets exactly the quote', async () => {
    const { token } = await suite.fundedAgency('Desk Refund Travels');
    const order = await ticketedOrder(suite.app, token, {
      search: tripOn(Airlines.deskRefunds.code, { to: Airlines.deskRefunds.to }),
    });
    const options = await afterSalesOptions(suite.app, token, order.orderReference);
    expect(options.tickets[0]?.refund).toEqual({ allowed: true, reason: null, mode: 'Manual' });
    const before = await walletOf(suite.app, token);
    const request = await asked(
      askRefund(suite.app, token, { orderReference: order.orderReference, paxIds: [1], journeyIndexes: [0] }),
    );
    expect(request).toMatchObject({ status: 'Requested', mode: 'Manual', quote: null, assignee: null });

    const taken = await desk.assign(suite.app, suite.operator, request.reference);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json<AfterSalesRequest>()).toMatchObject({ status: 'Requested', assignee: 'Nadia Karim' });
    const { amounts, request: quoted } = await quoteFromAmounts(suite.app, suite.operator, request.reference);
    expect(amounts.window).toBe('MoreThan72Hours');
    expect(amounts.total.amount).toBe(amounts.lines.reduce((sum, line) => sum + line.amount.amount, 0));
    // The agency reads the same figures beside its request.
    const agencySide = await automaticAmounts(suite.app, token, 'Refund', request.reference);
    expect(agencySide.json<AutomaticAmounts>()).toEqual(amounts);
    expect(quoted.status).toBe('Quoted');
    expect(quoted.quote).toMatchObject({ by: 'Operator', state: 'Current', total: amounts.total });
    const quote = quoted.quote!;
    expect(new Date(quote.expiresAt).getTime() - new Date(quote.createdAt).getTime()).toBe(
      ManualQuoteMinutes * minute,
    );

    const seen = await readRequest(suite.app, token, 'Refund', request.reference);
    expect(seen.quote).toEqual(quote);
    expect(seen.history.filter((event) => event.side === 'Operator').map((event) => event.by)).toEqual([
      'Support team',
      'Support team',
    ]);
    const accepted = await accept(suite.app, token, 'Refund', seen);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<AfterSalesRequest>()).toMatchObject({
      status: 'InProcess',
      passengers: [{ paxId: 1, ticketStatus: 'InProcess' }],
      settled: null,
    });
    expect(await walletOf(suite.app, token)).toBe(before);
    const inProcess = await afterSalesOptions(suite.app, token, order.orderReference);
    expect(inProcess.tickets[0]).toMatchObject({
      status: 'InProcess',
      refund: { allowed: false, reason: AfterSalesReason.inProcess },
    });

    const key = randomUUID();
    const completed = await desk.decide(
      suite.app,
      suite.operator,
      request.reference,
      'Complete',
      'Refunded by desk',
      key,
    );
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json<AfterSalesRequest>()).toMatchObject({
      status: 'Completed',
      settled: quote.total,
      passengers: [{ paxId: 1, ticketStatus: 'Refunded' }],
    });
    expect((await walletOf(suite.app, token)) - before).toBe(quote.total.amount);
    const replay = await desk.decide(
      suite.app,
      suite.operator,
      request.reference,
      'Complete',
      'Refunded by desk',
      key,
    );
    expect([replay.statusCode, replay.json()]).toEqual([200, completed.json()]);
    expect((await walletOf(suite.app, token)) - before).toBe(quote.total.amount);
    const keyless = await post(suite.app, suite.operator, AfterSalesOperatorPaths.decide, {
      reference: request.reference,
      decision: 'Complete',
      note: 'Again please',
    });
    expect(refusal(keyless)).toEqual([400, 'IDEMPOTENCY_KEY_REQUIRED']);

    const mails = await mailsTo(suite.app, agencyMail('Desk Refund Travels'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain(`${request.reference} completed`);
    expect(mails[0]?.body).toContain('credited to your wallet');
  });

  it('sends an involuntary refund on an automatic airline to the desk, its automatic amounts without the penalty', async () => {
    const { token } = await suite.fundedAgency('Cancelled Flight Travels');
    const order = await ticketedOrder(suite.app, token);
    const request = await asked(
      askRefund(suite.app, token, {
        orderReference: order.orderReference,
        paxIds: [1],
        journeyIndexes: [0],
        reason: 'FlightCancelled',
      }),
    );
    expect(request).toMatchObject({
      status: 'Requested',
      mode: 'Manual',
      reason: 'FlightCancelled',
      quote: null,
    });
    const amounts = await desk.amounts(suite.app, suite.operator, request.reference);
    expect(amounts.statusCode, amounts.body).toBe(200);
    const figures = amounts.json<AutomaticAmounts>();
    expect(figures.lines.map((line) => line.kind)).not.toContain('Penalty');
    expect(figures.lines.find((line) => line.kind === 'BaseFare')?.amount.amount).toBeGreaterThan(0);
  });

  it('rejects with a note mailed to the agency: the request Rejected, the ticket back to Issued, nothing posted', async () => {
    const name = 'Rejected Desk Travels';
    const { token, order, request } = await deskRefund(name);
    const before = await walletOf(suite.app, token);
    const { request: quoted } = await quoteFromAmounts(suite.app, suite.operator, request.reference);
    expect((await accept(suite.app, token, 'Refund', quoted)).statusCode).toBe(200);

    const short = await desk.decide(suite.app, suite.operator, request.reference, 'Reject', 'no');
    expect(refusal(short)).toEqual([400, 'VALIDATION_FAILED']);
    const note = 'The airline desk refused: the fare was sold under a group contract.';
    const rejected = await desk.decide(suite.app, suite.operator, request.reference, 'Reject', note);
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json<AfterSalesRequest>()).toMatchObject({
      status: 'Rejected',
      settled: null,
      passengers: [{ paxId: 1, ticketStatus: 'Issued' }],
    });
    expect(rejected.json<AfterSalesRequest>().history.at(-1)).toMatchObject({ action: 'Reject', note });
    expect(await walletOf(suite.app, token)).toBe(before);
    const options = await afterSalesOptions(suite.app, token, order.orderReference);
    expect(options.openRequests).toEqual([]);
    expect(options.tickets[0]).toMatchObject({ status: 'Issued', refund: { allowed: true, mode: 'Manual' } });

    const [mail] = await mailsTo(suite.app, agencyMail(name));
    expect(mail?.subject).toContain(`${request.reference} not accepted`);
    expect(mail?.body).toContain(`Reason: ${note}`);
    expect(mail?.body).toContain('nothing was charged or credited');
  });

  it('quotes by hand only a manual request, with whole amounts and a label on every line', async () => {
    const { token } = await suite.fundedAgency('Hand Quote Travels');
    const order = await ticketedOrder(suite.app, token);
    const automatic = await asked(askVoid(suite.app, token, order.orderReference, [1]));
    const line = { kind: 'Other' as const, label: 'Goodwill', paxId: null, amount: 100_00 };
    expect(refusal(await desk.quote(suite.app, suite.operator, automatic.reference, [line]))).toEqual([
      409,
      'REQUEST_WRONG_STATUS',
    ]);

    const { request } = await deskRefund('Hand Quote Desk Travels');
    for (const lines of [[], [{ ...line, label: ' ' }], [{ ...line, amount: 10.5 }]]) {
      const answer = await desk.quote(suite.app, suite.operator, request.reference, lines);
      expect(answer.statusCode, JSON.stringify(lines)).toBe(400);
    }
    const after = await desk.get(suite.app, suite.operator, request.reference);
    expect(after.json<AfterSalesRequest>()).toMatchObject({
      status: 'Requested',
      quote: null,
      pastQuotes: [],
    });
  });
});

describe('the operators’ side of the status table', () => {
  it('completes only an accepted request, rejects one not yet quoted or quoted, and quotes an expired one again', async () => {
    const { token, request } = await deskRefund('Desk Walk Travels');
    const complete = () =>
      desk.decide(suite.app, suite.operator, request.reference, 'Complete', 'Refunded by desk');
    expect(refusal(await complete())).toEqual([409, 'REQUEST_WRONG_STATUS']);
    const { request: quoted } = await quoteFromAmounts(suite.app, suite.operator, request.reference);
    expect(refusal(await complete())).toEqual([409, 'REQUEST_WRONG_STATUS']);

    // The quote lapses unanswered; the desk quotes again, and the old quote is superseded.
    const lapsed = new Date(new Date(quoted.quote!.expiresAt).getTime() + minute);
    await expireLapsedQuotes(suite.app.db, lapsed);
    expect((await readRequest(suite.app, token, 'Refund', request.reference)).status).toBe('Expired');
    const { request: requoted } = await quoteFromAmounts(suite.app, suite.operator, request.reference);
    expect(requoted.status).toBe('Quoted');
    expect(refusal(await accept(suite.app, token, 'Refund', quoted))).toEqual([409, 'QUOTE_SUPERSEDED']);

    const note = 'The airline desk will not refund this fare.';
    const rejected = await desk.decide(suite.app, suite.operator, request.reference, 'Reject', note);
    expect(rejected.json<AfterSalesRequest>().status).toBe('Rejected');
    expect(refusal(await accept(suite.app, token, 'Refund', requoted))).toEqual([
      409,
      'REQUEST_WRONG_STATUS',
    ]);

    // A request still waiting for its quote may be rejected too.
    const other = await deskRefund('Desk Walk Two Travels');
    const early = await desk.decide(suite.app, suite.operator, other.request.reference, 'Reject', note);
    expect(early.json<AfterSalesRequest>()).toMatchObject({ status: 'Rejected', quote: null });
    expect(
      refusal(
        await updateStatus(suite.app, other.token, 'Refund', {
          reference: other.request.reference,
          action: 'Cancel',
        }),
      ),
    ).toEqual([409, 'REQUEST_WRONG_STATUS']);
  });
});

describe('the operators’ queue', () => {
  it('lists each kind’s requests in status tabs with counts, longest waiting first, with their age in minutes', async () => {
    const first = await deskRefund('Queue One Travels');
    suite.clock.forward(10 * minute);
    const second = await deskRefund('Queue Two Travels');
    suite.clock.forward(30 * minute);

    const page = await desk.queue(suite.app, suite.operator, {
      kind: 'Refund',
      tab: 'requested',
      pageSize: '100',
    });
    expect(page.statusCode, page.body).toBe(200);
    const requested = page.json<RequestQueuePage>();
    expect(requested.requests.every((row) => row.status === 'Requested')).toBe(true);
    const references = requested.requests.map((row) => row.reference);
    expect(references.indexOf(first.request.reference)).toBeLessThan(
      references.indexOf(second.request.reference),
    );
    const row = requested.requests.find((one) => one.reference === first.request.reference);
    expect(row).toMatchObject({
      kind: 'Refund',
      mode: 'Manual',
      agencyName: 'Queue One Travels',
      orderReference: first.order.orderReference,
      quoteTotal: null,
      assignee: null,
    });
    expect(row?.ageMinutes).toBeGreaterThanOrEqual(40);
    expect(
      requested.requests.find((one) => one.reference === second.request.reference)?.ageMinutes,
    ).toBeGreaterThanOrEqual(30);

    // The tabs count what the tab lists, and "all" is their sum.
    const all = (
      await desk.queue(suite.app, suite.operator, { kind: 'Refund', tab: 'all', pageSize: '100' })
    ).json<RequestQueuePage>();
    expect(all.tabs.requested).toBe(requested.total);
    expect(all.total).toBe(all.requests.length);
    const { all: sum, ...tabs } = all.tabs;
    expect(sum).toBe(Object.values(tabs).reduce((total, count) => total + count, 0));
    expect(all.tabs.requested).toBe(all.requests.filter((one) => one.status === 'Requested').length);

    // Quoting starts the agency's wait: the row moves to the quoted tab with its total and a fresh age.
    const { request: quoted } = await quoteFromAmounts(suite.app, suite.operator, first.request.reference);
    const searched = (
      await desk.queue(suite.app, suite.operator, {
        kind: 'Refund',
        tab: 'quoted',
        search: first.request.reference,
      })
    ).json<RequestQueuePage>();
    expect(searched.total).toBe(1);
    expect(searched.requests[0]).toMatchObject({
      reference: first.request.reference,
      status: 'Quoted',
      quoteTotal: quoted.quote!.total,
      quoteExpiresAt: quoted.quote!.expiresAt,
      ageMinutes: 0,
    });
    expect(searched.tabs.quoted).toBe(1);
    expect(searched.tabs.requested).toBe(0);
  });
});
