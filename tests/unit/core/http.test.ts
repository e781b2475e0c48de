// The one HTTP client (src/core/http.ts): JSON, CSRF, 401/403, cache, newest request wins.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authFailure, cachedJson, cacheStats, forget, LatestRequest, setCsrfHeader } from '../../../src/core/http';
import { requestJson } from '../../../src/core/http-send';

type Call = { url: string; init: RequestInit };
let calls: Call[] = [];
let answer: () => Response;

beforeEach(() => {
  calls = [];
  answer = () => new Response(JSON.stringify({ ok: true }), { status: 200 });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return answer();
  });
  vi.stubGlobal('document', { querySelector: (s: string) => (s === 'meta[name="csrf-token"]' ? { getAttribute: () => 'tok-123' } : null) });
});
afterEach(() => {
  vi.unstubAllGlobals();
  setCsrfHeader('X-CSRF-Token');
});

const headers = (i = 0) => calls[i].init.headers as Record<string, string>;

describe('requests', () => {
  it('GET asks for JSON with the page credentials and sends no CSRF token', async () => {
    expect(await requestJson('/api/a')).toEqual({ ok: true });
    expect(calls[0].init).toMatchObject({ method: 'GET', credentials: 'same-origin' });
    expect(headers()).toEqual({ Accept: 'application/json' });
  });

  it('a request that changes data sends a JSON body and the CSRF token of <meta name="csrf-token">', async () => {
    await requestJson('/api/a', { method: 'post', body: { action: 'x', ids: [1] } });
    expect(calls[0].init.method).toBe('POST');
    expect(calls[0].init.body).toBe('{"action":"x","ids":[1]}');
    expect(headers()).toMatchObject({ 'Content-Type': 'application/json', 'X-CSRF-Token': 'tok-123' });
  });

  it('a request that changes data does not follow redirects (its URL passed the same-origin rule; a redirect would carry its body and token elsewhere); a read does', async () => {
    for (const method of ['POST', 'PATCH', 'PUT', 'DELETE']) await requestJson('/api/a', { method, body: { a: 1 } });
    expect(calls.map((c) => c.init.redirect)).toEqual(['error', 'error', 'error', 'error']);
    calls = [];
    await requestJson('/api/a');
    await cachedJson('/api/b', { cacheFor: 0 });
    expect(calls.map((c) => c.init.redirect)).toEqual(['follow', 'follow']);
  });

  it('the CSRF header name can be changed (TableManager.init csrfHeader)', async () => {
    setCsrfHeader('X-XSRF');
    await requestJson('/api/a', { method: 'DELETE' });
    expect(headers()).toMatchObject({ 'X-XSRF': 'tok-123' });
    expect(headers()['X-CSRF-Token']).toBeUndefined();
  });

  it('a non-2xx answer throws with its status; 401 and 403 are classified', async () => {
    answer = () => new Response('no', { status: 403, statusText: 'Forbidden' });
    const error = (await requestJson('/api/a').catch((e: unknown) => e)) as { status?: number };
    expect(error.status).toBe(403);
    expect(authFailure(error)).toBe('forbidden');
    expect(authFailure({ status: 401 })).toBe('unauthorized');
    expect(authFailure({ status: 500 })).toBeNull();
    expect(authFailure(null)).toBeNull();
  });

  it('an answer that is not JSON is an error that says so', async () => {
    answer = () => new Response('<html>', { status: 200 });
    await expect(requestJson('/api/a')).rejects.toThrow(/not JSON/);
  });
});

describe('the GET cache', () => {
  it('answers from the cache while fresh; `fresh` bypasses it and stores the new answer', async () => {
    await cachedJson('/c/1', { cacheFor: 60_000 });
    await cachedJson('/c/1', { cacheFor: 60_000 });
    expect(calls).toHaveLength(1);
    await cachedJson('/c/1', { cacheFor: 60_000, fresh: true });
    expect(calls).toHaveLength(2);
    forget(['/c/1']);
  });

  it('is capped: at most 50 entries, least recently used first out', async () => {
    forget(Array.from({ length: 60 }, (_, i) => `/lru/${i}`));
    const before = cacheStats().entries;
    for (let i = 0; i < 60; i++) await cachedJson(`/lru/${i}`, { cacheFor: 60_000 });
    expect(cacheStats().entries).toBeLessThanOrEqual(50);
    expect(cacheStats().entries).toBeGreaterThanOrEqual(Math.min(50, before));
    calls = [];
    await cachedJson('/lru/59', { cacheFor: 60_000 });
    await cachedJson('/lru/0', { cacheFor: 60_000 });
    expect(calls.map((c) => c.url)).toEqual(['/lru/0']);
  });

  it('forget() drops a widget\'s entries (destroy leaves nothing behind)', async () => {
    await cachedJson('/gone', { cacheFor: 60_000 });
    const with_ = cacheStats();
    forget(['/gone']);
    expect(cacheStats().entries).toBe(with_.entries - 1);
    expect(cacheStats().bytes).toBeLessThan(with_.bytes);
  });
});

describe('LatestRequest: the newest request wins', () => {
  it('a request superseded by a newer one is aborted and settles as not current, even when it answers', async () => {
    const latest = new LatestRequest();
    let release: (v: string) => void = () => {};
    let firstSignal: AbortSignal | undefined;
    const first = latest.run((signal) => ((firstSignal = signal), new Promise<string>((ok) => (release = ok))));
    const second = latest.run(async () => 'second');
    release('first');
    expect(await first).toEqual({ current: false });
    expect(await second).toEqual({ current: true, value: 'second' });
    expect(firstSignal?.aborted).toBe(true);
  });

  it('the failure of a superseded request is dropped; the failure of the current one is thrown', async () => {
    const latest = new LatestRequest();
    const old = latest.run(() => Promise.reject(new Error('old')));
    const now = latest.run(() => Promise.reject(new Error('now')));
    expect(await old).toEqual({ current: false });
    await expect(now).rejects.toThrow('now');
  });

  it('cancel() makes the request in flight not current', async () => {
    const latest = new LatestRequest();
    const pending = latest.run(() => new Promise((ok) => setTimeout(() => ok('late'), 5)));
    latest.cancel();
    expect(await pending).toEqual({ current: false });
  });
});
