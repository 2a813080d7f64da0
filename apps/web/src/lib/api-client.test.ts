import { describe, expect, it } from 'vitest';
import { createApiClient, type ApiClientDeps } from './api-client';
import { errorMessage, FetchError, HttpError, ParsingError, TimeoutError } from './api-errors';
import { backoffMs, retryAfterMsOf, retryDelayMs } from './retry-policy';

interface Call {
  url: string;
  init: RequestInit;
}

/** A scripted transport: each call takes the next answer (a Response, or an Error to throw). */
function scriptedFetch(answers: Array<Response | Error | (() => Promise<Response>)>) {
  const calls: Call[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init: init ?? {} });
    const next = answers.shift();
    if (!next) throw new Error('No scripted answer left');
    if (next instanceof Error) throw next;
    if (typeof next === 'function') return next();
    return next;
  };
  return { fetch: fetchImpl as typeof fetch, calls };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function client(answers: Parameters<typeof scriptedFetch>[0], overrides: Partial<ApiClientDeps> = {}) {
  const transport = scriptedFetch(answers);
  const sleeps: number[] = [];
  let expired = 0;
  const api = createApiClient({
    fetch: transport.fetch,
    getToken: () => 'token-1',
    getDeviceId: () => 'device-1',
    getGeoData: () => 'geo-1',
    onSessionExpired: () => {
      expired += 1;
    },
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    random: () => 0.5,
    ...overrides,
  });
  return { api, calls: transport.calls, sleeps, expiredCount: () => expired };
}

const headersOf = (call: Call | undefined) => (call?.init.headers ?? {}) as Record<string, string>;

describe('API client headers', () => {
  it('sends channel id, device type and the bearer token on every call', async () => {
    const { api, calls } = client([json(200, { ok: true })]);
    await expect(api.get('/customer/api/v1/User/GetUserContext')).resolves.toEqual({ ok: true });
    const headers = headersOf(calls[0]);
    expect(headers['x-channel-id']).toBe('1');
    expect(headers['x-device-type']).toBe('web');
    expect(headers.Authorization).toBe('Bearer token-1');
    expect(headers['x-device-id']).toBeUndefined();
    expect(headers['x-geo-data']).toBeUndefined();
    expect(calls[0]?.url).toBe('/customer/api/v1/User/GetUserContext');
  });

  it('leaves out the token when asked (authenticate, registration) and adds device id and geo data', async () => {
    const { api, calls } = client([json(200, {})]);
    await api.post(
      '/identity/api/v1/Authentication/Authenticate',
      { username: 'a' },
      {
        auth: false,
        deviceId: true,
        geoData: true,
      },
    );
    const headers = headersOf(calls[0]);
    expect(headers.Authorization).toBeUndefined();
    expect(headers['x-device-id']).toBe('device-1');
    expect(headers['x-geo-data']).toBe('geo-1');
    expect(headers['Content-Type']).toBe('application/json');
    expect(calls[0]?.init.body).toBe('{"username":"a"}');
    expect(calls[0]?.init.method).toBe('POST');
  });

  it('adds query parameters and skips undefined ones', async () => {
    const { api, calls } = client([json(200, {})], { baseUrl: 'https://portal.test' });
    await api.get('/order/api/v1/Order/SearchOrders', {
      query: { keyword: 'AB 12', page: 2, empty: undefined },
    });
    expect(calls[0]?.url).toBe('https://portal.test/order/api/v1/Order/SearchOrders?keyword=AB+12&page=2');
  });
});

describe('API client error kinds', () => {
  it('turns any non-2xx answer into an HttpError with its status and body', async () => {
    const body = { error: { code: 'VALIDATION_FAILED', message: 'Email is not valid' } };
    const { api } = client([json(400, body)]);
    const error = await api.get('/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(400);
    expect((error as HttpError).data).toEqual(body);
    expect(errorMessage(error)).toBe('Email is not valid');
  });

  it('keeps a non-JSON error body as text', async () => {
    const { api } = client([new Response('Forbidden', { status: 403 })]);
    const error = (await api.get('/x').catch((caught: unknown) => caught)) as HttpError;
    expect(error.data).toBe('Forbidden');
    expect(errorMessage(error, 'fallback')).toBe('fallback');
  });

  it('reports an unreadable success body as a ParsingError with the original status', async () => {
    const { api } = client([new Response('<html>', { status: 200 })]);
    const error = await api.get('/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ParsingError);
    expect((error as ParsingError).status).toBe(200);
  });

  it('reports a body that fails the schema as a ParsingError', async () => {
    const { api } = client([json(201, { banners: 'nope' })]);
    const schema = {
      parse: (value: unknown) => {
        if (!Array.isArray((value as { banners?: unknown }).banners))
          throw new Error('banners must be a list');
        return value;
      },
    };
    const error = await api.get('/x', { schema }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ParsingError);
    expect((error as ParsingError).status).toBe(201);
  });

  it('reports a call that outlives the timeout as a TimeoutError', async () => {
    const hanging = () =>
      new Promise<Response>(() => {
        // never answers; the client's own timer must give up
      });
    const slowFetch = ((_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        void hanging();
      })) as typeof fetch;
    const api = createApiClient({
      fetch: slowFetch,
      getToken: () => null,
      getDeviceId: () => 'd',
      getGeoData: () => 'g',
      onSessionExpired: () => undefined,
      timeoutMs: 20,
      sleep: async () => undefined,
      random: () => 0.5,
    });
    const error = await api.get('/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TimeoutError);
  });

  it('gives the server message, else its code, else the fallback', () => {
    expect(errorMessage(new HttpError(409, { error: { code: 'CONFLICT', message: '' } }))).toBe('CONFLICT');
    expect(errorMessage(new HttpError(500, null), 'Try later')).toBe('Try later');
    expect(errorMessage(new FetchError('offline'), 'Try later')).toBe('Try later');
  });
});

describe('API client retries', () => {
  it('retries network failures with growing randomised backoff, then succeeds', async () => {
    const { api, calls, sleeps } = client([
      new TypeError('network'),
      new TypeError('network'),
      json(200, { ok: 1 }),
    ]);
    await expect(api.get('/x')).resolves.toEqual({ ok: 1 });
    expect(calls).toHaveLength(3);
    expect(sleeps).toEqual([backoffMs(0, () => 0.5), backoffMs(1, () => 0.5)]);
    expect(sleeps[1]).toBeGreaterThan(sleeps[0] ?? Infinity);
  });

  it('gives up after 6 retries (7 attempts) with a FetchError', async () => {
    const failures = Array.from({ length: 10 }, () => new TypeError('network'));
    const { api, calls, sleeps } = client(failures);
    const error = await api.get('/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FetchError);
    expect(calls).toHaveLength(7);
    expect(sleeps).toHaveLength(6);
  });

  it('waits 3000 ms before retrying 501 to 504', async () => {
    const { api, sleeps } = client([
      json(501, {}),
      json(502, {}),
      json(503, {}),
      json(504, {}),
      json(200, {}),
    ]);
    await api.get('/x');
    expect(sleeps).toEqual([3000, 3000, 3000, 3000]);
  });

  it('does not retry a 500 or another 5xx outside 501 to 504: the server answered and would answer the same', async () => {
    for (const status of [500, 505, 507]) {
      const { api, calls, sleeps } = client([json(status, {}), json(200, { ok: true })]);
      await expect(api.get('/x')).rejects.toBeInstanceOf(HttpError);
      expect(calls).toHaveLength(1);
      expect(sleeps).toEqual([]);
    }
  });

  it('never retries a 4xx, nor a 429 without a short Retry-After', async () => {
    const tooLong = { 'Retry-After': '60' };
    for (const answer of [400, 401, 403, 404, 409, 422, 429].map((status) => json(status, {}))) {
      const { api, calls } = client([answer, json(200, {})]);
      await expect(api.get('/x')).rejects.toBeInstanceOf(HttpError);
      expect(calls).toHaveLength(1);
    }
    const { api, calls } = client([new Response('{}', { status: 429, headers: tooLong }), json(200, {})]);
    await expect(api.get('/x')).rejects.toMatchObject({ status: 429, retryAfterMs: 60_000 });
    expect(calls).toHaveLength(1);
  });

  it('retries a 429 after the short pause its Retry-After asks for', async () => {
    const { api, calls, sleeps } = client([
      new Response('{}', { status: 429, headers: { 'Retry-After': '2' } }),
      json(200, { ok: true }),
    ]);
    await expect(api.get('/x')).resolves.toEqual({ ok: true });
    expect(calls).toHaveLength(2);
    expect(sleeps).toEqual([2000]);
  });

  it('does not retry a ParsingError', async () => {
    const { api, calls } = client([new Response('not json', { status: 200 }), json(200, {})]);
    await expect(api.get('/x')).rejects.toBeInstanceOf(ParsingError);
    expect(calls).toHaveLength(1);
  });
});

describe('session expiry', () => {
  it('marks the session expired on a 401 to a call that carried a token', async () => {
    const { api, expiredCount } = client([json(401, { error: { code: 'UNAUTHENTICATED', message: 'x' } })]);
    await expect(api.get('/x')).rejects.toBeInstanceOf(HttpError);
    expect(expiredCount()).toBe(1);
  });

  it('does not for a call without a token (a wrong password is not an expired session)', async () => {
    const { api, expiredCount } = client([json(401, {}), json(401, {})]);
    await expect(api.post('/login', {}, { auth: false })).rejects.toBeInstanceOf(HttpError);
    expect(expiredCount()).toBe(0);
    const anonymous = client([json(401, {})], { getToken: () => null });
    await expect(anonymous.api.get('/x')).rejects.toBeInstanceOf(HttpError);
    expect(anonymous.expiredCount()).toBe(0);
  });
});

describe('extra headers and file downloads', () => {
  it('sends a call’s own headers, the same on every retry', async () => {
    const { api, calls } = client([json(503, {}), json(200, { ok: true })]);
    await api.post('/pay', { amount: 1 }, { headers: { 'idempotency-key': 'key-123456' } });
    expect(calls).toHaveLength(2);
    expect(calls.map((call) => headersOf(call)['idempotency-key'])).toEqual(['key-123456', 'key-123456']);
    expect(headersOf(calls[0]).Authorization).toBe('Bearer token-1');
  });

  it('fetches a file with the session and hands back the successful response', async () => {
    const { api, calls } = client([
      new Response('Date,Type\n', {
        status: 200,
        headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="ledger.csv"' },
      }),
    ]);
    const response = await api.fetchFile('/export', { query: { format: 'csv', kind: undefined } });
    expect(calls[0]?.url).toBe('/export?format=csv');
    expect(headersOf(calls[0]).Authorization).toBe('Bearer token-1');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="ledger.csv"');
    expect(await response.text()).toBe('Date,Type\n');
  });

  it('posts for a generated file, with the body as JSON and the session', async () => {
    const { api, calls } = client([
      new Response('%PDF-1.7', {
        status: 200,
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': 'attachment; filename="sales.pdf"',
        },
      }),
    ]);
    const response = await api.postFile('/pdf', { report: 'sales', filters: { preset: 'today' } });
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.body).toBe('{"report":"sales","filters":{"preset":"today"}}');
    expect(headersOf(calls[0]).Authorization).toBe('Bearer token-1');
    expect(await response.text()).toBe('%PDF-1.7');
  });

  it('reports a refused file as an HttpError with the server’s message', async () => {
    const { api } = client([json(403, { error: { code: 'FORBIDDEN', message: 'Not allowed' } })]);
    const error = await api.fetchFile('/export').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(errorMessage(error)).toBe('Not allowed');
  });
});

describe('retry policy', () => {
  it('grows the backoff ceiling up to exponent 5 and randomises within it', () => {
    expect(backoffMs(0, () => 1)).toBe(250);
    expect(backoffMs(0, () => 0)).toBe(125);
    expect(backoffMs(5, () => 1)).toBe(250 * 32);
    expect(backoffMs(9, () => 1)).toBe(250 * 32);
  });

  it('reads Retry-After as seconds or as a date', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterMsOf('3', now)).toBe(3000);
    expect(retryAfterMsOf('Thu, 01 Jan 2026 00:00:02 GMT', now)).toBe(2000);
    expect(retryAfterMsOf(null, now)).toBeNull();
    expect(retryAfterMsOf('soon', now)).toBeNull();
  });

  it('stops at the sixth retry', () => {
    expect(retryDelayMs(new FetchError('x'), 5, () => 0.5)).not.toBeNull();
    expect(retryDelayMs(new FetchError('x'), 6, () => 0.5)).toBeNull();
    expect(retryDelayMs(new TimeoutError(10), 0, () => 0.5)).not.toBeNull();
    expect(retryDelayMs(new Error('programming error'), 0)).toBeNull();
  });
});
