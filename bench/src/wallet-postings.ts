import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database, type DatabaseTarget } from '../../apps/api/src/db/client';
import { buildAgency } from '../../apps/api/src/db/seed/builders';
import { seedDemoWorld } from '../../apps/api/src/db/seed/seed-demo-world';
import { tenantAccount, walletAccount } from '../../apps/api/src/ledger/accounts';
import { postTransaction } from '../../apps/api/src/ledger/post-transaction';
import { runIdempotent } from '../../apps/api/src/lib/idempotency/run-idempotent';
import { startThrowawayPostgres } from './throwaway-postgres';

const tenantId = 'bdfare';
const clients = 16;
const postingsPerRun = { sequential: 400, concurrent: 2_000 };

interface Wallet {
  id: string;
  agencyId: string;
}

interface World {
  database: Database;
  operatorId: string;
  adjustmentsId: string;
  wallets: Wallet[];
}

/** A migrated, seeded database with 16 agencies whose wallets hold plenty, as the money desk would leave them. */
async function prepare(target: DatabaseTarget): Promise<World> {
  const database = await openDatabase(target);
  await database.migrate();
  await seedDemoWorld(database.db);
  const { db } = database;
  const operator = await db.query.users.findFirst({
    where: (users, { eq }) => eq(users.email, 'ops@demo.test'),
  });
  if (!operator) throw new Error('the seeded operator is missing');
  const adjustments = await tenantAccount(db, tenantId, 'adjustments', 'BDT');
  const wallets: Wallet[] = [];
  for (let index = 0; index < clients; index += 1) {
    const agency = await buildAgency(db, { tenantId, name: `Bench Agency ${index + 1}` });
    const wallet = await walletAccount(db, tenantId, agency.id, 'BDT');
    await db.transaction((tx) =>
      postTransaction(tx, {
        tenantId,
        agencyId: agency.id,
        kind: 'adjustment',
        reference: `BENCH-${index + 1}`,
        description: 'Bench opening balance',
        lines: [
          { accountId: wallet.id, amount: 1_000_000_000_00 },
          { accountId: adjustments.id, amount: -1_000_000_000_00 },
        ],
        createdBy: operator.id,
        now: new Date(),
      }),
    );
    wallets.push({ id: wallet.id, agencyId: agency.id });
  }
  return { database, operatorId: operator.id, adjustmentsId: adjustments.id, wallets };
}

/** One wallet debit as the API makes it: under an Idempotency-Key, locked, balanced, in one transaction. */
function debit(world: World, wallet: Wallet, amount: number) {
  const request = { agencyId: wallet.agencyId, amount };
  return runIdempotent(
    {
      db: world.database.db,
      tenantId,
      userId: world.operatorId,
      key: randomUUID(),
      operation: 'bench debit',
      request,
      now: new Date(),
    },
    (tx) =>
      postTransaction(tx, {
        tenantId,
        agencyId: wallet.agencyId,
        kind: 'adjustment',
        reference: 'BENCH',
        description: 'Bench debit',
        lines: [
          { accountId: wallet.id, amount: -amount },
          { accountId: world.adjustmentsId, amount },
        ],
        createdBy: world.operatorId,
        now: new Date(),
      }),
  );
}

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;

/** `workers` loops posting until `total` postings are done; each picks its wallet with `walletOf`. */
async function measure(world: World, total: number, workers: number, walletOf: (worker: number) => Wallet) {
  const latencies: number[] = [];
  let started = 0;
  let errors = 0;
  const begin = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      while (started < total) {
        started += 1;
        const at = performance.now();
        const answer = await debit(world, walletOf(worker), 1 + (started % 5_000));
        if (answer.statusCode === 200) latencies.push(performance.now() - at);
        else errors += 1;
      }
    }),
  );
  const seconds = (performance.now() - begin) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    perSecond: latencies.length / seconds,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    errors,
  };
}

async function ledgerBalances(world: World): Promise<boolean> {
  const result = (await world.database.db.execute(sql`
    select (select coalesce(sum(amount), 0) from ledger_entries) as total,
      (select count(*) from ledger_accounts a where a.posted <>
        (select coalesce(sum(e.amount), 0) from ledger_entries e where e.account_id = a.id)) as mismatched`)) as unknown as {
    rows: { total: string | number; mismatched: string | number }[];
  };
  const row = result.rows[0];
  return Number(row?.total) === 0 && Number(row?.mismatched) === 0;
}

async function benchOn(label: string, target: DatabaseTarget) {
  const world = await prepare(target);
  try {
    const runs = [
      ['sequential, one wallet', await measure(world, postingsPerRun.sequential, 1, () => world.wallets[0]!)],
      [
        `${clients} clients, one wallet`,
        await measure(world, postingsPerRun.concurrent, clients, () => world.wallets[0]!),
      ],
      [
        `${clients} clients, ${clients} wallets`,
        await measure(world, postingsPerRun.concurrent, clients, (worker) => world.wallets[worker]!),
      ],
    ] as const;
    for (const [name, run] of runs) {
      console.log(
        `  ${label.padEnd(10)} ${name.padEnd(26)} ${run.perSecond.toFixed(0).padStart(6)} postings/s, ` +
          `p50 ${run.p50.toFixed(1)} ms, p95 ${run.p95.toFixed(1)} ms, errors ${run.errors}`,
      );
    }
    console.log(
      `  ${label.padEnd(10)} ledger after the runs: ${(await ledgerBalances(world)) ? 'balanced, every cached balance equals its entries' : 'OUT OF BALANCE'}`,
    );
  } finally {
    await world.database.close();
  }
}

/**
 * Wallet postings per second through the ledger's posting function as the API calls it (an Idempotency-Key taken,
 * the accounts locked, a balanced transaction written), on the embedded database and on PostgreSQL: sequentially,
 * from 16 concurrent clients on one wallet (they queue on its lock) and on 16 wallets.
 */
export async function benchWalletPostings(port: number): Promise<void> {
  console.log(
    '\nWallet postings (debits under an Idempotency-Key; each locks its accounts and writes a balanced transaction)',
  );
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-ledger-'));
  try {
    await benchOn('PGlite', { kind: 'pglite', dataDir });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const external = process.env.BENCH_DATABASE_URL;
  const postgres = external ? { url: external, stop: () => undefined } : startThrowawayPostgres(port);
  if (!postgres) {
    console.log('  PostgreSQL not measured (set BENCH_DATABASE_URL or install PostgreSQL)');
    return;
  }
  try {
    await benchOn('PostgreSQL', { kind: 'postgres', url: postgres.url });
  } finally {
    postgres.stop();
  }
}
