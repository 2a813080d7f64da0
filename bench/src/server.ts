import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { DatabaseTarget } from '../../apps/api/src/db/client';

const repoRoot = resolve(import.meta.dirname, '../..');

export interface RunningPortal {
  baseUrl: string;
  port: number;
  /** The server process, for reading its memory. */
  pid: number;
  stop(): Promise<void>;
}

/**
 * Starts the built portal on a fresh embedded database (or DATABASE_URL of `env`) and waits until it answers
 * /health. `env` adds settings (e.g. instant flight sources for load tests); `prepare` gets the database the server
 * will open before it starts, to set up what a load test needs beside the demo world.
 */
export async function startPortal(
  port: number,
  env: Record<string, string> = {},
  prepare?: (target: DatabaseTarget) => Promise<void>,
): Promise<RunningPortal> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  if (prepare) {
    // Where the server finds its database (see databaseTargetFor).
    await prepare(
      env.DATABASE_URL
        ? { kind: 'postgres', url: env.DATABASE_URL }
        : { kind: 'pglite', dataDir: join(dataDir, 'pglite') },
    );
  }
  // Node itself with the tsx loader, so the signal reaches the server and not a wrapper that exits first.
  // BENCH_SERVER_NODE_ARGS passes flags to the server's Node, e.g. "--cpu-prof" to see where its time goes.
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child: ChildProcess = spawn(
    process.execPath,
    [...nodeArgs, '--import', 'tsx', 'apps/api/src/main.ts'],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const baseUrl = `http://localhost:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`portal exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('portal did not start within 120 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseUrl,
    port,
    pid: child.pid ?? 0,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
