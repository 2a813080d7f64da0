import type pg from 'pg';
import type { IdentityChangeFeed } from './client';

/** The channel migration 0010's triggers notify. */
const channel = 'identity_changed';

/**
 * Identity changes on PostgreSQL. Every pooled connection listens before its first query (`listen`, the pool's
 * onConnect), so a change made through this process is heard on the connection that made it before the statement's
 * answer (the server hands a session its own notices before it reports ready), in time, as on the embedded
 * database. Idle connections hear other processes' changes as the server sends them. A connection leaving the pool
 * may take unheard news with it, so its removal (`lost`) counts as a change.
 */
export function postgresIdentityChanges(): {
  feed: IdentityChangeFeed;
  listen: (client: pg.ClientBase) => Promise<void>;
  lost: () => void;
} {
  const listeners = new Set<() => void>();
  const announce = () => {
    for (const listener of listeners) listener();
  };
  return {
    feed: {
      subscribe: async (listener) => {
        const own = () => listener();
        listeners.add(own);
        return async () => {
          listeners.delete(own);
        };
      },
    },
    async listen(client) {
      client.on('notification', (notice) => {
        if (notice.channel === channel) announce();
      });
      await client.query(`LISTEN ${channel}`);
    },
    lost: announce,
  };
}
