import { z } from 'zod';
import type { FunctionalityName } from '../customer/functionalities';

/**
 * Special fares (spec §2 search pad tabs Xclusive Fares, Umrah, Group Fares; codes 242–244): seats the tenant has
 * blocked on real flights and sells to its agencies seat by seat at net fares, with a deposit, a name deadline, a
 * balance deadline and a ticketing deadline.
 */
export const GroupFareKinds = ['Xclusive', 'Umrah', 'Group'] as const;
export const ZGroupFareKind = z.enum(GroupFareKinds);
export type GroupFareKind = z.infer<typeof ZGroupFareKind>;

/** The functionality each kind's tab, search and reservations need. */
export const GroupFareKindFunctionality: Record<GroupFareKind, FunctionalityName> = {
  Xclusive: 'UsexClusiveFares',
  Umrah: 'AccessUmrahFares',
  Group: 'AccessGroupFares',
};

/** A block is written as a draft, published to agencies, and closed (no new reservations; sold seats stay sold). */
export const GroupFareBlockStatuses = ['Draft', 'Published', 'Closed'] as const;
export const ZGroupFareBlockStatus = z.enum(GroupFareBlockStatuses);
export type GroupFareBlockStatus = z.infer<typeof ZGroupFareBlockStatus>;

/** Which agencies see a published block: all of the tenant's, or the ones chosen. */
export const GroupFareVisibilities = ['All', 'Chosen'] as const;
export const ZGroupFareVisibility = z.enum(GroupFareVisibilities);
export type GroupFareVisibility = z.infer<typeof ZGroupFareVisibility>;

/** What happens to a paid deposit when a deadline passes and the seats are released: kept, or given back. */
export const GroupFareDepositRules = ['Kept', 'Refunded'] as const;
export const ZGroupFareDepositRule = z.enum(GroupFareDepositRules);
export type GroupFareDepositRule = z.infer<typeof ZGroupFareDepositRule>;

/**
 * A reservation's life on the request core (kind GroupFare, reference GF-…): Reserved (seats held, countdown
 * running), DepositPaid, Named (every passenger's name and passport in), Completed (ticketed, a flight order), or
 * Released (by the agency, the operators or a missed deadline; the seats go back to the block).
 */
export const GroupFareReservationStatuses = [
  'Reserved',
  'DepositPaid',
  'Named',
  'Completed',
  'Released',
] as const;
export type GroupFareReservationStatus = (typeof GroupFareReservationStatuses)[number];

/** Why seats were released. */
export const GroupFareReleaseReasons = [
  'HoldExpired',
  'NameDeadline',
  'BalanceDeadline',
  'TicketingDeadline',
  'Agency',
  'Operator',
] as const;
export const ZGroupFareReleaseReason = z.enum(GroupFareReleaseReasons);
export type GroupFareReleaseReason = z.infer<typeof ZGroupFareReleaseReason>;

/** The agency's group-fare queue tabs. */
export const GroupFareReservationTabs = [
  'all',
  'reserved',
  'depositPaid',
  'named',
  'ticketed',
  'released',
] as const;
export const ZGroupFareReservationTab = z.enum(GroupFareReservationTabs);
export type GroupFareReservationTab = z.infer<typeof ZGroupFareReservationTab>;
export const GroupFareReservationTabStatuses: Record<
  Exclude<GroupFareReservationTab, 'all'>,
  readonly GroupFareReservationStatus[]
> = {
  reserved: ['Reserved'],
  depositPaid: ['DepositPaid'],
  named: ['Named'],
  ticketed: ['Completed'],
  released: ['Released'],
};

/** The operators' block list tabs. */
export const GroupFareBlockTabs = ['all', 'draft', 'published', 'closed'] as const;
export const ZGroupFareBlockTab = z.enum(GroupFareBlockTabs);
export type GroupFareBlockTab = z.infer<typeof ZGroupFareBlockTab>;

export const GroupFareLimit = {
  /** Seats in one block. */
  maxBlockSeats: 300,
  /** Travellers taking a seat in one reservation: one PNR holds at most nine. */
  maxReservationSeats: 9,
  /** Minutes a reservation holds its seats before it must have its deposit paid, by default and at most. */
  defaultHoldMinutes: 30,
  maxHoldMinutes: 24 * 60,
  /** A warning goes out this long before each deadline. */
  warnHoursBefore: 24,
  /** Lines of a name list. */
  maxNames: 9,
  codeMaxLength: 20,
  titleMaxLength: 120,
  rulesMaxLength: 4000,
  baggageMaxLength: 200,
  searchDaysAhead: 400,
  pageSize: 25,
} as const;

/** Texts the pages and the API share; each names what is wrong. */
export const GroupFareMessage = {
  seatsRequired: 'Please enter the number of seats',
  seatsTooMany: `At most ${GroupFareLimit.maxReservationSeats} seats per reservation`,
  infantsMoreThanAdults: 'Each infant travels with an adult',
  soldOut: 'Not enough seats are left in this block.',
  capReached: 'Your agency has reached its seat limit on this block.',
  blockNotOpen: 'This fare is not open for reservations.',
  holdExpired: 'The reservation has been released: its time to pay the deposit ran out.',
  nameDeadlinePassed: 'The name deadline has passed.',
  balanceNotPaid: 'The balance must be paid before ticketing.',
  namesIncomplete: 'Every passenger needs a name and passport before ticketing.',
  passportExpiryBeforeReturn: 'The passport must be valid for 6 months after the return date',
  passportTwice: 'This passport number is already in the list',
  passportOnAnotherReservation: 'This passport number is already on another reservation of this fare',
  nameListWrongCount: 'The list must have one line per passenger',
  nameListUnreadable: 'The file is not a name list in the template’s form',
  deadlinesOrder: 'The deadlines must come in order: names, balance, ticketing, before the flight',
  capAboveSeats: 'The agency cap cannot be above the block’s seats',
  depositAboveFare: 'The deposit per seat cannot be above the adult fare',
  agenciesRequired: 'Choose at least one agency, or show the block to all agencies',
  seatsBelowTaken: 'The block cannot have fewer seats than are reserved and sold',
  flightRequired: 'Please pick a flight and booking class',
} as const;

export const GroupFareErrorCode = {
  BlockNotFound: 'GROUP_FARE_BLOCK_NOT_FOUND',
  BlockExists: 'GROUP_FARE_BLOCK_EXISTS',
  BlockNotOpen: 'GROUP_FARE_BLOCK_NOT_OPEN',
  SoldOut: 'GROUP_FARE_SOLD_OUT',
  CapReached: 'GROUP_FARE_CAP_REACHED',
  ReservationNotFound: 'GROUP_FARE_RESERVATION_NOT_FOUND',
  WrongStatus: 'GROUP_FARE_WRONG_STATUS',
  DeadlinePassed: 'GROUP_FARE_DEADLINE_PASSED',
  NamesInvalid: 'GROUP_FARE_NAMES_INVALID',
  AmountChanged: 'GROUP_FARE_AMOUNT_CHANGED',
  FlightUnavailable: 'GROUP_FARE_FLIGHT_UNAVAILABLE',
} as const;
