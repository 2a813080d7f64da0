import { sql, type SQL } from 'drizzle-orm';
import type { ReportProduct, SalesGrouping } from '@portal/contracts';
import type { Db } from '../../db/client';
import { andMadeForReport, type ReportScope } from './report-scope';

export interface SalesFilter {
  scope: ReportScope;
  walletId: string;
  start: Date;
  until: Date;
  timeZone: string;
  product?: ReportProduct | undefined;
  airline?: string | undefined;
}

/** The wallet postings that are sales or give sales back, by product (a reversal counts as what it reverses). */
const kindsOf: Record<ReportProduct, string[]> = {
  flight: ['ticket', 'refund'],
  hotel: ['hotel', 'hotel_refund'],
  holiday: ['holiday'],
  visa: ['visa', 'visa_refund'],
};

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Every sale line of the filter with its figures: net is what the wallet paid (a refund or reversal negative);
 * an order's issue posting carries the order's gross, commission and AIT (its reversal takes them back); any other
 * line counts its net as gross.
 */
function saleLines(filter: SalesFilter, withUser: boolean): SQL {
  const kinds = filter.product ? kindsOf[filter.product] : Object.values(kindsOf).flat();
  const kindList = sql.join(
    kinds.map((kind) => sql`${kind}`),
    sql`, `,
  );
  return sql`
    select e.created_at, -e.amount as net, t.created_by, base.kind as base_kind,
      case when base.kind in ('ticket', 'refund') then 'flight' when base.kind in ('hotel', 'hotel_refund') then 'hotel'
        else base.kind::text end as product,
      case when t.kind in ('ticket', 'hotel', 'holiday', 'visa') then coalesce(o.reference, t.reference) end as sold,
      o.validating_airline as airline, o.route,
      coalesce(issue.sign, 0) as issue_sign, o.fare_gross, o.extras_total, o.fare_agent, o.commission
      ${withUser ? sql`, u.branch_id` : sql``}
    from ledger_entries e
    join ledger_transactions t on t.id = e.transaction_id
    left join ledger_transactions r on r.id = t.reverses_id
    cross join lateral (select coalesce(r.kind, t.kind) as kind) base
    left join service_requests sr on base.kind in ('ticket', 'refund')
      and sr.tenant_id = t.tenant_id and sr.reference = t.reference
    left join flight_orders o on base.kind in ('ticket', 'refund') and o.agency_id = t.agency_id
      and o.id = coalesce(sr.order_id, (select direct.id from flight_orders direct
        where direct.tenant_id = t.tenant_id and direct.reference = t.reference))
    cross join lateral (select case when o.issue_transaction_id = t.id then 1
      when o.issue_transaction_id = t.reverses_id then -1 end as sign) issue
    ${withUser ? sql`left join users u on u.id = t.created_by` : sql``}
    where e.account_id = ${filter.walletId}
      and e.created_at >= ${filter.start.toISOString()} and e.created_at < ${filter.until.toISOString()}
      and t.tenant_id = ${filter.scope.tenantId} and t.agency_id = ${filter.scope.agencyId}
      and base.kind in (${kindList})
      ${filter.airline ? sql`and o.validating_airline = ${filter.airline}` : sql``}
      ${andMadeForReport(sql`t.created_by`, filter.scope)}`;
}

const figures = sql`
  count(distinct sold)::int as count,
  coalesce(sum(case when issue_sign <> 0 then issue_sign * (fare_gross + extras_total) else net end), 0)::bigint as gross,
  coalesce(sum(net), 0)::bigint as net,
  coalesce(sum(issue_sign * coalesce(commission, 0)), 0)::bigint as commission,
  coalesce(sum(issue_sign * coalesce(fare_agent - fare_gross + commission, 0)), 0)::bigint as ait`;

export interface SalesFigureRow {
  count: number;
  gross: string;
  net: string;
  commission: string;
  ait: string;
}

function groupKey(groupBy: SalesGrouping, timeZone: string): SQL {
  switch (groupBy) {
    case 'day':
      return sql`to_char(created_at at time zone ${timeZone}, 'YYYY-MM-DD')`;
    case 'product':
      return sql`product`;
    case 'airline':
      return sql`coalesce(airline, product)`;
    case 'route':
      return sql`coalesce(route, product)`;
    case 'staff':
      return sql`coalesce(created_by::text, 'system')`;
    case 'branch':
      return sql`coalesce(branch_id::text, 'head')`;
  }
}

/** The filter's sales per group, ordered by key (every group: a year has at most a few thousand). */
export async function salesByGroup(db: Db, filter: SalesFilter, groupBy: SalesGrouping) {
  const result = await db.execute(sql`
    select ${groupKey(groupBy, filter.timeZone)} as key, ${figures}
    from (${saleLines(filter, groupBy === 'branch')}) line
    group by 1 order by 1`);
  return rows<SalesFigureRow & { key: string }>(result);
}

/** The filter's sales over every line (orders counted once across groups). */
export async function salesTotals(db: Db, filter: SalesFilter): Promise<SalesFigureRow> {
  const result = await db.execute(sql`select ${figures} from (${saleLines(filter, false)}) line`);
  return rows<SalesFigureRow>(result)[0] ?? { count: 0, gross: '0', net: '0', commission: '0', ait: '0' };
}
