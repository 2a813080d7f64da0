import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/db/client';

/**
 * A fresh, empty database for one test file: in-memory PGlite by default; with TEST_DB=postgres and
 * TEST_DATABASE_URL, a newly created database on that server, dropped again on close.
 */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB !== 'postgres') return openDatabase({ kind: 'pglite-memory' });
  if (!serverUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');

  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(serverUrl, (admin) => admin.query(`create database "${name}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    ...database,
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
