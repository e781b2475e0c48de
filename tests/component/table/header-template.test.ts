// The page author's th content and row templates are shown without Svelte's {@html}: th content as
// copies of the page's own nodes (never re-parsed), row templates as an attachment on the body's <tr>.
import { flushSync } from 'svelte';
import { describe, expect, it } from 'vitest';
import { mountTable } from '../../../src/table/dom/mount.svelte';
import { readTable } from '../../../src/table/dom/markup';
import { templateRow } from '../../../src/table/dom/template-row';
import { buildConfig } from '../../../src/table/model/config';
import { GLOBAL_DEFAULTS } from '../../../src/table/model/options';
import { TableStore } from '../../../src/table/store.svelte';

function mount(head: string) {
  const box = document.createElement('div');
  box.innerHTML = `<table data-table="h"><thead><tr>${head}</tr></thead><tbody><tr><td>b</td><td>1</td></tr><tr><td>a</td><td>2</td></tr></tbody></table>`;
  document.body.appendChild(box);
  const table = box.querySelector('table')!;
  const parsed = readTable(table)!;
  const config = buildConfig({ id: 'h', global: GLOBAL_DEFAULTS, markup: parsed.options, template: null, filterModes: {}, hasSearchControl: false });
  const store = new TableStore(config, parsed.columns, parsed.rows ?? []);
  const undo = mountTable(table, store, parsed.leafRow, parsed.toolbar);
  flushSync();
  return { table, store, undo };
}

describe('a th with elements keeps the page author\'s content (an <abbr>, an icon)', () => {
  it('inside the sort button of a sortable column, once, before the sort icon; and in a plain header cell', () => {
    const { table, store, undo } = mount('<th data-field="name" data-sortable><abbr title="Full name">Nm</abbr> <i class="ico"></i></th><th data-field="n"><b>N</b>o.</th>');
    const [name, n] = Array.from(table.tHead!.rows[0].cells);
    const button = name.querySelector('button.alm-sort-button')!;
    expect(button.querySelectorAll('abbr[title="Full name"]').length).toBe(1);
    expect(button.querySelector('i.ico')).not.toBeNull();
    expect(button.firstElementChild!.tagName).toBe('ABBR');
    expect(button.lastElementChild!.className).toBe('alm-sort-icon');
    expect(n.innerHTML.replace(/<!---->/g, '')).toBe('<b>N</b>o.');
    store.toggleSort('name', false);
    flushSync();
    expect(table.tHead!.rows[0].cells[0].querySelectorAll('abbr').length).toBe(1);
    expect(Array.from(table.tBodies[0].rows, (r) => r.cells[0].textContent)).toEqual(['a', 'b']);
    undo();
  });

  it('a th of plain text shows the label, no copies', () => {
    const { table, undo } = mount('<th data-field="name">Name</th><th data-field="n">N</th>');
    expect(table.tHead!.rows[0].cells[0].innerHTML.replace(/<!---->/g, '')).toBe('Name');
    undo();
  });
});

describe('templateRow: the filled template goes onto the body\'s <tr>', () => {
  const body = () => document.createElement('tbody');
  it('the template row\'s attributes and cells, values escaped', () => {
    const tbody = body();
    const tr = tbody.appendChild(document.createElement('tr'));
    templateRow('<tr data-id="{{id}}" class="r"><td>{{name}}</td><td><button data-action="edit">Edit</button></td></tr>', { id: 7, name: '<b>x</b>' })(tr);
    expect(tr.getAttribute('data-id')).toBe('7');
    expect(tr.className).toBe('r');
    expect(tr.cells.length).toBe(2);
    expect(tr.cells[0].textContent).toBe('<b>x</b>');
    expect(tr.querySelector('b')).toBeNull();
  });

  it('further rows of the template follow it and leave with it', () => {
    const tbody = body();
    const tr = tbody.appendChild(document.createElement('tr'));
    const undo = templateRow('<tr><td>{{a}}</td></tr><tr class="more"><td>{{b}}</td></tr>', { a: 1, b: 2 })(tr);
    expect(Array.from(tbody.rows, (r) => r.textContent)).toEqual(['1', '2']);
    undo();
    expect(tbody.rows.length).toBe(1);
  });

  it('a template of cells only fills the row itself', () => {
    const tr = body().appendChild(document.createElement('tr'));
    templateRow('<td>{{a}}</td><td>{{b}}</td>', { a: 'x', b: 'y' })(tr);
    expect(Array.from(tr.cells, (c) => c.textContent)).toEqual(['x', 'y']);
  });
});
