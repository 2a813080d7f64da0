import type { HolidayQuoteDecisionBody, HolidayRequest } from '@portal/contracts';
import type { Db } from '../../db/client';
import { moveRequest } from '../../requests/move-request';
import { quoteSuperseded, requestNotFound } from '../../requests/request-errors';
import { lockRequest } from '../../requests/service-request.repository';
import type { RequestCities } from './holiday-request-cities';
import { loadHolidayRequestView } from './holiday-request-view';

/**
 * Decline: the agency turns the current quote down and the enquiry closes (Cancelled), under the request's lock.
 * Naming an older quote answers 409 QUOTE_SUPERSEDED (the agency has not seen the newer one); a request no longer
 * Quoted answers 409 REQUEST_WRONG_STATUS. Nothing is charged.
 */
export async function declineHolidayQuote(options: {
  db: Db;
  scope: { tenantId: string; agencyId: string };
  user: { id: string; functionalities: readonly number[] };
  body: HolidayQuoteDecisionBody;
  cities: RequestCities;
  now: Date;
}): Promise<HolidayRequest> {
  const { scope, body, now } = options;
  return options.db.transaction(async (tx) => {
    const request = await lockRequest(tx, scope, 'Holiday', body.reference);
    if (!request?.details.holiday) throw requestNotFound();
    if (request.status === 'Quoted' && request.currentQuoteId !== body.quoteId) throw quoteSuperseded();
    await moveRequest(tx, {
      request,
      action: 'Decline',
      to: 'Cancelled',
      side: 'Agency',
      userId: options.user.id,
      now,
    });
    return loadHolidayRequestView(tx, {
      scope,
      reference: body.reference,
      viewer: { side: 'Agency', functionalities: options.user.functionalities },
      cities: options.cities,
      now,
    });
  });
}
