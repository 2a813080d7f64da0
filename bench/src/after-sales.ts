import { randomUUID } from 'node:crypto';
import {
  BackofficeMoneyPaths,
  RefundPaths,
  VoidPaths,
  type AfterSalesOptions,
  type AfterSalesRequest,
  type LedgerAudit,
} from '@portal/contracts';
import {
  call,
  CallError,
  fundAgency,
  issueTickets,
  operatorLogin,
  percentile,
  searchPools,
  signIn,
  type Client,
} from './portal-client';
import { startPortal } from './server';
import { startThrowawayPostgres } from './throwaway-postgres';

const clients = 16;
const searchesPerClient = 4;
/** Each client's own ticketed orders it asks refund quotes on, in turn. */
const refundOrdersPerClient = 4;
const refundWarmUpSeconds = 3;
const refundRunSeconds = 15;
/**
 * Tickets are issued beforehand for 40 s at most (up to 80 a client): the refund orders, and for the voids (a void
 * consumes its ticket) a few for the warm-up and the rest for the run, which ends at `voidRunSeconds` or when the
 * first client has none left. Issuing is the slow part of this bench; the budget keeps it within about two minutes
 * per database.
 */
const issuingSeconds = 40;
const ticketsPerClient = 80;
const voidWarmUpPerClient = 3;
const voidRunSeconds = 15;

interface Ticket {
  orderReference: string;
  paxIds: number[];
  journeyIndexes: number[];
}

interface Figures {
  count: number;
  perSecond: number;
  p50: number;
  p95: number;
  seconds: number;
  errors: number;
}

function figures(times: number[], elapsedMs: number, errors: number): Figures {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    count: sorted.length,
    perSecond: sorted.length / (elapsedMs / 1000),
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    seconds: elapsedMs / 1000,
    errors,
  };
}

function reportFailure(errors: number, what: string, error: unknown) {
  if (errors <= 3) console.error(`  ${what} failed: ${(error as Error).message}`);
}

/**
 * Sorts each client's ticketed orders by what AirGetOrderRequest offers on their ticket: orders whose airline
 * refunds automatically for the refund quotes, voidable ones for the voids.
 */
async function sortTickets(client: Client, orders: string[][]) {
  const refund: Ticket[][] = [];
  const voidable: Ticket[][] = [];
  await Promise.all(
    orders.map(async (references, worker) => {
      refund[worker] = [];
      voidable[worker] = [];
      for (const orderReference of references) {
        const options = await call<AfterSalesOptions>(client, VoidPaths.airGetOrderRequest, {
          orderReference,
        });
        const ticket = options.tickets[0];
        if (!ticket) continue;
        const chosen = { orderReference, paxIds: [ticket.paxId], journeyIndexes: ticket.openJourneys };
        if (
          ticket.refund.allowed &&
          ticket.refund.mode === 'Automatic' &&
          refund[worker].length < refundOrdersPerClient
        ) {
          refund[worker].push(chosen);
        } else if (ticket.void.allowed) {
          voidable[worker].push(chosen);
        }
      }
    }),
  );
  return { refund, voidable };
}

/**
 * Refund quotes: each client asks Refund/Request on its orders in turn (timed: the airline's quote is computed and
 * stored), then cancels the quoted request (untimed) so the order may be asked again.
 */
async function refundQuotes(client: Client, orders: Ticket[][], seconds: number): Promise<Figures> {
  const times: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    orders.map(async (own) => {
      let failures = 0;
      for (let turn = 0; performance.now() < deadline && own.length > 0 && failures < 3; turn += 1) {
        const ticket = own[turn % own.length]!;
        try {
          const begin = performance.now();
          const asked = await call<AfterSalesRequest>(client, RefundPaths.request, {
            ...ticket,
            reason: 'Voluntary',
          });
          const took = performance.now() - begin;
          if (asked.status !== 'Quoted' || !asked.quote) throw new Error(`refund request ${asked.status}`);
          await call<AfterSalesRequest>(client, RefundPaths.updateStatus, {
            reference: asked.reference,
            action: 'Cancel',
          });
          times.push(took);
          failures = 0;
        } catch (error) {
          errors += 1;
          failures += 1;
          reportFailure(errors, 'refund quote', error);
        }
      }
    }),
  );
  return figures(times, performance.now() - started, errors);
}

/**
 * Void confirms: each client asks Void/Request on its next fresh ticket (untimed), then accepts the quote (timed:
 * the sandbox airline voids, the credit posts through the ledger) under a fresh Idempotency-Key. Stops at `seconds`,
 * after `perClient` voids each, or once any client has no ticket left, so all clients are busy throughout.
 */
async function voidConfirms(
  client: Client,
  tickets: Ticket[][],
  options: { seconds: number; perClient?: number },
): Promise<Figures & { windowClosed: number }> {
  const times: number[] = [];
  let errors = 0;
  let windowClosed = 0;
  let exhausted = false;
  const started = performance.now();
  const deadline = started + options.seconds * 1000;
  await Promise.all(
    tickets.map(async (own) => {
      let failures = 0;
      for (let done = 0; done < (options.perClient ?? Infinity) && failures < 3; done += 1) {
        if (performance.now() >= deadline || exhausted) return;
        const ticket = own.shift();
        if (!ticket) {
          exhausted = true;
          return;
        }
        try {
          const asked = await call<AfterSalesRequest>(client, VoidPaths.request, {
            orderReference: ticket.orderReference,
            paxIds: ticket.paxIds,
          });
          const begin = performance.now();
          const confirmed = await call<AfterSalesRequest>(
            client,
            VoidPaths.updateStatus,
            { reference: asked.reference, action: 'Accept', quoteId: asked.quote?.quoteId },
            randomUUID(),
          );
          const took = performance.now() - begin;
          if (confirmed.status !== 'Completed') throw new Error(`void confirmed as ${confirmed.status}`);
          times.push(took);
          failures = 0;
        } catch (error) {
          // Tickets issued before midnight at the ticketing office may no longer be voided after it.
          if (error instanceof CallError && error.body.includes('VOID_WINDOW_CLOSED')) {
            windowClosed += 1;
          } else {
            errors += 1;
            failures += 1;
            reportFailure(errors, 'void confirm', error);
          }
        }
      }
    }),
  );
  return { ...figures(times, performance.now() - started, errors), windowClosed };
}

async function benchOn(label: string, port: number, env: Record<string, string>) {
  const began = performance.now();
  const portal = await startPortal(
    port,
    { ...env, SUPPLY_LATENCY: 'zero', API_RATE_LIMIT_PER_MINUTE: '10000000' },
    (target) => fundAgency(target, { withOperator: true }),
  );
  try {
    const client = await signIn(portal, 'bench-after-sales');
    const pools = await searchPools(client, clients, searchesPerClient);
    const issuingBegan = performance.now();
    const issued = await issueTickets(client, pools, {
      perClient: ticketsPerClient,
      until: issuingBegan + issuingSeconds * 1000,
      serials: { next: 0 },
    });
    const issuedIn = (performance.now() - issuingBegan) / 1000;
    const { refund, voidable } = await sortTickets(client, issued.orders);
    const count = (lists: unknown[][]) => lists.reduce((sum, own) => sum + own.length, 0);
    console.log(
      `  ${label.padEnd(10)} ${count(issued.orders)} tickets issued beforehand in ${issuedIn.toFixed(0)} s ` +
        `(${count(refund)} orders for refund quotes, ${count(voidable)} voidable); ` +
        `sold out ${issued.soldOut}, errors ${issued.errors}`,
    );

    const quotesWarmUp = await refundQuotes(client, refund, refundWarmUpSeconds);
    const quotes = await refundQuotes(client, refund, refundRunSeconds);
    console.log(
      `  ${label.padEnd(10)} ${quotes.perSecond.toFixed(1).padStart(6)} refund quotes/s, ` +
        `p50 ${quotes.p50.toFixed(0)} ms, p95 ${quotes.p95.toFixed(0)} ms per quote ` +
        `(each then cancelled, untimed); ${quotes.count} quotes, errors ${quotes.errors + quotesWarmUp.errors}`,
    );

    const warmUp = await voidConfirms(client, voidable, {
      seconds: voidRunSeconds,
      perClient: voidWarmUpPerClient,
    });
    const voids = await voidConfirms(client, voidable, { seconds: voidRunSeconds });
    console.log(
      `  ${label.padEnd(10)} ${voids.perSecond.toFixed(1).padStart(6)} void confirms/s, ` +
        `p50 ${voids.p50.toFixed(0)} ms, p95 ${voids.p95.toFixed(0)} ms per confirm ` +
        `(each after its untimed Void/Request); ${voids.count} voids in ${voids.seconds.toFixed(1)} s, ` +
        `errors ${voids.errors + warmUp.errors}` +
        (voids.windowClosed + warmUp.windowClosed > 0
          ? `, void window closed ${voids.windowClosed + warmUp.windowClosed}`
          : ''),
    );

    const operator = await signIn(portal, 'bench-after-sales-ops', operatorLogin);
    const audit = await call<LedgerAudit>(operator, BackofficeMoneyPaths.getLedgerAudit);
    const balanced =
      audit.unbalancedTransactions.length === 0 &&
      audit.mismatchedAccounts.length === 0 &&
      audit.currencies.every((currency) => currency.totalDebit === currency.totalCredit);
    console.log(
      `  ${label.padEnd(10)} ledger ${balanced ? 'balances' : 'DOES NOT BALANCE'} after ` +
        `${audit.transactionCount} transactions (` +
        audit.currencies
          .map(
            (c) =>
              `${c.currency} debits ${c.totalDebit} ${c.totalDebit === c.totalCredit ? '=' : '≠'} credits ${c.totalCredit}`,
          )
          .join(', ') +
        `; unbalanced ${audit.unbalancedTransactions.length}, mismatched balances ${audit.mismatchedAccounts.length}); ` +
        `${((performance.now() - began) / 1000).toFixed(0)} s in all`,
    );
    const failed = issued.errors + quotesWarmUp.errors + quotes.errors + warmUp.errors + voids.errors;
    return balanced && failed === 0;
  } finally {
    await portal.stop();
  }
}

/**
 * After-sales through the real server: 16 agents of one agency, with tickets booked and issued beforehand, ask the
 * airline's refund quote on their own orders (Refund/Request), and confirm voids of their own tickets issued today
 * (Void/UpdateStatus Accept); per second and p95 on the embedded database and on PostgreSQL, then the operators'
 * ledger audit. True when no call failed and the ledger balances.
 */
export async function benchAfterSales(): Promise<boolean> {
  const port = Number(process.env.BENCH_AFTER_SALES_PORT ?? 3240);
  console.log(
    `\nAfter-sales: refund quotes and void confirms, ${clients} clients of one agency, suppliers at once`,
  );
  let met = await benchOn('PGlite', port, {});
  const external = process.env.BENCH_DATABASE_URL;
  const postgres = external ? { url: external, stop: () => undefined } : startThrowawayPostgres(port + 1);
  if (!postgres) {
    console.log('  PostgreSQL not measured (set BENCH_DATABASE_URL or install PostgreSQL)');
    return met;
  }
  try {
    met = (await benchOn('PostgreSQL', port, { DATABASE_URL: postgres.url })) && met;
  } finally {
    postgres.stop();
  }
  return met;
}
