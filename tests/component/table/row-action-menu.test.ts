// Issue 22 item 5: row actions written as the original framework documents them — `label` the
// visible text and the start of the accessible name, `title` the tooltip, a plain string the label, `submenu` a menu
// button (WAI-ARIA APG "Menu Button", keyboard operable) whose items are row actions, `modal` handed
// to the page's modal manager or, without one, one warning.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flushSync, mount } from 'svelte';
import { buildConfig } from '../../../src/table/model/config';
import { makeColumn } from '../../../src/table/model/columns';
import { GLOBAL_DEFAULTS } from '../../../src/table/model/options';
import { TableStore } from '../../../src/table/store.svelte';
import { attachRowActions } from '../../../src/table/components/row-actions';
import type { Row } from '../../../src/table/model/types';

const rows: Row[] = [{ id: 7, name: 'Pears', status: 'active' }];

async function setup(rowActions: Record<string, unknown>) {
  const config = buildConfig({ id: 'fruit', global: GLOBAL_DEFAULTS, markup: { rowActions }, template: null, filterModes: {}, hasSearchControl: false });
  const store = new TableStore(config, [makeColumn({ field: 'name' })], rows);
  const warnings: string[] = [];
  const events: Array<[string, Record<string, unknown>]> = [];
  store.listen((name, payload) => events.push([name, payload]));
  const stop = attachRowActions({ store, table: document.createElement('table'), warn: (m: string) => warnings.push(m) });
  const tr = document.body.appendChild(document.createElement('table')).createTBody().insertRow();
  // An entry with a submenu: the column comes once the menu button's part is there.
  await vi.waitFor(() => expect(store.slots).toHaveLength(1), { timeout: 10_000 });
  const part = store.slots[0];
  mount(part.Cell!, { target: tr, props: { store, row: rows[0], number: 1, part } });
  flushSync();
  return { store, warnings, events, stop, tr };
}

const menuButton = (tr: HTMLElement) => tr.querySelector<HTMLButtonElement>('.alm-menu-button')!;
const items = (tr: HTMLElement) => [...tr.querySelectorAll<HTMLButtonElement>('[role="menuitem"]')];
const focused = () => document.activeElement?.textContent;
/** A key pressed where focus is (jsdom: a button's Enter or Space is its click, pressed as such). */
async function press(key: string) {
  const at = document.activeElement as HTMLElement;
  if ((key === 'Enter' || key === ' ') && at.tagName === 'BUTTON') at.click();
  else at.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  flushSync();
  await new Promise((resolve) => setTimeout(resolve));
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe('label, title and plain strings', () => {
  it('label is the text and starts the accessible name (label in name), title the tooltip; a plain string is the label', async () => {
    const { tr, stop } = await setup({ view: { label: 'View', title: 'Show the details' }, delete: 'Delete', edit: { title: 'Edit' } });
    const buttons = [...tr.querySelectorAll('button')].map((b) => [b.textContent, b.getAttribute('title'), b.getAttribute('aria-label')]);
    expect(buttons).toEqual([
      ['View', 'Show the details', 'View Pears'],
      ['Delete', null, 'Delete Pears'],
      ['Edit', 'Edit', 'Edit Pears'],
    ]);
    stop();
  });
});

describe('submenu: an APG menu button', () => {
  const entries = { more: { label: 'Actions', submenu: { edit: 'Edit', archive: { label: 'Archive' }, delete: { label: 'Delete' } } } };

  it('is a button with aria-haspopup="menu" and aria-expanded; its menu is closed at first', async () => {
    const { tr, stop } = await setup(entries);
    const button = menuButton(tr);
    expect([button.textContent, button.getAttribute('aria-haspopup'), button.getAttribute('aria-expanded')]).toEqual(['Actions', 'menu', 'false']);
    expect(tr.querySelector('[role="menu"]')).toBeNull();
    stop();
  });

  it('Enter opens it on the first item; Down and Up move, wrapping; Home and End jump; Escape closes it and returns to the button', async () => {
    const { tr, stop } = await setup(entries);
    menuButton(tr).focus();
    await press('Enter');
    await vi.waitFor(() => expect(focused()).toBe('Edit'));
    const menu = tr.querySelector('[role="menu"]')!;
    expect(menu.getAttribute('aria-labelledby')).toBe(menuButton(tr).id);
    expect(menuButton(tr).getAttribute('aria-expanded')).toBe('true');
    expect(menuButton(tr).getAttribute('aria-controls')).toBe(menu.id);
    expect(items(tr).map((i) => [i.textContent, i.tabIndex])).toEqual([['Edit', -1], ['Archive', -1], ['Delete', -1]]);
    await press('ArrowDown');
    expect(focused()).toBe('Archive');
    await press('ArrowDown'); await press('ArrowDown');
    expect(focused()).toBe('Edit');
    await press('ArrowUp');
    expect(focused()).toBe('Delete');
    await press('Home');
    expect(focused()).toBe('Edit');
    await press('End');
    expect(focused()).toBe('Delete');
    await press('a');
    expect(focused()).toBe('Archive');
    await press('Escape');
    await vi.waitFor(() => expect(tr.querySelector('[role="menu"]')).toBeNull());
    expect(document.activeElement).toBe(menuButton(tr));
    expect(menuButton(tr).getAttribute('aria-expanded')).toBe('false');
    stop();
  });

  it('Up opens it on the last item; picking an item with Enter closes the menu, returns focus and runs that action', async () => {
    const { tr, events, stop } = await setup(entries);
    menuButton(tr).focus();
    await press('ArrowUp');
    await vi.waitFor(() => expect(focused()).toBe('Delete'));
    await press('Enter');
    await vi.waitFor(() => expect(events).toHaveLength(1));
    expect(events[0]).toEqual(['table:rowAction', { tableId: 'fruit', action: 'delete', payload: { id: 7, method: 'GET', url: null }, row: rows[0] }]);
    expect(tr.querySelector('[role="menu"]')).toBeNull();
    expect(document.activeElement).toBe(menuButton(tr));
    stop();
  });

  it('a click opens it, another closes it; Tab closes it', async () => {
    const { tr, stop } = await setup(entries);
    menuButton(tr).focus();
    await press('Enter');
    expect(items(tr)).toHaveLength(3);
    menuButton(tr).click();
    flushSync();
    expect(items(tr)).toHaveLength(0);
    menuButton(tr).focus();
    await press('Enter');
    await press('Tab');
    expect(items(tr)).toHaveLength(0);
    stop();
  });

  it('items follow their own condition; a menu whose items are all hidden is not shown', async () => {
    const { tr, stop } = await setup({
      one: { label: 'One', submenu: { a: { label: 'A', condition: "status == 'active'" }, b: { label: 'B', condition: false } } },
      none: { label: 'None', submenu: { c: { label: 'C', condition: false } } },
    });
    expect([...tr.querySelectorAll('.alm-menu-button')].map((b) => b.textContent)).toEqual(['One']);
    menuButton(tr).click();
    flushSync();
    return vi.waitFor(() => expect(items(tr).map((i) => i.textContent)).toEqual(['A'])).then(stop);
  });
});

describe('modal', () => {
  it('is handed to the host ResponseHandler as a modal action, with the row as its data', async () => {
    const process = vi.fn();
    vi.stubGlobal('ResponseHandler', { process });
    const { tr, warnings, stop } = await setup({ view: { label: 'View', modal: { template: 'user-detail', title: 'User Details' } } });
    tr.querySelector('button')!.click();
    await vi.waitFor(() => expect(process).toHaveBeenCalledTimes(1));
    const [payload, context] = process.mock.calls[0];
    expect(payload).toEqual({ success: true, data: rows[0], actions: [{ type: 'modal', action: 'show', template: 'user-detail', title: 'User Details' }] });
    expect(context).toMatchObject({ tableId: 'fruit', action: 'view', row: rows[0], modalConfig: { template: 'user-detail', title: 'User Details' } });
    expect(warnings).toEqual([]);
    stop();
  });

  it('without a modal manager: the event still fires, and one warning says the modal is not shown', async () => {
    const { tr, warnings, events, stop } = await setup({ view: { label: 'View', modal: { template: 'user-detail' } } });
    tr.querySelector('button')!.click();
    await vi.waitFor(() => expect(events).toHaveLength(1));
    expect(warnings).toEqual(['data-row-actions "view": "modal" needs the page\'s modal manager (window.ResponseHandler) — not shown']);
    stop();
  });
});

describe('the menu button part is loaded only for an entry the parser keeps with a submenu', () => {
  it('a submenu that is not an object (the entry skipped, one warning) loads no menu part: the other actions show at once', async () => {
    const lazy = await import('../../../src/core/lazy');
    const spy = vi.spyOn(lazy, 'lazy');
    const config = buildConfig({ id: 'fruit', global: GLOBAL_DEFAULTS, markup: { rowActions: { view: 'View', more: { label: 'More', submenu: 'oops' } } }, template: null, filterModes: {}, hasSearchControl: false });
    const store = new TableStore(config, [makeColumn({ field: 'name' })], rows);
    const warnings: string[] = [];
    const stop = attachRowActions({ store, table: document.createElement('table'), warn: (m: string) => warnings.push(m) });
    expect(store.slots).toHaveLength(1);
    expect(spy).not.toHaveBeenCalled();
    expect(warnings.join(' ')).toMatch(/submenu "oops" is not a JSON object/);
    stop();
  });
});
