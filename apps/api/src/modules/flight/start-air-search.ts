import { randomBytes } from 'node:crypto';
import {
  SearchLimit,
  SearchMessage,
  searchDateIssues,
  type AirSearchRequest,
  type AirSearchStarted,
  type SearchIssue,
} from '@portal/contracts';
import type { FlightSupply } from '@portal/sandbox-supply';
import { AppError } from '../../lib/app-error';
import { tenantToday } from '../../lib/tenant-clock';
import { searchValidationError } from './search-errors';
import type { SearchStore } from './search-store';
import type { SearchSession } from './search-types';

export interface SearchUser {
  id: string;
  tenantId: string;
  agencyId: string | null;
}

/** Rules needing the clock and the airport list: dates from the tenant's today, airports the supplier knows. */
function contextIssues(request: AirSearchRequest, supply: FlightSupply, now: Date): SearchIssue[] {
  const issues = searchDateIssues(request, tenantToday(now));
  request.segments.forEach((segment, index) => {
    if (!supply.airport(segment.origin)) {
      issues.push({ path: ['segments', index, 'origin'], message: SearchMessage.unknownOrigin });
    }
    if (!supply.airport(segment.destination)) {
      issues.push({ path: ['segments', index, 'destination'], message: SearchMessage.unknownDestination });
    }
  });
  return issues;
}

/**
 * POST Search/AirSearch: validates the search against today and the known airports, opens its session and answers
 * the request id at once. Nothing is searched yet: each source's results are computed by the first poll
 * (GetAirSearch) after that source has answered.
 */
export async function startAirSearch(options: {
  store: SearchStore;
  supply: FlightSupply;
  user: SearchUser;
  request: AirSearchRequest;
  now: Date;
}): Promise<AirSearchStarted> {
  const { store, supply, user, request, now } = options;
  if (!user.agencyId) throw AppError.forbidden();
  const issues = contextIssues(request, supply, now);
  if (issues.length > 0) throw searchValidationError(issues);

  const createdAt = now.getTime();
  const session: SearchSession = {
    requestId: randomBytes(18).toString('base64url'),
    tenantId: user.tenantId,
    agencyId: user.agencyId,
    userId: user.id,
    query: request,
    createdAt,
    expiresAt: createdAt + SearchLimit.sessionTtlSeconds * 1000,
    sources: supply.sources
      .map((source) => ({ code: source.code, latencyMs: source.latencyMs }))
      .sort((a, b) => a.latencyMs - b.latencyMs),
  };
  await store.saveSession(session);
  return { requestId: session.requestId, expiresAt: new Date(session.expiresAt).toISOString() };
}
