import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { buildApp } from '../../src/app';
import type { Db } from '../../src/db/client';
import { seedDemoWorld } from '../../src/db/seed/seed-demo-world';
import { loadEnv } from '../../src/env';
import { openTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  /** Stops the app, closes the database (and closes the app's database on purpose, for failure tests). */
  closeDatabase: () => Promise<void>;
  close: () => Promise<void>;
  /**
   * A second API server on the same database, as behind a load balancer: its own connections on PostgreSQL, and
   * the same cache adapter (this app's in-process cache, or the Redis its REDIS_URL names). Closed by `close`.
   */
  openSecondApp: () => Promise<FastifyInstance>;
}

export interface TestAppOptions {
  /** Environment overrides; by default no web build is served, so API tests never depend on one. */
  env?: Record<string, string>;
  seed?: boolean;
  onRoute?: (route: RouteOptions) => void;
  /** The business clock (search expiry), for tests that move time forward. */
  now?: () => Date;
  /** Where the app's log goes (with a LOG_LEVEL in env), for tests of what it logs. */
  logStream?: Writable;
}

/** A migrated and seeded database of its own, and the app built on it, for one test file. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  await database.migrate();
  if (options.seed !== false) await seedDemoWorld(database.db);

  const scratch = await mkdtemp(path.join(tmpdir(), 'portal-api-test-'));
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: scratch,
    WEB_DIST_DIR: path.join(scratch, 'no-web-build'),
    // Every flight source answers at once, so a search completes on its first poll.
    SUPPLY_LATENCY: 'zero',
    ...options.env,
  });
  const app = await buildApp({
    env,
    db: database.db,
    onRoute: options.onRoute,
    now: options.now,
    identityChanges: database.identityChanges,
    logStream: options.logStream,
  });
  await app.ready();

  const peers: { app: FastifyInstance; close: () => Promise<void> }[] = [];
  const openSecondApp = async () => {
    const peerDatabase = await database.openPeer();
    const second = await buildApp({
      env,
      db: peerDatabase.db,
      // Redis is shared by naming it; the in-process cache only by handing it over.
      cache: env.REDIS_URL ? undefined : app.cache,
      now: options.now,
      identityChanges: peerDatabase.identityChanges,
    });
    await second.ready();
    peers.push({ app: second, close: () => peerDatabase.close() });
    return second;
  };

  let databaseClosed = false;
  const closeDatabase = async () => {
    if (databaseClosed) return;
    databaseClosed = true;
    await database.close();
  };
  return {
    app,
    db: database.db,
    closeDatabase,
    openSecondApp,
    close: async () => {
      for (const peer of peers) {
        await peer.app.close();
        await peer.close();
      }
      await app.close();
      await closeDatabase();
      await rm(scratch, { recursive: true, force: true });
    },
  };
}
