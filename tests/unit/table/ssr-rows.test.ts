// Editable rows render on the server (svelte/server) as DataTable shows them before any script runs:
// a "Row" column with Copy and Delete named by their row in every row, and the rows bar with Add right
// after the table; nothing warns there (rows without ids are told of in the browser), and a table
// with drag reorder only has the bar's place (the handles and their hint come with the drag part).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JSDOM } from 'jsdom';
import { serverHtml } from '../../helpers/ssr';

const page = (props: Record<string, unknown>) => new JSDOM(serverHtml(props)).window.document;
const base = {
  id: 'items', columns: [{ field: 'name', label: 'Item' }, { field: 'qty', label: 'Qty' }],
  rows: [{ id: 1, name: 'Apples', qty: 3 }, { id: 2, name: 'Pears', qty: 5 }],
};

describe('server rendering of editable rows', () => {
  afterEach(() => vi.restoreAllMocks());

  it('every row has the Copy/Delete cell, the header says "Row", and the bar with Add is right after the table', () => {
    const doc = page({ ...base, editableRows: true });
    expect([...doc.querySelectorAll('thead th')].map((th) => [th.textContent, th.className || null])).toEqual([['Item', null], ['Qty', null], ['Row', 'alm-row-edit']]);
    const cells = [...doc.querySelectorAll('tbody td.alm-row-edit')];
    expect(cells).toHaveLength(2);
    expect([...cells[1].children].map((b) => [b.tagName, b.getAttribute('type'), b.className, b.getAttribute('aria-label'), b.textContent])).toEqual([
      ['BUTTON', 'button', 'alm-row-action alm-row-copy', 'Copy Pears', 'Copy'],
      ['BUTTON', 'button', 'alm-row-action alm-row-delete', 'Delete Pears', 'Delete'],
    ]);
    const bar = doc.querySelector('.alm-table-wrap > table + .alm-rows-bar')!;
    expect([...bar.children].map((b) => [b.className, b.textContent])).toEqual([['alm-row-action alm-row-add', 'Add row']]);
  });

  it('no warning on the server, not even for rows without ids; without the prop, no column and no bar', () => {
    const warn = vi.spyOn(console, 'warn');
    expect(page({ ...base, editableRows: true, rows: [{ name: 'No id' }] }).querySelectorAll('td.alm-row-edit')).toHaveLength(1);
    expect(warn).not.toHaveBeenCalled();
    const plain = page(base);
    expect(plain.querySelector('.alm-row-edit, .alm-rows-bar')).toBeNull();
  });

  it('drag reorder alone: an empty bar (its hint, live region and help come with the drag part), no Copy/Delete column', () => {
    const doc = page({ ...base, rowSortable: true });
    expect(doc.querySelector('.alm-rows-bar')!.children).toHaveLength(0);
    expect(doc.querySelector('.alm-row-edit')).toBeNull();
  });
});
