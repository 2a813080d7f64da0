import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AfterSalesRequest } from '@portal/contracts';
import { buildUser } from '../src/db/seed/builders';
import {
  accept,
  Airlines,
  askRefund,
  askVoid,
  asked,
  desk,
  passbookLines,
  quoteFromAmounts,
  readRequest,
  refusal,
  ticketedOrder,
  tripOn,
  updateStatus,
  useAfterSalesApp,
  walletOf,
} from './support/after-sales';
import { login } from './support/requests';

const suite = useAfterSalesApp();
/** Two API servers on one database, as behind a load balancer: calls alternate between them. */
let servers: FastifyInstance[];
/** A second operator of the same tenant, signed in. */
let secondOperator: string;

beforeAll(async () => {
  servers = [suite.app, await suite.t.openSecondApp()];
  const email = `desk-${randomUUID().slice(0, 8)}@ops.test`;
  await buildUser(suite.t.db, {
    tenantId: 'bdfare',
    email,
    password: 'Desk@12345',
    firstName: 'Second',
    lastName: 'Operator',
  });
  secondOperator = await login(suite.app, email, { password: 'Desk@12345' });
});

const server = (index: number) => servers[index % servers.length]!;
const statuses = (answers: LightMyRequestResponse[]) => answers.map((answer) => answer.statusCode).sort();

async function quotedVoid(name: string) {
  const { token } = await suite.fundedAgency(name);
  const order = await ticketedOrder(suite.app, token);
  const request = await asked(askVoid(suite.app, token, order.orderReference, [1]));
  return { token, order, request, wallet: await walletOf(suite.app, token) };
}

/** A desk refund quoted by an operator and accepted by the agency: InProcess, waiting for the decision. */
async function acceptedDeskRefund(name: string) {
  const { token } = await suite.fundedAgency(name);
  const order = await ticketedOrder(suite.app, token, {
    search: tripOn(Airlines.deskRefunds.code, { to: Airlines.deskRefunds.to }),
  });
  const request = await asked(
    askRefund(suite.app, token, { orderReference: order.orderReference, paxIds: [1], journeyIndexes: [0] }),
  );
  const { request: quoted } = await quoteFromAmounts(suite.app, suite.operator, request.reference);
  const accepted = await accept(suite.app, token, 'Refund', quoted);
  expect(accepted.json<AfterSalesRequest>().status).toBe('InProcess');
  return { token, request: quoted, wallet: await walletOf(suite.app, token) };
}

describe('accepting at once', () => {
  it('20 parallel confirms with one Idempotency-Key: all 200 with the same body, the money moves once', async () => {
    const { token, request, wallet } = await quotedVoid('Same Key Travels');
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => accept(server(index), token, 'Void', request, key)),
    );
    expect(statuses(answers)).toEqual(Array.from({ length: 20 }, () => 200));
    const first = answers[0]!.json<AfterSalesRequest>();
    expect(first.status).toBe('Completed');
    for (const answer of answers) expect(answer.json()).toEqual(first);
    expect((await walletOf(suite.app, token)) - wallet).toBe(request.quote!.total.amount);
    expect(await passbookLines(suite.app, token, request.reference)).toHaveLength(1);
  });

  it('20 parallel confirms with different keys: exactly one 200, the rest 409 REQUEST_WRONG_STATUS', async () => {
    const { token, request, wallet } = await quotedVoid('Many Keys Travels');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => accept(server(index), token, 'Void', request)),
    );
    expect(statuses(answers)).toEqual([200, ...Array.from({ length: 19 }, () => 409)]);
    for (const answer of answers.filter((one) => one.statusCode === 409)) {
      expect(refusal(answer)).toEqual([409, 'REQUEST_WRONG_STATUS']);
    }
    expect((await walletOf(suite.app, token)) - wallet).toBe(request.quote!.total.amount);
    const done = await readRequest(suite.app, token, 'Void', request.reference);
    expect(done.history.filter((event) => event.action === 'Accept')).toHaveLength(1);
  });

  it('an accept and a cancel at once: one of them wins and the request ends as the winner left it', async () => {
    const { token, request, wallet } = await quotedVoid('Accept Or Cancel Travels');
    const [accepted, cancelled] = await Promise.all([
      accept(server(0), token, 'Void', request),
      updateStatus(server(1), token, 'Void', { reference: request.reference, action: 'Cancel' }),
    ]);
    expect(statuses([accepted, cancelled])).toEqual([200, 409]);
    const final = await readRequest(suite.app, token, 'Void', request.reference);
    const moved = (await walletOf(suite.app, token)) - wallet;
    if (accepted.statusCode === 200) {
      expect([final.status, moved]).toEqual(['Completed', request.quote!.total.amount]);
    } else {
      expect([final.status, moved]).toEqual(['Cancelled', 0]);
    }
  });

  it('a void and a refund asked at once on one order: one opens, the other 409 REQUEST_ALREADY_OPEN', async () => {
    const { token } = await suite.fundedAgency('Race To Ask Travels');
    const order = await ticketedOrder(suite.app, token);
    const answers = await Promise.all([
      askVoid(server(0), token, order.orderReference, [1]),
      askRefund(server(1), token, { orderReference: order.orderReference, paxIds: [1], journeyIndexes: [0] }),
    ]);
    expect(statuses(answers)).toEqual([200, 409]);
    expect(refusal(answers.find((answer) => answer.statusCode === 409)!)).toEqual([
      409,
      'REQUEST_ALREADY_OPEN',
    ]);
  });
});

describe('two operators deciding one request', () => {
  it('both completing at once: one wins, the other 409; the refund is credited once', async () => {
    const { token, request, wallet } = await acceptedDeskRefund('Two Deciders Travels');
    const answers = await Promise.all([
      desk.decide(server(0), suite.operator, request.reference, 'Complete', 'Refunded by desk'),
      desk.decide(server(1), secondOperator, request.reference, 'Complete', 'Refunded by desk too'),
    ]);
    expect(statuses(answers)).toEqual([200, 409]);
    expect(refusal(answers.find((answer) => answer.statusCode === 409)!)).toEqual([
      409,
      'REQUEST_WRONG_STATUS',
    ]);
    expect((await walletOf(suite.app, token)) - wallet).toBe(request.quote!.total.amount);
    const done = await readRequest(suite.app, token, 'Refund', request.reference);
    expect(done.history.filter((event) => event.action === 'Complete')).toHaveLength(1);
    expect(await passbookLines(suite.app, token, request.reference)).toHaveLength(1);
  });

  it('one completing while the other rejects: one decision stands, and money moved only if it completed', async () => {
    const { token, request, wallet } = await acceptedDeskRefund('Split Deciders Travels');
    const [completed, rejected] = await Promise.all([
      desk.decide(server(0), suite.operator, request.reference, 'Complete', 'Refunded by desk'),
      desk.decide(server(1), secondOperator, request.reference, 'Reject', 'The desk refused it'),
    ]);
    expect(statuses([completed, rejected])).toEqual([200, 409]);
    const final = await readRequest(suite.app, token, 'Refund', request.reference);
    const moved = (await walletOf(suite.app, token)) - wallet;
    if (completed.statusCode === 200) {
      expect([final.status, final.passengers[0]?.ticketStatus, moved]).toEqual([
        'Completed',
        'Refunded',
        request.quote!.total.amount,
      ]);
    } else {
      expect([final.status, final.passengers[0]?.ticketStatus, moved]).toEqual(['Rejected', 'Issued', 0]);
    }
  });
});
