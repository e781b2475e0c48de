// Shared by the footer component tests: a table mounted in jsdom as the script path mounts it
// (dom/mount.svelte.ts: TableParts loads the footer part, TableFoot.svelte), torn down after each test.
import { afterEach, vi } from 'vitest';
import { flushSync } from 'svelte';
import { resetWarnings } from '../../../src/core/warn';
import { mountTable } from '../../../src/table/dom/mount.svelte';
import { readTable } from '../../../src/table/dom/markup';
import { buildConfig } from '../../../src/table/model/config';
import { GLOBAL_DEFAULTS } from '../../../src/table/model/options';
import type { Row } from '../../../src/table/model/types';
import { TableStore } from '../../../src/table/store.svelte';

const teardowns: Array<() => void> = [];
afterEach(() => {
  teardowns.splice(0).forEach((t) => t());
  document.body.innerHTML = '';
});

export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
export const HEAD = '<thead><tr><th data-field="name">Name</th><th data-field="qty" data-type="number">Qty</th><th data-field="price" data-format="currency" data-currency="USD" data-decimals="2">Price</th></tr></thead>';
export const ROWS: Row[] = [
  { id: 1, name: 'Ann', qty: 2, price: 10 },
  { id: 2, name: 'Bob', qty: 3, price: '20.5' },
  { id: 3, name: 'Cy', qty: 5, price: 1 },
];

export async function setup(tableHtml: string, rows: Row[] | null = ROWS, globals: Record<string, unknown> = {}) {
  document.body.innerHTML = `<div>${tableHtml}</div>`;
  const table = document.querySelector('table') as HTMLTableElement;
  const parsed = readTable(table)!;
  const config = buildConfig({ id: parsed.id, global: GLOBAL_DEFAULTS, markup: parsed.options, template: null, filterModes: {}, hasSearchControl: true });
  const store = new TableStore(config, parsed.columns, [], { resolveFormatter: (name) => globals[name] as never });
  // The table's warnings (core/warn: once per message), without their `[almanac] table "t": ` head.
  resetWarnings();
  const warnings: string[] = [];
  const head = `[almanac] table "${parsed.id}": `;
  const spy = vi.spyOn(console, 'warn').mockImplementation((m: unknown) => void (String(m).startsWith(head) && warnings.push(String(m).slice(head.length))));
  const events: Array<[string, Record<string, unknown>]> = [];
  store.listen((name, payload) => events.push([name, payload]));
  await import('../../../src/table/components/TableFoot.svelte'); // the part, loaded (TableParts asks for it at mount)
  const unmount = mountTable(table, store, parsed.leafRow, parsed.toolbar);
  if (rows) store.setData(rows);
  else if (parsed.rows) store.setData(parsed.rows);
  const teardown = () => {
    unmount();
    store.dispose();
    spy.mockRestore();
  };
  teardowns.push(teardown);
  await settle();
  flushSync();
  await settle();
  return { table, store, warnings, events, teardown: () => teardowns.splice(teardowns.indexOf(teardown), 1)[0]() };
}
export const text = (selector: string) => document.querySelector(selector)?.textContent;
export const footTexts = (table: HTMLTableElement) => Array.from(table.tFoot!.rows, (r) => Array.from(r.cells, (c) => c.textContent));

