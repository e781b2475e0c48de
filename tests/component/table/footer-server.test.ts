// Footers of server-side tables in jsdom: meta.aggregates, page totals (issue "TableManager III" 6).
import { describe, expect, it } from 'vitest';
import type { TableStore } from '../../../src/table/store.svelte';
import { HEAD, ROWS, settle, setup, text } from './footer-helpers';

describe('server-side tables (store.isServerSide)', () => {
  const serve = (store: TableStore, aggregates?: Record<string, unknown>) =>
    store.applyPayload({ rows: ROWS.slice(0, 2), meta: { page: 1, pageSize: 2, total: 30, totalPages: 15, ...(aggregates ? { aggregates } : {}) }, raw: null }, true);
  const TABLE = `<table data-table="t">${HEAD}<tfoot><tr><td data-aggregate="count" id="c"></td><td data-aggregate="sum" id="s"></td><td data-aggregate="max" id="m"></td></tr></tfoot></table>`;

  it('meta.aggregates gives the totals of every matching row, by field and type', async () => {
    const { store } = await setup(TABLE, null);
    serve(store, { name: { count: 30 }, qty: 99, price: { max: '70.25' } });
    await settle();
    expect([text('#c'), text('#s'), text('#m')]).toEqual(['30', '99', '$70.25']);
    expect(document.querySelectorAll('.alm-page-total')).toHaveLength(0);
  });

  it('without a server total the current page is aggregated and marked as a page total', async () => {
    const { store } = await setup(TABLE, null);
    serve(store, { qty: 99 });
    await settle();
    expect(text('#s')).toBe('99');
    const c = document.querySelector('#c') as HTMLElement;
    expect(c.textContent).toBe('2 (this page)');
    expect(c.classList.contains('alm-page-total')).toBe(true);
    expect(c.title).toBe('Total of this page only');
    expect(c.querySelector('.alm-page-note')?.textContent).toBe(' (this page)');
  });

  it('a total that is not a number warns once and the page total is shown instead', async () => {
    const { store, warnings } = await setup(TABLE, null);
    serve(store, { qty: '<b>many</b>' });
    await settle();
    expect(text('#s')).toBe('5 (this page)');
    expect(warnings).toContain('meta.aggregates "qty" is not a number — the page total is shown');
  });

  it('back to client-side data: the marking goes, the title the page wrote comes back', async () => {
    const { store } = await setup(TABLE.replace('id="c"', 'id="c" title="Rows"'), null);
    serve(store);
    await settle();
    expect((document.querySelector('#c') as HTMLElement).title).toBe('Total of this page only');
    store.setData(ROWS);
    await settle();
    const c = document.querySelector('#c') as HTMLElement;
    expect([c.textContent, c.title, c.className]).toEqual(['3', 'Rows', '']);
  });
});

