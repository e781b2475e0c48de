// Stub: replaced by the issue "TableManager III" export work (dist/almanac-chunk-export.js).
import type { TableStore } from '../store.svelte';

export type ExportFormat = 'csv' | 'json' | 'excel';

/** Export what the user sees; resolves true when a file was handed to the browser. */
export async function exportTable(store: TableStore, format: ExportFormat, options: { filename?: unknown }): Promise<boolean> {
  void store;
  void format;
  void options;
  return false;
}
