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
import { describeError } from '../../core/json';
import {
  aggregateFromStats, fieldStats, legacyAggregates, serverTotal, type AggregateType, type BuiltInAggregate, type FieldStats,
} from '../model/aggregates';
import { alignedSpan, footerPlan, type FooterCellPlan } from '../model/footer-plan';
import type { ColumnDef, Formatter, Row } from '../model/types';
import type { FeatureContext } from './feature';
import { CellMemory, readFooterCell, writeCell, type CellOutput, type FooterCell } from './footer-cell';

const NUMERIC_FORMATS = new Set(['number', 'currency', 'percent', 'bytes', 'duration']);

export function attachFooter(ctx: FeatureContext): () => void {
  const legacy = legacyAggregates(ctx.store.config.footerAggregates);
  legacy.problems.forEach(ctx.warn);
  if (!ctx.table.tFoot && !legacy.types.size) {
    if (ctx.store.config.showFooter) ctx.warn('data-show-footer is set but the table has no <tfoot> and no data-footer-aggregates — no footer shown');
    return () => {};
  }
  const footer = new Footer(ctx, legacy.types);
  return () => footer.dispose();
}

/** The footer of one table: its cells, their plan, and what was changed in the page (to undo). */
class Footer {
  readonly #ctx: FeatureContext;
  readonly #legacy: ReadonlyMap<string, BuiltInAggregate>;
  readonly #memory = new CellMemory();
  /** The tfoot made for legacy mode, when the page has none. */
  readonly #made: HTMLTableSectionElement | null;
  #cells: FooterCell[][];
  #plan: FooterCellPlan[][] = [];
  #planned: ColumnDef[] | null = null;
  readonly #fillers: { start: HTMLTableCellElement | null; end: HTMLTableCellElement | null } = { start: null, end: null };
  #statsOf: { rows: Row[] | null; stats: Map<string, FieldStats> } = { rows: null, stats: new Map() };
  /** Stats over every row of `source` (any order: a sort, or a cleared filter, reuses them). */
  #fullStats: { source: Row[] | null; stats: Map<string, FieldStats> } = { source: null, stats: new Map() };
  /** Fields only counted: their pass reads no numbers. */
  #countOnly = new Set<string>();
  #announced = false;
  #live = true;
  #queued = false;
  readonly #unlisten: () => void;
  readonly #observer: MutationObserver;

  constructor(ctx: FeatureContext, legacy: ReadonlyMap<string, BuiltInAggregate>) {
    const { store, table } = ctx;
    this.#ctx = ctx;
    this.#legacy = legacy;
    this.#made = table.tFoot ? null : table.createTFoot();
    this.#cells = this.#made ? [] : readCells(table.tFoot as HTMLTableSectionElement, ctx.warn);
    this.#unlisten = store.listen((name) => name === 'table:render' && this.#sync());
    // The header row changes without a render when the row-actions column arrives or the checkbox column shows.
    this.#observer = new MutationObserver(() => this.#later());
    if (table.tHead) this.#observer.observe(table.tHead, { childList: true, subtree: true });
    this.#sync();
  }

  dispose(): void {
    this.#live = false;
    this.#unlisten();
    this.#observer.disconnect();
    this.#fillers.start?.remove();
    this.#fillers.end?.remove();
    this.#memory.restore();
    this.#made?.remove();
  }

  #later(): void {
    if (this.#queued) return;
    this.#queued = true;
    queueMicrotask(() => {
      this.#queued = false;
      if (this.#live) this.#sync();
    });
  }

  /** Plan, align and fill; table:footerSetup the first time the footer shows loaded data. */
  #sync(): void {
    const { store, table } = this.#ctx;
    this.#replan();
    this.#align();
    const aggregates = this.#fill();
    if (this.#announced || !store.loaded) return;
    this.#announced = true;
    store.emit('table:footerSetup', { tableId: store.id, tfoot: table.tFoot, data: store.view.ordered, aggregates });
  }

  /** The plan follows the columns (a fallback field is the leaf column at the cell's position). */
  #replan(): void {
    const columns = this.#ctx.store.columns;
    if (this.#planned === columns) return;
    this.#planned = columns;
    if (this.#made) this.#cells = madeCells(this.#made, columns);
    this.#plan = footerPlan(this.#cells.map((row) => row.map((c) => c.input)), columns.map((c) => c.field), this.#legacy);
    const flat = this.#cells.flat();
    const planned = this.#plan.flat().filter((p) => p.mode && p.type !== 'custom');
    this.#countOnly = new Set(planned.map((p) => p.field).filter((f) => planned.every((p) => p.field !== f || p.type === 'count')));
    this.#plan.flat().forEach((p, i) => {
      const problem = p.problem ?? (p.mode ? flat[i].broken : undefined);
      if (problem) this.#ctx.warn(problem);
    });
  }

  /** Hidden columns hide or narrow their cells; the checkbox and row-actions columns get a blank cell. */
  #align(): void {
    const { store, table } = this.#ctx;
    const visible = store.columns.map((c) => c.visible);
    this.#cells.forEach((row, r) => row.forEach((cell, i) => {
      const want = alignedSpan(this.#plan[r][i], visible);
      if (cell.el.hidden === want.hidden && (want.hidden || cell.el.colSpan === want.colSpan)) return;
      this.#memory.touch(cell.el);
      cell.el.hidden = want.hidden;
      if (!want.hidden) cell.el.colSpan = want.colSpan;
    }));
    const header = table.tHead?.querySelector('tr.alm-header-row');
    const foot = table.tFoot;
    if (!foot) return;
    // Columns before and after the data: the checkbox and leading feature cells (drag handles), trailing ones (row actions, row editing).
    this.#fillers.start = filler(this.#fillers.start, (header?.querySelector(':scope > .alm-select-cell') ? 1 : 0) + store.lead.length, foot, 'start');
    this.#fillers.end = filler(this.#fillers.end, store.tail.length, foot, 'end');
  }

  /** Write every planned cell; returns what was computed (table:footerSetup). */
  #fill(): Array<Record<string, unknown>> {
    const { store } = this.#ctx;
    const rows = store.view.ordered;
    const results: Array<Record<string, unknown>> = [];
    this.#cells.forEach((row, r) => row.forEach((cell, i) => {
      const p = this.#plan[r][i];
      if (!p.mode || !p.type || cell.broken || cell.el.hidden) return;
      const out = this.#output(cell, p, p.type, rows);
      if (!out) return;
      writeCell(cell, out, this.#memory, store);
      results.push({ field: p.field, aggregateType: p.type, value: out.value, pageTotal: out.pageTotal, cell: cell.el });
    }));
    return results;
  }

  /**
   * A cell's value: the server's total when it sent one (server-side), else
   * computed over `rows` (all filtered rows client-side; the current page
   * server-side, then marked as a page total). null when the cell cannot be
   * filled (a function name that is not a function).
   */
  #output(cell: FooterCell, p: FooterCellPlan, type: AggregateType, rows: Row[]): CellOutput | null {
    const { store, table } = this.#ctx;
    const server = store.isServerSide;
    const column = store.columns.find((c) => c.field === p.field) ?? store.columns[p.start];
    const attrs: Record<string, unknown> = { isFooter: true, field: p.field, aggregateType: type, tableId: store.id, column, table, pageTotal: false };
    const total = server ? serverTotal(store.serverMeta?.aggregates, p.field, type) : null;
    if (total && !total.found && total.problem) this.#ctx.warn(`meta.aggregates "${p.field}" ${total.problem} — the page total is shown`);
    let value: unknown;
    if (total?.found) value = total.value;
    else if (type === 'custom') {
      const fn = this.#named(cell.custom as string, 'data-custom');
      if (!fn) return null;
      attrs.pageTotal = server;
      value = this.#callCustom(fn, cell, rows, attrs);
    } else value = aggregateFromStats(this.#stats(rows, p.field), type);
    attrs.aggregate = value;
    const out: CellOutput = { value, ...defaultFormat(type, value, column), pageTotal: server && !total?.found, columnClass: column?.cellClass ?? '' };
    attrs.pageTotal = out.pageTotal;
    if (!cell.formatter) return out;
    const fn = this.#named(cell.formatter, 'data-formatter');
    return fn ? { ...out, formatter: { name: cell.formatter, fn, rows, attrs } } : null;
  }

  /**
   * One pass per field over the same rows (a page change or a re-render
   * reuses it). The filtered rows only ever drop rows, so as many as the
   * table holds are all of them, whatever the order: a sort or a cleared
   * search reuses the full pass instead of reading 100,000 rows again.
   */
  #stats(rows: Row[], field: string): FieldStats {
    const source = this.#ctx.store.rows;
    const full = rows.length === source.length;
    if (full && this.#fullStats.source !== source) this.#fullStats = { source, stats: new Map() };
    if (!full && this.#statsOf.rows !== rows) this.#statsOf = { rows, stats: new Map() };
    const cache = full ? this.#fullStats.stats : this.#statsOf.stats;
    let stats = cache.get(field);
    if (!stats) cache.set(field, (stats = fieldStats(rows, field, this.#countOnly.has(field))));
    return stats;
  }

  /** A page function named by an attribute (registered formatters, then a dotted path on window). */
  #named(name: string, attr: string): Formatter | undefined {
    const fn = this.#ctx.store.formatter(name);
    if (typeof fn === 'function') return fn;
    this.#ctx.warn(`${attr} "${name.slice(0, 60)}" is not a function — footer cell left as it is`);
    return undefined;
  }

  #callCustom(fn: Formatter, cell: FooterCell, rows: Row[], attrs: Record<string, unknown>): unknown {
    try {
      return (fn as unknown as (...args: unknown[]) => unknown)(rows, cell.el, this.#ctx.table, attrs);
    } catch (error) {
      this.#ctx.warn(`data-custom "${cell.custom}" threw (${describeError(error)}) — footer cell shows nothing`);
      return null;
    }
  }
}

/**
 * The format of a cell that names none: count as a number; sum, avg, min
 * and max in the column's number-like format (a currency column's total is
 * currency), else as a number; a custom value as a number or as its text.
 */
function defaultFormat(type: AggregateType, value: unknown, column: ColumnDef | undefined): Pick<CellOutput, 'format' | 'options'> {
  if (type === 'count') return { format: 'number', options: {} };
  if (type === 'custom') return { format: typeof value === 'number' ? 'number' : 'text', options: {} };
  const own = column?.format && NUMERIC_FORMATS.has(column.format) ? column.format : 'number';
  return { format: own, options: column?.formatOptions ?? {} };
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
function filler(current: HTMLTableCellElement | null, span: number, foot: HTMLTableSectionElement, side: 'start' | 'end'): HTMLTableCellElement | null {
  const first = foot.rows[0];
  if (!span || !first) {
    current?.remove();
    return null;
  }
  const td = current ?? foot.ownerDocument.createElement('td');
  td.className = 'alm-footer-filler';
  td.rowSpan = Math.max(1, foot.rows.length);
  td.colSpan = span;
  const at = side === 'start' ? first.firstChild : null;
  if (td.parentNode !== first || (side === 'start' ? td !== first.firstChild : td !== first.lastChild)) first.insertBefore(td, at);
  return td;
}
