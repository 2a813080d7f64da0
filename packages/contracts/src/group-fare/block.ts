import { z } from 'zod';
import { ZCalendarDate } from '../common/dates';
import { ZMoney } from '../common/money';
import { ZTravelClass } from '../flight/search-request';
import { ZFlightLeg } from '../flight/search-results';
import {
  GroupFareLimit,
  GroupFareMessage,
  ZGroupFareBlockStatus,
  ZGroupFareBlockTab,
  ZGroupFareDepositRule,
  ZGroupFareKind,
  ZGroupFareVisibility,
} from './group-fare-types';

/**
 * A block of seats (DESIGN §6b): the tenant's own inventory on real flights. Amounts are integer minor units of the
 * block's currency (the tenant's, BDT: poisha); deadlines are instants (ISO with offset), shown in the agent's zone.
 */

const ZIataAirport = z.string().regex(/^[A-Z]{3}$/);
const ZInstant = z.iso.datetime({ offset: true });
const ZAmount = z.number().int().min(0).max(100_000_000_00);

/** One direction of the block's trip as the airline flies it, with the class the seats are held in. */
export const ZGroupFareJourney = z.object({
  origin: z.string(),
  destination: z.string(),
  departure: z.string(),
  arrival: z.string(),
  legs: z.array(ZFlightLeg).min(1),
  bookingClasses: z.array(z.string()),
});
export type GroupFareJourney = z.infer<typeof ZGroupFareJourney>;

/** Net fares per passenger type; a child and an infant fare of 0 mean the type is not sold on this block. */
export const ZGroupFareFares = z.strictObject({
  adult: ZAmount.min(1),
  child: ZAmount,
  infant: ZAmount,
});
export type GroupFareFares = z.infer<typeof ZGroupFareFares>;

/** The seat counts every view shows; `left` = total − reserved − sold. */
export const ZGroupFareSeats = z.object({
  total: z.number().int(),
  reserved: z.number().int(),
  sold: z.number().int(),
  left: z.number().int(),
});

// ---------------------------------------------------------------------------------------------------------------
// Operators: FindFlights → CreateBlock / UpdateBlock

export const ZFindGroupFareFlightsRequest = z.strictObject({
  origin: ZIataAirport,
  destination: ZIataAirport,
  departureDate: ZCalendarDate,
  returnDate: ZCalendarDate.nullable().default(null),
  airline: z
    .string()
    .regex(/^[A-Z0-9]{2}$/)
    .nullable()
    .default(null),
  cabin: ZTravelClass.default('Economy'),
});
export type FindGroupFareFlightsRequest = z.infer<typeof ZFindGroupFareFlightsRequest>;

/** A sandbox GDS offer at one brand that a block may be made on: its flights, class and the seats it has now. */
export const ZGroupFareFlightOption = z.object({
  /** Opaque: hand back in CreateBlock.flight. */
  optionId: z.string(),
  validatingAirline: z.string(),
  airlineName: z.string(),
  brandName: z.string(),
  cabin: ZTravelClass,
  journeys: z.array(ZGroupFareJourney).min(1),
  seatsAvailable: z.number().int(),
  /** The airline's public fare for one adult, to price the net fare against. */
  publishedAdultFare: ZMoney,
  baggage: z.string(),
});
export type GroupFareFlightOption = z.infer<typeof ZGroupFareFlightOption>;
export const ZFindGroupFareFlightsResponse = z.object({
  searchId: z.string(),
  options: z.array(ZGroupFareFlightOption),
});
export type FindGroupFareFlightsResponse = z.infer<typeof ZFindGroupFareFlightsResponse>;

/** What the operators write on a block (both create and update). */
const blockTerms = {
  kind: ZGroupFareKind,
  code: z
    .string()
    .trim()
    .regex(/^[A-Z0-9-]{2,20}$/, 'Codes are 2–20 capital letters, digits or dashes'),
  title: z.string().trim().min(3).max(GroupFareLimit.titleMaxLength),
  fares: ZGroupFareFares,
  baggage: z.string().trim().min(1).max(GroupFareLimit.baggageMaxLength),
  fareRules: z.string().trim().min(1).max(GroupFareLimit.rulesMaxLength),
  totalSeats: z.number().int().min(1).max(GroupFareLimit.maxBlockSeats),
  perAgencyCap: z.number().int().min(1).max(GroupFareLimit.maxBlockSeats),
  depositPerSeat: ZAmount,
  depositRule: ZGroupFareDepositRule,
  holdMinutes: z.number().int().min(1).max(GroupFareLimit.maxHoldMinutes),
  nameDeadline: ZInstant,
  balanceDeadline: ZInstant,
  ticketingDeadline: ZInstant,
  visibility: ZGroupFareVisibility,
  agencyIds: z.array(z.uuid()).max(500).default([]),
};

function checkTerms(
  terms: {
    totalSeats: number;
    perAgencyCap: number;
    depositPerSeat: number;
    fares: GroupFareFares;
    nameDeadline: string;
    balanceDeadline: string;
    ticketingDeadline: string;
    visibility: string;
    agencyIds: string[];
  },
  context: z.core.$RefinementCtx,
): void {
  if (terms.perAgencyCap > terms.totalSeats) {
    context.addIssue({ code: 'custom', path: ['perAgencyCap'], message: GroupFareMessage.capAboveSeats });
  }
  if (terms.depositPerSeat > terms.fares.adult) {
    context.addIssue({
      code: 'custom',
      path: ['depositPerSeat'],
      message: GroupFareMessage.depositAboveFare,
    });
  }
  const names = Date.parse(terms.nameDeadline);
  const balance = Date.parse(terms.balanceDeadline);
  const ticketing = Date.parse(terms.ticketingDeadline);
  if (!(names <= balance && balance <= ticketing)) {
    context.addIssue({
      code: 'custom',
      path: ['ticketingDeadline'],
      message: GroupFareMessage.deadlinesOrder,
    });
  }
  if (terms.visibility === 'Chosen' && terms.agencyIds.length === 0) {
    context.addIssue({ code: 'custom', path: ['agencyIds'], message: GroupFareMessage.agenciesRequired });
  }
}

/** POST CreateBlock: the terms and the flight option picked (the seats are taken from the GDS at once). */
export const ZCreateGroupFareBlockRequest = z
  .strictObject({
    ...blockTerms,
    flight: z.strictObject({ searchId: z.string().min(1).max(100), optionId: z.string().min(1).max(200) }),
  })
  .superRefine(checkTerms);
export type CreateGroupFareBlockRequest = z.infer<typeof ZCreateGroupFareBlockRequest>;
export type CreateGroupFareBlockInput = z.input<typeof ZCreateGroupFareBlockRequest>;

/** POST UpdateBlock: the same terms (kind, flights and code stay as created). */
export const ZUpdateGroupFareBlockRequest = z
  .strictObject({ blockId: z.uuid(), ...blockTerms })
  .omit({ kind: true, code: true })
  .superRefine(checkTerms);
export type UpdateGroupFareBlockRequest = z.infer<typeof ZUpdateGroupFareBlockRequest>;
export type UpdateGroupFareBlockInput = z.input<typeof ZUpdateGroupFareBlockRequest>;

export const ZGroupFareBlockIdRequest = z.strictObject({ blockId: z.uuid() });
export const ZGroupFareBlockIdQuery = z.strictObject({ blockId: z.uuid() });

export const ZGroupFareBlocksQuery = z.strictObject({
  tab: ZGroupFareBlockTab.default('all'),
  kind: ZGroupFareKind.optional(),
  search: z.string().trim().max(GroupFareLimit.titleMaxLength).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type GroupFareBlocksQuery = z.infer<typeof ZGroupFareBlocksQuery>;

/** A block as the operators see it. */
export const ZOperatorGroupFareBlock = z.object({
  id: z.uuid(),
  kind: ZGroupFareKind,
  code: z.string(),
  title: z.string(),
  status: ZGroupFareBlockStatus,
  validatingAirline: z.string(),
  airlineName: z.string(),
  route: z.string(),
  departureDate: z.string(),
  returnDate: z.string().nullable(),
  cabin: ZTravelClass,
  journeys: z.array(ZGroupFareJourney),
  /** The GDS record holding the block's seats. */
  recordLocator: z.string(),
  currency: z.string(),
  fares: ZGroupFareFares,
  baggage: z.string(),
  fareRules: z.string(),
  seats: ZGroupFareSeats,
  perAgencyCap: z.number().int(),
  depositPerSeat: z.number().int(),
  depositRule: ZGroupFareDepositRule,
  holdMinutes: z.number().int(),
  nameDeadline: z.string(),
  balanceDeadline: z.string(),
  ticketingDeadline: z.string(),
  visibility: ZGroupFareVisibility,
  agencies: z.array(z.object({ id: z.uuid(), name: z.string() })),
  /** Seats reserved or paid whose passengers are not all named yet. */
  namesMissing: z.number().int(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type OperatorGroupFareBlock = z.infer<typeof ZOperatorGroupFareBlock>;

export const ZGroupFareBlocksResponse = z.object({
  items: z.array(ZOperatorGroupFareBlock),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  counts: z.record(ZGroupFareBlockTab, z.number().int()),
});
export type GroupFareBlocksResponse = z.infer<typeof ZGroupFareBlocksResponse>;

export const ZGroupFareAgencyOption = z.object({
  id: z.uuid(),
  name: z.string(),
  code: z.string().nullable(),
});
export const ZGroupFareAgenciesResponse = z.object({ agencies: z.array(ZGroupFareAgencyOption) });

// ---------------------------------------------------------------------------------------------------------------
// Agencies: AirXclusiveFareSearch, GetAirUmrahFare, GetAirXclusiveFare

export const ZGroupFareSearchRequest = z.strictObject({
  kind: ZGroupFareKind,
  origin: ZIataAirport.nullable().default(null),
  destination: ZIataAirport.nullable().default(null),
  fromDate: ZCalendarDate.nullable().default(null),
  toDate: ZCalendarDate.nullable().default(null),
  seats: z
    .number()
    .int()
    .min(1, GroupFareMessage.seatsRequired)
    .max(GroupFareLimit.maxReservationSeats, GroupFareMessage.seatsTooMany)
    .default(1),
});
export type GroupFareSearchRequest = z.infer<typeof ZGroupFareSearchRequest>;
export type GroupFareSearchInput = z.input<typeof ZGroupFareSearchRequest>;

/** GET GetAirUmrahFare: the same filters in the address. */
export const ZUmrahFareQuery = z.strictObject({
  origin: ZIataAirport.optional(),
  destination: ZIataAirport.optional(),
  fromDate: ZCalendarDate.optional(),
  toDate: ZCalendarDate.optional(),
  seats: z.coerce.number().int().min(1).max(GroupFareLimit.maxReservationSeats).default(1),
});

/** A published block as an agency sees it: net fares, seats left (and its own cap left), deadlines, rules. */
export const ZGroupFareOffer = z.object({
  blockId: z.uuid(),
  kind: ZGroupFareKind,
  title: z.string(),
  validatingAirline: z.string(),
  airlineName: z.string(),
  route: z.string(),
  departureDate: z.string(),
  returnDate: z.string().nullable(),
  cabin: ZTravelClass,
  journeys: z.array(ZGroupFareJourney),
  currency: z.string(),
  fares: ZGroupFareFares,
  baggage: z.string(),
  fareRules: z.string(),
  seatsLeft: z.number().int(),
  /** Seats this agency may still reserve: min(seats left, cap − what it holds and bought). */
  agencySeatsLeft: z.number().int(),
  depositPerSeat: z.number().int(),
  depositRule: ZGroupFareDepositRule,
  holdMinutes: z.number().int(),
  nameDeadline: z.string(),
  balanceDeadline: z.string(),
  ticketingDeadline: z.string(),
});
export type GroupFareOffer = z.infer<typeof ZGroupFareOffer>;

export const ZGroupFareSearchResponse = z.object({ offers: z.array(ZGroupFareOffer) });
export type GroupFareSearchResponse = z.infer<typeof ZGroupFareSearchResponse>;
