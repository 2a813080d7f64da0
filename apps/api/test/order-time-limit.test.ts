import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ErrorCode,
  OrderErrorCode,
  OrderPaths,
  TimeLimitErrorCode,
  TimeLimitMessage,
  type OrderAnswer,
  type OrderHistory,
  type TimeLimitExtension,
  type UpdatedTimeLimit,
} from '@portal/contracts';
import { book, holdOne, post, priceOne } from './support/booking';
import { buildAgencyWithOwner } from './support/money';
import { login } from './support/requests';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let agent: string;
beforeAll(async () => {
  t = await createTestApp({ env: { API_RATE_LIMIT_PER_MINUTE: '100000000' } });
  agent = await login(t.app, 'agent@demo.test');
});
afterAll(async () => {
  await t.close();
});

const extension = (token: string, orderReference: string) =>
  post(t.app, token, OrderPaths.getExtendTimeLimitRequest, { orderReference });
const extend = (token: string, orderReference: string, timeLimit: string) =>
  post(t.app, token, OrderPaths.updateExtendTimeLimitRequest, { orderReference, timeLimit });
const history = async (orderReference: string) =>
  (await post(t.app, agent, OrderPaths.getOrderHistory, { orderReference })).json<OrderHistory>().events;

describe('extending a held booking’s time limit', () => {
  it('shows the latest limit the airline allows, grants at most that, then refuses to go further', async () => {
    const held = await holdOne(t.app, agent);
    const offered = await extension(agent, held.orderReference);
    expect(offered.statusCode).toBe(200);
    const options = offered.json<TimeLimitExtension>();
    expect(options.timeLimit).toBe(held.timeLimit);
    expect(options.extendable).toBe(true);
    expect(Date.parse(options.latestTimeLimit!)).toBeGreaterThan(Date.parse(held.timeLimit!));

    const tooEarly = await extend(agent, held.orderReference, held.timeLimit!);
    expect(tooEarly.statusCode).toBe(400);
    expect(tooEarly.json().error).toEqual({
      code: ErrorCode.ValidationFailed,
      message: TimeLimitMessage.notLater,
    });

    const wanted = new Date(Date.parse(options.latestTimeLimit!) + 24 * 60 * 60_000).toISOString();
    const extended = await extend(agent, held.orderReference, wanted);
    expect(extended.statusCode).toBe(200);
    expect(extended.json<OrderAnswer>().order.timeLimit).toBe(options.latestTimeLimit);
    expect((await history(held.orderReference)).map((event) => event.action)).toContain('TimeLimitExtended');

    const again = await extension(agent, held.orderReference);
    expect(again.json<TimeLimitExtension>()).toMatchObject({ extendable: false });
    const refused = await extend(agent, held.orderReference, wanted);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toEqual({
      code: TimeLimitErrorCode.NotExtendable,
      message: TimeLimitMessage.notExtendable,
    });
  });

  it('refuses an issued booking, a user without ExtendTimeLimit, and another agency’s order', async () => {
    const priced = await priceOne(t.app, agent, { fareType: 'Web' });
    const issued = (await book(t.app, agent, priced)).json<OrderAnswer>().order;
    expect(issued.status).toBe('Confirmed');
    const closed = await extension(agent, issued.orderReference);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error.code).toBe(OrderErrorCode.WrongStatus);

    const held = await holdOne(t.app, agent);
    const staff = await login(t.app, 'staff@demo.test');
    expect((await extension(staff, held.orderReference)).statusCode).toBe(403);
    const other = await buildAgencyWithOwner(t.db, t.app, 'Elsewhere Travels');
    expect((await extension(other.token, held.orderReference)).statusCode).toBe(404);
    const foreign = await extend(
      other.token,
      held.orderReference,
      new Date(Date.now() + 3_600_000).toISOString(),
    );
    expect(foreign.statusCode).toBe(404);
    // Nothing changed for the owner.
    expect((await extension(agent, held.orderReference)).json<TimeLimitExtension>().timeLimit).toBe(
      held.timeLimit,
    );
  });
});

describe('reading the time limit from the airline again', () => {
  it('keeps a limit changed at the airline on the order, and says when nothing changed', async () => {
    const held = await holdOne(t.app, agent);
    const unchanged = await post(t.app, agent, OrderPaths.getUpdatedTimeLimit, {
      orderReference: held.orderReference,
    });
    expect(unchanged.statusCode).toBe(200);
    expect(unchanged.json<UpdatedTimeLimit>()).toMatchObject({
      changed: false,
      order: { timeLimit: held.timeLimit },
    });

    // The airline's desk extends the PNR by an hour, outside the portal.
    const later = new Date(Date.parse(held.timeLimit!) + 60 * 60_000);
    await t.app.flightBooking.extendTimeLimit(t.db, {
      recordLocator: held.pnr!,
      until: later,
      now: new Date(),
    });
    const updated = await post(t.app, agent, OrderPaths.getUpdatedTimeLimit, {
      orderReference: held.orderReference,
    });
    expect(updated.json<UpdatedTimeLimit>()).toMatchObject({
      changed: true,
      order: { timeLimit: later.toISOString(), status: 'OnHold' },
    });
    expect((await history(held.orderReference)).map((event) => event.action)).toContain('TimeLimitUpdated');
  });
});
