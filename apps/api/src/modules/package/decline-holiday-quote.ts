import type { HolidayQuoteDecisionBody, HolidayRequest } from '@portal/contracts';
import type { Db } from '../../db/client';
import { quoteSuperseded } from '../../requests/request-errors';
import { closeHolidayRequest } from './close-holiday-request';
import type { RequestCities } from './holiday-request-cities';
import type { AgencyScope } from '../../lib/agency-scope';

/**
 * Decline: the agency turns the current quote down and the enquiry closes (Cancelled), under the request's lock.
 * Naming an older quote answers 409 QUOTE_SUPERSEDED (the agency has not seen the newer one); a request no longer
 * Quoted answers 409 REQUEST_WRONG_STATUS. Nothing is charged.
 */
export async function declineHolidayQuote(options: {
  db: Db;
  scope: AgencyScope;
  user: { id: string; functionalities: readonly number[] };
  body: HolidayQuoteDecisionBody;
  cities: RequestCities;
  now: Date;
}): Promise<HolidayRequest> {
  const { body, ...rest } = options;
  return closeHolidayRequest({
    ...rest,
    reference: body.reference,
    action: 'Decline',
    check: (request) => {
      if (request.status === 'Quoted' && request.currentQuoteId !== body.quoteId) throw quoteSuperseded();
    },
  });
}
