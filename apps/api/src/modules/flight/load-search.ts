import type { SearchStore } from './search-store';
import { searchExpired, searchNotFound } from './search-errors';
import type { SearchSession } from './search-types';

export interface SearchOwner {
  tenantId: string;
  agencyId: string | null;
}

/** A search of the caller's agency, or the record of one (404 for anyone else's, so ids cannot be probed). */
export async function findOwnedSearch(options: {
  store: SearchStore;
  requestId: string;
  owner: SearchOwner;
}): Promise<SearchSession> {
  const session = await options.store.findSession(options.requestId);
  if (
    !session ||
    session.tenantId !== options.owner.tenantId ||
    session.agencyId !== options.owner.agencyId
  ) {
    throw searchNotFound();
  }
  return session;
}

/** A live search of the caller's agency and how many of its sources have answered by now. */
export async function loadSearch(options: {
  store: SearchStore;
  requestId: string;
  owner: SearchOwner;
  now: Date;
}): Promise<{ session: SearchSession; arrived: number }> {
  const session = await findOwnedSearch(options);
  const now = options.now.getTime();
  if (now >= session.expiresAt) throw searchExpired();
  const arrived = session.sources.filter((source) => session.createdAt + source.latencyMs <= now).length;
  return { session, arrived };
}
