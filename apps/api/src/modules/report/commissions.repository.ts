import { sql, type SQL } from 'drizzle-orm';
import type { CommissionGrouping } from '@portal/contracts';
import type { Db } from '../../db/client';
import { andMadeForReport, type ReportScope } from './report-scope';

export interface CommissionsFilter {
  scope: ReportScope;
  start: Date;
  until: Date;
  currency: string;
  timeZone: string;
  airline?: string | undefined;
}

/** Tickets issued in the range whose issue posting was not reversed, per month and/or airline. */
export async function commissionsByGroup(db: Db, filter: CommissionsFilter, groupBy: CommissionGrouping) {
  const { scope } = filter;
  const month = sql`to_char(o.issued_at at time zone ${filter.timeZone}, 'YYYY-MM')`;
  const keys: SQL =
    groupBy === 'airline'
      ? sql`null::text as month, o.validating_airline as airline`
      : groupBy === 'month'
        ? sql`${month} as month, null::text as airline`
        : sql`${month} as month, o.validating_airline as airline`;
  const result = await db.execute(sql`
    select ${keys}, count(*)::int as count,
      coalesce(sum(o.fare_gross + o.extras_total), 0)::bigint as gross,
      coalesce(sum(o.commission), 0)::bigint as commission,
      coalesce(sum(o.fare_agent - o.fare_gross + o.commission), 0)::bigint as ait
    from flight_orders o
    where o.tenant_id = ${scope.tenantId} and o.agency_id = ${scope.agencyId} and o.currency = ${filter.currency}
      and o.issued_at >= ${filter.start.toISOString()} and o.issued_at < ${filter.until.toISOString()}
      and o.issue_transaction_id is not null
      and not exists (select 1 from ledger_transactions reversal where reversal.reverses_id = o.issue_transaction_id)
      ${filter.airline ? sql`and o.validating_airline = ${filter.airline}` : sql``}
      ${andMadeForReport(sql`o.created_by`, scope)}
    group by 1, 2 order by 1, 2`);
  return (
    result as unknown as {
      rows: {
        month: string | null;
        airline: string | null;
        count: number;
        gross: string;
        commission: string;
        ait: string;
      }[];
    }
  ).rows;
}
