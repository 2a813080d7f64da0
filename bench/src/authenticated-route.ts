import { Agent, request } from 'node:http';
import { ReferencePaths } from '@portal/contracts';
import { backToBack } from './back-to-back';

/** The cheapest call that needs a session should cost little more than the bare liveness probe. */
export const authenticatedShareTarget = 0.7;
const clients = 16;
const roundSeconds = 3;
const rounds = 2;

interface Target {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
}

/**
 * Plain HTTP on kept-alive connections (`agent`) rather than fetch: the figure is about the server, and fetch costs
 * the client more per call than either call costs the server, more so with a body.
 */
function send(target: Target, agent: Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      target.url,
      { method: target.method, headers: target.headers, agent },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(target.body);
  });
}

/** Requests per second of one call from 16 clients sending it back to back; any failed answer is counted. */
async function requestsPerSecond(target: Target, seconds: number, agent: Agent) {
  let done = 0;
  let failed = 0;
  const elapsed = await backToBack(clients, seconds, async () => {
    const status = await send(target, agent);
    if (status >= 200 && status < 300) done += 1;
    else failed += 1;
  });
  return { perSecond: done / elapsed, failed };
}

/**
 * Bare /health (one database ping, no tenant, no session) against the cheapest call that needs a session (an airport
 * lookup: the session check, then an answer from memory), in alternating rounds on the same server, so the share
 * shows what checking a session costs.
 */
export async function measureAuthenticatedRoute(baseUrl: string, headers: Record<string, string>) {
  const health: Target = { url: `${baseUrl}/health`, method: 'GET', headers: {} };
  const authenticated: Target = {
    url: `${baseUrl}${ReferencePaths.getAirportsByKey}`,
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ searchTerm: 'DAC' }),
  };
  const totals = { health: 0, authenticated: 0, failed: 0 };
  const agent = new Agent({ keepAlive: true, maxSockets: clients });
  for (let round = 0; round < rounds; round += 1) {
    for (const [name, target] of [
      ['health', health],
      ['authenticated', authenticated],
    ] as const) {
      const { perSecond, failed } = await requestsPerSecond(target, roundSeconds, agent);
      totals[name] += perSecond / rounds;
      totals.failed += failed;
    }
  }
  agent.destroy();
  return {
    healthPerSecond: totals.health,
    authenticatedPerSecond: totals.authenticated,
    share: totals.authenticated / totals.health,
    failed: totals.failed,
  };
}
