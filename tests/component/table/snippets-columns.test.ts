// Issue 44 item 8 ("snippets keep working"): a DataTable column's `cell` and `header` snippets stay with their
// column when the columns move (the app's bind:columnOrder, a reader's move from the column menu), when a column
// is pinned (bind:pinnedColumns, the column menu's Pin to start), when a column is hidden and shown again
// (bind:hiddenColumns), and when a column collapses into a row's detail (responsive="collapse": the detail holds
// the snippet's cell). Layout-free (jsdom): pins and collapse as the parts apply them.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/svelte';
import { flushSync, tick } from 'svelte';
import Table from './SnippetColumnsTable.svelte';
import { OpenRows } from '../../../src/table/components/responsive.svelte';
import type { TableStore } from '../../../src/table/store.svelte';

afterEach(() => cleanup());

async function mounted(props: Record<string, unknown> = {}) {
  let store!: TableStore;
  const view = render(Table, { props: { ...props, onstore: (s: TableStore) => (store = s) } });
  await vi.waitFor(() => expect(store).toBeDefined());
  return { ...view, store };
}
const fields = () => [...document.querySelectorAll<HTMLElement>('thead tr.alm-header-row th[data-field]')].map((th) => th.dataset.field);
/** Each body row's data cells as what a reader sees of them: a snippet's element by its class, else the text. */
const cells = () => [...document.querySelectorAll<HTMLTableRowElement>('tbody tr[data-id]')].map((tr) =>
  [...tr.querySelectorAll<HTMLTableCellElement>(':scope > td:not(.alm-select-cell)')].map((td) => {
    const own = td.querySelector('a.person, mark.team');
    return own ? `${own.localName}.${own.className}:${own.textContent}` : td.textContent!.trim();
  }));
const teamHeader = () => document.querySelector('th[data-field="team"] .team-head')?.textContent;

describe('cell and header snippets keep working', () => {
  it('when the app reorders the columns (bind:columnOrder): each snippet stays with its column', async () => {
    await mounted();
    expect(cells()).toEqual([['a.person:Ada', 'mark.team:CORE', '€1,200.50'], ['a.person:Grace', 'mark.team:NAVY', '€3,100.00']]);
    await fireEvent.click(screen.getByRole('button', { name: 'app order' }));
    await vi.waitFor(() => expect(fields()).toEqual(['pay', 'team', 'name']), { timeout: 5000 });
    expect(cells()).toEqual([['€1,200.50', 'mark.team:CORE', 'a.person:Ada'], ['€3,100.00', 'mark.team:NAVY', 'a.person:Grace']]);
    expect(teamHeader()).toBe('Team!');
    expect(document.querySelector<HTMLAnchorElement>('a.person')!.getAttribute('href')).toBe('/people/1');
  });

  it('when the reader moves a column from its menu (Move right), and after a sort', async () => {
    await mounted();
    await fireEvent.focusIn(document.querySelector('table')!);
    await fireEvent.click(await screen.findByRole('button', { name: 'Column options: Name' }, { timeout: 5000 }));
    await tick();
    await fireEvent.click(screen.getByRole('menuitem', { name: 'Move right' }));
    flushSync();
    expect(fields()).toEqual(['team', 'name', 'pay']);
    expect(cells()[0]).toEqual(['mark.team:CORE', 'a.person:Ada', '€1,200.50']);
    expect(JSON.parse(screen.getByTestId('order').textContent!)).toEqual(['team', 'name', 'pay']);
    await fireEvent.click(document.querySelector<HTMLButtonElement>('th[data-field="name"] .alm-sort-button')!);
    await fireEvent.click(document.querySelector<HTMLButtonElement>('th[data-field="name"] .alm-sort-button')!);
    flushSync();
    expect(cells()).toEqual([['mark.team:NAVY', 'a.person:Grace', '€3,100.00'], ['mark.team:CORE', 'a.person:Ada', '€1,200.50']]);
  });

  it('when a column is pinned (bind:pinnedColumns to the end; the menu\'s Pin to start): drawn at its end, with its snippet', async () => {
    await mounted();
    await fireEvent.click(screen.getByRole('button', { name: 'pin team to the end' }));
    await vi.waitFor(() => expect(fields()).toEqual(['name', 'pay', 'team']), { timeout: 5000 });
    expect(cells()[1]).toEqual(['a.person:Grace', '€3,100.00', 'mark.team:NAVY']);
    expect(teamHeader()).toBe('Team!');
    await fireEvent.focusIn(document.querySelector('table')!);
    await fireEvent.click(await screen.findByRole('button', { name: 'Column options: Pay' }, { timeout: 5000 }));
    await tick();
    await fireEvent.click(screen.getByRole('menuitem', { name: 'Pin to start' }));
    flushSync();
    expect(fields()).toEqual(['pay', 'name', 'team']);
    expect(cells()[0]).toEqual(['€1,200.50', 'a.person:Ada', 'mark.team:CORE']);
  });

  it('when a column is hidden and shown again (bind:hiddenColumns, the chooser): its snippet comes back with it', async () => {
    await mounted();
    await fireEvent.click(screen.getByRole('button', { name: 'hide team' }));
    await vi.waitFor(() => expect(fields()).toEqual(['name', 'pay']), { timeout: 5000 });
    expect(cells()[0]).toEqual(['a.person:Ada', '€1,200.50']);
    expect(document.querySelector('mark.team')).toBeNull();
    await fireEvent.click(screen.getByRole('button', { name: 'show every column' }));
    await vi.waitFor(() => expect(fields()).toEqual(['name', 'team', 'pay']));
    expect(cells()[0]).toEqual(['a.person:Ada', 'mark.team:CORE', '€1,200.50']);
    expect(teamHeader()).toBe('Team!');
    // The chooser too.
    await fireEvent.click(await screen.findByRole('button', { name: 'Columns' }, { timeout: 5000 }));
    await tick();
    await fireEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Name' }));
    flushSync();
    expect(fields()).toEqual(['team', 'pay']);
    await fireEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Name' }));
    flushSync();
    expect(cells()[1]).toEqual(['a.person:Grace', 'mark.team:NAVY', '€3,100.00']);
  });

  it('when a column collapses (responsive="collapse"): the row\'s detail holds the snippet\'s cell; the rest of the row keeps its snippets', async () => {
    const { store } = await mounted({ responsive: 'collapse' });
    const rows = new OpenRows(store);
    store.collapse(new Set(['team']));
    store.setSlot(rows.slot);
    flushSync();
    expect(fields()).toEqual(['name', 'pay']);
    const row = document.querySelector('tbody tr[data-id="2"]')!;
    expect([...row.querySelectorAll('a.person')].map((a) => a.textContent)).toEqual(['Grace']);
    await fireEvent.click(screen.getByRole('button', { name: 'Show more of row Grace' }));
    flushSync();
    const detail = document.querySelector<HTMLTableRowElement>('tr.alm-detail-row')!;
    expect(detail.previousElementSibling).toBe(row);
    const team = detail.querySelector('mark.team');
    expect([team?.textContent, team?.getAttribute('data-row')]).toEqual(['NAVY', '2']);
    // Moved while collapsed: the detail and the row keep their snippets.
    store.setOrder(['pay', 'team', 'name']);
    flushSync();
    expect(fields()).toEqual(['pay', 'name']);
    expect(document.querySelector('tr.alm-detail-row mark.team')?.textContent).toBe('NAVY');
    expect(document.querySelector('tbody tr[data-id="2"] a.person')?.textContent).toBe('Grace');
  });
});
