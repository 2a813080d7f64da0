import type { OrderDuesResponse } from '@portal/contracts';
import type { Db } from '../../db/client';
import { findAgencyOrderDue } from '../../ledger/order-due.repository';
import { listSettlements } from './partial-payment.repository';
import { orderDueNotFound, toOrderDue, toSettlement } from './order-due-shape';

/** GetOrderDues: one of the agency's orders, its due and what has been paid against it; another's is 404. */
export async function getOrderDues(options: {
  db: Db;
  tenantId: string;
  agencyId: string;
  /** The caller's branch: set, only its users' records are found (null: the head office). */
  branchId: string | null;
  orderReference: string;
  now: Date;
}): Promise<OrderDuesResponse> {
  const scope = { tenantId: options.tenantId, agencyId: options.agencyId, branchId: options.branchId };
  const due = await findAgencyOrderDue(options.db, scope, options.orderReference);
  if (!due) throw orderDueNotFound();
  const settlements = await listSettlements(options.db, scope, due.id);
  return {
    orderReference: due.orderReference,
    dues: [toOrderDue(due, options.now)],
    settlements: settlements.map(toSettlement),
  };
}
