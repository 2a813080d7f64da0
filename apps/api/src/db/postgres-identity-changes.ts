import type pg from 'pg';
import type { IdentityChangeFeed } from './client';

/** The channel migration 0010's triggers notify. */
const channel = 'identity_changed';

/**
 * Identity changes on PostgreSQL. Every pooled connection listens before its first query, so a change made through
 * this process is heard on the connection that made it before the statement's answer (the server hands a session
 * its own notices before it reports ready), in time, as on the embedded database. Idle connections hear other
 * processes' changes as the server sends them. A connection leaving the pool may take unheard news with it, so its
 * removal counts as a change.
 */
export function followPostgresIdentityChanges(pool: pg.Pool): IdentityChangeFeed {
  const listeners = new Set<() => void>();
  const announce = () => {
    for (const listener of listeners) listener();
  };
  pool.on('connect', (client) => {
    client.on('notification', (notice) => {
      if (notice.channel === channel) announce();
    });
    // A failed LISTEN means a broken connection, whose query fails and which the pool then drops.
    client.query(`LISTEN ${channel}`).catch(() => undefined);
  });
  pool.on('remove', announce);
  return {
    subscribe: async (listener) => {
      const own = () => listener();
      listeners.add(own);
      return async () => {
        listeners.delete(own);
      };
    },
  };
}
