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

const list = (values: string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/**
 * Every sale line of the filter with its figures: net is what the wallet paid (a refund or reversal negative); an
 * order's issue posting carries the order's gross, commission and AIT (its reversal takes them back); any other
 * line counts its net as gross.
 *
 * Shaped for speed on a busy agency: the postings are found by kind and day (ledger_transactions_agency_kind_idx),
 * the wallet's lines of the range by day (ledger_entries_account_created_idx), the orders issued in the range by
 * issue day, and the three are hashed together; only the few lines that are not an issue posting of the range
 * (refunds, exchanges, reversals) look their order up one by one.
 */
function saleLines(filter: SalesFilter, withBranch: boolean): SQL {
  const { scope } = filter;
  const kinds = filter.product ? kindsOf[filter.product] : Object.values(kindsOf).flat();
  const start = filter.start.toISOString();
  const until = filter.until.toISOString();
  const orderColumns = sql`id, reference, validating_airline, route, fare_gross, extras_total, fare_agent, commission,
    issue_transaction_id`;
  return sql`
    with sale as materialized (
      select t.id, t.kind, t.reference, t.reverses_id, t.created_by, t.created_at,
        case when t.kind = 'reversal'
          then (select reversed.kind from ledger_transactions reversed where reversed.id = t.reverses_id)
          else t.kind end as base_kind
      from ledger_transactions t
      where t.tenant_id = ${scope.tenantId} and t.agency_id = ${scope.agencyId}
        and t.kind in (${list([...kinds, 'reversal'])})
        and t.created_at >= ${start} and t.created_at < ${until}
        ${andMadeForReport(sql`t.created_by`, scope)}
    ), wallet as materialized (
      select e.transaction_id, e.amount from ledger_entries e
      where e.account_id = ${filter.walletId} and e.created_at >= ${start} and e.created_at < ${until}
    ), issued as materialized (
      select ${orderColumns} from flight_orders
      where tenant_id = ${scope.tenantId} and agency_id = ${scope.agencyId}
        and issued_at >= ${start} and issued_at < ${until}
    )
    select s.created_at, s.created_by, -w.amount as net,
      case when s.base_kind in ('ticket', 'refund') then 'flight' when s.base_kind in ('hotel', 'hotel_refund') then 'hotel'
        else s.base_kind::text end as product,
      case when s.kind in ('ticket', 'hotel', 'holiday', 'visa') then coalesce(io.reference, other.reference, s.reference)
        end as sold,
      coalesce(io.validating_airline, other.validating_airline) as airline, coalesce(io.route, other.route) as route,
      sign.value as issue_sign,
      case when sign.value <> 0 then coalesce(io.fare_gross, other.fare_gross) + coalesce(io.extras_total, other.extras_total)
        end as order_gross,
      coalesce(io.commission, other.commission) as commission,
      coalesce(io.fare_agent, other.fare_agent) - coalesce(io.fare_gross, other.fare_gross)
        + coalesce(io.commission, other.commission) as ait
      ${withBranch ? sql`, (select maker.branch_id from users maker where maker.id = s.created_by) as branch_id` : sql``}
    from sale s
    join wallet w on w.transaction_id = s.id
    left join issued io on io.issue_transaction_id = s.id
    left join lateral (
      (select ${orderColumns} from flight_orders
        where io.id is null and s.base_kind in ('ticket', 'refund')
          and tenant_id = ${scope.tenantId} and agency_id = ${scope.agencyId}
          and issue_transaction_id = coalesce(s.reverses_id, s.id))
      union all
      (select ${sql.raw('o.id, o.reference, o.validating_airline, o.route, o.fare_gross, o.extras_total, o.fare_agent, o.commission, o.issue_transaction_id')}
        from service_requests request join flight_orders o on o.id = request.order_id
        where io.id is null and s.base_kind in ('ticket', 'refund')
          and request.tenant_id = ${scope.tenantId} and request.reference = s.reference and o.agency_id = ${scope.agencyId})
      limit 1
    ) other on true
    cross join lateral (select case when io.id is not null or other.issue_transaction_id = s.id then 1
      when other.issue_transaction_id = s.reverses_id then -1 else 0 end as value) sign
    where s.base_kind in (${list(kinds)})
      ${filter.airline ? sql`and coalesce(io.validating_airline, other.validating_airline) = ${filter.airline}` : sql``}`;
}

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

/**
 * The filter's sales per group (every group, ordered by key: a year has at most a few thousand) and, in the same
 * pass, the totals over every line (the row whose key is null; orders counted once across groups).
 */
export async function salesByGroup(db: Db, filter: SalesFilter, groupBy: SalesGrouping) {
  const result = await db.execute(sql`
    select key, grouping(key) as total_row, count(distinct sold)::int as count,
      coalesce(sum(case when issue_sign <> 0 then issue_sign * order_gross else net end), 0)::bigint as gross,
      coalesce(sum(net), 0)::bigint as net,
      coalesce(sum(issue_sign * coalesce(commission, 0)), 0)::bigint as commission,
      coalesce(sum(issue_sign * coalesce(ait, 0)), 0)::bigint as ait
    from (select ${groupKey(groupBy, filter.timeZone)} as key, line.*
      from (${saleLines(filter, groupBy === 'branch')}) line) keyed
    group by grouping sets ((key), ()) order by total_row, key`);
  const rows = (result as unknown as { rows: (SalesFigureRow & { key: string | null; total_row: number })[] })
    .rows;
  const totals = rows.find((row) => Number(row.total_row) === 1) ?? {
    count: 0,
    gross: '0',
    net: '0',
    commission: '0',
    ait: '0',
  };
  return {
    groups: rows.filter((row) => Number(row.total_row) === 0) as (SalesFigureRow & { key: string })[],
    totals,
  };
}
