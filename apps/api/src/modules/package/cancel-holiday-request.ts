import type { HolidayCancelBody, HolidayRequest } from '@portal/contracts';
import type { Db } from '../../db/client';
import { moveRequest } from '../../requests/move-request';
import { requestNotFound } from '../../requests/request-errors';
import { lockRequest } from '../../requests/service-request.repository';
import type { RequestCities } from './holiday-request-cities';
import { loadHolidayRequestView } from './holiday-request-view';

/**
 * Cancel: the agency withdraws an enquiry that is New, Quoted or Expired (Cancelled, with its reason in the
 * history), under the request's lock; a confirmed, rejected or cancelled one answers 409 REQUEST_WRONG_STATUS.
 */
export async function cancelHolidayRequest(options: {
  db: Db;
  scope: { tenantId: string; agencyId: string };
  user: { id: string; functionalities: readonly number[] };
  body: HolidayCancelBody;
  cities: RequestCities;
  now: Date;
}): Promise<HolidayRequest> {
  const { scope, body, now } = options;
  return options.db.transaction(async (tx) => {
    const request = await lockRequest(tx, scope, 'Holiday', body.reference);
    if (!request?.details.holiday) throw requestNotFound();
    await moveRequest(tx, {
      request,
      action: 'Cancel',
      to: 'Cancelled',
      side: 'Agency',
      userId: options.user.id,
      note: body.reason || null,
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
