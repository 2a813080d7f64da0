import type { HolidayRejectBody, HolidayRequest } from '@portal/contracts';
import type { Db } from '../../db/client';
import { moveRequest } from '../../requests/move-request';
import { requestNotFound } from '../../requests/request-errors';
import { lockRequest } from '../../requests/service-request.repository';
import type { RequestCities } from './holiday-request-cities';
import { loadHolidayRequestView } from './holiday-request-view';

/**
 * An operator refuses an enquiry (New, Quoted or Expired) with a reason, under the request's lock: it closes
 * Rejected, listed under Cancelled. Two operators deciding at once end with one decision (the second gets 409).
 */
export async function rejectHolidayRequest(options: {
  db: Db;
  tenantId: string;
  operatorId: string;
  body: HolidayRejectBody;
  cities: RequestCities;
  now: Date;
}): Promise<HolidayRequest> {
  const { body, now } = options;
  const scope = { tenantId: options.tenantId, agencyId: null, branchId: null };
  return options.db.transaction(async (tx) => {
    const request = await lockRequest(tx, scope, 'Holiday', body.reference);
    if (!request?.details.holiday) throw requestNotFound();
    await moveRequest(tx, {
      request,
      action: 'Reject',
      to: 'Rejected',
      side: 'Operator',
      userId: options.operatorId,
      note: body.reason,
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
