import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  ZCreateGroupFareBlockRequest,
  type FindGroupFareFlightsRequest,
  type GroupFareDepositRule,
  type GroupFareFlightOption,
  type GroupFareKind,
  type GroupFareVisibility,
} from '@portal/contracts';
import { createGroupFareBlock as createBlockInCore } from '../../src/group-fares/create-group-fare-block';
import { findGroupFareFlights, findGroupFareOption } from '../../src/group-fares/find-group-fare-flights';
import type { GroupFareBlockRow } from '../../src/group-fares/group-fare-block.repository';
import { publishGroupFareBlock } from '../../src/group-fares/publish-group-fare-block';
import { dhakaDate } from './flight';

const dayMs = 86_400_000;

export type GroupFareBlock = GroupFareBlockRow;

export interface GroupFareBlockOptions {
  tenantId?: string;
  kind?: GroupFareKind;
  code?: string;
  title?: string;
  seats?: number;
  perAgencyCap?: number;
  /** Net fares; by default 80 % (adult), 75 % (child) and 10 % (infant) of the airline's published adult fare. */
  fares?: { adult: number; child: number; infant: number };
  depositPerSeat?: number;
  depositRule?: GroupFareDepositRule;
  holdMinutes?: number;
  /** Instants; by default names in 7 days, balance in 14, ticketing in 21 (the flight leaves in about 5 weeks). */
  deadlines?: { names?: Date; balance?: Date; ticketing?: Date };
  visibility?: GroupFareVisibility;
  agencyIds?: string[];
  /** Published unless false (then the block stays a Draft). */
  published?: boolean;
  /** The trip: DAC→JED and back two weeks later unless told; `returnInDays` null for one way. */
  origin?: string;
  destination?: string;
  departInDays?: number;
  returnInDays?: number | null;
  airline?: string | null;
  now?: Date;
}

/** A code no other test block has: the kind's prefix and random capitals. */
export function uniqueBlockCode(kind: GroupFareKind = 'Umrah'): string {
  const prefix = { Umrah: 'UMR', Xclusive: 'XCL', Group: 'GRP' }[kind];
  return `${prefix}-${randomBytes(4).toString('hex').toUpperCase()}`;
}

/**
 * The first sandbox flight option (the search's order: fewest flights, most seats) with at least `seats` seats in
 * its brand's classes, trying the following days when a day has none.
 */
export async function findBlockFlight(
  app: FastifyInstance,
  input: {
    origin: string;
    destination: string;
    departInDays: number;
    returnInDays: number | null;
    airline?: string | null;
    seats: number;
    now?: Date;
  },
): Promise<{ searchId: string; option: GroupFareFlightOption; request: FindGroupFareFlightsRequest }> {
  const now = input.now ?? new Date();
  for (let shift = 0; shift < 10; shift += 1) {
    const request: FindGroupFareFlightsRequest = {
      origin: input.origin,
      destination: input.destination,
      departureDate: dhakaDate(input.departInDays + shift, now),
      returnDate: input.returnInDays === null ? null : dhakaDate(input.returnInDays + shift, now),
      airline: input.airline ?? null,
      cabin: 'Economy',
    };
    const found = await findGroupFareFlights({ supply: app.supply, request, today: dhakaDate(0, now) });
    const option = found.options.find((candidate) => candidate.seatsAvailable >= input.seats);
    if (option) return { searchId: found.searchId, option, request };
  }
  throw new Error(`No sandbox flight ${input.origin}-${input.destination} with ${input.seats} seats`);
}

/** Deadlines a test block gets unless told: names in a week, balance in two, ticketing in three. */
export function defaultDeadlines(now = new Date()) {
  return {
    names: new Date(now.getTime() + 7 * dayMs),
    balance: new Date(now.getTime() + 14 * dayMs),
    ticketing: new Date(now.getTime() + 21 * dayMs),
  };
}

/**
 * A block of the tenant's operators on a real sandbox flight, made through the core as CreateBlock makes it (the
 * seats really leave the sandbox GDS's inventory) and published unless `published` is false.
 */
export async function createGroupFareBlock(
  app: FastifyInstance,
  options: GroupFareBlockOptions = {},
): Promise<GroupFareBlock> {
  const now = options.now ?? new Date();
  const tenantId = options.tenantId ?? 'bdfare';
  const kind = options.kind ?? 'Umrah';
  const seats = options.seats ?? 10;
  const { searchId, option } = await findBlockFlight(app, {
    origin: options.origin ?? 'DAC',
    destination: options.destination ?? 'JED',
    departInDays: options.departInDays ?? 35,
    returnInDays: options.returnInDays === undefined ? 49 : options.returnInDays,
    airline: options.airline ?? null,
    seats,
    now,
  });
  const published = option.publishedAdultFare.amount;
  const fares = options.fares ?? {
    adult: Math.round((published * 0.8) / 100) * 100,
    child: Math.round((published * 0.75) / 100) * 100,
    infant: Math.round((published * 0.1) / 100) * 100,
  };
  const deadlines = { ...defaultDeadlines(now), ...options.deadlines };
  const request = ZCreateGroupFareBlockRequest.parse({
    kind,
    code: options.code ?? uniqueBlockCode(kind),
    title: options.title ?? `${kind} block ${option.journeys.map((journey) => journey.origin).join('-')}`,
    fares,
    baggage: '2 x 23 KG checked, 7 KG cabin',
    fareRules: 'Non-refundable after names are given. Name changes 3,000 BDT until the name deadline.',
    totalSeats: seats,
    perAgencyCap: options.perAgencyCap ?? Math.min(seats, 5),
    depositPerSeat: options.depositPerSeat ?? Math.min(10_000_00, Math.floor(fares.adult / 5)),
    depositRule: options.depositRule ?? 'Kept',
    holdMinutes: options.holdMinutes ?? 30,
    nameDeadline: deadlines.names.toISOString(),
    balanceDeadline: deadlines.balance.toISOString(),
    ticketingDeadline: deadlines.ticketing.toISOString(),
    visibility: options.visibility ?? (options.agencyIds?.length ? 'Chosen' : 'All'),
    agencyIds: options.agencyIds ?? [],
    flight: { searchId, optionId: option.optionId },
  });
  const { flight, ...terms } = request;
  const found = await findGroupFareOption({ supply: app.supply, ...flight });
  return app.db.transaction(async (tx) => {
    const block = await createBlockInCore({
      tx,
      tenantId,
      userId: null,
      currency: 'BDT',
      terms,
      option: found,
      supplier: app.flightBooking,
      now,
    });
    if (options.published === false) return block;
    return publishGroupFareBlock({ tx, tenantId, blockId: block.id, supplier: app.flightBooking, now });
  });
}
