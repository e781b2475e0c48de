// Issue 44 item 6 (phone widths) in the components: columns collapsed by data-responsive="collapse"
// (TableStore.collapse, as the responsive part does it) leave the header and the rows but not the
// columns the reader or an export sees; each row gets a disclosure button, "Show more of row X", whose
// detail row lists the collapsed columns, labelled, with the very cells the row would show (formats,
// lookups, form controls); the DataTable `responsive` prop brings the part, which a table without
// layout (jsdom) leaves as it is.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/svelte';
import { flushSync, tick } from 'svelte';
import Table from './ResponsiveTable.svelte';
import { OpenRows } from '../../../src/table/components/responsive.svelte';
import { exportColumns } from '../../../src/table/model/export';
import type { TableStore } from '../../../src/table/store.svelte';

afterEach(() => cleanup());

async function mounted(props: Record<string, unknown> = {}) {
  let store!: TableStore;
  const view = render(Table, { props: { ...props, onstore: (s: TableStore) => (store = s) } });
  await vi.waitFor(() => expect(store).toBeDefined());
  await vi.waitFor(() => expect(view.container.querySelectorAll('tbody tr[data-id]').length).toBe(2));
  return { ...view, store };
}
const headers = (root: HTMLElement) => [...root.querySelectorAll('thead tr.alm-header-row th')].map((th) => th.textContent!.trim());
/** Collapse `fields` and give the rows their disclosure buttons, as the responsive part does. */
function collapse(store: TableStore, fields: string[]) {
  const rows = new OpenRows(store);
  store.collapse(new Set(fields));
  store.setSlot(rows.slot);
  flushSync();
  return rows;
}

describe('collapsed columns', () => {
  it('with nothing to measure (jsdom) the table keeps every column and no disclosure button', async () => {
    const { container } = await mounted();
    await tick();
    expect(headers(container)).toEqual(['Select all rows', 'Name', 'Team', 'Pay', 'Status'].map((h) => (h === 'Select all rows' ? '' : h)));
    expect(screen.queryAllByRole('button', { name: /Show more/ })).toEqual([]);
  });

  it('leave the header and the rows; the columns stay visible to the column state and to an export', async () => {
    const { container, store } = await mounted();
    collapse(store, ['team', 'status']);
    expect(headers(container)).toEqual(['More', '', 'Name', 'Pay']);
    expect(container.querySelector('tbody tr[data-id]')!.querySelectorAll('td').length).toBe(4);
    expect(store.columns.filter((c) => !c.visible)).toEqual([]);
    expect(exportColumns(store.columns).map((c) => c.label)).toEqual(['Name', 'Team', 'Pay', 'Status']);
  });

  it('a disclosure button per row opens a detail row: the collapsed columns labelled, their cells as the row would show them', async () => {
    const { container, store } = await mounted();
    collapse(store, ['team', 'pay', 'status']);
    const button = screen.getByRole('button', { name: 'Show more of row Ada' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await fireEvent.click(button);
    flushSync();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const detail = container.querySelector<HTMLTableRowElement>('tr.alm-detail-row')!;
    expect(detail.previousElementSibling!.getAttribute('data-id')).toBe('1');
    expect(button.getAttribute('aria-controls')).toBe(detail.id);
    expect(detail.cells[0].colSpan).toBe(detail.previousElementSibling!.querySelectorAll(":scope > td").length);
    const list = within(detail);
    expect(list.getAllByRole('rowheader').map((th) => th.textContent)).toEqual(['Team', 'Pay', 'Status']);
    expect(list.getByRole('row', { name: /Team/ }).textContent).toContain('Manchester');
    expect(list.getByRole('row', { name: /Pay/ }).textContent).toContain('€1,200.50');
    // The form control of a collapsed column edits the row from the detail.
    const select = list.getByRole('combobox') as HTMLSelectElement;
    expect(select.value).toBe('on');
    await fireEvent.click(button);
    flushSync();
    expect(container.querySelector('tr.alm-detail-row')).toBeNull();
  });

  it('an open row stays open when it is edited (rows are kept open by id) and when the rows are sorted', async () => {
    const { container, store } = await mounted();
    collapse(store, ['team', 'status']);
    await fireEvent.click(screen.getByRole('button', { name: 'Show more of row Grace' }));
    flushSync();
    store.patchRow(store.rows[1], { team: 'm' });
    store.toggleSort('name');
    await tick();
    flushSync();
    const detail = container.querySelector<HTMLTableRowElement>('tr.alm-detail-row')!;
    expect(detail.previousElementSibling!.getAttribute('data-id')).toBe('2');
    expect(detail.textContent).toContain('Manchester');
  });

  it('columns shown again: the disclosure buttons and details go', async () => {
    const { container, store } = await mounted();
    const rows = collapse(store, ['team']);
    await fireEvent.click(screen.getByRole('button', { name: 'Show more of row Ada' }));
    store.collapse(new Set());
    store.setSlot(rows.slot, false);
    flushSync();
    expect(headers(container)).toEqual(['', 'Name', 'Team', 'Pay', 'Status']);
    expect(container.querySelector('tr.alm-detail-row, .alm-toggle')).toBeNull();
  });
});

describe('the responsive option', () => {
  it('a value other than collapse or cards: one warning naming the table and the value; the table keeps its layout', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = await mounted({ responsive: 'fold' });
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('[almanac] table "resp": data-responsive "fold" is not collapse or cards — the table keeps its layout'));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(headers(container)).toEqual(['', 'Name', 'Team', 'Pay', 'Status']);
    warn.mockRestore();
  });

  it('cards with a width that is not a positive number: one warning, cards below 600 px', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await mounted({ responsive: 'cards', cardsBelow: -5 });
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('[almanac] table "resp": data-cards-below "-5" is not a positive number of pixels — cards below 600 px'));
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
