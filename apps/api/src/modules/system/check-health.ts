import type { HealthResponse } from '@portal/contracts';
import type { Db } from '../../db/client';
import { pingDatabase } from './health.repository';

const pingTimeoutMs = 2_000;

/** Up when the database answers within a short time; a load balancer takes the process out otherwise. */
export async function checkHealth(options: {
  db: Db;
  startedAt: number;
}): Promise<{ status: 200 | 503; body: HealthResponse }> {
  const uptimeSeconds = Math.floor((Date.now() - options.startedAt) / 1000);
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      pingDatabase(options.db),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('database ping timed out')), pingTimeoutMs);
      }),
    ]);
    return { status: 200, body: { status: 'ok', database: 'up', uptimeSeconds } };
  } catch {
    return { status: 503, body: { status: 'degraded', database: 'down', uptimeSeconds } };
  } finally {
    clearTimeout(timer);
  }
}
