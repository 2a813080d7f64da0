import type { DashboardActions, DashboardProduct, RequestKind } from '@portal/contracts';
import { DashboardListSize } from '@portal/contracts';
import type { Db } from '../../db/client';
import { endOfTenantDay, startOfTenantDay, tenantToday } from '../../lib/tenant-clock';
import {
  flightHoldsEnding,
  hotelHolds,
  requestsWaiting,
  voidableToday,
} from './dashboard-actions.repository';
import { duesFallingDue } from './dashboard-money.repository';
import type { DashboardPeriod } from './dashboard-period';
import type { DashboardScope } from './dashboard-scope';

/** What the caller may see among the action widgets' sources. */
export interface ActionAccess {
  flightHolds: boolean;
  hotelHolds: boolean;
  voids: boolean;
  dues: boolean;
  requestKinds: RequestKind[];
  hotelQuotes: boolean;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
/** A source the caller may not see: not read. */
const when = <T>(allowed: boolean, read: () => Promise<{ rows: T[]; count: number }>) =>
  allowed ? read() : Promise.resolve({ rows: [] as T[], count: 0 });

const productOf = (kind: RequestKind): DashboardProduct =>
  kind === 'Holiday' ? 'holiday' : kind === 'Visa' ? 'visa' : 'flight';

/** The action widgets the caller may see: what needs doing today or this week, with the first few items. */
export async function readActionWidgets(options: {
  db: Db;
  scope: DashboardScope;
  period: DashboardPeriod;
  access: ActionAccess;
  now: Date;
}): Promise<DashboardActions> {
  const { db, scope, period, access, now } = options;
  const limit = DashboardListSize;
  // The void window ends with the issue day in the ticketing office's zone, which is the tenant's.
  const officeToday = tenantToday(now);
  const [flightHolds, hotelHoldsToday, voids, dues, requests, hotelQuotes] = await Promise.all([
    when(access.flightHolds, () => flightHoldsEnding(db, scope, now, period.endOfToday, limit)),
    when(access.hotelHolds, () => hotelHolds(db, scope, now, period.endOfToday, limit)),
    when(access.voids, () => voidableToday(db, scope, startOfTenantDay(officeToday), limit)),
    when(access.dues, () => duesFallingDue(db, scope, period.endOfWeek, limit)),
    requestsWaiting(db, scope, access.requestKinds, now, limit),
    when(access.hotelQuotes, () => hotelHolds(db, scope, now, undefined, limit)),
  ]);
  const actions: DashboardActions = {};

  if (access.flightHolds || access.hotelHolds) {
    const items = [
      ...flightHolds.rows.map((row) => ({
        reference: row.reference,
        product: 'flight' as const,
        deadline: iso(row.deadline) ?? '',
        label: row.label,
      })),
      ...hotelHoldsToday.rows.map((row) => ({
        reference: row.reference,
        product: 'hotel' as const,
        deadline: iso(row.deadline) ?? '',
        label: row.label,
      })),
    ];
    actions.holdsEndingToday = {
      count: flightHolds.count + hotelHoldsToday.count,
      items: items.sort((a, b) => a.deadline.localeCompare(b.deadline)).slice(0, limit),
    };
  }

  if (access.voids) {
    const deadline = new Date(endOfTenantDay(officeToday).getTime() - 1).toISOString();
    actions.voidsClosingToday = {
      count: voids.count,
      items: voids.rows.map((row) => ({
        reference: row.reference,
        product: 'flight',
        deadline,
        label: row.label,
      })),
    };
  }

  if (access.dues) {
    actions.duesThisWeek = {
      count: dues.count,
      items: dues.rows.map((row) => ({
        reference: row.reference,
        product: 'flight',
        deadline: row.dueAt.toISOString(),
        currency: row.currency,
        amount: row.amount,
        overdue: row.dueAt.getTime() < now.getTime(),
      })),
    };
  }

  if (access.requestKinds.length > 0 || access.hotelQuotes) {
    const items = [
      ...requests.rows.map((row) => ({
        reference: row.reference,
        product: productOf(row.kind),
        kind: row.status === 'CorrectionAsked' ? 'VisaCorrection' : row.kind,
        deadline: iso(row.deadline),
        currency: row.currency,
        amount: row.amount,
      })),
      ...hotelQuotes.rows.map((row) => ({
        reference: row.reference,
        product: 'hotel' as const,
        kind: 'HotelHold',
        deadline: iso(row.deadline),
        currency: row.currency,
        amount: row.amount,
      })),
    ];
    // Expiring soonest first; what does not expire (a correction asked for) after those that do.
    const order = (deadline: string | null) => deadline ?? '9999';
    actions.quotesWaiting = {
      count: requests.count + hotelQuotes.count,
      items: items.sort((a, b) => order(a.deadline).localeCompare(order(b.deadline))).slice(0, limit),
    };
  }
  return actions;
}
