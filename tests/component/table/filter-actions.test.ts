// The filter actions component (components/FilterActions.svelte) on a real store in jsdom (spec
// data-filter-actions, "Filter action entry", "HTTP interactions" 3 and 4). The browser behaviour
// against the demo API (the popup, the built-in confirm dialog) is in tests/e2e/table-filter-actions.e2e.ts.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/svelte';
import { flushSync } from 'svelte';
import FilterActions from '../../../src/table/components/FilterActions.svelte';
import { buildConfig } from '../../../src/table/model/config';
import { makeColumn } from '../../../src/table/model/columns';
import { GLOBAL_DEFAULTS } from '../../../src/table/model/options';
import { TableStore } from '../../../src/table/store.svelte';
import { resetWarnings } from '../../../src/core/warn';

type Entries = Record<string, unknown>;

function setup(filterActions: Entries | null, props: Record<string, unknown> = {}) {
  const config = buildConfig({ id: 'people', global: GLOBAL_DEFAULTS, markup: { filterActions }, template: null, filterModes: {}, hasSearchControl: false });
  const store = new TableStore(config, [makeColumn({ field: 'name', sortable: true }), makeColumn({ field: 'status' })], [{ id: 1, name: 'Ada', status: 'active' }]);
  const events: Array<[string, Record<string, unknown>]> = [];
  store.listen((name, payload) => events.push([name, payload]));
  const warnings: string[] = [];
  vi.spyOn(console, 'warn').mockImplementation((message: string) => void warnings.push(message));
  const view = render(FilterActions, { store, ...props });
  return { store, events, warnings, view };
}

const answer = (body: unknown, status = 200) => vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
const heard = (events: Array<[string, Record<string, unknown>]>, name: string) => events.filter(([n]) => n === name).map(([, p]) => p);
const confirming = (answers: boolean[]) => {
  const confirm = vi.fn(async () => answers.shift() ?? false);
  (window as unknown as { DialogManager?: unknown }).DialogManager = { confirm };
  return confirm;
};

afterEach(() => {
  delete (window as unknown as { DialogManager?: unknown }).DialogManager;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetWarnings();
  document.body.replaceChildren();
});

describe('the group', () => {
  it('one control per entry, in order, in a labelled group: buttons and real links with their classes and a safe target', () => {
    setup({
      recalc: { label: 'Recalculate', url: '/api/recalc', className: 'btn primary' },
      csv: { label: 'CSV', url: '/export.csv?all=1', type: 'link', target: '_blank' },
      here: { label: 'Here', url: 'https://example.org/report', type: 'link' },
    }, { name: 'Staff' });
    const group = screen.getByRole('group', { name: 'Actions for Staff' });
    expect(group.className).toBe('alm-filter-actions');
    expect([...group.children].map((el) => [el.tagName, el.textContent, el.className])).toEqual([
      ['BUTTON', 'Recalculate', 'alm-filter-action btn primary'], ['A', 'CSV', 'alm-filter-action'], ['A', 'Here', 'alm-filter-action'],
    ]);
    expect(screen.getByRole('button', { name: 'Recalculate' }).getAttribute('type')).toBe('button');
    const csv = screen.getByRole('link', { name: 'CSV' });
    expect([csv.getAttribute('href'), csv.getAttribute('target'), csv.getAttribute('rel')]).toEqual(['/export.csv?all=1', '_blank', 'noopener noreferrer']);
    const here = screen.getByRole('link', { name: 'Here' });
    expect([here.getAttribute('href'), here.getAttribute('target'), here.getAttribute('rel')]).toEqual(['https://example.org/report', null, null]);
  });

  it("a link's href follows the filters, the search and the sort", () => {
    const { store } = setup({ csv: { label: 'CSV', url: '/export.csv', type: 'link' } });
    const link = screen.getByRole('link', { name: 'CSV' });
    expect(link.getAttribute('href')).toBe('/export.csv');
    store.setFilters({ status: 'active' });
    store.setSearch('ad');
    store.setSort([{ field: 'name', dir: 'desc' }]);
    flushSync();
    expect(Object.fromEntries(new URL(link.getAttribute('href')!, location.href).searchParams)).toEqual({ status: 'active', search: 'ad', sort: 'name desc' });
  });

  it('bad entries: one warning for the attribute; the good entries show', () => {
    const { warnings } = setup({ js: { url: 'javascript:alert(1)', type: 'link' }, far: { url: 'https://elsewhere.invalid/x' }, ok: { label: 'OK', url: '/ok' } });
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['OK']);
    expect(warnings).toEqual([
      '[almanac] table "people": data-filter-actions entry "js": url "javascript:alert(1)" is missing or refused (a link needs an http(s) or relative URL) — entry ignored; '
        + 'data-filter-actions entry "far": url "https://elsewhere.invalid/x" is missing or refused (a button posts to this site only) — entry ignored',
    ]);
  });

  it('no usable entry, or no place in the page: nothing shows, one warning; no data-filter-actions: nothing, no warning', () => {
    expect(setup({ y: {} }).warnings).toEqual(['[almanac] table "people": data-filter-actions entry "y": url null is missing or refused (a button posts to this site only) — entry ignored; data-filter-actions has no usable entry — filter actions disabled']);
    expect(document.querySelector('.alm-filter-actions')).toBeNull();
    document.body.replaceChildren();
    vi.restoreAllMocks();
    expect(setup({ a: { url: '/a' } }, { placed: false }).warnings).toEqual(['[almanac] table "people": the table has no parent element for its filter actions — filter actions disabled']);
    expect(document.querySelector('.alm-filter-actions')).toBeNull();
    document.body.replaceChildren();
    vi.restoreAllMocks();
    expect(setup(null).warnings).toEqual([]);
    expect(document.body.textContent).toBe('');
  });
});

describe('a button', () => {
  it('POSTs {action, tableId, filters, sort}, busy while it waits; table:filterAction gets the payload with the response', async () => {
    const fetch = answer({ success: true, done: 3 });
    vi.stubGlobal('fetch', fetch);
    const { store, events } = setup({ recalc: { label: 'Recalculate', url: '/api/recalc' } });
    store.setFilters({ status: 'active' });
    store.setSort([{ field: 'name', dir: 'asc' }]);
    const button = screen.getByRole('button', { name: 'Recalculate' });
    await fireEvent.click(button);
    expect(button.getAttribute('aria-busy')).toBe('true');
    await fireEvent.click(button); // busy: a second press sends nothing
    await vi.waitFor(() => expect(heard(events, 'table:filterAction')).toHaveLength(1));
    const body = { action: 'recalc', tableId: 'people', filters: { status: 'active' }, sort: { name: 'asc' } };
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body))).toEqual(body);
    expect(heard(events, 'table:filterAction')[0]).toEqual({ tableId: 'people', action: 'recalc', type: 'button', url: `${location.origin}/api/recalc`, params: body, response: { success: true, done: 3 } });
    flushSync();
    expect(button.getAttribute('aria-busy')).toBeNull();
  });

  it('a failure notifies and emits table:error; the button can be pressed again', async () => {
    vi.stubGlobal('fetch', answer({ success: false, message: 'Not now' }));
    const { events } = setup({ recalc: { label: 'Recalculate', url: '/api/recalc' } });
    await fireEvent.click(screen.getByRole('button', { name: 'Recalculate' }));
    await vi.waitFor(() => expect(heard(events, 'table:error')).toHaveLength(1));
    expect(heard(events, 'table:error')[0]).toMatchObject({ tableId: 'people', action: 'recalc' });
    expect(document.querySelector('.alm-toast-error')?.textContent).toBe('Not now');
    flushSync();
    expect(screen.getByRole('button', { name: 'Recalculate' }).getAttribute('aria-busy')).toBeNull();
  });

  it('with confirm: asks first; No sends nothing; Yes sends', async () => {
    const fetch = answer({ success: true });
    vi.stubGlobal('fetch', fetch);
    const confirm = confirming([false, true]);
    const { events } = setup({ archive: { label: 'Archive', url: '/api/archive', confirm: 'Archive them all?' } });
    await fireEvent.click(screen.getByRole('button', { name: 'Archive' }));
    await vi.waitFor(() => expect(confirm).toHaveBeenCalledWith('Archive them all?'));
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Archive' }).getAttribute('aria-busy')).toBeNull());
    expect(fetch).not.toHaveBeenCalled();
    await fireEvent.click(screen.getByRole('button', { name: 'Archive' }));
    await vi.waitFor(() => expect(heard(events, 'table:filterAction')).toHaveLength(1));
  });
});

describe('a link', () => {
  it('followed: table:filterAction with its href and the query parameters, no response; the browser navigates', async () => {
    const { store, events } = setup({ csv: { label: 'CSV', url: '/export.csv', type: 'link' } });
    store.setFilters({ status: 'active' });
    flushSync();
    const link = screen.getByRole('link', { name: 'CSV' }) as HTMLAnchorElement;
    let prevented: boolean | null = null;
    document.addEventListener('click', (e) => ((prevented = e.defaultPrevented), e.preventDefault()), { once: true });
    await fireEvent.click(link);
    expect(prevented).toBe(false);
    expect(heard(events, 'table:filterAction')).toEqual([{ tableId: 'people', action: 'csv', type: 'link', url: link.href, params: { status: 'active' } }]);
  });

  it('with confirm (a click or a middle click): the navigation waits for the answer; Cancel stays, OK opens it', async () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    confirming([false, true]);
    const { events } = setup({ out: { label: 'Out', url: 'https://example.org/out', type: 'link', target: '_blank', confirm: 'Leave?' } });
    const link = screen.getByRole('link', { name: 'Out' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    await new Promise((r) => setTimeout(r, 10));
    expect(open).not.toHaveBeenCalled();
    expect(heard(events, 'table:filterAction')).toEqual([]);
    const middle = new MouseEvent('auxclick', { bubbles: true, cancelable: true, button: 1 });
    link.dispatchEvent(middle);
    expect(middle.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(open).toHaveBeenCalledWith('https://example.org/out', '_blank', 'noopener,noreferrer'));
    expect(heard(events, 'table:filterAction')).toMatchObject([{ action: 'out', type: 'link', url: 'https://example.org/out' }]);
  });
});
