import { Business, Header } from '@portal/contracts';
import { FetchError, HttpError, ParsingError, TimeoutError } from './api-errors';
import { retryAfterMsOf, retryDelayMs } from './retry-policy';

export interface ApiClientDeps {
  fetch: typeof fetch;
  getToken: () => string | null;
  getDeviceId: () => string;
  /** May be asynchronous, so the device parser loads only when a call needs it. */
  getGeoData: () => string | Promise<string>;
  /** Called when an answer is 401 to a call that carried a token: the session is over. */
  onSessionExpired: () => void;
  /** Same origin by default, so the tenant is resolved from the page's host. */
  baseUrl?: string;
  timeoutMs?: number;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  /** Send the bearer token. Off for authenticate, registration and geolocation calls. */
  auth?: boolean;
  /** A token held for one sign-in step (not the stored session); its 401 does not end the stored session. */
  bearer?: string;
  /** Send the device id (device-related auth calls). */
  deviceId?: boolean;
  /** Send the device description (user-context and authenticate calls). */
  geoData?: boolean;
  /** Validates the answer; a mismatch is a ParsingError. */
  schema?: { parse: (value: unknown) => T };
  /** Headers of this call alone, such as the Idempotency-Key of a call that moves money. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export type ApiClient = ReturnType<typeof createApiClient>;

type Reader<T> = (response: Response, options: RequestOptions<T>) => Promise<T>;

const DefaultTimeoutMs = 30_000;

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function buildUrl(baseUrl: string, path: string, query: RequestOptions<unknown>['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return `${baseUrl}${path}${search ? `?${search}` : ''}`;
}

async function readBody(response: Response): Promise<{ parsed: boolean; value: unknown }> {
  const text = await response.text();
  if (text === '') return { parsed: true, value: null };
  try {
    return { parsed: true, value: JSON.parse(text) as unknown };
  } catch {
    return { parsed: false, value: text };
  }
}

export function createApiClient(deps: ApiClientDeps) {
  const baseUrl = deps.baseUrl ?? '';
  const timeoutMs = deps.timeoutMs ?? DefaultTimeoutMs;
  const sleep = deps.sleep ?? defaultSleep;
  const random = deps.random ?? Math.random;

  async function headersFor(
    options: RequestOptions<unknown>,
  ): Promise<{ headers: Record<string, string>; sentToken: boolean }> {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      [Header.channelId]: String(Business.channelId),
      [Header.deviceType]: Business.deviceType,
    };
    // A FormData body (file uploads) sets its own multipart content type with the boundary.
    if (options.body !== undefined && !(options.body instanceof FormData))
      headers['Content-Type'] = 'application/json';
    let sentToken = false;
    if (options.bearer) {
      headers.Authorization = `Bearer ${options.bearer}`;
    } else if (options.auth !== false) {
      const token = deps.getToken();
      if (token) {
        headers.Authorization = `Bearer ${token}`;
        sentToken = true;
      }
    }
    if (options.deviceId) headers[Header.deviceId] = deps.getDeviceId();
    if (options.geoData) headers[Header.geoData] = await deps.getGeoData();
    Object.assign(headers, options.headers);
    return { headers, sentToken };
  }

  async function attempt<T>(url: string, options: RequestOptions<T>, read: Reader<T>): Promise<T> {
    const { headers, sentToken } = await headersFor(options);
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), timeoutMs);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout.signal]) : timeout.signal;
    let response: Response;
    try {
      response = await deps.fetch(url, {
        method: options.method ?? 'GET',
        headers,
        body:
          options.body === undefined
            ? undefined
            : options.body instanceof FormData
              ? options.body
              : JSON.stringify(options.body),
        signal,
        credentials: 'same-origin',
      });
    } catch (cause) {
      if (options.signal?.aborted) throw cause;
      if (timeout.signal.aborted) throw new TimeoutError(timeoutMs);
      throw new FetchError('The server could not be reached.', { cause });
    } finally {
      clearTimeout(timer);
    }

    if (!response.ok) {
      const body = await readBody(response);
      if (response.status === 401 && sentToken) deps.onSessionExpired();
      throw new HttpError(response.status, body.value, retryAfterMsOf(response.headers.get('Retry-After')));
    }
    return read(response, options);
  }

  async function readJson<T>(response: Response, options: RequestOptions<T>): Promise<T> {
    const body = await readBody(response);
    if (!body.parsed) throw new ParsingError(response.status);
    if (!options.schema) return body.value as T;
    try {
      return options.schema.parse(body.value);
    } catch (cause) {
      throw new ParsingError(response.status, { cause });
    }
  }

  async function send<T>(path: string, options: RequestOptions<T>, read: Reader<T>): Promise<T> {
    const url = buildUrl(baseUrl, path, options.query);
    for (let retryIndex = 0; ; retryIndex += 1) {
      try {
        return await attempt(url, options, read);
      } catch (error) {
        const delay = retryDelayMs(error, retryIndex, random);
        if (delay === null || options.signal?.aborted) throw error;
        await sleep(delay);
      }
    }
  }

  /** One call with the transport rules of the portal: headers, error kinds and retries. */
  function request<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
    return send(path, options, readJson);
  }

  return {
    request,
    /**
     * A GET whose answer is a file (an attachment), sent with the session like any other call: the successful
     * response, for the caller to read its body and headers.
     */
    fetchFile: (path: string, options: Omit<RequestOptions<Response>, 'method' | 'body' | 'schema'> = {}) =>
      send<Response>(
        path,
        { ...options, method: 'GET', headers: { Accept: '*/*', ...options.headers } },
        async (response) => response,
      ),
    /** A POST whose answer is a file (a generated PDF): the successful response, as for fetchFile. */
    postFile: (
      path: string,
      body: unknown,
      options: Omit<RequestOptions<Response>, 'method' | 'body' | 'schema'> = {},
    ) =>
      send<Response>(
        path,
        { ...options, method: 'POST', body, headers: { Accept: '*/*', ...options.headers } },
        async (response) => response,
      ),
    get: <T>(path: string, options: Omit<RequestOptions<T>, 'method' | 'body'> = {}) =>
      request<T>(path, { ...options, method: 'GET' }),
    post: <T>(path: string, body: unknown, options: Omit<RequestOptions<T>, 'method' | 'body'> = {}) =>
      request<T>(path, { ...options, method: 'POST', body }),
  };
}
