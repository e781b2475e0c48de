/**
 * Table footers (spec "Footer cells (tfoot)", issue "TableManager III" 6):
 * the `footer` chunk. Reads the page's tfoot once, plans which cell shows
 * which aggregate (model/footer-plan.ts), and on every table:render writes
 * the aggregates of the filtered rows of all pages (client-side), the
 * server's `meta.aggregates` (server-side), or else the current page's,
 * marked as a page total. Keeps the footer aligned with the rendered header
 * (checkbox and row-actions columns, hidden columns). Emits
 * table:footerSetup once, when the footer first shows loaded data.
 *
 * A table with data-footer-aggregates and no tfoot gets one made for it: one
 * row, a blank td per column (removed on teardown). data-show-footer alone,
 * with no tfoot, has nothing to fill: one warning.
 *
 * Teardown puts every cell back as the page wrote it (content, class,
 * style, title, colspan, hidden) and removes what was added.
 */
import { aggregateFromStats, fieldStats, legacyAggregates, serverTotal, type FieldStats } from '../model/aggregates';
import { alignedSpan, footerPlan, type FooterCellPlan } from '../model/footer-plan';
import type { ColumnDef, Formatter, Row } from '../model/types';
import type { FeatureContext } from './feature';
import { CellMemory, readFooterCell, writeCell, type CellOutput, type FooterCell } from './footer-cell';

const NUMERIC_FORMATS = new Set(['number', 'currency', 'percent', 'bytes', 'duration']);

export function attachFooter(ctx: FeatureContext): () => void {
  const { store, table } = ctx;
  const legacy = legacyAggregates(store.config.footerAggregates);
  legacy.problems.forEach(ctx.warn);
  if (!table.tFoot && !legacy.types.size) {
    if (store.config.showFooter) ctx.warn('data-show-footer is set but the table has no <tfoot> and no data-footer-aggregates — no footer shown');
    return () => {};
  }
  const memory = new CellMemory();
  const made = table.tFoot ? null : table.createTFoot();
  let cells: FooterCell[][] = made ? [] : readCells(table.tFoot as HTMLTableSectionElement, ctx.warn);
  let plan: FooterCellPlan[][] = [];
  let planned: ColumnDef[] | null = null;
  const fillers: { start: HTMLTableCellElement | null; end: HTMLTableCellElement | null } = { start: null, end: null };
  const cache: { rows: Row[] | null; stats: Map<string, FieldStats> } = { rows: null, stats: new Map() };
  let announced = false;

  const replan = () => {
    if (planned === store.columns) return;
    planned = store.columns;
    if (made) cells = madeCells(made, store.columns);
    plan = footerPlan(cells.map((row) => row.map((c) => c.input)), store.columns.map((c) => c.field), legacy.types);
    const flat = cells.flat();
    plan.flat().forEach((p, i) => {
      const problem = p.problem ?? (p.mode ? flat[i].broken : undefined);
      if (problem) ctx.warn(problem);
    });
  };

  const align = () => {
    const visible = store.columns.map((c) => c.visible);
    cells.forEach((row, r) => row.forEach((cell, i) => {
      const want = alignedSpan(plan[r][i], visible);
      if (cell.el.hidden === want.hidden && cell.el.colSpan === (want.hidden ? cell.el.colSpan : want.colSpan)) return;
      memory.touch(cell.el);
      cell.el.hidden = want.hidden;
      if (!want.hidden) cell.el.colSpan = want.colSpan;
    }));
    const header = table.tHead?.querySelector('tr.alm-header-row');
    const foot = table.tFoot;
    if (!foot) return;
    fillers.start = filler(fillers.start, !!header?.querySelector(':scope > .alm-select-cell'), foot, 'start');
    fillers.end = filler(fillers.end, !!header?.querySelector(':scope > .alm-row-actions'), foot, 'end');
  };

  const statsOf = (rows: Row[], field: string) => {
    if (cache.rows !== rows) cache.stats.clear();
    cache.rows = rows;
    let stats = cache.stats.get(field);
    if (!stats) cache.stats.set(field, (stats = fieldStats(rows, field)));
    return stats;
  };

  /** Every planned cell's output; the aggregates computed, for table:footerSetup. */
  const fill = (): Array<Record<string, unknown>> => {
    const rows = store.view.ordered;
    const server = store.isServerSide;
    const results: Array<Record<string, unknown>> = [];
    cells.forEach((row, r) => row.forEach((cell, i) => {
      const p = plan[r][i];
      if (!p.mode || !p.type || cell.broken || cell.el.hidden) return;
      const out = output(cell, p, rows, server);
      if (!out) return;
      writeCell(cell, out, memory, store.id);
      results.push({ field: p.field, aggregateType: p.type, value: out.value, pageTotal: out.pageTotal, cell: cell.el });
    }));
    return results;
  };

  const output = (cell: FooterCell, p: FooterCellPlan, rows: Row[], server: boolean): CellOutput | null => {
    const type = p.type as NonNullable<FooterCellPlan['type']>;
    const column = store.columns.find((c) => c.field === p.field) ?? store.columns[p.start];
    const attrs: Record<string, unknown> = {
      isFooter: true, field: p.field, aggregateType: type, tableId: store.id, column, table, pageTotal: false,
    };
    let value: unknown;
    let pageTotal = false;
    const total = server ? serverTotal(store.serverMeta?.aggregates, p.field, type) : { found: false as const };
    if (!total.found && 'problem' in total && total.problem) ctx.warn(`meta.aggregates "${p.field}" ${total.problem} — the page total is shown`);
    if (total.found) value = total.value;
    else {
      pageTotal = attrs.pageTotal = server;
      if (type === 'custom') {
        const fn = named(cell.custom as string, 'data-custom');
        if (!fn) return null;
        value = callCustom(fn, cell, rows, attrs);
      } else value = aggregateFromStats(statsOf(rows, p.field), type);
    }
    attrs.aggregate = value;
    const numeric = column?.format && NUMERIC_FORMATS.has(column.format);
    const format = type === 'count' ? 'number' : type === 'custom' ? (typeof value === 'number' ? 'number' : 'text') : numeric ? column.format! : 'number';
    const options = type === 'count' || type === 'custom' ? {} : column?.formatOptions ?? {};
    const out: CellOutput = { value, format, options, pageTotal, columnClass: column?.cellClass ?? '' };
    if (cell.formatter) {
      const fn = named(cell.formatter, 'data-formatter');
      if (!fn) return null;
      out.formatter = { name: cell.formatter, fn, rows, attrs };
    }
    return out;
  };

  const named = (name: string, what: string): Formatter | undefined => {
    const fn = store.formatter(name);
    if (typeof fn !== 'function') ctx.warn(`${what} "${name.slice(0, 60)}" is not a function — footer cell left as it is`);
    return typeof fn === 'function' ? fn : undefined;
  };

  const callCustom = (fn: Formatter, cell: FooterCell, rows: Row[], attrs: Record<string, unknown>): unknown => {
    try {
      return (fn as unknown as (...args: unknown[]) => unknown)(rows, cell.el, table, attrs);
    } catch (error) {
      ctx.warn(`data-custom "${cell.custom}" threw (${error instanceof Error ? error.message : 'an error'}) — footer cell shows nothing`);
      return null;
    }
  };

  const sync = () => {
    replan();
    align();
    const results = fill();
    if (announced || !store.loaded) return;
    announced = true;
    store.emit('table:footerSetup', { tableId: store.id, tfoot: table.tFoot, data: store.view.ordered, aggregates: results });
  };

  let live = true;
  let queued = false;
  const later = () => {
    if (queued) return;
    queued = true;
    queueMicrotask(() => {
      queued = false;
      if (live) sync();
    });
  };
  const unlisten = store.listen((name) => name === 'table:render' && sync());
  // The header row changes without a render when the row-actions column arrives or the checkbox column shows.
  const observer = new MutationObserver(later);
  if (table.tHead) observer.observe(table.tHead, { childList: true, subtree: true });
  sync();

  return () => {
    live = false;
    unlisten();
    observer.disconnect();
    fillers.start?.remove();
    fillers.end?.remove();
    memory.restore();
    made?.remove();
  };
}

/** The page's tfoot cells, row by row. */
function readCells(foot: HTMLTableSectionElement, warn: (message: string) => void): FooterCell[][] {
  return Array.from(foot.rows, (tr) => Array.from(tr.cells, (el) => readFooterCell(el, warn)));
}

/** The tfoot made for legacy mode: one row, a blank td per column. */
function madeCells(foot: HTMLTableSectionElement, columns: ColumnDef[]): FooterCell[][] {
  const tr = foot.ownerDocument.createElement('tr');
  for (let i = 0; i < columns.length; i++) tr.appendChild(foot.ownerDocument.createElement('td'));
  foot.replaceChildren(tr);
  return readCells(foot, () => {});
}

/**
 * A blank cell under the checkbox column (start) or the row-actions column
 * (end), spanning every footer row, while the header has that column.
 */
function filler(current: HTMLTableCellElement | null, wanted: boolean, foot: HTMLTableSectionElement, side: 'start' | 'end'): HTMLTableCellElement | null {
  const first = foot.rows[0];
  if (!wanted || !first) {
    current?.remove();
    return null;
  }
  const td = current ?? foot.ownerDocument.createElement('td');
  td.className = 'alm-footer-filler';
  td.rowSpan = Math.max(1, foot.rows.length);
  const at = side === 'start' ? first.firstChild : null;
  if (td.parentNode !== first || (side === 'start' ? td !== first.firstChild : td !== first.lastChild)) first.insertBefore(td, at);
  return td;
}
