import ExcelJS from 'exceljs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  GroupFarePaths,
  OrderPaths,
  type OrderAnswer,
  type GroupFareNameInput,
  GroupFareErrorCode,
  GroupFareManifestColumns,
  GroupFareMessage,
  GroupFareOperatorPaths,
  type CreateGroupFareBlockInput,
  type FindGroupFareFlightsResponse,
  type GroupFareBlocksResponse,
  type GroupFareFlightOption,
  type GroupFareReservationsResponse,
  type OperatorGroupFareBlock,
  type UpdateGroupFareBlockInput,
} from '@portal/contracts';
import { buildAgency } from '../src/db/seed/builders';
import { findGroupFareOption, seatsAvailable } from '../src/group-fares/find-group-fare-flights';
import { listTenantBlocks } from '../src/group-fares/group-fare-block.repository';
import { dhakaDate, authHeaders } from './support/flight';
import { createGroupFareBlock, defaultDeadlines, uniqueBlockCode } from './support/group-fare-builders';
import {
  post as agencyPost,
  nameList,
  ok,
  payDeposit,
  reserve,
  reserveCall,
  saveNames,
} from './support/group-fares';
import { expectLedgerBalanced } from './support/ledger-audit';
import { buildFundedAgency } from './support/money';
import { login } from './support/requests';
import { createTestApp, type TestApp } from './support/test-app';

const tripzen = 'tripzen.localhost';
let t: TestApp;
let operator: string;
let tripzenOperator: string;
let agent: string;

beforeAll(async () => {
  t = await createTestApp();
  operator = await login(t.app, 'ops@demo.test');
  tripzenOperator = await login(t.app, 'ops@tripzen.test', { host: tripzen });
  agent = await login(t.app, 'agent@demo.test');
});
afterEach(async () => {
  await expectLedgerBalanced(t.app, operator);
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: unknown, token = operator, host = 'localhost') =>
  t.app.inject({ method: 'POST', url, headers: authHeaders(token, host), payload: payload as object });
const get = (url: string, token = operator, host = 'localhost') =>
  t.app.inject({ method: 'GET', url, headers: authHeaders(token, host) });

/** FindFlights DAC→JED and back two weeks later, some weeks ahead. */
async function findFlights(days = 40): Promise<FindGroupFareFlightsResponse> {
  const response = await post(GroupFareOperatorPaths.findFlights, {
    origin: 'DAC',
    destination: 'JED',
    departureDate: dhakaDate(days),
    returnDate: dhakaDate(days + 14),
    cabin: 'Economy',
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<FindGroupFareFlightsResponse>();
}

/** Seats the option's brand has left in its classes at the sandbox GDS now. */
async function gdsSeats(searchId: string, optionId: string): Promise<number> {
  const found = await findGroupFareOption({ supply: t.app.supply, searchId, optionId });
  return seatsAvailable(t.app.supply, found.offer, found.brandIndex);
}

function createBody(
  search: { searchId: string; option: GroupFareFlightOption },
  overrides: Partial<CreateGroupFareBlockInput> = {},
): CreateGroupFareBlockInput {
  const deadlines = defaultDeadlines();
  const adult = Math.round((search.option.publishedAdultFare.amount * 0.8) / 100) * 100;
  return {
    kind: 'Umrah',
    code: uniqueBlockCode('Umrah'),
    title: 'Umrah January Dhaka–Jeddah',
    fares: { adult, child: adult - 5_000_00, infant: 12_000_00 },
    baggage: '2 x 23 KG + 5 L Zamzam',
    fareRules: 'Non-refundable after the name deadline.',
    totalSeats: 4,
    perAgencyCap: 2,
    depositPerSeat: 10_000_00,
    depositRule: 'Kept',
    holdMinutes: 60,
    nameDeadline: deadlines.names.toISOString(),
    balanceDeadline: deadlines.balance.toISOString(),
    ticketingDeadline: deadlines.ticketing.toISOString(),
    visibility: 'All',
    agencyIds: [],
    flight: { searchId: search.searchId, optionId: search.option.optionId },
    ...overrides,
  };
}

function termsOf(block: OperatorGroupFareBlock, overrides: Partial<UpdateGroupFareBlockInput> = {}) {
  return {
    blockId: block.id,
    title: block.title,
    fares: block.fares,
    baggage: block.baggage,
    fareRules: block.fareRules,
    totalSeats: block.seats.total,
    perAgencyCap: block.perAgencyCap,
    depositPerSeat: block.depositPerSeat,
    depositRule: block.depositRule,
    holdMinutes: block.holdMinutes,
    nameDeadline: block.nameDeadline,
    balanceDeadline: block.balanceDeadline,
    ticketingDeadline: block.ticketingDeadline,
    visibility: block.visibility,
    agencyIds: block.agencies.map((agency) => agency.id),
    ...overrides,
  } satisfies UpdateGroupFareBlockInput;
}

async function blocksTotal(): Promise<number> {
  const response = await get(GroupFareOperatorPaths.blocks);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<GroupFareBlocksResponse>().counts.all;
}

async function pickOption(minSeats: number) {
  const found = await findFlights();
  const option = found.options.find((candidate) => candidate.seatsAvailable >= minSeats);
  if (!option) throw new Error('no option with enough seats');
  return { searchId: found.searchId, option };
}

describe('the demo world’s blocks', () => {
  it('gives the provider published Umrah, Xclusive and group blocks on held sandbox seats', async () => {
    const response = await get(`${GroupFareOperatorPaths.blocks}?tab=published`);
    const page = response.json<GroupFareBlocksResponse>();
    const seeded = page.items.filter((item) => /^(UMR|XCL|GRP)-[A-Z]{3}-[A-Z]{3}-\d{4}$/.test(item.code));
    expect(seeded.length).toBeGreaterThanOrEqual(10);
    expect(new Set(seeded.map((item) => item.kind))).toEqual(new Set(['Umrah', 'Xclusive', 'Group']));
    const routes = seeded.map((item) => item.route);
    for (const route of ['DAC-JED-DAC', 'CGP-JED-CGP', 'DAC-MED-DAC', 'DAC-DXB'])
      expect(routes).toContain(route);
    for (const item of seeded) {
      expect(item.visibility).toBe('All');
      expect(item.perAgencyCap).toBeLessThanOrEqual(item.seats.total);
      expect(item.depositPerSeat).toBeLessThanOrEqual(item.fares.adult);
      expect(Date.parse(item.nameDeadline)).toBeGreaterThan(Date.now());
      expect(Date.parse(item.nameDeadline)).toBeLessThanOrEqual(Date.parse(item.balanceDeadline));
      expect(Date.parse(item.ticketingDeadline)).toBeLessThan(Date.parse(item.journeys[0]!.departure));
      const held = await t.app.flightBooking.retrieveGroupBlock(t.db, item.recordLocator);
      expect(held).toMatchObject({ status: 'Held', seats: item.seats.total, seatsSplit: 0 });
    }
    const umrah = seeded.find((item) => item.kind === 'Umrah')!;
    expect(umrah.baggage).toContain('Zamzam');
    expect(umrah.seats.total).toBeGreaterThanOrEqual(20);
  });

  it('gives the white-label tenant a block of its own that the provider does not see', async () => {
    const skyway = await listTenantBlocks(t.db, 'skyway', { tab: 'all', offset: 0, limit: 10 });
    expect(skyway.rows.length).toBeGreaterThanOrEqual(1);
    const mine = (
      await get(`${GroupFareOperatorPaths.blocks}?search=${skyway.rows[0]!.code}`)
    ).json<GroupFareBlocksResponse>();
    expect(mine.items.some((item) => item.id === skyway.rows[0]!.id)).toBe(false);
    expect((await get(`${GroupFareOperatorPaths.block}?blockId=${skyway.rows[0]!.id}`)).statusCode).toBe(404);
  });
});

describe('finding flights to block', () => {
  it('answers sandbox options with seats, airline, brand, baggage and the published fare', async () => {
    const found = await findFlights();
    expect(found.options.length).toBeGreaterThan(0);
    const option = found.options[0]!;
    expect(option.seatsAvailable).toBeGreaterThan(0);
    expect(option.airlineName.length).toBeGreaterThan(2);
    expect(option.journeys).toHaveLength(2);
    expect(option.journeys[0]!.origin).toBe('DAC');
    expect(option.journeys[1]!.destination).toBe('DAC');
    expect(option.publishedAdultFare.currency).toBe('BDT');
    expect(option.baggage).toMatch(/checked/);
    // Blocks are bigger than a search's nine seats: the counts go beyond it.
    expect(Math.max(...found.options.map((candidate) => candidate.seatsAvailable))).toBeGreaterThan(9);
  });

  it('refuses the same origin and destination and a past date', async () => {
    const same = await post(GroupFareOperatorPaths.findFlights, {
      origin: 'DAC',
      destination: 'DAC',
      departureDate: dhakaDate(30),
    });
    expect(same.statusCode).toBe(400);
    const past = await post(GroupFareOperatorPaths.findFlights, {
      origin: 'DAC',
      destination: 'JED',
      departureDate: dhakaDate(-2),
    });
    expect(past.statusCode).toBe(400);
  });
});

describe('creating a block', () => {
  it('takes the seats from the sandbox inventory and stores a draft', async () => {
    const search = await pickOption(8);
    const before = await gdsSeats(search.searchId, search.option.optionId);
    const response = await post(GroupFareOperatorPaths.createBlock, createBody(search, { totalSeats: 5 }));
    expect(response.statusCode, response.body).toBe(201);
    const block = response.json<OperatorGroupFareBlock>();
    expect(block).toMatchObject({
      status: 'Draft',
      kind: 'Umrah',
      route: 'DAC-JED-DAC',
      currency: 'BDT',
      cabin: 'Economy',
      seats: { total: 5, reserved: 0, sold: 0, left: 5 },
      namesMissing: 0,
      baggage: '2 x 23 KG + 5 L Zamzam',
      validatingAirline: search.option.validatingAirline,
    });
    expect(block.recordLocator).toMatch(/^[A-Z0-9]{6}$/);
    expect(block.journeys[0]!.legs[0]!.key).toBe(search.option.journeys[0]!.legs[0]!.key);
    expect(await gdsSeats(search.searchId, search.option.optionId)).toBe(before - 5);

    const read = await get(`${GroupFareOperatorPaths.block}?blockId=${block.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json<OperatorGroupFareBlock>().code).toBe(block.code);
  });

  it.each([
    ['a cap above the seats', { totalSeats: 3, perAgencyCap: 4 }, GroupFareMessage.capAboveSeats],
    [
      'deadlines out of order',
      {
        nameDeadline: defaultDeadlines().balance.toISOString(),
        balanceDeadline: defaultDeadlines().names.toISOString(),
      },
      GroupFareMessage.deadlinesOrder,
    ],
    [
      'chosen agencies without any',
      { visibility: 'Chosen' as const, agencyIds: [] },
      GroupFareMessage.agenciesRequired,
    ],
    ['a code in small letters', { code: 'umr-lower' }, 'Codes are 2–20 capital letters, digits or dashes'],
  ])('refuses %s with 400 and stores nothing', async (_label, overrides, message) => {
    const search = await pickOption(4);
    const total = await blocksTotal();
    const before = await gdsSeats(search.searchId, search.option.optionId);
    const response = await post(GroupFareOperatorPaths.createBlock, createBody(search, overrides));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.body).toContain(message);
    expect(await blocksTotal()).toBe(total);
    expect(await gdsSeats(search.searchId, search.option.optionId)).toBe(before);
  });

  it('refuses a ticketing deadline after the flight, and agencies of another tenant', async () => {
    const search = await pickOption(4);
    const late = new Date(Date.now() + 90 * 86_400_000).toISOString();
    const afterFlight = await post(
      GroupFareOperatorPaths.createBlock,
      createBody(search, { ticketingDeadline: late }),
    );
    expect(afterFlight.statusCode, afterFlight.body).toBe(400);
    expect(afterFlight.body).toContain(GroupFareMessage.deadlinesOrder);

    const foreign = await buildAgency(t.db, { tenantId: 'tripzen', name: 'Sylhet Hajj Kafela' });
    const chosen = await post(
      GroupFareOperatorPaths.createBlock,
      createBody(search, { visibility: 'Chosen', agencyIds: [foreign.id] }),
    );
    expect(chosen.statusCode, chosen.body).toBe(400);
  });

  it('refuses an option it never gave (400) and one that no longer sells (404)', async () => {
    const search = await pickOption(4);
    const total = await blocksTotal();
    const garbage = await post(
      GroupFareOperatorPaths.createBlock,
      createBody(search, { flight: { searchId: 'not-a-search', optionId: search.option.optionId } }),
    );
    expect(garbage.statusCode, garbage.body).toBe(400);
    const badOption = await post(
      GroupFareOperatorPaths.createBlock,
      createBody(search, { flight: { searchId: search.searchId, optionId: 'XYZ|1|2' } }),
    );
    expect(badOption.statusCode, badOption.body).toBe(400);
    const [source] = search.option.optionId.split('|');
    const gone = await post(
      GroupFareOperatorPaths.createBlock,
      createBody(search, { flight: { searchId: search.searchId, optionId: `${source}|no-such-offer|LITE` } }),
    );
    expect(gone.statusCode, gone.body).toBe(404);
    expect(gone.json<{ error: { code: string } }>().error.code).toBe(GroupFareErrorCode.FlightUnavailable);
    expect(await blocksTotal()).toBe(total);
  });

  it('refuses more seats than the flights have left with 409 and takes none', async () => {
    const search = await pickOption(1);
    const before = await gdsSeats(search.searchId, search.option.optionId);
    const response = await post(
      GroupFareOperatorPaths.createBlock,
      createBody(search, { totalSeats: before + 1, perAgencyCap: 1, depositPerSeat: 0 }),
    );
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json<{ error: { code: string } }>().error.code).toBe(
      GroupFareErrorCode.FlightUnavailable,
    );
    expect(await gdsSeats(search.searchId, search.option.optionId)).toBe(before);
  });

  it('refuses a code the tenant already uses with 409, before taking seats', async () => {
    const search = await pickOption(6);
    const code = uniqueBlockCode('Group');
    const first = await post(GroupFareOperatorPaths.createBlock, createBody(search, { code }));
    expect(first.statusCode, first.body).toBe(201);
    const before = await gdsSeats(search.searchId, search.option.optionId);
    const second = await post(GroupFareOperatorPaths.createBlock, createBody(search, { code }));
    expect(second.statusCode, second.body).toBe(409);
    expect(second.json<{ error: { code: string } }>().error.code).toBe(GroupFareErrorCode.BlockExists);
    expect(await gdsSeats(search.searchId, search.option.optionId)).toBe(before);
    // Another tenant may use the same code.
    const elsewhere = await createGroupFareBlock(t.app, { tenantId: 'tripzen', code, seats: 2 });
    expect(elsewhere.code).toBe(code);
  });
});

describe('two operators at once', () => {
  it('with one code: one block is made, the other is refused and takes no seats', async () => {
    const search = await pickOption(8);
    const before = await gdsSeats(search.searchId, search.option.optionId);
    const code = uniqueBlockCode('Umrah');
    const answers = await Promise.all(
      [0, 1].map(() => post(GroupFareOperatorPaths.createBlock, createBody(search, { code, totalSeats: 3 }))),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await gdsSeats(search.searchId, search.option.optionId)).toBe(before - 3);
  });

  it('publishing one block: one publishes, the other is refused', async () => {
    const block = await createGroupFareBlock(t.app, { seats: 2, published: false });
    const answers = await Promise.all(
      [0, 1].map(() => post(GroupFareOperatorPaths.publishBlock, { blockId: block.id })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });
});

describe('publishing, closing and changing a block', () => {
  it('moves Draft → Published → Closed → Published and refuses the wrong moves with 409', async () => {
    const search = await pickOption(8);
    const created = await post(GroupFareOperatorPaths.createBlock, createBody(search, { totalSeats: 6 }));
    const block = created.json<OperatorGroupFareBlock>();
    const afterCreate = await gdsSeats(search.searchId, search.option.optionId);

    const closeDraft = await post(GroupFareOperatorPaths.closeBlock, { blockId: block.id });
    expect(closeDraft.statusCode).toBe(409);

    const published = await post(GroupFareOperatorPaths.publishBlock, { blockId: block.id });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json<OperatorGroupFareBlock>()).toMatchObject({ status: 'Published' });
    expect(published.json<OperatorGroupFareBlock>().publishedAt).not.toBeNull();
    expect((await post(GroupFareOperatorPaths.publishBlock, { blockId: block.id })).statusCode).toBe(409);

    const closed = await post(GroupFareOperatorPaths.closeBlock, { blockId: block.id });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json<OperatorGroupFareBlock>().status).toBe('Closed');
    // Nobody reserved: all six seats went back to the flights.
    expect(await gdsSeats(search.searchId, search.option.optionId)).toBe(afterCreate + 6);
    expect((await post(GroupFareOperatorPaths.closeBlock, { blockId: block.id })).statusCode).toBe(409);

    const again = await post(GroupFareOperatorPaths.publishBlock, { blockId: block.id });
    expect(again.statusCode, again.body).toBe(200);
    expect(await gdsSeats(search.searchId, search.option.optionId)).toBe(afterCreate);
  });

  it('resizes the airline booking with the seats and keeps the other terms', async () => {
    const search = await pickOption(10);
    const created = await post(GroupFareOperatorPaths.createBlock, createBody(search, { totalSeats: 4 }));
    const block = created.json<OperatorGroupFareBlock>();
    const base = await gdsSeats(search.searchId, search.option.optionId);

    const agency = await buildAgency(t.db, { tenantId: 'bdfare', name: 'Chattogram Umrah Kafela' });
    const up = await post(
      GroupFareOperatorPaths.updateBlock,
      termsOf(block, {
        totalSeats: 7,
        perAgencyCap: 3,
        title: 'Umrah January, more seats',
        visibility: 'Chosen',
        agencyIds: [agency.id],
      }),
    );
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json<OperatorGroupFareBlock>()).toMatchObject({
      title: 'Umrah January, more seats',
      seats: { total: 7, left: 7 },
      perAgencyCap: 3,
      visibility: 'Chosen',
      agencies: [{ id: agency.id, name: 'Chattogram Umrah Kafela' }],
    });
    expect(await gdsSeats(search.searchId, search.option.optionId)).toBe(base - 3);

    const down = await post(
      GroupFareOperatorPaths.updateBlock,
      termsOf(block, { totalSeats: 2, perAgencyCap: 2 }),
    );
    expect(down.statusCode, down.body).toBe(200);
    expect(await gdsSeats(search.searchId, search.option.optionId)).toBe(base + 2);

    const badCap = await post(
      GroupFareOperatorPaths.updateBlock,
      termsOf(block, { totalSeats: 2, perAgencyCap: 5 }),
    );
    expect(badCap.statusCode).toBe(400);
  });

  it('refuses fewer seats than are reserved and sold with 409', async () => {
    const block = await createGroupFareBlock(t.app, { seats: 6, perAgencyCap: 6 });
    const { token } = await buildFundedAgency(t.app, t.db, {
      operatorToken: operator,
      name: 'Seat Count Travels',
    });
    const sold = await reserve(t.app, token, { blockId: block.id, adults: 1 });
    await payDeposit(t.app, token, sold);
    const named = ok(await saveNames(t.app, token, sold.reference, nameList(sold)));
    ok(
      await agencyPost(t.app, token, GroupFarePaths.payBalance, {
        reference: sold.reference,
        amount: named.money.outstanding,
      }),
    );
    await reserve(t.app, token, { blockId: block.id, adults: 3 });

    const view = (
      await get(`${GroupFareOperatorPaths.block}?blockId=${block.id}`)
    ).json<OperatorGroupFareBlock>();
    expect(view.seats).toEqual({ total: 6, reserved: 3, sold: 1, left: 2 });
    expect(view.namesMissing).toBe(3);
    const below = await post(
      GroupFareOperatorPaths.updateBlock,
      termsOf(view, { totalSeats: 3, perAgencyCap: 3 }),
    );
    expect(below.statusCode, below.body).toBe(409);
    expect(below.json<{ error: { message: string } }>().error.message).toBe(GroupFareMessage.seatsBelowTaken);
    const exact = await post(
      GroupFareOperatorPaths.updateBlock,
      termsOf(view, { totalSeats: 4, perAgencyCap: 4 }),
    );
    expect(exact.statusCode, exact.body).toBe(200);
    expect(exact.json<OperatorGroupFareBlock>().seats).toEqual({ total: 4, reserved: 3, sold: 1, left: 0 });
    const held = await t.app.flightBooking.retrieveGroupBlock(t.db, block.recordLocator);
    expect(held).toMatchObject({ seats: 4, seatsSplit: 1 });

    // Closing keeps at the airline only what is reserved and sold; nothing was left, so nothing moves.
    const closed = await post(GroupFareOperatorPaths.closeBlock, { blockId: block.id });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(await t.app.flightBooking.retrieveGroupBlock(t.db, block.recordLocator)).toMatchObject({
      seats: 4,
    });
  });

  it('closing gives back only the seats nobody reserved', async () => {
    const block = await createGroupFareBlock(t.app, { seats: 7, perAgencyCap: 7 });
    const { token } = await buildFundedAgency(t.app, t.db, {
      operatorToken: operator,
      name: 'Close Early Travels',
    });
    await reserve(t.app, token, { blockId: block.id, adults: 2 });
    const closed = await post(GroupFareOperatorPaths.closeBlock, { blockId: block.id });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json<OperatorGroupFareBlock>().seats).toMatchObject({ total: 7, reserved: 2, left: 5 });
    expect(await t.app.flightBooking.retrieveGroupBlock(t.db, block.recordLocator)).toMatchObject({
      seats: 2,
    });
    // No new reservations on a closed block.
    const refused = await reserveCall(t.app, token, { blockId: block.id, adults: 1 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ error: { code: string } }>().error.code).toBe(GroupFareErrorCode.BlockNotOpen);
    // Published again, the five seats are taken from the flights once more.
    expect((await post(GroupFareOperatorPaths.publishBlock, { blockId: block.id })).statusCode).toBe(200);
    expect(await t.app.flightBooking.retrieveGroupBlock(t.db, block.recordLocator)).toMatchObject({
      seats: 7,
    });
  });
});

describe('lists and access', () => {
  it('lists the tenant’s blocks by tab and kind, searched on code, title and route', async () => {
    const draft = await createGroupFareBlock(t.app, {
      kind: 'Xclusive',
      destination: 'DXB',
      returnInDays: null,
      seats: 3,
      published: false,
      title: 'Dubai Xclusive one way',
    });
    const response = await get(
      `${GroupFareOperatorPaths.blocks}?tab=draft&kind=Xclusive&search=${draft.code}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<GroupFareBlocksResponse>();
    expect(page.items.map((item) => item.id)).toEqual([draft.id]);
    expect(page.items[0]).toMatchObject({ route: 'DAC-DXB', returnDate: null, status: 'Draft' });
    expect(page.counts).toMatchObject({ all: 1, draft: 1, published: 0, closed: 0 });

    const byRoute = (
      await get(`${GroupFareOperatorPaths.blocks}?search=dac-dxb`)
    ).json<GroupFareBlocksResponse>();
    expect(byRoute.items.some((item) => item.id === draft.id)).toBe(true);
    const byTitle = (
      await get(`${GroupFareOperatorPaths.blocks}?search=dubai%20xclusive`)
    ).json<GroupFareBlocksResponse>();
    expect(byTitle.items.map((item) => item.id)).toContain(draft.id);

    const published = (
      await get(`${GroupFareOperatorPaths.blocks}?tab=published`)
    ).json<GroupFareBlocksResponse>();
    expect(published.items.every((item) => item.status === 'Published')).toBe(true);
    expect(published.total).toBe(published.counts.published);
  });

  it('shows another tenant’s block to nobody here: 404 on read, update, publish, close, reservations, manifest', async () => {
    const block = await createGroupFareBlock(t.app, { seats: 2 });
    const view = (
      await get(`${GroupFareOperatorPaths.block}?blockId=${block.id}`)
    ).json<OperatorGroupFareBlock>();
    const asTripzen = (url: string) => get(url, tripzenOperator, tripzen);
    expect((await asTripzen(`${GroupFareOperatorPaths.block}?blockId=${block.id}`)).statusCode).toBe(404);
    expect((await asTripzen(`${GroupFareOperatorPaths.reservations}?blockId=${block.id}`)).statusCode).toBe(
      404,
    );
    expect((await asTripzen(`${GroupFareOperatorPaths.manifest}?blockId=${block.id}`)).statusCode).toBe(404);
    const update = await post(GroupFareOperatorPaths.updateBlock, termsOf(view), tripzenOperator, tripzen);
    expect(update.statusCode).toBe(404);
    expect(
      (await post(GroupFareOperatorPaths.closeBlock, { blockId: block.id }, tripzenOperator, tripzen))
        .statusCode,
    ).toBe(404);
    expect(
      (await post(GroupFareOperatorPaths.publishBlock, { blockId: block.id }, tripzenOperator, tripzen))
        .statusCode,
    ).toBe(404);
    const list = (await asTripzen(GroupFareOperatorPaths.blocks)).json<GroupFareBlocksResponse>();
    expect(list.items.some((item) => item.id === block.id)).toBe(false);
    // Unchanged for its own operators.
    const still = (
      await get(`${GroupFareOperatorPaths.block}?blockId=${block.id}`)
    ).json<OperatorGroupFareBlock>();
    expect(still.status).toBe('Published');
  });

  it('refuses agency users with 403', async () => {
    const block = await createGroupFareBlock(t.app, { seats: 2 });
    expect((await get(GroupFareOperatorPaths.blocks, agent)).statusCode).toBe(403);
    expect((await get(`${GroupFareOperatorPaths.block}?blockId=${block.id}`, agent)).statusCode).toBe(403);
    expect((await post(GroupFareOperatorPaths.closeBlock, { blockId: block.id }, agent)).statusCode).toBe(
      403,
    );
    expect((await get(`${GroupFareOperatorPaths.manifest}?blockId=${block.id}`, agent)).statusCode).toBe(403);
  });

  it('lists the tenant’s active agencies for the visibility picker', async () => {
    const response = await get(GroupFareOperatorPaths.agencies);
    expect(response.statusCode).toBe(200);
    const names = response.json<{ agencies: { name: string }[] }>().agencies.map((agency) => agency.name);
    expect(names).toContain('Demo Travels Ltd');
    expect(names).not.toContain('Tripzen Demo Agency');
  });

  it('lists a block’s reservations (none yet) with every tab counted', async () => {
    const block = await createGroupFareBlock(t.app, { seats: 2 });
    const response = await get(`${GroupFareOperatorPaths.reservations}?blockId=${block.id}&tab=named`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<GroupFareReservationsResponse>()).toMatchObject({
      items: [],
      total: 0,
      counts: { all: 0, reserved: 0, depositPaid: 0, named: 0, ticketed: 0, released: 0 },
    });
  });
});

describe('a block with reservations', () => {
  it('lists them by status and exports the named and ticketed passengers as the manifest', async () => {
    const block = await createGroupFareBlock(t.app, {
      seats: 10,
      perAgencyCap: 6,
      code: uniqueBlockCode('Umrah'),
    });
    const first = await buildFundedAgency(t.app, t.db, {
      operatorToken: operator,
      name: 'Manifest Hajj Kafela',
    });
    const second = await buildFundedAgency(t.app, t.db, {
      operatorToken: operator,
      name: 'Manifest Umrah Link',
    });

    // Named, not yet paid in full.
    const named = await reserve(t.app, first.token, { blockId: block.id, adults: 2 });
    await payDeposit(t.app, first.token, named);
    const namedList = nameList(named);
    ok(await saveNames(t.app, first.token, named.reference, namedList));
    // Ticketed.
    const ticketed = await reserve(t.app, second.token, { blockId: block.id, adults: 1, children: 1 });
    await payDeposit(t.app, second.token, ticketed);
    const ticketedList = nameList(ticketed);
    const withNames = ok(await saveNames(t.app, second.token, ticketed.reference, ticketedList));
    const done = ok(
      await agencyPost(t.app, second.token, GroupFarePaths.payBalance, {
        reference: ticketed.reference,
        amount: withNames.money.outstanding,
      }),
    );
    expect(done.status).toBe('Completed');
    // Reserved only, and released: neither is on the manifest.
    const waiting = await reserve(t.app, first.token, { blockId: block.id, adults: 1 });
    const dropped = await reserve(t.app, second.token, { blockId: block.id, adults: 1 });
    const released = await post(GroupFareOperatorPaths.release, { reference: dropped.reference });
    expect(released.statusCode, released.body).toBe(200);

    const all = (
      await get(`${GroupFareOperatorPaths.reservations}?blockId=${block.id}`)
    ).json<GroupFareReservationsResponse>();
    expect(all.counts).toEqual({ all: 4, reserved: 1, depositPaid: 0, named: 1, ticketed: 1, released: 1 });
    const byReference = new Map(all.items.map((item) => [item.reference, item]));
    expect(byReference.get(named.reference)).toMatchObject({
      status: 'Named',
      agencyName: 'Manifest Hajj Kafela',
      namesEntered: 2,
      money: { paid: named.money.deposit, outstanding: named.money.total - named.money.deposit },
    });
    expect(byReference.get(ticketed.reference)).toMatchObject({
      status: 'Completed',
      orderReference: done.orderReference,
      money: { outstanding: 0, paid: ticketed.money.total },
    });
    expect(byReference.get(waiting.reference)?.nextDeadline?.kind).toBe('Hold');
    const namedTab = (
      await get(`${GroupFareOperatorPaths.reservations}?blockId=${block.id}&tab=named`)
    ).json<GroupFareReservationsResponse>();
    expect(namedTab.items.map((item) => item.reference)).toEqual([named.reference]);
    const searched = (
      await get(`${GroupFareOperatorPaths.reservations}?blockId=${block.id}&search=umrah%20link`)
    ).json<GroupFareReservationsResponse>();
    expect(searched.items.map((item) => item.reference).sort()).toEqual(
      [dropped.reference, ticketed.reference].sort(),
    );

    const view = (
      await get(`${GroupFareOperatorPaths.block}?blockId=${block.id}`)
    ).json<OperatorGroupFareBlock>();
    expect(view.seats).toEqual({ total: 10, reserved: 3, sold: 2, left: 5 });
    expect(view.namesMissing).toBe(1);

    const xlsx = await get(`${GroupFareOperatorPaths.manifest}?blockId=${block.id}&format=xlsx`);
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Manifest')!;
    const rows: string[][] = [];
    sheet.eachRow((row) =>
      rows.push(GroupFareManifestColumns.map((_header, index) => row.getCell(index + 1).text)),
    );
    expect(rows[0]).toEqual([...GroupFareManifestColumns]);
    const lines = rows.slice(1);
    expect(lines).toHaveLength(4);
    const order = (
      await t.app.inject({
        method: 'GET',
        url: `${OrderPaths.airGetOrder}?orderReference=${done.orderReference}`,
        headers: authHeaders(second.token),
      })
    ).json<OrderAnswer>().order;
    const expected: [string, string, string, string, string, GroupFareNameInput][] = [
      ...namedList.map((pax): [string, string, string, string, string, GroupFareNameInput] => [
        named.reference,
        'Manifest Hajj Kafela',
        '',
        '',
        '',
        pax,
      ]),
      ...ticketedList.map((pax, index): [string, string, string, string, string, GroupFareNameInput] => [
        ticketed.reference,
        'Manifest Umrah Link',
        done.orderReference!,
        order.pnr!,
        order.passengers[index]!.ticketNumber!,
        pax,
      ]),
    ];
    for (const [reference, agency, orderReference, pnr, ticket, pax] of expected) {
      expect(lines).toContainEqual([
        reference,
        agency,
        orderReference,
        pnr,
        ticket,
        pax.type,
        pax.title,
        pax.firstName,
        pax.lastName,
        pax.dateOfBirth,
        pax.gender,
        pax.nationality,
        pax.passportNumber,
        pax.passportExpiry,
      ]);
    }

    const csv = await get(`${GroupFareOperatorPaths.manifest}?blockId=${block.id}&format=csv`);
    expect(csv.statusCode).toBe(200);
    const csvLines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(csvLines).toHaveLength(5);
    expect(csv.body).toContain(namedList[0]!.passportNumber);
    expect(csv.body).toContain(order.passengers[0]!.ticketNumber!);
    expect(csv.body).not.toContain(waiting.reference);
    expect(csv.body).not.toContain(dropped.reference);
  });
});

describe('the manifest', () => {
  it('is an XLSX and a CSV attachment named after the block, with the header row', async () => {
    const block = await createGroupFareBlock(t.app, { seats: 2 });
    const xlsx = await t.app.inject({
      method: 'GET',
      url: `${GroupFareOperatorPaths.manifest}?blockId=${block.id}&format=xlsx`,
      headers: authHeaders(operator),
    });
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    expect(xlsx.headers['content-disposition']).toBe(`attachment; filename="manifest-${block.code}.xlsx"`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Manifest')!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([...GroupFareManifestColumns]);
    expect(sheet.actualRowCount).toBe(1);

    const csv = await get(`${GroupFareOperatorPaths.manifest}?blockId=${block.id}&format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="manifest-${block.code}.csv"`);
    expect(csv.body.replace(/^\uFEFF/, '').trim()).toBe(GroupFareManifestColumns.join(','));

    const bad = await get(`${GroupFareOperatorPaths.manifest}?blockId=${block.id}&format=pdf`);
    expect(bad.statusCode).toBe(400);
  });
});
