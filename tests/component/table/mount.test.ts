// One Svelte root per table ("Bundles and first paint", item 3.1): the parts render through one
// root and are moved into the page's own thead, tbody and caption and beside the table; the
// teardown puts the page's markup back exactly.
import { flushSync } from 'svelte';
import { describe, expect, it } from 'vitest';
import { mountTable } from '../../../src/table/dom/mount.svelte';
import { place } from '../../../src/table/dom/place';
import { readTable } from '../../../src/table/dom/markup';
import { buildConfig } from '../../../src/table/model/config';
import { GLOBAL_DEFAULTS } from '../../../src/table/model/options';
import { TableStore } from '../../../src/table/store.svelte';

describe('place', () => {
  it('moves the holder\'s children to the spot, in order, and back on teardown', () => {
    const parent = document.createElement('div');
    parent.innerHTML = '<i>a</i><b>z</b>';
    const holder = document.createElement('p');
    holder.innerHTML = '<span>1</span><span>2</span>';
    const undo = place({ parent, before: parent.lastChild })(holder);
    expect(parent.textContent).toBe('a12z');
    expect(holder.childNodes.length).toBe(0);
    // Nodes inserted next to the moved ones (as a Svelte block does, before its anchor) stay inside.
    parent.querySelectorAll('span')[1].after(document.createElement('em'));
    undo!();
    expect(parent.innerHTML).toBe('<i>a</i><b>z</b>');
    expect(parent.childNodes.length).toBe(2);
    expect(holder.innerHTML).toBe('<span>1</span><span>2</span><em></em>');
  });

  it('at the end of the parent when there is no next node; an emptied parent does not hang the teardown', () => {
    const parent = document.createElement('div');
    const holder = document.createElement('p');
    holder.innerHTML = '<span>1</span>';
    const undo = place({ parent, before: null })(holder);
    expect(parent.innerHTML).toBe('<span>1</span>');
    parent.replaceChildren();
    undo!();
    expect(parent.childNodes.length).toBe(0);
  });
});

describe('mountTable', () => {
  function setUp() {
    const box = document.createElement('div');
    box.innerHTML = '<p>before</p><table data-table="m" data-page-size="2" class="own"><caption>Staff</caption>'
      + '<thead><tr><th colspan="2">Group</th></tr><tr><th data-field="name" data-sortable>Name</th><th data-field="n">N</th></tr></thead>'
      + '<tbody><tr><td>Ada</td><td>1</td></tr><tr><td>Grace</td><td>2</td></tr><tr><td>Hedy</td><td>3</td></tr></tbody></table><p>after</p>';
    document.body.appendChild(box);
    const table = box.querySelector('table')!;
    const parsed = readTable(table)!;
    const config = buildConfig({ id: 'm', global: GLOBAL_DEFAULTS, markup: parsed.options, template: null, filterModes: {}, hasSearchControl: false });
    const store = new TableStore(config, parsed.columns, parsed.rows ?? []);
    return { box, table, parsed, store };
  }

  it('puts the parts in the page when it returns: header row, body rows, caption info, toolbar before and pager after the table', () => {
    const { box, table, parsed, store } = setUp();
    const undo = mountTable(table, store, parsed.leafRow, parsed.toolbar);
    flushSync();
    const rows = table.tHead!.rows;
    expect(rows.length).toBe(2);
    expect(rows[0].cells[0].colSpan).toBe(2);
    expect(rows[1].classList.contains('alm-header-row')).toBe(true);
    expect(rows[1].querySelector('th[data-field="name"] .alm-sort-button')).not.toBeNull();
    expect(Array.from(table.tBodies[0].rows, (r) => r.cells[0].textContent)).toEqual(['Ada', 'Grace']);
    expect(table.caption!.textContent).toContain('Staff');
    expect(table.caption!.querySelector('.alm-caption-info')).not.toBeNull();
    const order = Array.from(box.children, (el) => el.className || el.tagName.toLowerCase());
    expect(order).toEqual(['p', 'alm-toolbar', 'own alm-table', 'alm-sr-only', 'alm-pagination', 'p']);
    undo();
  });

  it('updates the moved parts and restores the page markup exactly on teardown', () => {
    const { box, table, parsed, store } = setUp();
    const original = box.innerHTML;
    const undo = mountTable(table, store, parsed.leafRow, parsed.toolbar);
    store.setPage(2);
    flushSync();
    expect(Array.from(table.tBodies[0].rows, (r) => r.cells[0].textContent)).toEqual(['Hedy']);
    undo();
    expect(box.innerHTML).toBe(original);
  });
});
