/**
 * The one HTTP client of both widgets (design.md "Layout", "Bad input"):
 * JSON requests through the host ApiService when the page has one, else
 * fetch; JSON bodies; the CSRF header on every request that changes data;
 * 401/403 classified; a small GET cache with a time to live, capped by
 * entries and bytes (least recently used goes first); and LatestRequest,
 * which aborts the previous request and drops any answer but the newest.
 */
import { hostApiService } from './host';

/**
 * A non-2xx answer; `status` 401 and 403 are the authentication cases (spec
 * "Authentication"). `body` is the answer's JSON when it had some (a server's
 * `message` and `errors` map), else undefined.
 */
export class HttpError extends Error {
  body: unknown;
  constructor(readonly status: number, readonly url: string, statusText = '') {
    super(`HTTP ${status}${statusText ? ` ${statusText}` : ''} from ${url}`);
    this.name = 'HttpError';
  }
}

export type AuthFailure = 'unauthorized' | 'forbidden' | null;

/** 401 -> 'unauthorized', 403 -> 'forbidden', anything else null. */
export function authFailure(error: unknown): AuthFailure {
  const status = (error as { status?: unknown } | null)?.status;
  return status === 401 ? 'unauthorized' : status === 403 ? 'forbidden' : null;
}

/** Whether `error` is an abort (a superseded or cancelled request): never reported. */
function isAbort(error: unknown): boolean {
  return (error as { name?: unknown } | null)?.name === 'AbortError';
}

export interface RequestOptions {
  /** GET unless given. */
  method?: string;
  /** Sent as JSON (Content-Type: application/json). */
  body?: unknown;
  signal?: AbortSignal;
  /** Query parameters already in the URL, also handed to a host ApiService that wants them apart. */
  params?: Record<string, string>;
}

export interface CacheOptions {
  /** Answer from the cache when an entry is younger than this many ms (0: no cache). */
  cacheFor: number;
  /** Skip the cached answer (the fresh one is still stored). */
  fresh?: boolean;
  signal?: AbortSignal;
}

// ----- CSRF ------------------------------------------------------------

let csrfHeader = 'X-CSRF-Token';

/** Change the header the CSRF token travels in (default X-CSRF-Token), for every request of the page. */
export function setCsrfHeader(name: string): void {
  if (typeof name === 'string' && /^[A-Za-z0-9-]+$/.test(name)) csrfHeader = name;
}

/** The header the CSRF token travels in (./http-send.ts). */
export const csrfHeaderName = (): string => csrfHeader;

// ----- cache -----------------------------------------------------------

const MAX_ENTRIES = 50;
const MAX_BYTES = 8 * 1024 * 1024;
const cache = new Map<string, { at: number; body: unknown; bytes: number }>();
let cachedBytes = 0;

function cacheGet(url: string, maxAge: number): unknown {
  const hit = cache.get(url);
  if (!hit) return undefined;
  cache.delete(url);
  if (Date.now() - hit.at >= maxAge) {
    cachedBytes -= hit.bytes;
    return undefined;
  }
  cache.set(url, hit); // most recently used last
  return hit.body;
}

function cachePut(url: string, body: unknown, bytes: number): void {
  forget([url]);
  if (bytes > MAX_BYTES) return;
  cache.set(url, { at: Date.now(), body, bytes });
  cachedBytes += bytes;
  for (const [key, entry] of cache) {
    if (cache.size <= MAX_ENTRIES && cachedBytes <= MAX_BYTES) break;
    cache.delete(key);
    cachedBytes -= entry.bytes;
  }
}

/** Drop cached answers for these URLs (a destroyed widget leaves nothing behind). */
export function forget(urls: Iterable<string>): void {
  for (const url of urls) {
    const entry = cache.get(url);
    if (!entry) continue;
    cache.delete(url);
    cachedBytes -= entry.bytes;
  }
}

/** Number of cached answers and their size (tests, diagnostics). */
export function cacheStats(): { entries: number; bytes: number } {
  return { entries: cache.size, bytes: cachedBytes };
}

// ----- requests --------------------------------------------------------

async function viaHost(method: string, url: string, options: RequestOptions): Promise<{ used: boolean; body?: unknown }> {
  const api = hostApiService() as Record<string, unknown> | null;
  const fn = api?.[method.toLowerCase()];
  if (!api || typeof fn !== 'function') return { used: false };
  const body = await (fn as (...a: unknown[]) => unknown).call(api, url, method === 'GET' ? options.params : options.body);
  return { used: true, body };
}

/**
 * The JSON answer and the length of its text (what the cache counts). A GET
 * unless `send` gives the method, headers and JSON text of a request that
 * changes data (./http-send.ts: only the parts that send data reach that code).
 */
export async function fetchJson(url: string, options: RequestOptions, send?: { method: string; headers: Record<string, string>; body?: string }): Promise<{ body: unknown; size: number }> {
  const method = send?.method ?? 'GET';
  const host = await viaHost(method, url, options);
  if (host.used) return { body: host.body, size: 0 };
  const response = await fetch(url, {
    method,
    signal: options.signal,
    credentials: 'same-origin',
    headers: send?.headers ?? { Accept: 'application/json' },
    body: send?.body,
    // A request that changes data is not redirected: the same-origin rule was checked on its URL, and
    // a redirect would carry its body and CSRF token elsewhere. A redirect answer is a failed request.
    redirect: method === 'GET' || method === 'HEAD' ? 'follow' : 'error',
  });
  const text = await response.text();
  if (!response.ok) {
    const error = new HttpError(response.status, url, response.statusText);
    try {
      error.body = JSON.parse(text);
    } catch {
      /* not JSON: the status says it all */
    }
    throw error;
  }
  try {
    return { body: text === '' ? null : JSON.parse(text), size: text.length * 2 };
  } catch {
    throw new Error(`the answer from ${url} is not JSON`);
  }
}

/** GET `url` through the shared cache (data-cache): a fresh enough answer is reused. */
export async function cachedJson(url: string, options: CacheOptions): Promise<unknown> {
  if (options.cacheFor > 0 && !options.fresh) {
    const cached = cacheGet(url, options.cacheFor);
    if (cached !== undefined) return cached;
  }
  const { body, size } = await fetchJson(url, { signal: options.signal });
  if (options.cacheFor > 0) cachePut(url, body, size);
  return body;
}

export type Outcome<T> = { current: true; value: T } | { current: false };

/**
 * One request at a time for one widget: starting a new one aborts the
 * previous, and only the newest settles as current (sequence number), so
 * a late answer for an older query never wins.
 */
export class LatestRequest {
  #seq = 0;
  #controller: AbortController | null = null;

  /** Run `request`; a superseded one resolves `{ current: false }` whether it succeeded or failed. */
  async run<T>(request: (signal: AbortSignal) => Promise<T>): Promise<Outcome<T>> {
    this.#controller?.abort();
    const controller = new AbortController();
    this.#controller = controller;
    const seq = ++this.#seq;
    try {
      const value = await request(controller.signal);
      return seq === this.#seq ? { current: true, value } : { current: false };
    } catch (error) {
      if (seq !== this.#seq || controller.signal.aborted || isAbort(error)) return { current: false };
      throw error;
    } finally {
      if (this.#controller === controller) this.#controller = null;
    }
  }

  /** Whether a request is in flight. */
  get pending(): boolean {
    return this.#controller !== null;
  }

  /** Abort the request in flight; its outcome will not be current. */
  cancel(): void {
    this.#seq++;
    this.#controller?.abort();
    this.#controller = null;
  }
}
