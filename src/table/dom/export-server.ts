/**
 * Exporting a server-side table (issue 11 item 5): every row the server has
 * for the table's current filters, search and sort, fetched page by page
 * through the table's own load URL (model/protocol.ts) with a large page
 * size, while a status beside the table counts the rows and offers Cancel.
 * The server's answer decides how many pages there are (a server that caps
 * the page size is followed page by page). At most EXPORT_MAX_ROWS rows.
 * The status is the store's (setExport); ExportProgress.svelte shows it.
 */
import { notify } from '../../core/host-ui';
import { requestJson } from '../../core/http-send';
import { warn } from '../../core/warn';
import { buildLoadUrl, normalizePayload } from '../model/protocol';
import type { Row } from '../model/types';
import type { TableStore } from '../store.svelte';
import { sayer } from './say';

/** In English (README "Languages"). */
export const TEXT = { exportCapped: 'The export holds the first {count} of {total} rows.' };
const say = sayer(TEXT);

/** Rows asked for per request. */
export const EXPORT_PAGE_SIZE = 500;
/** The most rows one export fetches; past it the file holds the first ones and a warning says so. */
export const EXPORT_MAX_ROWS = 100_000;

/** Fetch every page, telling the store's export status; throws on a failed request (an abort included). */
async function fetchPages(store: TableStore, source: string, controller: AbortController): Promise<Row[]> {
  const { signal } = controller;
  const cancel = () => controller.abort();
  store.setExport({ cancel });
  const rows: Row[] = [];
  let total = 0;
  for (let page = 1, pages = 1; page <= pages && rows.length < EXPORT_MAX_ROWS; page++) {
    const url = buildLoadUrl(source, { ...store.query, page, pageSize: EXPORT_PAGE_SIZE });
    const answer = await requestJson(url, { signal });
    signal.throwIfAborted(); // a host ApiService may not honour the signal
    const payload = normalizePayload(answer, store.config.dataPath, (p) => warn('table', store.id, `export response ${p}`));
    if (!payload) throw new Error(`the answer from ${url} holds no rows array`);
    for (const row of payload.rows) rows.push(row);
    pages = payload.meta?.totalPages ?? page;
    total = Math.max(payload.meta?.total ?? 0, rows.length);
    store.setExport({ cancel, received: rows.length, total });
    if (!payload.rows.length) break;
  }
  if (total > EXPORT_MAX_ROWS) {
    const message = `exportData: the server has ${total.toLocaleString('en-US')} rows — the file holds the first ${EXPORT_MAX_ROWS.toLocaleString('en-US')}`;
    warn('table', store.id, message);
    notify('warning', say(store, 'exportCapped', { count: EXPORT_MAX_ROWS.toLocaleString(store.config.locale), total: total.toLocaleString(store.config.locale) }));
  }
  return rows.length > EXPORT_MAX_ROWS ? rows.slice(0, EXPORT_MAX_ROWS) : rows;
}

/**
 * Every row of a server-side table for its current query. Resolves null
 * when the user cancelled and undefined when the table was destroyed on the
 * way (the request in flight is aborted either way); throws when a request
 * fails. The status shows while the rows arrive, its Cancel aborting.
 */
export async function fetchServerRows(store: TableStore): Promise<Row[] | null | undefined> {
  const source = store.config.source;
  if (!source) return store.view.ordered;
  const controller = new AbortController();
  // The table destroyed (TableManager.destroy) or its DataTable unmounted: the store is disposed.
  const gone = store.gone.signal;
  const stop = () => controller.abort();
  if (gone.aborted) return undefined;
  gone.addEventListener('abort', stop);
  try {
    return await fetchPages(store, source, controller);
  } catch (error) {
    if (controller.signal.aborted) return gone.aborted ? undefined : null;
    throw error;
  } finally {
    gone.removeEventListener('abort', stop);
    store.setExport(null);
  }
}
