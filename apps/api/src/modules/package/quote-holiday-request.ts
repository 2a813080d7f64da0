import { canTransition, type HolidayQuoteBody, type HolidayRequest } from '@portal/contracts';
import type { Db } from '../../db/client';
import { startOfTenantDay, tenantToday } from '../../lib/tenant-clock';
import { addQuote } from '../../requests/add-quote';
import { requestNotFound, requestWrongStatus } from '../../requests/request-errors';
import { lockRequest } from '../../requests/service-request.repository';
import type { RequestCities } from './holiday-request-cities';
import {
  departureClosed,
  quoteReplaced,
  quoteTotalInvalid,
  quoteTravellersInvalid,
} from './holiday-request-errors';
import { findPackageDeparture, findTenantPackage } from './holiday-request.repository';
import { loadHolidayRequestView, travellersOf } from './holiday-request-view';
import {
  coreQuoteLines,
  holidayQuoteLines,
  pricesEveryTraveller,
  quoteTotal,
  type HolidayQuoteTerms,
} from './holiday-quote-terms';

/**
 * An operator's quote on an enquiry (New, Quoted or Expired), under the request's lock: lines in the departure's
 * currency that price every traveller of the enquiry (422 otherwise), a total above zero, valid the hours given but
 * never past the departure day's start. The package's deposit rule is fixed with the quote. It supersedes any
 * earlier quote, but only the one the operator named when a quote was named (409 QUOTE_SUPERSEDED when another
 * operator quoted meanwhile); the request waits on the agency (Quoted).
 */
export async function quoteHolidayRequest(options: {
  db: Db;
  tenantId: string;
  operatorId: string;
  body: HolidayQuoteBody;
  cities: RequestCities;
  now: Date;
}): Promise<HolidayRequest> {
  const { tenantId, body, now } = options;
  const scope = { tenantId, agencyId: null, branchId: null };
  return options.db.transaction(async (tx) => {
    const request = await lockRequest(tx, scope, 'Holiday', body.reference);
    const holiday = request?.details.holiday;
    if (!request || !holiday) throw requestNotFound();
    if (!canTransition('Quote', request.status)) throw requestWrongStatus();
    // Checked under the lock: of two operators who saw the same quote, the second finds it replaced.
    if (body.replacesQuoteId !== undefined && body.replacesQuoteId !== request.currentQuoteId) {
      throw quoteReplaced();
    }
    const pkg = await findTenantPackage(tx, tenantId, holiday.packageId);
    const departure = await findPackageDeparture(tx, tenantId, holiday.packageId, holiday.departureId);
    if (!pkg || !departure) throw requestNotFound();
    if (departure.departsOn <= tenantToday(now)) throw departureClosed();
    const terms: HolidayQuoteTerms = {
      lines: holidayQuoteLines(body.lines, departure.currency),
      depositPercent: pkg.depositPercent,
      balanceDaysBeforeDeparture: pkg.balanceDaysBeforeDeparture,
      departsOn: departure.departsOn,
    };
    if (!pricesEveryTraveller(terms.lines, travellersOf(holiday))) throw quoteTravellersInvalid();
    if (quoteTotal(terms) <= 0) throw quoteTotalInvalid();
    await addQuote(tx, {
      request,
      side: 'Operator',
      userId: options.operatorId,
      currency: departure.currency,
      lines: coreQuoteLines(terms.lines),
      supplierTerms: { holiday: terms },
      note: body.note || null,
      validMinutes: body.validHours * 60,
      notAfter: startOfTenantDay(departure.departsOn),
      now,
    });
    return loadHolidayRequestView(tx, {
      scope,
      reference: body.reference,
      viewer: { side: 'Operator' },
      cities: options.cities,
      now,
    });
  });
}
