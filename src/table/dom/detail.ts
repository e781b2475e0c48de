/**
 * Detail rows (issue 47 item 4), a part: dom/features.ts loads it for a
 * table with a `<template data-detail-template>` among its children or
 * `data-detail-source`. It reads both, adds the disclosure column and the
 * panels (components/detail.svelte.ts) and keeps the open panels in the
 * address bar (`detail=3,17`, prefixed as the table's other keys; read at
 * start and on back/forward; each panel the reader opens or closes adds a
 * history entry). The Almanac tables a panel holds are enhanced
 * (TableManager.discover) once it shows, and torn down (destroyTable: their
 * requests, timers and listeners end, table:destroyed) when it closes.
 */
import { TableManager } from '../TableManager';
import { DetailRows } from '../components/detail.svelte';
import { readOpen, writeOpen } from '../model/detail';
import { keepListInUrl } from './url-list';
import type { FeatureContext } from './feature';

export function startDetail({ store, table, warn }: FeatureContext): Array<() => void> {
  const template = table.querySelector('template[data-detail-template]')?.innerHTML.trim() || null;
  const source = table.getAttribute('data-detail-source')?.trim() || null;
  if (!template && !source) return (warn('data-detail-source is empty and there is no <template data-detail-template> — no detail rows'), []);
  const rows = new DetailRows(store, { template, source, warn, enhance: (panel) => TableManager.discover(panel), release });
  store.setSlot(rows.slot);
  return [keepInUrl(store, rows, warn), () => (store.setSlot(rows.slot, false), rows.stop())];
}

/**
 * Tear down the enhanced tables (alm-table: a refused duplicate id never is) of a closing panel, a microtask
 * later: when the panel closes because TableManager.destroy() tears its table down, that call tears them down itself.
 */
function release(panel: Element): void {
  const ids = [...panel.querySelectorAll('table.alm-table[data-table]')].map((table) => table.getAttribute('data-table')!);
  queueMicrotask(() => ids.forEach((id) => TableManager.getTable(id) && TableManager.destroyTable(id)));
}

/** The open panels in the URL of a table with URL state; returns what stops it. */
function keepInUrl(store: FeatureContext['store'], rows: DetailRows, warn: FeatureContext['warn']): () => void {
  const read = (value: string | null, key: string) => rows.set(readOpen(value, (problem) => warn(`URL parameter ${key}: ${problem} — left out`)) ?? [], false);
  return keepListInUrl(store, 'detail', rows, read, () => writeOpen(new Set(rows.ids)));
}
