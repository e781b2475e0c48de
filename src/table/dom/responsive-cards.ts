/**
 * Cards (data-responsive="cards", the responsive part), while the table's box
 * is narrower than data-cards-below: the table has the class alm-cards (the
 * part's stylesheet lays each row out as a card), each body cell its
 * column's label in `data-label` (shown before the value by the stylesheet,
 * hidden from assistive technology: the cell's column header names it), and
 * the table's parts their table roles written out (`display: block` on table
 * parts drops them in some browsers). Rows drawn later (windowing, a new
 * page, new columns) get them too. Everything is taken off again when the
 * cards go.
 */
import type { TableStore } from '../store.svelte';
import { headerRow } from './responsive-measure';

const PARTS = ':is(thead, tbody, tfoot)';

export function followCards(store: TableStore, table: HTMLTableElement): () => void {
  const label = () => {
    const header = headerRow(table);
    const labels = Array.from(header?.cells ?? [], (th) => {
      const field = th.dataset.field;
      if (field !== undefined) return store.visible.find((c) => c.field === field)?.label ?? '';
      return th.classList.contains('alm-select-cell') ? '' : (th.textContent ?? '').trim();
    });
    mark(table, 'role', 'table');
    for (const part of table.querySelectorAll<HTMLElement>(`:scope > ${PARTS}`)) mark(part, 'role', 'rowgroup');
    for (const tr of table.querySelectorAll<HTMLTableRowElement>(`:scope > ${PARTS} > tr`)) {
      mark(tr, 'role', 'row');
      const body = tr.parentElement === table.tBodies[0] && !tr.matches('.alm-spacer, .alm-state-row');
      Array.from(tr.cells).forEach((cell, i) => {
        mark(cell, 'role', cell.tagName === 'TH' ? 'columnheader' : 'cell');
        if (body && labels[i]) mark(cell, 'data-label', labels[i]);
      });
    }
  };
  table.classList.add('alm-cards');
  label();
  // Rows and cells Svelte draws later (attributes are not observed: writing them does not call this again).
  const observer = new MutationObserver(label);
  observer.observe(table, { childList: true, subtree: true });
  const stop = store.listen((name) => name === 'table:render' && label());
  return () => {
    observer.disconnect();
    stop();
    table.classList.remove('alm-cards');
    for (const el of [table, ...table.querySelectorAll('[data-alm-cards]')]) {
      for (const name of (el.getAttribute('data-alm-cards') ?? '').split(' ')) if (name) el.removeAttribute(name);
      el.removeAttribute('data-alm-cards');
    }
  };
}

/** Give `el` attribute `name` (unless it has that value), noting it as the cards' so that it is taken off with them. */
function mark(el: Element, name: string, value: string): void {
  if (el.getAttribute(name) === value) return;
  el.setAttribute(name, value);
  const own = el.getAttribute('data-alm-cards') ?? '';
  if (!own.split(' ').includes(name)) el.setAttribute('data-alm-cards', own ? `${own} ${name}` : name);
}
