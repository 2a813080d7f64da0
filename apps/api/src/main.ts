import { databaseTargetFor, openDatabase } from './db/client';
import { DemoAccounts, DemoPassword } from './db/seed/demo-accounts';
import { seedDemoWorld } from './db/seed/seed-demo-world';
import { buildApp } from './app';
import { loadEnv } from './env';

const shutdownGraceMs = 10_000;

async function main(): Promise<void> {
  const env = loadEnv();
  const database = await openDatabase(databaseTargetFor(env));
  await database.migrate();
  const { seeded } = await seedDemoWorld(database.db, { supplySeed: env.SUPPLY_SEED });

  const app = await buildApp({ env, db: database.db, identityChanges: database.identityChanges });
  app.log.info({ driver: database.driver, seeded }, 'database ready');

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    // A stuck connection must not keep the process alive forever.
    setTimeout(() => process.exit(1), shutdownGraceMs).unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);

  try {
    await app.listen({ port: env.PORT, host: env.HOST });
  } catch (error) {
    // Release the embedded database's files before exiting (for example when the port is taken).
    await app.close();
    await database.close();
    throw error;
  }

  const width = Math.max(...DemoAccounts.map((account) => account.email.length));
  const accounts = DemoAccounts.map(
    (account) => `  ${account.email.padEnd(width)} ${account.description}`,
  ).join('\n');
  process.stdout.write(
    [
      '',
      `Travel portal:       http://localhost:${env.PORT}`,
      `White-label tenants: http://skyway.localhost:${env.PORT}`,
      `                     http://tripzen.localhost:${env.PORT} (login in a modal)`,
      `API reference:       http://localhost:${env.PORT}/docs`,
      `Demo logins (password ${DemoPassword}):`,
      accounts,
      '',
    ].join('\n') + '\n',
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
