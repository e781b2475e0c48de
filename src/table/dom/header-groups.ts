/**
 * Group header rows (issue 44 item 2), in the columns part (./column-resize.ts): dom/features.ts loads it
 * at start for a table whose thead has rows above its header row (store.groups). The
 * page's rows are read (text, attributes, spans), set aside, and drawn
 * again by ../components/GroupRows.svelte over the columns as they are
 * drawn: they follow a move, a pin, a hidden column and responsive
 * collapse, and have a cell over the checkbox and feature columns. The
 * page's rows come back, exactly, when the part stops.
 */
import { mount, unmount } from 'svelte';
import GroupRows from '../components/GroupRows.svelte';
import { groupGrid, type PageGroupRow } from '../model/header-groups';
import type { FeatureContext } from './feature';

/**
 * An element's own attributes, without its spans and scope (the part draws those), never an on* handler, and
 * no style (written as an attribute it would break a strict CSP; the pin part writes its own on the rows).
 */
const attrsOf = (el: Element): Record<string, string> =>
  Object.fromEntries(Array.from(el.attributes).filter((a) => !/^(colspan|rowspan|scope|style|on)/i.test(a.name)).map((a) => [a.name, a.value]));

export function startGroups({ store, table }: FeatureContext): Array<() => void> {
  const head = table.tHead;
  const header = head?.querySelector<HTMLTableRowElement>(':scope > tr.alm-header-row');
  const rows = head ? Array.from(head.rows).slice(0, store.groups) : [];
  if (!head || !header || !rows.length || rows.includes(header)) return [];
  // Rows holding the page's own controls (a search field, a link) are not group rows to draw again as text: they stay.
  if (rows.some((tr) => tr.querySelector('input, select, textarea, button, a[href], [tabindex]'))) return [];
  const read: PageGroupRow[] = rows.map((tr) => ({
    attrs: attrsOf(tr),
    cells: Array.from(tr.cells, (cell) => ({ text: (cell.textContent ?? '').trim(), attrs: attrsOf(cell), colSpan: cell.colSpan, rowSpan: cell.rowSpan })),
  }));
  const grid = groupGrid(read.map((row) => row.cells), store.columns.length);
  // The rows and what lies between them are set aside together: they come back as they were.
  const next = rows[rows.length - 1].nextSibling;
  const range = table.ownerDocument.createRange();
  range.setStartBefore(rows[0]);
  range.setEndAfter(rows[rows.length - 1]);
  const aside = range.extractContents();
  const drawn = mount(GroupRows, { target: head, anchor: header, props: { store, rows: read, grid } });
  return [() => {
    void unmount(drawn);
    head.insertBefore(aside, next && next.parentNode === head ? next : head.firstChild);
  }];
}
