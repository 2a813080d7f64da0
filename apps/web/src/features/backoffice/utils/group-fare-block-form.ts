import {
  GroupFareErrorCode,
  GroupFareLimit,
  GroupFareMessage,
  ZCreateGroupFareBlockRequest,
  ZUpdateGroupFareBlockRequest,
  type CreateGroupFareBlockRequest,
  type GroupFareDepositRule,
  type GroupFareFlightOption,
  type GroupFareKind,
  type GroupFareVisibility,
  type OperatorGroupFareBlock,
  type UpdateGroupFareBlockRequest,
} from '@portal/contracts';
import { errorCode, errorMessage, HttpError } from '../../../lib/api-errors';
import { minorToInputText, parseMoney } from '../../../lib/parse-money';
import { fromTenantWallClock, toTenantWallClock } from './tenant-wall-clock';

/** Messages of the terms form's own (a box the contracts would refuse as a type error, not a rule). */
export const GroupFareFormMessage = {
  amountInvalid: 'Enter an amount such as 85,000 or 85000.50',
  wholeNumber: 'Enter a whole number',
  deadlineRequired: 'Please choose the date and time',
  seatsAboveAvailable: 'The block cannot have more seats than the flight has in this class',
  codeTaken: 'Another block already has this code',
} as const;

export interface GroupFareBlockFormValues {
  kind: GroupFareKind;
  code: string;
  title: string;
  /** Amounts as typed, in the currency's main unit (taka). */
  fares: { adult: string; child: string; infant: string };
  baggage: string;
  fareRules: string;
  totalSeats: string;
  perAgencyCap: string;
  depositPerSeat: string;
  depositRule: GroupFareDepositRule;
  holdMinutes: string;
  /** The tenant's wall clock, 'YYYY-MM-DD HH:mm:ss' (what the date-time picker reads and writes). */
  nameDeadline: string | null;
  balanceDeadline: string | null;
  ticketingDeadline: string | null;
  visibility: GroupFareVisibility;
  agencyIds: string[];
}

export type FormIssue = { path: string; message: string };

const hour = 3_600_000;
const day = 24 * hour;
const umrahAirports = new Set(['JED', 'MED']);

/** The day and month of a flight's local departure, for a code: '2026-01-15T…' → '0115'. */
const monthDay = (departure: string) => departure.slice(5, 7) + departure.slice(8, 10);

/**
 * Deadlines a block usually has: names three weeks before the flight, the balance two, ticketing one; a flight
 * sooner than a month gets the same order spread over the time left.
 */
export function suggestedDeadlines(departure: string, now = Date.now()): [number, number, number] {
  const departs = Date.parse(departure);
  const left = departs - now;
  if (left > 30 * day) return [departs - 21 * day, departs - 14 * day, departs - 7 * day];
  const at = (share: number) => Math.floor((now + left * share) / hour) * hour;
  return [at(0.4), at(0.55), at(0.7)];
}

/** A new block's terms on a flight option: believable defaults the operator changes. */
export function newBlockValues(option: GroupFareFlightOption, now = Date.now()): GroupFareBlockFormValues {
  const first = option.journeys[0];
  const last = option.journeys[option.journeys.length - 1];
  const destination = first?.destination ?? '';
  const kind: GroupFareKind = umrahAirports.has(destination) ? 'Umrah' : 'Group';
  const prefix = { Umrah: 'UMR', Xclusive: 'XCL', Group: 'GRP' }[kind];
  const departure = first?.departure ?? new Date(now + 60 * day).toISOString();
  const [names, balance, ticketing] = suggestedDeadlines(departure, now);
  const seats = Math.max(1, Math.min(option.seatsAvailable, 40));
  return {
    kind,
    code: `${prefix}-${first?.origin ?? ''}${destination}-${monthDay(departure)}`.slice(
      0,
      GroupFareLimit.codeMaxLength,
    ),
    title: `${kind} ${first?.origin ?? ''}–${destination}${option.journeys.length > 1 ? `–${last?.destination ?? ''}` : ''}, ${option.airlineName}`,
    fares: { adult: minorToInputText(option.publishedAdultFare.amount), child: '0.00', infant: '0.00' },
    baggage: option.baggage,
    fareRules: '',
    totalSeats: String(seats),
    perAgencyCap: String(Math.min(seats, GroupFareLimit.maxReservationSeats)),
    depositPerSeat: '0.00',
    depositRule: 'Kept',
    holdMinutes: String(GroupFareLimit.defaultHoldMinutes),
    nameDeadline: toTenantWallClock(names),
    balanceDeadline: toTenantWallClock(balance),
    ticketingDeadline: toTenantWallClock(ticketing),
    visibility: 'All',
    agencyIds: [],
  };
}

export function blockValuesOf(block: OperatorGroupFareBlock): GroupFareBlockFormValues {
  return {
    kind: block.kind,
    code: block.code,
    title: block.title,
    fares: {
      adult: minorToInputText(block.fares.adult),
      child: minorToInputText(block.fares.child),
      infant: minorToInputText(block.fares.infant),
    },
    baggage: block.baggage,
    fareRules: block.fareRules,
    totalSeats: String(block.seats.total),
    perAgencyCap: String(block.perAgencyCap),
    depositPerSeat: minorToInputText(block.depositPerSeat),
    depositRule: block.depositRule,
    holdMinutes: String(block.holdMinutes),
    nameDeadline: toTenantWallClock(block.nameDeadline),
    balanceDeadline: toTenantWallClock(block.balanceDeadline),
    ticketingDeadline: toTenantWallClock(block.ticketingDeadline),
    visibility: block.visibility,
    agencyIds: block.agencies.map((agency) => agency.id),
  };
}

const wholeNumber = (text: string) => (/^\d{1,5}$/.test(text.trim()) ? Number(text.trim()) : null);

/** Where a block is made: the flight picked (a new block) or the block itself (its terms edited). */
export type BlockTarget =
  | { mode: 'create'; flight: { searchId: string; optionId: string }; seatsAvailable: number }
  | { mode: 'update'; blockId: string };

type Checked<Body> = { body: Body; issues: [] } | { body: null; issues: FormIssue[] };

/**
 * The request body of the form's values, or each box's problem: amounts, numbers and times as typed, then the
 * contracts' own rules (the cap within the seats, the deposit within the fare, the deadlines in order).
 */
export function checkBlock(
  values: GroupFareBlockFormValues,
  target: { mode: 'create'; flight: { searchId: string; optionId: string }; seatsAvailable: number },
): Checked<CreateGroupFareBlockRequest>;
export function checkBlock(
  values: GroupFareBlockFormValues,
  target: { mode: 'update'; blockId: string },
): Checked<UpdateGroupFareBlockRequest>;
export function checkBlock(
  values: GroupFareBlockFormValues,
  target: BlockTarget,
): Checked<CreateGroupFareBlockRequest | UpdateGroupFareBlockRequest> {
  const issues: FormIssue[] = [];
  const add = (path: string, message: string) => {
    if (!issues.some((issue) => issue.path === path)) issues.push({ path, message });
  };
  const money = (path: string, text: string) => {
    const minor = parseMoney(text);
    if (minor === null) add(path, GroupFareFormMessage.amountInvalid);
    return minor ?? 0;
  };
  const whole = (path: keyof GroupFareBlockFormValues, text: string) => {
    const value = wholeNumber(text);
    if (value === null) add(path, GroupFareFormMessage.wholeNumber);
    return value ?? 0;
  };
  const instant = (path: 'nameDeadline' | 'balanceDeadline' | 'ticketingDeadline') => {
    const value = values[path];
    if (!value) {
      add(path, GroupFareFormMessage.deadlineRequired);
      return '';
    }
    return fromTenantWallClock(value);
  };
  const terms = {
    title: values.title,
    fares: {
      adult: money('fares.adult', values.fares.adult),
      child: money('fares.child', values.fares.child),
      infant: money('fares.infant', values.fares.infant),
    },
    baggage: values.baggage,
    fareRules: values.fareRules,
    totalSeats: whole('totalSeats', values.totalSeats),
    perAgencyCap: whole('perAgencyCap', values.perAgencyCap),
    depositPerSeat: money('depositPerSeat', values.depositPerSeat),
    depositRule: values.depositRule,
    holdMinutes: whole('holdMinutes', values.holdMinutes),
    nameDeadline: instant('nameDeadline'),
    balanceDeadline: instant('balanceDeadline'),
    ticketingDeadline: instant('ticketingDeadline'),
    visibility: values.visibility,
    agencyIds: values.visibility === 'Chosen' ? values.agencyIds : [],
  };
  if (target.mode === 'create' && terms.totalSeats > target.seatsAvailable) {
    add('totalSeats', GroupFareFormMessage.seatsAboveAvailable);
  }
  const parsed =
    target.mode === 'create'
      ? ZCreateGroupFareBlockRequest.safeParse({
          ...terms,
          kind: values.kind,
          code: values.code.trim().toUpperCase(),
          flight: target.flight,
        })
      : ZUpdateGroupFareBlockRequest.safeParse({ ...terms, blockId: target.blockId });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path
        .filter((part) => typeof part === 'string' || typeof part === 'number')
        .join('.');
      add(path === '' ? 'root' : path, issue.message);
    }
  }
  if (issues.length > 0 || !parsed.success) return { body: null, issues };
  return { body: parsed.data, issues: [] };
}

/** The box each of the server's rule messages belongs to. */
const fieldOfMessage = new Map<string, string>([
  [GroupFareMessage.capAboveSeats, 'perAgencyCap'],
  [GroupFareMessage.depositAboveFare, 'depositPerSeat'],
  [GroupFareMessage.deadlinesOrder, 'ticketingDeadline'],
  [GroupFareMessage.agenciesRequired, 'agencyIds'],
  [GroupFareMessage.seatsBelowTaken, 'totalSeats'],
  [GroupFareMessage.soldOut, 'totalSeats'],
]);

const formFields = new Set([
  'kind',
  'code',
  'title',
  'fares.adult',
  'fares.child',
  'fares.infant',
  'baggage',
  'fareRules',
  'totalSeats',
  'perAgencyCap',
  'depositPerSeat',
  'depositRule',
  'holdMinutes',
  'nameDeadline',
  'balanceDeadline',
  'ticketingDeadline',
  'visibility',
  'agencyIds',
]);

/**
 * A refused save as the boxes it concerns: a rule the server names by its text, a taken code, or the schema's
 * "field.path: message" list; what belongs to no box is answered as `root` (shown above the form).
 */
export function serverIssuesOf(error: unknown): FormIssue[] {
  const message = errorMessage(error);
  const code = errorCode(error);
  if (code === GroupFareErrorCode.BlockExists)
    return [{ path: 'code', message: GroupFareFormMessage.codeTaken }];
  // 409: the flights have fewer seats than asked (a 404 is the option gone: nothing a box can fix).
  if (code === GroupFareErrorCode.FlightUnavailable && error instanceof HttpError && error.status === 409)
    return [{ path: 'totalSeats', message }];
  const field = fieldOfMessage.get(message);
  if (field) return [{ path: field, message }];
  if (error instanceof HttpError && error.status === 400) {
    const issues = message
      .split('; ')
      .map((part) => /^(?<path>[\w.]+): (?<text>.+)$/s.exec(part)?.groups)
      .filter((groups): groups is { path: string; text: string } => Boolean(groups))
      .filter((groups) => formFields.has(groups.path))
      .map((groups) => ({ path: groups.path, message: groups.text }));
    if (issues.length > 0) return issues;
  }
  return [{ path: 'root', message }];
}
