import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import {
  DashboardPaths,
  Header,
  IdentityPaths,
  ReportPaths,
  type AuthenticateResponse,
} from '@portal/contracts';
import { openDatabase, type DatabaseTarget } from '../../apps/api/src/db/client';
import { buildAgency, buildUser } from '../../apps/api/src/db/seed/builders';
import { seedDemoWorld } from '../../apps/api/src/db/seed/seed-demo-world';
import { tenantAccount, walletAccount } from '../../apps/api/src/ledger/accounts';
import { call, percentile, type Client } from './portal-client';
import { startPortal } from './server';

// The second brand signs in without a device code, as the other load benches do.
const tenantId = 'skyway';
const account = { username: 'reports@bench.test', password: 'Bench@1234' };
const orderCount = 50_000;
/** The agency's wallet lines: one per ticket, the rest deposits and refunds, the first an opening float. */
const walletLines = 200_000;
const callsPerReport = 100;
const goalMs = 300;
const dayMs = 86_400_000;

/**
 * A year of one busy agency, written in bulk (INSERT … SELECT generate_series) into the database the server will
 * open: 50,000 flight orders (nine in ten ticketed), each ticket's posting, deposits and refunds up to 200,000 wallet
 * lines, every transaction balanced against the tenant's own accounts and the cached balances set to their sums.
 * The ledger's per-row balance check is left out for the bulk load (session_replication_role) because the rows
 * are balanced by construction, and the audit at the end says so.
 */
async function prepare(target: DatabaseTarget): Promise<void> {
  const database = await openDatabase(target);
  try {
    await database.migrate();
    await seedDemoWorld(database.db);
    const { db } = database;
    const agency = await buildAgency(db, { tenantId, name: 'Bench Reports Travels' });
    const owner = await buildUser(db, {
      tenantId,
      agencyId: agency.id,
      email: account.username,
      password: account.password,
      firstName: 'Report',
      lastName: 'Bench',
    });
    const wallet = await walletAccount(db, tenantId, agency.id, 'BDT');
    const sales = await tenantAccount(db, tenantId, 'sales', 'BDT');
    const bank = await tenantAccount(db, tenantId, 'provider_bank', 'BDT');
    const yearAgo = new Date(Date.now() - 365 * dayMs).toISOString();
    const ticketed = (orderCount * 9) / 10;
    const others = walletLines - ticketed - 1;
    const started = performance.now();
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`
        insert into flight_orders (id, tenant_id, agency_id, created_by, reference, status, fare_type, source,
          validating_airline, query, offer_id, brand_code, brand_index, offer, itinerary, route, first_departure_at,
          currency, fare_gross, fare_agent, extras_total, payable, payment_mode, paid_amount, issue_transaction_id,
          contact_email, contact_phone, issued_at, created_at, updated_at)
        select md5('order-' || i)::uuid, ${tenantId}, ${agency.id}, ${owner.id}, 'BNC-' || i,
          case when i % 10 = 0 then 'Cancelled' else 'Confirmed' end, 'OnHold', 'GAL',
          (array['BG','EK','SQ','QR','TG','BS','AI','6E'])[i % 8 + 1], '{}'::jsonb, 'bench-' || i, 'ECO', 0,
          jsonb_build_object('commissionBps', 700, 'brands', jsonb_build_array(jsonb_build_object('prices',
            jsonb_build_array(jsonb_build_object('passengerType', 'ADT', 'count', 1, 'baseFare', base))))),
          '{}'::jsonb, (array['DAC-DXB','DAC-SIN','DAC-BKK','DAC-JED','DAC-CCU','DAC-DOH','DAC-CXB','CGP-DXB'])[i % 8 + 1],
          created + interval '30 days', 'BDT', base + 500000,
          base + 500000 - round(base * 0.07)::bigint + round((base + 500000) * 0.003)::bigint, 0,
          base + 500000 - round(base * 0.07)::bigint + round((base + 500000) * 0.003)::bigint, 'Full',
          case when i % 10 = 0 then 0 else base + 500000 - round(base * 0.07)::bigint + round((base + 500000) * 0.003)::bigint end,
          case when i % 10 = 0 then null else md5('ticket-' || i)::uuid end,
          'desk@bench.test', '+8801711000000', case when i % 10 = 0 then null else created + interval '10 minutes' end,
          created, created
        from generate_series(1, ${orderCount}) i,
          lateral (select ${yearAgo}::timestamptz + (i * interval '365 days' / ${orderCount}) as created,
            3000000 + (i % 50) * 10000 as base) o`);
      // Every wallet line's transaction: tickets (the ticketed orders), then deposits and refunds spread over the year.
      await tx.execute(sql`
        create temporary table bench_lines on commit drop as
        select md5('ticket-' || o.i)::uuid as transaction_id, 'ticket'::ledger_transaction_kind as kind,
          'BNC-' || o.i as reference, 'Ticket BNC-' || o.i as description,
          -f.payable as amount, f.issued_at as created_at, ${sales.id}::uuid as counter
        from generate_series(1, ${orderCount}) o(i) join flight_orders f on f.id = md5('order-' || o.i)::uuid
        where o.i % 10 <> 0
        union all
        select md5('other-' || i)::uuid,
          case when i % 30 = 0 then 'refund'::ledger_transaction_kind else 'deposit'::ledger_transaction_kind end,
          case when i % 30 = 0 then 'RF-' || i else 'DP-' || i end,
          case when i % 30 = 0 then 'Refund RF-' || i else 'Deposit DP-' || i end,
          case when i % 30 = 0 then 1500000 else 1200000 end,
          ${yearAgo}::timestamptz + (i * interval '365 days' / ${others}) + interval '5 minutes',
          case when i % 30 = 0 then ${sales.id}::uuid else ${bank.id}::uuid end
        from generate_series(1, ${others}) i
        union all
        select md5('opening')::uuid, 'adjustment', 'BNC-OPEN', 'Opening float', 100000000000,
          ${yearAgo}::timestamptz - interval '1 day', ${bank.id}::uuid`);
      await tx.execute(sql`
        insert into ledger_transactions (id, tenant_id, agency_id, kind, reference, description, created_by, created_at)
        select transaction_id, ${tenantId}, ${agency.id}, kind, reference, description, ${owner.id}, created_at
        from bench_lines`);
      // Wallet entries in time order (entry ids follow time, as live postings do), each with the running balance.
      await tx.execute(sql`
        insert into ledger_entries (transaction_id, account_id, amount, balance_after, created_at)
        select transaction_id, ${wallet.id}, amount,
          sum(amount) over (order by created_at, transaction_id rows unbounded preceding), created_at
        from bench_lines order by created_at, transaction_id`);
      await tx.execute(sql`
        insert into ledger_entries (transaction_id, account_id, amount, balance_after, created_at)
        select transaction_id, counter, -amount, 0, created_at from bench_lines order by created_at`);
      await tx.execute(sql`
        update ledger_accounts a set posted = a.posted + moved.total
        from (select account_id, sum(amount) as total from ledger_entries
          where transaction_id in (select transaction_id from bench_lines) group by account_id) moved
        where a.id = moved.account_id`);
    });
    await db.execute(sql`analyze`);
    console.log(
      `  data: ${orderCount} orders, ${walletLines} wallet lines written in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    await database.close();
  }
}

async function signIn(baseUrl: string): Promise<Client> {
  const base = {
    [Header.tenantId]: tenantId,
    [Header.channelId]: '1',
    [Header.deviceType]: 'web',
    [Header.deviceId]: 'bench-reports-device',
  };
  const answer = await call<AuthenticateResponse>(
    { baseUrl, headers: base },
    IdentityPaths.authenticate,
    account,
  );
  const token = answer.identity?.token;
  if (!token) throw new Error(`sign-in gave no token: ${JSON.stringify(answer)}`);
  return { baseUrl, headers: { ...base, authorization: `Bearer ${token}` } };
}

const withQuery = (path: string, query: Record<string, string>) => `${path}?${new URLSearchParams(query)}`;

/** p50 and p95 of `calls` sequential calls (after two untimed warm-ups), milliseconds. */
async function timeCalls(client: Client, path: string, calls = callsPerReport) {
  for (let warm = 0; warm < 2; warm += 1) await call(client, path);
  const times: number[] = [];
  for (let turn = 0; turn < calls; turn += 1) {
    const begin = performance.now();
    await call(client, path);
    times.push(performance.now() - begin);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
}

/** The server's resident memory now, in MB (Linux). */
function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/**
 * Reports over a busy agency: p95 of the sales report (a month by day, a year by airline) and of the dashboard,
 * then a year of ledger lines exported to XLSX: the time, the file and the server's peak memory while it streams.
 */
export async function benchReports(port = Number(process.env.BENCH_REPORTS_PORT ?? 3214)): Promise<boolean> {
  console.log(`\nReports (PGlite, one agency: ${orderCount} orders, ${walletLines} wallet lines)`);
  const portal = await startPortal(port, { API_RATE_LIMIT_PER_MINUTE: '100000000' }, prepare);
  let ok = true;
  try {
    const client = await signIn(portal.baseUrl);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date());
    const yearStart = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(
      new Date(Date.now() - 364 * dayMs),
    );
    // The goal covers the report as it is mostly read (a month) and the dashboard; a whole year by airline is
    // measured too, on fewer calls, to show what the longest range costs.
    const timed: [string, string, number, boolean][] = [
      [
        'sales, last month by day',
        withQuery(ReportPaths.sales, { preset: 'lastMonth', groupBy: 'day' }),
        callsPerReport,
        true,
      ],
      ['dashboard', DashboardPaths.get, callsPerReport, true],
      [
        'sales, a year by airline',
        withQuery(ReportPaths.sales, { from: yearStart, to: today, groupBy: 'airline' }),
        20,
        false,
      ],
    ];
    for (const [label, path, calls, held] of timed) {
      try {
        const { p50, p95 } = await timeCalls(client, path, calls);
        const verdict = held ? ` (${p95 <= goalMs ? 'within' : 'OVER'} the ${goalMs} ms goal)` : '';
        console.log(
          `  ${label.padEnd(26)} p50 ${p50.toFixed(0).padStart(5)} ms  p95 ${p95.toFixed(0).padStart(5)} ms, ${calls} calls${verdict}`,
        );
        if (held && p95 > goalMs) ok = false;
      } catch (error) {
        console.log(`  ${label.padEnd(26)} not measured: ${(error as Error).message.slice(0, 120)}`);
        ok = false;
      }
    }

    const baseline = residentMb(portal.pid);
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, residentMb(portal.pid));
    }, 50);
    const begin = performance.now();
    const response = await fetch(
      `${portal.baseUrl}${withQuery(ReportPaths.export, { report: 'ledger', format: 'xlsx', from: yearStart, to: today })}`,
      { headers: client.headers },
    );
    let bytes = 0;
    if (!response.body) throw new Error('export has no body');
    for await (const chunk of response.body) bytes += (chunk as Uint8Array).byteLength;
    const seconds = (performance.now() - begin) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, residentMb(portal.pid));
    console.log(
      `  XLSX export, a year of ledger lines: ${seconds.toFixed(1)} s, ${(bytes / 1024 / 1024).toFixed(1)} MB file, server memory ${baseline.toFixed(0)} MB before, ${peak.toFixed(0)} MB at peak (status ${response.status})`,
    );
    if (response.status !== 200) ok = false;
  } finally {
    await portal.stop();
  }
  return ok;
}
