// The footer chunk on a mounted table in jsdom (spec "Footer cells (tfoot)"; issue "TableManager III" 6).
// The browser behaviour (loading the chunk, the demo API, server totals) is in tests/e2e/table-footer.e2e.ts.
import { flushSync } from 'svelte';
import { describe, expect, it } from 'vitest';
import type { Row } from '../../../src/table/model/types';
import { footTexts, HEAD, ROWS, settle, setup, text } from './footer-helpers';
import EmptyCell from './EmptyCell.svelte';

describe('explicit cells (data-aggregate)', () => {
  it('sum, avg, count, min and max over the filtered rows of all pages, updated on every render', async () => {
    const { store } = await setup(`<table data-table="t" data-page-size="1">${HEAD}<tfoot><tr>
      <td data-aggregate="count" id="c"></td><td data-aggregate="sum" id="s"></td><td data-aggregate="avg" id="a"></td></tr>
      <tr><td></td><td data-aggregate="min" data-field="qty" id="mn"></td><td data-aggregate="max" id="mx"></td></tr></tfoot></table>`);
    expect([text('#c'), text('#s'), text('#a'), text('#mn'), text('#mx')]).toEqual(['3', '10', '$10.50', '2', '$20.50']);
    store.setSearch('b');
    await settle();
    expect([text('#c'), text('#s'), text('#a')]).toEqual(['1', '3', '$20.50']);
    store.setSearch('');
    store.setPage(3);
    await settle();
    expect(text('#s')).toBe('10');
  });

  it('data-format and the cell\'s own data-decimals / data-currency; prefix and suffix around the text', async () => {
    await setup(`<table data-table="t">${HEAD}<tfoot><tr><td></td>
      <td data-aggregate="avg" data-decimals="2" data-prefix="avg " data-suffix=" pcs" id="a"></td>
      <td data-aggregate="sum" data-format="currency" data-currency="EUR" data-decimals="0" id="s"></td></tr></tfoot></table>`);
    expect(text('#a')).toBe('avg 3.33 pcs');
    expect(text('#s')).toMatch(/^€32$/);
  });

  it('th and td alike; data-field wins over the leaf column; colspan moves the fallback column', async () => {
    await setup(`<table data-table="t">${HEAD}<tfoot><tr><th colspan="2" data-aggregate="sum" data-field="qty" id="q"></th><th data-aggregate="count" id="p"></th></tr></tfoot></table>`);
    expect(text('#q')).toBe('10');
    expect(text('#p')).toBe('3');
  });

  it('rule 2: a cell with text is kept as it is (one warning when it names an aggregate)', async () => {
    const { warnings } = await setup(`<table data-table="t">${HEAD}<tfoot><tr><th>Total</th><td data-aggregate="sum">n/a</td><td data-aggregate="sum" id="s"></td></tr></tfoot></table>`);
    expect(footTexts(document.querySelector('table')!)).toEqual([['Total', 'n/a', '$31.50']]);
    expect(warnings).toEqual(['a footer cell with data-aggregate="sum" already has text — kept as it is (footer rule 2)']);
  });

  it('rule 3: a mixed column shows nothing for sum; count still counts', async () => {
    await setup(`<table data-table="t">${HEAD}<tfoot><tr><td data-aggregate="count" id="c"></td><td data-aggregate="sum" id="s" data-prefix="Σ "></td><td></td></tr></tfoot></table>`,
      [...ROWS, { id: 4, name: 'Di', qty: 'lots', price: 2 }]);
    expect(text('#s')).toBe('');
    expect(text('#c')).toBe('4');
  });

  it('data-cell-class adds classes; data-align sets the text alignment; else the column\'s data-cell-class applies', async () => {
    await setup(`<table data-table="t"><thead><tr><th data-field="name">N</th><th data-field="qty" data-cell-class="num">Q</th></tr></thead>
      <tfoot><tr><td data-aggregate="count" data-cell-class="big  total" data-align="Right" class="mine" id="c"></td><td data-aggregate="sum" id="s"></td></tr></tfoot></table>`);
    const c = document.querySelector('#c') as HTMLElement;
    expect(c.className).toBe('mine big total');
    expect(c.style.textAlign).toBe('right');
    expect(document.querySelector('#s')!.className).toBe('num');
  });
});

describe('data-formatter and data-custom', () => {
  it('the formatter gets (cell, value, rows, attrs) with the footer attrs; a returned Node is placed; prefix/suffix stay text', async () => {
    const calls: unknown[][] = [];
    const fmt = (cell: HTMLElement, value: unknown, rows: Row[], attrs: Record<string, unknown>) => {
      calls.push([cell, value, rows, attrs]);
      const b = document.createElement('b');
      b.textContent = `<${String(value)}>`;
      return b;
    };
    const { table } = await setup(`<table data-table="t">${HEAD}<tfoot><tr><td></td><td data-aggregate="sum" data-formatter="fmt" data-prefix="<i>" data-suffix="!" id="s"></td><td></td></tr></tfoot></table>`, ROWS, { fmt });
    const cell = document.querySelector('#s')!;
    expect(cell.innerHTML).toBe('&lt;i&gt;<b>&lt;10&gt;</b>!');
    const [argCell, value, rows, attrs] = calls[0] as [Element, number, Row[], Record<string, unknown>];
    expect(argCell).toBe(cell);
    expect(value).toBe(10);
    expect(rows).toHaveLength(3);
    expect(attrs).toMatchObject({ isFooter: true, field: 'qty', aggregateType: 'sum', tableId: 't', table, aggregate: 10 });
    expect((attrs.column as { field: string }).field).toBe('qty');
  });

  it('a formatter string return is HTML the page author chose, as for body cells (spec column rule 4)', async () => {
    await setup(`<table data-table="t">${HEAD}<tfoot><tr><td></td><td data-aggregate="sum" data-formatter="fmt" id="s"></td><td></td></tr></tfoot></table>`,
      ROWS, { fmt: (_c: unknown, v: number) => `<strong>${v}</strong>` });
    expect(document.querySelector('#s strong')?.textContent).toBe('10');
  });

  it('data-custom gets (rows, cell, table, attrs) and its value is shown as text, through data-format when given', async () => {
    let args: unknown[] = [];
    const custom = (...a: unknown[]) => ((args = a), '<img src=x onerror=alert(1)>');
    const total = (rows: Row[]) => rows.reduce((n, r) => n + Number(r.qty) * Number(r.price), 0);
    const { table } = await setup(`<table data-table="t">${HEAD}<tfoot><tr><td data-aggregate="custom" data-custom="custom" id="c"></td><td></td>
      <td data-aggregate="custom" data-custom="total" data-format="currency" data-currency="USD" id="t"></td></tr></tfoot></table>`, ROWS, { custom, total });
    expect(document.querySelector('#c')!.innerHTML).toBe('&lt;img src=x onerror=alert(1)&gt;');
    expect(text('#t')).toBe('$86.50');
    expect((args[0] as Row[]).length).toBe(3);
    expect(args[1]).toBe(document.querySelector('#c'));
    expect(args[2]).toBe(table);
    expect(args[3]).toMatchObject({ isFooter: true, aggregateType: 'custom', field: 'name', tableId: 't' });
  });

  it('a custom function that throws warns once and the cell shows nothing', async () => {
    const { warnings } = await setup(`<table data-table="t">${HEAD}<tfoot><tr><td data-aggregate="custom" data-custom="boom" id="c"></td></tr></tfoot></table>`,
      ROWS, { boom: () => { throw new Error('bad'); } });
    expect(text('#c')).toBe('');
    expect(warnings).toEqual(['data-custom "boom" threw (bad) — footer cell shows nothing']);
  });
});

describe('malformed footer attributes warn and leave the cell as it was', () => {
  it('unknown aggregate, unknown format, names that are not functions, data-class, bad data-align and data-decimals', async () => {
    const { warnings } = await setup(`<table data-table="t">${HEAD}<tfoot><tr>
      <td data-aggregate="median" id="a"></td><td data-aggregate="sum" data-format="money" id="b"></td>
      <td data-aggregate="sum" data-formatter="nope" id="c"></td></tr>
      <tr><td data-aggregate="custom" data-custom="missing" id="d"></td><td data-aggregate="custom" id="e"></td>
      <td data-aggregate="count" data-class="x" data-align="middle" data-decimals="-1" id="f"></td></tr></tfoot></table>`);
    expect(['#a', '#b', '#c', '#d', '#e'].map(text)).toEqual(['', '', '', '', '']);
    expect(text('#f')).toBe('3');
    expect(document.querySelector('#f')!.getAttribute('style')).toBeNull();
    expect(warnings.sort()).toEqual([
      'a footer cell has data-aggregate="custom" and no data-custom function name — cell left as it is',
      'a footer cell has data-align "middle", not left, right, center, start, end or justify — ignored',
      'a footer cell has data-class, which is not supported — use the class attribute (ignored)',
      'a footer cell has data-decimals "-1", not a whole number 0 to 20 — ignored',
      'a footer cell has data-format "money", which is not a known format — cell left as it is',
      'data-aggregate "median" is not sum, avg, count, min, max or custom — cell left as it is',
      'data-custom "missing" is not a function — footer cell left as it is',
      'data-formatter "nope" is not a function — footer cell left as it is',
    ]);
  });
});

describe('legacy data-footer-aggregates (rule 5)', () => {
  it('fills only blank single-column cells; filled and colspan cells are untouched', async () => {
    const { table } = await setup(`<table data-table="t" data-footer-aggregates='{"name":"count","qty":"sum","price":"avg"}'>
      <thead><tr><th data-field="name">N</th><th data-field="qty">Q</th><th data-field="price">P</th><th data-field="x">X</th></tr></thead>
      <tfoot><tr><th>Total</th><td></td><td colspan="2"></td></tr><tr><td></td><td> </td><td></td><td></td></tr></tfoot></table>`);
    expect(footTexts(table)).toEqual([['Total', '10', ''], ['3', '10', '10.5', '']]);
  });

  it('with no tfoot, one is made (a cell per column) and removed on teardown', async () => {
    const { table, teardown } = await setup(`<table data-table="t" data-footer-aggregates='{"qty":"max"}'>${HEAD}</table>`);
    expect(footTexts(table)).toEqual([['', '5', '']]);
    teardown();
    expect(table.tFoot).toBeNull();
  });

  it('a bad entry warns and the others work', async () => {
    const { table, warnings } = await setup(`<table data-table="t" data-footer-aggregates='{"qty":"total","price":"min"}'>${HEAD}</table>`);
    expect(footTexts(table)).toEqual([['', '', '$1.00']]);
    expect(warnings).toEqual(['data-footer-aggregates: "qty" has "total", not sum, avg, count, min or max — that field is not aggregated']);
  });

  it('data-show-footer with neither tfoot nor map: one warning, nothing made', async () => {
    const { table, warnings } = await setup(`<table data-table="t" data-show-footer>${HEAD}</table>`);
    expect(table.tFoot).toBeNull();
    expect(warnings).toEqual(['data-show-footer is set but the table has no <tfoot> and no data-footer-aggregates — no footer shown']);
  });
});

describe('the page\'s own rows and cells', () => {
  it('a row keeps its attributes (an id); a cell the page filled keeps its own nodes, which go back on teardown', async () => {
    const html = `<table data-table="t">${HEAD}<tfoot><tr id="sums" class="r"><td data-aggregate="count"></td><td data-aggregate="sum"></td><td id="note"><a href="#x">see</a> below</td></tr></tfoot></table>`;
    const { table, teardown } = await setup(html);
    expect(table.querySelector('tfoot tr#sums.r')!.textContent).toBe('310see below');
    const link = table.querySelector('#note a')!;
    teardown();
    expect(table.querySelector('#note a')).toBe(link);
    expect(table.tFoot!.innerHTML).toBe('<tr id="sums" class="r"><td data-aggregate="count"></td><td data-aggregate="sum"></td><td id="note"><a href="#x">see</a> below</td></tr>');
  });
});

describe('alignment with the rendered header', () => {
  const TABLE = `<table data-table="t" data-show-checkbox>${HEAD}<tfoot><tr><th colspan="2">Total</th><td data-aggregate="sum" id="s"></td></tr><tr><td></td><td></td><td></td></tr></tfoot></table>`;

  it('a checkbox column gets a blank cell at the start spanning every footer row', async () => {
    const { table } = await setup(TABLE);
    const first = table.tFoot!.rows[0].cells[0];
    expect(first.className).toBe('alm-footer-filler');
    expect(first.rowSpan).toBe(2);
    expect(table.tFoot!.rows[1].cells).toHaveLength(3);
  });

  it('the row-actions column, once installed, gets a blank cell at the end; removed with it', async () => {
    const { table, store } = await setup(TABLE);
    const slot = { label: 'Actions', className: 'alm-row-actions', Cell: EmptyCell };
    store.setSlot(slot);
    flushSync();
    await settle();
    const row = table.tFoot!.rows[0];
    expect(row.cells[row.cells.length - 1].className).toBe('alm-footer-filler');
    store.setSlot(slot, false);
    flushSync();
    await settle();
    expect(row.cells[row.cells.length - 1].id).toBe('s');
  });

  it('hidden columns: cells over them are hidden, colspans shrink, and both come back', async () => {
    const { table, store } = await setup(TABLE);
    store.setColumnVisible('qty', false);
    await settle();
    const [label] = table.tFoot!.querySelectorAll('th');
    expect(label.colSpan).toBe(1);
    expect((table.tFoot!.rows[1].cells[1] as HTMLElement).hidden).toBe(true);
    store.setColumnVisible('qty', true);
    await settle();
    expect(label.colSpan).toBe(2);
    expect((table.tFoot!.rows[1].cells[1] as HTMLElement).hidden).toBe(false);
  });
});

describe('table:footerSetup and teardown', () => {
  it('emits table:footerSetup once with tableId, tfoot and the rows', async () => {
    const { table, store, events } = await setup(`<table data-table="t">${HEAD}<tfoot><tr><td></td><td data-aggregate="sum"></td><td></td></tr></tfoot></table>`);
    store.setSearch('a');
    await settle();
    const setups = events.filter(([name]) => name === 'table:footerSetup').map(([, p]) => p);
    expect(setups).toHaveLength(1);
    expect(setups[0]).toMatchObject({ tableId: 't', tfoot: table.tFoot });
    expect(setups[0].data).toEqual(ROWS);
    expect(setups[0].aggregates).toMatchObject([{ field: 'qty', aggregateType: 'sum', value: 10, pageTotal: false }]);
  });

  it('teardown puts the page\'s tfoot back exactly: content, classes, style, title, colspan, hidden, filler cells', async () => {
    const html = `<table data-table="t" data-show-checkbox>${HEAD}<tfoot><tr><th colspan="2" title="t">Total <i>x</i></th><td data-aggregate="sum" data-cell-class="z" data-align="end" class="k"><span></span></td></tr></tfoot></table>`;
    document.body.innerHTML = html;
    const original = document.querySelector('tfoot')!.outerHTML;
    const { table, store, teardown } = await setup(html);
    store.setColumnVisible('qty', false);
    await settle();
    expect(table.tFoot!.outerHTML).not.toBe(original);
    teardown();
    expect(table.tFoot!.outerHTML).toBe(original);
  });
});
