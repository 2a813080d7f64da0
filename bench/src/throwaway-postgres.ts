import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

export interface ThrowawayPostgres {
  url: string;
  stop(): void;
}

/** The newest installed PostgreSQL server binaries (Debian layout), if any. */
function serverBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((name) => existsSync(join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(a) - Number(b));
  const newest = versions[versions.length - 1];
  return newest ? join(root, newest, 'bin') : null;
}

/**
 * A private PostgreSQL cluster in a temporary folder on a spare port, as CI makes one: for measuring the API the
 * way it is deployed when one process is not enough. Null when no PostgreSQL is installed. As root the server runs
 * as the postgres user, which PostgreSQL requires.
 */
export function startThrowawayPostgres(port: number): ThrowawayPostgres | null {
  const bin = serverBin();
  if (!bin) return null;
  const dir = mkdtempSync(join(tmpdir(), 'portal-bench-pg-'));
  const asRoot = userInfo().uid === 0;
  if (asRoot) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString().trim()), 0);
  const run = (command: string) => {
    const result = asRoot
      ? spawnSync('su', ['postgres', '-s', '/bin/bash', '-c', command], { stdio: 'ignore' })
      : spawnSync('bash', ['-c', command], { stdio: 'ignore' });
    return result.status === 0;
  };
  const started =
    run(`${bin}/initdb -D ${dir}/data -A trust -U postgres`) &&
    run(
      `${bin}/pg_ctl -D ${dir}/data -o "-p ${port} -k ${dir} -c listen_addresses=127.0.0.1" -l ${dir}/log -w start`,
    );
  const stop = () => {
    run(`${bin}/pg_ctl -D ${dir}/data -m fast stop`);
    rmSync(dir, { recursive: true, force: true });
  };
  if (!started) {
    stop();
    return null;
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
}
