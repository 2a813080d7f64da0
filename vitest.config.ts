import { defineConfig } from 'vitest/config';

const apiTests = 'apps/api/test/**/*.test.ts';

/**
 * Every test runs on the embedded database ("pglite"). When TEST_DATABASE_URL names a PostgreSQL server, the API
 * tests run a second time against it ("postgres"), each file on a fresh database of its own.
 */
const postgresProject = process.env.TEST_DATABASE_URL
  ? [
      {
        extends: true as const,
        test: { name: 'postgres', include: [apiTests], env: { TEST_DB: 'postgres' } },
      },
    ]
  : [];

export default defineConfig({
  test: {
    environment: 'node',
    // API tests each boot an embedded database; two cores, so two workers.
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'pglite',
          include: [
            'packages/**/src/**/*.test.ts',
            'apps/api/src/**/*.test.ts',
            apiTests,
            'apps/web/src/**/*.test.{ts,tsx}',
          ],
        },
      },
      ...postgresProject,
    ],
  },
});
