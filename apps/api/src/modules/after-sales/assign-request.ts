import type { z } from 'zod';
import type { AfterSalesRequest, ZAssignRequestBody } from '@portal/contracts';
import type { Db } from '../../db/client';
import { moveRequest } from '../../requests/move-request';
import { requestNotFound } from '../../requests/request-errors';
import { lockRequest } from '../../requests/service-request.repository';
import { loadRequestView } from './request-view';

/** An operator takes a request (it shows as theirs in the queue) or releases it; the history records either. */
export async function assignRequest(options: {
  db: Db;
  tenantId: string;
  operatorId: string;
  body: z.infer<typeof ZAssignRequestBody>;
  now: Date;
}): Promise<AfterSalesRequest> {
  const { tenantId, operatorId, body, now } = options;
  const scope = { tenantId, agencyId: null, branchId: null };
  return options.db.transaction(async (tx) => {
    const request = await lockRequest(tx, scope, null, body.reference);
    if (!request) throw requestNotFound();
    await moveRequest(tx, {
      request,
      action: 'Assign',
      to: request.status,
      side: 'Operator',
      userId: operatorId,
      note: body.assignToMe ? 'Taken' : 'Released',
      now,
      change: { assigneeId: body.assignToMe ? operatorId : null },
      restartsWait: false,
    });
    return loadRequestView(tx, { scope, kind: null, reference: body.reference, now });
  });
}
