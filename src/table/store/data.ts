/**
 * Where a table's rows come from — the second layer of TableStore
 * (store.svelte.ts): loading from data-source through the core HTTP client
 * (newest request wins; spec "HTTP interactions" 1, "Authentication"), and
 * installing a payload, whether the server, the host's state or setData
 * brought it.
 */
import { tick } from 'svelte';
import { authFailure, cachedJson, forget, LatestRequest } from '../../core/http';
import { lazy } from '../../core/lazy';
import { warn } from '../../core/warn';
import { columnsFromMeta, columnSignature } from '../model/columns';
import { buildLoadUrl, normalizePayload, type LoadedPayload } from '../model/protocol';
import { clampPageAfterLoad, isServerPaged, reconcileWithServer } from '../model/rules';
import { TextCache } from '../model/text-cache';
import type { PageMeta, Row } from '../model/types';
import type { LoadCause } from '../store.svelte';
import { TableState } from './state.svelte';

export abstract class TableData extends TableState {
  /** New rows clear the selection: TableStore's action (store.svelte.ts). */
  abstract setSelection(next: Set<Row>): void;

  readonly #request = new LatestRequest();
  /** Aborted by dispose (the table destroyed, or its component unmounted): work begun for the table stops (a server-side export). */
  readonly gone = new AbortController();
  /** URLs this table put in the shared GET cache (dropped on dispose). */
  readonly #cached = new Set<string>();
  /** The rows array the last payload brought (setData may bring the same object again). */
  #given: unknown = null;

  /** Load from data-source; resolves true when new rows were shown. */
  async load(options: { force?: boolean; cause?: LoadCause } = {}): Promise<boolean> {
    const source = this.config.source;
    if (!source || !this.alive) return false;
    const url = buildLoadUrl(source, this.query);
    this.status = 'loading';
    this.emit('table:loading', { tableId: this.id, url });
    const cacheFor = this.config.cache ? this.config.cacheTime : 0;
    if (cacheFor) this.#cached.add(url);
    try {
      const outcome = await this.#request.run((signal) => cachedJson(url, { signal, cacheFor, fresh: options.force === true }));
      if (!outcome.current) return false;
      const payload = normalizePayload(outcome.value, this.config.dataPath, (p) => warn('table', this.id, `response ${p}`));
      if (!payload) throw new Error('the response holds no rows array');
      this.applyPayload(payload, true);
      return true;
    } catch (error) {
      this.#authFailure(error, options.cause ?? 'load');
      this.status = 'error';
      this.errorMessage = (error as Error)?.message ?? String(error);
      this.fail('load', error);
      return false;
    }
  }

  /** An automatic refresh tick: reload past the cache, announce table:refreshed when new rows are shown. */
  async refresh(): Promise<void> {
    if (await this.load({ cause: 'refresh', force: true })) {
      this.emit('table:refreshed', { tableId: this.id, automatic: true, timestamp: Date.now() });
    }
  }

  /** The Retry button: load again, past the cache. */
  retry(): void {
    void this.load({ force: true });
  }

  /**
   * 401/403 (spec "Authentication"): a data load sends the user to the
   * forbidden redirect or /login — by the auth chunk (dom/auth.ts), loaded on
   * the first one — but only while the table is alive (rule 1); a filter-form
   * load never navigates (rule 2): the forms chunk tells the reader
   * (dom/filter-form.ts, on table:error).
   */
  #authFailure(error: unknown, cause: LoadCause): void {
    if (authFailure(error) && cause !== 'form') lazy(() => import('../dom/auth'), 'a 401 or 403 answer neither redirects nor notifies').then(
      (api) => api.authFailed(error, () => this.alive && !!this.hooks.isAlive?.()),
      (failure) => this.alive && this.fail('auth', failure),
    );
  }

  /** Accept rows, or `{data, columns, meta, options}` (spec setData / data-attr). */
  setData(input: unknown, origin: 'setData' | 'remote' | 'state' = 'setData'): boolean {
    const payload = normalizePayload(input, origin === 'setData' ? null : this.config.dataPath, (p) => warn('table', this.id, `${origin} ${p}`));
    if (!payload) {
      warn('table', this.id, `${origin} received no rows array — data left unchanged`);
      return false;
    }
    this.applyPayload(payload, origin === 'remote');
    return true;
  }

  /** Rows from the host StateManager at `path` (spec table:stateUpdate). */
  setStateData(value: unknown, path: string): void {
    if (!this.setData(value, 'state')) return;
    this.emit('table:stateUpdate', { tableId: this.id, statePath: path, recordCount: this.rows.length, timestamp: Date.now() });
  }

  /** The table is bound to host state at `path` (spec table:bound). */
  announceBound(path: string): void {
    this.emit('table:bound', { tableId: this.id, statePath: path, timestamp: Date.now() });
  }

  /** Install a normalised payload: rows, columns (only when the set changed), options, meta. */
  applyPayload(payload: LoadedPayload, fromServer: boolean): void {
    if (payload.columns && (this.config.dynamicColumns || !this.columns.length)) {
      const next = columnsFromMeta(payload.columns, (p) => warn('table', this.id, `payload ${p} — column skipped`), this.config.editable);
      if (next.length && columnSignature(next) !== columnSignature(this.columns)) this.columns = next;
    }
    if (payload.options) this.responseOptions = payload.options;
    const serverPaged = isServerPaged(fromServer, payload.meta, payload.rows.length);
    this.serverMeta = serverPaged ? payload.meta as PageMeta : null;
    this.query = reconcileWithServer(this.query, this.serverMeta);
    // The array given last time, again (a page pushed a row into it, or set a field): new rows all the same, texts made again.
    const again = payload.rows === this.#given;
    this.#given = payload.rows;
    if (again) this.texts = new TextCache();
    this.rows = again ? [...payload.rows] : payload.rows;
    this.response = payload.raw;
    this.loaded = true;
    this.status = 'ready';
    this.errorMessage = null;
    if (this.selected.size) this.setSelection(new Set());
    if (!serverPaged) this.query = clampPageAfterLoad(this.query, this.view.filtered);
    this.emit('table:loaded', { tableId: this.id, data: payload.rows, meta: payload.meta ?? this.clientMeta() });
    this.announceRender();
    const afterLoad = this.hooks.afterLoad;
    if (afterLoad) {
      void tick().then(() => this.alive && afterLoad(payload, {
        tableId: this.id, source: this.config.source, query: this.query, meta: this.serverMeta ?? this.clientMeta(),
        isServerSide: this.isServerSide, options: this.responseOptions, columns: this.columns,
      }));
    }
  }

  /** Stop: abort the request in flight, drop this table's cached answers; no event fires after this. */
  override dispose(): void {
    super.dispose();
    this.#request.cancel();
    this.gone.abort();
    forget(this.#cached);
    this.#cached.clear();
  }
}
