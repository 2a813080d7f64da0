import type { HolidayMessageBody, HolidayRequest } from '@portal/contracts';
import type { Db } from '../../db/client';
import { requestNotFound, requestWrongStatus } from '../../requests/request-errors';
import { insertMessage } from '../../requests/request-message.repository';
import { lockRequest, type RequestScope } from '../../requests/service-request.repository';
import type { RequestCities } from './holiday-request-cities';
import { loadHolidayRequestView, type HolidayViewer } from './holiday-request-view';

/**
 * A message on an enquiry's thread, from the agency (its own request) or the operators (their tenant's). A message
 * does not move the request; a cancelled or rejected enquiry takes no more (409 REQUEST_WRONG_STATUS).
 */
export async function sendHolidayRequestMessage(options: {
  db: Db;
  scope: RequestScope;
  userId: string;
  viewer: HolidayViewer;
  body: HolidayMessageBody;
  cities: RequestCities;
  now: Date;
}): Promise<HolidayRequest> {
  const { scope, body, now } = options;
  return options.db.transaction(async (tx) => {
    const request = await lockRequest(tx, scope, 'Holiday', body.reference);
    if (!request?.details.holiday) throw requestNotFound();
    if (request.status === 'Cancelled' || request.status === 'Rejected') throw requestWrongStatus();
    await insertMessage(tx, {
      requestId: request.id,
      tenantId: request.tenantId,
      side: options.viewer.side,
      userId: options.userId,
      body: body.message,
      at: now,
    });
    return loadHolidayRequestView(tx, {
      scope,
      reference: body.reference,
      viewer: options.viewer,
      cities: options.cities,
      now,
    });
  });
}
