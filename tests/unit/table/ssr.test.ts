// Issue 13 item 1: the table renders on the server (svelte/server) with its first page's rows
// and cells, formats applied as the client applies them, so a page with JavaScript off shows it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JSDOM } from 'jsdom';
import { createRawSnippet } from 'svelte';
import { serverHtml } from '../../helpers/ssr';

const page = (props: Record<string, unknown>) => new JSDOM(serverHtml(props)).window.document;
const cells = (doc: Document) =>
  [...doc.querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('td:not(.alm-select-cell)')].map((td) => td.textContent));

const people = [
  { id: 1, name: 'Ada', city: 'London', team: 'm' },
  { id: 2, name: 'Grace', city: 'Arlington', team: 'n' },
  { id: 3, name: 'Alan', city: 'Wilmslow', team: 'm' },
];

describe('server rendering of DataTable', () => {
  afterEach(() => vi.restoreAllMocks());

  it('plain columns: every row of the first page has its cells (the common case)', () => {
    const doc = page({ id: 'p', columns: [{ field: 'name', label: 'Name' }, { field: 'city', label: 'City' }], rows: people });
    expect(cells(doc)).toEqual([['Ada', 'London'], ['Grace', 'Arlington'], ['Alan', 'Wilmslow']]);
    expect([...doc.querySelectorAll('th')].map((th) => th.textContent)).toEqual(['Name', 'City']);
    expect(doc.querySelector('tbody tr')!.getAttribute('data-id')).toBe('1');
  });

  it('formats are applied as on the client: lookup, number, currency, percent, date patterns (dayjs), booleans', () => {
    const doc = page({
      id: 'f',
      locale: 'en-US',
      columns: [
        { field: 'team', label: 'Team', format: 'lookup', options: { m: 'Manchester', n: 'Navy' } },
        { field: 'n', label: 'N', format: 'number', decimals: 1 },
        { field: 'price', label: 'Price', format: 'currency', currency: 'EUR' },
        { field: 'share', label: 'Share', format: 'percent' },
        { field: 'born', label: 'Born', format: 'date', pattern: 'DD/MM/YYYY' },
        { field: 'active', label: 'Active', format: 'boolean' },
      ],
      rows: [{ id: 1, team: 'n', n: 1234.56, price: 9.5, share: 0.25, born: '1906-12-09', active: true }],
    });
    expect(cells(doc)).toEqual([['Navy', '1,234.6', '€9.50', '25%', '09/12/1906', 'Yes']]);
  });

  it("a number format follows the column's locale", () => {
    const doc = page({ id: 'l', columns: [{ field: 'n', format: 'number', decimals: 2, locale: 'de-DE' }], rows: [{ n: 1234.5 }] });
    expect(cells(doc)).toEqual([['1.234,50']]);
  });

  it('paginated: the first page only, its pager and the caption counts as the client shows them', () => {
    const doc = page({ id: 'pg', pageSize: 2, caption: 'People', columns: [{ autoNumber: true, label: '#' }, { field: 'name' }], rows: people });
    expect(cells(doc)).toEqual([['1', 'Ada'], ['2', 'Grace']]);
    expect(doc.querySelector('.alm-caption')!.textContent).toBe('People Showing 1 to 2 of 3 entries');
    const pager = doc.querySelector('nav.alm-pagination')!;
    expect(pager.getAttribute('aria-label')).toBe('Pagination, pg');
    expect(pager.querySelector('[aria-current="page"]')!.textContent).toBe('1');
    expect(pager.querySelectorAll('button.alm-page')).toHaveLength(2);
  });

  it('a default sort orders the server rows', () => {
    const doc = page({ id: 's', defaultSort: 'name desc', columns: [{ field: 'name', sort: true }], rows: people });
    expect(cells(doc).flat()).toEqual(['Grace', 'Alan', 'Ada']);
    expect(doc.querySelector('th')!.getAttribute('aria-sort')).toBe('descending');
  });

  it("formatter output is in the server HTML: the formatter gets no cell (null) and returns the page author's HTML; one that throws or writes a cell leaves the text", () => {
    const doc = page({
      id: 'c',
      formatters: {
        loud: (cell: HTMLElement | null, value: unknown) => `<b class="loud">${String(value).toUpperCase()}</b>`,
        writes: (cell: HTMLElement | null, value: unknown) => void (cell!.textContent = String(value)),
        count: (cell: HTMLElement | null, value: unknown) => String(value).length,
      },
      columns: [{ field: 'name', formatter: 'loud' }, { field: 'city', formatter: 'writes' }, { field: 'team', formatter: 'count' }],
      rows: [{ id: 1, name: 'Ada', city: 'London', team: 'mm' }],
    });
    expect(cells(doc)).toEqual([['ADA', 'London', '2']]);
    expect(doc.querySelector('tbody td b.loud')!.textContent).toBe('ADA');
  });

  it('form-control columns are in the server HTML: the control with its id, name, accessible name, value and options (text, never markup)', () => {
    const doc = page({
      id: 'c',
      columns: [
        { field: 'name', label: 'Name' },
        { field: 'team', label: 'Team', cellElement: 'select', options: { m: 'Manchester', n: '<b>Navy</b>' } },
        { field: 'qty', label: 'Qty', cellElement: 'number', min: 0 },
        { field: 'ok', label: 'OK', cellElement: 'switch' },
        { field: 'note', label: 'Note', cellElement: 'textarea' },
      ],
      rows: [{ id: 1, name: 'Ada', team: 'n', qty: 4, ok: '1', note: 'hi <i>x</i>' }],
    });
    const select = doc.querySelector('select')!;
    expect([select.id, select.name, select.getAttribute('aria-label'), select.value]).toEqual(['c_team_1', 'team', 'Team, Ada', 'n']);
    expect([...select.options].map((o) => o.textContent)).toEqual(['Manchester', '<b>Navy</b>']);
    const qty = doc.querySelector<HTMLInputElement>('#c_qty_1')!;
    expect([qty.type, qty.value, qty.min, qty.className]).toEqual(['number', '4', '0', 'alm-cell-control']);
    const ok = doc.querySelector<HTMLInputElement>('#c_ok_1')!;
    expect([ok.type, ok.checked, ok.getAttribute('role')]).toEqual(['checkbox', true, 'switch']);
    expect(doc.querySelector('textarea')!.value).toBe('hi <i>x</i>');
    expect(doc.querySelector('b, i')).toBeNull();
  });

  it('markup in values is text: escaped, never parsed', () => {
    const doc = page({ id: 'x', columns: [{ field: 'name' }], rows: [{ name: '<img src=x onerror=alert(1)><b>b</b>' }] });
    const td = doc.querySelector('tbody td')!;
    expect(td.textContent).toBe('<img src=x onerror=alert(1)><b>b</b>');
    expect(td.querySelector('img, b')).toBeNull();
  });

  it('selection checkboxes are named after their rows', () => {
    const doc = page({ id: 'sel', showCheckbox: true, columns: [{ field: 'name' }], rows: people.slice(0, 1) });
    expect(doc.querySelector('tbody input[type="checkbox"]')!.getAttribute('aria-label')).toBe('Select row Ada');
    expect(cells(doc)).toEqual([['Ada']]);
  });

  it('every table option at once renders on the server, a filter applied to the rows', () => {
    const doc = page({
      id: 'all', caption: 'All', locale: 'en-GB', pageSize: 10, pageSizes: [10, 20], searchColumns: ['name'], showCheckbox: true,
      defaultSort: 'name', filters: { team: 'm' },
      columns: [{ field: 'name', sort: true }, { field: 'team', format: 'lookup', options: { m: 'Manchester', n: 'Navy' }, filter: true }],
      rows: people,
    });
    expect(cells(doc)).toEqual([['Ada', 'Manchester'], ['Alan', 'Manchester']]);
    expect(doc.querySelector('input[type="search"], .alm-toolbar input')).not.toBeNull();
  });

  it('a large unpaginated table renders the rows of a first screen, not all of them', () => {
    const many = Array.from({ length: 500 }, (_, i) => ({ id: i + 1, name: `Row ${i + 1}` }));
    const doc = page({ id: 'w', columns: [{ field: 'name' }], rows: many });
    const shown = cells(doc).filter((r) => r.length && r[0] !== '');
    expect(shown.length).toBe(32);
    expect(shown[0]).toEqual(['Row 1']);
  });

  it('footer totals are in the server HTML: footerAggregates over every filtered row, in the column\'s format, aligned with the checkbox', () => {
    const pay = people.map((p, i) => ({ ...p, pay: [1200.5, 3100, 2500][i] }));
    const doc = page({
      id: 'ft', pageSize: 2, showCheckbox: true, filters: { team: 'm' }, footerAggregates: { name: 'count', pay: 'sum' },
      columns: [{ field: 'name', filter: true }, { field: 'team', filter: true }, { field: 'pay', format: 'currency', currency: 'EUR', cellClass: 'num' }],
      rows: pay,
    });
    const foot = doc.querySelector('tfoot')!;
    expect([...foot.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['', '2', '', '€3,700.50']);
    expect(foot.querySelector('td')!.className).toBe('alm-footer-filler');
    expect(foot.querySelectorAll('td')[3].className).toBe('num');
    expect(doc.querySelector('table > tfoot')).toBe(foot);
  });

  it('a source table renders its loading row and sends no request from the server; no callback runs', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const onrender = vi.fn();
    const doc = page({ id: 'r', source: '/api/employees', columns: [{ field: 'name' }], onrender });
    expect(doc.querySelector('tbody .alm-state-loading')!.textContent).toBe('Loading…');
    page({ id: 'plain', columns: [{ field: 'name' }], rows: people, onrender });
    await new Promise((settle) => setTimeout(settle, 50));
    expect(fetch).not.toHaveBeenCalled();
    expect(onrender).not.toHaveBeenCalled();
  });

  it('row actions are in the server HTML: a labelled button per action whose condition holds, a menu button for a submenu', () => {
    const doc = page({
      id: 'ra', columns: [{ field: 'name', label: 'Name' }], rows: people,
      rowActions: {
        view: { label: 'View', title: 'Show the details' },
        more: { label: 'More', submenu: { edit: 'Edit', delete: { label: 'Delete', method: 'DELETE', url: 'https://elsewhere.example/api/{id}' } } },
        wales: { title: 'Visit', condition: "city == 'Wilmslow'" },
      },
    });
    expect([...doc.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual(['Name', 'Actions']);
    const rowButtons = (i: number) => [...doc.querySelectorAll('tbody tr')[i].querySelectorAll('td.alm-row-actions > button, td.alm-row-actions .alm-menu-button')];
    expect(rowButtons(0).map((b) => [b.textContent, b.getAttribute('aria-label'), b.getAttribute('title')])).toEqual([
      ['View', 'View Ada', 'Show the details'],
      ['More', 'More Ada', null],
    ]);
    expect(rowButtons(2).map((b) => b.textContent)).toEqual(['View', 'More', 'Visit']);
    const menu = doc.querySelector('.alm-menu-button')!;
    expect([menu.getAttribute('aria-haspopup'), menu.getAttribute('aria-expanded')]).toEqual(['menu', 'false']);
  });

  it('snippets render on the server: a column\'s cell and header, and the loading row of a source table', () => {
    const cell = createRawSnippet((args: () => { row: { id: number }; text: string }) => ({ render: () => `<a href="/p/${args().row.id}">${args().text}</a>` }));
    const header = createRawSnippet((args: () => { label: string; sort: string | null }) => ({ render: () => `<i>${args().label}:${args().sort ?? '-'}</i>` }));
    const loading = createRawSnippet(() => ({ render: () => '<b class="wait">Fetching…</b>' }));
    const doc = page({ id: 's', columns: [{ field: 'name', label: 'Name', cell, header }], rows: people, defaultSort: 'name' });
    expect([...doc.querySelectorAll('tbody a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([['Ada', '/p/1'], ['Alan', '/p/3'], ['Grace', '/p/2']]);
    expect(doc.querySelector('thead th i')!.textContent).toBe('Name:asc');
    const remote = page({ id: 'r', columns: [{ field: 'name' }], source: '/api/people', loading });
    expect(remote.querySelector('tbody .wait')!.textContent).toBe('Fetching…');
  });
});
