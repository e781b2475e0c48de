/**
 * <almanac-table> (issue 49 items 4 and 5): a table set up by TableManager.initTable on a <table>
 * the element owns: the one written inside it (its th columns, rows, template: read once), else a
 * new one. Properties: every table option (`pageSize`, `rowActions`, ...), `rows` and `columns`
 * (given as setData gives them). Methods: every TableManager method that takes a table id, without
 * the id (`el.exportData('csv')`), and `reload()`.
 */
import { defaultsOf } from '../core/attrs';
import { TableManager } from '../table/TableManager';
import { KNOWN_TABLE_ATTRS, TABLE_OPTIONS } from '../table/model/options';
import type { Host, Widget } from './base';

let made = 0;
/** The table's id: the element's id, else one made for it (kept for its life). */
const idOf = (host: Host) => (host.p.$id ??= host.id || `almanac-table-${++made}`) as string;

function data(host: Host): unknown {
  const { rows, columns } = host.p;
  return columns ? { data: rows ?? [], columns } : rows;
}

export const table: Widget = {
  kind: 'table',
  attrs: KNOWN_TABLE_ATTRS.filter((a) => a !== 'data-component' && a !== 'data-table'),
  props: { ...defaultsOf(TABLE_OPTIONS), rows: [], columns: [] },
  own: (host) => host.querySelector(':scope > table') ?? document.createElement('table'),
  key: idOf,
  up(host, inner) {
    const id = idOf(host);
    inner.setAttribute('data-table', id);
    const { rows, columns, $id, ...options } = host.p;
    TableManager.initTable(inner, options);
    if (rows || columns) TableManager.setData(id, data(host));
  },
  down: (host) => TableManager.destroyTable(idOf(host)),
  set(host, name) {
    if (name !== 'rows' && name !== 'columns') return false;
    TableManager.setData(idOf(host), data(host));
    return true;
  },
};

/** The element's methods: the facade's, with the element's table id. */
export function tableMethods(proto: Record<string, unknown>): void {
  const facade = TableManager as unknown as Record<string, (...args: unknown[]) => unknown>;
  const skip = ['init', 'discover', 'initTable', 'destroy', 'destroyTable', 'registerFormatter', 'isAlive', 'clearSelection', 'setData'];
  for (const name of Object.keys(facade)) {
    if (!skip.includes(name)) proto[name] = function (this: Host, ...args: unknown[]) {
      return facade[name](idOf(this), ...args);
    };
  }
  Object.assign(proto, {
    /** Rows: kept as the `rows` property (set again with the element); `{data, columns, meta}`: given to the table as is. */
    setData(this: Host, rows: unknown) {
      if (Array.isArray(rows)) (this as unknown as { rows: unknown }).rows = rows;
      else TableManager.setData(idOf(this), rows);
    },
    reload(this: Host) {
      return TableManager.loadTableData(idOf(this), { force: true });
    },
    clearSelection(this: Host) {
      TableManager.clearSelection(null, idOf(this));
    },
  });
}
