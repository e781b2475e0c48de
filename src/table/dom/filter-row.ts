/**
 * The header filter row (th data-filter, spec "Column (th) attributes"):
 * under the header row, a td per visible column; a filtered column gets a
 * select of its lookup's labels ("All" first) when it has a lookup, else a
 * search input. The `filters` chunk, as plain DOM: a table page loads it
 * while its data loads when one of its columns filters (dom/features.ts).
 * (DataTable, which renders on the server too, has FilterRow.svelte: the
 * same row, from the same texts.)
 *
 * It follows the table on table:render: the row is there while a visible
 * column filters; a column's cell is kept while the column object is the
 * same (focus and typing survive), and a control shows a filter set
 * elsewhere (setFilters, back/forward) once that value changes, never
 * rewriting what the reader is typing.
 */
import type { LookupMap } from '../model/cells';
import type { ColumnDef } from '../model/types';
import type { TableStore } from '../store.svelte';
import type { FeatureContext } from './feature';
import { sayer } from './say';

/** The row's English (FilterRow.svelte says them too). */
export const TEXT = {
  filterBy: 'Filter by {column}',
  all: 'All',
};
export const say = sayer(TEXT);

/** One column's cell and, when it filters, its control. */
interface FilterCell {
  td: HTMLTableCellElement;
  control?: HTMLInputElement | HTMLSelectElement;
  /** The select's options as made (value and label, one string per option). */
  options?: string;
  /** The value last written into the control (a changed filter is written once, as Svelte's value= does). */
  shown?: string;
}

export function attachFilterRow({ store, table }: FeatureContext): () => void {
  const tr = document.createElement('tr');
  tr.className = 'alm-filter-row';
  // Empty cells under the feature columns (drag handles, checkboxes, row actions): a header row as long
  // as a body row (screen readers count them).
  const blanks: HTMLTableCellElement[] = [];
  const blank = (i: number) => (blanks[i] ??= document.createElement('td'));
  let cells = new Map<ColumnDef, FilterCell>();
  const render = () => {
    const columns = store.visible;
    if (!columns.some((c) => c.filter)) return tr.remove();
    const next = new Map<ColumnDef, FilterCell>();
    for (const column of columns) next.set(column, update(store, column, cells.get(column)));
    cells = next;
    const lead = store.lead.length + (store.config.showCheckbox ? 1 : 0);
    const tds = [
      ...Array.from({ length: lead }, (_, i) => blank(i)),
      ...[...next.values()].map((c) => c.td),
      ...store.tail.map((_, i) => blank(lead + i)),
    ];
    // Moving a focused control would blur it: the row changes only when its cells do.
    if (tds.length !== tr.children.length || tds.some((td, i) => tr.children[i] !== td)) tr.replaceChildren(...tds);
    if (!tr.isConnected) table.tHead?.querySelector(':scope > .alm-header-row')?.after(tr);
  };
  render();
  const off = store.listen((name) => name === 'table:render' && render());
  // A feature column (drag handles, row actions) comes and goes without table:render: follow the header row.
  const header = new MutationObserver(render);
  const headerRow = table.tHead?.querySelector(':scope > .alm-header-row');
  if (headerRow) header.observe(headerRow, { childList: true });
  return () => (off(), header.disconnect(), tr.remove());
}

/**
 * A column's cell brought up to date: made again only when its kind of
 * control changes (a lookup came or went); a select's options follow its
 * lookup in place, so a focused select stays focused after a load.
 */
function update(store: TableStore, column: ColumnDef, cell: FilterCell | undefined): FilterCell {
  const field = column.field;
  const filters = column.filter && !!field;
  const lookup = filters ? store.lookups.get(field) : undefined;
  if (!cell || !!cell.control !== filters || cell.control?.tagName === 'SELECT' !== !!lookup) cell = make(store, column, lookup);
  const { control } = cell;
  if (!control) return cell;
  // The name follows the table's language (it can change at run time: README "Languages").
  control.setAttribute('aria-label', say(store, 'filterBy', { column: column.label }));
  const value = store.query.filters[field] ?? '';
  if (lookup) {
    const entries = [['', say(store, 'all')], ...lookup];
    const options = JSON.stringify(entries);
    if (options !== cell.options) {
      control.replaceChildren(...entries.map(([v, text]) => new Option(text, v)));
      cell.options = options;
      cell.shown = undefined; // a select picks its value again once its options change
    }
  }
  if (value !== cell.shown && control.value !== (cell.shown = value)) control.value = value;
  return cell;
}

function make(store: TableStore, column: ColumnDef, lookup: LookupMap | undefined): FilterCell {
  const td = document.createElement('td');
  if (!column.filter || !column.field) return { td };
  const control = document.createElement(lookup ? 'select' : 'input');
  control.className = 'alm-filter';
  if (!lookup) (control as HTMLInputElement).type = 'search';
  control.addEventListener(lookup ? 'change' : 'input', () => store.setFilter(column.field, control.value));
  td.append(control);
  return { td, control };
}
