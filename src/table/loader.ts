/**
 * Remote loading for one table: GET data-source with the current query,
 * newest request wins (AbortController + sequence number), an aborted
 * request is never an error, a failure keeps the rows already shown.
 */
import { buildLoadUrl, normalizePayload } from './model/protocol';
import type { TableStore } from './store.svelte';
import { forbiddenRedirect, handleAuthError, navigate, notify } from '../core/host';

/** What started a load: a data load may redirect on 401/403; a filter form never navigates (spec "Authentication" 2). */
export type LoadCause = 'load' | 'form' | 'refresh';

/** GET cache shared by every table: full URL -> response body and time. */
const cache = new Map<string, { at: number; body: unknown }>();
const DEFAULT_CACHE_MS = 60_000;

export class TableLoader {
  #store: TableStore;
  #controller: AbortController | null = null;
  #seq = 0;
  /** After a mutation the next load bypasses the cache. */
  bypassCache = false;

  constructor(store: TableStore) {
    this.#store = store;
  }

  /** Load from data-source; resolves true when new rows were shown. */
  async load(options: { force?: boolean; cause?: LoadCause } = {}): Promise<boolean> {
    const store = this.#store;
    const source = store.config.source;
    if (!source) return false;
    this.#controller?.abort();
    const controller = new AbortController();
    this.#controller = controller;
    const seq = ++this.#seq;
    const url = buildLoadUrl(source, store.query);
    store.status = 'loading';
    store.emit('table:loading', { tableId: store.id, url });
    try {
      const body = await this.#fetch(url, controller.signal, options.force === true);
      if (seq !== this.#seq) return false;
      const payload = normalizePayload(body, store.config.dataPath);
      if (!payload) throw new Error('the response holds no rows array');
      store.applyPayload(payload, true);
      return true;
    } catch (error) {
      if (controller.signal.aborted || seq !== this.#seq) return false;
      this.#authFailure(error as Error & { status?: number }, options.cause ?? 'load');
      store.status = 'error';
      store.errorMessage = (error as Error).message;
      store.emit('table:error', { tableId: store.id, action: 'load', error, timestamp: Date.now() });
      return false;
    } finally {
      if (this.#controller === controller) this.#controller = null;
    }
  }

  /**
   * 401/403 (spec "Authentication"): a data load sends the user to the
   * forbidden redirect or /login, but only while the table is alive (rule 1);
   * a filter-form load never navigates: it notifies, or hands 401 to the host
   * authentication error handler (rule 2).
   */
  #authFailure(error: Error & { status?: number }, cause: LoadCause): void {
    const status = error.status;
    if (status !== 401 && status !== 403) return;
    if (cause === 'form') {
      if (status === 403) notify('error', 'You do not have permission to view these results.');
      else if (!handleAuthError(error)) notify('error', 'Your session has ended. Please sign in again.');
      return;
    }
    if (!this.#store.config.isAlive?.()) return;
    navigate(status === 403 ? forbiddenRedirect() : '/login');
  }

  async #fetch(url: string, signal: AbortSignal, force: boolean): Promise<unknown> {
    const { cache: useCache, cacheTime } = this.#store.config;
    const ttl = cacheTime > 0 ? cacheTime : DEFAULT_CACHE_MS;
    const hit = useCache && !force && !this.bypassCache ? cache.get(url) : undefined;
    if (hit && Date.now() - hit.at < ttl) return hit.body;
    this.bypassCache = false;
    const response = await fetch(url, { signal, headers: { Accept: 'application/json' }, credentials: 'same-origin' });
    if (!response.ok) throw Object.assign(new Error(`HTTP ${response.status} ${response.statusText}`.trim()), { status: response.status });
    const body: unknown = await response.json();
    if (useCache) cache.set(url, { at: Date.now(), body });
    return body;
  }

  dispose(): void {
    this.#controller?.abort();
    this.#controller = null;
    this.#seq++;
  }
}
