/**
 * A tree row's children from the table's source (issue 47 item 3): a row
 * with `hasChildren: true` and no children among the rows asks, when it
 * opens, `data-source?parent=<id>` (with the table's sort and filters, as
 * page loads carry them) through the same GET cache as page loads
 * (data-cache), newest request per row winning; its answer (any shape a
 * page load accepts) joins the table's rows, each row without a parent
 * value taken as the opened row's child. Rows replaced meanwhile (a new page,
 * setData) without the opened row: the answer is dropped. A failure:
 * table:error 'tree' and one warning (store.fail); the row may be opened again.
 */
import { cachedJson, LatestRequest } from '../../core/http';
import { warn } from '../../core/warn';
import { buildLoadUrl, normalizePayload } from '../model/protocol';
import { keyOf } from '../model/tree';
import type { Row } from '../model/types';
import type { TableStore } from '../store.svelte';

const requests = new WeakMap<TableStore, Map<string, LatestRequest>>();

/** Load the children of `row` (parent field `field`); resolves true once they have joined the rows (or there are none), false if not. */
export async function loadChildren(store: TableStore, row: Row, field: string): Promise<boolean> {
  const source = store.config.source;
  const id = keyOf(row.id);
  if (!source || id === null) {
    warn('table', store.id, `tree: row "${String(id).slice(0, 40)}" has children to load, but the table has no data-source — none shown`);
    return true;
  }
  // The page load's URL (it always has a query: page=1), and the row.
  const url = `${buildLoadUrl(source, { ...store.query, page: 1, pageSize: 0 })}&parent=${encodeURIComponent(id)}`;
  let byRow = requests.get(store);
  if (!byRow) requests.set(store, (byRow = new Map()));
  let request = byRow.get(id);
  if (!request) byRow.set(id, (request = new LatestRequest()));
  const cacheFor = store.config.cache ? store.config.cacheTime : 0;
  try {
    const outcome = await request.run((signal) => cachedJson(url, { signal, cacheFor }));
    if (!outcome.current || store.gone.signal.aborted) return false;
    const payload = normalizePayload(outcome.value, store.config.dataPath, (p) => warn('table', store.id, `children of row "${id.slice(0, 40)}": response ${p}`));
    if (!payload) throw new Error(`the children of row "${id.slice(0, 40)}": the response holds no rows array`);
    const rows = store.rows;
    if (!rows.some((r) => keyOf(r.id) === id)) return false;
    const have = new Set(rows.map((r) => keyOf(r.id)));
    const children = payload.rows.filter((r) => !have.has(keyOf(r.id))).map((r) => (keyOf(r[field]) === null ? { ...r, [field]: row.id } : r));
    if (children.length) store.editRows([...rows, ...children]);
    return true;
  } catch (error) {
    store.fail('tree', error);
    return false;
  }
}
