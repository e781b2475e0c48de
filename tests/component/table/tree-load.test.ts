// Issue 47 item 3: a tree row's children from the table's source (dom/tree-load.ts), with the race rules of
// page loads: the request carries parent=<id> with the table's sort and filters; the answer's rows join the
// table's rows, each without a parent value taken as the opened row's child; a newer request for the same
// row wins; rows replaced meanwhile without the opened row drop the answer; a failure is reported once.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildConfig } from '../../../src/table/model/config';
import { makeColumn } from '../../../src/table/model/columns';
import { GLOBAL_DEFAULTS } from '../../../src/table/model/options';
import { TableStore } from '../../../src/table/store.svelte';
import { loadChildren } from '../../../src/table/dom/tree-load';
import type { Row } from '../../../src/table/model/types';

const columns = [makeColumn({ field: 'task', label: 'Task', sortable: true })];
function store(rows: Row[]) {
  const config = buildConfig({ id: 'tl', global: GLOBAL_DEFAULTS, markup: { source: '/api/tasks' }, template: null, filterModes: {}, hasSearchControl: false });
  return new TableStore(config, columns, rows);
}
/** A fetch whose answers the test releases, in any order. */
function held() {
  const calls: Array<{ url: string; release: (body: unknown) => void }> = [];
  const fetch = vi.fn((url: string) => new Promise((resolve) => calls.push({ url, release: (body) => resolve(new Response(JSON.stringify(body), { status: 200 })) })));
  vi.stubGlobal('fetch', fetch);
  return calls;
}
const until = (check: () => boolean) => vi.waitFor(() => expect(check()).toBe(true));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('loadChildren', () => {
  it('asks the source for parent=<id> with the sort; the children join the rows under the row', async () => {
    const parent = { id: 8, task: 'Visual design', hasChildren: true };
    const s = store([parent]);
    s.setSort([{ field: 'task', dir: 'desc' }]);
    const calls = held();
    const done = loadChildren(s, parent, 'parentId');
    await until(() => calls.length === 1);
    const url = new URL(calls[0].url, location.href);
    expect([url.pathname, url.searchParams.get('parent'), url.searchParams.get('sort')]).toEqual(['/api/tasks', '8', 'task desc']);
    calls[0].release({ data: [{ id: 13, task: 'Palette' }, { id: 14, task: 'Type', parentId: 8 }] });
    expect(await done).toBe(true);
    expect(s.rows.map((r) => [r.id, r.parentId])).toEqual([[8, undefined], [13, 8], [14, 8]]);
    s.dispose();
  });

  it('a newer request for the same row wins; the older answer is dropped', async () => {
    const parent = { id: 1, task: 'Build', hasChildren: true };
    const s = store([parent]);
    const calls = held();
    const first = loadChildren(s, parent, 'parentId');
    await until(() => calls.length === 1);
    const second = loadChildren(s, parent, 'parentId');
    await until(() => calls.length === 2);
    calls[1].release({ data: [{ id: 2, task: 'New' }] });
    calls[0].release({ data: [{ id: 3, task: 'Old' }] });
    expect([await first, await second]).toEqual([false, true]);
    expect(s.rows.map((r) => r.task)).toEqual(['Build', 'New']);
    s.dispose();
  });

  it('rows replaced meanwhile without the opened row: the answer is dropped', async () => {
    const parent = { id: 1, task: 'Build', hasChildren: true };
    const s = store([parent]);
    const calls = held();
    const done = loadChildren(s, parent, 'parentId');
    await until(() => calls.length === 1);
    s.setData([{ id: 9, task: 'Other page' }]);
    calls[0].release({ data: [{ id: 2, task: 'Late' }] });
    expect(await done).toBe(false);
    expect(s.rows.map((r) => r.task)).toEqual(['Other page']);
    s.dispose();
  });

  it('a failed request: table:error with action tree, nothing joins', async () => {
    const parent = { id: 1, task: 'Build', hasChildren: true };
    const s = store([parent]);
    const errors: unknown[] = [];
    s.listen((name, payload) => name === 'table:error' && errors.push(payload.action));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('fetch', vi.fn(async () => new Response('no', { status: 500 })));
    expect(await loadChildren(s, parent, 'parentId')).toBe(false);
    expect(errors).toEqual(['tree']);
    expect(s.rows).toHaveLength(1);
    s.dispose();
  });
});
