/**
 * Detail rows (issue 47 item 4), a part: dom/features.ts loads it for a
 * table with a `<template data-detail-template>` among its children or
 * `data-detail-source`. It reads both, adds the disclosure column and the
 * panels (components/detail.svelte.ts) and keeps the open panels in the
 * address bar (`detail=3,17`, prefixed as the table's other keys; read at
 * start and on back/forward; each panel the reader opens or closes adds a
 * history entry). The Almanac tables a panel holds are enhanced
 * (TableManager.discover) once it shows.
 */
import { TableManager } from '../TableManager';
import { DetailRows } from '../components/detail.svelte';
import { readOpen, writeOpen } from '../model/detail';
import type { FeatureContext } from './feature';

export function startDetail({ store, table, warn }: FeatureContext): Array<() => void> {
  const template = table.querySelector('template[data-detail-template]')?.innerHTML.trim() || null;
  const source = table.getAttribute('data-detail-source')?.trim() || null;
  if (!template && !source) return (warn('data-detail-source is empty and there is no <template data-detail-template> — no detail rows'), []);
  const rows = new DetailRows(store, { template, source, warn, enhance: (panel) => TableManager.discover(panel) });
  store.setSlot(rows.slot);
  return [keepInUrl(store, rows, warn), () => (store.setSlot(rows.slot, false), rows.stop())];
}

/** The open panels in the URL of a table with URL state; returns what stops it. */
function keepInUrl(store: FeatureContext['store'], rows: DetailRows, warn: FeatureContext['warn']): () => void {
  const keys = store.config.urlKeys;
  if (!keys) return () => {};
  const key = `${keys.prefix}detail`;
  const apply = () => rows.set(readOpen(new URLSearchParams(location.search).get(key), (problem) => warn(`URL parameter ${key}: ${problem} — left out`)) ?? [], false);
  rows.changed = () => {
    const params = new URLSearchParams(location.search);
    const value = writeOpen(new Set(rows.ids));
    if (value === undefined) params.delete(key);
    else params.set(key, value);
    const search = params.toString();
    const url = `${location.pathname}${search ? `?${search}` : ''}${location.hash}`;
    if (url !== `${location.pathname}${location.search}${location.hash}`) history.pushState(history.state, '', url);
  };
  apply();
  addEventListener('popstate', apply);
  return () => {
    removeEventListener('popstate', apply);
    rows.changed = () => {};
  };
}
