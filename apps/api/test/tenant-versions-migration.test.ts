import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { ZTenantBrand } from '@portal/contracts';
import * as schema from '../src/db/schema';
import { skywayConfig } from '../src/db/seed/tenants/skyway';
import { tripzenConfig } from '../src/db/seed/tenants/tripzen';

const migrations = fileURLToPath(new URL('../src/db/migrations', import.meta.url));

describe('the tenant versions migration', () => {
  // Runs every migration twice on a database of its own, so it takes longer than most.
  it('makes the tenants of an existing database live as version 1, from their config and hosts', async () => {
    // The migrations as they stood before versions were kept.
    const before = await mkdtemp(path.join(tmpdir(), 'portal-migrations-'));
    await cp(migrations, before, { recursive: true });
    const journalFile = path.join(before, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
    const index = journal.entries.findIndex((entry) => entry.tag === '0028_tenant_versions');
    expect(index).toBeGreaterThan(0);
    journal.entries = journal.entries.slice(0, index);
    await writeFile(journalFile, JSON.stringify(journal));

    const client = await PGlite.create();
    const db = drizzle({ client, schema });
    try {
      await migrate(db, { migrationsFolder: before });
      for (const config of [skywayConfig, tripzenConfig]) {
        await db.execute(
          sql`insert into tenants (id, name, is_main, config) values (${config.tenantId}, ${config.tenantName}, false, ${JSON.stringify(config)}::jsonb)`,
        );
      }
      await db.execute(
        sql`insert into tenant_hosts (host, tenant_id) values ('skyway.localhost', 'skyway'), ('www.skyway.test', 'skyway')`,
      );

      await migrate(db, { migrationsFolder: migrations });

      const tenants = await db.select().from(schema.tenants).orderBy(schema.tenants.id);
      expect(tenants.map((row) => [row.id, row.liveVersion, row.latestVersion])).toEqual([
        ['skyway', 1, 1],
        ['tripzen', 1, 1],
      ]);
      const versions = await db
        .select()
        .from(schema.tenantConfigVersions)
        .orderBy(schema.tenantConfigVersions.tenantId);
      expect(versions.map((row) => [row.tenantId, row.version, row.hosts])).toEqual([
        ['skyway', 1, ['skyway.localhost', 'www.skyway.test']],
        ['tripzen', 1, []],
      ]);
      const { tenantId: _id, isMain: _main, ...brand } = skywayConfig;
      expect(ZTenantBrand.parse(versions[0]?.brand)).toEqual(ZTenantBrand.parse(brand));
      expect(versions.every((row) => row.publishedAt !== null && row.createdByUserId === null)).toBe(true);
    } finally {
      await client.close();
      await rm(before, { recursive: true, force: true });
    }
  }, 120_000);
});
