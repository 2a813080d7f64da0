import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { postgresIdentityChanges } from './postgres-identity-changes';
import * as schema from './schema';

/** The one database type repositories use; the PGlite and node-postgres drivers both provide it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseDriver = 'pglite' | 'postgres';

/**
 * Tells in-process listeners that sessions, users or roles changed (migration 0010's triggers). The process that
 * made a change hears it before the writing statement's caller continues, so its cache cleared by it is never stale;
 * other processes learn of it through the session cache's change mark (see SessionCache).
 */
export interface IdentityChangeFeed {
  subscribe(listener: () => void): Promise<() => Promise<void>>;
}

export interface Database {
  db: Db;
  driver: DatabaseDriver;
  /** On PostgreSQL see postgresIdentityChanges. */
  identityChanges: IdentityChangeFeed;
  /** Applies the committed migrations; safe to run on every start. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  { kind: 'pglite'; dataDir: string } | { kind: 'pglite-memory' } | { kind: 'postgres'; url: string };

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** PostgreSQL when a URL is given, else the embedded PGlite persisted under the data folder. */
export function databaseTargetFor(env: {
  DATABASE_URL?: string | undefined;
  DATA_DIR: string;
}): DatabaseTarget {
  if (env.DATABASE_URL) return { kind: 'postgres', url: env.DATABASE_URL };
  return { kind: 'pglite', dataDir: path.join(env.DATA_DIR, 'pglite') };
}

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  // Drivers are loaded on demand so a PostgreSQL deployment never loads the WebAssembly build, and vice versa.
  if (target.kind === 'postgres') {
    const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    const identityChanges = postgresIdentityChanges();
    const pool = new pg.Pool({ connectionString: target.url, max: 10, onConnect: identityChanges.listen });
    pool.on('remove', identityChanges.lost);
    // An idle connection the server ends (a restart, an administrator, a dropped database) is discarded by the pool
    // and the next query opens a fresh one; without a listener its 'error' event would stop the whole process.
    pool.on('error', () => undefined);
    const db = drizzle({ client: pool, schema });
    return {
      db,
      driver: 'postgres',
      identityChanges: identityChanges.feed,
      migrate: () => migrate(db, { migrationsFolder }),
      close: () => pool.end(),
    };
  }

  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  if (target.kind === 'pglite') await mkdir(target.dataDir, { recursive: true });
  const client =
    target.kind === 'pglite' ? await PGlite.create({ dataDir: target.dataDir }) : await PGlite.create();
  const db = drizzle({ client, schema });
  return {
    db,
    driver: 'pglite',
    identityChanges: { subscribe: (listener) => client.listen('identity_changed', listener) },
    migrate: () => migrate(db, { migrationsFolder }),
    close: () => client.close(),
  };
}
