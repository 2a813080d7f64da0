import type { HolidayQuoteDecisionBody, HolidayRequest } from '@portal/contracts';
import type { Db } from '../../db/client';
import { chargeHolidayBooking } from '../../ledger/charge-holiday-booking';
import { dayText, moneyText } from '../../lib/pdf-document';
import { tenantToday } from '../../lib/tenant-clock';
import { acceptableQuote } from '../../requests/acceptable-quote';
import { moveRequest } from '../../requests/move-request';
import { requestNotFound } from '../../requests/request-errors';
import { lockRequest } from '../../requests/service-request.repository';
import type { RequestCities } from './holiday-request-cities';
import { departureClosed, seatsUnavailable } from './holiday-request-errors';
import { findPackageDeparture, findTenantPackage, takeDepartureSeats } from './holiday-request.repository';
import { loadHolidayRequestView, travellerSummary } from './holiday-request-view';
import { quoteFigures, termsOf } from './holiday-quote-terms';
import type { AgencyScope } from '../../lib/agency-scope';

/** The history's line for the confirmation: what was paid now and what is due when. */
function acceptNote(
  figures: { deposit: number; balance: number; balanceDueAt: Date | null },
  currency: string,
): string {
  const paid = `Deposit ${moneyText({ amount: figures.deposit, currency })} paid from the wallet`;
  if (figures.balance <= 0 || !figures.balanceDueAt) return `${paid}: paid in full.`;
  return `${paid}; balance ${moneyText({ amount: figures.balance, currency })} due by ${dayText(
    tenantToday(figures.balanceDueAt),
  )}.`;
}

/**
 * Accept: the agency takes the current quote and the holiday is confirmed, all in the caller's one transaction (run
 * under its Idempotency-Key, so a replay answers the same and a refusal moves nothing): the quote must still stand
 * (409 QUOTE_EXPIRED / QUOTE_SUPERSEDED / REQUEST_WRONG_STATUS), the departure not have left (422), its seats are
 * taken by one conditional update (409 SEATS_UNAVAILABLE when another agency took the last ones), the deposit is
 * paid from the wallet (422 when it cannot be) and the balance put on the agency's dues, and the request is
 * Completed naming that posting.
 */
/** The departure day as the dues list reads it beside flight routes: 4 Dec 2026. */
const departureDay = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

export async function acceptHolidayQuote(options: {
  tx: Db;
  scope: AgencyScope;
  user: { id: string; functionalities: readonly number[] };
  body: HolidayQuoteDecisionBody;
  cities: RequestCities;
  now: Date;
}): Promise<HolidayRequest> {
  const { tx, scope, body, now } = options;
  const request = await lockRequest(tx, scope, 'Holiday', body.reference);
  const holiday = request?.details.holiday;
  if (!request || !holiday) throw requestNotFound();
  const quote = await acceptableQuote(tx, request, body.quoteId, now);
  const pkg = await findTenantPackage(tx, scope.tenantId, holiday.packageId);
  const departure = await findPackageDeparture(tx, scope.tenantId, holiday.packageId, holiday.departureId);
  if (!pkg || !departure) throw requestNotFound();
  if (departure.departsOn <= tenantToday(now)) throw departureClosed();

  const seats = holiday.adults + holiday.children;
  if (!(await takeDepartureSeats(tx, { tenantId: scope.tenantId, departureId: departure.id, seats }))) {
    throw seatsUnavailable();
  }
  const terms = termsOf(quote.supplierTerms);
  // The deposit as of now: the whole total when the departure has come too near for a later balance.
  const figures = quoteFigures(terms, now);
  const charged = await chargeHolidayBooking({
    db: tx,
    tenantId: scope.tenantId,
    agencyId: scope.agencyId,
    requestReference: request.reference,
    packageTitle: pkg.title,
    currency: quote.currency,
    total: figures.total,
    deposit: figures.deposit,
    dueAt: figures.balanceDueAt,
    route: `${options.cities.nameOf(pkg.cityCodes[0] ?? '')}, ${pkg.nights} nights from ${departureDay.format(
      new Date(`${departure.departsOn}T00:00:00Z`),
    )}`,
    travellers: travellerSummary(holiday),
    createdBy: options.user.id,
    now,
  });
  await moveRequest(tx, {
    request,
    action: 'Accept',
    to: 'Completed',
    side: 'Agency',
    userId: options.user.id,
    note: acceptNote(figures, quote.currency),
    now,
    // What the booking charged the agency: the deposit from its wallet and the balance onto its dues.
    change: { settlementTransactionId: charged.transactionId, settledAmount: -figures.total },
  });
  return loadHolidayRequestView(tx, {
    scope,
    reference: request.reference,
    viewer: { side: 'Agency', functionalities: options.user.functionalities },
    cities: options.cities,
    now,
  });
}
