/**
 * One tfoot cell: what the page wrote on it (read once: dom/ is the only
 * place that reads markup), and how an aggregate is written into it —
 * `prefix + formatted + suffix` as text, or through a data-formatter
 * exactly as a body cell's custom formatter (dom/formatter.ts), with the
 * prefix and suffix as text around it. Every write is undone by restore().
 */
import { formatValue, isFormatName, type FormatName, type FormatOptions } from '../../core/formats';
import type { FooterCellInput } from '../model/footer-plan';
import type { Formatter, Row } from '../model/types';
import { applyFormatter } from './formatter';
import { sayer } from './say';
import type { TableStore } from '../store.svelte';

const ALIGN = new Set(['left', 'right', 'center', 'start', 'end', 'justify']);
/** What a page total is called on screen and to a screen reader, in English (README "Languages"). */
export const TEXT = { footerPageNote: '(this page)', footerPageTitle: 'Total of this page only' };
const say = sayer(TEXT);

export interface FooterCell {
  el: HTMLTableCellElement;
  input: FooterCellInput;
  /** data-format (checked), and format options given on the cell itself. */
  format?: FormatName;
  options: FormatOptions;
  formatter?: string;
  custom?: string;
  cellClass: string[];
  prefix: string;
  suffix: string;
  align?: string;
  /** A malformed attribute that leaves the cell as it was (warned once). */
  broken?: string;
}

const attr = (el: Element, name: string) => el.getAttribute(name) ?? undefined;
const trimmed = (el: Element, name: string) => attr(el, name)?.trim() || undefined;

/** Read a tfoot cell (th or td, footer rule 1); `warn` gets one message per problem. */
export function readFooterCell(el: HTMLTableCellElement, warn: (message: string) => void): FooterCell {
  const aggregate = attr(el, 'data-aggregate');
  const cell: FooterCell = {
    el,
    input: { colSpan: el.colSpan, rowSpan: el.rowSpan, blank: !el.textContent?.trim(), field: trimmed(el, 'data-field'), aggregate },
    options: {},
    formatter: trimmed(el, 'data-formatter'),
    custom: trimmed(el, 'data-custom'),
    cellClass: (attr(el, 'data-cell-class') ?? '').split(/\s+/).filter(Boolean),
    prefix: attr(el, 'data-prefix') ?? '',
    suffix: attr(el, 'data-suffix') ?? '',
  };
  if (el.hasAttribute('data-class')) warn('a footer cell has data-class, which is not supported — use the class attribute (ignored)');
  const format = trimmed(el, 'data-format');
  if (format && isFormatName(format)) cell.format = format;
  else if (format) cell.broken = `a footer cell has data-format "${format.slice(0, 40)}", which is not a known format — cell left as it is`;
  const align = trimmed(el, 'data-align')?.toLowerCase();
  if (align && ALIGN.has(align)) cell.align = align;
  else if (align) warn(`a footer cell has data-align "${align.slice(0, 40)}", not left, right, center, start, end or justify — ignored`);
  const decimals = trimmed(el, 'data-decimals');
  if (decimals !== undefined) {
    const n = Number(decimals);
    if (Number.isInteger(n) && n >= 0 && n <= 20) cell.options.decimals = n;
    else warn(`a footer cell has data-decimals "${decimals.slice(0, 40)}", not a whole number 0 to 20 — ignored`);
  }
  for (const [name, key] of [['data-locale', 'locale'], ['data-currency', 'currency'], ['data-pattern', 'pattern']] as const) {
    const value = trimmed(el, name);
    if (value) cell.options[key] = value;
  }
  if (aggregate?.trim() === 'custom' && !cell.custom) cell.broken = 'a footer cell has data-aggregate="custom" and no data-custom function name — cell left as it is';
  return cell;
}

interface Snapshot {
  children: Node[];
  attrs: Array<[string, string | null]>;
}

const TOUCHED = ['class', 'style', 'title', 'colspan', 'hidden'];

/** Remembers a cell as the page wrote it before the first change, and puts it back. */
export class CellMemory {
  readonly #saved = new Map<HTMLElement, Snapshot>();

  touch(el: HTMLElement): void {
    if (this.#saved.has(el)) return;
    this.#saved.set(el, { children: Array.from(el.childNodes), attrs: TOUCHED.map((name) => [name, el.getAttribute(name)]) });
  }

  /** The attribute as the page wrote it. */
  original(el: HTMLElement, name: string): string | null {
    const saved = this.#saved.get(el)?.attrs.find(([n]) => n === name);
    return saved ? saved[1] : el.getAttribute(name);
  }

  restore(): void {
    for (const [el, saved] of this.#saved) {
      el.replaceChildren(...saved.children);
      for (const [name, value] of saved.attrs) {
        // Read first: Chromium syncs a style changed through el.style lazily, and removing it unread leaves style="".
        const now = el.getAttribute(name);
        if (value === null) el.removeAttribute(name);
        else if (now !== value) el.setAttribute(name, value);
      }
    }
    this.#saved.clear();
  }
}

/** What to write into a cell. */
export interface CellOutput {
  value: unknown;
  /** Default format when the cell names none ('text' shows the value's own text). */
  format: FormatName;
  options: FormatOptions;
  pageTotal: boolean;
  columnClass: string;
  formatter?: { name: string; fn: Formatter; rows: Row[]; attrs: Record<string, unknown> };
}

/** Write an aggregate (null: skipped, the cell shows nothing) into a cell, as text or through its formatter. */
export function writeCell(cell: FooterCell, out: CellOutput, memory: CellMemory, store: TableStore): void {
  const tableId = store.id;
  const { el } = cell;
  memory.touch(el);
  const skipped = out.value === null || out.value === undefined;
  const text = skipped ? '' : formatValue(out.value, cell.format ?? out.format, { ...out.options, ...cell.options });
  if (out.formatter && !skipped) {
    el.replaceChildren();
    const { name, fn, rows, attrs } = out.formatter;
    // A formatter that threw leaves the cell empty, without prefix and suffix (as a skipped value).
    if (applyFormatter(el, tableId, name, fn, out.value, rows as unknown as Row, attrs)) {
      if (cell.prefix) el.prepend(cell.prefix);
      if (cell.suffix) el.append(cell.suffix);
    }
  } else {
    el.textContent = text ? cell.prefix + text + cell.suffix : '';
  }
  const marked = out.pageTotal && !skipped;
  if (marked) {
    const note = el.ownerDocument.createElement('span');
    note.className = 'alm-page-note';
    note.textContent = ` ${say(store, 'footerPageNote')}`;
    el.append(note);
  }
  el.classList.toggle('alm-page-total', marked);
  const title = marked ? say(store, 'footerPageTitle') : memory.original(el, 'title');
  if (title === null) el.removeAttribute('title');
  else el.setAttribute('title', title);
  for (const name of cell.cellClass.length ? cell.cellClass : out.columnClass.split(/\s+/).filter(Boolean)) el.classList.add(name);
  if (cell.align) el.style.textAlign = cell.align;
}
