import type { HolidayRequest, RequestAction } from '@portal/contracts';
import type { Db } from '../../db/client';
import { moveRequest } from '../../requests/move-request';
import { requestNotFound } from '../../requests/request-errors';
import { lockRequest, type ServiceRequestRow } from '../../requests/service-request.repository';
import type { RequestCities } from './holiday-request-cities';
import { loadHolidayRequestView } from './holiday-request-view';
import type { AgencyScope } from '../../lib/agency-scope';

/**
 * The agency closes its holiday request (Cancelled) under the request's lock, and sees it as it now stands. `check`
 * refuses what the action cannot close before anything moves; the status machine refuses the rest.
 */
export async function closeHolidayRequest(options: {
  db: Db;
  scope: AgencyScope;
  user: { id: string; functionalities: readonly number[] };
  reference: string;
  action: Extract<RequestAction, 'Cancel' | 'Decline'>;
  note?: string | null;
  check?: (request: ServiceRequestRow) => void;
  cities: RequestCities;
  now: Date;
}): Promise<HolidayRequest> {
  const { scope, reference, now } = options;
  return options.db.transaction(async (tx) => {
    const request = await lockRequest(tx, scope, 'Holiday', reference);
    if (!request?.details.holiday) throw requestNotFound();
    options.check?.(request);
    await moveRequest(tx, {
      request,
      action: options.action,
      to: 'Cancelled',
      side: 'Agency',
      userId: options.user.id,
      note: options.note,
      now,
    });
    return loadHolidayRequestView(tx, {
      scope,
      reference,
      viewer: { side: 'Agency', functionalities: options.user.functionalities },
      cities: options.cities,
      now,
    });
  });
}
