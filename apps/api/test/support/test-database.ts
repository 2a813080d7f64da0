import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/db/client';

export interface TestDatabase extends Database {
  /**
   * The same database as a second API process sees it: on PostgreSQL connections (and notices) of its own; the
   * in-memory embedded database cannot be opened twice, so there the second process shares this one's.
   */
  openPeer(): Promise<Database>;
}

/**
 * A fresh, empty database for one test file: in-memory PGlite by default; with TEST_DB=postgres and
 * TEST_DATABASE_URL, a newly created database on that server, dropped again on close.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB !== 'postgres') {
    const database = await openDatabase({ kind: 'pglite-memory' });
    return { ...database, openPeer: async () => ({ ...database, close: async () => undefined }) };
  }
  if (!serverUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');

  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(serverUrl, (admin) => admin.query(`create database "${name}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    ...database,
    openPeer: () => openDatabase({ kind: 'postgres', url: url.toString() }),
    close: async () => {
      await database.close();
      await withAdmin(serverUrl, (admin) => admin.query(`drop database if exists "${name}" with (force)`));
    },
  };
}

async function withAdmin<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
