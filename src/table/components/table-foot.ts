/**
 * What a footer cell shows (TableFoot.svelte): the server's total when it
 * sent one (server-side), else computed over the rows given (all filtered
 * rows client-side; the current page server-side, then marked as a page
 * total); a data-custom value; a data-formatter's output. Calls the page's
 * functions, so not in model/ (the pure parts are model/footer-cells.ts).
 */
import { describeError } from '../../core/json';
import { aggregateFromStats, serverTotal, type AggregateType, type FieldStats } from '../model/aggregates';
import { footerText, type FooterCell } from '../model/footer-cells';
import type { FooterCellPlan } from '../model/footer-plan';
import type { ColumnDef, Formatter, Row } from '../model/types';
import { applyFormatter } from '../dom/formatter';
import { sayer } from '../dom/say';
import type { TableStore } from '../store.svelte';

/** What a page total is called on screen and to a screen reader, in English (README "Languages"). */
export const TEXT = { footerPageNote: '(this page)', footerPageTitle: 'Total of this page only' };
export const say = sayer(TEXT);

/** What a planned cell shows. */
export interface Shown {
  field: string;
  type: AggregateType;
  value: unknown;
  /** The text (prefix, formatted value, suffix) when the cell names no formatter. */
  text: string;
  /** Server-side without a server total: the current page's. */
  pageTotal: boolean;
  /** A page total with a value: marked as such. */
  marked: boolean;
  columnClass: string;
  /** The formatter's name, function and footer attrs (spec: data-formatter). */
  formatter?: { name: string; fn: Formatter; attrs: Record<string, unknown> };
}

export interface ShowContext {
  store: TableStore;
  /** The rows aggregated. */
  rows: Row[];
  stats(field: string): FieldStats;
  /** The table element, for data-custom and data-formatter. */
  table: HTMLTableElement | null;
  warn(message: string): void;
}

/**
 * What `cell` (planned as `p`) shows; null when it is left as the page wrote
 * it (a function name that is not a function); undefined while a custom
 * cell has no element yet to give its function.
 */
export function show(ctx: ShowContext, cell: FooterCell, p: FooterCellPlan & { type: AggregateType }, el: HTMLElement | undefined): Shown | null | undefined {
  const { store, rows } = ctx;
  const server = store.isServerSide;
  const type = p.type;
  const column = store.columns.find((c) => c.field === p.field) ?? store.columns[p.start];
  const attrs: Record<string, unknown> = { isFooter: true, field: p.field, aggregateType: type, tableId: store.id, column, table: ctx.table, pageTotal: false };
  const total = server ? serverTotal(store.serverMeta?.aggregates, p.field, type) : null;
  if (total && !total.found && total.problem) ctx.warn(`meta.aggregates "${p.field}" ${total.problem} — the page total is shown`);
  let value: unknown;
  if (total?.found) value = total.value;
  else if (type === 'custom') {
    const fn = named(ctx, cell.custom as string, 'data-custom');
    if (!fn) return null;
    if (!el) return undefined;
    attrs.pageTotal = server;
    value = callCustom(ctx, fn, cell, el, attrs);
  } else value = aggregateFromStats(ctx.stats(p.field), type);
  const pageTotal = server && !total?.found;
  Object.assign(attrs, { aggregate: value, pageTotal });
  const out: Shown = {
    field: p.field, type, value, pageTotal, text: footerText(cell, type, value, column), columnClass: column?.cellClass ?? '',
    marked: pageTotal && value !== null && value !== undefined,
  };
  if (!cell.formatter) return out;
  const fn = named(ctx, cell.formatter, 'data-formatter');
  return fn ? { ...out, formatter: { name: cell.formatter, fn, attrs } } : null;
}

/** A page function named by an attribute (registered formatters, then a dotted path on window). */
function named(ctx: ShowContext, name: string, attr: string): Formatter | undefined {
  const fn = ctx.store.formatter(name);
  if (typeof fn === 'function') return fn;
  ctx.warn(`${attr} "${name.slice(0, 60)}" is not a function — footer cell left as it is`);
  return undefined;
}

function callCustom(ctx: ShowContext, fn: Formatter, cell: FooterCell, el: HTMLElement, attrs: Record<string, unknown>): unknown {
  try {
    return (fn as unknown as (...args: unknown[]) => unknown)(ctx.rows, el, ctx.table, attrs);
  } catch (error) {
    ctx.warn(`data-custom "${cell.custom}" threw (${describeError(error)}) — footer cell shows nothing`);
    return null;
  }
}

/**
 * Attachment writing a cell that names a data-formatter, as a body cell's
 * custom formatter (dom/formatter.ts) with the prefix and suffix as text
 * around it; a skipped value, or a formatter that threw, leaves it empty.
 */
export function formatted(store: TableStore, cell: FooterCell, out: Shown | null | undefined, rows: Row[]) {
  return (el: HTMLElement) => {
    el.replaceChildren();
    const f = out?.formatter;
    if (!f || out.value === null || out.value === undefined) return;
    if (applyFormatter(el, store.id, f.name, f.fn, out.value, rows as unknown as Row, f.attrs)) {
      if (cell.prefix) el.prepend(cell.prefix);
      if (cell.suffix) el.append(cell.suffix);
    }
    if (out.marked) note(store)(el);
  };
}

/** Attachment: the page-total note after a cell's text, said to a screen reader too (its title says more). */
export function note(store: TableStore) {
  return (el: HTMLElement) => {
    const span = el.ownerDocument.createElement('span');
    span.className = 'alm-page-note';
    span.textContent = ` ${say(store, 'footerPageNote')}`;
    el.append(span);
    return () => span.remove();
  };
}
