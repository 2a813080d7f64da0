import { describe, expect, it } from 'vitest';
import {
  PartialPaymentPaths,
  type AfterSalesRequest,
  type OrderDuesResponse,
  type WalletBalance,
} from '@portal/contracts';
import {
  accept,
  Airlines,
  askRefund,
  askVoid,
  asked,
  desk,
  passbookLines,
  quoteFromAmounts,
  ticketedOrder,
  tripOn,
  useAfterSalesApp,
  walletOf,
} from './support/after-sales';
import { authHeaders } from './support/flight';
import { balanceOf } from './support/money';

const suite = useAfterSalesApp();

async function outstandingOf(token: string, orderReference: string): Promise<number> {
  const response = await suite.app.inject({
    method: 'GET',
    url: PartialPaymentPaths.getOrderDues,
    query: { orderReference },
    headers: authHeaders(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OrderDuesResponse>().dues[0]?.outstandingAmount ?? 0;
}

/** Accepts a request's current quote and expects it done (Completed, or InProcess for the desk). */
async function accepted(
  token: string,
  kind: 'Void' | 'Refund',
  request: AfterSalesRequest,
  status = 'Completed',
) {
  const answer = await accept(suite.app, token, kind, request);
  expect(answer.statusCode, answer.body).toBe(200);
  expect(answer.json<AfterSalesRequest>().status).toBe(status);
  return answer.json<AfterSalesRequest>();
}

describe('what reaches the wallet', () => {
  it('credits the sum of the quotes over several voids and refunds, each a passbook line under its request’s reference', async () => {
    const { token } = await suite.fundedAgency('Sum Travels');
    const single = await ticketedOrder(suite.app, token);
    const pair = await ticketedOrder(suite.app, token, { search: tripOn(Airlines.automatic, { adults: 2 }) });
    const roundTrip = await ticketedOrder(suite.app, token, {
      search: tripOn(Airlines.automatic, { returnAfterDays: 5 }),
    });
    const deskTrip = await ticketedOrder(suite.app, token, {
      search: tripOn(Airlines.deskRefunds.code, { to: Airlines.deskRefunds.to }),
    });
    const before = await walletOf(suite.app, token);
    const completed: AfterSalesRequest[] = [];

    const voidOne = await asked(askVoid(suite.app, token, single.orderReference, [1]));
    completed.push(await accepted(token, 'Void', voidOne));
    const voidPair = await asked(askVoid(suite.app, token, pair.orderReference, [1, 2]));
    expect(voidPair.quote!.lines.filter((line) => line.kind === 'ServiceFee')).toHaveLength(2);
    completed.push(await accepted(token, 'Void', voidPair));
    for (const journeyIndexes of [[1], [0]]) {
      const refund = await asked(
        askRefund(suite.app, token, {
          orderReference: roundTrip.orderReference,
          paxIds: [1],
          journeyIndexes,
        }),
      );
      completed.push(await accepted(token, 'Refund', refund));
    }
    const deskAsk = await asked(
      askRefund(suite.app, token, {
        orderReference: deskTrip.orderReference,
        paxIds: [1],
        journeyIndexes: [0],
      }),
    );
    const { request: deskQuoted } = await quoteFromAmounts(suite.app, suite.operator, deskAsk.reference);
    await accepted(token, 'Refund', deskQuoted, 'InProcess');
    const decided = await desk.decide(
      suite.app,
      suite.operator,
      deskAsk.reference,
      'Complete',
      'Refunded by desk',
    );
    expect(decided.statusCode, decided.body).toBe(200);
    completed.push(decided.json<AfterSalesRequest>());

    const quoted = completed.map((request) => request.quote!.total.amount);
    expect(completed.map((request) => request.settled?.amount ?? 0)).toEqual(quoted);
    const sum = quoted.reduce((total, amount) => total + amount, 0);
    expect((await walletOf(suite.app, token)) - before).toBe(sum);

    for (const request of completed) {
      const lines = await passbookLines(suite.app, token, request.reference);
      expect(
        lines.map((line) => [line.reference, line.kind, line.credit, line.debit]),
        request.reference,
      ).toEqual([[request.reference, 'refund', request.quote!.total.amount, 0]]);
      expect(lines[0]?.description).toContain(request.orderReference);
    }
    expect(completed.map((request) => request.reference.slice(0, 3))).toEqual([
      'VD-',
      'VD-',
      'RF-',
      'RF-',
      'RF-',
    ]);
  });

  it('pays down a partly paid order’s due first; only the rest reaches the wallet', async () => {
    const { token } = await suite.fundedAgency('Part Paid Travels');
    const order = await ticketedOrder(suite.app, token, { payment: 'Partial' });
    expect(order.payment.mode).toBe('Partial');
    const due = order.payment.dueAmount.amount;
    expect(await outstandingOf(token, order.orderReference)).toBe(due);
    const before = await balanceOf(suite.app, token);

    const request = await asked(askVoid(suite.app, token, order.orderReference, [1]));
    const total = request.quote!.total.amount;
    expect(total).toBeGreaterThan(due);
    const done = await accepted(token, 'Void', request);
    expect(done.settled?.amount).toBe(total);

    const after: WalletBalance = await balanceOf(suite.app, token);
    expect(await outstandingOf(token, order.orderReference)).toBe(0);
    expect(after.walletBalance - before.walletBalance).toBe(total - due);
    expect(before.dueAmount - after.dueAmount).toBe(due);
    const [line] = await passbookLines(suite.app, token, request.reference);
    expect([line?.reference, line?.credit]).toEqual([request.reference, total - due]);
  });

  it('pays down only part of a due when the refund is smaller, and nothing reaches the wallet', async () => {
    const { token } = await suite.fundedAgency('Part Refund Travels');
    const order = await ticketedOrder(suite.app, token, {
      search: tripOn(Airlines.automatic, { adults: 2 }),
      payment: 'Partial',
    });
    const due = order.payment.dueAmount.amount;
    const before = await walletOf(suite.app, token);
    const request = await asked(
      askRefund(suite.app, token, { orderReference: order.orderReference, paxIds: [2], journeyIndexes: [0] }),
    );
    const total = request.quote!.total.amount;
    expect(total).toBeLessThan(due);
    await accepted(token, 'Refund', request);
    expect(await outstandingOf(token, order.orderReference)).toBe(due - total);
    expect(await walletOf(suite.app, token)).toBe(before);
  });
});
