import type { HolidayCancelBody, HolidayRequest } from '@portal/contracts';
import type { Db } from '../../db/client';
import { closeHolidayRequest } from './close-holiday-request';
import type { RequestCities } from './holiday-request-cities';
import type { AgencyScope } from '../../lib/agency-scope';

/**
 * Cancel: the agency withdraws an enquiry that is New, Quoted or Expired (Cancelled, with its reason in the
 * history), under the request's lock; a confirmed, rejected or cancelled one answers 409 REQUEST_WRONG_STATUS.
 */
export async function cancelHolidayRequest(options: {
  db: Db;
  scope: AgencyScope;
  user: { id: string; functionalities: readonly number[] };
  body: HolidayCancelBody;
  cities: RequestCities;
  now: Date;
}): Promise<HolidayRequest> {
  const { body, ...rest } = options;
  return closeHolidayRequest({
    ...rest,
    reference: body.reference,
    action: 'Cancel',
    note: body.reason || null,
  });
}
