import {
  canTransition,
  hasFunctionality,
  HolidayRequestTabs,
  HolidayRequestTabStatuses,
  type HolidayQuote,
  type HolidayRequest,
  type HolidayRequestCan,
  type HolidayRequestTab,
  type HolidayTravellers,
  type RequestStatus,
} from '@portal/contracts';
import type { Db } from '../../db/client';
import type { HolidayRequestDetails } from '../../db/schema';
import { findAgencyOrderDue, type OrderDueRow } from '../../ledger/order-due.repository';
import { wholeAgency } from '../../lib/agency-scope';
import { tenantToday } from '../../lib/tenant-clock';
import { requestNotFound } from '../../requests/request-errors';
import { messagesOf } from '../../requests/request-message.repository';
import {
  agencyName,
  eventsOf,
  findRequest,
  namesOf,
  quotesOf,
  type RequestQuoteRow,
  type RequestScope,
  type ServiceRequestRow,
} from '../../requests/service-request.repository';
import type { RequestCities } from './holiday-request-cities';
import { findPackageDeparture, findTenantPackage, firstImagesOf } from './holiday-request.repository';
import { quoteFigures, termsOf } from './holiday-quote-terms';

/** Who looks: an agency user (their functionality codes decide the `can` flags) or the tenant's operators. */
export type HolidayViewer = { side: 'Agency'; functionalities: readonly number[] } | { side: 'Operator' };

/** The agency never sees which operator acted: the provider answers as one team. */
const supportTeam = 'Support team';

export function tabOf(status: RequestStatus): HolidayRequestTab {
  return (
    HolidayRequestTabs.find((tab) => tab !== 'all' && HolidayRequestTabStatuses[tab].includes(status)) ??
    'all'
  );
}

export function travellersOf(details: HolidayRequestDetails): HolidayTravellers {
  return {
    adults: details.adults,
    children: details.children,
    childAges: details.childAges,
    infants: details.infants,
    rooms: details.rooms,
  };
}

/** The travellers as a due's list shows them, e.g. ["2 adults", "1 child (7)"]. */
export function travellerSummary(details: HolidayRequestDetails): string[] {
  const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
  return [
    plural(details.adults, 'adult', 'adults'),
    ...(details.children > 0
      ? [`${plural(details.children, 'child', 'children')} (${details.childAges.join(', ')})`]
      : []),
    ...(details.infants > 0 ? [plural(details.infants, 'infant', 'infants')] : []),
  ];
}

/** Whether the quote the request names may still be accepted now. */
export function quoteStands(
  request: ServiceRequestRow,
  quote: RequestQuoteRow | undefined,
  now: Date,
): boolean {
  return (
    request.status === 'Quoted' &&
    quote !== undefined &&
    quote.id === request.currentQuoteId &&
    quote.expiresAt.getTime() > now.getTime()
  );
}

function quoteView(
  quote: RequestQuoteRow,
  options: {
    request: ServiceRequestRow;
    due: OrderDueRow | null;
    by: string;
    now: Date;
  },
): HolidayQuote {
  const { request, now } = options;
  const terms = termsOf(quote.supplierTerms);
  const current = request.currentQuoteId === quote.id;
  const state = !current
    ? 'Superseded'
    : request.status === 'Completed'
      ? 'Accepted'
      : quoteStands(request, quote, now)
        ? 'Current'
        : 'Expired';
  // The figures as of when they count: now for a current quote (a departure come too near asks for the whole
  // total), when it was accepted for an accepted one, when it was written for one gone by.
  const figures = quoteFigures(
    terms,
    state === 'Current'
      ? now
      : state === 'Accepted'
        ? (request.closedAt ?? request.updatedAt)
        : quote.createdAt,
  );
  const dueAt =
    figures.balance <= 0 ? null : state === 'Accepted' ? (options.due?.dueAt ?? null) : figures.balanceDueAt;
  const money = (amount: number) => ({ amount, currency: quote.currency });
  return {
    quoteId: quote.id,
    createdAt: quote.createdAt.toISOString(),
    expiresAt: quote.expiresAt.toISOString(),
    state,
    by: options.by,
    lines: terms.lines,
    total: money(figures.total),
    depositPercent: figures.depositPercent,
    deposit: money(figures.deposit),
    balance: money(figures.balance),
    balanceDueAt: dueAt?.toISOString() ?? null,
    note: quote.note,
  };
}

function canOf(options: {
  request: ServiceRequestRow;
  viewer: HolidayViewer;
  quoteStands: boolean;
  departed: boolean;
}): HolidayRequestCan {
  const { request, viewer, departed } = options;
  const status = request.status;
  const open = status !== 'Cancelled' && status !== 'Rejected';
  const none = { accept: false, decline: false, cancel: false, message: false, quote: false, reject: false };
  if (viewer.side === 'Operator') {
    return {
      ...none,
      quote: canTransition('Quote', status) && !departed,
      reject: canTransition('Reject', status),
      message: open,
    };
  }
  if (!hasFunctionality(viewer.functionalities, 'ShowHolidayQueue')) return none;
  return {
    ...none,
    accept: options.quoteStands && !departed,
    decline: options.quoteStands,
    cancel: canTransition('Cancel', status),
    message: open,
  };
}

/**
 * One holiday request as the agency (its own) or the tenant's operators see it, with its package and departure,
 * quotes, history, thread and, once confirmed, what was paid and what is due; anything else answers 404.
 */
export async function loadHolidayRequestView(
  db: Db,
  options: {
    scope: RequestScope;
    reference: string;
    viewer: HolidayViewer;
    cities: RequestCities;
    now: Date;
  },
): Promise<HolidayRequest> {
  const { now, viewer } = options;
  const request = await findRequest(db, options.scope, 'Holiday', options.reference);
  const holiday = request?.details.holiday;
  if (!request || !holiday) throw requestNotFound();
  // One after another: `db` is often the caller's transaction, one connection that runs one query at a time.
  const pkg = await findTenantPackage(db, request.tenantId, holiday.packageId);
  const departure = await findPackageDeparture(db, request.tenantId, holiday.packageId, holiday.departureId);
  if (!pkg || !departure) throw requestNotFound();
  const images = await firstImagesOf(db, request.tenantId, [pkg.id]);
  const quotes = await quotesOf(db, request.id);
  const events = await eventsOf(db, request.id);
  const messages = await messagesOf(db, request.id);
  const names = await namesOf(db, [
    request.requestedBy,
    ...quotes.map((quote) => quote.createdBy).filter((id): id is string => id !== null),
  ]);
  const agency = await agencyName(db, request.agencyId);
  const due =
    request.status === 'Completed'
      ? // The request itself was found in the viewer's scope; its due is the request's own.
        await findAgencyOrderDue(db, wholeAgency(request.tenantId, request.agencyId), request.reference)
      : null;

  const operatorName = (userId: string | null) =>
    viewer.side === 'Agency' ? supportTeam : userId ? (names.get(userId) ?? '') : supportTeam;
  const views = quotes.map((quote) =>
    quoteView(quote, { request, due, by: operatorName(quote.createdBy), now }),
  );
  const current = views.find((quote) => quote.quoteId === request.currentQuoteId) ?? null;
  const currentRow = quotes.find((quote) => quote.id === request.currentQuoteId);
  const departed = departure.departsOn <= tenantToday(now);

  return {
    reference: request.reference,
    status: request.status,
    tab: tabOf(request.status),
    agencyName: agency,
    requestedBy: names.get(request.requestedBy) ?? '',
    requestedAt: request.createdAt.toISOString(),
    updatedAt: request.updatedAt.toISOString(),
    package: {
      packageId: pkg.id,
      code: pkg.code,
      title: pkg.title,
      type: pkg.type,
      cityCodes: pkg.cityCodes,
      cityName: options.cities.nameOf(pkg.cityCodes[0] ?? ''),
      countryCode: pkg.countryCode,
      nights: pkg.nights,
      hotelClass: pkg.hotelClass,
      rating: pkg.rating,
      imageId: images.get(pkg.id) ?? null,
    },
    departure: {
      departureId: departure.id,
      departsOn: departure.departsOn,
      returnsOn: departure.returnsOn,
      seatsLeft: departure.seatsLeft,
      currency: departure.currency,
      adultPrice: departure.adultPrice,
      childPrice: departure.childPrice,
      infantPrice: departure.infantPrice,
    },
    travellers: travellersOf(holiday),
    notes: holiday.notes,
    quote: current,
    pastQuotes: views.filter((quote) => quote.quoteId !== request.currentQuoteId),
    history: events.map(({ event, firstName, lastName }) => ({
      at: event.at.toISOString(),
      action: event.action,
      status: event.status,
      by:
        event.side === 'System'
          ? 'System'
          : event.side === 'Operator' && viewer.side === 'Agency'
            ? supportTeam
            : `${firstName ?? ''} ${lastName ?? ''}`.trim(),
      side: event.side,
      note: event.note,
    })),
    messages: messages.map(({ message, firstName, lastName }) => ({
      messageId: message.id,
      at: message.at.toISOString(),
      side: message.side,
      by:
        message.side === 'Operator' && viewer.side === 'Agency'
          ? supportTeam
          : `${firstName ?? ''} ${lastName ?? ''}`.trim(),
      body: message.body,
    })),
    booking:
      request.status === 'Completed' && current && request.settlementTransactionId
        ? {
            confirmedAt: (request.closedAt ?? request.updatedAt).toISOString(),
            total: current.total,
            depositPaid: current.deposit,
            balance: current.balance,
            transactionId: request.settlementTransactionId,
            due: due
              ? {
                  orderReference: due.orderReference,
                  outstandingAmount: due.outstandingAmount,
                  dueAt: due.dueAt.toISOString(),
                  status:
                    due.status === 'settled'
                      ? 'settled'
                      : due.dueAt.getTime() < now.getTime()
                        ? 'overdue'
                        : 'open',
                }
              : null,
          }
        : null,
    can: canOf({ request, viewer, quoteStands: quoteStands(request, currentRow, now), departed }),
  };
}
